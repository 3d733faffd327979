import { describe, expect, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { TestClock } from "effect/testing"
import fc from "fast-check"
import { effectProp } from "../../../vitest.prop.ts"
import { CardCharges } from "../../src/card/CardCharges.ts"
import { CardProcessor } from "../../src/card/CardProcessor.ts"
import { CardProcessorMemory } from "../../src/card/CardProcessorMemory.ts"
import { CardExpiry } from "../../src/card/Expiry.ts"
import { cardAmountMinCentavos } from "../../src/card/Fee.ts"
import { Checkout } from "../../src/checkout/Checkout.ts"
import { SessionStore } from "../../src/checkout/SessionStore.ts"
import { toView } from "../../src/checkout/View.ts"
import { CouponStore } from "../../src/coupons/CouponStore.ts"
import { Coupons } from "../../src/coupons/Coupons.ts"
import { CustomerStore } from "../../src/customers/CustomerStore.ts"
import { Outbox, outboxStart } from "../../src/events/Outbox.ts"
import { PaymentLinks } from "../../src/links/PaymentLinks.ts"
import { Products } from "../../src/products/Products.ts"
import { ProductStore } from "../../src/products/ProductStore.ts"
import { layer, payer, seed, shop } from "./world.ts"

const card = (number: string) => ({ number, expMonth: 12, expYear: 2040, cvv: "123", holderName: "Maria Souza" })

/** The shop's account at the card processor, given `parts` of the onboarding form. */
const onboard = (parts: { readonly company?: boolean; readonly bankAccount?: boolean } = {}) =>
  Effect.gen(function* () {
    const processor = yield* CardProcessor
    const controls = yield* CardProcessorMemory
    const link = yield* processor.createOnboardingLink({
      merchantId: shop,
      returnUrl: "https://shop.test/back",
      refreshUrl: "https://shop.test/back"
    })
    yield* controls.submitOnboarding(link.processorAccountId, {
      ...(parts.company === false ? {} : { company: { cnpj: "11.222.333/0001-81", legalName: "Loja do Shop Ltda" } }),
      ...(parts.bankAccount === false
        ? {}
        : { bankAccount: { bankCode: "001", branch: "1234", accountNumber: "12345-6" } })
    })
    return link.processorAccountId
  })

/** An onboarded shop with a TEXT_LINES product of two lines at R$ 50.00, a link selling it by card, a 10 % coupon. */
const store = Effect.gen(function* () {
  yield* TestClock.setTime(Date.parse("2026-11-27T14:00:00Z"))
  yield* seed
  const processorAccountId = yield* onboard()
  const product = yield* (yield* Products).create(shop, {
    name: "Gift card",
    priceCentavos: 5_000,
    deliveries: [{ type: "TEXT_LINES", linesText: "CODE-1\nCODE-2" }]
  })
  const link = yield* (yield* PaymentLinks).create(shop, {
    name: "Gift card R$ 50",
    allowedMethods: ["PIX", "CARD"],
    productIds: [product.product.id]
  })
  const coupon = yield* (yield* Coupons).create(shop, { code: "dez", discountType: "PERCENT", percentBps: 1_000 })
  return { productId: product.product.id, linkId: link.id, couponId: coupon.id, processorAccountId }
})

const events = Effect.flatMap(Outbox, (outbox) =>
  Effect.map(outbox.readAfter(outboxStart, 1000), (page) => page.events.map((e) => e.eventType))
)

/** The card transaction a session opened. */
const cardOf = (sessionId: string) =>
  Effect.map(
    Effect.flatMap(CardCharges, (cards) => cards.findByExternalReference(shop, sessionId)),
    Option.getOrThrow
  )

describe("Checkout by card", () => {
  it.effect("a card session opens a card checkout of its total; the capture pays the session and says so once", () =>
    Effect.gen(function* () {
      const { linkId, couponId, productId } = yield* store
      const checkout = yield* Checkout
      const session = (yield* checkout.start({ linkId, method: "CARD", couponCode: "dez", payer }, { accountId: shop }))
        .record
      expect(session).toMatchObject({ status: "OPEN", totalCentavos: 4_500, urlField: "processorCheckoutUrl" })
      const tx = yield* cardOf(session.id)
      expect(tx).toMatchObject({
        id: session.paymentId,
        status: "PENDING",
        amountCentavos: 4_500,
        grossCentavos: 4_500,
        coverFee: false,
        description: "Gift card R$ 50",
        successUrl: `https://pay.trilho.test/l/${linkId}/sessions/${session.id}`,
        cancelUrl: `https://pay.trilho.test/l/${linkId}/sessions/${session.id}`
      })
      expect(tx.expiresAt).toEqual(session.expiresAt)
      expect(toView(session).processorCheckoutUrl).toBe(tx.checkoutUrl)
      expect(toView(session).payCheckoutUrl).toBeUndefined()

      const cards = yield* CardCharges
      expect((yield* cards.payWithCard(tx.sessionId, card("4242424242424242"))).status).toBe("COMPLETED")
      const paid = yield* checkout.findById(shop, session.id)
      expect(paid).toMatchObject({ status: "PAID", paymentId: tx.id })
      expect(toView(paid).deliveries).toEqual([
        { productId, productName: "Gift card", type: "TEXT_LINES", line: "CODE-1" }
      ])
      const customer = Option.getOrThrow(yield* (yield* CustomerStore).findById(shop, paid.customerId!))
      expect(customer).toMatchObject({ transactions: 1, volumeCentavos: 4_500 })
      expect(Option.getOrThrow(yield* (yield* CouponStore).findById(shop, couponId)).uses).toBe(1)
      const types = yield* events
      expect(types.filter((e) => e === "payment_link.paid")).toHaveLength(1)
      expect(types.filter((e) => e === "payment.paid")).toHaveLength(1)
    }).pipe(Effect.provide(layer))
  )

  it.effect("a declined card fails the session and gives its coupon use and line back", () =>
    Effect.gen(function* () {
      const { linkId, couponId, productId } = yield* store
      const checkout = yield* Checkout
      const session = (yield* checkout.start({ linkId, method: "CARD", couponCode: "DEZ", payer }, {})).record
      const tx = yield* cardOf(session.id)
      expect(tx.apiKeyId).toBeUndefined()
      expect((yield* (yield* CardCharges).payWithCard(tx.sessionId, card("4000000000009995"))).status).toBe("FAILED")
      expect((yield* checkout.findPublic(session.id)).status).toBe("FAILED")
      expect(Option.getOrThrow(yield* (yield* CouponStore).findById(shop, couponId)).uses).toBe(0)
      expect(Option.getOrThrow(yield* (yield* ProductStore).findById(shop, productId)).lines.available).toBe(2)
      expect(yield* events).not.toContain("payment_link.paid")
    }).pipe(Effect.provide(layer))
  )

  it.effect("the expiry pass cancels an abandoned card checkout and expires its session, freeing what it held", () =>
    Effect.gen(function* () {
      const { linkId, couponId, productId } = yield* store
      const checkout = yield* Checkout
      const abandoned = (yield* checkout.start({ linkId, method: "CARD", couponCode: "DEZ", payer }, {})).record
      const paid = (yield* checkout.start({ linkId, method: "CARD", payer }, {})).record
      yield* (yield* CardCharges).payWithCard((yield* cardOf(paid.id)).sessionId, card("5555555555554444"))
      const expiry = yield* CardExpiry
      expect((yield* expiry.expireDue(new Date(abandoned.expiresAt.getTime() - 1))).expired).toEqual([])
      yield* TestClock.adjust("31 minutes")
      const pass = yield* expiry.expireDue(new Date(abandoned.expiresAt.getTime() + 60_000))
      expect(pass.expired).toEqual([abandoned.paymentId])
      expect((yield* cardOf(abandoned.id)).status).toBe("CANCELED")
      expect((yield* checkout.findPublic(abandoned.id)).status).toBe("EXPIRED")
      expect((yield* checkout.findPublic(paid.id)).status).toBe("PAID")
      expect(Option.getOrThrow(yield* (yield* CouponStore).findById(shop, couponId)).uses).toBe(0)
      expect(Option.getOrThrow(yield* (yield* ProductStore).findById(shop, productId)).lines).toEqual({
        available: 1,
        sold: 1
      })
      // a second pass finds nothing left to expire
      expect((yield* expiry.expireDue(new Date(abandoned.expiresAt.getTime() + 120_000))).expired).toEqual([])
    }).pipe(Effect.provide(layer))
  )

  it.effect("the card gate refuses before anything is written: no onboarding, not PJ, past due", () =>
    Effect.gen(function* () {
      yield* seed
      const product = yield* (yield* Products).create(shop, { name: "Curso", priceCentavos: 5_000 })
      const link = yield* (yield* PaymentLinks).create(shop, {
        name: "Curso",
        allowedMethods: ["PIX"],
        productIds: [product.product.id]
      })
      const checkout = yield* Checkout
      const start = checkout.start({ linkId: link.id, method: "CARD", payer }, {})
      // the link does not take CARD: a 400 naming the method
      expect(yield* Effect.flip(start)).toMatchObject({ _tag: "InvalidCheckout" })
      const accountId = yield* onboard()
      const cardLink = yield* (yield* PaymentLinks).create(shop, {
        name: "Curso",
        allowedMethods: ["CARD"],
        productIds: [product.product.id]
      })
      yield* (yield* CardProcessorMemory).markPastDue(accountId, "bank_account")
      const refused = checkout.start({ linkId: cardLink.id, method: "CARD", payer, externalReference: "order-1" }, {})
      expect(yield* Effect.flip(refused)).toMatchObject({
        _tag: "CardProcessingUnavailable",
        capability: "requirements_past_due"
      })
      expect(yield* (yield* SessionStore).findByExternalReference(shop, "order-1")).toEqual(Option.none())
    }).pipe(Effect.provide(layer))
  )

  effectProp(
    "a card session is refused under the card minimum with the card's error, before anything is written",
    [fc.integer({ min: 1, max: 2 * cardAmountMinCentavos })],
    ([amountCentavos]) =>
      Effect.gen(function* () {
        yield* seed
        yield* onboard()
        const link = yield* (yield* PaymentLinks).create(shop, { name: "Doação", allowedMethods: ["CARD"] })
        const checkout = yield* Checkout
        const outcome = yield* Effect.result(
          checkout.start({ linkId: link.id, method: "CARD", amountCentavos, payer, externalReference: "order-1" }, {})
        )
        const sessions = Option.isSome(yield* (yield* SessionStore).findByExternalReference(shop, "order-1")) ? 1 : 0
        const customers = Option.isSome(yield* (yield* CustomerStore).findByDocument(shop, "52998224725")) ? 1 : 0
        if (amountCentavos < cardAmountMinCentavos) {
          expect(outcome._tag).toBe("Failure")
          if (outcome._tag === "Failure") {
            expect(outcome.failure).toMatchObject({ _tag: "CardAmountBelowMinimum", minimumCentavos: 500 })
            expect(outcome.failure.message).toContain("5.00")
          }
          expect([sessions, customers]).toEqual([0, 0])
        } else {
          expect(outcome._tag).toBe("Success")
          expect(sessions).toBe(1)
          expect(
            (yield* cardOf((outcome as { success: { record: { id: string } } }).success.record.id)).grossCentavos
          ).toBe(amountCentavos)
        }
      }).pipe(Effect.provide(layer)),
    { fastCheck: { numRuns: 40 } }
  )
})
