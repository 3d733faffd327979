import { Clock, Effect } from "effect"
import type { EventType } from "../events/Catalog.ts"
import { Outbox, type OutboxEventInput } from "../events/Outbox.ts"
import { Ledger } from "../ledger/Ledger.ts"
import type { JournalEntry } from "../ledger/Model.ts"
import { Transactor } from "../shared/Transactor.ts"
import { type MedDispute, toMedView } from "./Dispute.ts"
import { MedStore, type MedVersion } from "./MedStore.ts"

/** The `Clock`'s time as a `Date`. */
export const nowDate: Effect.Effect<Date> = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

/** The outbox row of a dispute's event: the MED read of the dispute as it is after the move. */
export const medEventOf = (eventType: EventType, dispute: MedDispute, at: Date): OutboxEventInput => ({
  accountId: dispute.accountId,
  eventType,
  aggregateId: dispute.id,
  apiKeyId: dispute.apiKeyId,
  payload: toMedView(dispute),
  createdAt: at
})

/**
 * Writes a dispute's change in one transaction: the record (inserted when `from` is undefined, else by
 * compare-and-set from `from`'s status and blocked amount), its events, and its ledger entry (a change moves money by
 * one entry at most). The ledger goes last: in memory mode its store does not roll back, so nothing may fail after it.
 */
export const makeCommit = Effect.gen(function* () {
  const store = yield* MedStore
  const outbox = yield* Outbox
  const ledger = yield* Ledger
  const transactor = yield* Transactor
  return (
    from: MedVersion | undefined,
    next: MedDispute,
    events: ReadonlyArray<OutboxEventInput>,
    entry: JournalEntry | undefined
  ) =>
    transactor.transactionally(
      Effect.gen(function* () {
        if (from === undefined) yield* store.insert(next)
        else yield* store.update(from, next)
        yield* outbox.append(events)
        if (entry !== undefined) yield* ledger.post(entry)
        return next
      })
    )
})
