import { Schema } from "effect"
import type { BillingStatus } from "../../billing/Machine.ts"
import type { BillingRecord } from "../../billing/Record.ts"
import type { CardTransactionStatus } from "../../card/Machine.ts"
import type { CardTransactionRecord } from "../../card/Record.ts"
import { type ChargeListFilters, type ChargeRecord, matchesCommonFilters } from "../../charges/Record.ts"
import type { CryptoDepositRecord } from "../../crypto/deposits/Record.ts"
import { depositTransactionStatus, withdrawalTransactionStatus } from "../../crypto/Machines.ts"
import type { CryptoWithdrawalRecord } from "../../crypto/withdrawals/Record.ts"
import type { RechargeRecord, RechargeStatus } from "../../recharge/Record.ts"
import type { RefundRecord, RefundStatus } from "../../refunds/Record.ts"
import type { InternalTransferRecord } from "../../transfers/InternalRecord.ts"
import type { PixTransferRecord } from "../../transfers/PixRecord.ts"
import { instructionTransactionStatus, type InstructionRecord } from "../../pixauto/Record.ts"
import type { Movement } from "../statement/Movements.ts"
import type { TransactionStatus } from "../Status.ts"

/**
 * The credits listed as records of their own kind (docs/decisions.md, "Transaction records"): a split partner's share
 * of another merchant's PIX charge (`SPLIT_IN`) and the profit a subaccount's PIX charge credits to its merchant's
 * main account (`SUBACCOUNT_PROFIT`), both read off the ledger as the statement computes them.
 */
export const CreditType = Schema.Literals(["SPLIT_IN", "SUBACCOUNT_PROFIT"])
export type CreditType = typeof CreditType.Type

/** A `SPLIT_IN` or `SUBACCOUNT_PROFIT` movement (`Statement.movementsOf`): always COMPLETED, no fee. */
export interface Credit extends Movement {
  readonly type: CreditType
}

/** Whether a statement movement is a credit the transaction list shows as a record. */
export const isCredit = (movement: Movement): movement is Credit =>
  movement.type === "SPLIT_IN" || movement.type === "SUBACCOUNT_PROFIT"

/**
 * One item of `GET /account/transactions`: one record per transaction, as stored. A charge (`PIX_IN`), a sent PIX
 * (`PIX_OUT`), a refund (`REFUND`), one side of an internal transfer, a credit (`SPLIT_IN`, `SUBACCOUNT_PROFIT`), a
 * card transaction (`CARD_CREDIT_IN`), a crypto deposit (`CRYPTO_IN`), a crypto withdrawal (`CRYPTO_OUT`), a mobile
 * recharge (`MOBILE_RECHARGE`), a one-off billing (`BILLING_IN`, boleto or PIX) or a PIX Automático instalment
 * (`PIX_IN` with its `pixAutomatic` block).
 */
export type TransactionRecord =
  | { readonly _tag: "Charge"; readonly charge: ChargeRecord }
  | { readonly _tag: "PixTransfer"; readonly transfer: PixTransferRecord }
  | { readonly _tag: "Refund"; readonly refund: RefundRecord }
  | { readonly _tag: "Internal"; readonly transfer: InternalTransferRecord }
  | { readonly _tag: "Credit"; readonly credit: Credit }
  | { readonly _tag: "Card"; readonly card: CardTransactionRecord }
  | { readonly _tag: "CryptoIn"; readonly deposit: CryptoDepositRecord }
  | { readonly _tag: "CryptoOut"; readonly withdrawal: CryptoWithdrawalRecord }
  | { readonly _tag: "Recharge"; readonly recharge: RechargeRecord }
  | { readonly _tag: "Billing"; readonly billing: BillingRecord }
  | { readonly _tag: "PixAutomatic"; readonly instruction: InstructionRecord }

/** The kinds of record, by `_tag`. */
export type RecordTag = TransactionRecord["_tag"]

/** The record of one kind. */
export type RecordOf<T extends RecordTag> = Extract<TransactionRecord, { readonly _tag: T }>

/**
 * A refund's status among the six of the transaction list: `REQUESTED` (money reserved, the network not done) is
 * `PENDING`; `COMPLETED` and `FAILED` keep their names.
 */
export const refundTransactionStatus: Readonly<Record<RefundStatus, TransactionStatus>> = {
  REQUESTED: "PENDING",
  COMPLETED: "COMPLETED",
  FAILED: "FAILED"
}

