import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { layerServer, merchant } from "../subaccounts/support.ts"
import { call } from "../webhooks/server.ts"
import { buyer, checkout, coupon, dataOf, paymentLink, product, session, stockOf, usesOf } from "./support.ts"

/** Payment links paid by card through the API: the gate, the minimum, the card checkout and the session following it. */

/** The merchant's card onboarding completed through the sandbox control. */
const onboard = (key: string) =>
  Effect.map(call("POST", "/v1/sandbox/card/onboarding/complete", { key, body: {} }), dataOf)

/** An onboarded shop: a gift card of two codes at R$ 50.00, a link selling it by PIX or card, a 10 % coupon. */
const shop = (id: string) =>
  Effect.gen(function* () {
    const key = yield* merchant(id, { flags: {} })
    yield* onboard(key)
    const card = yield* product(key, { price: 50, deliveries: [{ type: "TEXT_LINES", linesText: "CODE-1\nCODE-2" }] })
    const link = yield* paymentLink(key, { allowedMethods: ["PIX", "CARD"], productIds: [card.id] })
    const dez = yield* coupon(key, { code: "DEZ", discountType: "PERCENT", value: 10 })
    return { key, productId: card.id as string, linkId: link.id as string, couponId: dez.id as string }
  })

/** The buyer pays the session's card checkout with `number` on the sandbox processor. */
const payByCard = (key: string, transactionId: string, number = "4242424242424242") =>
  call("POST", `/v1/sandbox/card/${transactionId}/pay`, { key, body: { number } })

