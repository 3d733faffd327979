import { describe, expect } from "@effect/vitest"
import { Effect, Result } from "effect"
import fc from "fast-check"
import { effectProp, prop } from "../../../vitest.prop.ts"
import { Coupons } from "../../src/coupons/Coupons.ts"
import {
  applyDiscount,
  type CouponDiscount,
  couponPercentBpsMax,
  couponPercentBpsMin,
  discountOf
} from "../../src/coupons/Discount.ts"
import { checkRedeemable, type CouponTerms, isExhausted } from "../../src/coupons/Redeem.ts"
import { AccountId } from "../../src/ledger/Model.ts"
import { amountMaxCentavos } from "../../src/money/Money.ts"

/** Totals of a purchase, the range ends included. */
const total = fc.oneof(
  fc.integer({ min: 0, max: amountMaxCentavos }),
  fc.constantFrom(0, 1, 99, 100, 101, amountMaxCentavos)
)
const percent = fc
  .oneof(
    fc.integer({ min: couponPercentBpsMin, max: couponPercentBpsMax }),
    fc.constantFrom(couponPercentBpsMin, 5_000, couponPercentBpsMax)
  )
  .map((percentBps): CouponDiscount => ({ discountType: "PERCENT", percentBps }))
const fixed = fc
  .oneof(fc.integer({ min: 1, max: amountMaxCentavos }), fc.constantFrom(1, amountMaxCentavos))
  .map((amountCentavos): CouponDiscount => ({ discountType: "FIXED", amountCentavos }))
const discount = fc.oneof(percent, fixed)

/** The platform's rounding, written again from its definition: half up, in big integers. */
const halfUp = (n: bigint, d: bigint) => (2n * n + d) / (2n * d)

describe("coupon discounts", () => {
  prop(
    "a coupon's discount is never negative and never above the total, so no total becomes negative",
    [discount, total],
    ([d, t]) => {
      const { discountCentavos, totalCentavos } = applyDiscount(d, t)
      expect(discountCentavos).toBeGreaterThanOrEqual(0)
      expect(discountCentavos).toBeLessThanOrEqual(t)
      expect(totalCentavos).toBeGreaterThanOrEqual(0)
      expect(Number.isSafeInteger(totalCentavos)).toBe(true)
    }
  )

  prop("the discount and the total after it add up to the total before it", [discount, total], ([d, t]) => {
    const { discountCentavos, totalCentavos } = applyDiscount(d, t)
    expect(discountCentavos + totalCentavos).toBe(t)
  })

  prop(
    "a percentage coupon takes the total times its rate, rounded half up to the centavo",
    [percent, total],
    ([d, t]) => {
      if (d.discountType !== "PERCENT") return
      expect(discountOf(d, t)).toBe(Number(halfUp(BigInt(t) * BigInt(d.percentBps), 10_000n)))
      if (d.percentBps === couponPercentBpsMax) expect(discountOf(d, t)).toBe(t)
    }
  )

  prop("a fixed coupon takes its amount, or the whole total when the amount is larger", [fixed, total], ([d, t]) => {
    if (d.discountType !== "FIXED") return
    expect(discountOf(d, t)).toBe(d.amountCentavos <= t ? d.amountCentavos : t)
  })

  prop("a larger total never gets a smaller discount", [discount, total, total], ([d, a, b]) => {
    const [low, high] = a <= b ? [a, b] : [b, a]
    expect(discountOf(d, low)).toBeLessThanOrEqual(discountOf(d, high))
  })
})

const ids = fc.array(fc.constantFrom("prd_a", "prd_b", "prd_c"), { maxLength: 3 })
const terms = fc.record({
  status: fc.constantFrom("ACTIVE" as const, "INACTIVE" as const),
  expiresAt: fc.option(
    fc.integer({ min: 0, max: 2_000 }).map((ms) => new Date(ms)),
    { nil: undefined }
  ),
  maxUses: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
  uses: fc.integer({ min: 0, max: 6 }),
  productIds: ids,
  paymentLinkIds: fc.array(fc.constantFrom("lnk_a", "lnk_b"), { maxLength: 2 })
}) satisfies fc.Arbitrary<CouponTerms>
const purchase = fc.record({
  at: fc.integer({ min: 0, max: 2_000 }).map((ms) => new Date(ms)),
  productId: fc.option(fc.constantFrom("prd_a", "prd_b", "prd_c"), { nil: undefined }),
  paymentLinkId: fc.option(fc.constantFrom("lnk_a", "lnk_b"), { nil: undefined })
})

describe("coupon redemption rules", () => {
  prop(
    "a coupon applies exactly when it is active, before its end, under its cap, and for one of its products and links",
    [terms, purchase],
    ([c, p]) => {
      const applies =
        c.status === "ACTIVE" &&
        (c.expiresAt === undefined || p.at < c.expiresAt) &&
        (c.maxUses === undefined || c.uses < c.maxUses) &&
        (c.productIds.length === 0 || (p.productId !== undefined && c.productIds.includes(p.productId))) &&
        (c.paymentLinkIds.length === 0 || (p.paymentLinkId !== undefined && c.paymentLinkIds.includes(p.paymentLinkId)))
      expect(Result.isSuccess(checkRedeemable(c, p))).toBe(applies)
    }
  )

  prop(
    "uses counted one by one never pass the cap: the coupon is exhausted from its last use on",
    [fc.integer({ min: 1, max: 50 })],
    ([maxUses]) => {
      let uses = 0
      while (!isExhausted({ maxUses, uses })) uses++
      expect(uses).toBe(maxUses)
    }
  )
})

describe("coupon quotes", () => {
  const merchant = AccountId.make("acc_quote_property")
  const positiveTotal = fc.oneof(
    fc.integer({ min: 1, max: amountMaxCentavos }),
    fc.constantFrom(1, 99, 100, 101, amountMaxCentavos)
  )

  effectProp(
    "a quote never gives a negative total nor a discount above the amount, and the two add up to the amount",
    [discount, positiveTotal, fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }), fc.nat({ max: 3 })],
    ([d, amountCentavos, maxUses, redeemed]) =>
      Effect.gen(function* () {
        const coupons = yield* Coupons
        const created = yield* coupons.create(merchant, {
          code: "PROP-1",
          discountType: d.discountType,
          ...(d.discountType === "PERCENT" ? { percentBps: d.percentBps } : { amountCentavos: d.amountCentavos }),
          maxUses
        })
        for (let i = 0; i < redeemed; i++) yield* Effect.ignore(coupons.redeem(merchant, created.id, `sale_${i}`))
        const quoted = yield* Effect.result(coupons.quote(merchant, { code: "prop-1", amountCentavos, productIds: [] }))
        if (Result.isFailure(quoted)) {
          // Only a coupon at its cap is refused here.
          expect(quoted.failure).toMatchObject({ _tag: "CouponNotApplicable", reason: "exhausted" })
          expect(maxUses !== undefined && redeemed >= maxUses).toBe(true)
          return
        }
        const { discountCentavos, totalCentavos } = quoted.success
        expect(discountCentavos).toBeGreaterThanOrEqual(0)
        expect(discountCentavos).toBeLessThanOrEqual(amountCentavos)
        expect(totalCentavos).toBeGreaterThanOrEqual(0)
        expect(discountCentavos + totalCentavos).toBe(amountCentavos)
        expect(discountCentavos).toBe(discountOf(d, amountCentavos))
      }).pipe(Effect.provide(Coupons.Test))
  )
})
