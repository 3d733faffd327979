import { Schema } from "effect"
import type { CouponRefusal } from "./Redeem.ts"

/**
 * Errors of the coupon use cases. None carries HTTP knowledge; the API's table (`apps/api/src/http/ErrorCodes.ts`)
 * gives each its status and code (and `CouponNotApplicable` a code per reason).
 */

/** A create, update, list or quote request with refused fields: every problem, each with its field path. */
export class InvalidCoupon extends Schema.TaggedError<InvalidCoupon>()("InvalidCoupon", {
  problems: Schema.Array(Schema.Struct({ field: Schema.String, message: Schema.String }))
}) {
  /** Every problem, each with its field's path unless its words already start with the field's name. */
  override get message(): string {
    return this.problems
      .map((p) => {
        const name = p.field.split(".").pop() ?? p.field
        return p.message.startsWith(`${name} `)
          ? `${p.field}: ${p.message.slice(name.length + 1)}`
          : `${p.field}: ${p.message}`
      })
      .join("; ")
  }
}

/**
 * No coupon of this account has this id (`id`) or this code (`code`); another account's coupon is not found either.
 */
export class CouponNotFound extends Schema.TaggedError<CouponNotFound>()("CouponNotFound", {
  id: Schema.optional(Schema.String),
  code: Schema.optional(Schema.String)
}) {
  override get message(): string {
    return this.code === undefined ? `no coupon ${this.id ?? ""}` : `no coupon with the code ${this.code}`
  }
}

/** Another coupon of the same account already has this code (codes compare without case). */
export class CouponCodeTaken extends Schema.TaggedError<CouponCodeTaken>()("CouponCodeTaken", {
  code: Schema.String
}) {
  override get message(): string {
    return `another coupon of this account has the code ${this.code}`
  }
}

/** The reasons of `CouponRefusal` as a schema. */
export const CouponRefusalReason = Schema.Literals([
  "inactive",
  "expired",
  "exhausted",
  "product_not_eligible",
  "payment_link_not_eligible"
]) satisfies Schema.Schema<CouponRefusal>

const refusalText: { readonly [R in CouponRefusal]: string } = {
  inactive: "is inactive",
  expired: "has expired",
  exhausted: "has no uses left",
  product_not_eligible: "does not apply to these products",
  payment_link_not_eligible: "does not apply to this payment link"
}

/** The coupon exists but does not apply to this purchase: `reason` is the first rule of `checkRedeemable` it fails. */
export class CouponNotApplicable extends Schema.TaggedError<CouponNotApplicable>()("CouponNotApplicable", {
  reason: CouponRefusalReason,
  code: Schema.String
}) {
  override get message(): string {
    return `coupon ${this.code} ${refusalText[this.reason]}`
  }
}

/** A compare-and-set found another version: a concurrent write came first. The use cases read again and retry. */
export class CouponChanged extends Schema.TaggedError<CouponChanged>()("CouponChanged", {
  id: Schema.String,
  expectedVersion: Schema.Number
}) {}

/** The storage behind the coupons failed (connection lost, timeout). Nothing is known to have been written. */
export class CouponStoreError extends Schema.TaggedError<CouponStoreError>()("CouponStoreError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}
