import { SandboxClock, Tracing } from "@trilho/domain"
import { Clock, Effect, Layer, Ref, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { describeError, Int8 } from "./internal.ts"

/**
 * How long a process trusts the offset it last read, in milliseconds. Every `Clock` read of a sandboxed route or job
 * asks for the offset, so without a cache each would be a query; with it a process reads the row at most once per
 * second, and another process's advance reaches it within a second (the worker's expiry loop runs every second too).
 */
export const offsetCacheMsDefault = 1_000

export interface Options {
  /** How long a read offset is reused, in milliseconds (default `offsetCacheMsDefault`; 0 reads every time). */
  readonly cacheMs?: number
}

const decodeOffset = Schema.decodeUnknownEffect(Schema.Struct({ offsetMs: Int8 }))

interface Cached {
  readonly offsetMs: number
  /** When it was read, on the base clock; `-Infinity` before the first read. */
  readonly readAtMs: number
}

/**
 * The sandbox clock in PostgreSQL (`sandbox_clock`, one row), shared by every process on the database, so an advance
 * through the API is seen by a worker running as another process.
 *
 * - `advance` is one statement, `UPDATE … SET offset_ms = offset_ms + $1 RETURNING offset_ms`: concurrent advances
 *   from any processes add up, none is lost. The advancing process caches the returned offset, so it sees its own
 *   advance at once.
 * - `offsetMs` answers the cached offset while it is younger than `cacheMs` (on the base clock, the one in place when
 *   the layer is built: never the sandbox clock this port feeds), else reads the row. The cache only moves forward,
 *   so a slow read never takes time back in this process.
 * - Storage failures: `offsetMs` has no error channel and runs inside every clock read, so a failed read keeps the
 *   last known offset (0 before any read) and logs a warning, retrying after `cacheMs`; a failed `advance` is a
 *   defect (the caller must not believe the clock moved).
 */
export const make = (options: Options = {}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const base = yield* Clock.Clock
    const cacheMs = options.cacheMs ?? offsetCacheMsDefault
    if (!Number.isSafeInteger(cacheMs) || cacheMs < 0) {
      return yield* Effect.die(
        new Error(`sandbox clock: cacheMs is a whole number of milliseconds ≥ 0, not ${cacheMs}`)
      )
    }
    const cache = yield* Ref.make<Cached>({ offsetMs: 0, readAtMs: Number.NEGATIVE_INFINITY })

    const remember = (offsetMs: number, readAtMs: number) =>
      Ref.modify(cache, (c) => {
        const next = { offsetMs: Math.max(c.offsetMs, offsetMs), readAtMs }
        return [next.offsetMs, next] as const
      })

    const read = sql`SELECT offset_ms FROM sandbox_clock WHERE id`.pipe(
      Effect.flatMap((rows) => decodeOffset(rows[0])),
      Effect.map((row) => row.offsetMs)
    )

    const refresh = (readAtMs: number) =>
      read.pipe(
        Effect.flatMap((offsetMs) => remember(offsetMs, readAtMs)),
        Effect.catch((error) =>
          Ref.modify(cache, (c) => [c.offsetMs, { ...c, readAtMs }] as const).pipe(
            Effect.tap(() =>
              Effect.logWarning(`sandbox clock: read failed, keeping the last offset: ${describeError(error)}`)
            )
          )
        ),
        Tracing.span("SandboxClock.read")
      )

    const offsetMs = Effect.gen(function* () {
      const nowMs = base.currentTimeMillisUnsafe()
      const cached = yield* Ref.get(cache)
      return nowMs - cached.readAtMs < cacheMs ? cached.offsetMs : yield* refresh(nowMs)
    })

    return SandboxClock.SandboxClock.of({
      offsetMs,
      advance: (ms) =>
        Effect.flatMap(SandboxClock.validateAdvance(ms), (valid) =>
          sql`UPDATE sandbox_clock SET offset_ms = offset_ms + ${valid} WHERE id RETURNING offset_ms`.pipe(
            Effect.flatMap((rows) => decodeOffset(rows[0])),
            Effect.flatMap((row) => remember(row.offsetMs, base.currentTimeMillisUnsafe())),
            Effect.catch((error) => Effect.die(new Error(`sandbox clock: advance failed: ${describeError(error)}`))),
            Effect.asVoid
          )
        ).pipe(Tracing.span("SandboxClock.advance"))
    })
  })

/** The SQL sandbox clock; needs a migrated database. */
export const layer = (options: Options = {}): Layer.Layer<SandboxClock.SandboxClock, never, SqlClient.SqlClient> =>
  Layer.effect(SandboxClock.SandboxClock, make(options))