layer(layerServer(), { timeout: 300_000, excludeTestServices: true })("checkout by card through the API", (it) => {
  it.effect("a CARD session answers processorCheckoutUrl; the captured card pays it into a receipt, said once", () =>
    Effect.gen(function* () {
      const { key, productId, linkId, couponId } = yield* shop("acc_chkcard_ana")
      const started = yield* checkout(
        key,
        { linkId, method: "CARD", couponCode: "dez", payer: buyer, externalReference: "pedido-card-1" },
        "idem-card-1"
      )
      const data = dataOf(started)
      expect(data).toMatchObject({ status: "OPEN", method: "CARD", amount: 50, discount: 5, total: 45 })
      expect(data.payCheckoutUrl).toBeUndefined()
      expect(data.processorCheckoutUrl).toMatch(/\/processor\/checkout\/cs_/)
      const tx = dataOf(yield* call("GET", `/v1/card/get/${data.transactionId}`, { key }))
      expect(tx).toMatchObject({
        status: "PENDING",
        amount: 45,
        grossAmount: 45,
        coverFee: false,
        description: "Gift card",
        checkoutUrl: data.processorCheckoutUrl
      })
      expect(tx.successUrl).toMatch(new RegExp(`/l/${linkId}/sessions/${data.sessionId}$`))
      expect(tx.expiresAt).toBe(data.expiresAt)
      // the same key, or the same externalReference and body, finds the same session and card transaction
      const again = dataOf(
        yield* checkout(key, {
          linkId,
          method: "CARD",
          couponCode: "dez",
          payer: buyer,
          externalReference: "pedido-card-1"
        })
      )
      expect(again).toMatchObject({ sessionId: data.sessionId, transactionId: data.transactionId })

      const paid = yield* payByCard(key, data.transactionId)
      expect(dataOf(paid).status).toBe("COMPLETED")
      const after = yield* session(key, data.sessionId)
      expect(after).toMatchObject({ status: "PAID", transactionId: data.transactionId })
      expect(after.deliveries).toEqual([{ productId, productName: "Gift card", type: "TEXT_LINES", line: "CODE-1" }])
      expect(yield* usesOf(key, couponId)).toBe(1)
      expect(yield* stockOf(key, productId)).toEqual({ available: 1, sold: 1 })
      const customer = dataOf(yield* call("GET", `/v1/customers/get/${data.customerId}`, { key }))
      expect(customer).toMatchObject({ transactions: 1, volume: 45 })
      const events = dataOf(yield* call("GET", "/v1/events?type=payment_link.paid", { key }))
      expect(events.items).toHaveLength(1)
      expect(events.items[0].data).toMatchObject({ sessionId: data.sessionId, status: "PAID", total: 45 })
      const cardEvents = dataOf(yield* call("GET", "/v1/events?type=payment.paid", { key }))
      expect(cardEvents.items.map((e: any) => e.data.transactionId)).toEqual([data.transactionId])
    })
  )

  it.effect("a declined card fails the session and gives the coupon use and the line back", () =>
    Effect.gen(function* () {
      const { key, productId, linkId, couponId } = yield* shop("acc_chkcard_bia")
      const data = dataOf(yield* checkout(key, { linkId, method: "CARD", couponCode: "DEZ", payer: buyer }))
      expect(yield* stockOf(key, productId)).toEqual({ available: 1, sold: 1 })
      const declined = yield* payByCard(key, data.transactionId, "4000000000009995")
      expect(dataOf(declined)).toMatchObject({ status: "FAILED", failureReason: "insufficient_funds" })
      expect(yield* session(key, data.sessionId)).toMatchObject({ status: "FAILED", deliveries: [] })
      expect(yield* usesOf(key, couponId)).toBe(0)
      expect(yield* stockOf(key, productId)).toEqual({ available: 2, sold: 0 })
      const events = dataOf(yield* call("GET", "/v1/events?type=payment_link.paid", { key }))
      expect(events.items).toHaveLength(0)
    })
  )

  it.effect("CARD behind the card gate: 403 naming what is missing at link writes and at checkout", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_chkcard_gate", { flags: {} })
      const create = (allowedMethods: ReadonlyArray<string>) =>
        call("POST", "/v1/payment-links/create", { key, body: { name: "Curso", fixedAmount: 20, allowedMethods } })
      const never = yield* create(["PIX", "CARD"])
      expect(never.status).toBe(403)
      expect(never.body.error.code).toBe("CARD_PROCESSING_UNAVAILABLE")
      expect(never.body.message).toContain("onboarding")
      // onboarding started, no company data yet: not a PJ account
      dataOf(yield* call("POST", "/v1/processor/onboarding-link", { key, body: {} }))
      const notPj = yield* create(["CARD"])
      expect([notPj.status, notPj.body.error.code]).toEqual([403, "CARD_PROCESSING_UNAVAILABLE"])
      expect(notPj.body.message).toContain("PJ")

      yield* onboard(key)
      const link = dataOf(yield* create(["CARD"]))
      const broken = yield* call("POST", "/v1/sandbox/card/onboarding/break", {
        key,
        body: { requirement: "bank_account" }
      })
      expect(broken.status).toBe(200)
      const refused = yield* checkout(key, { linkId: link.id, method: "CARD", payer: buyer })
      expect([refused.status, refused.body.error.code]).toEqual([403, "CARD_PROCESSING_UNAVAILABLE"])
      expect(refused.body.message).toContain("past due")
      const reactivate = yield* call("PATCH", `/v1/payment-links/status/${link.id}`, {
        key,
        body: { status: "ACTIVE" }
      })
      expect(reactivate.status).toBe(403)
      // a PIX link of the same account is not affected
      expect((yield* create(["PIX"])).status).toBe(200)
    })
  )

  it.effect("a card session under 5.00 is refused naming the minimum, before anything is reserved", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_chkcard_min", { flags: {} })
      yield* onboard(key)
      const codes = yield* product(key, { deliveries: [{ type: "TEXT_LINES", linesText: "A\nB" }] })
      const link = dataOf(
        yield* call("POST", "/v1/payment-links/create", {
          key,
          body: { name: "Doação", allowedMethods: ["PIX", "CARD"], productIds: [codes.id] }
        })
      )
      const below = yield* checkout(key, { linkId: link.id, method: "CARD", amount: 4.99, payer: buyer })
      expect([below.status, below.body.error.code]).toEqual([400, "AMOUNT_BELOW_MINIMUM"])
      expect(below.body.message).toContain("5.00")
      expect(yield* stockOf(key, codes.id)).toEqual({ available: 2, sold: 0 })
      const customers = dataOf(yield* call("GET", "/v1/customers/list", { key }))
      expect(customers.total).toBe(0)
      // PIX takes the same amount; card takes 5.00
      expect(dataOf(yield* checkout(key, { linkId: link.id, method: "PIX", amount: 4.99, payer: buyer })).total).toBe(
        4.99
      )
      const atMinimum = dataOf(yield* checkout(key, { linkId: link.id, method: "CARD", amount: 5, payer: buyer }))
      expect(atMinimum).toMatchObject({ total: 5, status: "OPEN" })
    })
  )
})
