import { Schema } from "effect"

/**
 * Errors of the card processor context. None carries HTTP knowledge; the API's table
 * (`apps/api/src/http/ErrorCodes.ts`) gives each its status and code.
 */

/** Card data refused on the hosted card page: every problem, each with its field (`number`, `expYear`, `cvv` …). */
export class InvalidCard extends Schema.TaggedError<InvalidCard>()("InvalidCard", {
  problems: Schema.Array(Schema.Struct({ field: Schema.String, message: Schema.String }))
}) {
  /** Every problem as `field: message`, joined. */
  override get message(): string {
    return this.problems.map((p) => `${p.field}: ${p.message}`).join("; ")
  }
}

/** A card checkout amount below the spec's minimum (5.00 BRL), as requested (the gross, or the net with coverFee). */
export class CardAmountBelowMinimum extends Schema.TaggedError<CardAmountBelowMinimum>()("CardAmountBelowMinimum", {
  amountCentavos: Schema.Number,
  minimumCentavos: Schema.Number
}) {
  override get message(): string {
    return `amount must be at least ${(this.minimumCentavos / 100).toFixed(2)} BRL for a card checkout`
  }
}

/**
 * The merchant cannot take card payments yet: `capability` names the first thing missing, in the gate's order
 * (`processor_account`, `pj_account`, `account_verified`, `charges_enabled`, `payouts_enabled`,
 * `requirements_past_due`).
 */
export class CardProcessingUnavailable extends Schema.TaggedError<CardProcessingUnavailable>()(
  "CardProcessingUnavailable",
  {
    capability: Schema.Literals([
      "processor_account",
      "pj_account",
      "account_verified",
      "charges_enabled",
      "payouts_enabled",
      "requirements_past_due"
    ]),
    message: Schema.String
  }
) {}

/**
 * A refund the card transaction cannot take: `not_completed` (never captured: pending, challenged, failed or
 * canceled), `fully_refunded` (nothing of the net remains), `invalid_amount` (not a positive whole number of centavos)
 * or `exceeds_remaining` (more than what remains of the net).
 */
export class CardRefundRefused extends Schema.TaggedError<CardRefundRefused>()("CardRefundRefused", {
  transactionId: Schema.String,
  reason: Schema.Literals(["not_completed", "fully_refunded", "invalid_amount", "exceeds_remaining"]),
  remainingCentavos: Schema.Number,
  message: Schema.String
}) {}

/** Onboarding data refused by the processor's form: every problem, each with its field path. */
export class InvalidOnboarding extends Schema.TaggedError<InvalidOnboarding>()("InvalidOnboarding", {
  problems: Schema.Array(Schema.Struct({ field: Schema.String, message: Schema.String }))
}) {
  /** Every problem as `field: message`, joined. */
  override get message(): string {
    return this.problems.map((p) => `${p.field}: ${p.message}`).join("; ")
  }
}

/** A card checkout request refused before anything was created: every problem, each with its field. */
export class InvalidCardCheckout extends Schema.TaggedError<InvalidCardCheckout>()("InvalidCardCheckout", {
  problems: Schema.Array(Schema.Struct({ field: Schema.String, message: Schema.String }))
}) {
  /** Every problem as `field: message`, joined. */
  override get message(): string {
    return this.problems.map((p) => `${p.field}: ${p.message}`).join("; ")
  }
}

/**
 * The checkout no longer takes this step: a card is given only while it is `PENDING` (and unexpired), a challenge's
 * answer only while it is `AWAITING_CHALLENGE`; `status` is the one found.
 */
export class CardCheckoutClosed extends Schema.TaggedError<CardCheckoutClosed>()("CardCheckoutClosed", {
  transactionId: Schema.String,
  status: Schema.String
}) {
  override get message(): string {
    return `card checkout ${this.transactionId} is ${this.status}: it takes no payment step now`
  }
}
