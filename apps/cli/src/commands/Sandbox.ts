import { Args, Command, Options } from "@effect/cli"
import { FetchHttpClient } from "@effect/platform"
import * as Client from "@trilho/api/Client"
import { Config, Data, Effect, Option, ParseResult, Predicate, type Redacted } from "effect"
import { apiUrlDefault, json, printJson } from "./Connection.ts"
import { transfer } from "./SandboxTransfers.ts"
import { refundComplete, refundFail } from "./SandboxRefunds.ts"
import { mails } from "./Users.ts"

/** A sandbox command failed: the API refused it or could not be reached. */
export class SandboxCommandError extends Data.TaggedError("CliError")<{ readonly message: string }> {}

const apiUrl = Options.text("api-url").pipe(
  Options.withDescription("Root address of the Trilho API (env TRILHO_API_URL)"),
  Options.withFallbackConfig(Config.string("TRILHO_API_URL").pipe(Config.withDefault(apiUrlDefault)))
)
const apiKey = Options.redacted("api-key").pipe(
  Options.withDescription("API key of the merchant (env TRILHO_API_KEY)"),
  Options.withFallbackConfig(Config.redacted("TRILHO_API_KEY"))
)

/** The error envelope every declared error answer of the API carries. */
const isErrorEnvelope = (
  error: unknown
): error is { readonly message: string; readonly error: { readonly code: string; readonly statusCode: number } } =>
  Predicate.hasProperty(error, "error") &&
  Predicate.hasProperty(error.error, "code") &&
  Predicate.hasProperty(error.error, "statusCode") &&
  Predicate.hasProperty(error, "message")

/** One line an operator can act on: the API's status, code and message, or why the API could not be asked. */
const describe = (error: unknown, url: string): string => {
  if (isErrorEnvelope(error)) return `${error.error.statusCode} ${error.error.code}: ${error.message}`
  if (ParseResult.isParseError(error)) return `unexpected answer from the API: ${error.message}`
  const tagged = error as { readonly _tag?: string; readonly message?: string; readonly reason?: string }
  switch (tagged._tag) {
    case "RequestError":
      return `could not reach the API at ${url}: ${tagged.message ?? tagged.reason}`
    case "ResponseError":
      return `unexpected answer from the API: ${tagged.message ?? tagged.reason}`
    default:
      return tagged.message ?? String(error)
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
  Effect.flatMap(Client.make({ baseUrl: url.replace(/\/+$/, ""), apiKey: key }), f).pipe(
    Effect.mapError((error) => new SandboxCommandError({ message: describe(error, url) })),
    Effect.provide(FetchHttpClient.layer)
  )

/** `trilho sandbox pay <id>`: the sandbox payer pays a PENDING charge; prints the COMPLETED charge as JSON. */
export const pay = Command.make(
  "pay",
  {
    id: Args.text({ name: "id" }).pipe(Args.withDescription("The charge id (pix_…)")),
    payerName: Options.text("payer-name").pipe(Options.optional),
    payerDocument: Options.text("payer-document").pipe(Options.optional),
    apiUrl,
    apiKey,
    json
  },
  ({ apiKey, apiUrl, id, payerDocument, payerName }) =>
    withApi(apiUrl, apiKey, (client) =>
      client.sandbox.pay({
        path: { id },
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
).pipe(Command.withDescription("Pay a PIX charge in the sandbox (prints the paid charge as JSON)"))

/** `trilho sandbox advance --seconds N`: moves the sandbox clock forward; prints the sandbox time as JSON. */
export const advance = Command.make(
  "advance",
  {
    seconds: Options.integer("seconds").pipe(Options.withDescription("Seconds to move forward")),
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
  Command.withDescription("Sandbox controls: pay a charge, advance the clock, drive transfers and refunds, read mails"),
  Command.withSubcommands([pay, advance, transfer, refundComplete, refundFail, mails])
)
