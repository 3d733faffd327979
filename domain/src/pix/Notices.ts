import { Schema } from "effect"

/**
 * What the PIX network tells the platform after a request was handed over: a charge paid, failed or expired; a
 * transfer settled or failed; a refund completed or failed. A real PSP delivers them as callbacks; the sandbox returns
 * them from its controls. The platform's use cases fire the transaction machines from them; the network applies no
 * rule of the platform (fees, ledger).
 */

/** The person or company who paid a charge. */
export const Payer = Schema.Struct({ name: Schema.String, document: Schema.String })
export type Payer = typeof Payer.Type

/** Who received a sent PIX, as the network reports it (the spec does not show the fields: these are the network's). */
export const Recipient = Schema.Struct({
  name: Schema.String,
  document: Schema.optionalKey(Schema.String),
  pixKey: Schema.optionalKey(Schema.String)
})
export type Recipient = typeof Recipient.Type

/** A charge was paid: the deposit is confirmed with its end-to-end id. */
export const ChargePaid = Schema.TaggedStruct("ChargePaid", {
  referenceId: Schema.String,
  txid: Schema.String,
  endToEndId: Schema.String,
  amountCentavos: Schema.Number,
  payer: Payer,
  paidAt: Schema.Date
})
export type ChargePaid = typeof ChargePaid.Type

/** The network failed a charge (receiving flow failure). */
export const ChargeFailed = Schema.TaggedStruct("ChargeFailed", {
  referenceId: Schema.String,
  txid: Schema.String,
  reason: Schema.String,
  failedAt: Schema.Date
})
export type ChargeFailed = typeof ChargeFailed.Type

/** A charge reached its expiry unpaid; the network will not accept a payment for it. */
export const ChargeExpired = Schema.TaggedStruct("ChargeExpired", {
  referenceId: Schema.String,
  txid: Schema.String,
  expiresAt: Schema.Date
})
export type ChargeExpired = typeof ChargeExpired.Type

/** A sent PIX reached its recipient. */
export const TransferSettled = Schema.TaggedStruct("TransferSettled", {
  referenceId: Schema.String,
  transactionId: Schema.String,
  endToEndId: Schema.String,
  amountCentavos: Schema.Number,
  recipient: Recipient,
  settledAt: Schema.Date
})
export type TransferSettled = typeof TransferSettled.Type

/** A sent PIX failed after the network took it; the platform returns the debit. */
export const TransferFailed = Schema.TaggedStruct("TransferFailed", {
  referenceId: Schema.String,
  transactionId: Schema.String,
  endToEndId: Schema.String,
  reason: Schema.String,
  failedAt: Schema.Date
})
export type TransferFailed = typeof TransferFailed.Type

/** A refund reached the payer; `returnId` is the network's id of the return (`D` + ISPB + minute + sequence). */
export const RefundCompleted = Schema.TaggedStruct("RefundCompleted", {
  referenceId: Schema.String,
  refundId: Schema.String,
  originalEndToEndId: Schema.String,
  returnId: Schema.String,
  amountCentavos: Schema.Number,
  completedAt: Schema.Date
})
export type RefundCompleted = typeof RefundCompleted.Type

/** A refund failed; the deposit may be refunded again. */
export const RefundFailed = Schema.TaggedStruct("RefundFailed", {
  referenceId: Schema.String,
  refundId: Schema.String,
  originalEndToEndId: Schema.String,
  reason: Schema.String,
  failedAt: Schema.Date
})
export type RefundFailed = typeof RefundFailed.Type

/** Any notice of the PIX network. */
export const PixNetworkNotice = Schema.Union([
  ChargePaid,
  ChargeFailed,
  ChargeExpired,
  TransferSettled,
  TransferFailed,
  RefundCompleted,
  RefundFailed
])
export type PixNetworkNotice = typeof PixNetworkNotice.Type
