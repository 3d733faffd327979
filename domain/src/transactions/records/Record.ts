import { Schema } from "effect"
import { type ChargeListFilters, type ChargeRecord, matchesCommonFilters } from "../../charges/Record.ts"
import type { RefundRecord, RefundStatus } from "../../refunds/Record.ts"
import type { InternalTransferRecord } from "../../transfers/InternalRecord.ts"
import type { PixTransferRecord } from "../../transfers/PixRecord.ts"
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
 * (`PIX_OUT`), a refund (`REFUND`), one side of an internal transfer, or a credit (`SPLIT_IN`, `SUBACCOUNT_PROFIT`).
 */
export type TransactionRecord =
  | { readonly _tag: "Charge"; readonly charge: ChargeRecord }
  | { readonly _tag: "PixTransfer"; readonly transfer: PixTransferRecord }
  | { readonly _tag: "Refund"; readonly refund: RefundRecord }
  | { readonly _tag: "Internal"; readonly transfer: InternalTransferRecord }
  | { readonly _tag: "Credit"; readonly credit: Credit }

/**
 * A refund's status among the six of the transaction list: `REQUESTED` (money reserved, the network not done) is
 * `PENDING`; `COMPLETED` and `FAILED` keep their names.
 */
export const refundTransactionStatus: Readonly<Record<RefundStatus, TransactionStatus>> = {
  REQUESTED: "PENDING",
  COMPLETED: "COMPLETED",
  FAILED: "FAILED"
}

/** The refund statuses a list `status` filter selects (the inverse of `refundTransactionStatus`). */
export const refundStatusesOf = (status: TransactionStatus): ReadonlyArray<RefundStatus> =>
  (Object.keys(refundTransactionStatus) as Array<RefundStatus>).filter((s) => refundTransactionStatus[s] === status)

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

/**
 * The key of a record. `search` looks into, by type:
 * - `PIX_IN`: id, description, externalReference, referenceId, endToEndId (the charge list's fields);
 * - `PIX_OUT`: the same and the PIX key (the transfer list's fields);
 * - `REFUND` (created when requested; no externalReference): id, description, `refundId` (the client's reference of
 *   the refund), the refunded deposit's id and end-to-end id, referenceId;
 * - internal transfers: id, description, externalReference (the sender's side only) and `pairId`, so the receiver
 *   finds its side by the id the sender holds;
 * - credits: id, description, referenceId (the source charge).
 */
export const keyOf = (record: TransactionRecord): RecordKey => {
  switch (record._tag) {
    case "Charge": {
      const c = record.charge
      return {
        id: c.id,
        createdAt: c.createdAt,
        status: c.status,
        externalReference: c.externalReference,
        subaccountId: c.subaccountId,
        searchable: [c.id, c.description, c.externalReference, c.referenceId, c.endToEndId]
      }
    }
    case "PixTransfer": {
      const t = record.transfer
      return {
        id: t.id,
        createdAt: t.createdAt,
        status: t.status,
        externalReference: t.externalReference,
        subaccountId: t.subaccountId,
        searchable: [t.id, t.description, t.externalReference, t.referenceId, t.endToEndId, t.pixKey]
      }
    }
    case "Refund": {
      const r = record.refund
      return {
        id: r.id,
        createdAt: r.requestedAt,
        status: refundTransactionStatus[r.status],
        subaccountId: r.subaccountId,
        searchable: [r.id, r.description, r.refundId, r.chargeId, r.endToEndId, r.referenceId]
      }
    }
    case "Internal": {
      const t = record.transfer
      return {
        id: t.id,
        createdAt: t.createdAt,
        status: t.status,
        externalReference: t.externalReference,
        searchable: [t.id, t.description, t.externalReference, t.pairId]
      }
    }
    case "Credit": {
      const m = record.credit
      return {
        id: m.id,
        createdAt: m.createdAt,
        status: "COMPLETED",
        searchable: [m.id, m.description, m.referenceId]
      }
    }
  }
}

/**
 * Whether a record passes the list filters: `dateFrom`/`dateTo` bound its `createdAt` (inclusive), `status` is its
 * status among the six (`refundTransactionStatus` for a refund), `externalReference` exact (a record without one never
 * matches), `search` a case-insensitive substring of one of its searchable fields (`keyOf`), and `subaccountId` keeps
 * only the records of that subaccount (charges, PIX out and refunds carry one; internal transfers and credits never).
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
