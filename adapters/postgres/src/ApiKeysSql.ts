import { ApiKeys, Auth, Tracing } from "@trilho/domain"
import { Clock, Effect, Layer, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import type * as Statement from "effect/sql/Statement"
import { describeError, failWith } from "./internal.ts"

const columns =
  "id, account_id, name, hash_hex, hint, rail, permissions, ip_allowlist, requests_per_minute, revoked, created_at"

const storeError = (message: string) => (cause: unknown) =>
  new ApiKeys.ApiKeyStoreError({ message: `${message}: ${describeError(cause)}`, cause })

/**
 * API keys on PostgreSQL. `findByHash`, on the path of every request, is one probe of the unique index on `hash_hex`.
 * Every other read and write is scoped by `account_id`: another account's key id is not found. Revoking stamps
 * `revoked_at` with the `Clock`'s time (sent as a parameter), once.
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const cols = sql.literal(columns)

  const findOne = (where: Statement.Fragment) =>
    SqlSchema.findOneOption({
      Request: Schema.Void,
      Result: Auth.ApiKey,
      execute: () => sql`SELECT ${cols} FROM api_keys WHERE ${where}`
    })(undefined)

  const findMany = SqlSchema.findAll({
    Request: Schema.String,
    Result: Auth.ApiKey,
    execute: (accountId) => sql`
      SELECT ${cols} FROM api_keys WHERE account_id = ${accountId} ORDER BY created_at DESC, id DESC`
  })

  /** Runs an update of one key of an account; no row means the key is not the account's. */
  const change = (id: Auth.ApiKeyId, update: Statement.Statement<{ readonly id: string }>, name: string) =>
    update.pipe(
      Effect.mapError(storeError(`${name} failed`)),
      Effect.flatMap((rows) =>
        rows.length === 0 ? Effect.fail(new ApiKeys.ApiKeyNotFound({ apiKeyId: id })) : Effect.void
      ),
      Tracing.span(`ApiKeys.${name}`)
    )

  return ApiKeys.ApiKeys.of({
    insert: (key) =>
      sql`
        INSERT INTO api_keys (id, account_id, name, hash_hex, hint, rail, permissions, ip_allowlist,
                              requests_per_minute, revoked, revoked_at, created_at)
        VALUES (${key.id}, ${key.accountId}, ${key.name}, ${key.hashHex}, ${key.hint}, ${key.rail},
                ${key.permissions}::text[], ${key.ipAllowlist}::text[], ${key.requestsPerMinute}, ${key.revoked},
                ${key.revoked ? key.createdAt : null}::timestamptz, ${key.createdAt}::timestamptz)`.pipe(
        Effect.asVoid,
        Effect.mapError(storeError("insert failed")),
        Tracing.span("ApiKeys.insert")
      ),

    findByHash: (hashHex) =>
      findOne(sql`hash_hex = ${hashHex}`).pipe(
        Effect.catchTags({
          SqlError: failWith(storeError("findByHash failed")),
          SchemaError: failWith(storeError("findByHash returned an unexpected row"))
        }),
        Tracing.span("ApiKeys.findByHash")
      ),

    findById: (accountId, id) =>
      findOne(sql`account_id = ${accountId} AND id = ${id}`).pipe(
        Effect.catchTags({
          SqlError: failWith(storeError("findById failed")),
          SchemaError: failWith(storeError("findById returned an unexpected row"))
        }),
        Tracing.span("ApiKeys.findById")
      ),

    findManyByAccount: (accountId) =>
      findMany(accountId).pipe(
        Effect.catchTags({
          SqlError: failWith(storeError("findManyByAccount failed")),
          SchemaError: failWith(storeError("findManyByAccount returned an unexpected row"))
        }),
        Tracing.span("ApiKeys.findManyByAccount")
      ),

    updateRevoked: (accountId, id) =>
      Effect.flatMap(Clock.currentTimeMillis, (nowMs) =>
        change(
          id,
          sql<{ readonly id: string }>`
            UPDATE api_keys SET revoked = true, revoked_at = coalesce(revoked_at, ${new Date(nowMs)}::timestamptz)
             WHERE account_id = ${accountId} AND id = ${id}
            RETURNING id`,
          "updateRevoked"
        )
      ),

    updateRequestsPerMinute: (accountId, id, requestsPerMinute) =>
      change(
        id,
        sql<{ readonly id: string }>`
          UPDATE api_keys SET requests_per_minute = ${requestsPerMinute}
           WHERE account_id = ${accountId} AND id = ${id}
          RETURNING id`,
        "updateRequestsPerMinute"
      )
  })
})

/** The SQL API key store; needs a migrated database. */
export const layer: Layer.Layer<ApiKeys.ApiKeys, never, SqlClient.SqlClient> = Layer.effect(ApiKeys.ApiKeys, make)
