import { Charges, ChargeStore, Tracing } from "@trilho/domain"
import { Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import type * as Statement from "effect/sql/Statement"
import { clampListDates, describeError, failWith, Int8, isUniqueViolation } from "./internal.ts"
import { findPage, listWhere } from "./ListQuery.ts"

const { ChargeRecord, ChargeStatusChanged, ChargeNotFound, ChargeStoreError, DuplicateExternalReference } = Charges
type ChargeRecord = Charges.ChargeRecord

/** The columns of `pix_charges`, in the order the record reads them. */
export const columns = [
  "account_id",
  "id",
  "api_key_id",
  "type",
  "status",
  "amount_centavos",
  "fee_centavos",
  "net_centavos",
  "platform_fee_centavos",
  "profit_centavos",
  "currency",
  "description",
  "external_reference",
  "txid",
  "reference_id",
  "end_to_end_id",
  "payer",
  "requested_payer",
  "copy_paste",
  "location_url",
  "qrcode_url",
  "expiration_seconds",
  "expires_at",
  "completed_at",
  "failure_reason",
  "subaccount_id",
  "split_account_id",
  "split_bps",
  "split_amount_centavos",
  "cover_fee",
  "emit_fiscal_invoice",
  "request_fingerprint",
  "created_at",
  "updated_at"
].join(", ")

/** A row as the client returns it (camelCase, `bigint` as a `bigint`, NULL for what the record leaves out). */
const ChargeRow = Schema.Struct({
  accountId: Schema.String,
  id: Schema.String,
  apiKeyId: Schema.NullOr(Schema.String),
  type: Schema.String,
  status: Schema.String,
  amountCentavos: Int8,
  feeCentavos: Int8,
  netCentavos: Int8,
  platformFeeCentavos: Int8,
  profitCentavos: Int8,
  currency: Schema.String,
  description: Schema.String,
  externalReference: Schema.NullOr(Schema.String),
  txid: Schema.String,
  referenceId: Schema.String,
  endToEndId: Schema.NullOr(Schema.String),
  payer: Schema.NullOr(Schema.Unknown),
  requestedPayer: Schema.NullOr(Schema.Unknown),
  copyPaste: Schema.String,
  locationUrl: Schema.String,
  qrcodeUrl: Schema.String,
  expirationSeconds: Schema.Number,
  expiresAt: Schema.Date,
  completedAt: Schema.NullOr(Schema.Date),
  failureReason: Schema.NullOr(Schema.String),
  subaccountId: Schema.NullOr(Schema.String),
  splitAccountId: Schema.NullOr(Schema.String),
  splitBps: Schema.NullOr(Schema.Number),
  splitAmountCentavos: Schema.NullOr(Int8),
  coverFee: Schema.Boolean,
  emitFiscalInvoice: Schema.Boolean,
  requestFingerprint: Schema.String,
  createdAt: Schema.Date,
  updatedAt: Schema.Date
})
type ChargeRow = typeof ChargeRow.Type

const optional = <K extends string, A>(key: K, value: A | null) =>
  (value === null ? {} : { [key]: value }) as { readonly [P in K]?: A }

/** The record of a row: NULL columns are fields left out. */
const recordOf = (row: ChargeRow) => ({
  id: row.id,
  accountId: row.accountId,
  ...optional("apiKeyId", row.apiKeyId),
  type: row.type,
  status: row.status,
  amountCentavos: row.amountCentavos,
  feeCentavos: row.feeCentavos,
  netCentavos: row.netCentavos,
  platformFeeCentavos: row.platformFeeCentavos,
  profitCentavos: row.profitCentavos,
  currency: row.currency,
  description: row.description,
  ...optional("externalReference", row.externalReference),
  txid: row.txid,
  referenceId: row.referenceId,
  ...optional("endToEndId", row.endToEndId),
  ...optional("payer", row.payer),
  ...optional("requestedPayer", row.requestedPayer),
  copyPaste: row.copyPaste,
  locationUrl: row.locationUrl,
  qrcodeUrl: row.qrcodeUrl,
  expirationSeconds: row.expirationSeconds,
  expiresAt: row.expiresAt,
  ...optional("completedAt", row.completedAt),
  ...optional("failureReason", row.failureReason),
  ...optional("subaccountId", row.subaccountId),
  ...(row.splitAccountId === null
    ? {}
    : { split: { accountId: row.splitAccountId, bps: row.splitBps, amountCentavos: row.splitAmountCentavos } }),
  coverFee: row.coverFee,
  emitFiscalInvoice: row.emitFiscalInvoice,
  requestFingerprint: row.requestFingerprint,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt
})

const decodeRecord = (row: unknown) =>
  Effect.flatMap(Schema.decodeUnknownEffect(ChargeRow)(row), (r) =>
    Schema.decodeUnknownEffect(ChargeRecord)(recordOf(r))
  )

/** Charge records of `pix_charges` rows read with `columns`. */
export const decodeRecords = (rows: ReadonlyArray<unknown>) => Effect.forEach(rows, decodeRecord)

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value))

