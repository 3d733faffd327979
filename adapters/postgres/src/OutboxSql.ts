import { Outbox, Tracing } from "@trilho/domain"
import { Array as Arr, Effect, Layer, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { describeError, failWith, Int8 } from "./internal.ts"
import { catchingFor } from "./TableReads.ts"

/** Events per INSERT statement (each takes 6 parameters; a statement takes at most 65,535). */
const appendChunkMax = 1000

const OutboxRow = Schema.Struct({
  id: Int8,
  xid: Schema.String,
  accountId: Schema.String,
  eventType: Schema.String,
  aggregateId: Schema.String,
  apiKeyId: Schema.NullOr(Schema.String),
  payload: Schema.Unknown,
  createdAt: Schema.Date
})

const storeError = (message: string) => (cause: unknown) =>
  new Outbox.OutboxStoreError({ message: `${message}: ${describeError(cause)}`, cause })

/**
 * The outbox on PostgreSQL. Each row stores its writing transaction's id (`pg_current_xact_id()`); `readAfter` reads
 * in (xid, id) order and only rows whose transaction is older than every transaction still in flight
 * (`pg_snapshot_xmin`), so no row can later commit behind the returned cursor.
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const catching = catchingFor(storeError, "Outbox")

  const readPage = SqlSchema.findAll({
    Request: Schema.Struct({
      tx: Schema.String,
      id: Schema.String,
      limit: Schema.Number,
      accountId: Schema.NullOr(Schema.String)
    }),
    Result: OutboxRow,
    execute: ({ tx, id, limit, accountId }) => sql`
      SELECT o.id, o.xid::text AS xid, o.account_id, o.event_type, o.aggregate_id, o.api_key_id, o.payload, o.created_at
        FROM outbox o
       WHERE (o.xid, o.id) > (${tx}::xid8, ${id}::bigint)
         AND o.xid < pg_snapshot_xmin(pg_current_snapshot())
         ${accountId === null ? sql`` : sql`AND o.account_id = ${accountId}`}
       ORDER BY o.xid, o.id
       LIMIT ${limit}`
  })

  return Outbox.Outbox.of({
    append: (events) =>
      Effect.gen(function* () {
        const ids: Array<number> = []
        for (let start = 0; start < events.length; start += appendChunkMax) {
          const chunk = events.slice(start, start + appendChunkMax)
          if (!Arr.isReadonlyArrayNonEmpty(chunk)) break
          const rows = Arr.map(chunk, (e) => ({
            accountId: e.accountId,
            eventType: e.eventType,
            aggregateId: e.aggregateId,
            apiKeyId: e.apiKeyId ?? null,
            payload: JSON.stringify(e.payload ?? null),
            createdAt: e.createdAt
          }))
          const inserted = yield* sql<{ readonly id: bigint }>`INSERT INTO outbox ${sql.insert(rows)} RETURNING id`
          const chunkIds = yield* Schema.decodeUnknownEffect(Schema.Array(Int8))(inserted.map((r) => r.id))
          ids.push(...[...chunkIds].sort((a, b) => a - b))
        }
        return ids
      }).pipe(
        Effect.catchTags({
          SqlError: failWith(storeError("append failed")),
          SchemaError: failWith(storeError("append returned an unexpected id"))
        }),
        Tracing.span("Outbox.append", { attributes: { events: events.length } })
      ),

    readAfter: (cursor, limit, options) =>
      Effect.gen(function* () {
        const [tx, id] = cursor.split(":")
        const size = Math.max(0, Math.min(Math.floor(limit), Outbox.outboxPageMax))
        if (size === 0) return { events: [], cursor }
        const rows = yield* readPage({ tx: tx!, id: id!, limit: size, accountId: options?.accountId ?? null })
        const events = rows.map((r): Outbox.OutboxEvent => ({
          id: r.id,
          position: Outbox.outboxCursor(r.xid, r.id),
          accountId: r.accountId as Outbox.OutboxEvent["accountId"],
          eventType: r.eventType,
          aggregateId: r.aggregateId,
          ...(r.apiKeyId === null ? {} : { apiKeyId: r.apiKeyId }),
          payload: r.payload,
          createdAt: r.createdAt
        }))
        return { events, cursor: events.length === 0 ? cursor : events[events.length - 1]!.position }
      }).pipe(
        Effect.catchTags({
          SqlError: failWith(storeError("readAfter failed")),
          SchemaError: failWith(storeError("readAfter returned an unexpected row"))
        }),
        Tracing.span("Outbox.readAfter")
      ),

    // Rows this session sees (committed) of a transaction no older than the oldest one in flight.
    heldBack: (cursor) => {
      const [tx, id] = cursor.split(":")
      return sql<{ readonly heldBack: boolean }>`
        SELECT EXISTS (
          SELECT 1 FROM outbox
           WHERE (xid, id) > (${tx!}::xid8, ${id!}::bigint) AND xid >= pg_snapshot_xmin(pg_current_snapshot())
        ) AS held_back`.pipe(
        Effect.map(([row]) => row?.heldBack === true),
        Effect.catchTag("SqlError", failWith(storeError("heldBack failed"))),
        Effect.withSpan("Outbox.heldBack")
      )
    },

    // Every row of a transaction older than the oldest one in flight is committed and behind `<xmin>:0`; every row
    // of a transaction in flight or to come is after it.
    readEnd: sql<{ readonly xmin: string }>`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`.pipe(
      Effect.map(([row]) => Outbox.outboxCursor(row!.xmin, 0)),
      catching("readEnd")
    )
  })
})

/** The SQL outbox; needs a migrated database. */
export const layer: Layer.Layer<Outbox.Outbox, never, SqlClient.SqlClient> = Layer.effect(Outbox.Outbox, make)
