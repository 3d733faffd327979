import { Effect, Option } from "effect"
import { Invoices } from "../invoices/Invoices.ts"
import { BillingStoreError } from "./Errors.ts"
import type { BillingRecord } from "./Record.ts"

/** A failure of the invoice's storage inside a billing's move: the move rolls back with it, as its own would. */
const asStoreError = (billing: BillingRecord) => (cause: { readonly _tag: string }) =>
  new BillingStoreError({ message: `fiscal invoice of billing ${billing.id}: ${cause._tag}`, cause })

/**
 * The fiscal invoices of billings, where the process has the invoices service (`Invoices`): a billing paid with
 * `emitFiscalInvoice` opens its invoice (source `BILLING`, the gross paid as the service value, the billing's
 * customer as the taker) in the payment's transaction; a refunded one cancels it in the refund's. As for charges, an
 * account whose issuing was turned off after the billing was made gets no invoice (logged), and an issuer that does
 * not answer a cancellation leaves the invoice as it is (logged): a payment or a refund is never refused for it.
 */
export const makeBillingInvoicing = Effect.map(Effect.serviceOption(Invoices), (found) => ({
  onPaid: (billing: BillingRecord): Effect.Effect<void, BillingStoreError> =>
    Option.isNone(found) || !billing.emitFiscalInvoice || billing.payment === undefined
      ? Effect.void
      : found.value
          .open({
            accountId: billing.accountId,
            apiKeyId: billing.apiKeyId,
            source: { type: "BILLING", id: billing.id },
            serviceCentavos: billing.payment.paidCentavos,
            description: billing.description ?? `Cobrança ${billing.id}`,
            taker: { name: billing.customer.name, taxId: billing.customer.taxId.replace(/\D/g, "") }
          })
          .pipe(
            Effect.asVoid,
            Effect.catchTag("FiscalNotConfigured", () =>
              Effect.logWarning(`billing ${billing.id} paid without its invoice: fiscal issuing is off on the account`)
            ),
            Effect.mapError(asStoreError(billing))
          ),
  onRefunded: (billing: BillingRecord): Effect.Effect<void, BillingStoreError> =>
    Option.isNone(found) || !billing.emitFiscalInvoice
      ? Effect.void
      : found.value
          .cancelForSource(billing.accountId, { type: "BILLING", id: billing.id }, "the billing was refunded")
          .pipe(
            Effect.asVoid,
            Effect.catchTag("FiscalIssuerError", (error) =>
              Effect.logWarning(`fiscal invoice of refunded billing ${billing.id} not cancelled`, error)
            ),
            Effect.mapError(asStoreError(billing))
          )
}))