/** The statuses of a table a list `status` filter selects: the inverse of its mapping to the six. */
const statusesShownAs =
  <S extends string>(mapping: Readonly<Record<S, TransactionStatus>>) =>
  (status: TransactionStatus): ReadonlyArray<S> =>
    (Object.keys(mapping) as Array<S>).filter((s) => mapping[s] === status)

/** The refund statuses a list `status` filter selects (the inverse of `refundTransactionStatus`). */
export const refundStatusesOf = statusesShownAs(refundTransactionStatus)

/**
 * A card transaction's status among the six: `AWAITING_CHALLENGE` (the buyer's second step) is `PROCESSING`,
 * `PARTIALLY_REFUNDED` is `COMPLETED` (part of the net is still the merchant's), `REFUNDED` is `REVERSED` (as a
 * refunded PIX deposit); the others keep their names.
 */
export const cardTransactionStatus: Readonly<Record<CardTransactionStatus, TransactionStatus>> = {
  PENDING: "PENDING",
  AWAITING_CHALLENGE: "PROCESSING",
  COMPLETED: "COMPLETED",
  FAILED: "FAILED",
  CANCELED: "CANCELED",
  PARTIALLY_REFUNDED: "COMPLETED",
  REFUNDED: "REVERSED"
}

/** The card statuses a list `status` filter selects. */
export const cardStatusesOf = statusesShownAs(cardTransactionStatus)

/** A mobile recharge's status among the six: its five statuses are five of them, by name. */
export const rechargeTransactionStatus: Readonly<Record<RechargeStatus, TransactionStatus>> = {
  PENDING: "PENDING",
  PROCESSING: "PROCESSING",
  COMPLETED: "COMPLETED",
  FAILED: "FAILED",
  CANCELED: "CANCELED"
}

/** The recharge statuses a list `status` filter selects. */
export const rechargeStatusesOf = statusesShownAs(rechargeTransactionStatus)

/**
 * A billing's status among the six: unpaid (`PENDING`, and `OVERDUE`, still payable) is `PENDING`; a card payment
 * confirmed but not yet settled (`CONFIRMED`) is `PROCESSING`; `RECEIVED` is `COMPLETED`; `REFUNDED` is `REVERSED` (as
 * a refunded PIX deposit); `CANCELED` and `FAILED` keep their names.
 */
export const billingTransactionStatus: Readonly<Record<BillingStatus, TransactionStatus>> = {
  PENDING: "PENDING",
  OVERDUE: "PENDING",
  CONFIRMED: "PROCESSING",
  RECEIVED: "COMPLETED",
  CANCELED: "CANCELED",
  REFUNDED: "REVERSED",
  FAILED: "FAILED"
}

/** The billing statuses a list `status` filter selects. */
export const billingStatusesOf = statusesShownAs(billingTransactionStatus)

/** The PIX Automático instalment statuses a list `status` filter selects (`SCHEDULED` is `PENDING`, `PAID` `COMPLETED`). */
export const instructionStatusesOf = statusesShownAs(instructionTransactionStatus)

/** What the list filters and orders a record by. */
export interface RecordKey {
  readonly id: string
  readonly createdAt: Date
  readonly status: TransactionStatus
  readonly externalReference?: string | undefined
  /** The subaccount the record belongs to: a charge's receiver, a PIX out's or a refund's payer. */
  readonly subaccountId?: string | undefined
  /** The fields `search` looks into, in the record's own words (see `keyOf`). */
  readonly searchable: ReadonlyArray<string | undefined>
}

