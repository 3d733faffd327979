import { Effect, Option } from "effect"
import { fromEither, nowDate } from "../charges/Common.ts"
import type { RefundCompleted, RefundFailed } from "../pix/Notices.ts"
import { ChargeStore } from "../charges/ChargeStore.ts"
import { ChargeFollowers } from "../charges/Followers.ts"
import { Outbox } from "../events/Outbox.ts"
import { RefundStore } from "./RefundStore.ts"
import { Transactor } from "../shared/Transactor.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { span } from "../shared/Tracing.ts"
import { pixCharge } from "../transactions/Machines.ts"
import { chargeOf, eventOf, type RefundOutcome } from "./Common.ts"
import { RefundNotFound } from "./Errors.ts"
import type { RefundHandOver } from "./HandOver.ts"

/**
 * The refund a notice is about: by the network's reference, or else by the refund id the platform sent (the record's
 * id), for a notice arriving before the reference was stored.
 */
const byNotice = (store: RefundStore["Service"], notice: { readonly referenceId: string; readonly refundId: string }) =>
  Effect.gen(function* () {
    const byReference = yield* store.findByReferenceId(notice.referenceId)
    if (Option.isSome(byReference)) return byReference.value
    const bySentId = yield* store.findBySentId(notice.refundId)
    if (Option.isSome(bySentId) && bySentId.value.referenceId === undefined) return bySentId.value
    return yield* new RefundNotFound({ id: notice.referenceId })
  })

/** The use cases of `Refunds` that act on the network's notices, over its ports. */
export const makeNotices = ({ failRequested }: RefundHandOver) =>
  Effect.gen(function* () {
    const store = yield* RefundStore
    const charges = yield* ChargeStore
    const outbox = yield* Outbox
    const transactor = yield* Transactor
    const followers = yield* ChargeFollowers

    /**
     * A completion notice: the refund REQUESTED → COMPLETED (with `completedAt` and the return's id) and the deposit
     * COMPLETED → REVERSED (`refund_completed`), with `refund.completed` and `payment.refunded`, in one transaction,
     * with the charge's followers (`ChargeFollowers`: a fiscal invoice of the deposit is cancelled).
     * The same notice again is a no-op success (`replayed`); a completion of a failed refund is `RefundStatusChanged`.
     */
    const complete = Effect.fnUntraced(function* (notice: RefundCompleted) {
      const refund = yield* byNotice(store, notice)
      const charge = yield* chargeOf(charges, refund.accountId, refund.chargeId)
      if (refund.status === "COMPLETED") return { charge, refund, replayed: true } satisfies RefundOutcome
      const move = yield* fromEither(StateMachine.transition(pixCharge, charge.status, "refund_completed"))
      const now = yield* nowDate
      return yield* transactor.transactionally(
        Effect.gen(function* () {
          const completed = yield* store.updateStatus(refund.accountId, refund.id, "REQUESTED", "COMPLETED", {
            updatedAt: now,
            completedAt: notice.completedAt,
            returnId: notice.returnId,
            referenceId: notice.referenceId
          })
          const reversed = yield* charges.updateStatus(charge.accountId, charge.id, charge.status, move.to, {
            updatedAt: now
          })
          yield* followers.onSettled(reversed, now)
          yield* outbox.append(move.events.map((event) => eventOf(event, reversed, completed, now)))
          return { charge: reversed, refund: completed, replayed: false } satisfies RefundOutcome
        })
      )
    }, span("Refunds.complete"))

    /**
     * A failure notice: the refund REQUESTED → FAILED, its debit returned exactly, `refund.failed`; the deposit stays
     * COMPLETED and may be refunded again. Again is a no-op success; a failure of a completed refund is
     * `RefundStatusChanged`.
     */
    const fail = Effect.fnUntraced(function* (notice: RefundFailed) {
      const refund = yield* byNotice(store, notice)
      if (refund.status === "FAILED") {
        const charge = yield* chargeOf(charges, refund.accountId, refund.chargeId)
        return { charge, refund, replayed: true } satisfies RefundOutcome
      }
      return yield* failRequested(refund, notice.reason, notice.failedAt, notice.referenceId)
    }, span("Refunds.fail"))

    return { complete, fail } as const
  })
