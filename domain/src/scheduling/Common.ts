import { Effect, Option } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import { ActiveSchedulesLimitReached, ScheduleChanged, ScheduleNotFound, ScheduleStoreError } from "./Errors.ts"
import type { ScheduledTransferRecord } from "./Record.ts"
import type { ScheduleStore } from "./ScheduleStore.ts"

/** Read-modify-write attempts of one change, at most, when concurrent writers keep winning the compare-and-set. */
export const writeAttemptsMax = 5

/** How long a worker holds a run it claimed before another may take it over (same reference, so no double pay). */
export const runLeaseMs = 5 * 60_000

/** The account's schedule, or `ScheduleNotFound`. */
export const requireSchedule = (store: ScheduleStore["Service"], accountId: AccountId, id: string) =>
  Effect.flatMap(store.findById(accountId, id), (found) =>
    Option.isSome(found) ? Effect.succeed(found.value) : Effect.fail(new ScheduleNotFound({ id }))
  )

/** The store's refusals of a write. */
export type WriteError = ScheduleChanged | ScheduleNotFound | ActiveSchedulesLimitReached | ScheduleStoreError

/** What a change writes: the next record, and the active maximum when the write may make it active. */
export interface Change {
  readonly next: ScheduledTransferRecord
  readonly activeMax?: number | undefined
}

/**
 * Reads the schedule, asks `plan` for the change (undefined: nothing to write) and writes it by compare-and-set on
 * its version; when another writer came first, reads again and asks again, up to `writeAttemptsMax` times. Returns the
 * record written (or read, when nothing was).
 */
export const modify = <E, R>(
  store: ScheduleStore["Service"],
  accountId: AccountId,
  id: string,
  plan: (record: ScheduledTransferRecord) => Effect.Effect<Change | undefined, E, R>
) => {
  const attempt = (left: number): Effect.Effect<ScheduledTransferRecord, E | WriteError, R> =>
    Effect.gen(function* () {
      const record = yield* requireSchedule(store, accountId, id)
      const change = yield* plan(record)
      if (change === undefined) return record
      return yield* store
        .update(change.next, record.version, change.activeMax)
        .pipe(
          Effect.catchTag("ScheduleChanged", (changed: ScheduleChanged) =>
            left > 1 ? attempt(left - 1) : Effect.fail(changed)
          )
        )
    })
  return attempt(writeAttemptsMax)
}
