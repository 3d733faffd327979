import { HttpApiBuilder, HttpApiClient } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { expect, layer } from "@effect/vitest"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { Effect, Layer } from "effect"
import { TrilhoApi } from "../src/Api.ts"
import { ApiLive } from "../src/Http.ts"

const ServerTest = HttpApiBuilder.serve().pipe(
  Layer.provide(ApiLive),
  Layer.provideMerge(NodeHttpServer.layerTest),
  Layer.provide(layerTestDatabase())
)

layer(ServerTest, { timeout: 120_000 })("API shell", (it) => {
  it.effect("GET /v1/health answers in the envelope once the database answers", () =>
    Effect.gen(function* () {
      const client = yield* HttpApiClient.make(TrilhoApi)
      const response = yield* client.system.health()
      expect(response.success).toBe(true)
      expect(response.data).toMatchObject({ status: "ok", database: "ok" })
      expect(response.requestId.length).toBeGreaterThan(0)
    })
  )
})
