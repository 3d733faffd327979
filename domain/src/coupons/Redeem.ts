import { Result } from "effect"
import type { CouponDiscount } from "./Discount.ts"

/** What decides whether a coupon applies to a purchase. */
export interface CouponTerms {
  readonly status: "ACTIVE" | "INACTIVE"
  /** Valid until this instant, excluded; no end when absent. */
  readonly expiresAt?: Date | undefined
  /** Uses allowed in all; no cap when absent. */
  readonly maxUses?: number | undefined
  /** Uses so far (redemptions of paid or pending checkouts). */
  readonly uses: number
  /** When not empty, the coupon applies only to a purchase of one of these products. */
  readonly productIds: ReadonlyArray<string>
  /** When not empty, the coupon applies only to a checkout of one of these payment links. */
  readonly paymentLinkIds: ReadonlyArray<string>
}

/** A purchase a coupon is checked against. */
export interface CouponPurchase {
  readonly at: Date
  readonly productId?: string | undefined
  readonly paymentLinkId?: string | undefined
}

/** Why a coupon does not apply; each reason its own answer (docs/errors.md). */
export type CouponRefusal = "inactive" | "expired" | "exhausted" | "product_not_eligible" | "payment_link_not_eligible"

/** Whether the coupon has reached its cap: `uses` at or above `maxUses`. */
export const isExhausted = (terms: Pick<CouponTerms, "maxUses" | "uses">): boolean =>
  terms.uses >= (terms.maxUses ?? Number.POSITIVE_INFINITY)

/** Whether the coupon has ended at `at`: `expiresAt` is the first instant it no longer applies. */
export const isExpired = (terms: Pick<CouponTerms, "expiresAt">, at: Date): boolean =>
  terms.expiresAt !== undefined && at.getTime() >= terms.expiresAt.getTime()

const restrictedAway = (allowed: ReadonlyArray<string>, id: string | undefined): boolean =>
  allowed.length > 0 && !allowed.some((allowedId) => allowedId === id)

/**
 * Whether a coupon applies to a purchase, the first failing rule named: active, not expired, uses left, the product
 * among its products (a product-restricted coupon needs a product), the link among its links.
 */
export const checkRedeemable = (terms: CouponTerms, purchase: CouponPurchase): Result.Result<void, CouponRefusal> => {
  if (terms.status !== "ACTIVE") return Result.fail("inactive")
  if (isExpired(terms, purchase.at)) return Result.fail("expired")
  if (isExhausted(terms)) return Result.fail("exhausted")
  if (restrictedAway(terms.productIds, purchase.productId)) return Result.fail("product_not_eligible")
  if (restrictedAway(terms.paymentLinkIds, purchase.paymentLinkId)) return Result.fail("payment_link_not_eligible")
  return Result.void
}

/** A coupon with its terms and its discount, as the rules above read it. */
export type CouponRules = CouponTerms & CouponDiscount
