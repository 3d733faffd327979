import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { insertKey, insertMerchant } from "../auth/server.ts"
import { call, layerServer } from "../charges/server.ts"

layer(layerServer(), { timeout: 120_000, excludeTestServices: true })("account", (it) => {
  it.effect("a fresh merchant's balance is all zeros", () =>
    Effect.gen(function* () {
      yield* insertMerchant("acc_fresh")
      const key = (yield* insertKey("acc_fresh", ["account/balance"])).secret
      const balance = yield* call("GET", "/v1/account/balance", { key })
      expect(balance.body.data).toEqual({
        currency: "BRL",
        availableAmount: 0,
        pendingAmount: 0,
        blockedAmount: 0,
        padrao: { available: 0, pending: 0, withdrawable: 0, locked24h: 0, nextUnlockAt: null }
      })
      expect((yield* call("GET", "/v1/account/transactions", { key })).status).toBe(403)
    })
  )

  it.effect("transactions: paid and pending charges, status filter, paging, another merchant's kept apart", () =>
    Effect.gen(function* () {
      yield* insertMerchant("acc_tx")
      yield* insertMerchant("acc_tx_other")
      const key = (yield* insertKey("acc_tx", ["*"])).secret
      const otherKey = (yield* insertKey("acc_tx_other", ["*"])).secret
      const ids: Array<string> = []
      for (let i = 0; i < 3; i++) {
        const created = yield* call("POST", "/v1/payment-pix/create", {
          key,
          body: { amount: 10 + i, description: `T${i}` }
        })
        ids.push(created.body.data.id)
      }
      yield* call("POST", "/v1/payment-pix/create", { key: otherKey, body: { amount: 1, description: "other" } })
      yield* call("POST", `/v1/sandbox/payment-pix/${ids[0]}/pay`, { key, body: {} })
      const all = yield* call("GET", "/v1/account/transactions?pageSize=2", { key })
      expect(all.body.data).toMatchObject({ page: 1, pageSize: 2, total: 3, pages: 2 })
      const completed = yield* call("GET", "/v1/account/transactions?status=COMPLETED", { key })
      expect(completed.body.data.items.map((t: any) => [t.id, t.type])).toEqual([[ids[0], "PIX_IN"]])
      const pending = yield* call("GET", "/v1/account/transactions?status=PENDING", { key })
      expect(pending.body.data.total).toBe(2)
      const refused = yield* call("GET", "/v1/account/transactions?pageSize=500", { key })
      expect(refused.status).toBe(400)
    })
  )
})
