import { expect, layer } from "@effect/vitest"
import { LedgerStore } from "@trilho/domain"
import { Effect } from "effect"
import { call, createSub, layerServer, merchant, post, subBalance, subaccountFlags } from "./support.ts"

const pixOut = (key: string, body: Record<string, unknown>) =>
  call("POST", "/v1/transfer-pix/create", {
    key,
    body: { description: "Fornecedor", pixKey: "52998224725", pixKeyType: "CPF", coverFee: false, ...body }
  })

layer(layerServer(), { timeout: 180_000, excludeTestServices: true })("subaccount PIX out and refunds", (it) => {
  it.effect("PIX out from a subaccount: main fee plus surcharge, the surcharge credited to the main account", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_sp_out", {
        withdrawableCentavos: 10_000,
        flags: { ...subaccountFlags, pixOutPercentBps: 100, pixOutFixedCentavos: 10 }
      })
      const id = yield* createSub(key, "out-1")
      yield* post(key, "set-pricing", { id, pixOut: { percent: 0.5, fixed: 0.2 } })
      yield* post(key, "add-balance", { id, amount: 50 })
      const preview = (yield* call("GET", `/v1/subaccount/pricing?id=${id}`, { key })).body.data.pixOut
      expect(preview).toMatchObject({ totalPercentFee: 1.5, totalFixedFee: 0.3 })
      const sent = yield* pixOut(key, { amount: 20, subaccountId: id })
      expect(sent.status, JSON.stringify(sent.body)).toBe(200)
      // 1.5 % of 20.00 + 0.30 = 0.60; the main account's own 1 % + 0.10 = 0.30; profit 0.30.
      expect(sent.body.data).toMatchObject({ amount: 20, feeAmount: 0.6, netAmount: 19.4, subaccountId: id })
      expect(yield* subBalance(key, id)).toMatchObject({ spendablePadrao: 30 })
      const main = (yield* call("GET", "/v1/account/balance", { key })).body.data.padrao
      expect(main.available).toBe(100 - 50 + 0.3)
      const listed = (yield* call("GET", `/v1/transfer-pix/list?subaccountId=${id}`, { key })).body.data
      expect(listed.items.map((t: any) => t.id)).toEqual([sent.body.data.id])
      const failed = yield* call("POST", `/v1/sandbox/transfers/${sent.body.data.id}/fail`, { key, body: {} })
      expect(failed.status, JSON.stringify(failed.body)).toBe(200)
      expect(yield* subBalance(key, id)).toMatchObject({ spendablePadrao: 50 })
      const verification = yield* (yield* LedgerStore.LedgerStore).verify()
      expect(verification).toMatchObject({ unbalancedEntries: 0, negativeBalances: 0, totalCentavos: 0 })
    })
  )

  it.effect("PIX out is refused from a locked or DISABLED subaccount, and beyond its limits", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_sp_lim", { withdrawableCentavos: 10_000 })
      const id = yield* createSub(key, "lim-1")
      yield* post(key, "add-balance", { id, amount: 50 })
      yield* post(key, "set-limits", { id, perTransaction: 5, daily: 12 })
      const tooBig = yield* pixOut(key, { amount: 6, subaccountId: id })
      expect(tooBig.body.error).toEqual({ code: "LIMIT_EXCEEDED", statusCode: 400 })
      expect((yield* pixOut(key, { amount: 5, subaccountId: id })).status).toBe(200)
      expect((yield* pixOut(key, { amount: 5, subaccountId: id })).status).toBe(200)
      const daily = yield* pixOut(key, { amount: 5, subaccountId: id })
      expect(daily.body.error.code).toBe("LIMIT_EXCEEDED")
      expect(daily.body.message).toContain("daily")
      expect((yield* pixOut(key, { amount: 2, subaccountId: id })).status).toBe(200)
      expect(yield* subBalance(key, id)).toMatchObject({ spendablePadrao: 38 })
      yield* post(key, "set-limits", { id, perTransaction: null, daily: null })
      yield* post(key, "lock", { id, lockMode: "withdraw_only" })
      expect((yield* pixOut(key, { amount: 1, subaccountId: id })).body.error.code).toBe("SUBACCOUNT_LOCKED")
      yield* post(key, "lock", { id, lockMode: "deposit_only" })
      expect((yield* pixOut(key, { amount: 1, subaccountId: id })).status).toBe(200)
      yield* post(key, "unlock", { id })
      yield* post(key, "update", { id, status: "DISABLED" })
      expect((yield* pixOut(key, { amount: 1, subaccountId: id })).body.error.code).toBe("SUBACCOUNT_LOCKED")
      expect((yield* pixOut(key, { amount: 1, subaccountId: "sub_nope" })).status).toBe(404)
      const noPix = yield* merchant("acc_sp_nopix", { flags: { subaccounts: true } })
      const other = yield* createSub(noPix, "np-1")
      const refused = yield* pixOut(noPix, { amount: 1, subaccountId: other })
      expect(refused.body.error).toEqual({ code: "FEATURE_NOT_ENABLED", statusCode: 403 })
    })
  )

  it.effect("a refund of a subaccount's deposit debits the subaccount, with its PIX-out surcharge as exit fee", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_sp_ref", {
        withdrawableCentavos: 1_000,
        flags: { ...subaccountFlags, refundFixedCentavos: 10 }
      })
      const id = yield* createSub(key, "ref-1")
      yield* post(key, "set-pricing", { id, pixOut: { fixed: 0.25 } })
      const charge = yield* call("POST", "/v1/payment-pix/create", {
        key,
        body: { amount: 10, description: "Filial", subaccountId: id }
      })
      yield* call("POST", `/v1/sandbox/payment-pix/${charge.body.data.id}/pay`, { key, body: {} })
      expect(yield* subBalance(key, id)).toMatchObject({ availablePadrao: 10 })
      // The exit fee spends withdrawable money: the deposit is still inside its 24 h lock.
      expect((yield* post(key, "add-balance", { id, amount: 1 })).status).toBe(200)
      const refund = yield* call("POST", "/v1/refunds/create", {
        key,
        body: { transactionId: charge.body.data.id, subaccountId: id }
      })
      expect(refund.status, JSON.stringify(refund.body)).toBe(200)
      expect(refund.body.data.refund).toMatchObject({ transferFee: 0.35 })
      expect(yield* subBalance(key, id)).toMatchObject({ availablePadrao: 0.65 })
    })
  )
})
