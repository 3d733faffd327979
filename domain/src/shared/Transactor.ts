import { Context, Effect, Exit, Layer, Ref, Semaphore } from "effect"

/**
 * The transaction port: `transactionally(effect)` runs `effect` so that every storage port call inside it commits or
 * rolls back together. The SQL adapter is `sql.withTransaction`: every SQL port on the same client joins it, the
 * ledger's `trilho_post_entries` and the outbox included. A failure, defect or interruption of `effect` rolls back.
 *
 * Keep network calls (the PIX network, webhooks) outside: a transaction holds row locks while it is open.
 */
export class Transactor extends Context.Service<
  Transactor,
  {
    /**
     * Runs `effect` in one transaction. A call inside another joins the outer one (the SQL adapter opens a
     * savepoint); never run two nested calls concurrently (sibling savepoints collide).
     */
    readonly transactionally: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
  }
>()("@trilho/domain/Transactor") {}

/**
 * A memory store that takes part in memory transactions: `save` captures its state and returns the effect that puts
 * that state back.
 */
export interface MemoryParticipant {
  readonly save: Effect.Effect<Effect.Effect<void>>
}

/** Where memory stores enlist, so that a memory transaction can roll them back. */
export class MemoryTransactions extends Context.Service<
  MemoryTransactions,
  {
    /** Adds a memory store to every later transaction. */
    readonly enlist: (participant: MemoryParticipant) => Effect.Effect<void>
  }
>()("@trilho/domain/MemoryTransactions") {}

/** Memory stores enlisted at most; more is a programming error (a store enlisted in a loop). */
export const memoryParticipantsMax = 64

/** Memory transactors made so far: each one's "inside a transaction" reference gets a key of its own. */
let memoryTransactors = 0

/**
 * The memory transactor. Transactions run one at a time (a semaphore), which is the isolation of the memory mode.
 * When one fails, every enlisted store is put back as it was when the transaction began. Stores that did not enlist
 * (the memory `LedgerStore` of today) are not rolled back: their own calls are atomic, so a use case
 * keeps them last, or only fails before them. Writes made outside any transaction while one is open would be
 * undone with it: in memory mode, enlisted stores are written inside transactions.
 */
export const makeMemory = Effect.gen(function* () {
  const participants = yield* Ref.make<ReadonlyArray<MemoryParticipant>>([])
  const lock = yield* Semaphore.make(1)
  // Per transactor (a fresh key): a transaction of another memory transactor does not make this one's nested.
  const inside = Context.Reference<boolean>(`@trilho/domain/MemoryTransactor/inside/${++memoryTransactors}`, {
    defaultValue: () => false
  })
  const transactor = Transactor.of({
    transactionally: <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
      Effect.flatMap(inside, (nested) =>
        nested
          ? effect
          : lock.withPermits(1)(
              Effect.uninterruptibleMask((restore) =>
                Effect.gen(function* () {
                  const restorers = yield* Effect.forEach(yield* Ref.get(participants), (p) => p.save)
                  const exit = yield* Effect.exit(restore(Effect.provideService(effect, inside, true)))
                  if (Exit.isFailure(exit)) yield* Effect.forEach(restorers.reverse(), (undo) => undo)
                  return yield* exit
                })
              )
            )
      )
  })
  const registry = MemoryTransactions.of({
    enlist: (participant) =>
      Effect.flatMap(
        Ref.modify(participants, (ps) => [ps.length, [...ps, participant]] as const),
        (count) =>
          count < memoryParticipantsMax
            ? Effect.void
            : Effect.die(new Error(`more than ${memoryParticipantsMax} memory stores enlisted`))
      )
  })
  return { transactor, registry }
})

/** The memory transactor, and the registry where memory stores enlist. */
export const layerMemory: Layer.Layer<Transactor | MemoryTransactions> = Layer.effectContext(
  Effect.map(makeMemory, ({ registry, transactor }) =>
    Context.make(Transactor, transactor).pipe(Context.add(MemoryTransactions, registry))
  )
)
