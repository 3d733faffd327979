import { describe, expect, it } from "@effect/vitest"
import { Clock, Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { layerClock, layerMemory, SandboxClock, withSandboxTime } from "../../src/shared/SandboxClock.ts"

describe("SandboxClock", () => {
  it.effect("every Clock reader sees the base time plus the advanced offset", () =>
    Effect.gen(function* () {
      const sandbox = yield* SandboxClock
      yield* TestClock.setTime(1_000)
      expect(yield* withSandboxTime(Clock.currentTimeMillis)).toBe(1_000)
      yield* sandbox.advance(86_400_000)
      expect(yield* sandbox.offsetMs).toBe(86_400_000)
      expect(yield* withSandboxTime(Clock.currentTimeMillis)).toBe(86_401_000)
      yield* TestClock.adjust("5 seconds")
      expect(yield* withSandboxTime(Clock.currentTimeMillis)).toBe(86_406_000)
      expect(yield* withSandboxTime(Clock.currentTimeNanos)).toBe(86_406_000n * 1_000_000n)
    }).pipe(Effect.provide(layerMemory))
  )

  it.effect("layerClock installs the sandbox time as the default Clock", () =>
    Effect.gen(function* () {
      const sandbox = yield* SandboxClock
      yield* sandbox.advance(60_000)
      const now = yield* Clock.currentTimeMillis.pipe(Effect.provide(layerClock))
      expect(now).toBe(60_000)
    }).pipe(Effect.provide(layerMemory))
  )

  it.effect("sandbox time inside sandbox time adds the offset once, however deep, under layerClock too", () =>
    Effect.gen(function* () {
      const sandbox = yield* SandboxClock
      yield* TestClock.setTime(1_000)
      yield* sandbox.advance(86_400_000)
      expect(yield* withSandboxTime(withSandboxTime(withSandboxTime(Clock.currentTimeMillis)))).toBe(86_401_000)
      const underLayer = withSandboxTime(Clock.currentTimeMillis).pipe(Effect.provide(layerClock))
      expect(yield* underLayer).toBe(86_401_000)
    }).pipe(Effect.provide(layerMemory))
  )

  it.effect("the clock never goes back, never moves by a fraction, nor by more than a year at once", () =>
    Effect.gen(function* () {
      const sandbox = yield* SandboxClock
      for (const ms of [-1, 0.5, Number.NaN, 367 * 86_400_000]) {
        const error = yield* Effect.flip(sandbox.advance(ms))
        expect(error._tag).toBe("InvalidClockAdvance")
      }
      expect(yield* sandbox.offsetMs).toBe(0)
    }).pipe(Effect.provide(Layer.fresh(layerMemory)))
  )
})
