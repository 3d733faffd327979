import { PixTransferStore, Tracing, Transfers } from "@trilho/domain"
import { Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import type * as Statement from "effect/sql/Statement"
import { clampListDates, describeError, failWith, Int8 } from "./internal.ts"
import { findPage, listWhere } from "./ListQuery.ts"
import { catchingFor } from "./TableReads.ts"

/** The columns read back. */
export const columns = [
  "account_id",
  "id",
  "api_key_id",
  "status",
  "amount_centavos",
  "fee_centavos",
  "net_centavos",
  "cover_fee",
  "description",
  "external_reference",
  "destination_kind",
  "pix_key",
  "pix_key_type",
  "br_code",
  "charge_id",
  "charge_account_id",
  "end_to_end_id",
  "reference_id",
  "recipient",
  "review",
  "failure_reason",
  "completed_at",
  "request_fingerprint",
  "created_at",
  "updated_at",
  "subaccount_id",
  "profit_centavos"
].join(", ")

const Row = Schema.Struct({
  accountId: Schema.String,
  id: Schema.String,
  apiKeyId: Schema.NullOr(Schema.String),
  status: Schema.String,
  amountCentavos: Int8,
  feeCentavos: Int8,
  netCentavos: Int8,
  coverFee: Schema.Boolean,
  description: Schema.String,
  externalReference: Schema.NullOr(Schema.String),
  destinationKind: Schema.String,
  pixKey: Schema.NullOr(Schema.String),
  pixKeyType: Schema.NullOr(Schema.String),
  brCode: Schema.NullOr(Schema.String),
  chargeId: Schema.NullOr(Schema.String),
  chargeAccountId: Schema.NullOr(Schema.String),
  endToEndId: Schema.String,
  referenceId: Schema.NullOr(Schema.String),
  recipient: Schema.NullOr(Schema.Unknown),
  review: Schema.String,
  failureReason: Schema.NullOr(Schema.String),
  completedAt: Schema.NullOr(Schema.Date),
  requestFingerprint: Schema.String,
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
  subaccountId: Schema.NullOr(Schema.String),
  profitCentavos: Int8
})

const optional = <K extends string, V>(key: K, value: V | null) =>
  (value === null ? {} : { [key]: value }) as { [P in K]?: V }

/** A JSON column as the driver returns it: parsed (PostgreSQL) or as text (some PGlite paths). */
const parsed = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value)

const decodeRecord = (row: unknown) =>
  Effect.flatMap(Schema.decodeUnknownEffect(Row)(row), (r) =>
    Schema.decodeUnknownEffect(Transfers.PixTransferRecord)({
      id: r.id,
      accountId: r.accountId,
      ...optional("apiKeyId", r.apiKeyId),
      type: "PIX_OUT",
      status: r.status,
      amountCentavos: r.amountCentavos,
      feeCentavos: r.feeCentavos,
      netCentavos: r.netCentavos,
      coverFee: r.coverFee,
      description: r.description,
      ...optional("externalReference", r.externalReference),
      destinationKind: r.destinationKind,
      ...optional("pixKey", r.pixKey),
      ...optional("pixKeyType", r.pixKeyType),
      ...optional("brCode", r.brCode),
      ...optional("chargeId", r.chargeId),
      ...optional("chargeAccountId", r.chargeAccountId),
      endToEndId: r.endToEndId,
      ...optional("referenceId", r.referenceId),
      ...(r.recipient === null ? {} : { recipient: parsed(r.recipient) }),
      review: r.review,
      ...optional("failureReason", r.failureReason),
      ...optional("completedAt", r.completedAt),
      requestFingerprint: r.requestFingerprint,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
      ...optional("subaccountId", r.subaccountId),
      ...(r.profitCentavos === 0 ? {} : { profitCentavos: r.profitCentavos })
    })
  )

export const decodeRecords = (rows: ReadonlyArray<unknown>) => Effect.forEach(rows, decodeRecord)

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value))

const rowOf = (record: Transfers.PixTransferRecord) => ({
  accountId: record.accountId,
  id: record.id,
  apiKeyId: record.apiKeyId ?? null,
  status: record.status,
  amountCentavos: record.amountCentavos,
  feeCentavos: record.feeCentavos,
  netCentavos: record.netCentavos,
  coverFee: record.coverFee,
  description: record.description,
  externalReference: record.externalReference ?? null,
  destinationKind: record.destinationKind,
  pixKey: record.pixKey ?? null,
  pixKeyType: record.pixKeyType ?? null,
  brCode: record.brCode ?? null,
  chargeId: record.chargeId ?? null,
  chargeAccountId: record.chargeAccountId ?? null,
  endToEndId: record.endToEndId,
  referenceId: record.referenceId ?? null,
  recipient: json(record.recipient),
  review: record.review,
  failureReason: record.failureReason ?? null,
  completedAt: record.completedAt ?? null,
  requestFingerprint: record.requestFingerprint,
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
  subaccountId: record.subaccountId ?? null,
  profitCentavos: record.profitCentavos ?? 0
})

const storeError = (message: string) => (cause: unknown) =>
  new Transfers.PixTransferStoreError({ message: `PixTransferStore.${message}: ${describeError(cause)}`, cause })

