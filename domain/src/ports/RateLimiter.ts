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
     * Counts one request of `subject` (e.g. `key:<id>` or `ip:<address>`) in the window starting at `windowStart`
     * and returns the count including this one. Atomic: concurrent hits never return the same count.
     */
    readonly hit: (subject: string, windowStart: Date) => Effect.Effect<number, RateLimiterError>
    /** Deletes counters of windows that started before `before`. */
    readonly prune: (before: Date) => Effect.Effect<number, RateLimiterError>
  }
>()("@trilho/domain/RateLimiter") {}

/** In-memory counters (one process only). */
export const makeMemoryRateLimiter = Effect.gen(function* () {
  const ref = yield* Ref.make<ReadonlyMap<string, number>>(new Map())
  return RateLimiter.of({
    hit: (subject, windowStart) =>
      Ref.modify(ref, (counts) => {
        const key = `${subject}\u0000${windowStart.getTime()}`
        const count = (counts.get(key) ?? 0) + 1
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
