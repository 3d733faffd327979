import { Options } from "@effect/cli"
import { FetchHttpClient } from "@effect/platform"
import { OperatorClient, OperatorRpcs } from "@trilho/api/operator/index"
import { Config, Console, Data, Effect, Layer, ParseResult, type Redacted, Schema } from "effect"

/** The API address the operator commands talk to unless `--api-url` or `TRILHO_API_URL` says otherwise. */
export const apiUrlDefault = "http://127.0.0.1:4000"

/** A command failed in a way the operator can act on; `bin.ts` prints the message and exits with 1. */
export class CliError extends Data.TaggedError("CliError")<{ readonly message: string }> {}

export const apiUrl = Options.text("api-url").pipe(
  Options.withDescription("Root address of the Trilho API (env TRILHO_API_URL)"),
  Options.withFallbackConfig(Config.string("TRILHO_API_URL").pipe(Config.withDefault(apiUrlDefault)))
)
export const operatorToken = Options.redacted("operator-token").pipe(
  Options.withDescription("Operator token of the API (env OPERATOR_TOKEN)"),
  Options.withFallbackConfig(Config.redacted("OPERATOR_TOKEN"))
)
export const json = Options.boolean("json").pipe(Options.withDescription("Print the result as JSON"))
export const account = Options.text("account").pipe(Options.withDescription("Merchant account id (acc_…)"))

const describe = (error: unknown, url: string): string => {
  if (ParseResult.isParseError(error)) {
    return ParseResult.ArrayFormatter.formatErrorSync(error)
      .map((issue) => `${issue.path.map(String).join(".") || "input"}: ${issue.message}`)
      .join("; ")
  }
  const tagged = error as { readonly _tag?: string; readonly message?: string } & Record<string, unknown>
  switch (tagged._tag) {
    case "OperatorUnauthorized":
      return `the API refused the operator token: ${tagged.message}`
    case "MerchantEmailTaken":
      return `a merchant with the e-mail ${String(tagged.email)} exists`
    case "MerchantAlreadyExists":
      return `a merchant with the id ${String(tagged.accountId)} exists`
    case "MerchantNotFound":
      return `no merchant ${String(tagged.accountId)}`
    case "ApiKeyNotFound":
      return `no key ${String(tagged.apiKeyId)} in that account`
    case "OperatorStorageUnavailable":
      return `the API's storage did not answer; retry`
    case "RpcClientError":
      return `could not reach the operator RPC at ${url}: ${tagged.message}`
    default:
      return tagged.message !== undefined && tagged.message !== "" ? tagged.message : String(error)
  }
}

/**
 * Checks an input against the payload schema of the operator procedure `tag`, so that a bad input is refused here
 * with the fields named, before any request.
 */
export const checkInput = <A>(tag: string, input: A): Effect.Effect<A, CliError> => {
  const rpc = OperatorRpcs.OperatorRpcs.requests.get(tag)
  if (rpc === undefined) return Effect.succeed(input)
  return Schema.decodeUnknown(rpc.payloadSchema as Schema.Schema<unknown, unknown>)(input).pipe(
    Effect.as(input),
    Effect.mapError((error) => new CliError({ message: describe(error, "") }))
  )
}

/** Runs `f` with an operator client of the API at `--api-url`; failures become `CliError`s with readable text. */
export const withClient = <A, E>(
  connection: { readonly apiUrl: string; readonly operatorToken: Redacted.Redacted<string> },
  f: (client: OperatorClient.OperatorClient["Type"]) => Effect.Effect<A, E>
): Effect.Effect<A, CliError> =>
  Effect.flatMap(OperatorClient.OperatorClient, f).pipe(
    Effect.provide(
      OperatorClient.layer({ apiUrl: connection.apiUrl, token: connection.operatorToken }).pipe(
        Layer.provide(FetchHttpClient.layer)
      )
    ),
    Effect.catchAllCause((cause) => {
      const failure = cause._tag === "Fail" ? cause.error : ((cause as { defect?: unknown }).defect ?? cause)
      return Effect.fail(new CliError({ message: describe(failure, connection.apiUrl) }))
    }),
    Effect.scoped
  )

export const printJson = (value: unknown) => Console.log(JSON.stringify(value, null, 2))
