import { EventLog, Outbox, Realtime, Tracing, WebhookDeliveries, WebhookRetry } from "@trilho/domain"
import { Array as Arr, Effect, Layer, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { boundedCount, clampListDates, describeError, Int8 } from "./internal.ts"

type AccountId = Outbox.OutboxEvent["accountId"]

const DeliveryRow = Schema.Struct({
  id: Schema.String,
  accountId: Schema.String,
  eventId: Int8,
  endpointId: Schema.String,
  eventType: Schema.String,
  aggregateId: Schema.String,
  body: Schema.String,
  status: WebhookRetry.DeliveryStatus,
  attempts: Schema.Number,
  attemptsLimit: Schema.Number,
  nextAttemptAt: Schema.NullOr(Schema.Date),
  leaseToken: Schema.NullOr(Schema.String),
  lastStatusCode: Schema.NullOr(Schema.Number),
  lastError: Schema.NullOr(Schema.String),
  createdAt: Schema.Date,
  updatedAt: Schema.Date
})
type DeliveryRow = typeof DeliveryRow.Type

const AttemptRow = Schema.Struct({
  deliveryId: Schema.String,
  attempt: Schema.Number,
  at: Schema.Date,
  statusCode: Schema.NullOr(Schema.Number),
  durationMs: Schema.Number,
  error: Schema.NullOr(Schema.String)
})

const columns =
  "id, account_id, event_id, endpoint_id, event_type, aggregate_id, body, status, attempts, attempts_limit, " +
  "next_attempt_at, lease_token, last_status_code, last_error, created_at, updated_at"

const toDelivery = (r: DeliveryRow): WebhookDeliveries.Delivery => ({
  id: r.id,
  accountId: r.accountId as AccountId,
  eventId: r.eventId,
  endpointId: r.endpointId,
  eventType: r.eventType,
  aggregateId: r.aggregateId,
  body: r.body,
  status: r.status,
  attempts: r.attempts,
  attemptsLimit: r.attemptsLimit,
  nextAttemptAt: r.nextAttemptAt ?? undefined,
  lastStatusCode: r.lastStatusCode ?? undefined,
  lastError: r.lastError ?? undefined,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt
})

const storeError = (message: string) => (cause: unknown) =>
  new WebhookDeliveries.WebhookDeliveryStoreError({ message: `${message}: ${describeError(cause)}`, cause })

const mapErrors =
  (name: string) =>
  <A, R>(effect: Effect.Effect<A, unknown, R>) =>
    effect.pipe(
      Effect.mapError(storeError(`${name} failed`)),
      Tracing.span(`WebhookDeliveries.${name}`)
    ) as Effect.Effect<A, WebhookDeliveries.WebhookDeliveryStoreError, R>

/**
 * Deliveries on PostgreSQL. `claimDue` leases rows with `FOR UPDATE SKIP LOCKED` (concurrent senders split the work)
 * and takes the deliveries `WebhookRetry.claimable` names, in its WHERE clause; the lease is the due time
 * moved to the lease's end plus a token that `recordAttempt` must present. The dispatcher cursor is a row locked with
 * `FOR UPDATE SKIP LOCKED` for the length of the dispatcher's transaction.
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const cols = sql.literal(columns)
  let leases = 0

  const attemptsOf = (ids: ReadonlyArray<string>) =>
    ids.length === 0
      ? Effect.succeed([] as ReadonlyArray<typeof AttemptRow.Type>)
      : SqlSchema.findAll({
          Request: Schema.Array(Schema.String),
          Result: AttemptRow,
          execute: (ids) => sql`
            SELECT delivery_id, attempt, at, status_code, duration_ms, error
              FROM webhook_delivery_attempts WHERE delivery_id IN ${sql.in(ids)}
             ORDER BY delivery_id, attempt`
        })(ids)

  const withAttempts = (rows: ReadonlyArray<DeliveryRow>) =>
    Effect.map(attemptsOf(rows.map((r) => r.id)), (attempts) =>
      rows.map((r): WebhookDeliveries.DeliveryWithAttempts => ({
        ...toDelivery(r),
        attemptsLog: attempts
          .filter((a) => a.deliveryId === r.id)
          .map((a) => ({
            deliveryId: a.deliveryId,
            attempt: a.attempt,
            at: a.at,
            statusCode: a.statusCode ?? undefined,
            durationMs: a.durationMs,
            error: a.error ?? undefined
          }))
      }))
    )

  const decodeRows = Schema.decodeUnknownEffect(Schema.Array(DeliveryRow))

  /**
   * Records attempts in one statement: the deliveries still leased to the recorder are updated and only their attempts
   * are logged (a CTE, so both happen or neither).
   */
  const recordMany = (records: ReadonlyArray<WebhookDeliveries.AttemptRecord>) => {
    if (records.length === 0) return Effect.succeed([] as ReadonlyArray<boolean>)
    const input = JSON.stringify(
      records.slice(0, WebhookDeliveries.deliveriesBatchMax).map((a) => ({
        delivery_id: a.deliveryId,
        account_id: a.accountId,
        lease_token: a.leaseToken,
        attempt: a.attempt,
        at: a.at.toISOString(),
        duration_ms: Math.max(0, Math.round(a.durationMs)),
        status_code: a.statusCode ?? null,
        error: a.error ?? null,
        status: a.status,
        next_attempt_at: a.nextAttemptAt?.toISOString() ?? null
      }))
    )
    return sql<{ readonly id: string }>`
      WITH input AS (
        SELECT * FROM jsonb_to_recordset(${input}::jsonb) AS x(
          delivery_id text, account_id text, lease_token text, attempt integer, at timestamptz, duration_ms integer,
          status_code integer, error text, status text, next_attempt_at timestamptz)
      ), updated AS (
        UPDATE webhook_deliveries d
           SET status = i.status, attempts = i.attempt, next_attempt_at = i.next_attempt_at, lease_token = NULL,
               last_status_code = i.status_code, last_error = i.error, updated_at = i.at
          FROM input i
         -- The lease check, as WebhookRetry.holdsLease states it.
         WHERE d.id = i.delivery_id AND d.account_id = i.account_id AND d.lease_token = i.lease_token
           AND d.attempts = i.attempt - 1 AND d.status = 'PENDING'
        RETURNING d.id
      ), logged AS (
        INSERT INTO webhook_delivery_attempts (delivery_id, attempt, at, status_code, duration_ms, error)
        SELECT i.delivery_id, i.attempt, i.at, i.status_code, i.duration_ms, i.error
          FROM input i JOIN updated u ON u.id = i.delivery_id
      )
      SELECT id FROM updated`.pipe(
      Effect.map((rows) => {
        const recorded = new Set(rows.map((r) => r.id))
        return records.map((a) => recorded.has(a.deliveryId))
      }),
      mapErrors("recordAttempts")
    )
  }

  return WebhookDeliveries.WebhookDeliveries.of({
    lockCursor: (name) =>
      Effect.gen(function* () {
        const rows = yield* sql<{ readonly position: string }>`
          SELECT position FROM webhook_dispatch_cursors WHERE name = ${name} FOR UPDATE SKIP LOCKED`
        if (rows[0] !== undefined) return yield* Schema.decodeUnknownEffect(Outbox.OutboxCursor)(rows[0].position)
        // A cursor seen for the first time: create it at the start (a concurrent creator wins; skip this round).
        yield* sql`INSERT INTO webhook_dispatch_cursors (name, position) VALUES (${name}, ${Outbox.outboxStart})
                   ON CONFLICT (name) DO NOTHING`
        return undefined
      }).pipe(mapErrors("lockCursor")),

    saveCursor: (name, cursor) =>
      sql`UPDATE webhook_dispatch_cursors SET position = ${cursor} WHERE name = ${name}`.pipe(
        Effect.asVoid,
        mapErrors("saveCursor")
      ),

    insertMany: (deliveries) =>
      Effect.gen(function* () {
        let inserted = 0
        for (let start = 0; start < deliveries.length; start += WebhookDeliveries.deliveriesBatchMax) {
          const chunk = deliveries.slice(start, start + WebhookDeliveries.deliveriesBatchMax)
          if (!Arr.isReadonlyArrayNonEmpty(chunk)) break
          const rows = Arr.map(chunk, (d) => ({
            id: d.id,
            accountId: d.accountId,
            eventId: d.eventId,
            endpointId: d.endpointId,
            eventType: d.eventType,
            aggregateId: d.aggregateId,
            body: d.body,
            status: "PENDING",
            attempts: 0,
            attemptsLimit: d.attemptsLimit,
            nextAttemptAt: d.createdAt,
            createdAt: d.createdAt,
            updatedAt: d.createdAt
          }))
          const result = yield* sql<{ readonly id: string }>`
            INSERT INTO webhook_deliveries ${sql.insert(rows)}
            ON CONFLICT (event_id, endpoint_id) DO NOTHING RETURNING id`
          inserted += result.length
        }
        return inserted
      }).pipe(mapErrors("insertMany")),

    claimDue: (workerId, now, limit, leaseMs) => {
      const size = Math.max(0, Math.min(Math.floor(limit), WebhookDeliveries.deliveriesBatchMax))
      if (size === 0) return Effect.succeed([])
      const token = `${workerId}:${++leases}`
      const until = new Date(now.getTime() + leaseMs)
      return sql`
        UPDATE webhook_deliveries d
           SET next_attempt_at = ${until}::timestamptz, lease_token = ${token} || ':' || d.id
          FROM (SELECT c.id
                  FROM webhook_deliveries c
                 -- The deliveries WebhookRetry.claimable takes: isDue, and waitsFor no other.
                 WHERE c.status = 'PENDING' AND c.next_attempt_at <= ${now}::timestamptz
                   AND NOT EXISTS (
                     SELECT 1 FROM webhook_deliveries o
                      WHERE o.endpoint_id = c.endpoint_id AND o.aggregate_id = c.aggregate_id
                        AND o.status = 'PENDING' AND o.event_id < c.event_id)
                 ORDER BY c.next_attempt_at, c.event_id
                 LIMIT ${size}
                 FOR UPDATE SKIP LOCKED) due
         WHERE d.id = due.id AND d.status = 'PENDING'
        RETURNING ${sql.literal(
          columns
            .split(", ")
            .map((c) => `d.${c}`)
            .join(", ")
        )}`.pipe(
        Effect.flatMap(decodeRows),
        Effect.map((rows) =>
          [...rows]
            .sort((a, b) => a.eventId - b.eventId)
            .map((r): WebhookDeliveries.ClaimedDelivery => ({ ...toDelivery(r), leaseToken: r.leaseToken! }))
        ),
        mapErrors("claimDue")
      )
    },

    recordAttempt: (a) => Effect.map(recordMany([a]), (answers) => answers[0] === true),
    recordAttempts: (records) => recordMany(records),

    findById: (accountId, id) =>
      sql`SELECT ${cols} FROM webhook_deliveries WHERE account_id = ${accountId} AND id = ${id}`.pipe(
        Effect.flatMap(decodeRows),
        Effect.flatMap(withAttempts),
        Effect.map((rows) => rows[0]),
        mapErrors("findById")
      ),

    findManyByEndpoint: (accountId, endpointId, page) =>
      Effect.gen(function* () {
        const limit = boundedCount(page.limit, 0, WebhookDeliveries.deliveriesBatchMax)
        const offset = boundedCount(page.offset, 0, Number.MAX_SAFE_INTEGER)
        const rows = yield* sql`
          SELECT ${cols} FROM webhook_deliveries
           WHERE account_id = ${accountId} AND endpoint_id = ${endpointId}
           ORDER BY event_id DESC, id DESC
           LIMIT ${limit} OFFSET ${offset}`.pipe(Effect.flatMap(decodeRows))
        const count = yield* sql<{ readonly total: bigint }>`
          SELECT count(*) AS total FROM webhook_deliveries
           WHERE account_id = ${accountId} AND endpoint_id = ${endpointId}`
        return { items: yield* withAttempts(rows), total: Number(count[0]?.total ?? 0) }
      }).pipe(mapErrors("findManyByEndpoint")),

    findManyByEvents: (accountId, eventIds) =>
      eventIds.length === 0
        ? Effect.succeed([])
        : sql`
            SELECT ${cols} FROM webhook_deliveries
             WHERE account_id = ${accountId} AND event_id IN ${sql.in(eventIds)}
             ORDER BY event_id, id`.pipe(
            Effect.flatMap(decodeRows),
            Effect.map((rows) => rows.map(toDelivery)),
            mapErrors("findManyByEvents")
          ),

    redeliver: (accountId, id, expected, changes) =>
      sql`
        UPDATE webhook_deliveries
           SET status = 'PENDING', attempts_limit = ${changes.attemptsLimit},
               next_attempt_at = ${changes.now}::timestamptz, lease_token = NULL,
               updated_at = ${changes.now}::timestamptz
         WHERE account_id = ${accountId} AND id = ${id} AND status = ${expected.status}
           AND attempts = ${expected.attempts}
        RETURNING ${cols}`.pipe(
        Effect.flatMap(decodeRows),
        Effect.map((rows) => (rows[0] === undefined ? undefined : toDelivery(rows[0]))),
        mapErrors("redeliver")
      )
  })
})

