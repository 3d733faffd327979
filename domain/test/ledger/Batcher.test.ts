import { describe, expect, it } from "@effect/vitest"
import { Cause, Duration, Effect, Exit, Fiber, Layer, Scope } from "effect"
import { TestClock } from "effect/testing"
import { type LedgerBatchingOptions, LedgerBatching, makeBatcher } from "../../src/ledger/Batcher.ts"
import { Ledger } from "../../src/ledger/Ledger.ts"
import { EntryId } from "../../src/ledger/Model.ts"
import { LedgerStore, makeMemoryLedgerStore } from "../../src/ledger/LedgerStore.ts"
import { layerRecording, type RecordedCall } from "./recordingStore.ts"
import { feeFreeDeposit } from "../fixtures/deposits.ts"
import { Accounts, openWorld, tenantOf } from "./world.ts"

const deposit = (id: string, amount: number) =>
  feeFreeDeposit(
    { id: EntryId.make(id), accountId: tenantOf.m1, createdAt: new Date(0) },
    Accounts.m1,
    amount,
    new Date(0)
  )

const options = (over: Partial<LedgerBatchingOptions> = {}): LedgerBatchingOptions => ({
  ...LedgerBatching.defaultValue(),
  enabled: true,
  ...over
})

/** A store that answers every call with one outcome more than it was given entries. */
const layerLying = Layer.effect(
  LedgerStore,
  Effect.map(makeMemoryLedgerStore, (store) =>
    LedgerStore.of({
      ...store,
      post: (entries, now) => Effect.map(store.post(entries, now), (outcomes) => [...outcomes, outcomes[0]!])
    })
  )
)

const defectMessage = <A, E>(exit: Exit.Exit<A, E>): string | undefined => {
  if (Exit.isSuccess(exit)) return undefined
  const die = exit.cause.reasons.find(Cause.isDieReason)
  return die === undefined ? undefined : String((die.defect as Error).message)
}

