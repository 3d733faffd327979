import { Clock, Context, Deferred, Duration, Effect, Exit, Queue, type Scope } from "effect"
import type { EntryOutcome } from "./LedgerStore.ts"
import { LedgerStore } from "./LedgerStore.ts"
import type { LedgerStoreError } from "./Errors.ts"
import type { JournalEntry } from "./Model.ts"
import { entriesPerBatchMax } from "./Model.ts"

/** Lanes of a batcher, at most. */
export const batchLanesMax = 64

/**
 * How the `Ledger` groups entries into store calls. Off by default: each `post` is one store call.
 * - `windowMs`: how long a lane waits after its first entry for others to join the batch (0: only those already queued);
 * - `entriesPerBatchMax`: the largest batch, at most the store's `entriesPerBatchMax`;
 * - `lanes`: independent queues; entries of one merchant (`accountId`) always take the same lane, so a hot merchant's
 *   deposits share batches while other merchants proceed in parallel on other lanes;
 * - `entriesQueuedPerLaneMax`: a full lane makes callers wait (back-pressure).
 */
export interface LedgerBatchingOptions {
  readonly enabled: boolean
  readonly windowMs: number
  readonly entriesPerBatchMax: number
  readonly lanes: number
  readonly entriesQueuedPerLaneMax: number
}

/** Batching options of the `Ledger`; provide a value with `Layer.succeed(LedgerBatching, …)` to turn batching on. */
export const LedgerBatching = Context.Reference<LedgerBatchingOptions>("@trilho/domain/LedgerBatching", {
  defaultValue: (): LedgerBatchingOptions => ({
    enabled: false,
    windowMs: 2,
    entriesPerBatchMax: 100,
    lanes: 8,
    entriesQueuedPerLaneMax: 10_000
  })
})

interface Pending {
  readonly entry: JournalEntry
  readonly deferred: Deferred.Deferred<EntryOutcome, LedgerStoreError>
}

/** Submits one entry to a batch and waits for that entry's own outcome. */
export type SubmitEntry = (entry: JournalEntry) => Effect.Effect<EntryOutcome, LedgerStoreError>

/** The lane of a merchant: FNV-1a of its account id. */
export const laneOf = (accountId: string, lanes: number): number => {
  let hash = 0x811c9dc5
  for (let i = 0; i < accountId.length; i++) {
    hash ^= accountId.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash % lanes
}

const checkOptions = (options: LedgerBatchingOptions): LedgerBatchingOptions => {
  const within = (value: number, min: number, max: number) =>
    Number.isSafeInteger(value) && value >= min && value <= max
  if (
    !within(options.windowMs, 0, 60_000) ||
    !within(options.entriesPerBatchMax, 1, entriesPerBatchMax) ||
    !within(options.lanes, 1, batchLanesMax) ||
    !within(options.entriesQueuedPerLaneMax, 1, 1_000_000)
  ) {
    throw new RangeError(`invalid ledger batching options: ${JSON.stringify(options)}`)
  }
  return options
}

/**
 * Starts the lanes of a batcher in the current scope. Each lane takes its first waiting entry, waits `windowMs`, takes
 * up to `entriesPerBatchMax` in arrival order, makes ONE `LedgerStore.post` call for them and completes each caller
 * with its own outcome (or the store's failure). A lane runs one call at a time, so a merchant's entries are applied in
 * the order they were submitted. The store locks all merchant accounts of a batch in sorted order, so lanes sharing an
 * account (a transfer between two merchants) wait for each other but cannot deadlock. A call in flight finishes before
 * its lane stops; entries still queued when the scope closes are interrupted.
 */
export const makeBatcher = (
  options: LedgerBatchingOptions
): Effect.Effect<SubmitEntry, never, LedgerStore | Scope.Scope> =>
  Effect.gen(function* () {
    const { entriesPerBatchMax: batchMax, entriesQueuedPerLaneMax, lanes, windowMs } = checkOptions(options)
    const store = yield* LedgerStore
    const queues: Array<Queue.Queue<Pending>> = []
    for (let lane = 0; lane < lanes; lane++) {
      const queue = yield* Queue.bounded<Pending>(entriesQueuedPerLaneMax)
      queues.push(queue)
      yield* Effect.addFinalizer(() =>
        Effect.flatMap(Queue.clear(queue), (left) =>
          Effect.andThen(
            Effect.forEach(left, (p) => Deferred.interrupt(p.deferred)),
            Queue.shutdown(queue)
          )
        )
      )
    }
    const flush = (batch: ReadonlyArray<Pending>) =>
      Effect.gen(function* () {
        const now = new Date(yield* Clock.currentTimeMillis)
        const exit = yield* Effect.exit(
          store.post(
            batch.map((p) => p.entry),
            now
          )
        )
        if (Exit.isSuccess(exit) && exit.value.length !== batch.length) {
          const defect = new Error(
            `LedgerStore.post returned ${exit.value.length} outcomes for ${batch.length} entries`
          )
          yield* Effect.forEach(batch, (p) => Deferred.die(p.deferred, defect), { discard: true })
          return
        }
        yield* Effect.forEach(
          batch,
          (p, i) =>
            Exit.isSuccess(exit)
              ? Deferred.succeed(p.deferred, exit.value[i]!)
              : Deferred.failCause(p.deferred, exit.cause),
          { discard: true }
        )
      })
    const wait = windowMs > 0 ? Effect.sleep(Duration.millis(windowMs)) : Effect.yieldNow
    // Only the take and the window can be interrupted. An entry the lane has taken is either flushed or, when the lane
    // stops during its window, interrupted like its queued peers: a caller is never left waiting on a stopped lane.
    const runLane = (queue: Queue.Queue<Pending>) =>
      Effect.uninterruptibleMask((restore) =>
        Effect.gen(function* () {
          const first = yield* restore(Queue.take(queue))
          yield* restore(wait).pipe(Effect.onInterrupt(() => Deferred.interrupt(first.deferred)))
          // Only what is already queued joins: this lane is the queue's one taker, so a non-empty queue stays so.
          const rest = (yield* Queue.size(queue)) > 0 ? yield* Queue.takeBetween(queue, 1, batchMax - 1) : []
          yield* flush([first, ...rest])
        })
      ).pipe(Effect.forever)
    for (const queue of queues) yield* Effect.forkScoped(runLane(queue))
    return (entry: JournalEntry) =>
      Effect.gen(function* () {
        const deferred = yield* Deferred.make<EntryOutcome, LedgerStoreError>()
        // A shut-down lane (the scope is closing) takes nothing: the caller is interrupted, as its queued peers are.
        const offered = yield* Queue.offer(queues[laneOf(entry.accountId, lanes)]!, { entry, deferred })
        if (!offered) return yield* Effect.interrupt
        return yield* Deferred.await(deferred)
      })
  })
