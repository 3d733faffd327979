import { NodeHttpServer } from "@effect/platform-node"
import { expect, layer } from "@effect/vitest"
import { Billing, Card, SandboxClock } from "@trilho/domain"
import { AccountsSql, ApiKeysSql, RateLimiterSql } from "@trilho/postgres"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { Effect, Layer } from "effect"
import { HttpClient, HttpClientRequest } from "effect/http"
import { SqlClient } from "effect/sql"
import * as AuthSettings from "../../src/auth/Settings.ts"
import { DocsLive, layerServices, makeApiLive } from "../../src/Http.ts"
import { layerCardBillings } from "../../src/Layers.ts"
import * as OperatorAuth from "../../src/operator/Auth.ts"
import { insertKey, insertMerchant } from "../auth/server.ts"
import { call } from "../charges/server.ts"
import { outboxEventsOnce } from "../outbox.ts"
import { serve } from "../serve.ts"

/** The API on a fresh database, the card billing services and the processor's controls left in the context. */
const layerServer = serve(
  Layer.merge(
    DocsLive,
    makeApiLive(Layer.merge(AuthSettings.layer({ ipRequestsPerWindow: 100_000 }), OperatorAuth.layerToken(undefined)))
  )
).pipe(
  Layer.provideMerge(NodeHttpServer.layerTest),
  Layer.provideMerge(layerCardBillings),
  Layer.provideMerge(layerServices),
  Layer.provideMerge(Layer.mergeAll(AccountsSql.layer, ApiKeysSql.layer, RateLimiterSql.layer)),
  Layer.provideMerge(layerTestDatabase({ poolSize: 4 }))
)

/** A merchant and its key; its card onboarding completed unless `onboard` is false. */
const merchant = (id: string, onboard = true) =>
  Effect.gen(function* () {
    yield* insertMerchant(id)
    const key = (yield* insertKey(id, ["*"])).secret
    if (onboard) {
      const done = yield* call("POST", "/v1/sandbox/card/onboarding/complete", { key, body: {} })
      expect(done.status, JSON.stringify(done.body)).toBe(200)
    }
    return key
  })

const today = SandboxClock.withSandboxTime(Effect.map(SandboxClock.nowDate, Billing.saoPauloDate))

const payer = { name: "Maria Souza", taxId: "529.982.247-25", email: "maria@example.com" }

export const cardOf = (number: string, ccv = "917") => ({
  holderName: "Ana Souza",
  number,
  expiryMonth: "05",
  expiryYear: "2040",
  ccv
})

export const holder = {
  name: "Ana Souza",
  email: "ana@example.com",
  cpfCnpj: "529.982.247-25",
  postalCode: "01310-100",
  addressNumber: "1578",
  phone: "(11) 3456-7890"
}

const create = (key: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  Effect.gen(function* () {
    return yield* call("POST", "/v1/billings/create", {
      key,
      body: { amount: 100, dueDate: yield* today, customer: payer, ...body },
      ...(headers === undefined ? {} : { headers })
    })
  })

const credit = (number: string, extra: Record<string, unknown> = {}) => ({
  method: "CARD_CREDIT",
  creditCard: cardOf(number),
  creditCardHolderInfo: holder,
  remoteIp: "200.160.2.3",
  ...extra
})

const cardFieldNames = ["creditCard", "creditCardHolderInfo", "cardToken", "remoteIp", "amount"]

/** A 400 VALIDATION_ERROR naming exactly `fields` among the card fields and the amount. */
const expectFields = (answer: { readonly status: number; readonly body: any }, fields: ReadonlyArray<string>) => {
  expect([answer.status, answer.body.error.code]).toEqual([400, "VALIDATION_ERROR"])
  const named = cardFieldNames.filter((f) => new RegExp(`(^|[^A-Za-z])${f}([^A-Za-z]|$)`).test(answer.body.message))
  expect(named.sort()).toEqual([...fields].sort())
}

const balanceOf = (key: string) => Effect.map(call("GET", "/v1/account/balance", { key }), (r) => r.body.data.padrao)

const chargeCalls = Effect.map(
  Effect.flatMap(Card.CardProcessorMemory, (c) => c.calls),
  (calls) => calls.filter((c) => c === "chargeToken").length
)

const entriesOf = (billingId: string) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql<{ readonly kind: string }>`SELECT kind FROM journal_entries WHERE transaction_id = ${billingId}
      ORDER BY created_at, kind`
  )