describe("ledger batcher", () => {
  it.effect("a lane waits its window on the Clock before its store call, and entries queued meanwhile join it", () => {
    const calls: Array<RecordedCall> = []
    return Effect.gen(function* () {
      const ledger = yield* Ledger
      yield* openWorld
      const first = yield* Effect.forkChild(ledger.post(deposit("d1", 100)))
      yield* TestClock.adjust(Duration.millis(9))
      expect(calls).toHaveLength(0)
      const second = yield* Effect.forkChild(ledger.post(deposit("d2", 200)))
      yield* Effect.yieldNow
      expect(calls).toHaveLength(0)
      yield* TestClock.adjust(Duration.millis(1))
      yield* Fiber.join(first)
      yield* Fiber.join(second)
      expect(calls.map((call) => call.entries.map((e) => e.id))).toStrictEqual([["d1", "d2"]])
      // The batch is stamped with the Clock's time when it is flushed.
      expect(calls[0]!.now).toStrictEqual(new Date(10))
    }).pipe(Effect.provide(Layer.provideMerge(Ledger.Batched({ windowMs: 10, lanes: 1 }), layerRecording(calls))))
  })

  it.effect("with a window of 0 a lane calls the store without the Clock moving", () => {
    const calls: Array<RecordedCall> = []
    return Effect.gen(function* () {
      const ledger = yield* Ledger
      yield* openWorld
      // No TestClock.adjust: the lane only yields to let entries already offered join.
      const posted = yield* ledger.post(deposit("d1", 100))
      expect(posted.entryId).toBe("d1")
      expect(calls).toHaveLength(1)
    }).pipe(Effect.provide(Layer.provideMerge(Ledger.Batched({ windowMs: 0, lanes: 1 }), layerRecording(calls))))
  })

  it.effect("a batch holds at most entriesPerBatchMax entries, the rest going to the next call in order", () => {
    const calls: Array<RecordedCall> = []
    return Effect.gen(function* () {
      const ledger = yield* Ledger
      yield* openWorld
      const fibers = yield* Effect.forEach(["a", "b", "c", "d", "e"], (id) =>
        Effect.forkChild(ledger.post(deposit(id, 1)))
      )
      yield* TestClock.adjust(Duration.millis(5))
      yield* TestClock.adjust(Duration.millis(5))
      yield* Effect.forEach(fibers, Fiber.join)
      expect(calls.map((call) => call.entries.map((e) => e.id))).toStrictEqual([
        ["a", "b", "c"],
        ["d", "e"]
      ])
    }).pipe(
      Effect.provide(
        Layer.provideMerge(Ledger.Batched({ windowMs: 5, lanes: 1, entriesPerBatchMax: 3 }), layerRecording(calls))
      )
    )
  })

  it.effect("invalid batching options are a defect that names them", () =>
    Effect.gen(function* () {
      for (const bad of [
        { windowMs: -1 },
        { windowMs: 60_001 },
        { windowMs: 1.5 },
        { entriesPerBatchMax: 0 },
        { lanes: 0 },
        { lanes: 65 },
        { entriesQueuedPerLaneMax: 0 },
        { entriesQueuedPerLaneMax: 1_000_001 }
      ]) {
        const exit = yield* Effect.exit(Effect.scoped(makeBatcher(options(bad))))
        expect(defectMessage(exit)).toBe(`invalid ledger batching options: ${JSON.stringify(options(bad))}`)
      }
      for (const good of [{ windowMs: 0 }, { windowMs: 60_000 }, { lanes: 64 }, { entriesQueuedPerLaneMax: 1 }]) {
        expect(Exit.isSuccess(yield* Effect.exit(Effect.scoped(makeBatcher(options(good)))))).toBe(true)
      }
    }).pipe(Effect.provide(layerLying))
  )

  it.effect("a store answering a batch with the wrong number of outcomes dies every caller, naming both counts", () =>
    Effect.gen(function* () {
      const ledger = yield* Ledger
      yield* openWorld
      const fibers = yield* Effect.forEach(["d1", "d2"], (id) =>
        Effect.forkChild(Effect.exit(ledger.post(deposit(id, 1))))
      )
      yield* TestClock.adjust(Duration.millis(2))
      for (const fiber of fibers) {
        expect(defectMessage(yield* Fiber.join(fiber))).toBe("LedgerStore.post returned 3 outcomes for 2 entries")
      }
    }).pipe(Effect.provide(Layer.provideMerge(Ledger.Batched({ windowMs: 2, lanes: 1 }), layerLying)))
  )

  it.effect("unbatched, a store answering with the wrong number of outcomes is a defect naming the count", () =>
    Effect.gen(function* () {
      const ledger = yield* Ledger
      yield* openWorld
      const exit = yield* Effect.exit(ledger.post(deposit("d1", 1)))
      expect(defectMessage(exit)).toBe("LedgerStore.post returned 2 outcomes for 1 entry")
    }).pipe(Effect.provide(Layer.provideMerge(Ledger.Default, layerLying)))
  )

  it.effect(
    "when the batcher's scope closes, entries waiting in a lane are interrupted, the one in its window too",
    () =>
      Effect.gen(function* () {
        yield* openWorld.pipe(Effect.provide(Ledger.Default))
        const scope = yield* Scope.make()
        const submit = yield* makeBatcher(options({ windowMs: 1_000, lanes: 1 })).pipe(Scope.provide(scope))
        const fibers = yield* Effect.forEach(["d1", "d2", "d3"], (id) =>
          Effect.forkChild(Effect.exit(submit(deposit(id, 1))))
        )
        yield* TestClock.adjust(Duration.millis(10))
        yield* Scope.close(scope, Exit.void)
        for (const fiber of fibers) {
          const exit = yield* Fiber.join(fiber)
          expect(Exit.isFailure(exit) && Cause.hasInterruptsOnly(exit.cause)).toBe(true)
        }
        // Nothing reached the store.
        expect((yield* (yield* LedgerStore).verify()).entries).toBe(0)
      }).pipe(Effect.provide(Layer.effect(LedgerStore, makeMemoryLedgerStore)))
  )

  it.effect("an entry submitted after the batcher's scope closed is interrupted, not left waiting", () =>
    Effect.gen(function* () {
      const scope = yield* Scope.make()
      const submit = yield* makeBatcher(options({ windowMs: 0, lanes: 2 })).pipe(Scope.provide(scope))
      yield* Scope.close(scope, Exit.void)
      const fiber = yield* Effect.forkChild(Effect.exit(submit(deposit("late", 1))))
      const exit = yield* Fiber.join(fiber)
      expect(Exit.isFailure(exit) && Cause.hasInterruptsOnly(exit.cause)).toBe(true)
    }).pipe(Effect.provide(Layer.effect(LedgerStore, makeMemoryLedgerStore)))
  )
})
