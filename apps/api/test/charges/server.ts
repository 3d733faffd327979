import { HttpClient, HttpClientRequest } from "effect/http"
import { AccountsSql, ApiKeysSql, RateLimiterSql } from "@trilho/postgres"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { Effect, Layer } from "effect"
import * as AuthSettings from "../../src/auth/Settings.ts"
import { DocsLive, layerServices, makeApiLive } from "../../src/Http.ts"
import * as OperatorAuth from "../../src/operator/Auth.ts"
import { layerNodeServerTest, serve } from "../serve.ts"
import { layerPayments } from "../../src/Layers.ts"

/**
 * The API as `npm start` serves it (every group, the pay pages), on a fresh database, with the payments services
 * (charges, ledger, outbox, sandbox network and clock) left in the context for the tests.
 */
export const layerServer = () =>
  serve(
    Layer.merge(
      DocsLive,
      makeApiLive(Layer.merge(AuthSettings.layer({ ipRequestsPerWindow: 100_000 }), OperatorAuth.layerToken(undefined)))
    )
  ).pipe(
    Layer.provideMerge(layerNodeServerTest),
    Layer.provideMerge(layerPayments),
    Layer.provideMerge(layerServices),
    Layer.provideMerge(Layer.mergeAll(AccountsSql.layer, ApiKeysSql.layer, RateLimiterSql.layer)),
    Layer.provideMerge(layerTestDatabase())
  )

/** A raw request to the test server: status, headers and the JSON body (or the bytes for an image). */
export const call = (
  method: "GET" | "POST" | "PATCH",
  path: string,
  options: { readonly key?: string; readonly body?: unknown; readonly headers?: Record<string, string> } = {}
) =>
  Effect.gen(function* () {
    const http = yield* HttpClient.HttpClient
    let request =
      method === "GET"
        ? HttpClientRequest.get(path)
        : method === "PATCH"
          ? HttpClientRequest.patch(path)
          : HttpClientRequest.post(path)
    if (options.key !== undefined) request = HttpClientRequest.setHeader(request, "x-api-key", options.key)
    if (options.headers !== undefined) request = HttpClientRequest.setHeaders(request, options.headers)
    if (options.body !== undefined) request = yield* HttpClientRequest.bodyJson(request, options.body)
    const response = yield* http.execute(request)
    const contentType = response.headers["content-type"] ?? ""
    if (contentType.startsWith("image/")) {
      return {
        status: response.status,
        headers: response.headers,
        body: undefined as any,
        bytes: new Uint8Array(yield* response.arrayBuffer)
      }
    }
    return { status: response.status, headers: response.headers, body: (yield* response.json) as any, bytes: undefined }
  })
