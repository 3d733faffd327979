import { type Ledger, Scheduling, ScheduleStore, Tracing } from "@trilho/domain"
import { Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import type * as Statement from "effect/sql/Statement"
import { catchAdapterFailures, describeError, Int8 } from "./internal.ts"

/** The columns read back. */
const columns = [
  "account_id",
  "id",
  "api_key_id",
  "label",
  "trigger_type",
  "scheduled_at",
  "recurrence_rule",
  "balance_threshold_centavos",
  "payload",
  "max_runs",
  "status",
  "next_run_at",
  "last_run_at",
  "run_count",
  "last_failure",
  "threshold_armed",
  "run_due_at",
  "run_lease_until",
  "version",
  "created_at",
  "updated_at"
].join(", ")

/** The advisory lock class of the per-account active count (the migrator's is 7465726). */
const activeCountLockClass = 7465727

const Row = Schema.Struct({
  accountId: Schema.String,
  id: Schema.String,
  apiKeyId: Schema.NullOr(Schema.String),
  label: Schema.NullOr(Schema.String),
  triggerType: Schema.String,
  scheduledAt: Schema.NullOr(Schema.Date),
  recurrenceRule: Schema.NullOr(Schema.Unknown),
  balanceThresholdCentavos: Schema.NullOr(Int8),
  payload: Schema.Unknown,
  maxRuns: Schema.NullOr(Schema.Number),
  status: Schema.String,
  nextRunAt: Schema.NullOr(Schema.Date),
  lastRunAt: Schema.NullOr(Schema.Date),
  runCount: Schema.Number,
  lastFailure: Schema.NullOr(Schema.String),
  thresholdArmed: Schema.Boolean,
  runDueAt: Schema.NullOr(Schema.Date),
  runLeaseUntil: Schema.NullOr(Schema.Date),
  version: Schema.Number,
  createdAt: Schema.Date,
  updatedAt: Schema.Date
})

/** A JSON column as the driver returns it: parsed (PostgreSQL) or as text (some PGlite paths). */
const parsed = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value)

/** The row's non-null fields, under the record's names (a null column is an absent field). */
const present = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null))

const decodeRecord = (row: unknown) =>
  Effect.flatMap(Schema.decodeUnknownEffect(Row)(row), (r) =>
    Schema.decodeUnknownEffect(Scheduling.ScheduledTransferRecord)(
      present({
        ...r,
        recurrenceRule: r.recurrenceRule === null ? null : parsed(r.recurrenceRule),
        payload: parsed(r.payload)
      })
    )
  )

const rowOf = (record: Scheduling.ScheduledTransferRecord) => ({
  accountId: record.accountId,
  id: record.id,
  apiKeyId: record.apiKeyId ?? null,
  label: record.label ?? null,
  triggerType: record.triggerType,
  scheduledAt: record.scheduledAt ?? null,
  recurrenceRule: record.recurrenceRule === undefined ? null : JSON.stringify(record.recurrenceRule),
  balanceThresholdCentavos: record.balanceThresholdCentavos ?? null,
  payload: JSON.stringify(record.payload),
  maxRuns: record.maxRuns ?? null,
  status: record.status,
  nextRunAt: record.nextRunAt ?? null,
  lastRunAt: record.lastRunAt ?? null,
  runCount: record.runCount,
  lastFailure: record.lastFailure ?? null,
  thresholdArmed: record.thresholdArmed,
  runDueAt: record.runDueAt ?? null,
  runLeaseUntil: record.runLeaseUntil ?? null,
  version: record.version,
  createdAt: record.createdAt,
  updatedAt: record.updatedAt
})

const storeError = (message: string) => (cause: unknown) =>
  new ScheduleStore.ScheduleStoreError({ message: `ScheduleStore.${message}: ${describeError(cause)}`, cause })

const bound = (limit: number, max: number) => Math.max(0, Math.min(Math.floor(limit), max))

