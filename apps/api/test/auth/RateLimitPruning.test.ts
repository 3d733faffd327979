import { describe, expect, it } from "@effect/vitest"
import { RateLimiter } from "@trilho/domain"
import { RateLimiterSql } from "@trilho/postgres"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { SqlClient } from "effect/sql"
import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import * as RateLimitPruning from "../../src/auth/RateLimitPruning.ts"
import * as AuthSettings from "../../src/auth/Settings.ts"

const windowMs = 60_000

const layerLimiter = Layer.mergeAll(RateLimiterSql.layer, AuthSettings.layer({ windowMs })).pipe(
  Layer.provideMerge(layerTestDatabase())
)

const rows = SqlClient.SqlClient.use((sql) => sql<{ readonly n: string }>`SELECT count(*) AS n FROM rate_limits`).pipe(
  Effect.map((r) => Number(r[0]!.n))
)

describe("rate-limit pruning", () => {
  it.effect("a pass deletes the counters of every window but the current one and the one before it", () =>
    Effect.gen(function* () {
      const limiter = yield* RateLimiter.RateLimiter
      for (const w of [0, 1, 2, 3, 4]) yield* limiter.hit("key:k1", new Date(w * windowMs))
      yield* limiter.hit("ip:203.0.113.7", new Date(4 * windowMs))
      yield* TestClock.setTime(4 * windowMs + 10)
      expect(yield* RateLimitPruning.pruneOnce).toBe(3)
      expect(yield* rows).toBe(3)
      expect(yield* limiter.hit("key:k1", new Date(4 * windowMs))).toBe(2)
    }).pipe(Effect.provide(layerLimiter))
  )

  it.effect("the layer prunes once per window while it runs", () =>
    Effect.gen(function* () {
      const limiter = yield* RateLimiter.RateLimiter
      yield* limiter.hit("key:old", new Date(0))
      yield* Effect.scoped(
        Effect.gen(function* () {
          yield* Layer.buildWithScope(RateLimitPruning.layer, yield* Effect.scope)
          yield* TestClock.adjust(windowMs * 2)
          expect(yield* rows).toBe(1)
          yield* TestClock.adjust(windowMs)
          yield* Effect.yieldNow
          expect(yield* rows).toBe(0)
        })
      )
    }).pipe(Effect.provide(layerLimiter))
  )
})
