import { Console, Effect } from "effect"
import { openLoop, type Target } from "./load.ts"
import { formatMs } from "./report.ts"

/** The highest rate a step held under the target, with that step's p99. */
export interface Sustained {
  readonly ratePerSecond: number
  readonly p99Ms: number
}

/**
 * Phase 4: open loops at a fixed rate, from `startPerSecond`, each step `factor` times the last, until a step's p99
 * (from each request's due instant) reaches `p99TargetMs` or a request fails. Each step sends at least 100 requests
 * (a p99 of fewer is their maximum) and lasts at most 10 s. `before` runs before each step.
 */
export const highestRate = <E, R>(options: {
  readonly url: string
  readonly target: Target
  readonly startPerSecond: number
  readonly factor: number
  readonly stepSeconds: number
  readonly p99TargetMs: number
  readonly before: Effect.Effect<void, E, R>
}): Effect.Effect<Sustained | undefined, E, R> =>
  Effect.gen(function* () {
    let sustained: Sustained | undefined
    for (let rate = options.startPerSecond; ; rate = Math.max(rate + 1, Math.round(rate * options.factor))) {
      yield* options.before
      const seconds = Math.min(10, Math.max(options.stepSeconds, Math.ceil(100 / rate)))
      const step = yield* openLoop({
        url: options.url,
        ratePerSecond: rate,
        seconds,
        socketsMax: 256,
        target: options.target
      })
      const passed = step.p99Ms < options.p99TargetMs && step.failed === 0
      yield* Console.log(
        `(4) ${rate} creates/s for ${seconds} s: ${step.ok} ok of ${step.sent}, ${step.failed} failed ` +
          `(${step.late} unanswered); p50 ${formatMs(step.p50Ms)} ms, p99 ${formatMs(step.p99Ms)} ms: ` +
          `${passed ? "under" : "NOT under"} ${options.p99TargetMs} ms`
      )
      if (!passed) return sustained
      sustained = { ratePerSecond: rate, p99Ms: step.p99Ms }
    }
  })
