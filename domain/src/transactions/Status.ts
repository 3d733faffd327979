import { Schema } from "effect"

/** A transaction's status, as the API shows it. */
export const TransactionStatus = Schema.Literals([
  "PENDING",
  "PROCESSING",
  "COMPLETED",
  "FAILED",
  "CANCELED",
  "REVERSED"
])
export type TransactionStatus = typeof TransactionStatus.Type

/** The transaction types the spec names. */
export const TransactionType = Schema.Literals([
  "PIX_IN",
  "PIX_OUT",
  "CRYPTO_IN",
  "INTERNAL_TRANSFER_OUT",
  "INTERNAL_TRANSFER_IN",
  "CARD_CREDIT_IN"
])
export type TransactionType = typeof TransactionType.Type

/** The statuses a PIX charge (`PIX_IN`) passes through. */
export const PixChargeStatus = TransactionStatus.pick(["PENDING", "COMPLETED", "FAILED", "CANCELED", "REVERSED"])
export type PixChargeStatus = typeof PixChargeStatus.Type

/** The statuses a sent PIX (`PIX_OUT`) passes through. */
export const PixTransferStatus = TransactionStatus.pick(["PENDING", "PROCESSING", "COMPLETED", "FAILED"])
export type PixTransferStatus = typeof PixTransferStatus.Type

/** The status of both records of an internal transfer: created settled. */
export const InternalTransferStatus = TransactionStatus.pick(["COMPLETED"])
export type InternalTransferStatus = typeof InternalTransferStatus.Type
