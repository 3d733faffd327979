import { Effect, Option } from "effect"
import { saoPauloDate } from "./Calendar.ts"
import type { AccountId } from "../ledger/Model.ts"
import { Transactor } from "../shared/Transactor.ts"
import { billingCreditEntryOf, billingSettlementEntryOf } from "./Credit.ts"
import { overdueBatchDefault, makeWriter } from "./Moves.ts"
import type { BillingCard, BillingRecord } from "./Record.ts"
import { BillingStore } from "./Store.ts"

/** What a card charge approved: the processor's payment, when it was captured and settles, the fee and net of gross. */
export interface CardConfirmation {
  readonly paymentId: string
  readonly capturedAt: Date
  readonly settlesAt: Date
  readonly grossCentavos: number
  readonly feeCentavos: number
  readonly netCentavos: number
  /** The card charged, when the charge named it (a CARD_DEBIT payer's card on the invoice page). */
  readonly card?: Pick<BillingCard, "token" | "brand" | "last4" | "remoteIp"> | undefined
}

/** The use cases of `Billings` that move a card billing: confirmed, refused, settled. */
export const makeCardMoves = Effect.gen(function* () {
  const store = yield* BillingStore
  const transactor = yield* Transactor
  const { write, refundMove } = yield* makeWriter

  /**
   * The full refund of a CONFIRMED or RECEIVED card billing: REFUNDED with `payment.refunded`, its net taken back once
   * (`billingRefundEntryOf`: from `pending` before settlement, `withdrawable` after), and the processor's refund
   * (`atProcessor`) inside the same transaction, after the compare-and-set: a processor refusal rolls it all back.
   */
  const refundCard = <E>(
    accountId: AccountId,
    id: string,
    description: string | undefined,
    atProcessor: (record: BillingRecord) => Effect.Effect<void, E>
  ) => refundMove(accountId, id, description, atProcessor).pipe(Effect.withSpan("Billings.refundCard"))

  /**
   * A card charge approved: CONFIRMED with `payment.paid`, the payment (gross, fee, net) recorded and its net credited
   * to the merchant's `pending` bucket once (`billingCreditEntryOf`), settling at `settlesAt`.
   */
  const confirmCard = Effect.fn("Billings.confirmCard")(function* (record: BillingRecord, c: CardConfirmation) {
    const payment = {
      paidOn: saoPauloDate(c.capturedAt),
      paidAt: c.capturedAt,
      paidCentavos: c.grossCentavos,
      fineCentavos: 0,
      interestCentavos: 0,
      feeCentavos: c.feeCentavos,
      netCentavos: c.netCentavos
    }
    const card: BillingCard = {
      processorAccountId: record.card?.processorAccountId ?? "",
      ...record.card,
      ...c.card,
      paymentId: c.paymentId,
      settlesAt: c.settlesAt,
      attempts: (record.card?.attempts ?? 0) + 1,
      lastAttemptAt: c.capturedAt,
      failureReason: undefined,
      nextChargeAt: undefined
    }
    return yield* write(
      record,
      "card_confirmed",
      (status) => ({ ...record, status, card, payment, updatedAt: c.capturedAt }),
      billingCreditEntryOf
    )
  })

  /** A card charge refused for good: FAILED with `payment.failed`, the reason kept; no money moves. */
  const failCard = Effect.fn("Billings.failCard")(function* (record: BillingRecord, reason: string, at: Date) {
    const card: BillingCard = {
      processorAccountId: record.card?.processorAccountId ?? "",
      ...record.card,
      failureReason: reason,
      attempts: (record.card?.attempts ?? 0) + 1,
      lastAttemptAt: at,
      nextChargeAt: undefined
    }
    return yield* write(record, "charge_failed", (status) => ({ ...record, status, card, updatedAt: at }))
  })

  /**
   * A declined attempt that is not the last (a subscription's card cycle): the attempt counted, its reason and time
   * kept, the next one due at `nextChargeAt`, the billing still payable; no event, no money. `BillingChanged` when
   * another writer came first.
   */
  const noteCardAttempt = Effect.fn("Billings.noteCardAttempt")(function* (
    record: BillingRecord,
    reason: string,
    at: Date,
    nextChargeAt?: Date
  ) {
    const card: BillingCard = {
      processorAccountId: record.card?.processorAccountId ?? "",
      ...record.card,
      failureReason: reason,
      attempts: (record.card?.attempts ?? 0) + 1,
      lastAttemptAt: at,
      nextChargeAt
    }
    return yield* transactor.transactionally(
      store.update({ ...record, card, updatedAt: at, version: record.version + 1 }, record.version)
    )
  })

  /**
   * Claims a card billing's due charge for one worker: its `nextChargeAt` moved to `until` (the claim's lease) by a
   * compare-and-set, so of two workers reading it due only one charges it; a claimer that dies leaves it due again
   * when the lease ends (the same attempt, the same processor reference: charged at most once). `BillingChanged` when
   * another writer came first.
   */
  const claimCardCharge = Effect.fn("Billings.claimCardCharge")(function* (record: BillingRecord, until: Date) {
    const card: BillingCard = { processorAccountId: "", ...record.card, nextChargeAt: until }
    return yield* store.update({ ...record, card, version: record.version + 1 }, record.version)
  })

  /**
   * Moves CONFIRMED card billings whose `settlesAt` is at or before `now` to RECEIVED (no event: `payment.paid` was
   * emitted at confirmation), each in its own transaction with its `CARD_SETTLEMENT` entry (the net from `pending` to
   * `available`, once). A billing another writer moved first (a refund, a second worker) is skipped.
   */
  const settleCardDue = Effect.fn("Billings.settleCardDue")(function* (now: Date, limit: number = overdueBatchDefault) {
    const due = yield* store.findSettlementDue(now, limit)
    const moved: Array<BillingRecord> = []
    for (const record of due) {
      const settledAt = record.card?.settlesAt ?? now
      const written = yield* write(
        record,
        "settled",
        (status) => ({
          ...record,
          status,
          card: { processorAccountId: "", ...record.card, settledAt },
          updatedAt: now
        }),
        (updated) => billingSettlementEntryOf(updated, settledAt)
      ).pipe(
        Effect.map(Option.some),
        Effect.catchTags({ BillingChanged: () => Effect.succeedNone, BillingStatusConflict: () => Effect.succeedNone })
      )
      if (Option.isSome(written)) moved.push(written.value)
    }
    return moved
  })

  return { confirmCard, failCard, noteCardAttempt, claimCardCharge, settleCardDue, refundCard } as const
})
