import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import { applyDiscount } from "../../src/coupons/Discount.ts"
import { checkRedeemable, type CouponTerms } from "../../src/coupons/Redeem.ts"

const end = new Date("2026-12-01T03:00:00.000Z")
const open: CouponTerms = { status: "ACTIVE", uses: 0, productIds: [], paymentLinkIds: [] }
const refusal = (terms: Partial<CouponTerms>, purchase: Parameters<typeof checkRedeemable>[1]) => {
  const r = checkRedeemable({ ...open, ...terms }, purchase)
  return Result.isFailure(r) ? r.failure : "applies"
}

describe("coupons", () => {
  it("a percentage rounds half up to the centavo; a fixed amount stops at the total", () => {
    expect(applyDiscount({ discountType: "PERCENT", percentBps: 1_000 }, 1_005)).toEqual({
      discountCentavos: 101,
      totalCentavos: 904
    })
    expect(applyDiscount({ discountType: "PERCENT", percentBps: 10_000 }, 1_005).totalCentavos).toBe(0)
    expect(applyDiscount({ discountType: "FIXED", amountCentavos: 2_000 }, 1_500)).toEqual({
      discountCentavos: 1_500,
      totalCentavos: 0
    })
    expect(applyDiscount({ discountType: "FIXED", amountCentavos: 500 }, 1_500).totalCentavos).toBe(1_000)
  })

  it("names the first rule a coupon fails", () => {
    const at = new Date(end.getTime() - 1)
    expect(refusal({}, { at })).toBe("applies")
    expect(refusal({ status: "INACTIVE", expiresAt: end }, { at: end })).toBe("inactive")
    expect(refusal({ expiresAt: end }, { at })).toBe("applies")
    expect(refusal({ expiresAt: end, maxUses: 1, uses: 1 }, { at: end })).toBe("expired")
    expect(refusal({ maxUses: 3, uses: 2 }, { at })).toBe("applies")
    expect(refusal({ maxUses: 3, uses: 3, productIds: ["prd_a"] }, { at })).toBe("exhausted")
    expect(refusal({ productIds: ["prd_a"] }, { at })).toBe("product_not_eligible")
    expect(refusal({ productIds: ["prd_a"] }, { at, productId: "prd_b" })).toBe("product_not_eligible")
    expect(refusal({ productIds: ["prd_a"], paymentLinkIds: ["lnk_a"] }, { at, productId: "prd_a" })).toBe(
      "payment_link_not_eligible"
    )
    expect(
      refusal({ productIds: ["prd_a"], paymentLinkIds: ["lnk_a"] }, { at, productId: "prd_a", paymentLinkId: "lnk_a" })
    ).toBe("applies")
  })
})