/**
 * PIX transfers on PostgreSQL. A new row goes in with `ON CONFLICT … DO NOTHING` on the unique reference index, so a
 * repeated reference writes nothing and fails no statement (the caller's transaction stays usable); a status move is
 * one `UPDATE … WHERE status = … AND review = …` that returns the row it changed.
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const catching = catchingFor(storeError, "PixTransferStore")
  const cols = sql.literal(columns)

  const findOne = (where: Statement.Fragment, name: string) =>
    sql`SELECT ${cols} FROM pix_transfers WHERE ${where}`.pipe(
      Effect.flatMap((rows) => (rows[0] === undefined ? Effect.succeedNone : Effect.asSome(decodeRecord(rows[0])))),
      Effect.catchTags({
        SqlError: failWith(storeError(`${name} failed`)),
        SchemaError: failWith(storeError(`${name} unexpected row`))
      }),
      Tracing.span(`PixTransferStore.${name}`)
    )

  return PixTransferStore.PixTransferStore.of({
    insert: (record) =>
      sql<{ readonly id: string }>`
        INSERT INTO pix_transfers ${sql.insert(rowOf(record))}
        ON CONFLICT (account_id, external_reference) WHERE external_reference IS NOT NULL DO NOTHING
        RETURNING id`.pipe(
        Effect.mapError(storeError("insert failed")),
        Effect.flatMap((rows) =>
          rows.length > 0
            ? Effect.void
            : Effect.fail(
                new Transfers.DuplicatePixTransferReference({
                  accountId: record.accountId,
                  externalReference: record.externalReference ?? ""
                })
              )
        ),
        Tracing.span("PixTransferStore.insert")
      ),

    findById: (accountId, id) => findOne(sql`account_id = ${accountId} AND id = ${id}`, "findById"),

    findByExternalReference: (accountId, externalReference) =>
      findOne(sql`account_id = ${accountId} AND external_reference = ${externalReference}`, "findByExternalReference"),

    findByEndToEndId: (endToEndId) => findOne(sql`end_to_end_id = ${endToEndId}`, "findByEndToEndId"),

    findManyByAccount: (accountId, requested, page) =>
      Effect.gen(function* () {
        const filters = clampListDates(requested)
        const matching = listWhere(sql, accountId, filters, {
          searchColumns: ["id", "description", "external_reference", "reference_id", "end_to_end_id", "pix_key"],
          withSubaccount: true
        })
        const { rows, total } = yield* findPage(sql, { table: "pix_transfers", columns: cols, matching, page })
        return { items: yield* decodeRecords(rows), total }
      }).pipe(catching("findManyByAccount")),

    updateStatus: (accountId, id, expected, changes) =>
      Effect.gen(function* () {
        const rows = yield* sql`
          UPDATE pix_transfers
             SET status = ${changes.status},
                 review = coalesce(${changes.review ?? null}::text, review),
                 reference_id = coalesce(${changes.referenceId ?? null}::text, reference_id),
                 recipient = coalesce(${json(changes.recipient)}::jsonb, recipient),
                 failure_reason = coalesce(${changes.failureReason ?? null}::text, failure_reason),
                 completed_at = coalesce(${changes.completedAt ?? null}::timestamptz, completed_at),
                 updated_at = ${changes.updatedAt}::timestamptz
           WHERE account_id = ${accountId} AND id = ${id}
             AND status = ${expected.status} AND review = ${expected.review}
          RETURNING ${cols}`
        if (rows[0] === undefined) {
          return yield* new Transfers.PixTransferStatusChanged({ transferId: id, expected: expected.status })
        }
        return yield* decodeRecord(rows[0])
      }).pipe(catching("updateStatus")),

    sumSubaccountDebits: (accountId, subaccountId, bounds) =>
      sql<{ readonly dayCentavos: unknown; readonly monthCentavos: unknown }>`
        SELECT coalesce(sum(amount_centavos) FILTER (WHERE created_at >= ${bounds.dayStart}::timestamptz
                                                       AND created_at < ${bounds.dayEnd}::timestamptz), 0)
                 AS day_centavos,
               coalesce(sum(amount_centavos), 0) AS month_centavos
          FROM pix_transfers
         -- Limits.usageWithin's sums over the debits that Limits.countsAgainstLimits.
         WHERE account_id = ${accountId} AND subaccount_id = ${subaccountId} AND status <> 'FAILED'
           AND created_at >= ${bounds.monthStart}::timestamptz AND created_at < ${bounds.monthEnd}::timestamptz`.pipe(
        Effect.flatMap((rows) =>
          Schema.decodeUnknownEffect(Schema.Struct({ dayCentavos: Int8, monthCentavos: Int8 }))(rows[0])
        ),
        catching("sumSubaccountDebits")
      ),

    findResendable: (createdBefore, limit) =>
      sql`
        SELECT ${cols} FROM pix_transfers
         -- Transfers.isResendable.
         WHERE status = 'PENDING' AND review IN ('NONE', 'APPROVED') AND created_at <= ${createdBefore}::timestamptz
         ORDER BY created_at, id
         LIMIT ${Math.max(0, Math.min(limit, PixTransferStore.resendableMax))}`.pipe(
        Effect.flatMap(decodeRecords),
        catching("findResendable")
      )
  })
})

/** The SQL PIX transfer store; needs a migrated database. */
export const layer: Layer.Layer<PixTransferStore.PixTransferStore, never, SqlClient.SqlClient> = Layer.effect(
  PixTransferStore.PixTransferStore,
  make
)