/** The columns of a new record; every field the record leaves out is NULL. */
const rowOf = (record: ChargeRecord) => ({
  accountId: record.accountId,
  id: record.id,
  apiKeyId: record.apiKeyId ?? null,
  type: record.type,
  status: record.status,
  amountCentavos: record.amountCentavos,
  feeCentavos: record.feeCentavos,
  netCentavos: record.netCentavos,
  platformFeeCentavos: record.platformFeeCentavos,
  profitCentavos: record.profitCentavos,
  currency: record.currency,
  description: record.description,
  externalReference: record.externalReference ?? null,
  txid: record.txid,
  referenceId: record.referenceId,
  endToEndId: record.endToEndId ?? null,
  payer: json(record.payer),
  requestedPayer: json(record.requestedPayer),
  copyPaste: record.copyPaste,
  locationUrl: record.locationUrl,
  qrcodeUrl: record.qrcodeUrl,
  expirationSeconds: record.expirationSeconds,
  expiresAt: record.expiresAt,
  completedAt: record.completedAt ?? null,
  failureReason: record.failureReason ?? null,
  subaccountId: record.subaccountId ?? null,
  splitAccountId: record.split?.accountId ?? null,
  splitBps: record.split?.bps ?? null,
  splitAmountCentavos: record.split?.amountCentavos ?? null,
  coverFee: record.coverFee,
  emitFiscalInvoice: record.emitFiscalInvoice,
  requestFingerprint: record.requestFingerprint,
  createdAt: record.createdAt,
  updatedAt: record.updatedAt
})

const storeError = (message: string) => (cause: unknown) =>
  new ChargeStoreError({ message: `${message}: ${describeError(cause)}`, cause })

