import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { layerMemory, RateLimiter } from "../../src/auth/RateLimiter.ts"

const w0 = new Date(0)
const w1 = new Date(60_000)

describe("RateLimiter (memory)", () => {
  it.effect("counts per subject and window, concurrent hits included; prune drops earlier windows", () =>
    Effect.gen(function* () {
      const limiter = yield* RateLimiter
      const counts = yield* Effect.all(
        Array.from({ length: 50 }, () => limiter.hit("key:a", w0)),
        { concurrency: "unbounded" }
      )
      expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
      expect(yield* limiter.hit("ip:1", w0)).toBe(1)
      expect(yield* limiter.hit("key:a", w1)).toBe(1)
      expect(yield* limiter.prune(w1)).toBe(2)
      expect(yield* limiter.hit("key:a", w0)).toBe(1)
      expect(yield* limiter.hit("key:a", w1)).toBe(2)
    }).pipe(Effect.provide(layerMemory))
  )
})
