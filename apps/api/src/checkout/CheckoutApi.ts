import { Checkout, CryptoAssets, PaymentLinks } from "@trilho/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody } from "../auth/BodyRules.ts"
import { Amount } from "../http/Amounts.ts"
import { Envelope } from "../http/Envelope.ts"
import { withMoneyRouteErrors } from "../http/Errors.ts"
import { idempotentMoneyRouteErrors, withIdempotencyKey } from "../http/Idempotency.ts"

/** The buyer of a checkout: a name and a CPF or CNPJ; an e-mail when the link keeps customers; a phone. */
export const CheckoutPayer = StrictBody({
  name: Schema.String,
  document: Schema.String.annotate({ description: "CPF or CNPJ (the alphanumeric CNPJ included), masked or not." }),
  email: Schema.optionalKey(
    Schema.String.annotate({ description: "Required when the link's customerMode is not NONE." })
  ),
  phone: Schema.optionalKey(Schema.String)
})

/** `POST /payment-links/checkout` body (spec, "Payment link and checkout session"). */
export const CheckoutBody = StrictBody({
  linkId: Schema.String,
  method: PaymentLinks.CheckoutMethod,
  amount: Schema.optionalKey(
    Amount.annotate({ description: "Reais; only for a link with an open value (no fixedAmount, unpriced products)." })
  ),
  couponCode: Schema.optionalKey(
    Schema.String.annotate({ description: "A code validated first with POST /coupons/validate." })
  ),
  currency: Schema.optionalKey(
    CryptoAssets.CryptoCurrency.annotate({
      description: "CRYPTO only, with network: the currency the buyer pays in (see GET /payment-crypto/currencies)."
    })
  ),
  network: Schema.optionalKey(
    CryptoAssets.CryptoNetworkName.annotate({ description: "CRYPTO only, with currency: the network it travels on." })
  ),
  externalReference: Schema.optionalKey(
    Schema.String.annotate({
      description: "The merchant's reference: the same reference and body return the same session."
    })
  ),
  payer: CheckoutPayer
})

/** A checkout session as the API and the `payment_link.paid` event show it, amounts in reais. */
export const CheckoutSession = Schema.Struct({
  sessionId: Schema.String,
  linkId: Schema.String,
  status: Checkout.SessionStatus,
  method: PaymentLinks.CheckoutMethod,
  description: Schema.String,
  amount: Schema.Finite.annotate({ description: "Reais, before the coupon." }),
  discount: Schema.Finite.annotate({ description: "Reais the coupon takes off." }),
  total: Schema.Finite.annotate({ description: "Reais the buyer pays." }),
  couponCode: Schema.optionalKey(Schema.String),
  payer: Checkout.SessionPayer,
  customerId: Schema.optionalKey(Schema.String),
  externalReference: Schema.optionalKey(Schema.String),
  transactionId: Schema.optionalKey(
    Schema.String.annotate({
      description: "The underlying payment (the PIX charge, the card transaction, the crypto deposit), once open."
    })
  ),
  payCheckoutUrl: Schema.optionalKey(
    Schema.String.annotate({
      description:
        "PIX: the hosted pay page (QR code, copy-paste, live status). CRYPTO: the crypto deposit's hosted page (address, amount to send, quote)."
    })
  ),
  processorCheckoutUrl: Schema.optionalKey(Schema.String.annotate({ description: "CARD: the processor's page." })),
  deliveries: Schema.Array(Checkout.SessionDelivery).annotate({
    description: "What the buyer gets, per product; empty until the session is PAID."
  }),
  expiresAt: Schema.String,
  paidAt: Schema.optionalKey(Schema.String),
  createdAt: Schema.String
})

/** Checkout of payment links: start a session, read one. Another account's link or session is a 404. */
export class CheckoutGroup extends HttpApiGroup.make("checkout")
  .add(
    HttpApiEndpoint.post("checkout", "/payment-links/checkout", {
      payload: CheckoutBody,
      success: Envelope(CheckoutSession),
      error: idempotentMoneyRouteErrors
    }).pipe(withIdempotencyKey, permission("payment-links/checkout"))
  )
  .add(
    HttpApiEndpoint.get("getSession", "/payment-links/sessions/get/:sessionId", {
      params: Schema.Struct({ sessionId: Schema.String }),
      success: Envelope(CheckoutSession),
      error: withMoneyRouteErrors
    }).pipe(permission("payment-links/sessions/get"))
  )
  .middleware(Authentication) {}
