import { expect, layer } from "@effect/vitest"
import { Charges } from "@trilho/domain"
import { Effect } from "effect"
import { layerServer, merchant } from "../subaccounts/support.ts"
import { call } from "../webhooks/server.ts"
import {
  buyer,
  checkout,
  coupon,
  dataOf,
  payCharge,
  paymentLink,
  product,
  session,
  stockOf,
  usesOf
} from "./support.ts"

/** The checkout of payment links through the API: sessions, idempotency, reservations, refusals, tenancy. */

/** A shop: a gift card of two codes at R$ 50.00, a link selling it, a 10 % coupon usable once. */
const shop = (id: string) =>
  Effect.gen(function* () {
    const key = yield* merchant(id, { flags: {} })
    const card = yield* product(key, {
      price: 50,
      deliveries: [{ type: "TEXT_LINES", linesText: "CODE-1\nCODE-2" }]
    })
    const link = yield* paymentLink(key, { productIds: [card.id] })
    const dez = yield* coupon(key, { code: "DEZ", discountType: "PERCENT", value: 10, maxUses: 1 })
    return { key, productId: card.id as string, linkId: link.id as string, couponId: dez.id as string }
  })

layer(layerServer(), { timeout: 300_000, excludeTestServices: true })("checkout through the API", (it) => {
  it.effect("a session charges the discounted price, pays into a receipt with the line, and says so once", () =>
    Effect.gen(function* () {
      const { key, productId, linkId, couponId } = yield* shop("acc_chk_ana")
      const started = yield* checkout(key, {
        linkId,
        method: "PIX",
        couponCode: "dez",
        payer: buyer,
        externalReference: "pedido-1"
      })
      expect(started.body.message).toBe("checkout session started")
      const data = dataOf(started)
      expect(data).toStrictEqual({
        sessionId: data.sessionId,
        linkId,
        status: "OPEN",
        method: "PIX",
        description: "Gift card",
        amount: 50,
        discount: 5,
        total: 45,
        couponCode: "DEZ",
        payer: { name: "Maria Souza", document: "52998224725", email: "maria@compra.test" },
        customerId: data.customerId,
        externalReference: "pedido-1",
        transactionId: data.transactionId,
        payCheckoutUrl: data.payCheckoutUrl,
        deliveries: [],
        expiresAt: data.expiresAt,
        createdAt: data.createdAt
      })
      expect(data.sessionId).toMatch(/^chk_[0-9A-Z]{26}$/)
      expect(data.payCheckoutUrl).toMatch(new RegExp(`/pix/${data.transactionId}$`))
      expect(Date.parse(data.expiresAt) - Date.parse(data.createdAt)).toBe(1_800_000)
      expect(yield* usesOf(key, couponId)).toBe(1)
      expect(yield* stockOf(key, productId)).toEqual({ available: 1, sold: 1 })
      const charge = dataOf(yield* call("GET", `/v1/payment-pix/get/${data.transactionId}`, { key }))
      expect(charge).toMatchObject({ amount: 45, status: "PENDING", externalReference: data.sessionId })

      yield* payCharge(key, data.transactionId)
      const paid = yield* session(key, data.sessionId)
      expect(paid).toMatchObject({ status: "PAID", transactionId: data.transactionId })
      expect(paid.deliveries).toEqual([{ productId, productName: "Gift card", type: "TEXT_LINES", line: "CODE-1" }])
      expect(Date.parse(paid.paidAt)).toBeGreaterThan(0)
      const customer = dataOf(yield* call("GET", `/v1/customers/get/${data.customerId}`, { key }))
      expect(customer).toMatchObject({ document: "52998224725", transactions: 1, volume: 45 })
      const events = dataOf(yield* call("GET", "/v1/events?type=payment_link.paid", { key }))
      expect(events.items).toHaveLength(1)
      expect(events.items[0]).toMatchObject({ event: "payment_link.paid", data: { sessionId: data.sessionId } })
      expect(events.items[0].data).toMatchObject({ status: "PAID", deliveries: paid.deliveries, total: 45 })
    })
  )

  it.effect("the same Idempotency-Key makes one session; the same externalReference returns it too", () =>
    Effect.gen(function* () {
      const { key, productId, linkId } = yield* shop("acc_chk_bia")
      const body = { linkId, method: "PIX", payer: buyer }
      const first = yield* checkout(key, body, "idem-1")
      const again = yield* checkout(key, body, "idem-1")
      expect(dataOf(again)).toEqual(dataOf(first))
      expect(again.headers["idempotent-replayed"]).toBe("true")
      const reused = yield* checkout(key, { ...body, payer: { ...buyer, name: "Outra" } }, "idem-1")
      expect(reused.status).toBe(422)
      expect(reused.body.error.code).toBe("IDEMPOTENCY_KEY_REUSED")
      expect(yield* stockOf(key, productId)).toEqual({ available: 1, sold: 1 })
      const byReference = { ...body, externalReference: "ref-1" }
      const one = dataOf(yield* checkout(key, byReference))
      const two = yield* checkout(key, byReference)
      expect(dataOf(two).sessionId).toBe(one.sessionId)
      expect(two.body.message).toBe("checkout session already started")
      const conflict = yield* checkout(key, { ...byReference, payer: { ...buyer, name: "Outra" } })
      expect(conflict.status).toBe(409)
      expect(conflict.body.error.code).toBe("EXTERNAL_REFERENCE_CONFLICT")
      expect(yield* stockOf(key, productId)).toEqual({ available: 0, sold: 2 })
      const soldOut = yield* checkout(key, body)
      expect(soldOut.status).toBe(409)
      expect(soldOut.body.error.code).toBe("PRODUCT_SOLD_OUT")
    })
  )

  it.effect("bad input is a 4xx naming the problem and reserves nothing", () =>
    Effect.gen(function* () {
      const { key, productId, linkId, couponId } = yield* shop("acc_chk_caio")
      const other = yield* shop("acc_chk_caio_rival")
      yield* coupon(other.key, { code: "RIVAL", discountType: "FIXED", value: 1 })
      const expectRefused = (answer: { status: number; body: any }, status: number, code: string) => {
        expect(answer.status, JSON.stringify(answer.body)).toBe(status)
        expect(answer.body).toMatchObject({ success: false, error: { code, statusCode: status } })
      }
      const invalid = yield* checkout(key, { linkId, method: "PIX", payer: { name: " ", document: "111.111.111-11" } })
      expectRefused(invalid, 400, "VALIDATION_ERROR")
      for (const field of ["payer.name", "payer.document", "payer.email"]) expect(invalid.body.message).toContain(field)
      expectRefused(yield* checkout(key, { linkId: "plk_nope", method: "PIX", payer: buyer }), 404, "NOT_FOUND")
      expectRefused(yield* checkout(key, { linkId: other.linkId, method: "PIX", payer: buyer }), 404, "NOT_FOUND")
      const card = yield* checkout(key, { linkId, method: "CARD", payer: buyer })
      expectRefused(card, 400, "VALIDATION_ERROR")
      expect(card.body.message).toContain("method: this link takes PIX")
      const priced = yield* checkout(key, { linkId, method: "PIX", payer: buyer, amount: 1 })
      expectRefused(priced, 400, "VALIDATION_ERROR")
      expect(priced.body.message).toContain("amount")
      expectRefused(
        yield* checkout(key, { linkId, method: "PIX", payer: buyer, couponCode: "RIVAL" }),
        404,
        "COUPON_NOT_FOUND"
      )
      const unknownField = yield* checkout(key, { linkId, method: "PIX", payer: buyer, pixRail: "X" })
      expect(unknownField.status).toBe(400)
      const inactive = dataOf(
        yield* call("PATCH", `/v1/payment-links/status/${linkId}`, { key, body: { status: "INACTIVE" } })
      )
      expect(inactive.status).toBe("INACTIVE")
      expectRefused(yield* checkout(key, { linkId, method: "PIX", payer: buyer }), 409, "PAYMENT_LINK_INACTIVE")
      yield* call("PATCH", `/v1/payment-links/status/${linkId}`, { key, body: { status: "ACTIVE" } })
      yield* call("PATCH", `/v1/products/update/${productId}`, { key, body: { status: "INACTIVE" } })
      expectRefused(yield* checkout(key, { linkId, method: "PIX", payer: buyer }), 409, "PRODUCT_UNAVAILABLE")
      expect(yield* usesOf(key, couponId)).toBe(0)
      expect(yield* stockOf(key, productId)).toEqual({ available: 2, sold: 0 })
      const sessions = dataOf(yield* call("GET", "/v1/events?type=payment.created", { key }))
      expect(sessions.items).toHaveLength(0)
    })
  )

  it.effect("an open-value link charges the buyer's amount; another merchant's session is a 404", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_chk_davi", { flags: {} })
      const rival = yield* merchant("acc_chk_davi_rival", { flags: {} })
      const link = yield* paymentLink(key, { name: "Doação", customerMode: "NONE" })
      const missing = yield* checkout(key, {
        linkId: link.id,
        method: "PIX",
        payer: { name: "Ana", document: buyer.document }
      })
      expect(missing.status).toBe(400)
      expect(missing.body.message).toContain("amount")
      const started = dataOf(
        yield* checkout(key, {
          linkId: link.id,
          method: "PIX",
          amount: 12.34,
          payer: { name: "Ana", document: buyer.document }
        })
      )
      expect(started).toMatchObject({ amount: 12.34, total: 12.34, discount: 0, status: "OPEN" })
      expect(started.customerId).toBeUndefined()
      expect((yield* session(key, started.sessionId)).sessionId).toBe(started.sessionId)
      const foreign = yield* call("GET", `/v1/payment-links/sessions/get/${started.sessionId}`, { key: rival })
      expect(foreign.status).toBe(404)
    })
  )

  it.effect("an expired session gives its coupon use and its line back; an expired coupon is refused", () =>
    Effect.gen(function* () {
      const { key, productId, linkId, couponId } = yield* shop("acc_chk_eva")
      const soon = yield* coupon(key, {
        code: "SOON",
        discountType: "FIXED",
        value: 1,
        expiresAt: new Date(Date.now() + 3_600_000).toISOString()
      })
      const started = dataOf(yield* checkout(key, { linkId, method: "PIX", payer: buyer, couponCode: "DEZ" }))
      expect(yield* usesOf(key, couponId)).toBe(1)
      // Two hours later the session's charge has expired (the worker's expiry pass) and the coupon has ended.
      const clock = dataOf(yield* call("POST", "/v1/sandbox/clock/advance", { key, body: { seconds: 7_200 } }))
      const pass = yield* (yield* Charges.Charges).expireDue(new Date(clock.now))
      expect(pass.expired.map((c) => c.id)).toContain(started.transactionId)
      expect(yield* session(key, started.sessionId)).toMatchObject({ status: "EXPIRED", deliveries: [] })
      expect(yield* usesOf(key, couponId)).toBe(0)
      expect(yield* stockOf(key, productId)).toEqual({ available: 2, sold: 0 })
      const refused = yield* checkout(key, { linkId, method: "PIX", payer: buyer, couponCode: soon.code })
      expect(refused.status, JSON.stringify(refused.body)).toBe(409)
      expect(refused.body.error.code).toBe("COUPON_EXPIRED")
    })
  )
})
