import { NodeHttpServer } from "@effect/platform-node"
import { expect, layer } from "@effect/vitest"
import { Accounts, Ledger, LedgerStore } from "@trilho/domain"
import { AccountsSql, ApiKeysSql, RateLimiterSql } from "@trilho/postgres"
import { describePostgres, layerTestDatabase } from "@trilho/postgres/testing"
import { Clock, Effect, Layer } from "effect"
import * as AuthSettings from "../../src/auth/Settings.ts"
import { DocsLive, layerServices, makeApiLive } from "../../src/Http.ts"
import { layerCard } from "../../src/Layers.ts"
import * as OperatorAuth from "../../src/operator/Auth.ts"
import { insertKey } from "../auth/server.ts"
import { call } from "../charges/server.ts"
import { outboxEventsOnce } from "../outbox.ts"
import { serve } from "../serve.ts"

/** The API as `npm start` serves it on a fresh database (pool of 4), the card services left in the context. */
const layerServer = () =>
  serve(
    Layer.merge(
      DocsLive,
      makeApiLive(Layer.merge(AuthSettings.layer({ ipRequestsPerWindow: 100_000 }), OperatorAuth.layerToken(undefined)))
    )
  ).pipe(
    Layer.provideMerge(NodeHttpServer.layerTest),
    Layer.provideMerge(layerCard),
    Layer.provideMerge(layerServices),
    Layer.provideMerge(Layer.mergeAll(AccountsSql.layer, ApiKeysSql.layer, RateLimiterSql.layer)),
    Layer.provideMerge(layerTestDatabase({ poolSize: 4 }))
  )

/** A merchant and a key of it with `permissions`. */
const merchant = (id: string, permissions: ReadonlyArray<string> = ["*"]) =>
  Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis
    yield* (yield* Accounts.Accounts).insert({
      id: Ledger.AccountId.make(id),
      name: `Loja ${id}`,
      email: `${id}@example.com`,
      flags: {},
      createdAt: new Date(now)
    })
    return (yield* insertKey(id, permissions)).secret
  })

/** A merchant whose card onboarding is complete (sandbox control), and its key. */
const onboarded = (id: string) =>
  Effect.gen(function* () {
    const key = yield* merchant(id)
    const done = yield* call("POST", "/v1/sandbox/card/onboarding/complete", { key, body: {} })
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    return key
  })