/**
 * Scheduled transfers on PostgreSQL. An insert or an update that may make a schedule active takes a transaction
 * advisory lock on its account first, so the count of active schedules and the write are atomic per account (two
 * concurrent creates never make a 21st). Every update is one `UPDATE … WHERE version = …`: of concurrent writers,
 * one wins, the others read `ScheduleChanged`.
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const cols = sql.literal(columns)

  const decodeAll = (rows: ReadonlyArray<unknown>) => Effect.forEach(rows, decodeRecord)

  /** Maps the adapter's own failures (SQL, decoding) to the port's error, and names the span. */
  const catchStore =
    (name: string) =>
    <A, E, R>(effect: Effect.Effect<A, E, R>) =>
      effect.pipe(catchAdapterFailures(storeError)(name), Tracing.span(`ScheduleStore.${name}`))

  /** Inside a transaction: locks the account's active count and refuses when `record` would be one too many. */
  const checkActive = (record: Scheduling.ScheduledTransferRecord, activeMax: number | undefined) =>
    Effect.gen(function* () {
      if (activeMax === undefined || !Scheduling.countsAsActive(record)) return
      yield* sql`SELECT pg_advisory_xact_lock(${activeCountLockClass}, hashtext(${record.accountId}))`
      const rows = yield* sql<{ readonly active: unknown }>`
        SELECT count(*) AS active FROM scheduled_transfers
         WHERE account_id = ${record.accountId} AND id <> ${record.id} AND status = 'active'`
      const active = yield* Schema.decodeUnknownEffect(Int8)(rows[0]?.active)
      if (active >= activeMax) {
        return yield* new ScheduleStore.ActiveSchedulesLimitReached({ accountId: record.accountId, max: activeMax })
      }
    })

  const findOne = (where: Statement.Fragment) =>
    Effect.flatMap(sql`SELECT ${cols} FROM scheduled_transfers WHERE ${where}`, (rows) =>
      rows[0] === undefined ? Effect.succeedNone : Effect.asSome(decodeRecord(rows[0]))
    )

  const write = (record: Scheduling.ScheduledTransferRecord, expectedVersion: number) =>
    Effect.gen(function* () {
      const row = rowOf(record)
      const rows = yield* sql`
        UPDATE scheduled_transfers
           SET label = ${row.label}, scheduled_at = ${row.scheduledAt}::timestamptz,
               recurrence_rule = ${row.recurrenceRule}::jsonb,
               balance_threshold_centavos = ${row.balanceThresholdCentavos}::bigint,
               payload = ${row.payload}::jsonb, max_runs = ${row.maxRuns}::integer, status = ${row.status},
               next_run_at = ${row.nextRunAt}::timestamptz, last_run_at = ${row.lastRunAt}::timestamptz,
               run_count = ${row.runCount}, last_failure = ${row.lastFailure}::text,
               threshold_armed = ${row.thresholdArmed}, run_due_at = ${row.runDueAt}::timestamptz,
               run_lease_until = ${row.runLeaseUntil}::timestamptz, version = ${expectedVersion + 1},
               updated_at = ${row.updatedAt}::timestamptz
         WHERE account_id = ${record.accountId} AND id = ${record.id} AND version = ${expectedVersion}
        RETURNING ${cols}`
      if (rows[0] !== undefined) return yield* decodeRecord(rows[0])
      const exists =
        yield* sql`SELECT 1 FROM scheduled_transfers WHERE account_id = ${record.accountId} AND id = ${record.id}`
      return yield* exists.length === 0
        ? Effect.fail(new ScheduleStore.ScheduleNotFound({ id: record.id }))
        : Effect.fail(new ScheduleStore.ScheduleChanged({ id: record.id, expectedVersion }))
    })

  return ScheduleStore.ScheduleStore.of({
    insert: (record, activeMax) =>
      sql
        .withTransaction(
          Effect.andThen(
            checkActive(record, activeMax),
            sql`INSERT INTO scheduled_transfers ${sql.insert(rowOf(record))}`
          )
        )
        .pipe(Effect.asVoid, catchStore("insert")),

    findById: (accountId: Ledger.AccountId, id) =>
      findOne(sql`account_id = ${accountId} AND id = ${id}`).pipe(catchStore("findById")),

    findManyByAccount: (accountId, limit) =>
      sql`
        SELECT ${cols} FROM scheduled_transfers WHERE account_id = ${accountId}
         ORDER BY created_at DESC, id DESC LIMIT ${bound(limit, ScheduleStore.accountListMax)}`.pipe(
        Effect.flatMap(decodeAll),
        catchStore("findManyByAccount")
      ),

    update: (record, expectedVersion, activeMax) =>
      (activeMax === undefined || !Scheduling.countsAsActive(record)
        ? write(record, expectedVersion)
        : sql.withTransaction(Effect.andThen(checkActive(record, activeMax), write(record, expectedVersion)))
      ).pipe(catchStore("update")),

    findDue: (now, limit) => {
      const n = bound(limit, ScheduleStore.dueBatchMax)
      return sql`
        SELECT ${cols} FROM (
          (SELECT ${cols}, next_run_at AS claimable_since FROM scheduled_transfers
            WHERE status = 'active' AND run_due_at IS NULL AND next_run_at <= ${now}::timestamptz
            ORDER BY next_run_at, id LIMIT ${n})
          UNION ALL
          (SELECT ${cols}, run_lease_until AS claimable_since FROM scheduled_transfers
            WHERE run_due_at IS NOT NULL AND status IN ('active', 'paused')
              AND run_lease_until <= ${now}::timestamptz
            ORDER BY run_lease_until, id LIMIT ${n})
        ) due
        ORDER BY claimable_since, id LIMIT ${n}`.pipe(Effect.flatMap(decodeAll), catchStore("findDue"))
    },

    findManyThresholds: (afterId, limit) =>
      sql`
        SELECT ${cols} FROM scheduled_transfers
         WHERE trigger_type = 'balance_threshold' AND status = 'active'
           AND (${afterId ?? null}::text IS NULL OR id > ${afterId ?? null}::text)
         ORDER BY id LIMIT ${bound(limit, ScheduleStore.thresholdPageMax)}`.pipe(
        Effect.flatMap(decodeAll),
        catchStore("findManyThresholds")
      )
  })
})

/** The SQL schedule store; needs a migrated database. */
export const layer: Layer.Layer<ScheduleStore.ScheduleStore, never, SqlClient.SqlClient> = Layer.effect(
  ScheduleStore.ScheduleStore,
  make
)
