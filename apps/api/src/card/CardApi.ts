import { Card } from "@trilho/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody } from "../auth/BodyRules.ts"
import { Amount } from "../http/Amounts.ts"
import { Envelope } from "../http/Envelope.ts"
import { withMoneyRouteErrors } from "../http/Errors.ts"
import { idempotentMoneyRouteErrors, withIdempotencyKey } from "../http/Idempotency.ts"
import { getRecord, IdPath } from "../http/RecordRoutes.ts"

/**
 * `POST /card/checkout` body (spec, Card checkout): `amount` in reais (at least 5.00: the gross, or the net with
 * `coverFee`), `description`, optional return URLs the processor's page sends the buyer to.
 */
export const CardCheckoutBody = StrictBody({
  amount: Amount,
  description: Schema.String,
  successUrl: Schema.optionalKey(Schema.String),
  cancelUrl: Schema.optionalKey(Schema.String),
  coverFee: Schema.optionalKey(Schema.Boolean)
})

/** `POST /payments/{id}/refund` body: `amount` in reais for a partial refund; omitted, what remains of the net. */
export const CardRefundBody = StrictBody({ amount: Schema.optionalKey(Amount) })

/** A link to the card processor's onboarding form, single use, valid until `expiresAt`. */
export const OnboardingLinkView = Schema.Struct({
  url: Schema.String,
  expiresAt: Schema.String,
  processorAccountId: Schema.String
})

/** A card transaction after a refund, with the refund's id and amount in reais. */
export const CardRefundView = Schema.Struct({
  ...Card.CardTransactionView.fields,
  refund: Schema.Struct({ refundId: Schema.String, amount: Schema.Number })
})

/**
 * Card checkout through the card processor (`/processor/onboarding-link`, `/card/*`, `/payments/{id}/refund`),
 * each route behind the permission of its name. A checkout needs the processor's onboarding complete (403
 * `CARD_PROCESSING_UNAVAILABLE` naming what is missing); another merchant's transaction is a 404 like a missing one.
 */
export class CardGroup extends HttpApiGroup.make("card")
  .add(
    HttpApiEndpoint.post("onboardingLink", "/processor/onboarding-link", {
      payload: StrictBody({}),
      success: Envelope(OnboardingLinkView),
      error: withMoneyRouteErrors
    }).pipe(permission("processor/onboarding"))
  )
  .add(
    HttpApiEndpoint.post("checkout", "/card/checkout", {
      payload: CardCheckoutBody,
      success: Envelope(Card.CardTransactionView),
      error: idempotentMoneyRouteErrors
    }).pipe(withIdempotencyKey, permission("card/checkout"))
  )
  .add(getRecord("get", "/card/get/:id", Card.CardTransactionView, "card/get"))
  .add(
    HttpApiEndpoint.post("refund", "/payments/:id/refund", {
      params: IdPath,
      payload: CardRefundBody,
      success: Envelope(CardRefundView),
      error: idempotentMoneyRouteErrors
    }).pipe(withIdempotencyKey, permission("payments/refund"))
  )
  .middleware(Authentication) {}