layer(layerServer, { timeout: 120_000, excludeTestServices: true })("card billings", (it) => {
  it.effect("CARD_CREDIT: first charge CONFIRMED with its token, later ones by cardToken; net pending, events", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_cb_credit")
      const first = yield* create(key, credit("5555 5555 5555 4444"))
      expect(first.status, JSON.stringify(first.body)).toBe(200)
      const b = first.body.data
      expect(b).toMatchObject({
        method: "CARD_CREDIT",
        status: "CONFIRMED",
        amount: 100,
        creditCard: { creditCardToken: expect.stringMatching(/^tok_/), creditCardBrand: "MASTERCARD" },
        payment: { value: 100, feeAmount: 5.99, netAmount: 94.01 }
      })
      expect(b.creditCard.creditCardNumber).toBe("4444")
      expect(b.settlesAt).toBeDefined()
      expect(b.invoiceUrl).toBeUndefined()
      expect(yield* balanceOf(key)).toMatchObject({ pending: 94.01, available: 0 })
      const later = yield* create(key, {
        method: "CARD_CREDIT",
        cardToken: b.creditCard.creditCardToken,
        remoteIp: "200.160.2.4",
        amount: 50
      })
      expect(later.status, JSON.stringify(later.body)).toBe(200)
      expect(later.body.data).toMatchObject({ status: "CONFIRMED", creditCard: b.creditCard })
      expect(yield* entriesOf(b.id)).toEqual([{ kind: "BILLING_IN" }])
      const events = yield* outboxEventsOnce("acc_cb_credit", (e) => e.length >= 4)
      expect(events.filter((e) => e.aggregateId === b.id).map((e) => e.eventType)).toEqual([
        "payment.created",
        "payment.paid"
      ])
      const records = yield* call("GET", "/v1/account/transactions?type=BILLING_IN", { key })
      const mine = records.body.data.items.find((r: { id: string }) => r.id === b.id)
      expect(mine).toMatchObject({ type: "BILLING_IN", status: "PROCESSING", billingStatus: "CONFIRMED" })
    })
  )

  it.effect("a declined card: FAILED with payment.failed and its reason; nothing credited", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_cb_declined")
      const declined = yield* create(key, credit("4000000000009995"))
      expect(declined.status, JSON.stringify(declined.body)).toBe(200)
      expect(declined.body.data).toMatchObject({ status: "FAILED", failureReason: "insufficient_funds" })
      expect(declined.body.data.payment).toBeUndefined()
      expect(yield* balanceOf(key)).toMatchObject({ pending: 0, available: 0 })
      const events = yield* outboxEventsOnce("acc_cb_declined", (e) => e.length >= 2)
      expect(events.map((e) => e.eventType)).toEqual(["payment.created", "payment.failed"])
    })
  )

  it.effect("CARD_VOUCHER charges a voucher card; a credit card as voucher (and the reverse) is declined", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_cb_voucher")
      const voucher = { ...credit("5067500000000008"), method: "CARD_VOUCHER" }
      const paid = yield* create(key, voucher)
      expect(paid.body.data).toMatchObject({ method: "CARD_VOUCHER", status: "CONFIRMED" })
      const wrong = yield* create(key, { ...credit("4242424242424242"), method: "CARD_VOUCHER" })
      expect(wrong.body.data).toMatchObject({ status: "FAILED", failureReason: "product_not_supported" })
      const reverse = yield* create(key, credit("5067500000000008"))
      expect(reverse.body.data).toMatchObject({ status: "FAILED", failureReason: "product_not_supported" })
    })
  )

  it.effect("refusals: CARD_DEBIT card fields, remoteIp, card shape, tokens, the card gate, minimum, BOLETO", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_cb_refuse")
      const debit = yield* create(key, { ...credit("4242424242424242"), method: "CARD_DEBIT", cardToken: "tok_x" })
      expect(debit.status).toBe(400)
      expect(debit.body.error.code).toBe("VALIDATION_ERROR")
      expectFields(debit, ["cardToken", "creditCard", "creditCardHolderInfo", "remoteIp"])
      const noIp = yield* create(key, { ...credit("4242424242424242"), remoteIp: undefined, amount: -1 })
      expect(noIp.status).toBe(400)
      expectFields(noIp, ["amount", "remoteIp"])
      const privateIp = yield* create(key, credit("4242424242424242", { remoteIp: "192.168.0.10" }))
      expect(privateIp.status).toBe(400)
      expectFields(privateIp, ["remoteIp"])
      const badIp = yield* create(key, credit("4242424242424242", { remoteIp: "not-an-ip" }))
      expect(badIp.status).toBe(400)
      const none = yield* create(key, { method: "CARD_CREDIT", remoteIp: "200.160.2.3" })
      expect([none.status, none.body.message]).toEqual([
        400,
        expect.stringContaining("creditCard (with creditCardHolderInfo) or cardToken is required")
      ])
      const both = yield* create(key, credit("4242424242424242", { cardToken: "tok_sbx_1" }))
      expect([both.status, both.body.message]).toEqual([400, expect.stringContaining("not both")])
      const unknown = yield* create(key, { method: "CARD_CREDIT", cardToken: "tok_nope", remoteIp: "200.160.2.3" })
      expect([unknown.status, unknown.body.error.code]).toEqual([404, "CARD_TOKEN_NOT_FOUND"])
      const otherKey = yield* merchant("acc_cb_refuse_other")
      const theirs = yield* create(otherKey, credit("4242424242424242"))
      const stolen = yield* create(key, {
        method: "CARD_CREDIT",
        cardToken: theirs.body.data.creditCard.creditCardToken,
        remoteIp: "200.160.2.3"
      })
      expect([stolen.status, stolen.body.error.code]).toEqual([404, "CARD_TOKEN_NOT_FOUND"])
      const small = yield* create(key, credit("4242424242424242", { amount: 4.99 }))
      expect(small.status).toBe(400)
      expect(small.body.message).toContain("amount must be at least 5")
      const boleto = yield* create(key, { method: "BOLETO", cardToken: "tok_x", remoteIp: "200.160.2.3" })
      expectFields(boleto, ["cardToken", "remoteIp"])
      const gateKey = yield* merchant("acc_cb_gate", false)
      const gated = yield* create(gateKey, credit("4242424242424242"))
      expect([gated.status, gated.body.error.code]).toEqual([403, "CARD_PROCESSING_UNAVAILABLE"])
      const gatedDebit = yield* create(gateKey, { method: "CARD_DEBIT" })
      expect([gatedDebit.status, gatedDebit.body.error.code]).toEqual([403, "CARD_PROCESSING_UNAVAILABLE"])
      const listed = yield* call("GET", "/v1/billings/list", { key: gateKey })
      expect(listed.body.data.total).toBe(0)
    })
  )

  it.effect("CARD_DEBIT: PENDING with invoiceUrl; paid through the invoice page's form, declined first", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_cb_debit")
      const made = yield* create(key, { method: "CARD_DEBIT", amount: 80 })
      expect(made.status, JSON.stringify(made.body)).toBe(200)
      const b = made.body.data
      expect(b).toMatchObject({
        method: "CARD_DEBIT",
        status: "PENDING",
        invoiceUrl: expect.stringMatching(/\/i\/bil_/)
      })
      const path = new URL(b.invoiceUrl).pathname
      const client = yield* HttpClient.HttpClient
      const page = yield* client.execute(HttpClientRequest.get(path))
      expect(page.status).toBe(200)
      expect(yield* page.text).toContain('name="number"')
      const post = (number: string) =>
        Effect.flatMap(
          client.execute(
            HttpClientRequest.post(path).pipe(
              HttpClientRequest.bodyText(
                new URLSearchParams({ ...cardOf(number, "321") }).toString(),
                "application/x-www-form-urlencoded"
              )
            )
          ),
          (r) => Effect.map(r.text, (html) => ({ status: r.status, html }))
        )
      const declined = yield* post("4000000000009995")
      expect(declined.html).toContain('data-status="PENDING"')
      expect(declined.html).not.toContain("4000000000009995")
      const paid = yield* post("4242424242424242")
      expect(paid.html).toContain('data-status="CONFIRMED"')
      expect(paid.html).not.toMatch(/4242424242424242|321/)
      const read = yield* call("GET", `/v1/billings/get/${b.id}`, { key })
      expect(read.body.data).toMatchObject({ status: "CONFIRMED", payment: { value: 80 } })
      expect(yield* balanceOf(key)).toMatchObject({ pending: read.body.data.payment.netAmount })
      const again = yield* post("4242424242424242")
      expect(again.html).toContain('data-status="CONFIRMED"')
      expect((yield* client.execute(HttpClientRequest.get("/i/bil_unknown"))).status).toBe(404)
    })
  )

  it.effect("OVERDUE CARD_DEBIT still paid on its page (CONFIRMED); refunds of PENDING and FAILED are refused", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_cb_overdue")
      const made = (yield* create(key, { method: "CARD_DEBIT", amount: 30 })).body.data
      yield* call("POST", "/v1/sandbox/clock/advance", { key, body: { seconds: 2 * 86_400 } })
      const moved = yield* SandboxClock.withSandboxTime(
        Effect.flatMap(Billing.Billings, (b) => Effect.flatMap(SandboxClock.nowDate, (now) => b.markOverdue(now)))
      )
      expect(moved.moved.map((r) => r.id)).toContain(made.id)
      const refusedPending = yield* call("POST", "/v1/billings/refund", { key, body: { id: made.id } })
      expect([refusedPending.status, refusedPending.body.error.code]).toEqual([409, "INVALID_STATE_TRANSITION"])
      const client = yield* HttpClient.HttpClient
      const paid = yield* client.execute(
        HttpClientRequest.post(new URL(made.invoiceUrl).pathname).pipe(
          HttpClientRequest.bodyText(
            new URLSearchParams({ ...cardOf("5555555555554444", "432") }).toString(),
            "application/x-www-form-urlencoded"
          )
        )
      )
      expect(yield* paid.text).toContain('data-status="CONFIRMED"')
      const read = yield* call("GET", `/v1/billings/get/${made.id}`, { key })
      expect(read.body.data).toMatchObject({
        status: "CONFIRMED",
        overdueAt: expect.any(String),
        payment: { value: 30 }
      })
      const failed = (yield* create(key, credit("4000000000009995"))).body.data
      const refusedFailed = yield* call("POST", "/v1/billings/refund", { key, body: { id: failed.id } })
      expect([refusedFailed.status, refusedFailed.body.error.code]).toEqual([409, "INVALID_STATE_TRANSITION"])
    })
  )

  it.effect("settlement on the sandbox clock: RECEIVED, net available; refund after it debits withdrawable", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_cb_settle")
      const b = (yield* create(key, credit("4242424242424242"))).body.data
      const early = yield* call("POST", "/v1/sandbox/card/settle", { key, body: {} })
      expect(early.body.data).toEqual({ settled: [] })
      yield* call("POST", "/v1/sandbox/clock/advance", { key, body: { seconds: 31 * 86_400 } })
      const settled = yield* call("POST", "/v1/sandbox/card/settle", { key, body: {} })
      expect(settled.body.data).toEqual({ settled: [b.id] })
      expect(yield* balanceOf(key)).toMatchObject({ pending: 0, available: 94.01 })
      const read = yield* call("GET", `/v1/billings/get/${b.id}`, { key })
      expect(read.body.data.status).toBe("RECEIVED")
      const refunded = yield* call("POST", "/v1/billings/refund", { key, body: { id: b.id } })
      expect(refunded.status, JSON.stringify(refunded.body)).toBe(200)
      expect(refunded.body.data.status).toBe("REFUNDED")
      expect(yield* balanceOf(key)).toMatchObject({ pending: 0, available: 0 })
      expect((yield* entriesOf(b.id)).map((e) => e.kind).sort()).toEqual(["BILLING_IN", "CARD_SETTLEMENT", "REFUND"])
    })
  )

  it.effect("refund of a CONFIRMED billing: 20 concurrent same-key refunds refund once at the processor", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_cb_refund")
      const b = (yield* create(key, credit("4242424242424242"))).body.data
      const before = (yield* Effect.flatMap(Card.CardProcessorMemory, (c) => c.calls)).filter((c) => c === "refund")
      const answers = yield* Effect.all(
        Array.from({ length: 20 }, () =>
          call("POST", "/v1/billings/refund", { key, body: { id: b.id }, headers: { "idempotency-key": "rf-1" } })
        ),
        { concurrency: "unbounded" }
      )
      expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1)
      expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true)
      const after = (yield* Effect.flatMap(Card.CardProcessorMemory, (c) => c.calls)).filter((c) => c === "refund")
      expect(after.length - before.length).toBe(1)
      expect(yield* balanceOf(key)).toMatchObject({ pending: 0, available: 0 })
      expect((yield* entriesOf(b.id)).map((e) => e.kind).sort()).toEqual(["BILLING_IN", "REFUND"])
      const events = yield* outboxEventsOnce("acc_cb_refund", (e) => e.length >= 3)
      expect(events.map((e) => e.eventType)).toEqual(["payment.created", "payment.paid", "payment.refunded"])
      const again = yield* call("POST", "/v1/billings/refund", { key, body: { id: b.id } })
      expect(again.status).toBe(409)
    })
  )

  it.effect("20 concurrent same-key creates charge once; externalReference replays without charging", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_cb_idem")
      const before = yield* chargeCalls
      const body = credit("4242424242424242", { externalReference: "ord-c1" })
      const answers = yield* Effect.all(
        Array.from({ length: 20 }, () => create(key, body, { "idempotency-key": "cb-1" })),
        { concurrency: "unbounded" }
      )
      expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true)
      const ids = new Set(answers.filter((a) => a.status === 200).map((a) => a.body.data.id))
      expect(ids.size).toBe(1)
      expect((yield* chargeCalls) - before).toBe(1)
      const replay = yield* create(key, body)
      expect(replay.body).toMatchObject({ message: "billing already made", data: { status: "CONFIRMED" } })
      const sameRef = yield* Effect.all(
        Array.from({ length: 20 }, () => create(key, credit("4242424242424242", { externalReference: "ord-c2" }))),
        { concurrency: "unbounded" }
      )
      const refIds = new Set(sameRef.filter((a) => a.status === 200).map((a) => a.body.data.id))
      expect(refIds.size).toBe(1)
      // Racing repeats may ask the processor again under the billing's reference: it answers the first charge.
      expect(yield* entriesOf([...refIds][0]!)).toEqual([{ kind: "BILLING_IN" }])
      expect(yield* balanceOf(key)).toMatchObject({ pending: 2 * 94.01 })
      const conflict = yield* create(key, credit("5555555555554444", { externalReference: "ord-c1" }))
      expect([conflict.status, conflict.body.error.code]).toEqual([409, "EXTERNAL_REFERENCE_CONFLICT"])
    })
  )

  it.effect("sandbox fail-card: a stored token declines until restored; another merchant's token is a 404", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_cb_fail")
      const first = (yield* create(key, credit("4242424242424242"))).body.data
      const token = first.creditCard.creditCardToken
      const failed = yield* call("POST", "/v1/sandbox/billings/fail-card", { key, body: { cardToken: token } })
      expect(failed.body.data).toEqual({ cardToken: token, failing: true, reason: "insufficient_funds" })
      const byToken = { method: "CARD_CREDIT", cardToken: token, remoteIp: "200.160.2.3" }
      expect((yield* create(key, byToken)).body.data).toMatchObject({ status: "FAILED" })
      const restored = yield* call("POST", "/v1/sandbox/billings/fail-card", {
        key,
        body: { cardToken: token, failing: false }
      })
      expect(restored.body.data).toEqual({ cardToken: token, failing: false })
      expect((yield* create(key, byToken)).body.data).toMatchObject({ status: "CONFIRMED" })
      const other = yield* merchant("acc_cb_fail_other")
      const theirs = yield* call("POST", "/v1/sandbox/billings/fail-card", { key: other, body: { cardToken: token } })
      expect(theirs.status).toBe(404)
    })
  )
})