/** Deliveries on SQL; needs a migrated database. */
export const layer: Layer.Layer<WebhookDeliveries.WebhookDeliveries, never, SqlClient.SqlClient> = Layer.effect(
  WebhookDeliveries.WebhookDeliveries,
  make
)

const EventRow = Schema.Struct({
  id: Int8,
  accountId: Schema.String,
  eventType: Schema.String,
  aggregateId: Schema.String,
  apiKeyId: Schema.NullOr(Schema.String),
  payload: Schema.Unknown,
  createdAt: Schema.Date,
  xid: Schema.String
})

const toEvent = (r: typeof EventRow.Type): Outbox.OutboxEvent => ({
  id: r.id,
  position: Outbox.outboxCursor(r.xid, r.id),
  accountId: r.accountId as AccountId,
  eventType: r.eventType,
  aggregateId: r.aggregateId,
  ...(r.apiKeyId === null ? {} : { apiKeyId: r.apiKeyId }),
  payload: r.payload,
  createdAt: r.createdAt
})

const outboxError = (message: string) => (cause: unknown) =>
  new Outbox.OutboxStoreError({ message: `${message}: ${describeError(cause)}`, cause })

/** The account's events straight from the `outbox` table, newest first (index on account and `created_at`). */
export const makeEventLog = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const decode = Schema.decodeUnknownEffect(Schema.Array(EventRow))
  const eventCols = sql.literal(
    "id, xid::text AS xid, account_id, event_type, aggregate_id, api_key_id, payload, created_at"
  )
  return EventLog.EventLog.of({
    findManyByAccount: (accountId, query) =>
      Effect.gen(function* () {
        const dates = clampListDates(query)
        const where = sql.and([
          sql`account_id = ${accountId}`,
          ...(query.eventType === undefined ? [] : [sql`event_type = ${query.eventType}`]),
          ...(dates.dateFrom === undefined ? [] : [sql`created_at >= ${dates.dateFrom}::timestamptz`]),
          ...(dates.dateTo === undefined ? [] : [sql`created_at <= ${dates.dateTo}::timestamptz`]),
          // What a WebSocket connection of the key is sent (Realtime.Subscriptions.addressedTo).
          ...(query.apiKeyId === undefined
            ? []
            : [
                sql`(api_key_id = ${query.apiKeyId} OR event_type = 'transfer.internal.received')`,
                sql`event_type NOT IN ${sql.in(Realtime.Subscriptions.notDeliveredOverWebsocket)}`
              ])
        ])
        const order =
          query.order === "asc" ? sql.literal("created_at ASC, id ASC") : sql.literal("created_at DESC, id DESC")
        const limit = boundedCount(query.limit, 0, EventLog.eventPageMax)
        const offset = boundedCount(query.offset, 0, Number.MAX_SAFE_INTEGER)
        const rows = yield* sql`
          SELECT ${eventCols} FROM outbox WHERE ${where}
           ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`.pipe(Effect.flatMap(decode))
        const count = yield* sql<{
          readonly total: bigint
        }>`SELECT count(*) AS total FROM outbox WHERE ${where}`
        return { items: rows.map(toEvent), total: Number(count[0]?.total ?? 0) }
      }).pipe(Effect.mapError(outboxError("events list failed")), Tracing.span("EventLog.findManyByAccount")),
    findById: (accountId, id) =>
      sql`SELECT ${eventCols} FROM outbox WHERE account_id = ${accountId} AND id = ${id}`.pipe(
        Effect.flatMap(decode),
        Effect.map((rows) => (rows[0] === undefined ? undefined : toEvent(rows[0]))),
        Effect.mapError(outboxError("event read failed")),
        Tracing.span("EventLog.findById")
      )
  })
})

/** The event log on SQL. */
export const layerEventLog: Layer.Layer<EventLog.EventLog, never, SqlClient.SqlClient> = Layer.effect(
  EventLog.EventLog,
  makeEventLog
)
