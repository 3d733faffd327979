import { Args, Command, Options } from "@effect/cli"
import { FetchHttpClient, HttpClient, HttpClientRequest } from "@effect/platform"
import { Config, Console, Data, Effect, Redacted } from "effect"

/** A sandbox command failed: the API refused it or could not be reached. */
export class SandboxCommandError extends Data.TaggedError("CliError")<{ readonly message: string }> {}

const apiUrl = Options.text("api-url").pipe(
  Options.withDescription("Root address of the Trilho API (env TRILHO_API_URL)"),
  Options.withFallbackConfig(Config.string("TRILHO_API_URL").pipe(Config.withDefault("http://127.0.0.1:4000")))
)
const apiKey = Options.redacted("api-key").pipe(
  Options.withDescription("API key of the merchant (env TRILHO_API_KEY)"),
  Options.withFallbackConfig(Config.redacted("TRILHO_API_KEY"))
)

/** POSTs `body` to `path` of the API with the key; prints the envelope's `data` as JSON. */
export const post = (url: string, key: Redacted.Redacted, path: string, body: unknown) =>
  Effect.gen(function* () {
    const http = yield* HttpClient.HttpClient
    const request = yield* HttpClientRequest.post(`${url.replace(/\/+$/, "")}${path}`).pipe(
      HttpClientRequest.setHeader("x-api-key", Redacted.value(key)),
      HttpClientRequest.bodyJson(body)
    )
    const response = yield* http.execute(request)
    const envelope = (yield* response.json) as {
      readonly success?: boolean
      readonly message?: string
      readonly data?: unknown
      readonly error?: { readonly code: string }
    }
    if (envelope.success !== true) {
      return yield* new SandboxCommandError({
        message: `${response.status} ${envelope.error?.code ?? "ERROR"}: ${envelope.message ?? "request refused"}`
      })
    }
    yield* Console.log(JSON.stringify(envelope.data, null, 2))
  }).pipe(
    Effect.catchTags({
      RequestError: (error) =>
        new SandboxCommandError({ message: `could not reach the API at ${url}: ${error.message}` }),
      ResponseError: (error) => new SandboxCommandError({ message: `unexpected answer from the API: ${error.message}` })
    }),
    Effect.provide(FetchHttpClient.layer)
  )

/** `trilho sandbox pay <id>`: the sandbox payer pays a PENDING charge. */
export const pay = Command.make(
  "pay",
  {
    id: Args.text({ name: "id" }).pipe(Args.withDescription("The charge id (pix_…)")),
    payerName: Options.text("payer-name").pipe(Options.optional),
    payerDocument: Options.text("payer-document").pipe(Options.optional),
    apiUrl,
    apiKey
  },
  ({ apiKey, apiUrl, id, payerDocument, payerName }) =>
    post(apiUrl, apiKey, `/v1/sandbox/payment-pix/${encodeURIComponent(id)}/pay`, {
      ...(payerName._tag === "Some" || payerDocument._tag === "Some"
        ? {
            payer: {
              name: payerName._tag === "Some" ? payerName.value : "Pagador Sandbox",
              document: payerDocument._tag === "Some" ? payerDocument.value : "12345678909"
            }
          }
        : {})
    })
).pipe(Command.withDescription("Pay a PIX charge in the sandbox"))

/** `trilho sandbox advance --seconds N`: moves the sandbox clock forward. */
export const advance = Command.make(
  "advance",
  { seconds: Options.integer("seconds").pipe(Options.withDescription("Seconds to move forward")), apiUrl, apiKey },
  ({ apiKey, apiUrl, seconds }) => post(apiUrl, apiKey, "/v1/sandbox/clock/advance", { seconds })
).pipe(Command.withDescription("Move the sandbox clock forward"))

/** `trilho sandbox`: the sandbox controls, over HTTP with an API key. */
export const sandbox = Command.make("sandbox").pipe(
  Command.withDescription("Sandbox controls: pay a charge, advance the clock"),
  Command.withSubcommands([pay, advance])
)
