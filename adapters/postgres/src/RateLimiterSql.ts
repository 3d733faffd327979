import { RateLimiter, Tracing } from "@trilho/domain"
import { Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { describeError, failWith, Int8 } from "./internal.ts"

const storeError = (message: string) => (cause: unknown) =>
  new RateLimiter.RateLimiterError({ message: `${message}: ${describeError(cause)}`, cause })

const decodeCount = Schema.decodeUnknownEffect(Schema.Struct({ count: Int8 }))

/**
 * Rate-limit counters on PostgreSQL, shared by every process on the database. A hit of n counts is one statement,
 * `INSERT … ON CONFLICT (subject, window_start) DO UPDATE SET count = count + n RETURNING count`: the first hit of a
 * window inserts n, later ones take the row lock in turn and each sees the count left by the one before, so
 * concurrent hits from any number of processes never get the same count.
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  return RateLimiter.RateLimiter.of({
    hit: (subject, windowStart, counts = 1) =>
      sql<{ readonly count: number }>`
        INSERT INTO rate_limits AS r (subject, window_start, count)
        VALUES (${subject}, ${windowStart}::timestamptz, ${counts})
        ON CONFLICT (subject, window_start) DO UPDATE SET count = r.count + EXCLUDED.count
        RETURNING r.count`.pipe(
        Effect.flatMap((rows) => decodeCount(rows[0])),
        Effect.map((row) => row.count),
        Effect.catchTags({
          SqlError: failWith(storeError("hit failed")),
          SchemaError: failWith(storeError("hit returned an unexpected row"))
        }),
        Tracing.span("RateLimiter.hit")
      ),

    prune: (before) =>
      sql<{ readonly pruned: bigint }>`
        WITH pruned AS (DELETE FROM rate_limits WHERE window_start < ${before}::timestamptz RETURNING 1)
        SELECT count(*) AS pruned FROM pruned`.pipe(
        Effect.flatMap((rows) => Schema.decodeUnknownEffect(Int8)(rows[0]?.pruned)),
        Effect.catchTags({
          SqlError: failWith(storeError("prune failed")),
          SchemaError: failWith(storeError("prune returned an unexpected row"))
        }),
        Tracing.span("RateLimiter.prune")
      )
  })
})

/** The SQL rate limiter; needs a migrated database. */
export const layer: Layer.Layer<RateLimiter.RateLimiter, never, SqlClient.SqlClient> = Layer.effect(
  RateLimiter.RateLimiter,
  make
)
