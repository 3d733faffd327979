import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import fc from "fast-check"
import { layerDeterministic } from "../../src/shared/Crypto.ts"
import { encodeUlid, Ids, idTimeMs, isId, layer, layerCounter } from "../../src/shared/Ids.ts"
import { prop } from "../../../vitest.prop.ts"

const real = layer.pipe(Layer.provide(layerDeterministic(3)))

describe("Ids", () => {
  it.effect("ids carry their prefix, the Clock time, and strictly increase within one millisecond", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(1_767_225_600_000)
      const ids = yield* Ids
      const batch = yield* Effect.forEach(Array.from({ length: 50 }), () => ids.next("pix"))
      for (const id of batch) {
        expect(isId(id, "pix")).toBe(true)
        expect(idTimeMs(id)).toBe(1_767_225_600_000)
      }
      expect([...batch].sort()).toStrictEqual(batch)
      expect(new Set(batch).size).toBe(batch.length)
      yield* TestClock.adjust("1 millis")
      const later = yield* ids.next("pix")
      expect(later > batch[batch.length - 1]!).toBe(true)
      expect(idTimeMs(later)).toBe(1_767_225_600_001)
    }).pipe(Effect.provide(real))
  )

  it.effect("the counter layer gives the same ids on every run", () =>
    Effect.gen(function* () {
      const run = Effect.flatMap(Ids, (ids) => Effect.all([ids.next("txn"), ids.next("ent"), ids.next("txn")])).pipe(
        Effect.provide(layerCounter)
      )
      const first = yield* run
      expect(yield* run).toStrictEqual(first)
      expect(first[0]).toBe("txn_00000000000000000000000001")
      expect(first[1]).toBe("ent_00000000000000000000000002")
    })
  )

  it.effect("a malformed prefix is a defect", () =>
    Effect.gen(function* () {
      const ids = yield* Ids
      for (const prefix of ["", "Pix", "1ab", "with_underscore", "a".repeat(17)]) {
        const exit = yield* Effect.exit(ids.next(prefix))
        expect(exit._tag).toBe("Failure")
      }
    }).pipe(Effect.provide(layerCounter))
  )

  prop(
    "ULID text sorts like (time, randomness)",
    [
      fc.integer({ min: 0, max: 2 ** 48 - 1 }),
      fc.integer({ min: 0, max: 2 ** 48 - 1 }),
      fc.bigInt({ min: 0n, max: (1n << 80n) - 1n }),
      fc.bigInt({ min: 0n, max: (1n << 80n) - 1n })
    ],
    ([t1, t2, r1, r2]) => {
      const a = encodeUlid(t1, r1)
      const b = encodeUlid(t2, r2)
      expect(a).toHaveLength(26)
      const expected = t1 !== t2 ? Math.sign(t1 - t2) : r1 === r2 ? 0 : r1 < r2 ? -1 : 1
      expect(a < b ? -1 : a > b ? 1 : 0).toBe(expected)
      expect(idTimeMs(`x_${a}`)).toBe(t1)
    }
  )
})
