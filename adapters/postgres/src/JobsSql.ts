import { Jobs, Tracing } from "@trilho/domain"
import { Effect, Layer, Option, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { describeError, failWith, Int8 } from "./internal.ts"

const JobRow = Schema.Struct({
  id: Int8,
  kind: Schema.String,
  payload: Schema.Unknown,
  runAt: Schema.Date,
  status: Schema.Literals(["pending", "running", "done", "failed"]),
  attempts: Schema.Number,
  maxAttempts: Schema.Number,
  lockedBy: Schema.NullOr(Schema.String),
  lockedUntil: Schema.NullOr(Schema.Date),
  lastError: Schema.NullOr(Schema.String),
  dedupeKey: Schema.NullOr(Schema.String)
})

const columns =
  "id, kind, payload, run_at, status, attempts, max_attempts, locked_by, locked_until, last_error, dedupe_key"

const storeError = (message: string) => (cause: unknown) =>
  new Jobs.JobStoreError({ message: `${message}: ${describeError(cause)}`, cause })

/**
 * The job queue on PostgreSQL: `claim` takes due rows with `FOR UPDATE SKIP LOCKED`, so concurrent claimers split
 * the work, and leases them by moving `run_at` to the end of the lease.
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const cols = sql.literal(columns)

  const insert = SqlSchema.findAll({
    Request: Schema.Struct({
      kind: Schema.String,
      payload: Schema.String,
      runAt: Schema.Date,
      maxAttempts: Schema.Number,
      dedupeKey: Schema.NullOr(Schema.String)
    }),
    Result: Schema.Struct({ id: Int8 }),
    execute: (r) => sql`
      INSERT INTO jobs (kind, payload, run_at, max_attempts, dedupe_key)
      VALUES (${r.kind}, ${r.payload}::jsonb, ${r.runAt}::timestamptz, ${r.maxAttempts}, ${r.dedupeKey})
      ON CONFLICT (dedupe_key) DO NOTHING
      RETURNING id`
  })

  const findIdByKey = SqlSchema.findAll({
    Request: Schema.String,
    Result: Schema.Struct({ id: Int8 }),
    execute: (key) => sql`SELECT id FROM jobs WHERE dedupe_key = ${key}`
  })

  const claimRows = SqlSchema.findAll({
    Request: Schema.Struct({
      workerId: Schema.String,
      kinds: Schema.Array(Schema.String),
      now: Schema.Date,
      until: Schema.Date,
      limit: Schema.Number
    }),
    Result: JobRow,
    execute: (r) => sql`
      UPDATE jobs j
         SET status = 'running', attempts = j.attempts + 1, locked_by = ${r.workerId},
             locked_until = ${r.until}::timestamptz, run_at = ${r.until}::timestamptz
        FROM (SELECT id
                FROM jobs
               -- The jobs Jobs.isClaimable takes.
               WHERE status IN ('pending', 'running') AND kind IN ${sql.in(r.kinds)}
                 AND run_at <= ${r.now}::timestamptz
               ORDER BY run_at, id
               LIMIT ${r.limit}
               FOR UPDATE SKIP LOCKED) due
       WHERE j.id = due.id
      RETURNING ${sql.literal(
        columns
          .split(", ")
          .map((c) => `j.${c}`)
          .join(", ")
      )}`
  })

  const earliestRunAt = SqlSchema.findAll({
    Request: Schema.Array(Schema.String),
    Result: Schema.Struct({ runAt: Schema.NullOr(Schema.Date) }),
    execute: (kinds) => sql`
      SELECT min(run_at) AS run_at FROM jobs
       WHERE status IN ('pending', 'running') -- Jobs.isWaiting
         AND kind IN ${sql.in(kinds)}`
  })

  const findRow = SqlSchema.findOneOption({
    Request: Schema.Number,
    Result: JobRow,
    execute: (id) => sql`SELECT ${cols} FROM jobs WHERE id = ${id}`
  })

  return Jobs.Jobs.of({
    enqueue: (kind, payload, runAt, dedupeKey, options) =>
      Effect.gen(function* () {
        const rows = yield* insert({
          kind,
          payload: JSON.stringify(payload ?? null),
          runAt,
          maxAttempts: options?.maxAttempts ?? Jobs.jobAttemptsMaxDefault,
          dedupeKey: dedupeKey ?? null
        })
        if (rows[0] !== undefined) return { id: rows[0].id, created: true }
        const existing = yield* findIdByKey(dedupeKey ?? "")
        if (existing[0] === undefined) {
          return yield* new Jobs.JobStoreError({ message: "enqueue: neither inserted nor found by its dedupe key" })
        }
        return { id: existing[0].id, created: false }
      }).pipe(
        Effect.catchTags({
          SqlError: failWith(storeError("enqueue failed")),
          SchemaError: failWith(storeError("enqueue returned an unexpected row"))
        }),
        Tracing.span("Jobs.enqueue")
      ),

    claim: (workerId, kinds, now, limit, leaseMs) => {
      const size = Math.max(0, Math.min(Math.floor(limit), Jobs.jobClaimMax))
      if (kinds.length === 0 || size === 0) return Effect.succeed([])
      return claimRows({ workerId, kinds, now, until: new Date(now.getTime() + leaseMs), limit: size }).pipe(
        Effect.map((jobs) => [...jobs].sort((a, b) => a.id - b.id)),
        Effect.catchTags({
          SqlError: failWith(storeError("claim failed")),
          SchemaError: failWith(storeError("claim returned an unexpected row"))
        }),
        Tracing.span("Jobs.claim")
      )
    },

    nextRunAt: (kinds) =>
      kinds.length === 0
        ? Effect.succeed(undefined)
        : earliestRunAt(kinds).pipe(
            Effect.map((rows) => rows[0]?.runAt ?? undefined),
            Effect.catchTags({
              SqlError: failWith(storeError("nextRunAt failed")),
              SchemaError: failWith(storeError("nextRunAt returned an unexpected row"))
            }),
            Effect.withSpan("Jobs.nextRunAt")
          ),

    complete: (id) =>
      sql`
        UPDATE jobs SET status = 'done', locked_by = NULL, locked_until = NULL
         WHERE id = ${id} AND status = 'running'`.pipe(
        Effect.asVoid,
        Effect.mapError(storeError("complete failed")),
        Tracing.span("Jobs.complete")
      ),

    fail: (id, error, retryAt) =>
      sql`
        UPDATE jobs
           SET status = ${retryAt === undefined ? "failed" : "pending"},
               run_at = coalesce(${retryAt ?? null}::timestamptz, run_at),
               locked_by = NULL, locked_until = NULL, last_error = ${error}
         WHERE id = ${id} AND status = 'running'`.pipe(
        Effect.asVoid,
        Effect.mapError(storeError("fail failed")),
        Tracing.span("Jobs.fail")
      ),

    findById: (id) =>
      findRow(id).pipe(
        Effect.map(Option.getOrUndefined),
        Effect.catchTags({
          SqlError: failWith(storeError("findById failed")),
          SchemaError: failWith(storeError("findById returned an unexpected row"))
        }),
        Tracing.span("Jobs.findById")
      )
  })
})

/** The SQL job queue; needs a migrated database. */
export const layer: Layer.Layer<Jobs.Jobs, never, SqlClient.SqlClient> = Layer.effect(Jobs.Jobs, make)
