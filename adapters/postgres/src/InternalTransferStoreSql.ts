import { InternalTransferStore, Tracing, Transfers } from "@trilho/domain"
import { Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import type * as Statement from "effect/sql/Statement"
import { clampListDates, describeError, failWith, Int8 } from "./internal.ts"
import { findPage, listWhere } from "./ListQuery.ts"
import { catchingFor } from "./TableReads.ts"

/** The columns read back, in the record's order. */
export const columns = [
  "account_id",
  "id",
  "type",
  "status",
  "amount_centavos",
  "description",
  "external_reference",
  "api_key_id",
  "pair_id",
  "counterparty_account_id",
  "recipient_email",
  "recipient_name",
  "counterparty_name",
  "request_fingerprint",
  "created_at"
].join(", ")

const Row = Schema.Struct({
  accountId: Schema.String,
  id: Schema.String,
  type: Schema.String,
  status: Schema.String,
  amountCentavos: Int8,
  description: Schema.String,
  externalReference: Schema.NullOr(Schema.String),
  apiKeyId: Schema.NullOr(Schema.String),
  pairId: Schema.String,
  counterpartyAccountId: Schema.String,
  recipientEmail: Schema.NullOr(Schema.String),
  recipientName: Schema.NullOr(Schema.String),
  counterpartyName: Schema.NullOr(Schema.String),
  requestFingerprint: Schema.String,
  createdAt: Schema.Date
})

const optional = <K extends string, V>(key: K, value: V | null) =>
  (value === null ? {} : { [key]: value }) as { [P in K]?: V }

const decodeRecord = (row: unknown) =>
  Effect.flatMap(Schema.decodeUnknownEffect(Row)(row), (r) =>
    Schema.decodeUnknownEffect(Transfers.InternalTransferRecord)({
      id: r.id,
      accountId: r.accountId,
      type: r.type,
      status: r.status,
      amountCentavos: r.amountCentavos,
      description: r.description,
      ...optional("externalReference", r.externalReference),
      ...optional("apiKeyId", r.apiKeyId),
      pairId: r.pairId,
      counterpartyAccountId: r.counterpartyAccountId,
      ...optional("recipientEmail", r.recipientEmail),
      ...optional("recipientName", r.recipientName),
      ...optional("counterpartyName", r.counterpartyName),
      requestFingerprint: r.requestFingerprint,
      createdAt: r.createdAt
    })
  )

/** Internal transfer records of `internal_transfers` rows read with `columns`. */
export const decodeRecords = (rows: ReadonlyArray<unknown>) => Effect.forEach(rows, decodeRecord)

/** A record as the row values of `internal_transfers`, in the order of `columns`. */
export const rowOf = (record: Transfers.InternalTransferRecord) => ({
  accountId: record.accountId,
  id: record.id,
  type: record.type,
  status: record.status,
  amountCentavos: record.amountCentavos,
  description: record.description,
  externalReference: record.externalReference ?? null,
  apiKeyId: record.apiKeyId ?? null,
  pairId: record.pairId,
  counterpartyAccountId: record.counterpartyAccountId,
  recipientEmail: record.recipientEmail ?? null,
  recipientName: record.recipientName ?? null,
  counterpartyName: record.counterpartyName ?? null,
  requestFingerprint: record.requestFingerprint,
  createdAt: record.createdAt
})

const storeError = (message: string) => (cause: unknown) =>
  new Transfers.InternalTransferStoreError({
    message: `InternalTransferStore.${message}: ${describeError(cause)}`,
    cause
  })

/**
 * Internal transfer records on PostgreSQL. Both sides are written by one statement: the sender's row goes in with
 * `ON CONFLICT … DO NOTHING` on the unique reference index, and the receiver's row only when the sender's went in, so
 * a repeated reference writes nothing and fails no statement (the caller's transaction stays usable).
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const catching = catchingFor(storeError, "InternalTransferStore")
  const cols = sql.literal(columns)

  const findOne = (where: Statement.Fragment, name: string) =>
    sql`SELECT ${cols} FROM internal_transfers WHERE ${where}`.pipe(
      Effect.flatMap((rows) => (rows[0] === undefined ? Effect.succeedNone : Effect.asSome(decodeRecord(rows[0])))),
      Effect.catchTags({
        SqlError: failWith(storeError(`${name} failed`)),
        SchemaError: failWith(storeError(`${name} unexpected row`))
      }),
      Tracing.span(`InternalTransferStore.${name}`)
    )

  return InternalTransferStore.InternalTransferStore.of({
    insertPair: (out, incoming) => {
      const i = rowOf(incoming)
      return sql<{ readonly id: string }>`
        WITH sender AS (
          INSERT INTO internal_transfers ${sql.insert(rowOf(out))}
          ON CONFLICT (account_id, external_reference) WHERE external_reference IS NOT NULL DO NOTHING
          RETURNING id
        )
        INSERT INTO internal_transfers (${sql.literal(columns)})
        SELECT ${i.accountId}, ${i.id}, ${i.type}, ${i.status}, ${i.amountCentavos}, ${i.description}, NULL, NULL,
               ${i.pairId}, ${i.counterpartyAccountId}, NULL, NULL, ${i.counterpartyName}, ${i.requestFingerprint},
               ${i.createdAt}::timestamptz
          FROM sender
        RETURNING id`.pipe(
        Effect.mapError(storeError("insertPair failed")),
        Effect.flatMap((rows) =>
          rows.length > 0
            ? Effect.void
            : Effect.fail(
                new Transfers.DuplicateInternalReference({
                  accountId: out.accountId,
                  externalReference: out.externalReference ?? ""
                })
              )
        ),
        Tracing.span("InternalTransferStore.insertPair")
      )
    },

    findById: (accountId, id) => findOne(sql`account_id = ${accountId} AND id = ${id}`, "findById"),

    findByExternalReference: (accountId, externalReference) =>
      findOne(sql`account_id = ${accountId} AND external_reference = ${externalReference}`, "findByExternalReference"),

    findManyByAccount: (accountId, requested, page) =>
      Effect.gen(function* () {
        const filters = clampListDates(requested)
        const matching = listWhere(sql, accountId, filters, {
          searchColumns: [
            "id",
            "description",
            "external_reference",
            "pair_id",
            "recipient_email",
            "recipient_name",
            "counterparty_name"
          ],
          withSubaccount: false
        })
        const { rows, total } = yield* findPage(sql, { table: "internal_transfers", columns: cols, matching, page })
        return { items: yield* decodeRecords(rows), total }
      }).pipe(catching("findManyByAccount"))
  })
})

/** The SQL internal transfer store; needs a migrated database. */
export const layer: Layer.Layer<InternalTransferStore.InternalTransferStore, never, SqlClient.SqlClient> = Layer.effect(
  InternalTransferStore.InternalTransferStore,
  make
)
