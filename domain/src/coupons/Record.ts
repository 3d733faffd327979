import { Schema } from "effect"
import { AccountId } from "../ledger/Model.ts"

/** The id prefix of coupons: `cpn_<26 characters>`. */
export const couponIdPrefix = "cpn"

/** Characters of a coupon's `code`: at least, at most. */
export const codeLengthMin = 3
export const codeLengthMax = 40
/** Products and payment links one coupon may be restricted to, at most each. */
export const restrictedIdsMax = 50
/** Characters of one product or payment link id a coupon names, at most. */
export const restrictedIdLengthMax = 64
/** A coupon's `maxUses`, at most. */
export const maxUsesMax = 1_000_000_000
/** Characters of a redemption id (the key a redemption is idempotent on), at most. */
export const redemptionIdLengthMax = 64
/** Page size of coupon lists: default and maximum (spec, Limits). */
export const couponPageSizeDefault = 50
export const couponPageSizeMax = 100
/** Characters of a list `search`, at most. */
export const couponSearchLengthMax = 100

/** The characters a stored code is made of: upper-case letters, digits, `-` and `_`. */
export const codeShape = /^[A-Z0-9_-]+$/

/** A coupon's status (spec, Coupon): only an ACTIVE coupon applies. */
export const CouponStatus = Schema.Literals(["ACTIVE", "INACTIVE"])
export type CouponStatus = typeof CouponStatus.Type

/** The discount types (spec, Coupon). */
export const DiscountType = Schema.Literals(["PERCENT", "FIXED"])
export type DiscountType = typeof DiscountType.Type

/** A share of the total in basis points (1 to 10,000). */
export const PercentDiscount = Schema.Struct({ discountType: Schema.Literal("PERCENT"), percentBps: Schema.Int })

/** A fixed amount of centavos, capped at the total. */
export const FixedDiscount = Schema.Struct({ discountType: Schema.Literal("FIXED"), amountCentavos: Schema.Int })

/** What a coupon takes off (`Discount.ts` computes it). */
export const StoredDiscount = Schema.Union([PercentDiscount, FixedDiscount])

/**
 * A coupon. `code` is stored upper-case and is unique per account, whatever its case. `uses` counts its redemptions and
 * is written only by the store's `redeem` and `release`; `version` grows with every other write (compare-and-set).
 * Empty `productIds` / `paymentLinkIds`: no restriction. No `maxUses`: no cap. No `expiresAt`: no end.
 */
export const CouponRecord = Schema.Struct({
  id: Schema.String,
  accountId: AccountId,
  code: Schema.String,
  discount: StoredDiscount,
  status: CouponStatus,
  productIds: Schema.Array(Schema.String),
  paymentLinkIds: Schema.Array(Schema.String),
  maxUses: Schema.optional(Schema.Int),
  uses: Schema.Int,
  expiresAt: Schema.optional(Schema.Date),
  version: Schema.Int,
  createdAt: Schema.Date,
  updatedAt: Schema.Date
})
export type CouponRecord = typeof CouponRecord.Type

/** Filters of a coupon list: `search` a case-insensitive substring of the code, `status` exact. */
export interface CouponListFilters {
  readonly search?: string | undefined
  readonly status?: CouponStatus | undefined
}

/** A code as it is stored and looked up: trimmed, upper-case. */
export const normalizeCode = (code: string): string => code.trim().toUpperCase()

/** The uses a coupon has left: `maxUses - uses`, never below zero; undefined when it has no cap. */
export const remainingUses = (coupon: Pick<CouponRecord, "maxUses" | "uses">): number | undefined =>
  coupon.maxUses === undefined ? undefined : Math.max(0, coupon.maxUses - coupon.uses)

/** Whether a coupon passes the list filters: the reference semantics every `CouponStore` must match. */
export const matchesFilters = (coupon: CouponRecord, filters: CouponListFilters): boolean => {
  if (filters.status !== undefined && coupon.status !== filters.status) return false
  if (filters.search === undefined || filters.search === "") return true
  return coupon.code.toLowerCase().includes(filters.search.toLowerCase())
}

/** Newest first, then by id descending: the order of an account's list. */
export const newestFirst = (a: CouponRecord, b: CouponRecord): number =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)
