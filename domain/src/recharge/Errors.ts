import { Schema } from "effect"

/**
 * Errors of the mobile recharge use cases. None carries HTTP knowledge; the API's table
 * (`apps/api/src/http/ErrorCodes.ts`) gives each its status and code.
 */

/** A provider lookup, create or list request with refused fields: every problem, each with its field path. */
export class InvalidRecharge extends Schema.TaggedError<InvalidRecharge>()("InvalidRecharge", {
  problems: Schema.Array(Schema.Struct({ field: Schema.String, message: Schema.String }))
}) {
  /** Every problem, each with its field's path unless its words already start with the field's name. */
  override get message(): string {
    return this.problems
      .map((p) => (p.message.startsWith(`${p.field} `) ? p.message : `${p.field}: ${p.message}`))
      .join("; ")
  }
}

/** No recharge of this account has this id (another account's recharge is not found either). */
export class RechargeNotFound extends Schema.TaggedError<RechargeNotFound>()("RechargeNotFound", {
  id: Schema.String
}) {
  override get message(): string {
    return `no mobile recharge ${this.id}`
  }
}

/** A cancel of a recharge no longer PENDING: the operator has it, or it is final (`canBeCancelled` is false). */
export class RechargeNotCancellable extends Schema.TaggedError<RechargeNotCancellable>()("RechargeNotCancellable", {
  id: Schema.String,
  status: Schema.String
}) {
  override get message(): string {
    return `mobile recharge ${this.id} is ${this.status}: only a PENDING recharge can be cancelled`
  }
}

/** A compare-and-set found the recharge in another status: a concurrent move came first. Nothing was written. */
export class RechargeStatusChanged extends Schema.TaggedError<RechargeStatusChanged>()("RechargeStatusChanged", {
  id: Schema.String,
  expected: Schema.String
}) {
  override get message(): string {
    return `mobile recharge ${this.id} is no longer ${this.expected}: another request moved it first`
  }
}

/** The storage behind the recharges failed (connection lost, timeout). Nothing is known to have been written. */
export class RechargeStoreError extends Schema.TaggedError<RechargeStoreError>()("RechargeStoreError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}

/** The recharge operator did not answer. Nothing is known to have changed there; the call may be repeated. */
export class RechargeNetworkError extends Schema.TaggedError<RechargeNetworkError>()("RechargeNetworkError", {
  message: Schema.String
}) {}
