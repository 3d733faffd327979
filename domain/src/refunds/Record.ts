import { Result, Schema } from "effect"
import { type ChargeRecord, LeanCharge, toLean } from "../charges/Record.ts"
import { AccountId, LedgerAccountId } from "../ledger/Model.ts"
import { Centavos, toReais } from "../money/Money.ts"
import { RefundStatusChanged } from "./Errors.ts"

/** The id prefix of refund records (and of each refund's journal entry): `rfd_<26 characters>`. */
export const refundIdPrefix = "rfd"
/** The id prefix of the entry that returns a failed refund's debit: `rfr_<the refund's id body>`. */
export const refundReversalIdPrefix = "rfr"

/** The id of the reversal entry of refund `id`. */
export const refundReversalIdOf = (id: string): string => `${refundReversalIdPrefix}_${id.slice(id.indexOf("_") + 1)}`

/** Characters of a client `refundId`, at most, and its alphabet. */
export const refundIdLengthMax = 64
export const refundIdShape = /^[A-Za-z0-9._:-]+$/
/** Characters of a refund description, at most. */
export const refundDescriptionLengthMax = 140

/**
 * The natures of a refund (devolução), after the BACEN return reasons (docs/decisions.md, "Refunds: natures"):
 * `ORIGINAL` (MD06, returned at the receiver's request: the default), `FRAUD` (FR01), `MED_OPERATIONAL_FAILURE`
 * (BE08, an operational failure of the receiver's institution), `PIX_WITHDRAWAL` and `PIX_CHANGE` (SL02, the
 * withdrawal or change part of a Pix Saque or Pix Troco).
 */
export const RefundNature = Schema.Literals([
  "ORIGINAL",
  "FRAUD",
  "MED_OPERATIONAL_FAILURE",
  "PIX_WITHDRAWAL",
  "PIX_CHANGE"
])
export type RefundNature = typeof RefundNature.Type
export const refundNatures: ReadonlyArray<RefundNature> = RefundNature.literals
/** The BACEN return reason code of each nature. */
export const bacenReasonOf: Readonly<Record<RefundNature, string>> = {
  ORIGINAL: "MD06",
  FRAUD: "FR01",
  MED_OPERATIONAL_FAILURE: "BE08",
  PIX_WITHDRAWAL: "SL02",
  PIX_CHANGE: "SL02"
}

/** A refund's own status: requested (money reserved), then completed (deposit REVERSED) or failed (money back). */
export const RefundStatus = Schema.Literals(["REQUESTED", "COMPLETED", "FAILED"])
export type RefundStatus = typeof RefundStatus.Type

/**
 * A stored refund of a PIX deposit (charge `chargeId`). Amounts are fixed at the request
 * (docs/decisions.md, "Refunds: amounts"): `depositNetCentavos` (what the deposit left in the receiving account,
 * returned to the payer), `transferFeeCentavos` (the exit fee) and `debitNetCentavos` = their sum (what was debited).
 */
export const RefundRecord = Schema.Struct({
  id: Schema.String,
  accountId: AccountId,
  /** The client's id of the refund, unique per account; the record's id when none was sent. */
  refundId: Schema.String,
  chargeId: Schema.String,
  /** The deposit's end-to-end id. */
  endToEndId: Schema.String,
  status: RefundStatus,
  nature: RefundNature,
  description: Schema.optional(Schema.String),
  depositNetCentavos: Centavos,
  transferFeeCentavos: Centavos,
  debitNetCentavos: Centavos,
  /** The ledger account debited: the deposit's receiver (main account or subaccount). */
  ledgerAccountId: LedgerAccountId,
  subaccountId: Schema.optional(Schema.String),
  /** The deposit's 24 h lock instant, carried by the refund's debit (so it releases that lock only). */
  depositUnlockAt: Schema.Date,
  /** The PIX network's id of the refund, once handed over. */
  referenceId: Schema.optional(Schema.String),
  /** The network's id of the return (`D…`), once completed. */
  returnId: Schema.optional(Schema.String),
  failureReason: Schema.optional(Schema.String),
  apiKeyId: Schema.optional(Schema.String),
  /** The canonical text of the request's fields: a repeat with the same `refundId` must match it. */
  requestFingerprint: Schema.String,
  requestedAt: Schema.Date,
  completedAt: Schema.optional(Schema.Date),
  failedAt: Schema.optional(Schema.Date),
  updatedAt: Schema.Date
})
export type RefundRecord = typeof RefundRecord.Type

/**
 * The network's reference of a refund still waiting for the network's outcome (REQUESTED and handed over); a refund in
 * any other state has had its outcome, or has not reached the network yet: `RefundStatusChanged`.
 */
export const awaitingNetworkRefund = (refund: RefundRecord): Result.Result<string, RefundStatusChanged> =>
  refund.status === "REQUESTED" && refund.referenceId !== undefined
    ? Result.succeed(refund.referenceId)
    : Result.fail(new RefundStatusChanged({ id: refund.refundId, status: refund.status }))

