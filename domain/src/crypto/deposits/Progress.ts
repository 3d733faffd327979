import { Result } from "effect"
import type { EventType } from "../../events/Catalog.ts"
import * as StateMachine from "../../shared/StateMachine.ts"
import { isConfirmed } from "../Assets.ts"
import { cryptoDeposit, type CryptoDepositStatus, type CryptoDepositTrigger } from "../Machines.ts"
import type { DepositObserved } from "../Notices.ts"
import { depositCredit, type DepositQuote, isValidAt } from "../Quotes.ts"
import type { CryptoQuoteOutOfRange } from "../Errors.ts"
import { assetOfQuote } from "../withdrawals/Record.ts"
import {
  countedTransfers,
  type CryptoDepositRecord,
  type DepositTransfer,
  depositTransfersMax,
  unitsOf
} from "./Record.ts"

/**
 * What a notice (or the clock) does to a deposit: the record to write (`version` + 1), the machine's triggers fired in
 * order and their events, and whether it reached COMPLETED now (`credited`: post its credit). `changed` is false when
 * there is nothing to write.
 */
export interface DepositPlan {
  readonly next: CryptoDepositRecord
  readonly triggers: ReadonlyArray<CryptoDepositTrigger>
  readonly events: ReadonlyArray<EventType>
  readonly credited: boolean
  readonly changed: boolean
}

/** Every refusal of a plan: a move the machine does not have, a credit out of range. */
export type PlanError = StateMachine.InvalidTransition | CryptoQuoteOutOfRange

type Draft = Pick<CryptoDepositRecord, "quote" | "transfers" | "requotedAt">

/** Where a CONFIRMING deposit goes: back to AWAITING with no transfer left, on once every counted one is confirmed. */
const confirmingTrigger = (draft: Draft): CryptoDepositTrigger | undefined => {
  const asset = assetOfQuote(draft.quote)
  const counted = countedTransfers(draft)
  if (counted.length === 0) return "dropped"
  if (!counted.every((t) => isConfirmed(asset, t.confirmations))) return undefined
  return unitsOf(counted) >= draft.quote.payUnits ? "confirmed" : "confirmed_short"
}

/**
 * Fires `first` from the record's status, then, while the deposit is CONFIRMING, the move its transfers call for;
 * reaching COMPLETED computes the credit of the counted units at the deposit's quote (`depositCredit`).
 */
const plan = (
  record: CryptoDepositRecord,
  draft: Draft,
  first: ReadonlyArray<CryptoDepositTrigger>,
  at: Date
): Result.Result<DepositPlan, PlanError> =>
  Result.gen(function* () {
    const triggers = [...first]
    const events: Array<EventType> = []
    let status: CryptoDepositStatus = record.status
    const fire = (trigger: CryptoDepositTrigger) =>
      Result.map(StateMachine.transition(cryptoDeposit, status, trigger), (outcome) => {
        status = outcome.to
        events.push(...outcome.events)
      })
    for (const trigger of first) yield* fire(trigger)
    if (status === "CONFIRMING") {
      const next = confirmingTrigger(draft)
      if (next !== undefined) {
        triggers.push(next)
        yield* fire(next)
      }
    }
    const credited = status === "COMPLETED" && record.status !== "COMPLETED"
    const credit = credited ? yield* depositCredit(draft.quote, unitsOf(countedTransfers(draft))) : record.credit
    const changed =
      triggers.length > 0 || draft.transfers !== record.transfers || draft.quote !== record.quote || credited
    const next: CryptoDepositRecord = {
      ...record,
      ...draft,
      status,
      ...(credit === undefined ? {} : { credit }),
      ...(credited ? { completedAt: at } : {}),
      version: record.version + 1,
      updatedAt: at
    }
    return { next, triggers, events, credited, changed }
  })

/**
 * Whether a transfer reported by `notice` must be credited at a fresh quote: it is new, and the deposit is EXPIRED,
 * or still AWAITING with its quote run out when the transfer was seen (the expiry pass had not come yet).
 */
