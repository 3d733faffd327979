import type { OperatorClient } from "@trilho/api/operator"
import { Cause, Config, Console, Data, Effect, Layer, type Redacted, Schema, SchemaIssue } from "effect"
import { Flag } from "effect/cli"
import { FetchHttpClient } from "effect/http"
import { UsageError } from "../Failure.ts"

/** The API address the operator commands talk to unless `--api-url` or `TRILHO_API_URL` says otherwise. */
export const apiUrlDefault = "http://127.0.0.1:4000"

/**
 * The operator RPC's client and procedures, loaded when a command first talks to the API, not with the command tree:
 * `trilho --help` stays quick.
 */
const operator = Effect.promise(() =>
  import("@trilho/api/operator").then((operator) => ({ client: operator.OperatorClient, rpcs: operator.OperatorRpcs }))
)

/** A command failed in a way the operator can act on; `Cli.run` prints the message and the run exits with 1. */
export class CliError extends Data.TaggedError("CliError")<{ readonly message: string }> {}

/**
 * `--api-url`, else `TRILHO_API_URL`, else the local default. The default comes last so that the help shows the flag
 * as optional (a default inside the fallback config would make it look required).
 */
export const apiUrl = Flag.String("api-url").pipe(
  Flag.withDescription(`Root address of the Trilho API (env TRILHO_API_URL; default ${apiUrlDefault})`),
  Flag.withFallbackConfig(Config.String("TRILHO_API_URL")),
  Flag.withDefault(apiUrlDefault)
)
/** A merchant's API key, for the sandbox controls: `--api-key`, else `TRILHO_API_KEY`. */
export const apiKey = Flag.Redacted("api-key").pipe(
  Flag.withDescription("API key of the merchant, trl_live_… (env TRILHO_API_KEY)"),
  Flag.withFallbackConfig(Config.Redacted("TRILHO_API_KEY"))
)
export const operatorToken = Flag.Redacted("operator-token").pipe(
  Flag.withDescription("Operator token of the API, printed by trilho dev (env OPERATOR_TOKEN)"),
  Flag.withFallbackConfig(Config.Redacted("OPERATOR_TOKEN"))
)
export const json = Flag.Boolean("json").pipe(Flag.withDefault(false), Flag.withDescription("Print the result as JSON"))
export const account = Flag.String("account").pipe(Flag.withDescription("Merchant account id (acc_…)"))

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

/** Every problem of a failed decoding, each with its field path (`ipAllowlist.0: …`), as the API names them. */
const describeIssues = (error: Schema.SchemaError): string =>
  (formatIssues(error.issue).issues ?? [])
    .map((issue) => {
      const path = (issue.path ?? []).map((segment) => String(typeof segment === "object" ? segment.key : segment))
      return `${path.join(".") || "input"}: ${issue.message}`
    })
    .join("; ")

const describe = (error: unknown, url: string): string => {
  if (Schema.isSchemaError(error)) return describeIssues(error)
  const tagged = error as { readonly _tag?: string; readonly message?: string } & Record<string, unknown>
  switch (tagged._tag) {
    case "OperatorUnauthorized":
      return `the API refused the operator token (${tagged.message}); check --operator-token or OPERATOR_TOKEN`
    case "MerchantEmailTaken":
      return `a merchant with the e-mail ${String(tagged.email)} exists; choose another e-mail`
    case "MerchantAlreadyExists":
      return `a merchant with the id ${String(tagged.accountId)} exists`
    case "MerchantNotFound":
      return `no merchant ${String(tagged.accountId)}; 'trilho merchants list' shows the ids`
    case "ApiKeyNotFound":
      return `no key ${String(tagged.apiKeyId)} in that account; 'trilho keys list --account …' shows its keys`
    case "OperatorStorageUnavailable":
      return `the API's storage did not answer; retry in a moment`
    case "RpcClientError":
      return `could not reach the operator RPC at ${url} (${tagged.message}); start the API (trilho dev) or pass --api-url`
    default:
      return tagged.message !== undefined && tagged.message !== "" ? tagged.message : String(error)
  }
}

/**
 * Checks an input against the payload schema of the operator procedure `tag`, so that a bad input is refused here
 * with the fields named, before any request (a usage error: the command line is wrong).
 */
export const checkInput = <A>(tag: string, input: A): Effect.Effect<A, UsageError> =>
  Effect.flatMap(operator, ({ rpcs }) => {
    const rpc = rpcs.OperatorRpcs.requests.get(tag)
    if (rpc === undefined) return Effect.succeed(input)
    return Schema.decodeUnknownEffect(rpc.payloadSchema as Schema.Codec<unknown, unknown>)(input).pipe(
      Effect.as(input),
      Effect.mapError((error) => new UsageError({ message: describe(error, "") }))
    )
  })

/** Runs `f` with an operator client of the API at `--api-url`; failures become `CliError`s with readable text. */
export const withClient = <A, E>(
  connection: { readonly apiUrl: string; readonly operatorToken: Redacted.Redacted<string> },
  f: (client: OperatorClient.OperatorClient["Service"]) => Effect.Effect<A, E>
): Effect.Effect<A, CliError> =>
  Effect.flatMap(operator, ({ client }) =>
    Effect.flatMap(client.OperatorClient, f).pipe(
      Effect.provide(
        client
          .layer({ apiUrl: connection.apiUrl, token: connection.operatorToken })
          .pipe(Layer.provide(FetchHttpClient.layer))
      )
    )
  ).pipe(
    Effect.catchCause((cause) => {
      const reason = cause.reasons[0]
      const failure =
        reason?._tag === "Fail" ? reason.error : reason?._tag === "Die" ? reason.defect : Cause.squash(cause)
      return Effect.fail(new CliError({ message: describe(failure, connection.apiUrl) }))
    }),
    Effect.scoped
  )

export const printJson = (value: unknown) => Console.log(JSON.stringify(value, null, 2))
