import { InternalTransferWriter, Ledger, Tracing, Transfers } from "@trilho/domain"
import { Clock, Effect, Layer, Result, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { columns, rowOf } from "./InternalTransferStoreSql.ts"
import { describeError, Int8, isUniqueViolation } from "./internal.ts"
import { outcomeOf, PostRow } from "./LedgerStoreSql.ts"

const Row = Schema.Struct({ ...PostRow.fields, eventsWritten: Int8 })

const storeError = (message: string) => (cause: unknown) =>
  new Transfers.InternalTransferStoreError({
    message: `InternalTransferWriter.write: ${message}: ${describeError(cause)}`,
    cause
  })

/**
 * A whole internal transfer in one statement, its own transaction (no `BEGIN`/`COMMIT` round trips): the entry
 * through `trilho_post_entries` (which locks both balance rows, in a fixed order, until the commit), then, only when
 * it is `posted`, both records and both events, in data-modifying CTEs fed by its outcome. A refused entry writes
 * nothing else. The sender's record goes in without `ON CONFLICT`: a concurrent transfer that took the same
 * `externalReference` first fails the whole statement (the entry with it) as `DuplicateInternalReference`.
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const cols = sql.literal(columns)

  return InternalTransferWriter.InternalTransferWriter.of({
    write: ({ out, incoming, events, entry }) =>
      Effect.gen(function* () {
        const valid = Ledger.validateEntry(entry)
        if (Result.isFailure(valid)) return yield* Effect.fail(valid.failure)
        const now = new Date(yield* Clock.currentTimeMillis)
        const stamped = { ...entry, createdAt: now }
        const [o, i] = [rowOf(out), rowOf(incoming)]
        const eventRows = events.map((e) => ({
          account_id: e.accountId,
          event_type: e.eventType,
          aggregate_id: e.aggregateId,
          api_key_id: e.apiKeyId ?? null,
          payload: e.payload ?? null,
          created_at: e.createdAt.toISOString()
        }))
        const rows = yield* sql`
          WITH posted AS MATERIALIZED (
            SELECT * FROM trilho_post_entries(${JSON.stringify([stamped])}::jsonb, ${now}::timestamptz)
          ), sender AS (
            INSERT INTO internal_transfers (${cols})
            SELECT ${o.accountId}, ${o.id}, ${o.type}, ${o.status}, ${o.amountCentavos}, ${o.description},
                   ${o.externalReference}, ${o.apiKeyId}, ${o.pairId}, ${o.counterpartyAccountId}, ${o.recipientEmail},
                   ${o.recipientName}, NULL, ${o.requestFingerprint}, ${o.createdAt}::timestamptz
              FROM posted WHERE posted.status = 'posted'
            RETURNING id
          ), receiver AS (
            INSERT INTO internal_transfers (${cols})
            SELECT ${i.accountId}, ${i.id}, ${i.type}, ${i.status}, ${i.amountCentavos}, ${i.description}, NULL, NULL,
                   ${i.pairId}, ${i.counterpartyAccountId}, NULL, NULL, ${i.counterpartyName}, ${i.requestFingerprint},
                   ${i.createdAt}::timestamptz
              FROM sender
            RETURNING id
          ), events AS (
            INSERT INTO outbox (account_id, event_type, aggregate_id, api_key_id, payload, created_at)
            SELECT e.account_id, e.event_type, e.aggregate_id, e.api_key_id, e.payload, e.created_at
              FROM receiver,
                   jsonb_to_recordset(${JSON.stringify(eventRows)}::jsonb)
                     AS e(account_id text, event_type text, aggregate_id text, api_key_id text, payload jsonb,
                          created_at timestamptz)
            RETURNING id
          )
          SELECT posted.*, (SELECT count(*) FROM events) AS events_written FROM posted`.pipe(
          Effect.catchTag(
            "SqlError",
            (
              error
            ): Effect.Effect<never, Transfers.DuplicateInternalReference | Transfers.InternalTransferStoreError> =>
              isUniqueViolation(error, "internal_transfers_external_reference_key")
                ? Effect.fail(
                    new Transfers.DuplicateInternalReference({
                      accountId: out.accountId,
                      externalReference: out.externalReference ?? ""
                    })
                  )
                : Effect.fail(storeError("failed")(error))
          )
        )
        const [row] = yield* Schema.decodeUnknownEffect(Schema.Array(Row))(rows).pipe(
          Effect.mapError(storeError("unexpected row"))
        )
        if (row === undefined || rows.length !== 1) {
          return yield* Effect.fail(storeError("trilho_post_entries")(`${rows.length} rows for 1 entry`))
        }
        const outcome = outcomeOf(row, stamped)
        if (Result.isFailure(outcome)) return yield* Effect.fail(outcome.failure)
        if (row.eventsWritten !== events.length) {
          return yield* Effect.fail(storeError("events")(`${row.eventsWritten} events written of ${events.length}`))
        }
      }).pipe(Tracing.span("InternalTransferWriter.write"))
  })
})

/** The one-statement transfer writer on SQL; needs a migrated database. */
export const layer: Layer.Layer<InternalTransferWriter.InternalTransferWriter, never, SqlClient.SqlClient> =
  Layer.effect(InternalTransferWriter.InternalTransferWriter, make)
