import { NodeHttpServer } from "@effect/platform-node"
import { expect, layer } from "@effect/vitest"
import { Accounts, Ledger, LedgerStore, Outbox } from "@trilho/domain"
import { AccountsSql, ApiKeysSql, RateLimiterSql } from "@trilho/postgres"
import { describePostgres, layerTestDatabase } from "@trilho/postgres/testing"
import { Clock, Effect, Layer } from "effect"
import * as AuthSettings from "../../src/auth/Settings.ts"
import { DocsLive, layerServices, makeApiLive } from "../../src/Http.ts"
import * as OperatorAuth from "../../src/operator/Auth.ts"
import { insertKey } from "../auth/server.ts"
import { call } from "../charges/server.ts"
import { seedWithdrawable } from "../seed.ts"
import { serve } from "../serve.ts"
import { layerRefunds } from "../../src/Layers.ts"
import { outboxEventsOnce } from "../outbox.ts"

/** The API as `npm start` serves it on a fresh database (pool of 4), the payments services left in the context. */
const layerServer = () =>
  serve(
    Layer.merge(
      DocsLive,
      makeApiLive(Layer.merge(AuthSettings.layer({ ipRequestsPerWindow: 100_000 }), OperatorAuth.layerToken(undefined)))
    )
  ).pipe(
    Layer.provideMerge(NodeHttpServer.layerTest),
    Layer.provideMerge(layerRefunds),
    Layer.provideMerge(layerServices),
    Layer.provideMerge(Layer.mergeAll(AccountsSql.layer, ApiKeysSql.layer, RateLimiterSql.layer)),
    Layer.provideMerge(layerTestDatabase({ poolSize: 4 }))
  )

/** Refunds cost 1 % + 0.50 for the merchants of these tests. */
const refundFlags = { refundPercentBps: 100, refundFixedCentavos: 50 }

/** A merchant with `withdrawableCentavos` credited by a PIX deposit confirmed 25 h ago, and a key of it. */
const merchant = (id: string, withdrawableCentavos: number, permissions: ReadonlyArray<string> = ["*"]) =>
  Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis
    yield* (yield* Accounts.Accounts).insert({
      id: Ledger.AccountId.make(id),
      name: `Loja ${id}`,
      email: `${id}@example.com`,
      flags: refundFlags,
      createdAt: new Date(now)
    })
    if (withdrawableCentavos > 0) yield* seedWithdrawable(id, withdrawableCentavos)
    return (yield* insertKey(id, permissions)).secret
  })

/** A PIX charge of `amount` reais created and paid through the API (sandbox): its lean record. */
const paidCharge = (key: string, amount: number) =>
  Effect.gen(function* () {
    const created = yield* call("POST", "/v1/payment-pix/create", { key, body: { amount, description: "Pedido" } })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const paid = yield* call("POST", `/v1/sandbox/payment-pix/${created.body.data.id}/pay`, { key, body: {} })
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    return paid.body.data as { readonly id: string; readonly endToEndId: string }
  })

