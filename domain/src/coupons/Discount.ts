import { percentOfCentavos } from "../fees/Rounding.ts"
import { centavos, type Centavos } from "../money/Money.ts"

/**
 * What a coupon takes off: `PERCENT` a share of the total in basis points (1 to 10,000: 0.01 % to 100 %), `FIXED` an
 * amount of centavos, capped at the total (spec, "Coupon").
 */
export type CouponDiscount =
  | { readonly discountType: "PERCENT"; readonly percentBps: number }
  | { readonly discountType: "FIXED"; readonly amountCentavos: number }

/** The discount's bounds: a percentage of 0.01 % to 100 %, a fixed amount of at least one centavo. */
export const couponPercentBpsMin = 1
export const couponPercentBpsMax = 10_000

/**
 * The centavos a coupon takes off a total: a percentage rounded half up to the centavo (the platform's one rounding,
 * `percentOfCentavos`), a fixed amount capped at the total. Never negative, never above the total, so the total after
 * the discount is never negative.
 */
export const discountOf = (discount: CouponDiscount, totalCentavos: number): Centavos =>
  discount.discountType === "PERCENT"
    ? percentOfCentavos(totalCentavos, discount.percentBps)
    : centavos(Math.min(discount.amountCentavos, totalCentavos))

/** What the buyer pays after the coupon, and the discount. */
export const applyDiscount = (
  discount: CouponDiscount,
  totalCentavos: number
): { readonly discountCentavos: Centavos; readonly totalCentavos: Centavos } => {
  const off = discountOf(discount, totalCentavos)
  return { discountCentavos: off, totalCentavos: centavos(totalCentavos - off) }
}
