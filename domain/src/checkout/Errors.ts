import { Schema } from "effect"

/**
 * Errors of the checkout. None carries HTTP knowledge; the API's table (`apps/api/src/http/ErrorCodes.ts`) gives each
 * its status and code.
 */

/** A checkout request with refused fields: every problem, each with its field path. */
export class InvalidCheckout extends Schema.TaggedError<InvalidCheckout>()("InvalidCheckout", {
  problems: Schema.Array(Schema.Struct({ field: Schema.String, message: Schema.String }))
}) {
  override get message(): string {
    return this.problems.map((p) => `${p.field}: ${p.message}`).join("; ")
  }
}

/** No session of this account has this id (another account's session is not found either). */
export class CheckoutSessionNotFound extends Schema.TaggedError<CheckoutSessionNotFound>()("CheckoutSessionNotFound", {
  id: Schema.String
}) {
  override get message(): string {
    return `no checkout session ${this.id}`
  }
}

/** The payment link is not taking payments (`INACTIVE`). */
export class PaymentLinkInactive extends Schema.TaggedError<PaymentLinkInactive>()("PaymentLinkInactive", {
  id: Schema.String
}) {
  override get message(): string {
    return `payment link ${this.id} is inactive`
  }
}

/** A product the link sells is no longer on sale (deleted or `INACTIVE`). */
export class ProductUnavailable extends Schema.TaggedError<ProductUnavailable>()("ProductUnavailable", {
  id: Schema.String
}) {
  override get message(): string {
    return `product ${this.id} is not on sale`
  }
}

/** The `externalReference` already names a session of the account started with another body. */
export class CheckoutReferenceConflict extends Schema.TaggedError<CheckoutReferenceConflict>()(
  "CheckoutReferenceConflict",
  { externalReference: Schema.String, sessionId: Schema.String }
) {
  override get message(): string {
    return `externalReference ${this.externalReference} already names session ${this.sessionId}, started with another body`
  }
}

/** The store refused an insert: the account already has a session under this `externalReference`. */
export class DuplicateSessionReference extends Schema.TaggedError<DuplicateSessionReference>()(
  "DuplicateSessionReference",
  { externalReference: Schema.String }
) {}

/** A compare-and-set found another version: a concurrent write came first. */
export class CheckoutSessionChanged extends Schema.TaggedError<CheckoutSessionChanged>()("CheckoutSessionChanged", {
  id: Schema.String,
  expectedVersion: Schema.Number
}) {}

/** The storage behind the sessions failed (connection lost, timeout). Nothing is known to have been written. */
export class CheckoutStoreError extends Schema.TaggedError<CheckoutStoreError>()("CheckoutStoreError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}
