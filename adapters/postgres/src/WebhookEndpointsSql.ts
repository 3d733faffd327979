import { type Ledger, Tracing, WebhookEndpoints, Webhooks } from "@trilho/domain"
import { Clock, Effect, Layer, Option, Result, Schema } from "effect"
import { SqlClient } from "effect/sql"
import type * as Statement from "effect/sql/Statement"
import { describeError, pageWindow } from "./internal.ts"
import * as SecretCipher from "./WebhookSecretCipher.ts"

const columns =
  "id, account_id, api_key_id, url, description, events, status, secret, previous_secret, " +
  "previous_secret_expires_at, failed_events_in_a_row, created_at, updated_at"

const Row = Schema.Struct({
  id: Schema.String,
  accountId: Schema.String,
  apiKeyId: Schema.NullOr(Schema.String),
  url: Schema.String,
  description: Schema.String,
  events: Schema.Array(Schema.String),
  status: Webhooks.WebhookEndpointStatus,
  secret: Schema.NullOr(Schema.String),
  previousSecret: Schema.NullOr(Schema.String),
  previousSecretExpiresAt: Schema.NullOr(Schema.Date),
  failedEventsInARow: Schema.Number,
  createdAt: Schema.Date,
  updatedAt: Schema.Date
})
type Row = typeof Row.Type

const decodeRows = Schema.decodeUnknownEffect(Schema.Array(Row))

const fromRow = (row: Row, cipher: SecretCipher.SecretCipher): Result.Result<Webhooks.WebhookEndpoint, string> => {
  const open = (stored: string | null) => (stored === null ? Result.succeed(undefined) : cipher.open(row.id, stored))
  return Result.all({ secret: open(row.secret), previousSecret: open(row.previousSecret) }).pipe(
    Result.map(({ previousSecret, secret }) => ({
      id: row.id as Webhooks.WebhookEndpointId,
      accountId: row.accountId as Ledger.AccountId,
      apiKeyId: row.apiKeyId ?? undefined,
      url: row.url,
      description: row.description,
      events: row.events,
      status: row.status,
      secret,
      previousSecret,
      previousSecretExpiresAt: row.previousSecretExpiresAt ?? undefined,
      failedEventsInARow: row.failedEventsInARow,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt
    }))
  )
}

const storeError = (message: string) => (cause: unknown) =>
  new Webhooks.WebhookEndpointStoreError({ message: `${message}: ${describeError(cause)}`, cause })

/**
 * Webhook endpoints on PostgreSQL. Reads and writes of the merchant API are scoped by `account_id`. The dispatcher's
 * `recordEventOutcome` is one UPDATE whose counting and disabling happen in the statement, so concurrent outcomes of
 * one endpoint never lose a count; a delivered event on an endpoint with no failures writes nothing. Secrets pass
 * through `cipher` on the way in and out (sealed at rest when a key is configured).
 */
