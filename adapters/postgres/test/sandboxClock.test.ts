import { describe, expect, layer } from "@effect/vitest"
import { SqlClient } from "effect/sql"
import { SandboxClock } from "@trilho/domain"
import { Cause, Clock, Effect, Exit, Layer } from "effect"
import { SandboxClockSql } from "../src/index.ts"
import { layerTestDatabase } from "../src/testing.ts"
import { sandboxClockTests } from "./contracts/SandboxClockContract.ts"

/** A base clock that moves only when told: decides when a cached offset goes stale. */
const manualClock = () => {
  let nowMs = 1_700_000_000_000
  const clock: Clock.Clock = {
    currentTimeMillisUnsafe: () => nowMs,
    currentTimeNanosUnsafe: () => BigInt(nowMs) * 1_000_000n,
    currentTimeMillis: Effect.sync(() => nowMs),
    currentTimeNanos: Effect.sync(() => BigInt(nowMs) * 1_000_000n),
    monotonicTimeNanosUnsafe: () => BigInt(nowMs) * 1_000_000n,
    monotonicTimeNanos: Effect.sync(() => BigInt(nowMs) * 1_000_000n),
    sleep: () => Effect.void
  }
  return { clock, tick: (ms: number) => (nowMs += ms) }
}

/** A sandbox clock of another process: its own cache, the same database, the manual base clock. */
const instance = (clock: Clock.Clock, cacheMs?: number) =>
  Effect.provideService(SandboxClockSql.make(cacheMs === undefined ? {} : { cacheMs }), Clock.Clock, clock)

describe("SandboxClock contract", () => {
  layer(SandboxClock.layerMemory, { excludeTestServices: true })("in memory", (it) => sandboxClockTests(it))

  layer(SandboxClockSql.layer().pipe(Layer.provideMerge(layerTestDatabase({ poolSize: 4 }))), {
    excludeTestServices: true
  })("on SQL (PostgreSQL with DATABASE_URL, else PGlite)", (it) => {
    sandboxClockTests(it)

    it.effect("two instances over one database: an advance in one is seen by the other once its cache expires", () =>
      Effect.gen(function* () {
        const { clock, tick } = manualClock()
        const api = yield* instance(clock)
        const worker = yield* instance(clock)
        const start = yield* worker.offsetMs
        expect(yield* api.offsetMs).toBe(start)

        yield* api.advance(60_000)
        expect(yield* api.offsetMs).toBe(start + 60_000)
        // The worker trusts its read for `offsetCacheMsDefault`: no query, the old offset.
        expect(yield* worker.offsetMs).toBe(start)
        tick(SandboxClockSql.offsetCacheMsDefault - 1)
        expect(yield* worker.offsetMs).toBe(start)
        tick(1)
        expect(yield* worker.offsetMs).toBe(start + 60_000)

        // The other way round, and through the sandbox `Clock` each process installs.
        yield* worker.advance(5_000)
        tick(SandboxClockSql.offsetCacheMsDefault)
        const seen = yield* Effect.provideService(
          Clock.currentTimeMillis,
          Clock.Clock,
          SandboxClock.makeClock(clock, api)
        )
        expect(seen).toBe(clock.currentTimeMillisUnsafe() + start + 65_000)
      })
    )

    it.effect("with no cache, every read sees the latest advance of any instance", () =>
      Effect.gen(function* () {
        const { clock } = manualClock()
        const a = yield* instance(clock, 0)
        const b = yield* instance(clock, 0)
        const start = yield* b.offsetMs
        yield* a.advance(1_234)
        expect(yield* b.offsetMs).toBe(start + 1_234)
      })
    )

    it.effect("the offset is stored: a new instance (a restarted process) starts from it, not from 0", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const first = yield* SandboxClockSql.make()
        yield* first.advance(7_000)
        const stored = yield* sql<{ readonly offsetMs: bigint }>`SELECT offset_ms FROM sandbox_clock`
        expect(stored).toHaveLength(1)
        const restarted = yield* SandboxClockSql.make()
        expect(yield* restarted.offsetMs).toBe(Number(stored[0]!.offsetMs))
        expect(yield* restarted.offsetMs).toBeGreaterThanOrEqual(7_000)
      })
    )

    it.effect("a failed read keeps the last offset (a clock read never fails); a failed advance is a defect", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const { clock, tick } = manualClock()
        const reader = yield* instance(clock)
        const known = yield* reader.offsetMs
        yield* sql`ALTER TABLE sandbox_clock RENAME TO sandbox_clock_away`
        const outage = yield* Effect.gen(function* () {
          tick(SandboxClockSql.offsetCacheMsDefault)
          const read = yield* reader.offsetMs
          const advance = yield* Effect.exit(reader.advance(1_000))
          return { read, advance }
        }).pipe(Effect.ensuring(Effect.orDie(sql`ALTER TABLE sandbox_clock_away RENAME TO sandbox_clock`)))
        expect(outage.read).toBe(known)
        expect(Exit.isFailure(outage.advance) && Cause.hasDies(outage.advance.cause)).toBe(true)
        tick(SandboxClockSql.offsetCacheMsDefault)
        expect(yield* reader.offsetMs).toBe(known)
      })
    )

    it.effect("the table holds one row and refuses a negative offset", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const second = yield* Effect.flip(sql`INSERT INTO sandbox_clock (id, offset_ms) VALUES (false, 0)`)
        expect(second._tag).toBe("SqlError")
        const negative = yield* Effect.flip(sql`UPDATE sandbox_clock SET offset_ms = -1`)
        expect(negative._tag).toBe("SqlError")
      })
    )
  })
})
