import { Effect, Option } from "effect"
import type { LedgerStoreError, PostError } from "../ledger/Errors.ts"
import { Ledger } from "../ledger/Ledger.ts"
import { EntryId } from "../ledger/Model.ts"
import type { ChargeExpired, ChargeFailed, ChargePaid } from "../pix/Notices.ts"
import { ChargeStore, type ChargeStatusUpdate } from "./ChargeStore.ts"
import { Ids } from "../shared/Ids.ts"
import { Outbox, type OutboxStoreError } from "../events/Outbox.ts"
import { Transactor } from "../shared/Transactor.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { pixCharge, type PixChargeTrigger } from "../transactions/Machines.ts"
import { type ChargeOutcome, eventOf, fromEither, nowDate } from "./Common.ts"
import { depositEntryOf } from "./Deposit.ts"
import { ChargeNotFound, type ChargeStatusChanged, type ChargeStoreError, PaidAmountMismatch } from "./Errors.ts"
import { type ChargeRecord, isExpiring } from "./Record.ts"
import { type ChargeFollowerError, ChargeFollowers } from "./Followers.ts"
import { span } from "../shared/Tracing.ts"

/** What one `expireDue` pass did: the charges it expired, and those a concurrent change took first. */
export interface ExpiryPass {
  readonly expired: ReadonlyArray<ChargeRecord>
  readonly skipped: number
}

/** Charges expired per `expireDue` call by default (each in its own transaction). */
export const expireDueBatchDefault = 100

/** Every refusal of a status change without money (`fail`, `expire`). */
export type SettleError =
  | ChargeNotFound
  | StateMachine.InvalidTransition
  | ChargeStatusChanged
  | ChargeStoreError
  | OutboxStoreError
  | ChargeFollowerError

/** Every refusal of `confirmPaid`: those of any status change, a wrong amount, and the ledger's. */
export type ConfirmPaidError = SettleError | PaidAmountMismatch | PostError | LedgerStoreError