export const makeWith = (cipher: SecretCipher.SecretCipher) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const cols = sql.literal(columns)
    const seal = (id: string, secret: string | undefined) => (secret === undefined ? null : cipher.seal(id, secret))

    /** Runs a statement returning endpoint rows, decoded; SQL and decoding failures become store errors. */
    const rows = (statement: Statement.Statement<unknown>, name: string) =>
      statement.pipe(
        Effect.flatMap(decodeRows),
        Effect.flatMap((found) =>
          Effect.forEach(found, (row) =>
            Result.match(fromRow(row, cipher), {
              onFailure: (message) => Effect.fail(new Error(`endpoint ${row.id}: ${message}`)),
              onSuccess: Effect.succeed
            })
          )
        ),
        Effect.mapError(storeError(`${name} failed`)),
        Tracing.span(`WebhookEndpoints.${name}`)
      )

    const one = (id: Webhooks.WebhookEndpointId, statement: Statement.Statement<unknown>, name: string) =>
      Effect.flatMap(rows(statement, name), (found) =>
        found.length === 0
          ? Effect.fail(new Webhooks.WebhookEndpointNotFound({ endpointId: id }))
          : Effect.succeed(found[0]!)
      )

    const visible = (apiKeyId: string | undefined) =>
      apiKeyId === undefined ? sql`true` : sql`(api_key_id IS NULL OR api_key_id = ${apiKeyId})`

    return WebhookEndpoints.WebhookEndpoints.of({
      insert: (e) =>
        sql`
        INSERT INTO webhook_endpoints (id, account_id, api_key_id, url, description, events, status, secret,
                                       previous_secret, previous_secret_expires_at, failed_events_in_a_row,
                                       created_at, updated_at)
        VALUES (${e.id}, ${e.accountId}, ${e.apiKeyId ?? null}, ${e.url}, ${e.description}, ${e.events}::text[],
                ${e.status}, ${seal(e.id, e.secret)}, ${seal(e.id, e.previousSecret)},
                ${e.previousSecretExpiresAt ?? null}::timestamptz, ${e.failedEventsInARow},
                ${e.createdAt}::timestamptz, ${e.updatedAt}::timestamptz)`.pipe(
          Effect.asVoid,
          Effect.mapError(storeError("insert failed")),
          Tracing.span("WebhookEndpoints.insert")
        ),

      findById: (accountId, id) =>
        Effect.map(
          rows(sql`SELECT ${cols} FROM webhook_endpoints WHERE account_id = ${accountId} AND id = ${id}`, "findById"),
          (found) => Option.fromNullishOr(found[0])
        ),

      findManyByAccount: (accountId, request) =>
        Effect.gen(function* () {
          const where = sql`account_id = ${accountId} AND ${visible(request.apiKeyId)}`
          const { limit, offset } = pageWindow(request.page, request.pageSize, Webhooks.pageSizeMax)
          const items = yield* rows(
            sql`
            SELECT ${cols} FROM webhook_endpoints WHERE ${where}
             ORDER BY created_at DESC, id DESC
             LIMIT ${limit} OFFSET ${offset}`,
            "findManyByAccount"
          )
          const counted = yield* sql<{ readonly total: bigint }>`
          SELECT count(*) AS total FROM webhook_endpoints WHERE ${where}`.pipe(
            Effect.mapError(storeError("findManyByAccount failed"))
          )
          return { items, total: Number(counted[0]?.total ?? 0) }
        }).pipe(Tracing.span("WebhookEndpoints.findManyByAccount")),

      updateFields: (accountId, id, c) =>
        one(
          id,
          sql`
          UPDATE webhook_endpoints SET
            url = coalesce(${c.url ?? null}, url),
            description = coalesce(${c.description ?? null}, description),
            events = coalesce(${c.events === undefined ? null : c.events}::text[], events),
            status = coalesce(${c.status ?? null}, status),
            failed_events_in_a_row = coalesce(${c.failedEventsInARow ?? null}::integer, failed_events_in_a_row),
            updated_at = ${c.updatedAt}::timestamptz
           WHERE account_id = ${accountId} AND id = ${id}
          RETURNING ${cols}`,
          "updateFields"
        ),

      updateSecret: (accountId, id, c) =>
        one(
          id,
          sql`
          UPDATE webhook_endpoints SET
            secret = ${seal(id, c.secret)},
            previous_secret = ${seal(id, c.previousSecret)},
            previous_secret_expires_at = ${c.previousSecretExpiresAt ?? null}::timestamptz,
            status = ${c.status},
            updated_at = ${c.updatedAt}::timestamptz
           WHERE account_id = ${accountId} AND id = ${id}
          RETURNING ${cols}`,
          "updateSecret"
        ),

      delete: (accountId, id) =>
        one(
          id,
          sql`DELETE FROM webhook_endpoints WHERE account_id = ${accountId} AND id = ${id} RETURNING ${cols}`,
          "delete"
        ),

      findManyForEvent: (accountId, eventType, apiKeyId) =>
        rows(
          sql`
          SELECT ${cols} FROM webhook_endpoints
           -- WebhookEndpoints.receivesEvent.
           WHERE account_id = ${accountId} AND status = 'ACTIVE'
             AND (events @> ARRAY[${eventType}]::text[] OR events @> ARRAY['*']::text[])
             AND ${apiKeyId === undefined ? sql`api_key_id IS NULL` : sql`(api_key_id IS NULL OR api_key_id = ${apiKeyId})`}
           ORDER BY created_at, id`,
          "findManyForEvent"
        ),

      recordEventOutcome: (accountId, id, delivered, options) =>
        Effect.flatMap(Clock.currentTimeMillis, (nowMs) => {
          const disableNow = options?.disableNow === true
          const statement = delivered
            ? sql`
              UPDATE webhook_endpoints SET failed_events_in_a_row = 0
               WHERE account_id = ${accountId} AND id = ${id} AND failed_events_in_a_row <> 0`
            : sql`
              UPDATE webhook_endpoints SET
                failed_events_in_a_row = failed_events_in_a_row + 1,
                status = CASE WHEN status = 'ACTIVE'
                               AND (${disableNow} OR failed_events_in_a_row + 1 >= ${Webhooks.failedEventsInARowMax})
                              THEN 'DISABLED' ELSE status END,
                updated_at = CASE WHEN status = 'ACTIVE'
                               AND (${disableNow} OR failed_events_in_a_row + 1 >= ${Webhooks.failedEventsInARowMax})
                              THEN ${new Date(nowMs)}::timestamptz ELSE updated_at END
               WHERE account_id = ${accountId} AND id = ${id}`
          return statement.pipe(
            Effect.asVoid,
            Effect.mapError(storeError("recordEventOutcome failed")),
            Tracing.span("WebhookEndpoints.recordEventOutcome")
          )
        })
    })
  })

/** The store with secrets sealed by `WEBHOOK_SECRETS_KEY` when it is set (see `WebhookSecretCipher`). */
export const make = Effect.flatMap(SecretCipher.fromConfig, makeWith)

/** The SQL webhook endpoint store; needs a migrated database. */
export const layer: Layer.Layer<WebhookEndpoints.WebhookEndpoints, never, SqlClient.SqlClient> = Layer.effect(
  WebhookEndpoints.WebhookEndpoints,
  make
)
