import { Schema } from "effect"

/**
 * Errors of the payment link use cases. None carries HTTP knowledge; the API's table (`apps/api/src/http/ErrorCodes.ts`)
 * gives each its status and code.
 */

/** A create, update or list request with refused fields: every problem, each with its field path. */
export class InvalidPaymentLink extends Schema.TaggedError<InvalidPaymentLink>()("InvalidPaymentLink", {
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

/** No live payment link of this account has this id (never created, another account's, or deleted). */
export class PaymentLinkNotFound extends Schema.TaggedError<PaymentLinkNotFound>()("PaymentLinkNotFound", {
  id: Schema.String
}) {
  override get message(): string {
    return `no payment link ${this.id}`
  }
}

/** A compare-and-set found another version: a concurrent write came first. The use cases read again and retry. */
export class PaymentLinkChanged extends Schema.TaggedError<PaymentLinkChanged>()("PaymentLinkChanged", {
  id: Schema.String,
  expectedVersion: Schema.Number
}) {
  override get message(): string {
    return `payment link ${this.id} was changed by another request at the same time; retry`
  }
}

/** The storage behind the payment links failed (connection lost, timeout). Nothing is known to have been written. */
export class PaymentLinkStoreError extends Schema.TaggedError<PaymentLinkStoreError>()("PaymentLinkStoreError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}

/**
 * A checkout method the merchant cannot take: `capability` names what is missing (`account_verified`, `pix_in`,
 * `crypto_in`), `message` says it with the method's name. `CARD` behind an incomplete card onboarding is refused with
 * the card checkout's own `CardProcessingUnavailable` instead.
 */
export class PaymentMethodUnavailable extends Schema.TaggedError<PaymentMethodUnavailable>()(
  "PaymentMethodUnavailable",
  {
    method: Schema.Literals(["PIX", "CRYPTO", "CARD"]),
    capability: Schema.Literals(["account_verified", "pix_in", "crypto_in"]),
    message: Schema.String
  }
) {}
