import { describe, expect } from "@effect/vitest"
import { Effect, Option } from "effect"
import fc from "fast-check"
import { effectProp } from "../../../vitest.prop.ts"
import { ChargeStore } from "../../src/charges/ChargeStore.ts"
import { Charges } from "../../src/charges/Charges.ts"
import { Checkout } from "../../src/checkout/Checkout.ts"
import type { CheckoutSession } from "../../src/checkout/Record.ts"
import { SessionStore } from "../../src/checkout/SessionStore.ts"
import { CouponStore } from "../../src/coupons/CouponStore.ts"
import { Coupons } from "../../src/coupons/Coupons.ts"
import { Outbox, outboxStart } from "../../src/events/Outbox.ts"
import { PaymentLinks } from "../../src/links/PaymentLinks.ts"
import { Products } from "../../src/products/Products.ts"
import { ProductStore } from "../../src/products/ProductStore.ts"
import { layer, payer, seed, shop } from "../checkout/world.ts"

/** A step of a run: a checkout (with the coupon or not), or the payment or expiry of the n-th session started. */
type Step =
  | { readonly _tag: "checkout"; readonly coupon: boolean }
  | { readonly _tag: "pay"; readonly n: number }
  | { readonly _tag: "expire"; readonly n: number }

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.boolean().map((coupon) => ({ _tag: "checkout" as const, coupon })) },
  { weight: 2, arbitrary: fc.nat(15).map((n) => ({ _tag: "pay" as const, n })) },
  { weight: 1, arbitrary: fc.nat(15).map((n) => ({ _tag: "expire" as const, n })) }
)

/** The store: `lines` codes at `priceCentavos`, a link selling them, a coupon of `discount` used at most `maxUses`. */
const setUp = (lines: number, priceCentavos: number, discount: Coupon, maxUses: number) =>
  Effect.gen(function* () {
    yield* seed
    const product = yield* (yield* Products).create(shop, {
      name: "Codes",
      priceCentavos,
      deliveries: [{ type: "TEXT_LINES", linesText: Array.from({ length: lines }, (_, i) => `L${i}`).join("\n") }]
    })
    const link = yield* (yield* PaymentLinks).create(shop, {
      name: "Codes",
      allowedMethods: ["PIX"],
      productIds: [product.product.id],
      customerMode: "NONE"
    })
    const coupon = yield* (yield* Coupons).create(shop, { code: "PROP", ...discount, maxUses })
    return { productId: product.product.id, linkId: link.id, couponId: coupon.id }
  })

type Coupon =
  | { readonly discountType: "PERCENT"; readonly percentBps: number }
  | { readonly discountType: "FIXED"; readonly amountCentavos: number }

const couponArb: fc.Arbitrary<Coupon> = fc.oneof(
  fc.integer({ min: 1, max: 10_000 }).map((percentBps) => ({ discountType: "PERCENT" as const, percentBps })),
  fc.integer({ min: 1, max: 20_000 }).map((amountCentavos) => ({ discountType: "FIXED" as const, amountCentavos }))
)

/** Pays or expires a session's charge, when it has one still PENDING. */
const settle = (session: CheckoutSession, how: "pay" | "expire") =>
  Effect.gen(function* () {
    if (session.paymentId === undefined) return
    const charge = Option.getOrThrow(yield* (yield* ChargeStore).findById(shop, session.paymentId))
    if (charge.status !== "PENDING") return
    const charges = yield* Charges
    if (how === "pay") {
      yield* charges.confirmPaid({
        _tag: "ChargePaid",
        referenceId: charge.referenceId,
        txid: charge.txid,
        endToEndId: `E99999999202601011200${session.id.slice(-11)}`,
        amountCentavos: charge.amountCentavos,
        paidAt: new Date(0),
        payer: { name: payer.name, document: "52998224725" }
      } as never)
    } else {
      yield* charges.expire({
        _tag: "ChargeExpired",
        referenceId: charge.referenceId,
        txid: charge.txid,
        expiresAt: charge.expiresAt
      })
    }
  })

describe("checkout", () => {
  effectProp(
    "under any interleaving of checkouts, payments and expiries: a coupon's uses are its live sessions' and never pass maxUses, a line goes to one live session at most, a total is the price less a discount within it, and each paid session is announced once",
    [
      fc.integer({ min: 0, max: 8 }),
      fc.integer({ min: 1, max: 50_000 }),
      couponArb,
      fc.integer({ min: 1, max: 6 }),
      fc.array(stepArb, { maxLength: 30 }),
      fc.boolean()
    ],
    ([lines, price, discount, maxUses, steps, concurrent]) =>
      Effect.gen(function* () {
        const { linkId, productId, couponId } = yield* setUp(lines, price, discount, maxUses)
        const checkout = yield* Checkout
        const started: Array<CheckoutSession> = []
        yield* Effect.forEach(
          steps,
          (step): Effect.Effect<void, unknown, Checkout | ChargeStore | Charges> => {
            if (step._tag === "checkout") {
              return checkout
                .start({ linkId, method: "PIX", payer, ...(step.coupon ? { couponCode: "PROP" } : {}) }, {})
                .pipe(
                  Effect.tap(({ record }) => Effect.sync(() => started.push(record))),
                  Effect.catchTags({
                    ProductSoldOut: () => Effect.void,
                    CouponNotApplicable: (e) => (e.reason === "exhausted" ? Effect.void : Effect.fail(e))
                  }),
                  Effect.asVoid
                )
            }
            const session = started[step.n % Math.max(started.length, 1)]
            return session === undefined ? Effect.void : settle(session, step._tag)
          },
          { concurrency: concurrent ? "unbounded" : 1, discard: true }
        )
        const sessions = yield* SessionStore
        const stored = yield* Effect.forEach(started, (s) =>
          Effect.map(sessions.findById(shop, s.id), Option.getOrThrow)
        )
        const live = stored.filter((s) => s.status === "OPEN" || s.status === "PAID")
        const coupon = Option.getOrThrow(yield* (yield* CouponStore).findById(shop, couponId))
        expect(coupon.uses).toBe(live.filter((s) => s.couponId !== undefined).length)
        expect(coupon.uses).toBeLessThanOrEqual(maxUses)
        const stock = Option.getOrThrow(yield* (yield* ProductStore).findById(shop, productId)).lines
        const liveLines = live.flatMap((s) => s.deliveries.flatMap((d) => (d.type === "TEXT_LINES" ? [d.line] : [])))
        expect(new Set(liveLines).size).toBe(liveLines.length)
        expect(stock).toEqual({ available: lines - liveLines.length, sold: liveLines.length })
        for (const s of stored) {
          expect(s.totalCentavos).toBe(s.amountCentavos - s.discountCentavos)
          expect(s.totalCentavos).toBeGreaterThanOrEqual(0)
          expect(s.discountCentavos).toBeLessThanOrEqual(s.amountCentavos)
          expect(s.amountCentavos).toBe(price)
        }
        const page = yield* (yield* Outbox).readAfter(outboxStart, 1000)
        const announced = page.events.filter((e) => e.eventType === "payment_link.paid").map((e) => e.aggregateId)
        expect([...announced].sort()).toEqual(
          stored
            .filter((s) => s.status === "PAID")
            .map((s) => s.id)
            .sort()
        )
      }).pipe(Effect.provide(layer), Effect.orDie),
    { fastCheck: { numRuns: 100 } }
  )
})
