import { Context, Effect, Layer, Ref, Schema } from "effect"

/** The storage behind rate-limit counters failed. */
export class RateLimiterError extends Schema.TaggedError<RateLimiterError>()("RateLimiterError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}

/**
 * Shared request counters, one per (subject, window). Shared by every API process over the same database, so a
 * limit holds across instances.
 */
export class RateLimiter extends Context.Service<
  RateLimiter,
  {
    /**
     * Counts `counts` (default 1) requests of `subject` (e.g. `key:<id>` or `ip:<address>`) in the window starting
     * at `windowStart` and returns the counter including them: the counts from `counter − counts + 1` to `counter`
     * are the caller's. Atomic: concurrent hits never get the same count.
     */
    readonly hit: (subject: string, windowStart: Date, counts?: number) => Effect.Effect<number, RateLimiterError>
    /** Deletes counters of windows that started before `before`. */
    readonly prune: (before: Date) => Effect.Effect<number, RateLimiterError>
  }
>()("@trilho/domain/RateLimiter") {}

/** In-memory counters (one process only). */
export const makeMemoryRateLimiter = Effect.gen(function* () {
  const ref = yield* Ref.make<ReadonlyMap<string, number>>(new Map())
  return RateLimiter.of({
    hit: (subject, windowStart, n = 1) =>
      Ref.modify(ref, (counts) => {
        const key = `${subject}\u0000${windowStart.getTime()}`
        const count = (counts.get(key) ?? 0) + n
        return [count, new Map(counts).set(key, count)] as const
      }),
    prune: (before) =>
      Ref.modify(ref, (counts) => {
        const kept = new Map([...counts].filter(([key]) => Number(key.split("\u0000")[1]) >= before.getTime()))
        return [counts.size - kept.size, kept] as const
      })
  })
})

export const layerMemory: Layer.Layer<RateLimiter> = Layer.effect(RateLimiter, makeMemoryRateLimiter)
