import { describe, expect, it } from "@effect/vitest"
import { Console, Effect, Exit, Fiber } from "effect"
import { TestClock } from "effect/testing"
import { step } from "../src/Progress.ts"

/** Runs `effect` with stdout and stderr captured apart. */
const captured = <A, E>(effect: Effect.Effect<A, E>) =>
  Effect.gen(function* () {
    const out: Array<string> = []
    const err: Array<string> = []
    const base = yield* Console.Console
    const console: Console.Console = {
      ...base,
      log: (...parts: ReadonlyArray<unknown>) => void out.push(parts.join(" ")),
      error: (...parts: ReadonlyArray<unknown>) => void err.push(parts.join(" "))
    }
    const exit = yield* Effect.exit(Effect.provideService(effect, Console.Console, console))
    return { out, err, exit }
  })

describe("progress steps (stderr is not a terminal here)", () => {
  it.effect("a step is a plain line when it starts and one with its duration when it ends, on stderr only", () =>
    Effect.gen(function* () {
      const work = Effect.as(Effect.sleep("1500 millis"), 3)
      const fiber = yield* Effect.forkChild(
        captured(step("applying migrations", (n) => `database ready, ${n} migrations`, work))
      )
      yield* TestClock.adjust("1500 millis")
      const { err, exit, out } = yield* Fiber.join(fiber)
      expect(Exit.isSuccess(exit) && exit.value).toBe(3)
      expect(out).toEqual([])
      expect(err).toEqual(["trilho: applying migrations…", "trilho: database ready, 3 migrations (1.5 s)"])
      expect(err.join("")).not.toContain("\u001b")
    })
  )

  it.effect("a failed step says only that it started: the run's report tells the failure", () =>
    Effect.gen(function* () {
      const { err, exit } = yield* captured(step("listening", () => "listening", Effect.fail("port taken")))
      expect(Exit.isFailure(exit)).toBe(true)
      expect(err).toEqual(["trilho: listening…"])
    })
  )
})
