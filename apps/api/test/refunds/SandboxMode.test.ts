import { expect, layer } from "@effect/vitest"
import { ConfigProvider, Effect, Layer } from "effect"
import { insertKey, insertMerchant } from "../auth/server.ts"
import { call, layerServer } from "../charges/server.ts"

const live = ConfigProvider.layer(ConfigProvider.fromUnknown({ TRILHO_MODE: "live" }))

layer(layerServer().pipe(Layer.provide(live)), { timeout: 120_000, excludeTestServices: true })(
  "sandbox mode off",
  (it) => {
    it.effect("the sandbox refund controls are a 404 ROUTE_NOT_FOUND; the refund routes still answer", () =>
      Effect.gen(function* () {
        yield* insertMerchant("acc_live_rf")
        const key = (yield* insertKey("acc_live_rf", ["*"])).secret
        for (const path of ["/v1/sandbox/refunds/x/complete", "/v1/sandbox/refunds/x/fail"]) {
          const refused = yield* call("POST", path, { key, body: {} })
          expect([refused.status, refused.body.error.code], path).toEqual([404, "ROUTE_NOT_FOUND"])
        }
        expect((yield* call("GET", "/v1/refunds/list", { key })).status).toBe(200)
        expect((yield* call("GET", "/v1/refunds/get/pix_nope", { key })).status).toBe(404)
      })
    )
  }
)
