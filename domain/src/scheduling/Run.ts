import { Effect, Result } from "effect"
import { nowDate } from "../charges/Common.ts"
import type { AccountId } from "../ledger/Model.ts"
import { Ids } from "../shared/Ids.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { span } from "../shared/Tracing.ts"
import { modify, requireSchedule, runLeaseMs } from "./Common.ts"
import { scheduledTransfer, succeededRunTrigger } from "./Machine.ts"
import { makePay, type PaymentOutcome } from "./Pay.ts"
import { latestRunAtOrBefore, nextRunAt } from "./Recurrence.ts"
import { manualRunReferenceOf, runReferenceOf, type ScheduledTransferRecord } from "./Record.ts"
import { dueBatchMax, ScheduleStore } from "./ScheduleStore.ts"

/** The id prefix of manual runs, whose body names a run-now's transfer reference. */
export const manualRunIdPrefix = "run"

/** Schedules one `runDue` pass takes by default. */
export const runDueBatchDefault = 100

/** What one `runDue` pass did: runs claimed, and of them paid and refused (the rest were left for a retry). */
export interface RunDuePass {
  readonly claimed: number
  readonly paid: number
  readonly refused: number
}

/** The due time a claim pays: the run already in flight, else the latest due time missed up to `now`. */
export const dueTimeOf = (record: ScheduledTransferRecord, now: Date): Date | undefined => {
  if (record.runDueAt !== undefined) return record.runDueAt
  if (record.nextRunAt === undefined) return undefined
  return record.recurrenceRule === undefined
    ? record.nextRunAt
    : latestRunAtOrBefore(record.recurrenceRule, record.nextRunAt, now)
}

/**
 * The record after a run's payment. A paid run counts (`runCount`, `lastRunAt`) and fires `run_succeeded`, or
 * `last_run_succeeded` for a `once` schedule or at `maxRuns`; a refused one fires `run_failed` with `lastFailure`.
 * From a status that has no such move (the schedule was canceled or failed meanwhile) the run still counts and the
 * status stays. A due run clears its claim and moves `nextRunAt` to the first due time after `now` (missed ones
 * skipped); a manual run keeps `nextRunAt` unless the schedule ended.
 */
export const afterRun = (
  record: ScheduledTransferRecord,
  outcome: PaymentOutcome,
  now: Date,
  due: boolean
): ScheduledTransferRecord => {
  const runCount = outcome._tag === "Paid" ? record.runCount + 1 : record.runCount
  const trigger = outcome._tag === "Paid" ? succeededRunTrigger({ ...record, runCount }) : "run_failed"
  const moved = StateMachine.transition(scheduledTransfer, record.status, trigger)
  const status = Result.isSuccess(moved) ? moved.success.to : record.status
  const next: { -readonly [K in keyof ScheduledTransferRecord]: ScheduledTransferRecord[K] } = {
    ...record,
    status,
    runCount,
    updatedAt: now
  }
  if (outcome._tag === "Paid") next.lastRunAt = now
  else next.lastFailure = outcome.reason
  if (due) {
    delete next.runDueAt
    delete next.runLeaseUntil
    delete next.nextRunAt
    if (status === "active" && record.recurrenceRule !== undefined) {
      const after = Math.max(now.getTime(), record.runDueAt?.getTime() ?? 0)
      next.nextRunAt = nextRunAt(record.recurrenceRule, new Date(after))
    }
  }
  if (status === "completed" || status === "failed") delete next.nextRunAt
  return next
}

/**
 * The run use cases: `runDue` for the worker (claim, pay, record), `runNow` for the merchant. A claim is a
 * compare-and-set that writes the due time it pays (`runDueAt`) and a lease: of any number of workers reading the same
 * due schedule, one claims it. The payment's reference derives from the schedule id and that due time, so a run taken
 * over after a crash (its lease ran out) finds the transfer already made instead of paying twice.
 */
