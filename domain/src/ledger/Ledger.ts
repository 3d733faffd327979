import { Clock, Context, Effect, Layer, Result } from "effect"
import type { Posted } from "./LedgerStore.ts"
import { LedgerStore, layerMemory } from "./LedgerStore.ts"
import { type LedgerBatchingOptions, LedgerBatching, makeBatcher } from "./Batcher.ts"
import type { LedgerAccountNotFound, LedgerStoreError, PostError } from "./Errors.ts"
import type { BalanceView, EntryId, JournalEntry, LedgerAccount, LedgerAccountId } from "./Model.ts"
import { balanceView, validateEntry } from "./Rules.ts"
import { span } from "../shared/Tracing.ts"

/** Spans of the ledger skip the call-site stack trace: the ledger is a hot path. */

/**
 * The ledger's application service. `post` checks an entry (`validateEntry`), stamps its `createdAt` with the
 * `Clock`, applies it through the `LedgerStore` (one call per entry, or batched when `LedgerBatching` is enabled) and
 * turns the store's outcome into success or a typed error. Reads evaluate the 24 h locks at the `Clock`'s time.
 */
export class Ledger extends Context.Service<Ledger>()("@trilho/domain/Ledger", {
  make: Effect.gen(function* () {
    const store = yield* LedgerStore
    const batching = yield* LedgerBatching
    const submit = batching.enabled
      ? yield* makeBatcher(batching)
      : (entry: JournalEntry) =>
          Effect.flatMap(store.post([entry], entry.createdAt), (outcomes) =>
            outcomes.length === 1
              ? Effect.succeed(outcomes[0]!)
              : Effect.die(new Error(`LedgerStore.post returned ${outcomes.length} outcomes for 1 entry`))
          )
    const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

    /** Posts one entry; fails with the entry's own refusal, or with `LedgerStoreError` when the store failed. */
    const post = (entry: JournalEntry): Effect.Effect<Posted, PostError | LedgerStoreError> =>
      Effect.gen(function* () {
        const valid = validateEntry(entry)
        if (Result.isFailure(valid)) return yield* Effect.fail(valid.failure)
        const outcome = yield* submit({ ...entry, createdAt: yield* now })
        return yield* Effect.fromResult(outcome)
      }).pipe(span("Ledger.post", { attributes: { entryId: entry.id, kind: entry.kind } }))

    /** The balance words of a merchant ledger account now (DESIGN §3). */
    const balance = (
      ledgerAccountId: LedgerAccountId
    ): Effect.Effect<BalanceView, LedgerAccountNotFound | LedgerStoreError> =>
      Effect.flatMap(now, (at) => store.findBalance(ledgerAccountId, at)).pipe(
        Effect.map(balanceView),
        span("Ledger.balance")
      )

    /** Opens a merchant main account or subaccount ledger account with zero balances; no-op when it exists. */
    const openAccount = (account: LedgerAccount): Effect.Effect<void, LedgerStoreError> =>
      store.insertAccount(account).pipe(span("Ledger.openAccount"))

    /** Reads an entry back. */
    const findEntryById = (entryId: EntryId): Effect.Effect<JournalEntry | undefined, LedgerStoreError> =>
      store.findEntryById(entryId).pipe(span("Ledger.findEntryById"))

    return { post, balance, openAccount, findEntryById } as const
  })
}) {
  /** The ledger over whatever `LedgerStore` is provided: unbatched unless `LedgerBatching` says otherwise. */
  static readonly Default: Layer.Layer<Ledger, never, LedgerStore> = Layer.effect(this, this.make)

  /** The ledger over the in-memory store, unbatched; also provides the store, for tests to inspect it. */
  static readonly Test: Layer.Layer<Ledger | LedgerStore> = Layer.provideMerge(Ledger.Default, layerMemory)

  /** The ledger with batching on, over whatever `LedgerStore` is provided. */
  static readonly Batched = (
    options: Partial<Omit<LedgerBatchingOptions, "enabled">> = {}
  ): Layer.Layer<Ledger, never, LedgerStore> =>
    Layer.provide(
      Ledger.Default,
      Layer.succeed(LedgerBatching, { ...LedgerBatching.defaultValue(), ...options, enabled: true })
    )
}
