/**
 * The typed client of the merchant API, derived from the same `TrilhoApi` declaration that serves the routes and the
 * OpenAPI document: every group and endpoint is a method, payloads and answers are typed by their schemas, and the
 * declared error answers come back as their classes (`NotFound`, `BadRequest`, …) in the error channel.
 *
 * ```ts
 * import { FetchHttpClient } from "effect/http"
 * import { Client } from "@trilho/api"
 * import { Effect } from "effect"
 *
 * const program = Effect.gen(function* () {
 *   const trilho = yield* Client.make({ baseUrl: "http://127.0.0.1:4000", apiKey: process.env.TRILHO_API_KEY! })
 *   const created = yield* trilho.charges.create({ payload: { amount: 25.9, description: "Pedido 1042" } })
 *   const status = yield* trilho.charges.status({ params: { id: created.data.id } })
 *   const page = yield* trilho.charges.list({ query: { status: "COMPLETED", pageSize: 20 } })
 *   return { status: status.data.status, paid: page.data.total }
 * }).pipe(
 *   Effect.catchIf(
 *     (error) => error instanceof Client.NotFound,
 *     (error) => Effect.fail(`not found: ${error.message}`)
 *   ),
 *   Effect.provide(FetchHttpClient.layer)
 * )
 * ```
 *
 * Or as a service: `Client.TrilhoClient.layer({ baseUrl, apiKey })`, or `Client.TrilhoClient.layerConfig` reading
 * `TRILHO_API_URL` (default `http://127.0.0.1:4000`) and `TRILHO_API_KEY`; both need an `HttpClient`
 * (`FetchHttpClient.layer`, `NodeHttpClient.layer`).
 */
import { Config, Context, Effect, Layer, Redacted } from "effect"
import { HttpClient, HttpClientRequest } from "effect/http"
import { HttpApiClient } from "effect/http-api"
import { TrilhoApi } from "./Api.ts"

export {
  BadRequest,
  Conflict,
  Forbidden,
  NotFound,
  PayloadTooLarge,
  ServiceUnavailable,
  TooManyRequests,
  Unauthorized,
  Unprocessable
} from "./http/Errors.ts"

/** The root address of a local API (`trilho dev` and `npm start`). */
export const baseUrlDefault = "http://127.0.0.1:4000"

export interface ClientOptions {
  /**
   * The API's root address, without `/v1` (the declaration adds it), e.g. `https://api.example.com`. Omitted, requests
   * go to the paths alone: for an `HttpClient` that already prepends its address, such as a test server's.
   */
  readonly baseUrl?: string | URL | undefined
  /** The merchant's API key, sent as `X-API-Key` on every request. */
  readonly apiKey: Redacted.Redacted<string> | string
}

/** Sets `X-API-Key` on every request of `client`. */
export const withApiKey =
  (apiKey: Redacted.Redacted<string> | string) =>
  (client: HttpClient.HttpClient): HttpClient.HttpClient => {
    const secret = typeof apiKey === "string" ? apiKey : Redacted.value(apiKey)
    return HttpClient.mapRequest(client, HttpClientRequest.setHeader("x-api-key", secret))
  }

/** A typed client of `TrilhoApi` sending `apiKey` on every request; needs an `HttpClient`. */
export const make = (options: ClientOptions) =>
  HttpApiClient.make(TrilhoApi, {
    baseUrl: options.baseUrl,
    transformClient: withApiKey(options.apiKey)
  })

/** The typed client: one property per group (`charges`, `account`, `sandbox`, `me`, `system`), one method per route. */
export type Client = Effect.Success<ReturnType<typeof make>>

/** The `data` of a success envelope: `client.charges.get({ params: { id } }).pipe(Client.data)`. */
export const data = <A, E, R>(self: Effect.Effect<{ readonly data: A }, E, R>): Effect.Effect<A, E, R> =>
  Effect.map(self, (envelope) => envelope.data)

/** The typed client as a service, for programs built from layers. */
export class TrilhoClient extends Context.Service<TrilhoClient, Client>()("@trilho/api/TrilhoClient") {
  /** A client of the API at `baseUrl` with `apiKey`. */
  static readonly layer = (options: ClientOptions): Layer.Layer<TrilhoClient, never, HttpClient.HttpClient> =>
    Layer.effect(TrilhoClient, make(options))

  /** A client configured by `TRILHO_API_URL` (default `baseUrlDefault`) and `TRILHO_API_KEY`. */
  static readonly layerConfig = Layer.unwrap(
    Effect.map(
      Config.all({
        baseUrl: Config.String("TRILHO_API_URL").pipe(Config.withDefault(baseUrlDefault)),
        apiKey: Config.Redacted("TRILHO_API_KEY")
      }),
      TrilhoClient.layer
    )
  )
}
