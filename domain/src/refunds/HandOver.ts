import { Effect } from "effect"
import { fromEither, nowDate } from "../charges/Common.ts"
import type { ChargeRecord } from "../charges/Record.ts"
import { refundReversalEntry } from "../ledger/Entries.ts"
import { Ledger } from "../ledger/Ledger.ts"
import { EntryId } from "../ledger/Model.ts"
import { ChargeStore } from "../charges/ChargeStore.ts"
import { Outbox } from "../events/Outbox.ts"
import { PixNetwork } from "../pix/PixNetwork.ts"
import { RefundStore } from "./RefundStore.ts"
import { Transactor } from "../shared/Transactor.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { span } from "../shared/Tracing.ts"
import { pixCharge } from "../transactions/Machines.ts"
import {
  chargeOf,
  eventOf,
  handOverBatchDefault,
  handOverGraceMs,
  type RefundOutcome,
  refundReversalDescription,
  refundReversalKey
} from "./Common.ts"
import { type RefundRecord, refundReversalIdOf } from "./Record.ts"

/** The failure of a REQUESTED refund, over the ports. */
const makeFailRequested = Effect.gen(function* () {
  const store = yield* RefundStore
  const charges = yield* ChargeStore
  const ledger = yield* Ledger
  const outbox = yield* Outbox
  const transactor = yield* Transactor

  /**
   * Fails a REQUESTED refund: REQUESTED → FAILED by compare-and-set, the reversal of its debit (every posting of
   * its `REFUND` entry negated) and `refund.failed`, in one transaction. The deposit stays COMPLETED.
   */
  const failRequested = (refund: RefundRecord, reason: string, failedAt: Date, referenceId?: string) =>
    Effect.gen(function* () {
      const charge = yield* chargeOf(charges, refund.accountId, refund.chargeId)
      const move = yield* fromEither(StateMachine.transition(pixCharge, charge.status, "refund_failed"))
      const debit = yield* ledger.findEntryById(EntryId.make(refund.id))
      if (debit === undefined) return yield* Effect.die(new Error(`refund ${refund.id} has no debit entry`))
      const now = yield* nowDate
      const reversal = refundReversalEntry(
        {
          id: EntryId.make(refundReversalIdOf(refund.id)),
          accountId: refund.accountId,
          transactionId: charge.id,
          idempotencyKey: refundReversalKey(refund.id),
          description: refundReversalDescription,
          createdAt: now
        },
        debit
      )
      return yield* transactor.transactionally(
        Effect.gen(function* () {
          const failed = yield* store.updateStatus(refund.accountId, refund.id, "REQUESTED", "FAILED", {
            updatedAt: now,
            failedAt,
            failureReason: reason,
            referenceId
          })
          yield* ledger.post(reversal)
          yield* outbox.append(move.events.map((event) => eventOf(event, charge, failed, now)))
          return { charge, refund: failed, replayed: false } satisfies RefundOutcome
        })
      )
    })

  return failRequested
})

/** The PIX network's side of a refund, over the ports: asking it to return the money, and failing a refund. */
export const makeHandOver = Effect.gen(function* () {
  const store = yield* RefundStore
  const network = yield* PixNetwork
  const failRequested = yield* makeFailRequested

  /**
   * Asks the network to return `refund`'s deposit net (the network's refund id is the record's id, so asking again
   * is the same request) and stores its reference. A refusal fails the refund and returns its debit; an outage
   * does too when `onUnavailable` is `fail` (a request's own hand-over), or leaves it REQUESTED for a later pass.
   */
  const handOver = (charge: ChargeRecord, refund: RefundRecord, onUnavailable: "fail" | "wait") =>
    network
      .requestRefund({
        originalEndToEndId: refund.endToEndId,
        refundId: refund.id,
        amountCentavos: refund.depositNetCentavos,
        nature: refund.nature,
        ...(refund.description === undefined ? {} : { description: refund.description })
      })
      .pipe(
        Effect.flatMap(({ referenceId }) =>
          Effect.flatMap(nowDate, (now) =>
            Effect.map(
              store.updateStatus(refund.accountId, refund.id, "REQUESTED", "REQUESTED", {
                referenceId,
                updatedAt: now
              }),
              (updated): RefundOutcome => ({ charge, refund: updated, replayed: false })
            )
          )
        ),
        Effect.catchTag("PixNetworkError", (error) =>
          error.reason === "unavailable" && onUnavailable === "wait"
            ? Effect.succeed<RefundOutcome>({ charge, refund, replayed: false })
            : Effect.flatMap(nowDate, (failedAt) =>
                failRequested(refund, `PIX network ${error.reason}: ${error.message}`, failedAt)
              )
        )
      )

  return { failRequested, handOver } as const
})

/** The hand-over helpers shared by the refund use cases. */
export type RefundHandOver = Effect.Success<typeof makeHandOver>

/**
 * Hands over again up to `limit` refunds left REQUESTED without a network reference since `handOverGraceMs`
 * before `now` (a process that stopped between a request's commit and its hand-over), oldest first. An outage
 * leaves them for the next pass; a refusal fails them and returns their debit. A refund moved meanwhile is skipped.
 */
export const makeHandOverDue = ({ handOver }: RefundHandOver) =>
  Effect.gen(function* () {
    const store = yield* RefundStore
    const charges = yield* ChargeStore
    return Effect.fnUntraced(function* (now: Date, limit: number = handOverBatchDefault) {
      const due = yield* store.findUnsubmitted(new Date(now.getTime() - handOverGraceMs), limit)
      const pass = { handedOver: 0, failed: 0, waiting: 0, skipped: 0 }
      for (const refund of due) {
        const outcome = yield* Effect.flatMap(chargeOf(charges, refund.accountId, refund.chargeId), (charge) =>
          handOver(charge, refund, "wait")
        ).pipe(
          Effect.map((o): RefundOutcome | undefined => o),
          Effect.catchTags({ RefundStatusChanged: () => Effect.succeed(undefined) })
        )
        if (outcome === undefined) pass.skipped++
        else if (outcome.refund.status === "FAILED") pass.failed++
        else if (outcome.refund.referenceId === undefined) pass.waiting++
        else pass.handedOver++
      }
      return pass
    }, span("Refunds.handOverDue"))
  })
