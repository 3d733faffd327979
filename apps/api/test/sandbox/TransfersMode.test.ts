import { expect, layer } from "@effect/vitest"
import { ConfigProvider, Effect, Layer } from "effect"
import { call, layerServer, merchant, send } from "../transfers/support.ts"

const live = ConfigProvider.layer(ConfigProvider.fromUnknown({ TRILHO_MODE: "live" }))

layer(layerServer().pipe(Layer.provide(live)), { timeout: 120_000, excludeTestServices: true })(
  "sandbox transfer controls with sandbox mode off",
  (it) => {
    it.effect("approve, refuse, settle and fail are a 404 ROUTE_NOT_FOUND; transfer-pix still answers", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_px_live", 1_000)
        const created = yield* send(key, {
          amount: 1,
          description: "x",
          pixKey: "fulano@example.com",
          pixKeyType: "EMAIL"
        })
        expect(created.status).toBe(200)
        for (const control of ["approve", "refuse", "settle", "fail"]) {
          const refused = yield* call("POST", `/v1/sandbox/transfers/${created.body.data.id}/${control}`, {
            key,
            body: {}
          })
          expect([refused.status, refused.body.error.code], control).toEqual([404, "ROUTE_NOT_FOUND"])
        }
        expect((yield* call("GET", `/v1/transfer-pix/get/${created.body.data.id}`, { key })).status).toBe(200)
      })
    )
  }
)
