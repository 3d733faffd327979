import { Effect } from "effect"
import { CryptoWithdrawals } from "../crypto/withdrawals/Withdrawals.ts"
import { InternalTransfers } from "../transfers/InternalTransfers.ts"
import { PixTransfers } from "../transfers/PixTransfers.ts"
import type { ScheduledTransferRecord } from "./Record.ts"

/** How a run's payment ended: a transfer exists under its reference (made now or before), or it was refused. */
export type PaymentOutcome =
  | { readonly _tag: "Paid"; readonly transferId: string | undefined }
  | { readonly _tag: "Refused"; readonly reason: string }

/** Characters of `lastFailure` kept, at most. */
export const failureLengthMax = 200

/** The description a run's transfer carries when the payload has none. */
export const runDescriptionDefault = "Scheduled transfer"

/**
 * Failures that say nothing about the request (storage, network or price feed unavailable; a crypto quote that ran
 * out between the quote and the withdrawal; a withdrawal moved by the chain as it was written): the run is not
 * decided, its lease runs out and another pass takes it again under the same reference.
 */
const isInfrastructure = (tag: string) =>
  /(StoreError|LookupError)$/.test(tag) ||
  tag === "PixNetworkError" ||
  tag === "CryptoPriceUnavailable" ||
  tag === "CryptoQuoteExpired" ||
  tag === "CryptoWithdrawalStatusChanged"

/**
 * An earlier attempt of this run made its transfer (with another payload since, or, for crypto, at another quote):
 * the run is paid.
 */
const isReferenceTaken = (tag: string) =>
  tag === "PixTransferReferenceConflict" ||
  tag === "InternalReferenceConflict" ||
  tag === "CryptoWithdrawalReferenceConflict"

/**
 * Pays one run of a schedule through the same services, inputs and rules as the API's own transfers (fees, limits,
 * subaccount gates, the crypto MED gate, events to the key that created the schedule), under `reference` as the `externalReference`: a
 * retried run finds the transfer already made. A refusal of the request (insufficient funds, a limit, an unknown
 * recipient) is `Refused`; an unavailable store fails the effect.
 */
export const makePay = Effect.gen(function* () {
  const pix = yield* PixTransfers
  const internal = yield* InternalTransfers
  const crypto = yield* CryptoWithdrawals

  type TransferError =
    | Effect.Error<ReturnType<typeof pix.create>>
    | Effect.Error<ReturnType<typeof internal.create>>
    | Effect.Error<ReturnType<typeof crypto.createAuto>>

  const transfer = (record: ScheduledTransferRecord, reference: string): Effect.Effect<string, TransferError> => {
    const payload = record.payload
    const description = payload.description ?? record.label ?? runDescriptionDefault
    const common = {
      accountId: record.accountId,
      apiKeyId: record.apiKeyId,
      amountCentavos: payload.amountCentavos,
      description,
      externalReference: reference
    }
    switch (payload.method) {
      case "pix_padrao":
      case "pix_livre":
        return Effect.map(
          pix.create({
            ...common,
            pixKey: payload.pixKey,
            pixKeyType: payload.pixKeyType,
            coverFee: payload.coverFee,
            subaccountId: payload.subaccountId
          }),
          (outcome) => outcome.record.id
        )
      case "interna":
        return Effect.map(internal.create({ ...common, recipientEmail: payload.recipientEmail }), (o) => o.record.id)
      case "cripto":
        // `transfer-crypto-auto`: a quote for the schedule's reais, then the withdrawal at it (MED gate, fees).
        return Effect.map(
          crypto.createAuto({
            ...common,
            currency: payload.payCurrency,
            network: payload.network,
            address: payload.address,
            extraId: payload.extraId
          }),
          (outcome) => outcome.record.id
        )
    }
  }

  return (record: ScheduledTransferRecord, reference: string) =>
    transfer(record, reference).pipe(
      Effect.map((transferId): PaymentOutcome => ({ _tag: "Paid", transferId })),
      Effect.catch((error) =>
        isInfrastructure(error._tag)
          ? Effect.fail(error)
          : Effect.succeed<PaymentOutcome>(
              isReferenceTaken(error._tag)
                ? { _tag: "Paid", transferId: undefined }
                : { _tag: "Refused", reason: `${error._tag}: ${error.message ?? ""}`.slice(0, failureLengthMax) }
            )
      )
    )
})
