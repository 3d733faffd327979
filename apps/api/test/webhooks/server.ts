import { HttpClient, HttpClientRequest } from "effect/http"
import { NodeHttpServer } from "@effect/platform-node"
import { HostResolver, Webhooks } from "@trilho/domain"
import { AccountsSql, ApiKeysSql, RateLimiterSql } from "@trilho/postgres"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { WebhookEndpointsSql } from "@trilho/postgres"
import { Effect, Layer, Redacted } from "effect"
import * as AuthSettings from "../../src/auth/Settings.ts"
import { DocsLive, layerServices, makeApiLive } from "../../src/Http.ts"
import * as OperatorAuth from "../../src/operator/Auth.ts"
import { serve } from "../serve.ts"
import { layerPayments } from "../../src/Layers.ts"

/** Names the test resolver knows; every other host does not resolve. */
export const testHosts: Readonly<Record<string, ReadonlyArray<string>>> = {
  "hooks.example.com": ["93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946"],
  "split.example.com": ["93.184.216.34", "10.0.0.5"],
  "metadata.example.com": ["169.254.169.254"],
  "mapped.example.com": ["::ffff:192.168.1.1"],
  localhost: ["127.0.0.1", "::1"]
}

/**
 * The API as `npm start` serves it, on a fresh database, with webhook URLs checked under `mode` and hosts resolved
 * from `testHosts` (the resolver and policy in the context take the place of DNS and `TRILHO_MODE`).
 */
export const layerServer = (mode: "live" | "sandbox", operatorToken?: string) =>
  serve(
    Layer.merge(
      DocsLive,
      makeApiLive(
        Layer.merge(
          AuthSettings.layer({ ipRequestsPerWindow: 100_000 }),
          OperatorAuth.layerToken(operatorToken === undefined ? undefined : Redacted.make(operatorToken))
        )
      )
    )
  ).pipe(
    Layer.provideMerge(NodeHttpServer.layerTest),
    Layer.provideMerge(layerPayments),
    Layer.provideMerge(layerServices),
    Layer.provideMerge(
      Layer.mergeAll(AccountsSql.layer, ApiKeysSql.layer, RateLimiterSql.layer, WebhookEndpointsSql.layer)
    ),
    Layer.provideMerge(Layer.merge(HostResolver.layerStatic(testHosts), Webhooks.WebhookUrlPolicy.layer(mode))),
    Layer.provideMerge(layerTestDatabase({ poolSize: 3 }))
  )

/** A raw request to the test server: status and JSON body. */
export const call = (
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  options: { readonly key?: string; readonly body?: unknown; readonly rawBody?: string } = {}
) =>
  Effect.gen(function* () {
    const http = yield* HttpClient.HttpClient
    let request = HttpClientRequest.make(method)(path)
    if (options.key !== undefined) request = HttpClientRequest.setHeader(request, "x-api-key", options.key)
    if (options.body !== undefined) request = yield* HttpClientRequest.bodyJson(request, options.body)
    if (options.rawBody !== undefined) {
      request = HttpClientRequest.bodyText(request, options.rawBody, "application/json")
    }
    const response = yield* http.execute(request)
    return { status: response.status, body: (yield* response.json) as any }
  })
