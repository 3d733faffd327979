import { describe, expect, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { TestClock } from "effect/testing"
import { Accounts } from "../../src/accounts/Accounts.ts"
import { Checkout } from "../../src/checkout/Checkout.ts"
import { paymentOfDeposit } from "../../src/checkout/Follower.ts"
import { SessionStore } from "../../src/checkout/SessionStore.ts"
import { toView } from "../../src/checkout/View.ts"
import { CouponStore } from "../../src/coupons/CouponStore.ts"
import { Coupons } from "../../src/coupons/Coupons.ts"
import { CryptoNetworkMemory } from "../../src/crypto/CryptoNetwork.ts"
import { CryptoDeposits } from "../../src/crypto/deposits/Deposits.ts"
import type { CryptoDepositRecord } from "../../src/crypto/deposits/Record.ts"
import { CustomerStore } from "../../src/customers/CustomerStore.ts"
import { Outbox, outboxStart } from "../../src/events/Outbox.ts"
import { PaymentLinks } from "../../src/links/PaymentLinks.ts"
import { Products } from "../../src/products/Products.ts"
import { ProductStore } from "../../src/products/ProductStore.ts"
import { layer, payer, seed, shop } from "./world.ts"

const usdtOnTron = { currency: "USDT", network: "tron" } as const

/** A shop with a TEXT_LINES product of two lines at R$ 50.00, a link selling it by PIX and CRYPTO, a 10 % coupon. */
const store = Effect.gen(function* () {
  yield* TestClock.setTime(Date.parse("2026-11-27T14:00:00Z"))
  yield* seed
  const product = yield* (yield* Products).create(shop, {
    name: "Gift card",
    priceCentavos: 5_000,
    deliveries: [{ type: "TEXT_LINES", linesText: "CODE-1\nCODE-2" }]
  })
  const link = yield* (yield* PaymentLinks).create(shop, {
    name: "Gift card R$ 50",
    allowedMethods: ["PIX", "CRYPTO"],
    productIds: [product.product.id]
  })
  const coupon = yield* (yield* Coupons).create(shop, { code: "dez", discountType: "PERCENT", percentBps: 1_000 })
  return { productId: product.product.id, linkId: link.id, couponId: coupon.id }
})

const events = Effect.flatMap(Outbox, (outbox) =>
  Effect.map(outbox.readAfter(outboxStart, 1000), (page) => page.events.map((e) => e.eventType))
)

/** The crypto deposit a session opened. */
const depositOf = (sessionId: string) =>
  Effect.flatMap(CryptoDeposits, (deposits) => deposits.findById(shop, sessionId))

/** The payer sends `units` of USDT on Tron to the deposit's address; the notice is applied. */
const send = (record: CryptoDepositRecord, units: bigint) =>
  Effect.gen(function* () {
    const notice = yield* (yield* CryptoNetworkMemory).send({
      ...usdtOnTron,
      address: record.address,
      amountUnits: units
    })
    yield* (yield* CryptoDeposits).observe(notice)
  })

/** Mines `blocks` on Tron and applies every notice. */
const mine = (blocks: number) =>
  Effect.gen(function* () {
    for (const notice of yield* (yield* CryptoNetworkMemory).mine("tron", blocks)) {
      yield* (yield* CryptoDeposits).observe(notice)
    }
  })

const linesOf = (productId: string) =>
  Effect.map(
    Effect.flatMap(ProductStore, (s) => s.findById(shop, productId)),
    (p) => Option.getOrThrow(p).lines
  )
const usesOf = (couponId: string) =>
  Effect.map(
    Effect.flatMap(CouponStore, (s) => s.findById(shop, couponId)),
    (c) => Option.getOrThrow(c).uses
  )

describe("Checkout in crypto", () => {
  it.effect("a CRYPTO session opens a deposit of its total; the confirmed transfer pays the session once", () =>
    Effect.gen(function* () {
      const { linkId, couponId, productId } = yield* store
      const checkout = yield* Checkout
      const start = checkout.start(
        { linkId, method: "CRYPTO", ...usdtOnTron, couponCode: "dez", payer, externalReference: "order-1" },
        { accountId: shop }
      )
      const session = (yield* start).record
      expect(session).toMatchObject({ status: "OPEN", totalCentavos: 4_500, urlField: "payCheckoutUrl" })
      expect(session.expiresAt.getTime() - session.createdAt.getTime()).toBe(15 * 60 * 1000)
      const deposit = yield* depositOf(session.id)
      expect(deposit).toMatchObject({
        id: session.paymentId,
        status: "AWAITING",
        externalReference: session.id,
        description: "Gift card R$ 50",
        quote: { currency: "USDT", network: "tron", amountCentavos: 4_500 }
      })
      expect(toView(session).payCheckoutUrl).toBe(`https://pay.trilho.test/crypto/${deposit.id}`)
      // the same request again is the same session and the same deposit
      expect(yield* start).toMatchObject({ replayed: true, record: { id: session.id, paymentId: deposit.id } })

      yield* send(deposit, deposit.quote.payUnits)
      yield* mine(18)
      expect((yield* checkout.findById(shop, session.id)).status).toBe("OPEN")
      yield* mine(1)
      const paid = yield* checkout.findById(shop, session.id)
      expect(paid).toMatchObject({ status: "PAID", paymentId: deposit.id })
      expect(toView(paid).deliveries).toEqual([
        { productId, productName: "Gift card", type: "TEXT_LINES", line: "CODE-1" }
      ])
      const customer = Option.getOrThrow(yield* (yield* CustomerStore).findById(shop, paid.customerId!))
      expect(customer).toMatchObject({ transactions: 1, volumeCentavos: 4_500 })
      expect(yield* usesOf(couponId)).toBe(1)
      expect(yield* linesOf(productId)).toEqual({ available: 1, sold: 1 })
      // more confirmations move nothing
      yield* mine(3)
      const types = yield* events
      expect(types.filter((e) => e === "payment_link.paid")).toHaveLength(1)
      expect(types.filter((e) => e === "payment.paid")).toHaveLength(1)
    }).pipe(Effect.provide(layer))
  )

  it.effect("the asset is checked: both fields for CRYPTO, an offered pair, neither for another method", () =>
    Effect.gen(function* () {
      const { linkId, productId } = yield* store
      const checkout = yield* Checkout
      const problems = (input: Record<string, unknown>) =>
        Effect.map(Effect.flip(checkout.start({ linkId, payer, ...input }, {})), (e) =>
          e._tag === "InvalidCheckout" ? e.problems.map((p) => p.field) : [e._tag]
        )
      expect(yield* problems({ method: "CRYPTO" })).toEqual(["currency", "network"])
      expect(yield* problems({ method: "CRYPTO", currency: "DOGE", network: "tron" })).toEqual(["currency"])
      expect(yield* problems({ method: "CRYPTO", currency: "USDT", network: "bitcoin" })).toEqual(["network"])
      expect(yield* problems({ method: "PIX", currency: "USDT", network: "tron" })).toEqual(["currency", "network"])
      // BTC's minimum deposit (0.0001 BTC, R$ 35) is above R$ 10: refused before anything is reserved
      const cheap = yield* (yield* PaymentLinks).create(shop, {
        name: "Cheap",
        allowedMethods: ["CRYPTO"],
        productIds: [productId],
        fixedAmountCentavos: 1_000
      })
      const refused = yield* Effect.flip(
        checkout.start({ linkId: cheap.id, method: "CRYPTO", currency: "BTC", network: "bitcoin", payer }, {})
      )
      expect(refused).toMatchObject({ _tag: "BelowCryptoMinimum", currency: "BTC" })
      expect(yield* linesOf(productId)).toEqual({ available: 2, sold: 0 })
    }).pipe(Effect.provide(layer))
  )

  it.effect("without crypto receiving the method is refused naming the capability, nothing written", () =>
    Effect.gen(function* () {
      const { linkId } = yield* store
      yield* (yield* Accounts).updateFlags(shop, { cryptoInEnabled: false })
      const refused = yield* Effect.flip(
        (yield* Checkout).start({ linkId, method: "CRYPTO", ...usdtOnTron, payer, externalReference: "o-2" }, {})
      )
      expect(refused).toMatchObject({ _tag: "PaymentMethodUnavailable", method: "CRYPTO", capability: "crypto_in" })
      expect(yield* (yield* SessionStore).findByExternalReference(shop, "o-2")).toEqual(Option.none())
    }).pipe(Effect.provide(layer))
  )

  it.effect("the deposit's expiry expires the session and frees its line and coupon; a late payment leaves it so", () =>
    Effect.gen(function* () {
      const { linkId, couponId, productId } = yield* store
      const checkout = yield* Checkout
      const session = (yield* checkout.start({ linkId, method: "CRYPTO", ...usdtOnTron, couponCode: "DEZ", payer }, {}))
        .record
      const deposit = yield* depositOf(session.id)
      yield* TestClock.adjust("16 minutes")
      const pass = yield* (yield* CryptoDeposits).expireDue(new Date(Date.parse("2026-11-27T14:16:00Z")))
      expect(pass.expired.map((d) => d.id)).toEqual([deposit.id])
      expect((yield* checkout.findPublic(session.id)).status).toBe("EXPIRED")
      expect(yield* usesOf(couponId)).toBe(0)
      expect(yield* linesOf(productId)).toEqual({ available: 2, sold: 0 })
      // the payer sends anyway: the deposit is credited at a fresh quote, the session stays EXPIRED
      const fresh = yield* depositOf(session.id)
      yield* send(fresh, deposit.quote.payUnits * 2n)
      yield* mine(19)
      expect((yield* depositOf(session.id)).status).toBe("COMPLETED")
      expect((yield* checkout.findPublic(session.id)).status).toBe("EXPIRED")
      expect(yield* linesOf(productId)).toEqual({ available: 2, sold: 0 })
      expect(yield* events).not.toContain("payment_link.paid")
    }).pipe(Effect.provide(layer))
  )

  it.effect("an underpayment closed when its quote runs out fails the session and frees its line", () =>
    Effect.gen(function* () {
      const { linkId, productId } = yield* store
      const checkout = yield* Checkout
      const session = (yield* checkout.start({ linkId, method: "CRYPTO", ...usdtOnTron, payer }, {})).record
      const deposit = yield* depositOf(session.id)
      yield* send(deposit, deposit.quote.payUnits / 2n)
      yield* mine(19)
      expect((yield* depositOf(session.id)).status).toBe("UNDERPAID")
      expect((yield* checkout.findPublic(session.id)).status).toBe("OPEN")
      yield* TestClock.adjust("16 minutes")
      yield* (yield* CryptoDeposits).expireDue(new Date(Date.parse("2026-11-27T14:16:00Z")))
      const closed = yield* depositOf(session.id)
      expect(closed).toMatchObject({ status: "COMPLETED", credit: { outcome: "underpaid" } })
      expect(paymentOfDeposit(closed).outcome).toBe("FAILED")
      expect((yield* checkout.findPublic(session.id)).status).toBe("FAILED")
      expect(yield* linesOf(productId)).toEqual({ available: 2, sold: 0 })
      expect(yield* events).not.toContain("payment_link.paid")
    }).pipe(Effect.provide(layer))
  )
})
