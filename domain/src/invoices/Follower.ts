import { Effect, Layer } from "effect"
import { ChargeFollowerError, ChargeFollowers } from "../charges/Followers.ts"
import type { ChargeRecord } from "../charges/Record.ts"
import { Invoices } from "./Invoices.ts"
import type { InvoiceTaker } from "./Record.ts"

/** The taker of a charge's invoice: the payer the network reported, else the one the request named. */
export const takerOfCharge = (charge: ChargeRecord): InvoiceTaker | undefined => {
  const payer = charge.payer ?? charge.requestedPayer
  return payer === undefined ? undefined : { name: payer.name, taxId: payer.document.replace(/\D/g, "") }
}

/** Whether a charge's move opens an invoice: it was paid (COMPLETED) and asked for one (`emitFiscalInvoice`). */
export const opensInvoice = (charge: ChargeRecord): boolean => charge.status === "COMPLETED" && charge.emitFiscalInvoice

/**
 * A refunded charge (REVERSED) cancels its invoice (`Invoices.cancelForSource`); an issuer that does not answer
 * leaves the invoice as it is (logged): a refund is never refused for its invoice.
 */
const cancelOnRefund = (invoices: Invoices["Service"], charge: ChargeRecord) =>
  invoices.cancelForSource(charge.accountId, { type: "PIX_CHARGE", id: charge.id }, "the charge was refunded").pipe(
    Effect.asVoid,
    Effect.catchTag("FiscalIssuerError", (error) =>
      Effect.logWarning(`fiscal invoice of refunded charge ${charge.id} not cancelled`, error)
    ),
    Effect.mapError(
      (cause) => new ChargeFollowerError({ message: `fiscal invoice of charge ${charge.id}: ${cause._tag}`, cause })
    )
  )

/**
 * The fiscal invoices as a follower of the charges: a charge paid with `emitFiscalInvoice` opens its invoice
 * (`invoice.created`) in the payment's transaction; a refunded one cancels it (`invoice.cancelled`) in the refund's. An account whose issuing was turned off between the charge and
 * its payment gets no invoice (a warning is logged): a payment is never refused for its invoice.
 */
export const makeChargeFollower = Effect.map(Effect.service(Invoices), (invoices) => ({
  onSettled: (charge: ChargeRecord, _now: Date) =>
    charge.status === "REVERSED"
      ? cancelOnRefund(invoices, charge)
      : opensInvoice(charge)
        ? invoices
            .open({
              accountId: charge.accountId,
              apiKeyId: charge.apiKeyId,
              source: { type: "PIX_CHARGE", id: charge.id },
              serviceCentavos: charge.amountCentavos,
              description: charge.description,
              taker: takerOfCharge(charge)
            })
            .pipe(
              Effect.asVoid,
              Effect.catchTag("FiscalNotConfigured", () =>
                Effect.logWarning(`charge ${charge.id} paid without its invoice: fiscal issuing is off on the account`)
              ),
              Effect.mapError(
                (cause) =>
                  new ChargeFollowerError({ message: `fiscal invoice of charge ${charge.id}: ${cause._tag}`, cause })
              )
            )
        : Effect.void
}))

/**
 * The charges' followers with the invoices after `first` (the checkout's): each charge move runs `first`, then opens
 * the charge's invoice, in the move's transaction.
 */
export const layerChargeFollowerAfter = <E, R>(first: Layer.Layer<never, E, R>) =>
  Layer.effect(
    ChargeFollowers,
    Effect.gen(function* () {
      const before = yield* Effect.provide(Effect.service(ChargeFollowers), first)
      const invoices = yield* makeChargeFollower
      return {
        onSettled: (charge: ChargeRecord, now: Date) =>
          Effect.andThen(before.onSettled(charge, now), invoices.onSettled(charge, now))
      }
    })
  )