export const makeRun = Effect.gen(function* () {
  const store = yield* ScheduleStore
  const pay = yield* makePay
  const ids = yield* Ids

  /** Claims the schedule for its due run; undefined when another worker claimed it first. */
  const claim = (record: ScheduledTransferRecord, now: Date) =>
    Effect.gen(function* () {
      const dueAt = dueTimeOf(record, now)
      if (dueAt === undefined) return undefined
      const claimed = {
        ...record,
        runDueAt: dueAt,
        runLeaseUntil: new Date(now.getTime() + runLeaseMs),
        updatedAt: now
      }
      return yield* store
        .update(claimed, record.version)
        .pipe(Effect.catchTags({ ScheduleChanged: () => Effect.undefined, ScheduleNotFound: () => Effect.undefined }))
    })

  /** Records a paid or refused due run, unless another worker already recorded this due time. */
  const finishDue = (record: ScheduledTransferRecord, dueAt: Date, outcome: PaymentOutcome) =>
    Effect.flatMap(nowDate, (now) =>
      modify(store, record.accountId, record.id, (current) =>
        Effect.succeed(
          current.runDueAt?.getTime() === dueAt.getTime() ? { next: afterRun(current, outcome, now, true) } : undefined
        )
      )
    )

  /** Pays the claimed run and records it; returns the payment's outcome. */
  const runClaimed = (claimed: ScheduledTransferRecord) =>
    Effect.gen(function* () {
      const dueAt = claimed.runDueAt!
      const outcome = yield* pay(claimed, runReferenceOf(claimed.id, dueAt))
      yield* finishDue(claimed, dueAt, outcome)
      return outcome
    })

  /**
   * One worker pass: claims up to `limit` schedules due at the `Clock`'s time (`isClaimable`) and pays each once. A
   * schedule due several times while no worker ran pays once, for the latest due time missed, and continues from the
   * first due time after now. A run whose store or network failed keeps its claim; its lease runs out and a later pass
   * pays it under the same reference.
   */
  const runDue = Effect.fnUntraced(function* (limit: number = runDueBatchDefault) {
    const now = yield* nowDate
    const due = yield* store.findDue(now, Math.min(limit, dueBatchMax))
    let claimed = 0
    let paid = 0
    let refused = 0
    for (const record of due) {
      const mine = yield* claim(record, now)
      if (mine === undefined) continue
      claimed++
      const outcome = yield* runClaimed(mine).pipe(
        Effect.catch((error) =>
          Effect.as(Effect.logWarning(`scheduled transfer ${record.id} not run`, error), undefined)
        )
      )
      if (outcome?._tag === "Paid") paid++
      if (outcome?._tag === "Refused") refused++
    }
    return { claimed, paid, refused } satisfies RunDuePass
  }, span("ScheduledTransfers.runDue"))

  /**
   * A manual run at once (run-now), allowed while the schedule is active or paused (`InvalidTransition` otherwise).
   * It counts as a run (`runCount`, `maxRuns`) but leaves the regular `nextRunAt` as it was. Returns the schedule
   * after the run and the payment's outcome: a refused payment moves the schedule to `failed`.
   */
  const runNow = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
    const record = yield* requireSchedule(store, accountId, id)
    // Refused (`InvalidTransition`) unless the machine lets the schedule run from its status.
    yield* Effect.fromResult(StateMachine.transition(scheduledTransfer, record.status, "run_succeeded"))
    const now = yield* nowDate
    const runId = yield* ids.next(manualRunIdPrefix)
    const outcome = yield* pay(record, manualRunReferenceOf(record.id, runId.slice(manualRunIdPrefix.length + 1)))
    const after = yield* modify(store, accountId, id, (current) =>
      Effect.succeed({ next: afterRun(current, outcome, now, false) })
    )
    return { record: after, outcome }
  }, span("ScheduledTransfers.runNow"))

  return { claim, runClaimed, runDue, runNow } as const
})