const refund = (key: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  call("POST", "/v1/refunds/create", { key, body, ...(headers === undefined ? {} : { headers }) })

const balanceOf = (key: string) => Effect.map(call("GET", "/v1/account/balance", { key }), (r) => r.body.data.padrao)

/** The account's refund events once `count` are there. */
const refundEventsOf = (accountId: string, count: number) =>
  outboxEventsOnce(accountId, (events) => events.filter(isRefundEvent).length >= count).pipe(
    Effect.map((events) => events.filter(isRefundEvent))
  )

const isRefundEvent = (e: Outbox.OutboxEvent) => e.eventType.startsWith("refund.") || e.eventType === "payment.refunded"

const qrFields = ["copyPaste", "qrcodeUrl", "qrCodeBase64"]

layer(layerServer(), { timeout: 120_000, excludeTestServices: true })("refunds through the API", (it) => {
  it.effect(
    "create by transactionId, read by every id, list, statement; sandbox complete: REVERSED and two events",
    () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_rf_ana", 1_000)
        const charge = yield* paidCharge(key, 100)
        const created = yield* refund(key, { transactionId: charge.id, refundId: "dev-1", description: "Desistência" })
        expect(created.status, JSON.stringify(created.body)).toBe(200)
        const data = created.body.data
        expect(data).toMatchObject({
          id: charge.id,
          type: "PIX_IN",
          status: "COMPLETED",
          amount: 100,
          endToEndId: charge.endToEndId,
          refund: {
            status: "REQUESTED",
            refundId: "dev-1",
            debitNet: 101.5,
            depositNet: 100,
            transferFee: 1.5,
            nature: "ORIGINAL",
            description: "Desistência"
          }
        })
        expect(data.refund.completedAt).toBeUndefined()
        for (const field of qrFields) expect(data[field]).toBeUndefined()

        for (const id of [charge.id, "dev-1", charge.endToEndId]) {
          const read = yield* call("GET", `/v1/refunds/get/${id}`, { key })
          expect(read.status).toBe(200)
          expect(read.body.data).toEqual(data)
        }
        const list = (q: string) => Effect.map(call("GET", `/v1/refunds/list${q}`, { key }), (r) => r.body.data)
        expect(yield* list("")).toMatchObject({ total: 1, page: 1, pageSize: 50, pages: 1 })
        expect((yield* list("")).items[0]).toEqual(data)
        expect((yield* list("?status=REQUESTED")).total).toBe(1)
        expect((yield* list("?status=COMPLETED")).total).toBe(0)
        expect((yield* list("?search=DEV-1")).total).toBe(1)
        expect((yield* list("?nature=FRAUD")).total).toBe(0)
        expect((yield* list("?dateFrom=2000-01-01&dateTo=2000-01-02")).total).toBe(0)
        for (const q of ["?pageSize=101", "?status=PENDING", "?nature=OTHER", "?page=0"]) {
          const refused = yield* call("GET", `/v1/refunds/list${q}`, { key })
          expect(refused.status, q).toBe(400)
          expect(refused.body.error.code).toBe("VALIDATION_ERROR")
        }

        // The refunded net spent the deposit's own lock, the fee withdrawable money.
        expect(yield* balanceOf(key)).toMatchObject({ available: 8.5, locked24h: 0, withdrawable: 8.5 })
        const second = yield* refund(key, { e2eId: charge.endToEndId })
        expect(second.status).toBe(400)
        expect(second.body.error.code).toBe("ALREADY_REFUNDED")

        const lines = (yield* call("GET", "/v1/account/statement", { key })).body.data.items as Array<any>
        const debit = lines.find((l) => l.type === "REFUND")
        expect(debit).toMatchObject({ status: "COMPLETED", amount: 101.5, referenceId: charge.id })
        expect(debit.id).toMatch(/^rfd_/)
        expect(lines.find((l) => l.id === charge.id)).toMatchObject({
          status: "COMPLETED",
          refund: { status: "REQUESTED" }
        })

        const completed = yield* call("POST", "/v1/sandbox/refunds/dev-1/complete", { key, body: {} })
        expect(completed.status, JSON.stringify(completed.body)).toBe(200)
        expect(completed.body.data).toMatchObject({
          id: charge.id,
          status: "REVERSED",
          refund: { status: "COMPLETED" }
        })
        expect(completed.body.data.refund.completedAt).toBeDefined()
        expect((yield* call("GET", `/v1/refunds/get/${charge.id}`, { key })).body.data).toEqual(completed.body.data)
        expect((yield* list("?status=COMPLETED")).total).toBe(1)
        const afterLines = (yield* call("GET", "/v1/account/statement", { key })).body.data.items as Array<any>
        expect(afterLines.find((l) => l.id === charge.id)).toMatchObject({
          status: "REVERSED",
          refund: { status: "COMPLETED" }
        })

        const events = yield* refundEventsOf("acc_rf_ana", 3)
        expect(events.map((e) => e.eventType)).toEqual(["refund.requested", "refund.completed", "payment.refunded"])
        expect(events[2]!.payload).toEqual(events[1]!.payload)
        expect(events[1]!.payload).toMatchObject({ id: charge.id, status: "REVERSED", refund: { refundId: "dev-1" } })
        for (const event of events) for (const field of qrFields) expect(event.payload).not.toHaveProperty(field)
        expect(events[0]!.apiKeyId).toBeDefined()

        const again = yield* refund(key, { transactionId: charge.id, refundId: "dev-2" })
        expect(again.status).toBe(400)
        expect(again.body.error.code).toBe("ALREADY_REFUNDED")
        const completeAgain = yield* call("POST", "/v1/sandbox/refunds/dev-1/complete", { key, body: {} })
        expect(completeAgain.status).toBe(409)
        expect(completeAgain.body.error.code).toBe("INVALID_STATE_TRANSITION")
        expect(yield* balanceOf(key)).toMatchObject({ available: 8.5 })
      })
  )

  it.effect(
    "create by e2eId; sandbox fail returns the debit exactly with refund.failed; the deposit is refunded again",
    () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_rf_bia", 1_000)
        const charge = yield* paidCharge(key, 50)
        const before = yield* balanceOf(key)
        const created = yield* refund(key, { e2eId: charge.endToEndId, nature: "FRAUD" })
        expect(created.status, JSON.stringify(created.body)).toBe(200)
        expect(created.body.data.refund).toMatchObject({ status: "REQUESTED", nature: "FRAUD", debitNet: 51 })
        expect(created.body.data.refund.refundId).toMatch(/^rfd_/)
        const failed = yield* call("POST", `/v1/sandbox/refunds/${charge.id}/fail`, { key, body: { reason: "AC03" } })
        expect(failed.status, JSON.stringify(failed.body)).toBe(200)
        expect(failed.body.data).toMatchObject({
          status: "COMPLETED",
          refund: { status: "FAILED", failureReason: "AC03" }
        })
        expect(yield* balanceOf(key)).toEqual(before)
        const events = yield* refundEventsOf("acc_rf_bia", 2)
        expect(events.map((e) => e.eventType)).toEqual(["refund.requested", "refund.failed"])
        expect(events[1]!.payload).toMatchObject({ id: charge.id, refund: { status: "FAILED" } })
        const lines = (yield* call("GET", "/v1/account/statement", { key })).body.data.items as Array<any>
        expect(lines.filter((l) => l.type.startsWith("REFUND")).map((l) => [l.type, l.amount])).toEqual([
          ["REFUND_REVERSAL", 51],
          ["REFUND", 51]
        ])
        const again = yield* refund(key, { transactionId: charge.id, refundId: "bia-2" })
        expect(again.status).toBe(200)
        expect(again.body.data.refund).toMatchObject({ status: "REQUESTED", refundId: "bia-2" })
      })
  )

  it.effect("Idempotency-Key and refundId: a repeat replays and moves nothing; another body is a 422 or a 409", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_rf_caio", 1_000)
      const a = yield* paidCharge(key, 10)
      const b = yield* paidCharge(key, 20)
      const headers = { "idempotency-key": "rf-key-1" }
      const first = yield* refund(key, { transactionId: a.id }, headers)
      expect(first.status).toBe(200)
      const replay = yield* refund(key, { transactionId: a.id }, headers)
      expect(replay.status).toBe(200)
      expect(replay.headers["idempotent-replayed"]).toBe("true")
      expect(replay.body.data).toEqual(first.body.data)
      const reused = yield* refund(key, { transactionId: b.id }, headers)
      expect(reused.status).toBe(422)
      expect(reused.body.error.code).toBe("IDEMPOTENCY_KEY_REUSED")

      const byId = yield* refund(key, { transactionId: b.id, refundId: "caio-b" })
      expect(byId.status).toBe(200)
      const sameBody = yield* refund(key, { transactionId: b.id, refundId: "caio-b" })
      expect(sameBody.status).toBe(200)
      expect(sameBody.body.data).toEqual(byId.body.data)
      expect(sameBody.body.message).toBe("refund already requested")
      const otherBody = yield* refund(key, { transactionId: b.id, refundId: "caio-b", nature: "FRAUD" })
      expect(otherBody.status).toBe(409)
      expect(otherBody.body.error.code).toBe("REFUND_ID_CONFLICT")
      // 10.00 + 0.60 and 20.00 + 0.70 debited once each.
      expect(yield* balanceOf(key)).toMatchObject({ available: 8.7 })
      expect((yield* call("GET", "/v1/refunds/list", { key })).body.data.total).toBe(2)
    })
  )

  it.effect("401, 403 permission, 403 subaccountId, 404 another merchant's deposit, every 400; nothing written", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_rf_davi", 0)
      const otherKey = yield* merchant("acc_rf_eva", 1_000)
      const charge = yield* paidCharge(key, 10)
      const foreign = yield* paidCharge(otherKey, 10)
      const before = yield* balanceOf(key)

      for (const [method, path] of [
        ["POST", "/v1/refunds/create"],
        ["GET", `/v1/refunds/get/${charge.id}`],
        ["GET", "/v1/refunds/list"],
        ["POST", `/v1/sandbox/refunds/${charge.id}/complete`],
        ["POST", `/v1/sandbox/refunds/${charge.id}/fail`]
      ] as const) {
        const answer = yield* call(method, path, method === "POST" ? { body: { transactionId: charge.id } } : {})
        expect(answer.status, path).toBe(401)
        expect(answer.body.error.code).toBe("UNAUTHORIZED")
      }
      const readOnly = (yield* insertKey("acc_rf_davi", ["refunds/get"])).secret
      const forbidden = yield* refund(readOnly, { transactionId: charge.id })
      expect(forbidden.status).toBe(403)
      expect(forbidden.body.error.code).toBe("FORBIDDEN")
      expect((yield* call("GET", "/v1/refunds/list", { key: readOnly })).status).toBe(403)
      expect((yield* call("GET", `/v1/refunds/get/${charge.id}`, { key: readOnly })).status).toBe(404)
      const noSandbox = yield* call("POST", `/v1/sandbox/refunds/${charge.id}/complete`, { key: readOnly, body: {} })
      expect(noSandbox.status).toBe(403)

      const sub = yield* refund(key, { transactionId: charge.id, subaccountId: "sub_1" })
      expect(sub.status).toBe(403)
      expect(sub.body.error.code).toBe("FEATURE_NOT_ENABLED")
      const notMine = yield* refund(key, { transactionId: foreign.id })
      expect(notMine.status).toBe(404)
      expect(notMine.body.error.code).toBe("NOT_FOUND")
      expect((yield* refund(key, { e2eId: foreign.endToEndId })).status).toBe(404)
      expect((yield* call("GET", `/v1/refunds/get/${foreign.id}`, { key })).status).toBe(404)
      expect((yield* call("POST", `/v1/sandbox/refunds/${foreign.id}/complete`, { key, body: {} })).status).toBe(404)

      const pending = yield* call("POST", "/v1/payment-pix/create", { key, body: { amount: 5, description: "x" } })
      const cases: ReadonlyArray<readonly [Record<string, unknown>, string]> = [
        [{}, "VALIDATION_ERROR"],
        [{ transactionId: charge.id, e2eId: charge.endToEndId }, "VALIDATION_ERROR"],
        [{ transactionId: charge.id, nature: "WHATEVER" }, "VALIDATION_ERROR"],
        [{ transactionId: charge.id, refundId: "com espaço" }, "VALIDATION_ERROR"],
        [{ transactionId: charge.id, description: "x".repeat(141) }, "VALIDATION_ERROR"],
        [{ transactionId: 42 }, "VALIDATION_ERROR"],
        [{ transactionId: charge.id, amount: 5 }, "VALIDATION_ERROR"],
        [{ transactionId: charge.id, pixRail: "PADRAO" }, "PIX_RAIL_NOT_ALLOWED"],
        [{ transactionId: pending.body.data.id }, "DEPOSIT_NOT_REFUNDABLE"],
        // 10.00 back to the payer from the deposit's lock, but 0.60 of fee and nothing withdrawable.
        [{ transactionId: charge.id, refundId: "davi-1" }, "INSUFFICIENT_FUNDS"]
      ]
      for (const [body, code] of cases) {
        const answer = yield* refund(key, body)
        expect(answer.status, JSON.stringify([body, answer.body])).toBe(400)
        expect(answer.body).toMatchObject({ success: false, error: { code, statusCode: 400 } })
        expect(typeof answer.body.requestId).toBe("string")
      }
      expect(yield* balanceOf(key)).toEqual(before)
      expect((yield* call("GET", "/v1/refunds/list", { key })).body.data.total).toBe(0)
      expect((yield* call("GET", "/v1/refunds/get/davi-1", { key })).status).toBe(404)
      const verification = yield* (yield* LedgerStore.LedgerStore).verify()
      expect(verification).toMatchObject({ unbalancedEntries: 0, balanceMismatches: 0, negativeBalances: 0 })
    })
  )
})

describePostgres("refunds under concurrency (PostgreSQL)", () => {
  layer(layerServer(), { timeout: 180_000, excludeTestServices: true })("concurrent refunds of one deposit", (it) => {
    it.effect("30 concurrent refunds of one deposit: exactly one is requested, the rest ALREADY_REFUNDED, no 5xx", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_rf_hot", 1_000)
        const charge = yield* paidCharge(key, 40)
        const answers = yield* Effect.forEach(
          Array.from({ length: 30 }, (_, i) => i),
          (i) => refund(key, { transactionId: charge.id, refundId: `hot-${i}` }),
          { concurrency: 30 }
        )
        expect(answers.filter((a) => a.status >= 500)).toEqual([])
        expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
        const refused = answers.filter((a) => a.status !== 200)
        expect(refused.every((a) => a.status === 400 && a.body.error.code === "ALREADY_REFUNDED")).toBe(true)
        // 40.00 + 0.40 + 0.50 debited once.
        expect(yield* balanceOf(key)).toMatchObject({ available: 9.1 })
        const verification = yield* (yield* LedgerStore.LedgerStore).verify()
        expect(verification).toMatchObject({ unbalancedEntries: 0, balanceMismatches: 0, negativeBalances: 0 })
      })
    )
  })
})