/**
 * PIX charges on PostgreSQL. A repeated `externalReference` is settled by the partial unique index through
 * `ON CONFLICT … DO NOTHING` (no read before the write, and no failed statement that would abort the caller's
 * transaction); status changes are compare-and-sets (`UPDATE … WHERE status = $from RETURNING`). Every read but
 * `findByReferenceId` and `findExpiring` filters on `account_id`.
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const cols = sql.literal(columns)

  const findOne = (where: Statement.Fragment, name: string) =>
    sql`SELECT ${cols} FROM pix_charges WHERE ${where}`.pipe(
      Effect.flatMap((rows) => (rows[0] === undefined ? Effect.succeedNone : Effect.asSome(decodeRecord(rows[0])))),
      Effect.catchTags({
        SqlError: failWith(storeError(`${name} failed`)),
        SchemaError: failWith(storeError(`${name} returned an unexpected row`))
      }),
      Tracing.span(`ChargeStore.${name}`)
    )

  return ChargeStore.ChargeStore.of({
    insert: (record) =>
      sql<{ readonly id: string }>`
        INSERT INTO pix_charges ${sql.insert(rowOf(record))}
        ON CONFLICT (account_id, external_reference) WHERE external_reference IS NOT NULL DO NOTHING
        RETURNING id`.pipe(
        Effect.catchTag("SqlError", (error) =>
          isUniqueViolation(error, "pix_charges_pkey") || isUniqueViolation(error, "pix_charges_reference_id_key")
            ? Effect.die(new Error(`charge ${record.id} (reference ${record.referenceId}) is already stored`))
            : Effect.fail(storeError("insert failed")(error))
        ),
        Effect.flatMap((rows) =>
          rows.length > 0
            ? Effect.void
            : Effect.fail(
                new DuplicateExternalReference({
                  accountId: record.accountId,
                  externalReference: record.externalReference ?? ""
                })
              )
        ),
        Tracing.span("ChargeStore.insert")
      ),

    findById: (accountId, id) => findOne(sql`account_id = ${accountId} AND id = ${id}`, "findById"),

    findByExternalReference: (accountId, externalReference) =>
      findOne(sql`account_id = ${accountId} AND external_reference = ${externalReference}`, "findByExternalReference"),

    findByReferenceId: (referenceId) => findOne(sql`reference_id = ${referenceId}`, "findByReferenceId"),

    updateStatus: (accountId, id, from, to, fields) =>
      Effect.gen(function* () {
        const updated = yield* sql`
          UPDATE pix_charges
             SET status = ${to},
                 updated_at = ${fields.updatedAt}::timestamptz,
                 end_to_end_id = coalesce(${fields.endToEndId ?? null}::text, end_to_end_id),
                 payer = coalesce(${json(fields.payer)}::jsonb, payer),
                 completed_at = coalesce(${fields.completedAt ?? null}::timestamptz, completed_at),
                 failure_reason = coalesce(${fields.failureReason ?? null}::text, failure_reason)
           WHERE account_id = ${accountId} AND id = ${id} AND status = ${from}
          RETURNING ${cols}`
        if (updated[0] !== undefined) return yield* decodeRecord(updated[0])
        // Not moved: the charge is not the account's, or another request moved it first.
        const found = yield* sql<{ readonly status: string }>`
          SELECT status FROM pix_charges WHERE account_id = ${accountId} AND id = ${id}`
        return yield* found[0] === undefined
          ? Effect.fail(new ChargeNotFound({ by: "id", value: id }))
          : Effect.fail(new ChargeStatusChanged({ chargeId: id, expected: from, actual: found[0].status }))
      }).pipe(
        Effect.catchTags({
          SqlError: failWith(storeError("updateStatus failed")),
          SchemaError: failWith(storeError("updateStatus returned an unexpected row"))
        }),
        Tracing.span("ChargeStore.updateStatus")
      ),

    findManyByAccount: (accountId, requested, page) =>
      Effect.gen(function* () {
        const filters = clampListDates(requested)
        const matching = listWhere(sql, accountId, filters, {
          searchColumns: ["id", "description", "external_reference", "reference_id", "end_to_end_id"],
          withSubaccount: true
        })
        const { rows, total } = yield* findPage(sql, { table: "pix_charges", columns: cols, matching, page })
        return { items: yield* decodeRecords(rows), total }
      }).pipe(
        Effect.catchTags({
          SqlError: failWith(storeError("findManyByAccount failed")),
          SchemaError: failWith(storeError("findManyByAccount returned an unexpected row"))
        }),
        Tracing.span("ChargeStore.findManyByAccount")
      ),

    findExpiring: (now, limit) => {
      const size = Math.max(0, Math.min(Math.floor(limit), ChargeStore.findExpiringMax))
      if (size === 0) return Effect.succeed([])
      return sql`
        SELECT ${cols} FROM pix_charges
         -- Charges.isExpiring.
         WHERE status = 'PENDING' AND expires_at <= ${now}::timestamptz
         ORDER BY expires_at, id
         LIMIT ${size}`.pipe(
        Effect.flatMap(decodeRecords),
        Effect.catchTags({
          SqlError: failWith(storeError("findExpiring failed")),
          SchemaError: failWith(storeError("findExpiring returned an unexpected row"))
        }),
        Tracing.span("ChargeStore.findExpiring")
      )
    },

    nextExpiresAt: sql<{ readonly expiresAt: Date }>`
      SELECT expires_at FROM pix_charges
       WHERE status = 'PENDING' -- Charges.canExpire
       ORDER BY expires_at LIMIT 1`.pipe(
      Effect.flatMap((rows) =>
        rows[0] === undefined ? Effect.succeed(undefined) : Schema.decodeUnknownEffect(Schema.Date)(rows[0].expiresAt)
      ),
      Effect.catchTags({
        SqlError: failWith(storeError("nextExpiresAt failed")),
        SchemaError: failWith(storeError("nextExpiresAt returned an unexpected row"))
      }),
      Effect.withSpan("ChargeStore.nextExpiresAt")
    )
  })
})

/** The SQL charge store; needs a migrated database. */
export const layer: Layer.Layer<ChargeStore.ChargeStore, never, SqlClient.SqlClient> = Layer.effect(
  ChargeStore.ChargeStore,
  make
)
