import { Schema } from "effect"
import { AccountId } from "../ledger/Model.ts"
import { Centavos } from "../money/Money.ts"
import * as StateMachine from "../shared/StateMachine.ts"

/** The id prefix of mobile recharges: `mrc_<26 characters>`. */
export const rechargeIdPrefix = "mrc"
/** The id prefix of a recharge's reversal entry (its failure or cancellation): `mrr_<the recharge's id body>`. */
export const rechargeReversalIdPrefix = "mrr"
/** Characters of a failure reason, at most (longer ones are cut). */
export const rechargeReasonLengthMax = 200
/** Characters of an operator's reference, at most. */
export const operatorReferenceLengthMax = 64
/**
 * How long a recharge stays PENDING (cancellable) before the worker hands it to its operator: the merchant's window to
 * cancel it.
 */
export const rechargeHandOverDelayMs = 60_000
/** Recharges one worker pass moves at most, per status. */
export const rechargeAdvanceBatchMax = 100
/** Page size of recharge lists: default and maximum (spec, Limits). */
export const rechargePageSizeDefault = 20
export const rechargePageSizeMax = 100

/**
 * A recharge's status: `PENDING` (debited, not yet handed to the operator: it may still be cancelled), `PROCESSING`
 * (the operator has it), `COMPLETED` (credited to the phone), `FAILED` (the operator refused it or it failed; the
 * debit returned), `CANCELED` (cancelled while PENDING; the debit returned).
 */
export const RechargeStatus = Schema.Literals(["PENDING", "PROCESSING", "COMPLETED", "FAILED", "CANCELED"])
export type RechargeStatus = typeof RechargeStatus.Type

/** What happens to a recharge: created, sent to the operator, completed by it, failed, cancelled by the merchant. */
export const RechargeTrigger = Schema.Literals(["create", "send", "complete", "fail", "cancel"])
export type RechargeTrigger = typeof RechargeTrigger.Type

/**
 * The mobile recharge machine (docs/decisions.md, "Mobile recharge"). The debit is taken on `create`; `fail` and
 * `cancel` return it (one reversal entry), `complete` keeps it. No event: the catalog has none for recharges.
 */
export const rechargeMachine = StateMachine.make<RechargeStatus, RechargeTrigger, never>({
  name: "MobileRecharge",
  states: RechargeStatus,
  triggers: RechargeTrigger,
  starts: [{ trigger: "create", to: "PENDING", events: [] }],
  moves: [
    { from: "PENDING", trigger: "send", to: "PROCESSING", events: [] },
    // Refused by the operator when it was handed over: the debit is returned.
    { from: "PENDING", trigger: "fail", to: "FAILED", events: [] },
    { from: "PENDING", trigger: "cancel", to: "CANCELED", events: [] },
    { from: "PROCESSING", trigger: "complete", to: "COMPLETED", events: [] },
    { from: "PROCESSING", trigger: "fail", to: "FAILED", events: [] }
  ],
  terminal: ["COMPLETED", "FAILED", "CANCELED"]
})

/** Whether the merchant may still cancel the recharge: only while it is PENDING (the operator does not have it). */
export const canBeCancelled = (status: RechargeStatus): boolean => status === "PENDING"

/** Whether the recharge's amount is out of the merchant's balance for good or for now (not returned). */
export const holdsDebit = (status: RechargeStatus): boolean =>
  status === "PENDING" || status === "PROCESSING" || status === "COMPLETED"

/**
 * A prepaid mobile recharge. `phone` is the normalized 11 digits (DDD + 9 digits); `operator` the one inferred from it
 * when it was created; `amountCentavos` one of that operator's packages, debited on create. `requestFingerprint` is
 * never shown.
 */
export const RechargeRecord = Schema.Struct({
  id: Schema.String,
  accountId: AccountId,
  apiKeyId: Schema.optional(Schema.String),
  phone: Schema.String,
  operator: Schema.String,
  amountCentavos: Centavos,
  status: RechargeStatus,
  operatorReference: Schema.optional(Schema.String),
  failureReason: Schema.optional(Schema.String),
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
  completedAt: Schema.optional(Schema.Date),
  canceledAt: Schema.optional(Schema.Date),
  failedAt: Schema.optional(Schema.Date)
})
export type RechargeRecord = typeof RechargeRecord.Type

/** What a status move may write besides the status and `updatedAt`. */
export interface RechargeChanges {
  readonly status: RechargeStatus
  readonly updatedAt: Date
  readonly operatorReference?: string | undefined
  readonly failureReason?: string | undefined
  readonly completedAt?: Date | undefined
  readonly canceledAt?: Date | undefined
  readonly failedAt?: Date | undefined
}

/** List filters: a status, the creation date's bounds (inclusive), the normalized phone. */
export interface RechargeListFilters {
  readonly status?: RechargeStatus | undefined
  readonly dateFrom?: Date | undefined
  readonly dateTo?: Date | undefined
  readonly phone?: string | undefined
}

/** Whether a record passes the list filters (the SQL store applies the same ones). */
export const matchesFilters = (record: RechargeRecord, filters: RechargeListFilters): boolean =>
  (filters.status === undefined || record.status === filters.status) &&
  (filters.dateFrom === undefined || record.createdAt.getTime() >= filters.dateFrom.getTime()) &&
  (filters.dateTo === undefined || record.createdAt.getTime() <= filters.dateTo.getTime()) &&
  (filters.phone === undefined || record.phone === filters.phone)

/** Lists' order: newest first, then by id descending (ids grow with time, so ties are stable). */
export const newestFirst = (a: RechargeRecord, b: RechargeRecord): number =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)

/** The part of an id after its prefix (`mrc_ABC` → `ABC`). */
export const idBodyOf = (id: string): string => id.slice(id.indexOf("_") + 1)