/** The key of each kind of record (see `keyOf`). */
const keys: { readonly [T in RecordTag]: (record: RecordOf<T>) => RecordKey } = {
  Charge: ({ charge: c }) => ({
    id: c.id,
    createdAt: c.createdAt,
    status: c.status,
    externalReference: c.externalReference,
    subaccountId: c.subaccountId,
    searchable: [c.id, c.description, c.externalReference, c.referenceId, c.endToEndId]
  }),
  PixTransfer: ({ transfer: t }) => ({
    id: t.id,
    createdAt: t.createdAt,
    status: t.status,
    externalReference: t.externalReference,
    subaccountId: t.subaccountId,
    searchable: [t.id, t.description, t.externalReference, t.referenceId, t.endToEndId, t.pixKey]
  }),
  Refund: ({ refund: r }) => ({
    id: r.id,
    createdAt: r.requestedAt,
    status: refundTransactionStatus[r.status],
    subaccountId: r.subaccountId,
    searchable: [r.id, r.description, r.refundId, r.chargeId, r.endToEndId, r.referenceId]
  }),
  Internal: ({ transfer: t }) => ({
    id: t.id,
    createdAt: t.createdAt,
    status: t.status,
    externalReference: t.externalReference,
    searchable: [t.id, t.description, t.externalReference, t.pairId]
  }),
  Credit: ({ credit: m }) => ({
    id: m.id,
    createdAt: m.createdAt,
    status: "COMPLETED",
    searchable: [m.id, m.description, m.referenceId]
  }),
  Card: ({ card: c }) => ({
    id: c.id,
    createdAt: c.createdAt,
    status: cardTransactionStatus[c.status],
    searchable: [c.id, c.description, c.paymentId, c.card?.last4]
  }),
  CryptoIn: ({ deposit: d }) => ({
    id: d.id,
    createdAt: d.createdAt,
    status: depositTransactionStatus[d.status],
    externalReference: d.externalReference,
    searchable: [d.id, d.description, d.externalReference, d.address, ...d.transfers.map((t) => t.txHash)]
  }),
  CryptoOut: ({ withdrawal: w }) => ({
    id: w.id,
    createdAt: w.createdAt,
    status: withdrawalTransactionStatus[w.status],
    externalReference: w.externalReference,
    searchable: [w.id, w.description, w.externalReference, w.address, w.txHash]
  }),
  Recharge: ({ recharge: r }) => ({
    id: r.id,
    createdAt: r.createdAt,
    status: rechargeTransactionStatus[r.status],
    searchable: [r.id, r.phone, r.operator, r.operatorReference]
  }),
  Billing: ({ billing: b }) => ({
    id: b.id,
    createdAt: b.createdAt,
    status: billingTransactionStatus[b.status],
    externalReference: b.externalReference,
    searchable: [b.id, b.description, b.externalReference, b.boleto?.barcode, b.pix?.txid]
  }),
  PixAutomatic: ({ instruction: i }) => ({
    id: i.id,
    createdAt: i.createdAt,
    status: instructionTransactionStatus[i.status],
    searchable: [i.id, i.description, i.endToEndId, i.authorizationId, i.idRec]
  })
}

/**
 * The key of a record. `search` looks into, by type:
 * - `PIX_IN`: id, description, externalReference, referenceId, endToEndId (the charge list's fields);
 * - `PIX_OUT`: the same and the PIX key (the transfer list's fields);
 * - `REFUND` (created when requested; no externalReference): id, description, `refundId` (the client's reference of
 *   the refund), the refunded deposit's id and end-to-end id, referenceId;
 * - internal transfers: id, description, externalReference (the sender's side only) and `pairId`, so the receiver
 *   finds its side by the id the sender holds;
 * - credits: id, description, referenceId (the source charge);
 * - `CARD_CREDIT_IN` (no externalReference): id, description, the processor's payment id, the card's last 4;
 * - `CRYPTO_IN`: id, description, externalReference, address, the hashes of the transfers seen, dropped ones included
 *   (the deposit list's fields);
 * - `CRYPTO_OUT`: id, description, externalReference, address, transaction hash (the withdrawal list's fields);
 * - `MOBILE_RECHARGE` (no externalReference, no description): id, phone, operator, the operator's reference;
 * - `BILLING_IN`: id, description, externalReference, the boleto's barcode, the PIX txid (the payments' lookups);
 * - PIX Automático instalments (no externalReference): id, description, endToEndId, the authorization's id and its
 *   `idRec`.
 */
export const keyOf = (record: TransactionRecord): RecordKey => keys[record._tag](record as never)

/**
 * Whether a record passes the list filters: `dateFrom`/`dateTo` bound its `createdAt` (inclusive), `status` is its
 * status among the six (`refundTransactionStatus` for a refund), `externalReference` exact (a record without one never
 * matches), `search` a case-insensitive substring of one of its searchable fields (`keyOf`), and `subaccountId` keeps
 * only the records of that subaccount (charges, PIX out and refunds carry one; internal transfers, credits, card
 * transactions, crypto deposits and withdrawals, recharges, billings and PIX Automático instalments never).
 */
export const matches = (record: TransactionRecord, filters: ChargeListFilters): boolean => {
  const key = keyOf(record)
  return (
    (filters.subaccountId === undefined || key.subaccountId === filters.subaccountId) &&
    matchesCommonFilters(key, filters, key.searchable)
  )
}

/** The list order: newest `createdAt` first, ties by id descending (byte order; ids are ASCII). */
export const recordOrder = (a: TransactionRecord, b: TransactionRecord): number => {
  const x = keyOf(a)
  const y = keyOf(b)
  return y.createdAt.getTime() - x.createdAt.getTime() || (x.id < y.id ? 1 : x.id > y.id ? -1 : 0)
}