/** What a status change of a refund writes beside the status. */
export interface RefundStatusUpdate {
  readonly updatedAt: Date
  readonly referenceId?: string | undefined
  readonly returnId?: string | undefined
  readonly completedAt?: Date | undefined
  readonly failedAt?: Date | undefined
  readonly failureReason?: string | undefined
}

/** The refund block inside the deposit's record (spec, "Refund block"), amounts in reais. */
export const RefundBlock = Schema.Struct({
  status: RefundStatus,
  refundId: Schema.String,
  requestedAt: Schema.String,
  completedAt: Schema.optionalKey(Schema.String),
  debitNet: Schema.Finite,
  depositNet: Schema.Finite,
  transferFee: Schema.Finite,
  nature: RefundNature,
  description: Schema.optionalKey(Schema.String),
  failedAt: Schema.optionalKey(Schema.String),
  failureReason: Schema.optionalKey(Schema.String)
})
export type RefundBlock = typeof RefundBlock.Type

/** The block of a refund. */
export const toRefundBlock = (refund: RefundRecord): RefundBlock => ({
  status: refund.status,
  refundId: refund.refundId,
  requestedAt: refund.requestedAt.toISOString(),
  ...(refund.completedAt === undefined ? {} : { completedAt: refund.completedAt.toISOString() }),
  debitNet: toReais(refund.debitNetCentavos),
  depositNet: toReais(refund.depositNetCentavos),
  transferFee: toReais(refund.transferFeeCentavos),
  nature: refund.nature,
  ...(refund.description === undefined ? {} : { description: refund.description }),
  ...(refund.failedAt === undefined ? {} : { failedAt: refund.failedAt.toISOString() }),
  ...(refund.failureReason === undefined ? {} : { failureReason: refund.failureReason })
})

/** The deposit's lean record with its refund block: what refund reads, lists and events carry. */
export const LeanRefund = Schema.Struct({ ...LeanCharge.fields, refund: Schema.optionalKey(RefundBlock) })
export type LeanRefund = typeof LeanRefund.Type

/** The lean record of `charge` (never a QR field) with the block of `refund` when there is one. */
export const toLeanRefund = (charge: ChargeRecord, refund: RefundRecord | undefined): LeanRefund => ({
  ...toLean(charge, "event"),
  ...(refund === undefined ? {} : { refund: toRefundBlock(refund) })
})

/** Filters of the refund list: `status` is the refund's, dates bound `requestedAt`, `search` a substring. */
export interface RefundListFilters {
  readonly dateFrom?: Date | undefined
  readonly dateTo?: Date | undefined
  readonly status?: RefundStatus | undefined
  readonly nature?: RefundNature | undefined
  readonly search?: string | undefined
  readonly subaccountId?: string | undefined
}

/**
 * Whether a refund passes the list filters: `requestedAt` within the dates (inclusive), exact `status`, `nature`
 * and `subaccountId`, and `search` a case-insensitive substring of the deposit's id, the `refundId`, the record's id,
 * the end-to-end id or the description.
 */
export const matchesRefundFilters = (refund: RefundRecord, filters: RefundListFilters): boolean => {
  if (filters.dateFrom !== undefined && refund.requestedAt.getTime() < filters.dateFrom.getTime()) return false
  if (filters.dateTo !== undefined && refund.requestedAt.getTime() > filters.dateTo.getTime()) return false
  if (filters.status !== undefined && refund.status !== filters.status) return false
  if (filters.nature !== undefined && refund.nature !== filters.nature) return false
  if (filters.subaccountId !== undefined && refund.subaccountId !== filters.subaccountId) return false
  if (filters.search !== undefined && filters.search !== "") {
    const needle = filters.search.toLowerCase()
    const haystack = [refund.chargeId, refund.refundId, refund.id, refund.endToEndId, refund.description]
    if (!haystack.some((field) => field !== undefined && field.toLowerCase().includes(needle))) return false
  }
  return true
}

/** The list order: newest request first, ties by id descending. */
export const newestRefundFirst = (a: RefundRecord, b: RefundRecord): number =>
  b.requestedAt.getTime() - a.requestedAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)

/** Whether a refund holds its deposit (one requested or completed refund per deposit). */
export const isActiveRefund = (refund: RefundRecord): boolean => refund.status !== "FAILED"

/**
 * Whether the hand-over scan takes `refund`: REQUESTED, never accepted by the network (no `referenceId`), and
 * requested at or before `requestedBefore` (older than the grace period), so a crash may have left it unsent.
 */
export const isUnsubmitted = (refund: RefundRecord, requestedBefore: Date): boolean =>
  refund.status === "REQUESTED" &&
  refund.referenceId === undefined &&
  refund.requestedAt.getTime() <= requestedBefore.getTime()
