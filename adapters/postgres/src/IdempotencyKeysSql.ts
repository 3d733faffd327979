import { Idempotency, IdempotencyKeys, Tracing } from "@trilho/domain"
import { Effect, Layer, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { describeError, failWith, Int8 } from "./internal.ts"

const { IdempotencyStoreError } = IdempotencyKeys
type IdempotencyRecord = Idempotency.IdempotencyRecord
type KeyScope = Idempotency.KeyScope

const storeError = (message: string) => (cause: unknown) =>
  new IdempotencyStoreError({ message: `${message}: ${describeError(cause)}`, cause })

/** A row as the client returns it (camelCase). */
const Row = Schema.Struct({
  accountId: Schema.String,
  apiKeyId: Schema.String,
  idempotencyKey: Idempotency.IdempotencyKey,
  fingerprint: Schema.String,
  status: Schema.Literals(["PENDING", "COMPLETED"]),
  lockToken: Schema.String,
  lockedUntil: Schema.Date,
  responseStatus: Schema.NullOr(Int8),
  responseBody: Schema.NullOr(Schema.String),
  createdAt: Schema.Date,
  expiresAt: Schema.Date
})
const decodeRow = Schema.decodeUnknownEffect(Row)

const recordOf = (row: typeof Row.Type): IdempotencyRecord => ({
  accountId: row.accountId,
  apiKeyId: row.apiKeyId,
  key: row.idempotencyKey,
  fingerprint: row.fingerprint,
  status: row.status,
  lockToken: row.lockToken,
  lockedUntil: row.lockedUntil,
  ...(row.responseStatus === null || row.responseBody === null
    ? {}
    : { response: { statusCode: row.responseStatus, bodyJson: row.responseBody } }),
  createdAt: row.createdAt,
  expiresAt: row.expiresAt
})

/** Reads of a PENDING row racing its deletion before a retry of the insert gives up (and answers "in flight"). */
const insertAttemptsMax = 3

/**
 * Idempotency keys on PostgreSQL. `insert` is `INSERT … ON CONFLICT DO NOTHING`: the primary key decides which of
 * concurrent requests holds the key, and the others read the winner's row (a separate statement, so its snapshot sees
 * the row the conflict waited for). Every later write is a compare-and-set on the holder's lock token.
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const findByScope = (scope: KeyScope) =>
    sql`
      SELECT * FROM idempotency_keys
      WHERE account_id = ${scope.accountId} AND api_key_id = ${scope.apiKeyId} AND idempotency_key = ${scope.key}`.pipe(
      Effect.flatMap((rows) =>
        rows.length === 0
          ? Effect.succeed(Option.none())
          : Effect.map(decodeRow(rows[0]), (row) => Option.some(recordOf(row)))
      ),
      Effect.catchTags({
        SqlError: failWith(storeError("find failed")),
        SchemaError: failWith(storeError("unexpected row"))
      }),
      Tracing.span("IdempotencyKeys.findByScope")
    )

  const insertOnce = (record: IdempotencyRecord) =>
    sql`
      INSERT INTO idempotency_keys (account_id, api_key_id, idempotency_key, fingerprint, status, lock_token,
        locked_until, created_at, expires_at)
      VALUES (${record.accountId}, ${record.apiKeyId}, ${record.key}, ${record.fingerprint}, 'PENDING',
        ${record.lockToken}, ${record.lockedUntil}::timestamptz, ${record.createdAt}::timestamptz,
        ${record.expiresAt}::timestamptz)
      ON CONFLICT DO NOTHING
      RETURNING 1 AS inserted`.pipe(Effect.catchTag("SqlError", failWith(storeError("insert failed"))))

  const insert = (
    record: IdempotencyRecord
  ): Effect.Effect<IdempotencyKeys.InsertOutcome, IdempotencyKeys.IdempotencyStoreError> =>
    Effect.gen(function* () {
      for (let attempt = 1; attempt <= insertAttemptsMax; attempt++) {
        const inserted = yield* insertOnce(record)
        if (inserted.length > 0) return { _tag: "Inserted", record } as const
        const existing = yield* findByScope(record)
        // Deleted between the two statements (its holder released it): try the insert again.
        if (Option.isSome(existing)) return { _tag: "Exists", record: existing.value } as const
      }
      return yield* new IdempotencyStoreError({ message: "the key's row kept vanishing between insert and read" })
    }).pipe(Tracing.span("IdempotencyKeys.insert"))

  return IdempotencyKeys.IdempotencyKeys.of({
    insert,
    findByScope,
    updateTakeOver: (seen, record) =>
      sql`
        UPDATE idempotency_keys SET fingerprint = ${record.fingerprint}, status = 'PENDING',
          lock_token = ${record.lockToken}, locked_until = ${record.lockedUntil}::timestamptz,
          response_status = NULL, response_body = NULL, created_at = ${record.createdAt}::timestamptz,
          expires_at = ${record.expiresAt}::timestamptz
        WHERE account_id = ${seen.accountId} AND api_key_id = ${seen.apiKeyId} AND idempotency_key = ${seen.key}
          AND lock_token = ${seen.lockToken} AND status = ${seen.status}
        RETURNING 1 AS updated`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.catchTag("SqlError", failWith(storeError("take-over failed"))),
        Tracing.span("IdempotencyKeys.updateTakeOver")
      ),
    updateCompleted: (scope, lockToken, response) =>
      sql`
        UPDATE idempotency_keys SET status = 'COMPLETED', response_status = ${response.statusCode},
          response_body = ${response.bodyJson}
        WHERE account_id = ${scope.accountId} AND api_key_id = ${scope.apiKeyId} AND idempotency_key = ${scope.key}
          AND lock_token = ${lockToken} AND status = 'PENDING'
        RETURNING 1 AS updated`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.catchTag("SqlError", failWith(storeError("completion failed"))),
        Tracing.span("IdempotencyKeys.updateCompleted")
      ),
    deletePending: (scope, lockToken) =>
      sql`
        DELETE FROM idempotency_keys
        WHERE account_id = ${scope.accountId} AND api_key_id = ${scope.apiKeyId} AND idempotency_key = ${scope.key}
          AND lock_token = ${lockToken} AND status = 'PENDING'
        RETURNING 1 AS deleted`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.catchTag("SqlError", failWith(storeError("release failed"))),
        Tracing.span("IdempotencyKeys.deletePending")
      ),
    prune: (before) =>
      sql<{ readonly pruned: bigint }>`
        -- Idempotency.isExpired.
        WITH pruned AS (DELETE FROM idempotency_keys WHERE expires_at <= ${before}::timestamptz RETURNING 1)
        SELECT count(*) AS pruned FROM pruned`.pipe(
        Effect.flatMap((rows) => Schema.decodeUnknownEffect(Int8)(rows[0]?.pruned)),
        Effect.catchTags({
          SqlError: failWith(storeError("prune failed")),
          SchemaError: failWith(storeError("unexpected count"))
        }),
        Tracing.span("IdempotencyKeys.prune")
      )
  })
})

/** The SQL idempotency keys; needs a migrated database. */
export const layer: Layer.Layer<IdempotencyKeys.IdempotencyKeys, never, SqlClient.SqlClient> = Layer.effect(
  IdempotencyKeys.IdempotencyKeys,
  make
)
