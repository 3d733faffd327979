import { expect, type Vitest } from "@effect/vitest"
import { SandboxClock } from "@trilho/domain"
import { Clock, Effect } from "effect"

/** The behaviour every `SandboxClock` shares. Tests read the offset first: the clock is shared by the whole file. */
export const sandboxClockTests = (it: Vitest.MethodsNonLive<SandboxClock.SandboxClock>) => {
  it.effect("advances add up, and the advancing instance sees its own advance at once", () =>
    Effect.gen(function* () {
      const clock = yield* SandboxClock.SandboxClock
      const before = yield* clock.offsetMs
      yield* clock.advance(60_000)
      expect(yield* clock.offsetMs).toBe(before + 60_000)
      yield* clock.advance(1)
      yield* clock.advance(0)
      expect(yield* clock.offsetMs).toBe(before + 60_001)
    })
  )

  it.effect("a backward, fractional, non-finite or oversized advance is refused and moves nothing", () =>
    Effect.gen(function* () {
      const clock = yield* SandboxClock.SandboxClock
      const before = yield* clock.offsetMs
      for (const ms of [-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, SandboxClock.advanceMaxMs + 1]) {
        const error = yield* Effect.flip(clock.advance(ms))
        expect(error).toBeInstanceOf(SandboxClock.InvalidClockAdvance)
        expect(error.ms).toBe(ms)
      }
      expect(yield* clock.offsetMs).toBe(before)
      yield* clock.advance(SandboxClock.advanceMaxMs)
      expect(yield* clock.offsetMs).toBe(before + SandboxClock.advanceMaxMs)
    })
  )

  it.effect("concurrent advances all count: none is lost", () =>
    Effect.gen(function* () {
      const clock = yield* SandboxClock.SandboxClock
      const before = yield* clock.offsetMs
      const steps = Array.from({ length: 20 }, (_, i) => i + 1)
      yield* Effect.forEach(steps, (ms) => clock.advance(ms), { concurrency: "unbounded", discard: true })
      expect(yield* clock.offsetMs).toBe(before + 210)
    })
  )

  it.effect("the sandbox Clock reads the base time plus the offset", () =>
    Effect.gen(function* () {
      const clock = yield* SandboxClock.SandboxClock
      yield* clock.advance(3_600_000)
      const offset = yield* clock.offsetMs
      const base = yield* Clock.currentTimeMillis
      const sandboxed = yield* SandboxClock.withSandboxTime(Clock.currentTimeMillis)
      const baseAfter = yield* Clock.currentTimeMillis
      expect(sandboxed).toBeGreaterThanOrEqual(base + offset)
      expect(sandboxed).toBeLessThanOrEqual(baseAfter + offset)
    })
  )
}
