import { describe, expect, it } from "@effect/vitest"
import { Deferred, Effect, Fiber, Layer, Option } from "effect"
import { AccountId } from "../../src/ledger/Model.ts"
import { ChargeStore, layerMemory as chargeStoreMemory } from "../../src/charges/ChargeStore.ts"
import { layerMemory, Transactor } from "../../src/shared/Transactor.ts"
import { chargeRecord } from "./fixtures.ts"

const layer = chargeStoreMemory.pipe(Layer.provideMerge(layerMemory))
const acc1 = AccountId.make("acc_1")

describe("Transactor (memory)", () => {
  it.effect("a failed transaction puts an enlisted store back as it was; a successful one keeps its writes", () =>
    Effect.gen(function* () {
      const { transactionally } = yield* Transactor
      const store = yield* ChargeStore
      const kept = chargeRecord(1)
      yield* transactionally(store.insert(kept))
      const undone = chargeRecord(2)
      const failed = yield* Effect.flip(
        transactionally(
          Effect.gen(function* () {
            yield* store.insert(undone)
            yield* store.updateStatus(acc1, kept.id, "PENDING", "COMPLETED", { updatedAt: new Date(1) })
            return yield* Effect.fail("boom" as const)
          })
        )
      )
      expect(failed).toBe("boom")
      expect(yield* store.findById(acc1, undone.id)).toEqual(Option.none())
      expect(yield* store.findById(acc1, kept.id)).toEqual(Option.some(kept))
    }).pipe(Effect.provide(layer))
  )

  it.effect("a defect rolls back too, and a nested call joins the outer transaction", () =>
    Effect.gen(function* () {
      const { transactionally } = yield* Transactor
      const store = yield* ChargeStore
      const inner = chargeRecord(1)
      const exit = yield* Effect.exit(
        transactionally(
          Effect.gen(function* () {
            yield* transactionally(store.insert(inner))
            expect(Option.isSome(yield* store.findById(acc1, inner.id))).toBe(true)
            return yield* Effect.die(new Error("crash"))
          })
        )
      )
      expect(exit._tag).toBe("Failure")
      expect(yield* store.findById(acc1, inner.id)).toEqual(Option.none())
    }).pipe(Effect.provide(layer))
  )

  it.effect("an interrupted transaction rolls back", () =>
    Effect.gen(function* () {
      const { transactionally } = yield* Transactor
      const store = yield* ChargeStore
      const written = yield* Deferred.make<void>()
      const fiber = yield* Effect.forkChild(
        transactionally(
          Effect.andThen(
            Effect.andThen(store.insert(chargeRecord(1)), Deferred.succeed(written, undefined)),
            Effect.never
          )
        )
      )
      yield* Deferred.await(written)
      yield* Fiber.interrupt(fiber)
      expect(yield* store.findById(acc1, chargeRecord(1).id)).toEqual(Option.none())
    }).pipe(Effect.provide(layer))
  )

  it.effect("transactions run one at a time: a second waits for the first to end", () =>
    Effect.gen(function* () {
      const { transactionally } = yield* Transactor
      const inFirst = yield* Deferred.make<void>()
      const release = yield* Deferred.make<void>()
      const order: Array<string> = []
      const first = yield* Effect.forkChild(
        transactionally(
          Effect.gen(function* () {
            order.push("first:start")
            yield* Deferred.succeed(inFirst, undefined)
            yield* Deferred.await(release)
            order.push("first:end")
          })
        )
      )
      yield* Deferred.await(inFirst)
      const second = yield* Effect.forkChild(transactionally(Effect.sync(() => order.push("second"))))
      yield* Effect.yieldNow
      expect(order).toEqual(["first:start"])
      yield* Deferred.succeed(release, undefined)
      yield* Fiber.join(first)
      yield* Fiber.join(second)
      expect(order).toEqual(["first:start", "first:end", "second"])
    }).pipe(Effect.provide(layer))
  )
})
