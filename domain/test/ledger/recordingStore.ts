import { Effect, Layer } from "effect"
import type { JournalEntry } from "../../src/ledger/Model.ts"
import { LedgerStore, makeMemoryLedgerStore } from "../../src/ledger/LedgerStore.ts"

/** One `LedgerStore.post` call as the store received it. */
export interface RecordedCall {
  readonly entries: ReadonlyArray<JournalEntry>
  readonly now: Date
}

/**
 * The in-memory store, recording every `post` call, so a test can replay the exact order in which entries were
 * applied and count the store calls.
 */
export const layerRecording = (calls: Array<RecordedCall>): Layer.Layer<LedgerStore> =>
  Layer.effect(
    LedgerStore,
    Effect.map(makeMemoryLedgerStore, (store) =>
      LedgerStore.of({
        ...store,
        post: (entries, now) =>
          Effect.andThen(
            Effect.sync(() => calls.push({ entries, now })),
            // A store call takes time; yielding lets other fibers queue entries meanwhile, as under real load.
            Effect.andThen(Effect.yieldNow, store.post(entries, now))
          )
      })
    )
  )
