import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody, strict } from "../auth/BodyRules.ts"
import { Envelope } from "../http/Envelope.ts"
import { idempotentMoneyRouteErrors, withIdempotencyKey } from "../http/Idempotency.ts"

/**
 * A month or a year as Asaas sends it: text ("05", "2030") or a number from 1 to 9999. Whether it is a month, a year
 * and in the future is the domain's check, which names every problem at once.
 */
const MonthOrYear = Schema.Union([Schema.String, Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 9999 }))])

/** `creditCard`: the card, as Asaas names its fields. Its number and `ccv` reach the processor only. */
export const CreditCardBody = strict(
  Schema.Struct({
    holderName: Schema.String,
    number: Schema.String,
    expiryMonth: MonthOrYear,
    expiryYear: MonthOrYear,
    ccv: Schema.String
  })
)

/** `creditCardHolderInfo`: the holder's identity and billing address. */
export const CreditCardHolderInfoBody = strict(
  Schema.Struct({
    name: Schema.String,
    email: Schema.String,
    cpfCnpj: Schema.String,
    postalCode: Schema.String,
    addressNumber: Schema.String,
    addressComplement: Schema.optionalKey(Schema.String),
    phone: Schema.String,
    mobilePhone: Schema.optionalKey(Schema.String)
  })
)

/**
 * `POST /billings/tokenize-card` body (spec, Billings): the card, its holder's information, the buyer's IP
 * (`remoteIp`, a public address) and an optional `customer` reference the token is kept for.
 */
export const TokenizeCardBody = StrictBody({
  creditCard: CreditCardBody,
  creditCardHolderInfo: CreditCardHolderInfoBody,
  remoteIp: Schema.String,
  customer: Schema.optionalKey(Schema.String)
})

/** A stored card token in Asaas's shape: `creditCardNumber` is the card's last 4 digits. */
export const CardTokenView = Schema.Struct({
  creditCardToken: Schema.String,
  creditCardBrand: Schema.String,
  creditCardNumber: Schema.String
})

/**
 * Card tokens of card billings (`/billings/tokenize-card`, permission `billings/tokenize`): a card tokenized without
 * a charge, its token reusable as `cardToken` by the merchant that made it. The card processor's onboarding gate
 * applies (403 `CARD_PROCESSING_UNAVAILABLE`).
 */
export class BillingCardsGroup extends HttpApiGroup.make("billingCards")
  .add(
    HttpApiEndpoint.post("tokenize", "/billings/tokenize-card", {
      payload: TokenizeCardBody,
      success: Envelope(CardTokenView),
      error: idempotentMoneyRouteErrors
    }).pipe(withIdempotencyKey, permission("billings/tokenize"))
  )
  .middleware(Authentication) {}