/** The use cases of `Charges` that act on the network's notices and on time, over its ports. */
export const makeSettle = Effect.gen(function* () {
  const store = yield* ChargeStore
  const transactor = yield* Transactor
  const outbox = yield* Outbox
  const ids = yield* Ids
  const ledger = yield* Ledger
  const followers = yield* ChargeFollowers

  const findByReferenceId = (referenceId: string) =>
    Effect.flatMap(store.findByReferenceId(referenceId), (found) =>
      Option.isSome(found)
        ? Effect.succeed(found.value)
        : Effect.fail(new ChargeNotFound({ by: "referenceId", value: referenceId }))
    )

  /**
   * Moves a charge with `trigger` by compare-and-set, writing `fields` and the move's events in one transaction;
   * `also` runs inside it after the status change (the ledger entry of a payment), then the charge's followers
   * (`ChargeFollowers`). When another request moved the
   * charge first, the decision is taken again on the status found: `done` says whether that status already is
   * this call's outcome (a replay).
   */
  const move = <E, R>(
    record: ChargeRecord,
    trigger: PixChargeTrigger,
    fields: (now: Date) => Omit<ChargeStatusUpdate, "updatedAt">,
    done: (current: ChargeRecord) => boolean,
    also: (updated: ChargeRecord, now: Date) => Effect.Effect<unknown, E, R>
  ) => {
    const attempt = (current: ChargeRecord, retry: boolean): Effect.Effect<ChargeOutcome, E | SettleError, R> =>
      Effect.gen(function* () {
        if (done(current)) return { record: current, replayed: true }
        const outcome = yield* fromEither(StateMachine.transition(pixCharge, current.status, trigger))
        const now = yield* nowDate
        return yield* transactor.transactionally(
          Effect.gen(function* () {
            const updated = yield* store.updateStatus(current.accountId, current.id, current.status, outcome.to, {
              ...fields(now),
              updatedAt: now
            })
            yield* also(updated, now)
            yield* followers.onSettled(updated, now)
            yield* outbox.append(outcome.events.map((event) => eventOf(event, updated, now)))
            return { record: updated, replayed: false }
          })
        )
      }).pipe(
        Effect.catchTag("ChargeStatusChanged", (changed) =>
          retry
            ? Effect.flatMap(store.findById(current.accountId, current.id), (found) =>
                Option.isSome(found) ? attempt(found.value, false) : Effect.fail(changed)
              )
            : Effect.fail(changed)
        )
      )
    return attempt(record, true)
  }

  /**
   * A payment notice: PENDING → COMPLETED (`deposit_confirmed`), the deposit's journal entry through the `Ledger`
   * (net to the receiver under the 24 h lock, fee to `sys:fee_revenue`, split to the partner, all against
   * `sys:pix_clearing`), `endToEndId`, `payer` and `completedAt` set, `payment.paid` appended, in one transaction.
   * The same notice again (same `endToEndId`) is a no-op success (`replayed`); a payment of a charge no longer
   * PENDING (expired, failed) is the machine's `InvalidTransition`.
   */
  const confirmPaid: (notice: ChargePaid) => Effect.Effect<ChargeOutcome, ConfirmPaidError> = Effect.fn(
    "Charges.confirmPaid"
  )(function* (notice: ChargePaid) {
    const record = yield* findByReferenceId(notice.referenceId)
    const same = (r: ChargeRecord) => r.status !== "PENDING" && r.endToEndId === notice.endToEndId
    if (!same(record) && notice.amountCentavos !== record.amountCentavos) {
      return yield* new PaidAmountMismatch({
        chargeId: record.id,
        expectedCentavos: record.amountCentavos,
        paidCentavos: notice.amountCentavos
      })
    }
    return yield* move(
      record,
      "deposit_confirmed",
      () => ({ endToEndId: notice.endToEndId, payer: notice.payer, completedAt: notice.paidAt }),
      same,
      (updated, now) =>
        Effect.flatMap(
          Effect.map(ids.next("ent"), (entryId) => depositEntryOf(updated, EntryId.make(entryId), now)),
          ledger.post
        )
    )
  })

  /** A failure notice: PENDING → FAILED (`receive_failed`) with `payment.failed`; again is a no-op success. */
  const fail: (notice: ChargeFailed) => Effect.Effect<ChargeOutcome, SettleError> = Effect.fnUntraced(function* (
    notice: ChargeFailed
  ) {
    const record = yield* findByReferenceId(notice.referenceId)
    return yield* move(
      record,
      "receive_failed",
      () => ({ failureReason: notice.reason }),
      (r) => r.status === "FAILED",
      () => Effect.void
    )
  }, span("Charges.fail"))

  const expireRecord = (record: ChargeRecord) =>
    move(
      record,
      "qr_expired",
      () => ({}),
      (r) => r.status === "CANCELED",
      () => Effect.void
    )

  /**
   * An expiry notice of the network: PENDING → CANCELED (`qr_expired`) with `payment.pix.expired`. The network is
   * the authority on its own expiry; again is a no-op success.
   */
  const expire: (notice: ChargeExpired) => Effect.Effect<ChargeOutcome, SettleError> = Effect.fnUntraced(function* (
    notice: ChargeExpired
  ) {
    return yield* expireRecord(yield* findByReferenceId(notice.referenceId))
  }, span("Charges.expire"))

  /**
   * Expires up to `limit` PENDING charges whose `expiresAt` is at or before `now`, earliest first, each in its own
   * transaction. A charge paid (or failed) between the read and its compare-and-set is skipped: the payment wins.
   */
  const expireDue = Effect.fnUntraced(function* (now: Date, limit: number = expireDueBatchDefault) {
    const due = yield* store.findExpiring(now, limit)
    const expired: Array<ChargeRecord> = []
    let skipped = 0
    for (const record of due) {
      if (!isExpiring(record, now)) continue
      const outcome = yield* expireRecord(record).pipe(
        Effect.map((o): ChargeOutcome | undefined => o),
        Effect.catchTags({
          ChargeStatusChanged: () => Effect.succeed(undefined),
          InvalidTransition: () => Effect.succeed(undefined),
          ChargeNotFound: () => Effect.succeed(undefined)
        })
      )
      if (outcome === undefined || outcome.replayed) skipped++
      else expired.push(outcome.record)
    }
    return { expired, skipped } satisfies ExpiryPass
  }, span("Charges.expireDue"))

  return { confirmPaid, fail, expire, expireDue }
})
