import { Coupons } from "@trilho/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody } from "../auth/BodyRules.ts"
import { Amount } from "../http/Amounts.ts"
import { Envelope, Page } from "../http/Envelope.ts"
import { BadRequest, Conflict, NotFound, ServiceUnavailable } from "../http/Errors.ts"
import { FilterText, PageNumber, PageSize } from "../http/QueryParams.ts"

const Value = Schema.Finite.annotate({
  description:
    "PERCENT: a percentage from 0.01 to 100 with at most 2 decimals (10 is 10 %). FIXED: reais above zero with at " +
    "most 2 decimals, capped at the purchase's total.",
  examples: [10]
})

const Ids = (what: string) =>
  Schema.Array(Schema.String).annotate({
    description: `Up to ${Coupons.restrictedIdsMax} ${what} ids of the account; empty or absent: no restriction.`
  })

const MaxUses = Schema.Int.annotate({ description: "Uses allowed in all, from 1; absent: no cap." })

const ExpiresAt = Schema.String.annotate({
  description: "ISO 8601 timestamp with a zone: the first instant the coupon no longer applies; must be in the future.",
  examples: ["2026-12-31T23:59:59Z"]
})

/** `POST /coupons/create` body (spec, Coupon). */
export const CreateCouponBody = StrictBody({
  code: Schema.String.annotate({
    description: "3 to 40 letters, digits, - or _; stored upper-case; unique in the account whatever its case."
  }),
  discountType: Coupons.DiscountType,
  value: Value,
  status: Schema.optionalKey(Coupons.CouponStatus),
  productIds: Schema.optionalKey(Ids("product")),
  paymentLinkIds: Schema.optionalKey(Ids("payment link")),
  maxUses: Schema.optionalKey(MaxUses),
  expiresAt: Schema.optionalKey(ExpiresAt)
})

/**
 * `PATCH /coupons/update/{id}` body: the fields to change; `null` clears `maxUses` or `expiresAt`; a list replaces the
 * stored one; a new `discountType` needs its `value`.
 */
export const UpdateCouponBody = StrictBody({
  code: Schema.optionalKey(Schema.String),
  discountType: Schema.optionalKey(Coupons.DiscountType),
  value: Schema.optionalKey(Value),
  status: Schema.optionalKey(Coupons.CouponStatus),
  productIds: Schema.optionalKey(Ids("product")),
  paymentLinkIds: Schema.optionalKey(Ids("payment link")),
  maxUses: Schema.optionalKey(Schema.NullOr(MaxUses)),
  expiresAt: Schema.optionalKey(Schema.NullOr(ExpiresAt))
})

/** `POST /coupons/validate` body: the code and the purchase it would apply to. */
export const ValidateCouponBody = StrictBody({
  code: Schema.String,
  amount: Amount.annotate({ description: "The purchase's total in reais, before the discount." }),
  paymentLinkId: Schema.optionalKey(
    Schema.String.annotate({ description: "The payment link of the checkout (needed by a link-restricted coupon)." })
  ),
  productId: Schema.optionalKey(
    Schema.String.annotate({ description: "The product bought (needed by a product-restricted coupon)." })
  )
})

/** The coupon as the API shows it: `value` in percent or reais, by `discountType`. */
export const Coupon = Schema.Struct({
  id: Schema.String,
  code: Schema.String,
  discountType: Coupons.DiscountType,
  value: Schema.Finite.annotate({ description: "PERCENT: a percentage (10 is 10 %). FIXED: reais." }),
  status: Coupons.CouponStatus,
  productIds: Schema.Array(Schema.String),
  paymentLinkIds: Schema.Array(Schema.String),
  maxUses: Schema.optionalKey(Schema.Int),
  uses: Schema.Int.annotate({ description: "Redemptions so far (checkouts that used the coupon)." }),
  remainingUses: Schema.optionalKey(Schema.Int.annotate({ description: "maxUses - uses; absent: no cap." })),
  expiresAt: Schema.optionalKey(Schema.String),
  createdAt: Schema.String,
  updatedAt: Schema.String
})
export type Coupon = typeof Coupon.Type

/** The answer of `POST /coupons/validate`: the coupon applied to the amount, in reais. */
export const CouponQuote = Schema.Struct({
  couponId: Schema.String,
  code: Schema.String,
  discountType: Coupons.DiscountType,
  value: Schema.Finite,
  amount: Schema.Finite.annotate({ description: "Reais before the discount." }),
  discount: Schema.Finite.annotate({ description: "Reais the coupon takes off; never above the amount." }),
  total: Schema.Finite.annotate({ description: "Reais to pay: amount - discount, never negative." })
})
export type CouponQuote = typeof CouponQuote.Type

/** `GET /coupons/list` query. */
export const CouponListQuery = Schema.Struct({
  page: Schema.optionalKey(PageNumber),
  pageSize: Schema.optionalKey(PageSize(Coupons.couponPageSizeMax)),
  search: Schema.optionalKey(FilterText(Coupons.couponSearchLengthMax, "Case-insensitive substring of the code.")),
  status: Schema.optionalKey(Coupons.CouponStatus)
})

const IdPath = Schema.Struct({ id: Schema.String })
const errors = [BadRequest, NotFound, Conflict, ServiceUnavailable] as const

/** Coupons (`/coupons/*`), each route behind the permission of its name; another account's coupon is a 404. */
export class CouponsGroup extends HttpApiGroup.make("coupons")
  .add(
    HttpApiEndpoint.post("create", "/coupons/create", {
      payload: CreateCouponBody,
      success: Envelope(Coupon),
      error: errors
    }).pipe(permission("coupons/create"))
  )
  .add(
    HttpApiEndpoint.get("get", "/coupons/get/:id", {
      params: IdPath,
      success: Envelope(Coupon),
      error: errors
    }).pipe(permission("coupons/get"))
  )
  .add(
    HttpApiEndpoint.get("list", "/coupons/list", {
      query: CouponListQuery,
      success: Envelope(Page(Coupon)),
      error: errors
    }).pipe(permission("coupons/list"))
  )
  .add(
    HttpApiEndpoint.patch("update", "/coupons/update/:id", {
      params: IdPath,
      payload: UpdateCouponBody,
      success: Envelope(Coupon),
      error: errors
    }).pipe(permission("coupons/update"))
  )
  .add(
    HttpApiEndpoint.delete("delete", "/coupons/delete/:id", {
      params: IdPath,
      success: Envelope(Coupon),
      error: errors
    }).pipe(permission("coupons/delete"))
  )
  .add(
    HttpApiEndpoint.post("validate", "/coupons/validate", {
      payload: ValidateCouponBody,
      success: Envelope(CouponQuote),
      error: errors
    }).pipe(permission("coupons/validate"))
  )
  .middleware(Authentication) {}
