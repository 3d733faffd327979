import { expect, layer } from "@effect/vitest"
import { ConfigProvider, Effect, Layer } from "effect"
import { insertKey, insertMerchant } from "../auth/server.ts"
import { call, layerServer } from "../charges/server.ts"

const live = ConfigProvider.layer(ConfigProvider.fromUnknown({ TRILHO_MODE: "live" }))

layer(layerServer().pipe(Layer.provide(live)), { timeout: 120_000, excludeTestServices: true })(
  "sandbox mode off",
  (it) => {
    it.effect("the sandbox controls are a 404 ROUTE_NOT_FOUND; the payment routes still answer", () =>
      Effect.gen(function* () {
        yield* insertMerchant("acc_live")
        const key = (yield* insertKey("acc_live", ["*"])).secret
        const charge = yield* call("POST", "/v1/payment-pix/create", { key, body: { amount: 1, description: "x" } })
        expect(charge.status).toBe(200)
        for (const [method, path, body] of [
          ["POST", `/v1/sandbox/payment-pix/${charge.body.data.id}/pay`, {}],
          ["POST", "/v1/sandbox/clock/advance", { seconds: 10 }],
          ["GET", "/v1/sandbox/clock", undefined],
          ["POST", "/v1/sandbox/meds/open", { transactionId: charge.body.data.id, type: "fraud" }],
          ["POST", "/v1/sandbox/meds/med_x/decide", { outcome: "accept" }],
          ["POST", "/v1/sandbox/meds/med_x/expire", {}]
        ] as const) {
          const refused = yield* call(method, path, { key, body })
          expect([refused.status, refused.body.error.code], path).toEqual([404, "ROUTE_NOT_FOUND"])
        }
      })
    )
  }
)