export const needsRequote = (record: CryptoDepositRecord, notice: DepositObserved): boolean =>
  !record.transfers.some((t) => t.txHash === notice.txHash) &&
  record.transfers.length < depositTransfersMax &&
  (record.status === "EXPIRED" || (record.status === "AWAITING" && !isValidAt(record.quote, notice.observedAt)))

/**
 * A transfer to the deposit's address, first seen or with more confirmations. A new transfer: AWAITING or UNDERPAID
 * with the quote holding, `seen`; AWAITING past the quote, `expire` then `seen` at `fresh`; EXPIRED, `seen` at
 * `fresh` (the late payment's new quote); UNDERPAID past the quote, `close_underpaid` (what arrived in time is
 * credited; the late transfer is kept on the record, uncredited). CONFIRMING then moves on its transfers. A transfer
 * past `depositTransfersMax` is left out (held for an operator). `fresh` is required exactly when `needsRequote`.
 */
export const planObserved = (
  record: CryptoDepositRecord,
  notice: DepositObserved,
  at: Date,
  fresh?: DepositQuote
): Result.Result<DepositPlan, PlanError> => {
  const known = record.transfers.find((t) => t.txHash === notice.txHash)
  if (known !== undefined) {
    const confirmations = Math.max(known.confirmations, notice.confirmations)
    const transfers =
      known.dropped || confirmations === known.confirmations
        ? record.transfers
        : record.transfers.map((t) => (t === known ? { ...t, confirmations } : t))
    return plan(record, { quote: record.quote, transfers, requotedAt: record.requotedAt }, [], at)
  }
  if (record.transfers.length >= depositTransfersMax) return plan(record, record, [], at)
  const transfer: DepositTransfer = {
    txHash: notice.txHash,
    amountUnits: notice.amountUnits,
    confirmations: notice.confirmations,
    seenAt: notice.observedAt,
    dropped: false
  }
  const transfers = [...record.transfers, transfer]
  const holds = isValidAt(record.quote, notice.observedAt)
  const requoted = (): Draft => {
    if (fresh === undefined) throw new RangeError("a late transfer is credited at a fresh quote")
    return { quote: fresh, transfers, requotedAt: notice.observedAt }
  }
  const same: Draft = { quote: record.quote, transfers, requotedAt: record.requotedAt }
  switch (record.status) {
    case "AWAITING":
      return holds ? plan(record, same, ["seen"], at) : plan(record, requoted(), ["expire", "seen"], at)
    case "EXPIRED":
      return plan(record, requoted(), ["seen"], at)
    case "UNDERPAID":
      return plan(record, same, [holds ? "seen" : "close_underpaid"], at)
    case "CONFIRMING":
    case "COMPLETED":
      return plan(record, same, [], at)
  }
}

/** A seen transfer dropped by the chain: it no longer counts; a CONFIRMING deposit moves on what is left. */
export const planDropped = (
  record: CryptoDepositRecord,
  txHash: string,
  at: Date
): Result.Result<DepositPlan, PlanError> => {
  const transfers = record.transfers.map((t) => (t.txHash === txHash && !t.dropped ? { ...t, dropped: true } : t))
  const changed = transfers.some((t, i) => t !== record.transfers[i])
  return plan(record, { quote: record.quote, transfers: changed ? transfers : record.transfers }, [], at)
}

/**
 * The clock at `now`: an AWAITING deposit whose quote ran out is `expire`d (EXPIRED, no event); an UNDERPAID one is
 * closed (`close_underpaid`: what arrived is credited at the quote's bid, `payment.paid`). Nothing else moves.
 */
export const planExpiry = (record: CryptoDepositRecord, now: Date): Result.Result<DepositPlan, PlanError> => {
  const due = !isValidAt(record.quote, now)
  const trigger: ReadonlyArray<CryptoDepositTrigger> =
    due && record.status === "AWAITING" ? ["expire"] : due && record.status === "UNDERPAID" ? ["close_underpaid"] : []
  return plan(record, record, trigger, now)
}
