import type * as Client from "@trilho/api/client"
import { Data, Effect, Option, Predicate, type Redacted, Schema } from "effect"
import { Argument, Command, Flag } from "effect/cli"
import { FetchHttpClient } from "effect/http"
import { apiKey, apiUrl, json, printJson } from "./Connection.ts"
import { transfer } from "./SandboxTransfers.ts"
import { billings } from "./SandboxBillings.ts"
import { refundComplete, refundFail } from "./SandboxRefunds.ts"
import { crypto } from "./SandboxCrypto.ts"
import { pixAutomatic } from "./SandboxPixAutomatic.ts"
import { rechargeComplete, rechargeFail } from "./SandboxRecharges.ts"
import { invoices } from "./SandboxInvoices.ts"
import { bureau } from "./SandboxBureau.ts"
import { med } from "./SandboxMeds.ts"
import { card } from "./SandboxCard.ts"
import { mails } from "./Users.ts"

/** The API's typed client, loaded when a command first talks to the API: `trilho --help` stays quick. */
const api = Effect.promise(() => import("@trilho/api/client"))

/** A sandbox command failed: the API refused it or could not be reached. */
export class SandboxCommandError extends Data.TaggedError("CliError")<{ readonly message: string }> {}

/** The error envelope every declared error answer of the API carries. */
const isErrorEnvelope = (
  error: unknown
): error is { readonly message: string; readonly error: { readonly code: string; readonly statusCode: number } } =>
  Predicate.hasProperty(error, "error") &&
  Predicate.hasProperty(error.error, "code") &&
  Predicate.hasProperty(error.error, "statusCode") &&
  Predicate.hasProperty(error, "message")

/** What to do about an API refusal, where the status says it. */
const adviceFor = (statusCode: number): string => {
  switch (statusCode) {
    case 401:
      return "; check --api-key or TRILHO_API_KEY"
    case 403:
      return "; the key lacks the permission or the feature is off for the account"
    case 429:
      return "; wait a minute and retry"
    default:
      return statusCode >= 500 ? "; retry in a moment" : ""
  }
}

/**
 * One line an operator can act on: the API's status, code and message in its own words, or why the API could not be
 * asked.
 */
const describe = (error: unknown, url: string): string => {
  if (isErrorEnvelope(error)) {
    return `${error.error.statusCode} ${error.error.code}: ${error.message}${adviceFor(error.error.statusCode)}`
  }
  if (Schema.isSchemaError(error)) return `unexpected answer from the API: ${error.message}`
  const tagged = error as {
    readonly _tag?: string
    readonly message?: string
    readonly reason?: { readonly _tag?: string }
  }
  if (tagged._tag !== "HttpClientError") return tagged.message ?? String(error)
  // The request never got an answer (`TransportError`, and a request that could not be built); else the answer was
  // not the API's (`StatusCodeError`, `DecodeError`, `EmptyBodyError`).
  switch (tagged.reason?._tag) {
    case "TransportError":
    case "EncodeError":
    case "InvalidUrlError":
      return `could not reach the API at ${url} (${tagged.message}); start it with 'trilho dev' or pass --api-url`
    default:
      return `unexpected answer from the API: ${tagged.message}`
  }
}

/**
 * Runs `f` with the typed API client (`@trilho/api/Client`) of the API at `url`, acting with `key`; every failure
 * becomes one readable `SandboxCommandError` (the CLI prints it and exits with 1).
 */
export const withApi = <A, E>(
  url: string,
  key: Redacted.Redacted<string>,
  f: (client: Client.Client) => Effect.Effect<A, E>
): Effect.Effect<A, SandboxCommandError> =>
  Effect.flatMap(api, (client) =>
    Effect.flatMap(client.make({ baseUrl: url.replace(/\/+$/, ""), apiKey: key }), f)
  ).pipe(
    Effect.mapError((error) => new SandboxCommandError({ message: describe(error, url) })),
    Effect.provide(FetchHttpClient.layer)
  )

/** `trilho sandbox pay <id>`: the sandbox payer pays a PENDING charge; prints the COMPLETED charge as JSON. */
export const pay = Command.make(
  "pay",
  {
    id: Argument.String("id").pipe(Argument.withDescription("The charge id (pix_…)")),
    payerName: Flag.String("payer-name").pipe(
      Flag.optional,
      Flag.withDescription("The payer's name (default Pagador Sandbox)")
    ),
    payerDocument: Flag.String("payer-document").pipe(
      Flag.optional,
      Flag.withDescription("The payer's CPF or CNPJ, digits only (default 12345678909)")
    ),
    apiUrl,
    apiKey,
    json
  },
  ({ apiKey, apiUrl, id, payerDocument, payerName }) =>
    withApi(apiUrl, apiKey, (client) =>
      client.sandbox.pay({
        params: { id },
        payload:
          Option.isSome(payerName) || Option.isSome(payerDocument)
            ? {
                payer: {
                  name: Option.getOrElse(payerName, () => "Pagador Sandbox"),
                  document: Option.getOrElse(payerDocument, () => "12345678909")
                }
              }
            : {}
      })
    ).pipe(Effect.flatMap((envelope) => printJson(envelope.data)))
).pipe(
  Command.withDescription("Pay a PENDING PIX charge as the sandbox payer (prints the COMPLETED charge as JSON)"),
  Command.withExamples([
    { command: "trilho sandbox pay pix_…", description: "Pay with the default sandbox payer" },
    {
      command: 'trilho sandbox pay pix_… --payer-name "Maria Souza" --payer-document 12345678909',
      description: "Pay as a payer of your choosing"
    }
  ])
)

/** `trilho sandbox advance --seconds N`: moves the sandbox clock forward; prints the sandbox time as JSON. */
export const advance = Command.make(
  "advance",
  {
    seconds: Flag.Int("seconds").pipe(Flag.withDescription("Seconds to move the sandbox clock forward")),
    apiUrl,
    apiKey,
    json
  },
  ({ apiKey, apiUrl, seconds }) =>
    withApi(apiUrl, apiKey, (client) => client.sandbox.advance({ payload: { seconds } })).pipe(
      Effect.flatMap((envelope) => printJson(envelope.data))
    )
).pipe(Command.withDescription("Move the sandbox clock forward (prints the offset and the sandbox time as JSON)"))

/** `trilho sandbox`: the sandbox controls, over HTTP with an API key. */
export const sandbox = Command.make("sandbox").pipe(
  Command.withDescription(
    "Sandbox controls with a merchant's API key: pay a charge, advance the clock, drive transfers, refunds and MED " +
      "disputes, card checkout, the crypto chain, pay billings, PIX Automático consents, fiscal invoices, credit-bureau dunnings, read mails"
  ),
  Command.withSubcommands([
    pay,
    advance,
    transfer,
    refundComplete,
    refundFail,
    rechargeComplete,
    rechargeFail,
    invoices,
    bureau,
    med,
    card,
    crypto,
    billings,
    pixAutomatic,
    mails
  ])
)
