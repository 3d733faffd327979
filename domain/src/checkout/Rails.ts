import { Context, Effect, Layer } from "effect"
import { Charges } from "../charges/Charges.ts"
import type { CreateChargeError } from "../charges/Create.ts"
import { descriptionLengthMax } from "../charges/Record.ts"
import type { CheckoutMethod } from "../links/Record.ts"
import { type CheckoutSession, sessionExpirationSeconds } from "./Record.ts"

/** The payment a rail opened for a session: its id, the page where the buyer pays, and that page's API name. */
export interface OpenedPayment {
  readonly paymentId: string
  readonly payUrl: string
  readonly urlField: CheckoutSession["urlField"]
}

/** Every refusal of opening a payment (today the PIX charge's). */
export type OpenPaymentError = CreateChargeError

/**
 * One way to pay a session: opens its payment on the method's network. The payment's settlement reaches the session
 * through the charge followers (`Follower.ts`). A new checkout method is one rail here and one case in the links'
 * capability rule (`methodUnavailable`).
 */
export interface CheckoutRail {
  readonly method: CheckoutMethod
  readonly open: (session: CheckoutSession) => Effect.Effect<OpenedPayment, OpenPaymentError>
}

/** The rails the checkout can open payments on; a method without one is unavailable. */
export class CheckoutRails extends Context.Service<CheckoutRails, ReadonlyArray<CheckoutRail>>()(
  "@trilho/domain/CheckoutRails"
) {}

/**
 * PIX: a dynamic QR charge of the session's total, under the session's id as its `externalReference` (a repeat
 * finds the same charge), expiring with the session, naming the payer; the buyer pays on the charge's page.
 */
export const makePixRail = Effect.map(Charges, (charges): CheckoutRail => ({
  method: "PIX",
  open: (session) =>
    Effect.map(
      charges.create({
        accountId: session.accountId,
        apiKeyId: session.apiKeyId,
        amountCentavos: session.totalCentavos,
        description: session.description.slice(0, descriptionLengthMax),
        externalReference: session.id,
        expirationSeconds: sessionExpirationSeconds,
        payer: { name: session.payer.name, document: session.payer.document }
      }),
      ({ record }) => ({ paymentId: record.id, payUrl: record.qrcodeUrl, urlField: "payCheckoutUrl" as const })
    )
}))

/** The rails of today: PIX. */
export const layer: Layer.Layer<CheckoutRails, never, Charges> = Layer.effect(
  CheckoutRails,
  Effect.map(makePixRail, (pix) => [pix])
)
