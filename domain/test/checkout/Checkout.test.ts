import { describe, expect, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { ChargeStore } from "../../src/charges/ChargeStore.ts"
import { Charges } from "../../src/charges/Charges.ts"
import { Checkout } from "../../src/checkout/Checkout.ts"
import { toView } from "../../src/checkout/View.ts"
import { CouponStore } from "../../src/coupons/CouponStore.ts"
import { Coupons } from "../../src/coupons/Coupons.ts"
import { CustomerStore } from "../../src/customers/CustomerStore.ts"
import { Outbox, outboxStart } from "../../src/events/Outbox.ts"
import { PaymentLinks } from "../../src/links/PaymentLinks.ts"
import { Products } from "../../src/products/Products.ts"
import { ProductStore } from "../../src/products/ProductStore.ts"
import { layer, payer, rival, seed, shop } from "./world.ts"

/** A shop with a TEXT_LINES product of two lines at R$ 50.00, a link selling it by PIX, and a 10 % coupon. */
const store = Effect.gen(function* () {
  yield* seed
  const product = yield* (yield* Products).create(shop, {
    name: "Gift card",
    priceCentavos: 5_000,
    deliveries: [{ type: "TEXT_LINES", linesText: "CODE-1\nCODE-2" }]
  })
  const link = yield* (yield* PaymentLinks).create(shop, {
    name: "Gift card R$ 50",
    allowedMethods: ["PIX"],
    productIds: [product.product.id]
  })
  const coupon = yield* (yield* Coupons).create(shop, {
    code: "dez",
    discountType: "PERCENT",
    percentBps: 1_000,
    maxUses: 1
  })
  return { productId: product.product.id, linkId: link.id, couponId: coupon.id }
})

const pay = (chargeId: string) =>
  Effect.gen(function* () {
    const charge = Option.getOrThrow(yield* (yield* ChargeStore).findById(shop, chargeId))
    return yield* (yield* Charges).confirmPaid({
      _tag: "ChargePaid",
      referenceId: charge.referenceId,
      txid: charge.txid,
      endToEndId: "E99999999202601011200AbCdEfGhIjK",
      amountCentavos: charge.amountCentavos,
      paidAt: new Date(1_000),
      payer: { name: "Maria Souza", document: "52998224725" }
    } as never)
  })

const events = Effect.flatMap(Outbox, (outbox) =>
  Effect.map(outbox.readAfter(outboxStart, 1000), (page) => page.events.map((e) => e.eventType))
)

describe("Checkout", () => {
  it.effect("a paid session delivers its reserved line, counts the coupon and the purchase, and says so once", () =>
    Effect.gen(function* () {
      const { linkId, couponId, productId } = yield* store
      const checkout = yield* Checkout
      const started = yield* checkout.start({ linkId, method: "PIX", couponCode: "dez", payer }, { accountId: shop })
      const session = started.record
      expect(session).toMatchObject({
        status: "OPEN",
        amountCentavos: 5_000,
        discountCentavos: 500,
        totalCentavos: 4_500,
        couponCode: "DEZ",
        urlField: "payCheckoutUrl"
      })
      expect(toView(session).deliveries).toEqual([])
      expect(session.payUrl).toBe(`https://pay.trilho.test/pix/${session.paymentId}`)
      const coupon = Option.getOrThrow(yield* (yield* CouponStore).findById(shop, couponId))
      expect(coupon.uses).toBe(1)
      expect(Option.getOrThrow(yield* (yield* ProductStore).findById(shop, productId)).lines).toEqual({
        available: 1,
        sold: 1
      })
      const charge = Option.getOrThrow(yield* (yield* ChargeStore).findById(shop, session.paymentId!))
      expect(charge).toMatchObject({ amountCentavos: 4_500, externalReference: session.id })

      yield* pay(session.paymentId!)
      yield* pay(session.paymentId!)
      const paid = yield* checkout.findById(shop, session.id)
      expect(paid.status).toBe("PAID")
      expect(toView(paid).deliveries).toEqual([
        { productId, productName: "Gift card", type: "TEXT_LINES", line: "CODE-1" }
      ])
      const customer = Option.getOrThrow(yield* (yield* CustomerStore).findById(shop, paid.customerId!))
      expect(customer).toMatchObject({ document: "52998224725", transactions: 1, volumeCentavos: 4_500 })
      expect((yield* events).filter((e) => e === "payment_link.paid")).toHaveLength(1)
    }).pipe(Effect.provide(layer))
  )

  it.effect("an expired session gives its coupon use and its line back", () =>
    Effect.gen(function* () {
      const { linkId, couponId, productId } = yield* store
      const checkout = yield* Checkout
      const session = (yield* checkout.start({ linkId, method: "PIX", couponCode: "DEZ", payer }, { accountId: shop }))
        .record
      const charge = Option.getOrThrow(yield* (yield* ChargeStore).findById(shop, session.paymentId!))
      yield* (yield* Charges).expire({
        _tag: "ChargeExpired",
        referenceId: charge.referenceId,
        txid: charge.txid,
        expiresAt: charge.expiresAt
      })
      expect((yield* checkout.findById(shop, session.id)).status).toBe("EXPIRED")
      expect(Option.getOrThrow(yield* (yield* CouponStore).findById(shop, couponId)).uses).toBe(0)
      expect(Option.getOrThrow(yield* (yield* ProductStore).findById(shop, productId)).lines.available).toBe(2)
      // The line given back goes to the next buyer.
      const next = (yield* checkout.start({ linkId, method: "PIX", payer }, {})).record
      yield* pay(next.paymentId!)
      expect((yield* checkout.findPublic(next.id)).deliveries[0]).toMatchObject({ line: "CODE-1" })
    }).pipe(Effect.provide(layer))
  )

  it.effect("the same externalReference returns the first session; another body under it is a conflict", () =>
    Effect.gen(function* () {
      const { linkId, productId } = yield* store
      const checkout = yield* Checkout
      const request = { linkId, method: "PIX", payer, externalReference: "order-1" }
      const first = yield* checkout.start(request, { accountId: shop })
      const again = yield* checkout.start(request, { accountId: shop })
      expect(again).toEqual({ record: first.record, replayed: true })
      const other = yield* Effect.flip(
        checkout.start({ ...request, payer: { ...payer, name: "Outra Pessoa" } }, { accountId: shop })
      )
      expect(other).toMatchObject({ _tag: "CheckoutReferenceConflict", sessionId: first.record.id })
      expect(Option.getOrThrow(yield* (yield* ProductStore).findById(shop, productId)).lines.sold).toBe(1)
    }).pipe(Effect.provide(layer))
  )

  it.effect("refusals name the problem and reserve nothing", () =>
    Effect.gen(function* () {
      const { linkId, couponId, productId } = yield* store
      const checkout = yield* Checkout
      const refused = (input: Parameters<typeof checkout.start>[0], by: Parameters<typeof checkout.start>[1]) =>
        Effect.flip(checkout.start(input, by))
      expect(
        yield* refused({ linkId, method: "BOLETO", payer: { name: "", document: "123" } }, { accountId: shop })
      ).toMatchObject({
        _tag: "InvalidCheckout",
        problems: expect.arrayContaining([
          expect.objectContaining({ field: "method" }),
          expect.objectContaining({ field: "payer.name" }),
          expect.objectContaining({ field: "payer.document" }),
          expect.objectContaining({ field: "payer.email" })
        ])
      })
      expect(yield* refused({ linkId, method: "PIX", payer }, { accountId: rival })).toMatchObject({
        _tag: "PaymentLinkNotFound"
      })
      expect(yield* refused({ linkId, method: "CARD", payer }, { accountId: shop })).toMatchObject({
        _tag: "InvalidCheckout",
        problems: [{ field: "method", message: "this link takes PIX" }]
      })
      expect(yield* refused({ linkId, method: "PIX", payer, amountCentavos: 100 }, {})).toMatchObject({
        _tag: "InvalidCheckout",
        problems: [{ field: "amount" }]
      })
      expect(yield* refused({ linkId, method: "PIX", payer, couponCode: "NOPE" }, {})).toMatchObject({
        _tag: "CouponNotFound"
      })
      yield* (yield* Coupons).create(rival, { code: "RIVAL", discountType: "FIXED", amountCentavos: 100 })
      expect(yield* refused({ linkId, method: "PIX", payer, couponCode: "RIVAL" }, {})).toMatchObject({
        _tag: "CouponNotFound"
      })
      yield* (yield* PaymentLinks).setStatus(shop, linkId, "INACTIVE")
      expect(yield* refused({ linkId, method: "PIX", payer }, {})).toMatchObject({ _tag: "PaymentLinkInactive" })
      yield* (yield* PaymentLinks).setStatus(shop, linkId, "ACTIVE")
      yield* (yield* Products).update(shop, productId, { status: "INACTIVE" })
      expect(yield* refused({ linkId, method: "PIX", payer }, {})).toMatchObject({ _tag: "ProductUnavailable" })
      expect(Option.getOrThrow(yield* (yield* CouponStore).findById(shop, couponId)).uses).toBe(0)
      expect(Option.getOrThrow(yield* (yield* ProductStore).findById(shop, productId)).lines.sold).toBe(0)
      expect(yield* events).toEqual([])
    }).pipe(Effect.provide(layer))
  )

  it.effect("a sold-out product and a used-up coupon are refused; a free session is paid at once", () =>
    Effect.gen(function* () {
      const { linkId } = yield* store
      const checkout = yield* Checkout
      yield* checkout.start({ linkId, method: "PIX", payer, couponCode: "DEZ" }, {})
      expect(yield* Effect.flip(checkout.start({ linkId, method: "PIX", payer, couponCode: "DEZ" }, {}))).toMatchObject(
        { _tag: "CouponNotApplicable", reason: "exhausted" }
      )
      yield* (yield* Coupons).create(shop, { code: "FREE", discountType: "PERCENT", percentBps: 10_000 })
      const free = (yield* checkout.start({ linkId, method: "PIX", payer, couponCode: "FREE" }, {})).record
      expect(free).toMatchObject({ status: "PAID", totalCentavos: 0 })
      expect(free.paymentId).toBeUndefined()
      expect(toView(free).deliveries).toMatchObject([{ line: "CODE-2" }])
      expect(yield* Effect.flip(checkout.start({ linkId, method: "PIX", payer }, {}))).toMatchObject({
        _tag: "ProductSoldOut"
      })
    }).pipe(Effect.provide(layer))
  )

  it.effect("an open-value link charges the buyer's amount and requires it", () =>
    Effect.gen(function* () {
      yield* seed
      const link = yield* (yield* PaymentLinks).create(shop, {
        name: "Doação",
        allowedMethods: ["PIX"],
        customerMode: "NONE"
      })
      const checkout = yield* Checkout
      const { name, document } = payer
      expect(
        yield* Effect.flip(checkout.start({ linkId: link.id, method: "PIX", payer: { name, document } }, {}))
      ).toMatchObject({ _tag: "InvalidCheckout", problems: [{ field: "amount" }] })
      const session = (yield* checkout.start(
        { linkId: link.id, method: "PIX", payer: { name, document }, amountCentavos: 1_234 },
        {}
      )).record
      expect(session).toMatchObject({ totalCentavos: 1_234, status: "OPEN" })
      expect(session.customerId).toBeUndefined()
      yield* (yield* Coupons).create(shop, { code: "DEZ", discountType: "PERCENT", percentBps: 1_000 })
      expect(yield* checkout.quote(link.id, "dez", 1_000)).toMatchObject({ totalCentavos: 900 })
      for (const amountCentavos of [Number.NaN, 12.5, 0, -1, undefined])
        expect(yield* Effect.flip(checkout.quote(link.id, "DEZ", amountCentavos))).toMatchObject({
          _tag: "InvalidCheckout",
          problems: [{ field: "amount" }]
        })
    }).pipe(Effect.provide(layer))
  )

  it.effect("a session with no TEXT_LINES line to claim is written twice: stored, then its payment attached", () =>
    Effect.gen(function* () {
      yield* seed
      const product = yield* (yield* Products).create(shop, {
        name: "Curso",
        priceCentavos: 5_000,
        deliveries: [{ type: "TEXT_INFINITE", richContent: "Aula 1" }]
      })
      const link = yield* (yield* PaymentLinks).create(shop, {
        name: "Curso",
        allowedMethods: ["PIX"],
        productIds: [product.product.id]
      })
      const checkout = yield* Checkout
      const session = (yield* checkout.start({ linkId: link.id, method: "PIX", payer }, {})).record
      expect(session).toMatchObject({ status: "OPEN", version: 1, deliveries: [{ type: "TEXT_INFINITE" }] })
      expect(session.paymentId).toBeDefined()
    }).pipe(Effect.provide(layer))
  )
})
