import { Ledger, LedgerStore } from "@trilho/domain"
import { LedgerStoreSql } from "@trilho/postgres"
import type { SqlClient } from "effect/sql"
import { Effect, Layer, Result } from "effect"

/** What the store was asked: calls of `LedgerStore.post` and the entries they carried (the batch sizes). */
export interface StoreCalls {
  calls: number
  entries: number
}

/** `LedgerStoreSql.layer`, counting the post calls the `Ledger` makes. */
export const countingStore = (counter: StoreCalls): Layer.Layer<LedgerStore.LedgerStore, never, SqlClient.SqlClient> =>
  Layer.effect(
    LedgerStore.LedgerStore,
    Effect.map(LedgerStoreSql.make, (store) =>
      LedgerStore.LedgerStore.of({
        ...store,
        post: (entries, now) =>
          Effect.suspend(() => {
            counter.calls += 1
            counter.entries += entries.length
            return store.post(entries, now)
          })
      })
    )
  )

export interface LoadRun {
  /** Entries the ledger reports as posted (replays excluded). */
  readonly posted: number
  /** Entries refused with a domain error (none expected: deposits are never refused). */
  readonly refused: number
  /** Posts that failed with a store error. */
  readonly failed: number
  readonly firstFailure: string | undefined
  readonly seconds: number
}

/**
 * `clients` fibers, each posting one entry after another through `Ledger.post` for `seconds`. Entry ids are
 * `<prefix>-<client>-<n>`.
 */
export const runLoad = (options: {
  readonly clients: number
  readonly seconds: number
  readonly prefix: string
  readonly entry: (id: string) => Ledger.JournalEntry
}): Effect.Effect<LoadRun, never, Ledger.Ledger> =>
  Effect.gen(function* () {
    const ledger = yield* Ledger.Ledger
    let posted = 0
    let refused = 0
    let failed = 0
    let firstFailure: string | undefined
    const started = performance.now()
    const deadline = started + options.seconds * 1000
    const client = (c: number) =>
      Effect.gen(function* () {
        for (let n = 0; performance.now() < deadline; n++) {
          const outcome = yield* Effect.result(ledger.post(options.entry(`${options.prefix}-${c}-${n}`)))
          if (Result.isSuccess(outcome)) {
            if (!outcome.success.replayed) posted += 1
          } else if (outcome.failure._tag === "LedgerStoreError") {
            failed += 1
            firstFailure ??= outcome.failure.message
          } else {
            refused += 1
            firstFailure ??= `${outcome.failure._tag}`
          }
        }
      })
    yield* Effect.forEach(
      Array.from({ length: options.clients }, (_, c) => c),
      client,
      { concurrency: "unbounded", discard: true }
    )
    return { posted, refused, failed, firstFailure, seconds: (performance.now() - started) / 1000 }
  })
