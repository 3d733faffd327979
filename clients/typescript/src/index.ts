import createClient, { type Client, type ClientOptions } from "openapi-fetch"
import type { paths } from "./openapi.ts"

export type { components, operations, paths } from "./openapi.ts"

/** Where the API answers and how the client authenticates. */
export interface TrilhoClientOptions {
  /** The API's origin, e.g. `https://api.example.com` (the paths carry their `/v1` prefix). */
  readonly baseUrl: string
  /** A merchant API key, sent as `X-API-Key` on every request. */
  readonly apiKey?: string
  /** Headers added to every request (an OAuth `Authorization`, a tracing header). */
  readonly headers?: Record<string, string>
  /** A `fetch` to use instead of the global one (tests, retries, proxies). */
  readonly fetch?: ClientOptions["fetch"]
}

/** A typed client of every operation of the Trilho API: `client.GET(path, init)`, `client.POST(path, init)`, … */
export type TrilhoClient = Client<paths>

/**
 * A client for the Trilho API on plain `fetch`: each call resolves to `{ data, error, response }`, where `data` is the
 * typed success envelope and `error` the typed error envelope of the operation's declared statuses.
 */
export const createTrilhoClient = (options: TrilhoClientOptions): TrilhoClient =>
  createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { ...options.headers, ...(options.apiKey === undefined ? {} : { "X-API-Key": options.apiKey }) },
    ...(options.fetch === undefined ? {} : { fetch: options.fetch })
  })