const checkout = (key: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  call("POST", "/v1/card/checkout", { key, body, ...(headers === undefined ? {} : { headers }) })

/** A card checkout of `amount` paid with the approved test Visa: its view. */
const paidCheckout = (key: string, amount: number) =>
  Effect.gen(function* () {
    const created = yield* checkout(key, { amount, description: "Pedido" })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const paid = yield* call("POST", `/v1/sandbox/card/${created.body.data.transactionId}/pay`, { key, body: {} })
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    return paid.body.data
  })

const refund = (key: string, id: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  call("POST", `/v1/payments/${id}/refund`, { key, body, ...(headers === undefined ? {} : { headers }) })

const balanceOf = (key: string) => Effect.map(call("GET", "/v1/account/balance", { key }), (r) => r.body.data)

layer(layerServer(), { timeout: 120_000, excludeTestServices: true })("card checkout through the API", (it) => {
  it.effect("403 naming the missing capability until onboarding is complete, then a checkout URL", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_card_gate")
      const before = yield* checkout(key, { amount: 10, description: "Pedido" })
      expect(before.status).toBe(403)
      expect(before.body.error.code).toBe("CARD_PROCESSING_UNAVAILABLE")
      expect(before.body.message).toContain("onboarding")
      const link = yield* call("POST", "/v1/processor/onboarding-link", { key, body: {} })
      expect(link.status, JSON.stringify(link.body)).toBe(200)
      expect(link.body.data.url).toMatch(/\/processor\/onboarding\/acct_sbx_\d+$/)
      const pj = yield* checkout(key, { amount: 10, description: "Pedido" })
      expect(pj.body).toMatchObject({ error: { code: "CARD_PROCESSING_UNAVAILABLE", statusCode: 403 } })
      expect(pj.body.message).toContain("PJ")
      const company = yield* call("POST", "/v1/sandbox/card/onboarding/complete", {
        key,
        body: { company: { cnpj: "11.222.333/0001-81", legalName: "Loja Ltda" } }
      })
      expect(company.body.data).toMatchObject({ verified: true, chargesEnabled: true, payoutsEnabled: true })
      const ok = yield* checkout(key, { amount: 10, description: "Pedido", successUrl: "https://loja.example/ok" })
      expect(ok.status, JSON.stringify(ok.body)).toBe(200)
      expect(ok.body.data).toMatchObject({
        status: "PENDING",
        type: "CARD_CREDIT_IN",
        successUrl: "https://loja.example/ok"
      })
      expect(ok.body.data.checkoutUrl).toMatch(/\/processor\/checkout\/cs_sbx_\d+$/)
      expect(ok.body.data.transactionId).toMatch(/^card_/)
      const broken = yield* call("POST", "/v1/sandbox/card/onboarding/break", {
        key,
        body: { requirement: "bank_account" }
      })
      expect(broken.body.data).toMatchObject({ chargesEnabled: false, requirementsPastDue: ["bank_account"] })
      const pastDue = yield* checkout(key, { amount: 10, description: "Pedido" })
      expect(pastDue.status).toBe(403)
      expect(pastDue.body.message).toContain("past due")
    })
  )

  it.effect("minimum 5.00, fee 4.99 % + 0.20 USD, coverFee, and every bad field named in one 400", () =>
    Effect.gen(function* () {
      const key = yield* onboarded("acc_card_fee")
      const low = yield* checkout(key, { amount: 4.99, description: "Pedido" })
      expect(low.status).toBe(400)
      expect(low.body.error.code).toBe("AMOUNT_BELOW_MINIMUM")
      const min = yield* checkout(key, { amount: 5, description: "Pedido" })
      // 4.99 % of 5.00 = 0.25 (half up) + 1.00: fee 1.25.
      expect(min.body.data).toMatchObject({ grossAmount: 5, fee: 1.25, netAmount: 3.75 })
      const gross = yield* checkout(key, { amount: 100, description: "Pedido" })
      expect(gross.body.data).toMatchObject({ amount: 100, grossAmount: 100, fee: 5.99, netAmount: 94.01 })
      const covered = yield* checkout(key, { amount: 100, description: "Pedido", coverFee: true })
      expect(covered.body.data.netAmount).toBe(100)
      expect(Math.round((covered.body.data.grossAmount - covered.body.data.fee) * 100)).toBe(10_000)
      const bad = yield* checkout(key, { amount: 10, description: " ", successUrl: "ftp://x", cancelUrl: "nope" })
      expect(bad.status).toBe(400)
      expect(bad.body.error.code).toBe("VALIDATION_ERROR")
      for (const field of ["description", "successUrl", "cancelUrl"]) expect(bad.body.message).toContain(field)
      const schema = yield* checkout(key, { amount: "10", extra: 1 })
      expect(schema.status).toBe(400)
      expect(schema.body.message).toContain("amount")
      expect(schema.body.message).toContain("description")
    })
  )

  it.effect("paid with a test card: COMPLETED, the net pending, payment.paid; declines and challenges", () =>
    Effect.gen(function* () {
      const key = yield* onboarded("acc_card_pay")
      const paid = yield* paidCheckout(key, 100)
      expect(paid).toMatchObject({ status: "COMPLETED", card: { brand: "VISA", last4: "4242" }, settlement: "pending" })
      const read = yield* call("GET", `/v1/card/get/${paid.transactionId}`, { key })
      expect(read.body.data).toMatchObject({ status: "COMPLETED", netAmount: 94.01 })
      expect(yield* balanceOf(key)).toMatchObject({ padrao: { pending: 94.01, available: 0 } })
      const events = yield* outboxEventsOnce("acc_card_pay", (all) => all.length >= 1)
      expect(events.map((e) => e.eventType)).toEqual(["payment.paid"])
      expect(JSON.stringify(events)).not.toContain("4242424242424242")
      const again = yield* call("POST", `/v1/sandbox/card/${paid.transactionId}/pay`, { key, body: {} })
      expect(again.status).toBe(409)
      expect(again.body.error.code).toBe("CARD_CHECKOUT_CLOSED")

      const second = yield* checkout(key, { amount: 20, description: "Pedido" })
      const id = second.body.data.transactionId
      const invalid = yield* call("POST", `/v1/sandbox/card/${id}/pay`, {
        key,
        body: { number: "4242424242424241", cvv: "12", expMonth: 13 }
      })
      expect(invalid.status).toBe(400)
      expect(invalid.body.error.code).toBe("VALIDATION_ERROR")
      for (const field of ["number", "expMonth", "cvv"]) expect(invalid.body.message).toContain(field)
      expect(invalid.body.message).not.toContain("4242424242424241")
      const declined = yield* call("POST", `/v1/sandbox/card/${id}/pay`, { key, body: { number: "4000000000009995" } })
      expect(declined.body.data).toMatchObject({ status: "FAILED", failureReason: "insufficient_funds" })

      const third = yield* checkout(key, { amount: 20, description: "Pedido" })
      const challengeId = third.body.data.transactionId
      const challenged = yield* call("POST", `/v1/sandbox/card/${challengeId}/pay`, {
        key,
        body: { number: "4000000000003220" }
      })
      expect(challenged.body.data.status).toBe("AWAITING_CHALLENGE")
      const passed = yield* call("POST", `/v1/sandbox/card/${challengeId}/challenge`, { key, body: { passed: true } })
      expect(passed.body.data.status).toBe("COMPLETED")
      const all = yield* outboxEventsOnce("acc_card_pay", (e) => e.length >= 3)
      expect(all.map((e) => e.eventType)).toEqual(["payment.paid", "payment.failed", "payment.paid"])
      const other = yield* merchant("acc_card_other")
      expect((yield* call("GET", `/v1/card/get/${paid.transactionId}`, { key: other })).status).toBe(404)
    })
  )

  it.effect("refunds: only COMPLETED, partial within the net, the rest, then ALREADY_REFUNDED; idempotent", () =>
    Effect.gen(function* () {
      const key = yield* onboarded("acc_card_refund")
      const open = yield* checkout(key, { amount: 10, description: "Pedido" })
      const early = yield* refund(key, open.body.data.transactionId, {})
      expect(early.status).toBe(400)
      expect(early.body.error.code).toBe("PAYMENT_NOT_REFUNDABLE")
      const paid = yield* paidCheckout(key, 100)
      const id = paid.transactionId
      const over = yield* refund(key, id, { amount: 94.02 })
      expect(over.body.error).toEqual({ code: "REFUND_EXCEEDS_NET", statusCode: 400 })
      const headers = { "Idempotency-Key": "refund-1" }
      const part = yield* refund(key, id, { amount: 10 }, headers)
      expect(part.status, JSON.stringify(part.body)).toBe(200)
      expect(part.body.data).toMatchObject({ status: "PARTIALLY_REFUNDED", refundedAmount: 10, refund: { amount: 10 } })
      const replay = yield* refund(key, id, { amount: 10 }, headers)
      expect(replay.body.data).toEqual(part.body.data)
      const reused = yield* refund(key, id, { amount: 11 }, headers)
      expect(reused.status).toBe(422)
      expect(yield* balanceOf(key)).toMatchObject({ padrao: { pending: 84.01 } })
      const rest = yield* refund(key, id, {})
      expect(rest.body.data).toMatchObject({ status: "REFUNDED", refundedAmount: 94.01, refund: { amount: 84.01 } })
      const done = yield* refund(key, id, {})
      expect(done.body.error).toEqual({ code: "ALREADY_REFUNDED", statusCode: 400 })
      const other = yield* merchant("acc_card_refund_other")
      expect((yield* refund(other, id, {})).status).toBe(404)
      expect(yield* balanceOf(key)).toMatchObject({ padrao: { pending: 0 } })
      const events = yield* outboxEventsOnce("acc_card_refund", (e) => e.length >= 3)
      expect(events.map((e) => e.eventType)).toEqual(["payment.paid", "payment.refunded", "payment.refunded"])
      const verification = yield* (yield* LedgerStore.LedgerStore).verify()
      expect(verification).toMatchObject({ unbalancedEntries: 0, balanceMismatches: 0, negativeBalances: 0 })
    })
  )

  it.effect("the settlement period ends on the sandbox clock: the net moves from pending to available", () =>
    Effect.gen(function* () {
      const key = yield* onboarded("acc_card_settle")
      const paid = yield* paidCheckout(key, 100)
      const none = yield* call("POST", "/v1/sandbox/card/settle", { key, body: {} })
      expect(none.body.data).toEqual({ settled: [] })
      const advanced = yield* call("POST", "/v1/sandbox/clock/advance", { key, body: { seconds: 31 * 86_400 } })
      expect(advanced.status, JSON.stringify(advanced.body)).toBe(200)
      const settled = yield* call("POST", "/v1/sandbox/card/settle", { key, body: {} })
      expect(settled.body.data).toEqual({ settled: [paid.transactionId] })
      expect(yield* balanceOf(key)).toMatchObject({ padrao: { pending: 0, available: 94.01 } })
      const read = yield* call("GET", `/v1/card/get/${paid.transactionId}`, { key })
      expect(read.body.data.settlement).toBe("available")
    })
  )
})

