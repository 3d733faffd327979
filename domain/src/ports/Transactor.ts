import { Context, Effect, Exit, FiberRef, Layer, Ref } from "effect"

/**
 * The transaction port: `transactionally(effect)` runs `effect` so that every storage port call inside it commits or
 * rolls back together. The SQL adapter is `sql.withTransaction`: every SQL port on the same client joins it, the
 * ledger's `trilho_post_entries` and the outbox included. A failure, defect or interruption of `effect` rolls back.
 *
 * Keep network calls (the PIX network, webhooks) outside: a transaction holds row locks while it is open.
 */
export class Transactor extends Context.Tag("@trilho/domain/Transactor")<
  Transactor,
  {
    /**
     * Runs `effect` in one transaction. A call inside another joins the outer one (the SQL adapter opens a
     * savepoint); never run two nested calls concurrently (sibling savepoints collide).
     */
    readonly transactionally: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
  }
>() {}

/**
 * A memory store that takes part in memory transactions: `save` captures its state and returns the effect that puts
 * that state back.
 */
export interface MemoryParticipant {
  readonly save: Effect.Effect<Effect.Effect<void>>
}

/** Where memory stores enlist, so that a memory transaction can roll them back. */
export class MemoryTransactions extends Context.Tag("@trilho/domain/MemoryTransactions")<
  MemoryTransactions,
  {
    /** Adds a memory store to every later transaction. */
    readonly enlist: (participant: MemoryParticipant) => Effect.Effect<void>
  }
>() {}

/** Memory stores enlisted at most; more is a programming error (a store enlisted in a loop). */
export const memoryParticipantsMax = 64

/**
 * The memory transactor. Transactions run one at a time (a semaphore), which is the isolation of the memory mode.
 * When one fails, every enlisted store is put back as it was when the transaction began. Stores that did not enlist
 * (the memory `LedgerStore` of today) are not rolled back: their own calls are atomic, so a use case
 * keeps them last, or only fails before them. Writes made outside any transaction while one is open would be
 * undone with it: in memory mode, enlisted stores are written inside transactions.
 */
export const makeMemory = Effect.gen(function* () {
  const participants = yield* Ref.make<ReadonlyArray<MemoryParticipant>>([])
  const lock = yield* Effect.makeSemaphore(1)
  const inside = FiberRef.unsafeMake(false)
  const transactor = Transactor.of({
    transactionally: <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
      Effect.flatMap(FiberRef.get(inside), (nested) =>
        nested
          ? effect
          : lock.withPermits(1)(
              Effect.uninterruptibleMask((restore) =>
                Effect.gen(function* () {
                  const restorers = yield* Effect.forEach(yield* Ref.get(participants), (p) => p.save)
                  const exit = yield* Effect.exit(restore(Effect.locally(effect, inside, true)))
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
            : Effect.dieMessage(`more than ${memoryParticipantsMax} memory stores enlisted`)
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
