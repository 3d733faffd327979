import { Schema } from "effect"

/**
 * Errors of stored card tokens. None carries HTTP knowledge; the API's table (`apps/api/src/http/ErrorCodes.ts`)
 * gives each its status and code.
 */

/**
 * A tokenize request, or the card part of a charge, refused before anything reached the processor: every problem,
 * each with its field path (`creditCard.number`, `creditCardHolderInfo.postalCode`, `remoteIp` …). No problem ever
 * quotes a card number or CVV.
 */
export class InvalidCardTokenRequest extends Schema.TaggedError<InvalidCardTokenRequest>()("InvalidCardTokenRequest", {
  problems: Schema.Array(Schema.Struct({ field: Schema.String, message: Schema.String }))
}) {
  /** Every problem as `field: message`, joined. */
  override get message(): string {
    return this.problems.map((p) => `${p.field}: ${p.message}`).join("; ")
  }
}

/** No stored card token with this value for the merchant (another merchant's token is not found either). */
export class CardTokenNotFound extends Schema.TaggedError<CardTokenNotFound>()("CardTokenNotFound", {
  token: Schema.String
}) {
  override get message(): string {
    return `no card token ${this.token} for this account: tokenize the card first`
  }
}

/** The storage of card tokens failed; nothing is known to have changed. */
export class CardTokenStoreError extends Schema.TaggedError<CardTokenStoreError>()("CardTokenStoreError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}