describePostgres("card refunds under concurrency (PostgreSQL)", () => {
  layer(layerServer(), { timeout: 180_000, excludeTestServices: true })("concurrent card refunds", (it) => {
    it.effect(
      "50 concurrent refunds with one Idempotency-Key execute once; 20 with distinct keys stay in the net",
      () =>
        Effect.gen(function* () {
          const key = yield* onboarded("acc_card_hot")
          const paid = yield* paidCheckout(key, 100)
          const same = yield* Effect.forEach(
            Array.from({ length: 50 }, (_, i) => i),
            () => refund(key, paid.transactionId, { amount: 10 }, { "Idempotency-Key": "hot-refund" }),
            { concurrency: 50 }
          )
          expect(same.filter((a) => a.status >= 500)).toEqual([])
          const executed = same.filter((a) => a.status === 200)
          expect(executed.length).toBeGreaterThan(0)
          for (const a of executed) expect(a.body.data.refund.refundId).toBe(executed[0]!.body.data.refund.refundId)
          for (const a of same.filter((x) => x.status !== 200)) expect(a.body.error.code).toBe("IDEMPOTENCY_KEY_IN_USE")
          const afterSame = yield* call("GET", `/v1/card/get/${paid.transactionId}`, { key })
          expect(afterSame.body.data.refundedAmount).toBe(10)

          const distinct = yield* Effect.forEach(
            Array.from({ length: 20 }, (_, i) => i),
            (i) => refund(key, paid.transactionId, { amount: 10 }, { "Idempotency-Key": `d-${i}` }),
            { concurrency: 20 }
          )
          expect(distinct.filter((a) => a.status >= 500)).toEqual([])
          expect(distinct.filter((a) => a.status === 200)).toHaveLength(8)
          const read = yield* call("GET", `/v1/card/get/${paid.transactionId}`, { key })
          expect(read.body.data.refundedAmount).toBe(90)
          expect(yield* balanceOf(key)).toMatchObject({ padrao: { pending: 4.01 } })
          const verification = yield* (yield* LedgerStore.LedgerStore).verify()
          expect(verification).toMatchObject({ unbalancedEntries: 0, balanceMismatches: 0, negativeBalances: 0 })
        })
    )
  })
})
