import { Effect } from "effect"
import * as Outbox from "../events/Outbox.ts"
import { cardRefundEntry, cardSettlementEntry } from "../ledger/Entries.ts"
import type { LedgerStoreError, PostError } from "../ledger/Errors.ts"
import { Ledger } from "../ledger/Ledger.ts"
import { type AccountId, mainLedgerAccount } from "../ledger/Model.ts"
import * as IdsPort from "../shared/Ids.ts"
import type * as StateMachine from "../shared/StateMachine.ts"
import { span } from "../shared/Tracing.ts"
import * as Transactor from "../shared/Transactor.ts"
import { CardProcessor, type CardProcessorError } from "./CardProcessor.ts"
import * as Store from "./CardTransactionStore.ts"
import { cardEventOf, entryIdFrom, nowDate } from "./Common.ts"
import type { CardRefundRefused } from "./Errors.ts"
import { makePayment } from "./Payment.ts"
import type { CardTransactionRecord } from "./Record.ts"
import { planRefund } from "./Refund.ts"

/** Compare-and-set attempts of one refund before it answers `CardTransactionChanged` (each re-reads the total). */
export const refundAttemptsMax = 100

/** Card transactions settled per `settleDue` call by default (each in its own transaction). */
export const settleDueBatchDefault = 100

/** A refund the service accepted: the transaction after it, and the refund's id and amount. */
export interface CardRefundOutcome {
  readonly record: CardTransactionRecord
  readonly refundId: string
  readonly amountCentavos: number
}

/** The money use cases of `CardCharges` after capture: refunds of the net and settlement. */
export const makeRefunds = Effect.gen(function* () {
  const store = yield* Store.CardTransactionStore
  const processor = yield* CardProcessor
  const ledger = yield* Ledger
  const outbox = yield* Outbox.Outbox
  const transactor = yield* Transactor.Transactor
  const ids = yield* IdsPort.Ids
  const eventOf = cardEventOf
  const entryId = entryIdFrom(ids)

  const { findById } = yield* makePayment

  /**
   * Refunds part (`amountCentavos`) or all that remains of a captured transaction's net (`planRefund`): the new
   * refunded total is written by compare-and-set on the version read, so concurrent refunds take turns and their
   * sum never passes the net (a lost race re-reads and plans again, up to `refundAttemptsMax` times). In one
   * transaction: the total and status, `payment.refunded`, the processor's refund (its id the refund's, so a
   * repeat refunds once; a refusal rolls everything back) and the `REFUND` entry debiting the merchant's `pending`
   * before settlement, its `withdrawable` after.
   */
  const refund = Effect.fnUntraced(function* (accountId: AccountId, id: string, amountCentavos?: number) {
    const refundId = yield* ids.next("crf")
    const attempt = (left: number): Effect.Effect<CardRefundOutcome, RefundError> =>
      Effect.gen(function* () {
        const record = yield* findById(accountId, id)
        const plan = yield* Effect.fromResult(planRefund(record, amountCentavos))
        const now = yield* nowDate
        const updated = yield* transactor.transactionally(
          Effect.gen(function* () {
            const updated = yield* store.update({
              ...record,
              status: plan.outcome.to,
              refundedCentavos: plan.refundedCentavos,
              updatedAt: now
            })
            yield* processor.refund({
              paymentId: record.paymentId ?? "",
              refundId,
              amountCentavos: plan.amountCentavos
            })
            yield* outbox.append(plan.outcome.events.map((event) => eventOf(event, updated, now)))
            const entry = cardRefundEntry(
              { id: yield* entryId, accountId, transactionId: id, idempotencyKey: refundId, createdAt: now },
              {
                receiver: mainLedgerAccount(accountId),
                refundCentavos: plan.amountCentavos,
                settled: record.settledAt !== undefined
              }
            )
            yield* ledger.post(entry)
            return updated
          })
        )
        return { record: updated, refundId, amountCentavos: plan.amountCentavos }
      }).pipe(
        Effect.catchTag("CardTransactionChanged", (changed) => (left > 1 ? attempt(left - 1) : Effect.fail(changed)))
      )
    return yield* attempt(refundAttemptsMax)
  }, span("CardCharges.refund"))

  /**
   * Settles up to `limit` captured transactions whose `settlesAt` is at or before `now`, each in its own
   * transaction: `settledAt` set by compare-and-set, and what remains of the net (net − refunded) moved from the
   * merchant's `pending` to `available` (`CARD_SETTLEMENT`; nothing when all was refunded). A transaction a refund
   * changed between the read and the write is left for the next pass.
   */
  const settleDue = Effect.fnUntraced(function* (now: Date, limit: number = settleDueBatchDefault) {
    const due = yield* store.findSettlementDue(now, limit)
    const settled: Array<CardTransactionRecord> = []
    for (const record of due) {
      if (!Store.isSettlementDue(record, now)) continue
      const done = yield* transactor
        .transactionally(
          Effect.gen(function* () {
            const updated = yield* store.update({ ...record, settledAt: now, updatedAt: now })
            const remaining = record.netCentavos - record.refundedCentavos
            if (remaining > 0) {
              yield* ledger.post(
                cardSettlementEntry(
                  { id: yield* entryId, accountId: record.accountId, transactionId: record.id, createdAt: now },
                  { receiver: mainLedgerAccount(record.accountId), netCentavos: remaining }
                )
              )
            }
            return updated
          })
        )
        .pipe(
          Effect.map((r): CardTransactionRecord | undefined => r),
          Effect.catchTags({
            CardTransactionChanged: () => Effect.succeed(undefined),
            CardTransactionNotFound: () => Effect.succeed(undefined)
          })
        )
      if (done !== undefined) settled.push(done)
    }
    return settled
  }, span("CardCharges.settleDue"))

  return { refund, settleDue }
})

/** Every refusal of a refund. */
export type RefundError =
  | Store.CardTransactionNotFound
  | Store.CardTransactionChanged
  | Store.CardTransactionStoreError
  | CardRefundRefused
  | StateMachine.InvalidTransition
  | CardProcessorError
  | Outbox.OutboxStoreError
  | PostError
  | LedgerStoreError
