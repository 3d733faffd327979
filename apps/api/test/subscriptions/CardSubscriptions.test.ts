import { expect, layer } from "@effect/vitest"
import { Billing, Card, SandboxClock } from "@trilho/domain"
import { Effect } from "effect"
import { call, layerServer, merchant } from "../transfers/support.ts"

const today = SandboxClock.withSandboxTime(Effect.map(SandboxClock.nowDate, Billing.saoPauloDate))

const payer = { name: "Maria Souza", taxId: "529.982.247-25", email: "maria@example.com" }
const card = { holderName: "Ana", number: "4242 4242 4242 4242", expiryMonth: "12", expiryYear: "2040", ccv: "123" }
const holder = {
  name: "Ana Souza",
  email: "ana@example.com",
  cpfCnpj: "52998224725",
  postalCode: "01310100",
  addressNumber: "10",
  phone: "1134567890"
}

const create = (key: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  Effect.gen(function* () {
    return yield* call("POST", "/v1/subscriptions/create", {
      key,
      body: { amount: 59.9, cycle: "MONTHLY", nextDueDate: yield* today, customer: payer, ...body },
      ...(headers === undefined ? {} : { headers })
    })
  })

/** A merchant with its card onboarding completed, and its key. */
const onboarded = (id: string) =>
  Effect.gen(function* () {
    const key = yield* merchant(id, 0)
    expect((yield* call("POST", "/v1/sandbox/card/onboarding/complete", { key, body: {} })).status).toBe(200)
    return key
  })

const chargeCalls = Effect.map(
  Effect.flatMap(Card.CardProcessorMemory, (c) => c.calls),
  (calls) => calls.filter((c) => c === "chargeToken").length
)

layer(layerServer(), { timeout: 120_000, excludeTestServices: true })("card subscriptions", (it) => {
  it.effect(
    "CARD_CREDIT: the card tokenized at create, nothing charged; by cardToken; replays; the cycle's billing",
    () =>
      Effect.gen(function* () {
        const key = yield* onboarded("acc_csub_ok")
        const before = yield* chargeCalls
        const body = { method: "CARD_CREDIT", creditCard: card, creditCardHolderInfo: holder, remoteIp: "200.160.2.3" }
        const made = yield* create(key, { ...body, externalReference: "plan-c1" }, { "idempotency-key": "csub-1" })
        expect(made.status, JSON.stringify(made.body)).toBe(200)
        const s = made.body.data
        expect(s).toMatchObject({
          status: "ACTIVE",
          method: "CARD_CREDIT",
          creditCard: {
            creditCardToken: expect.stringMatching(/^tok_/),
            creditCardBrand: "VISA",
            creditCardNumber: "4242"
          }
        })
        expect(JSON.stringify(made.body)).not.toMatch(/4242424242424242|"123"/)
        expect((yield* chargeCalls) - before).toBe(0)
        const replay = yield* create(key, { ...body, externalReference: "plan-c1" }, { "idempotency-key": "csub-1" })
        expect(replay.headers["idempotent-replayed"]).toBe("true")
        const byReference = yield* create(key, { ...body, externalReference: "plan-c1" })
        expect([byReference.body.message, byReference.body.data.subscriptionId]).toEqual([
          "subscription already made",
          s.subscriptionId
        ])
        const conflict = yield* create(key, {
          ...body,
          creditCard: { ...card, number: "5555555555554444" },
          externalReference: "plan-c1"
        })
        expect(conflict.status).toBe(409)
        const byToken = yield* create(key, {
          method: "CARD_CREDIT",
          cardToken: s.creditCard.creditCardToken,
          remoteIp: "200.160.2.4"
        })
        expect(byToken.body.data).toMatchObject({ status: "ACTIVE", creditCard: s.creditCard })
        // The worker's pass makes the first cycle's billing: CARD_CREDIT with the token, PENDING until its charge.
        yield* SandboxClock.withSandboxTime(
          Effect.flatMap(Billing.Subscriptions, (subs) =>
            Effect.flatMap(SandboxClock.nowDate, (now) => subs.generate(now))
          )
        )
        const billings = yield* call("GET", "/v1/billings/list?method=CARD_CREDIT", { key })
        const cycle = billings.body.data.items.find(
          (b: { subscriptionId?: string }) => b.subscriptionId === s.subscriptionId
        )
        expect(cycle).toMatchObject({ status: "PENDING", subscriptionCycle: 1, creditCard: s.creditCard })
        expect((yield* chargeCalls) - before).toBe(0)
        const canceled = yield* call("POST", `/v1/subscriptions/cancel/${s.subscriptionId}`, { key })
        expect(canceled.body.data.status).toBe("CANCELED")
        const after = yield* call("GET", `/v1/billings/get/${cycle.id}`, { key })
        expect(after.body.data.status).toBe("CANCELED")
      })
  )

  it.effect("refusals: card fields per method, remoteIp, the card gate, the card minimum, other methods", () =>
    Effect.gen(function* () {
      const key = yield* onboarded("acc_csub_bad")
      const noIp = yield* create(key, { method: "CARD_CREDIT", creditCard: card, creditCardHolderInfo: holder })
      expect([noIp.status, noIp.body.error.code]).toEqual([400, "VALIDATION_ERROR"])
      expect(noIp.body.message).toContain("remoteIp")
      const privateIp = yield* create(key, {
        method: "CARD_CREDIT",
        creditCard: card,
        creditCardHolderInfo: holder,
        remoteIp: "10.0.0.1"
      })
      expect(privateIp.status).toBe(400)
      const small = yield* create(key, {
        method: "CARD_CREDIT",
        amount: 4,
        creditCard: card,
        creditCardHolderInfo: holder,
        remoteIp: "200.160.2.3"
      })
      expect([small.status, small.body.message]).toEqual([400, expect.stringContaining("amount must be at least 5")])
      const pix = yield* create(key, { method: "PIX", cardToken: "tok_x" })
      expect([pix.status, pix.body.message]).toEqual([400, expect.stringContaining("cardToken")])
      const unknown = yield* create(key, { method: "CARD_CREDIT", cardToken: "tok_nope", remoteIp: "200.160.2.3" })
      expect([unknown.status, unknown.body.error.code]).toEqual([404, "CARD_TOKEN_NOT_FOUND"])
      const gated = yield* merchant("acc_csub_gate", 0)
      const refused = yield* create(gated, {
        method: "CARD_CREDIT",
        creditCard: card,
        creditCardHolderInfo: holder,
        remoteIp: "200.160.2.3"
      })
      expect([refused.status, refused.body.error.code]).toEqual([403, "CARD_PROCESSING_UNAVAILABLE"])
      expect((yield* call("GET", "/v1/subscriptions/list", { key })).body.data.total).toBe(0)
    })
  )
})
