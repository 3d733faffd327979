import { HttpClient, HttpClientRequest } from "effect/http"
import { HttpApiClient } from "effect/http-api"
import { NodeHttpServer } from "@effect/platform-node"
import { expect, layer } from "@effect/vitest"
import { AccountsSql, ApiKeysSql, RateLimiterSql } from "@trilho/postgres"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { Effect, Layer } from "effect"
import { TrilhoApi } from "../src/Api.ts"
import { ApiLive, DocsLive } from "../src/Http.ts"
import { requestBodyBytesMax } from "../src/http/Middleware.ts"
import { serve } from "./serve.ts"

const ServerTest = serve(Layer.merge(DocsLive, ApiLive)).pipe(
  Layer.provideMerge(NodeHttpServer.layerTest),
  Layer.provide(Layer.mergeAll(AccountsSql.layer, ApiKeysSql.layer, RateLimiterSql.layer)),
  Layer.provide(layerTestDatabase())
)

layer(ServerTest, { timeout: 120_000 })("API envelope", (it) => {
  it.effect("GET /v1/health answers in the envelope once the database answers", () =>
    Effect.gen(function* () {
      const client = yield* HttpApiClient.make(TrilhoApi)
      const response = yield* client.system.health()
      expect(response.success).toBe(true)
      expect(response.data).toMatchObject({ status: "ok", database: "ok" })
      expect(response.requestId.length).toBeGreaterThan(0)
    })
  )

  it.effect("the caller's X-Request-Id is echoed in the header and the envelope", () =>
    Effect.gen(function* () {
      const http = yield* HttpClient.HttpClient
      const response = yield* http.execute(
        HttpClientRequest.get("/v1/health").pipe(HttpClientRequest.setHeader("x-request-id", "req-abc-12345"))
      )
      expect(response.headers["x-request-id"]).toBe("req-abc-12345")
      expect(yield* response.json).toMatchObject({ requestId: "req-abc-12345" })
    })
  )

  it.effect("an unknown route is a 404 in the error envelope", () =>
    Effect.gen(function* () {
      const http = yield* HttpClient.HttpClient
      const response = yield* http.execute(HttpClientRequest.get("/v1/no-such-route"))
      expect(response.status).toBe(404)
      const body = yield* response.json
      expect(body).toMatchObject({ success: false, error: { code: "ROUTE_NOT_FOUND", statusCode: 404 } })
      expect((body as { requestId: string }).requestId).toBe(response.headers["x-request-id"])
    })
  )

  it.effect("a body over the cap is a 413 in the error envelope", () =>
    Effect.gen(function* () {
      const http = yield* HttpClient.HttpClient
      const response = yield* http.execute(
        HttpClientRequest.post("/v1/health").pipe(
          HttpClientRequest.bodyText("x".repeat(requestBodyBytesMax + 1), "application/json")
        )
      )
      expect(response.status).toBe(413)
      expect(yield* response.json).toMatchObject({
        success: false,
        error: { code: "PAYLOAD_TOO_LARGE", statusCode: 413 }
      })
    })
  )

  it.effect("the OpenAPI document is served at /v1/openapi.json", () =>
    Effect.gen(function* () {
      const http = yield* HttpClient.HttpClient
      const doc = (yield* (yield* http.get("/v1/openapi.json")).json) as { openapi: string; paths: object }
      expect(doc.openapi).toMatch(/^3\./)
      expect(Object.keys(doc.paths)).toContain("/v1/health")
    })
  )
})
