import { PaymentLinks, PaymentLinkStore, Tracing } from "@trilho/domain"
import { Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import type * as Statement from "effect/sql/Statement"
import { catchAdapterFailures, describeError, Int8, pageWindow } from "./internal.ts"

/** The columns read back. */
export const columns = [
  "account_id",
  "id",
  "name",
  "description",
  "allowed_methods",
  "fixed_amount_centavos",
  "product_ids",
  "customer_mode",
  "status",
  "version",
  "created_at",
  "updated_at",
  "deleted_at"
].join(", ")

const Row = Schema.Struct({
  accountId: Schema.String,
  id: Schema.String,
  name: Schema.String,
  description: Schema.NullOr(Schema.String),
  allowedMethods: Schema.Unknown,
  fixedAmountCentavos: Schema.NullOr(Int8),
  productIds: Schema.Unknown,
  customerMode: Schema.String,
  status: Schema.String,
  version: Int8,
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
  deletedAt: Schema.NullOr(Schema.Date)
})

/** A JSON column as the driver returns it: parsed (PostgreSQL) or as text (some PGlite paths). */
const parsed = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value)

const decodeLink = (row: unknown) =>
  Effect.flatMap(Schema.decodeUnknownEffect(Row)(row), (r) =>
    Schema.decodeUnknownEffect(PaymentLinks.PaymentLinkRecord)({
      id: r.id,
      accountId: r.accountId,
      name: r.name,
      ...(r.description === null ? {} : { description: r.description }),
      allowedMethods: parsed(r.allowedMethods),
      ...(r.fixedAmountCentavos === null ? {} : { fixedAmountCentavos: r.fixedAmountCentavos }),
      productIds: parsed(r.productIds),
      customerMode: r.customerMode,
      status: r.status,
      version: r.version,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
      ...(r.deletedAt === null ? {} : { deletedAt: r.deletedAt })
    })
  )

const storeError = (message: string) => (cause: unknown) =>
  new PaymentLinks.PaymentLinkStoreError({ message: `PaymentLinkStore.${message}: ${describeError(cause)}`, cause })

/** Every SQL or decoding failure of a store call, as the port's storage error. */
const catchAll = catchAdapterFailures(storeError)

/**
 * Payment links on PostgreSQL (`payment_links`, migration 0030). Every read filters on the account (but `findLive`,
 * for the public page) and on `deleted_at IS NULL`; an update is one compare-and-set `UPDATE … WHERE version = …`;
 * a delete sets `deleted_at` and keeps the row.
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const cols = sql.literal(columns)

  const findOne = (where: Statement.Fragment, name: string) =>
    sql`SELECT ${cols} FROM payment_links WHERE ${where} AND deleted_at IS NULL LIMIT 1`.pipe(
      Effect.flatMap((rows) => (rows[0] === undefined ? Effect.succeedNone : Effect.asSome(decodeLink(rows[0])))),
      catchAll(name),
      Tracing.span(`PaymentLinkStore.${name}`)
    )

  const insert = (r: PaymentLinks.PaymentLinkRecord) =>
    sql`
      INSERT INTO payment_links ${sql.insert({
        accountId: r.accountId,
        id: r.id,
        name: r.name,
        description: r.description ?? null,
        allowedMethods: JSON.stringify(r.allowedMethods),
        fixedAmountCentavos: r.fixedAmountCentavos ?? null,
        productIds: JSON.stringify(r.productIds),
        customerMode: r.customerMode,
        status: r.status,
        version: r.version,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt
      })}
      ON CONFLICT DO NOTHING
      RETURNING id`.pipe(
      Effect.flatMap((rows) =>
        rows.length > 0 ? Effect.void : Effect.die(new Error(`payment link ${r.id} is already stored`))
      ),
      catchAll("insert"),
      Tracing.span("PaymentLinkStore.insert")
    )

  const update = (r: PaymentLinks.PaymentLinkRecord, expectedVersion: number) =>
    Effect.gen(function* () {
      const rows = yield* sql`
        UPDATE payment_links
           SET name = ${r.name}, description = ${r.description ?? null}::text,
               allowed_methods = ${JSON.stringify(r.allowedMethods)}::jsonb,
               fixed_amount_centavos = ${r.fixedAmountCentavos ?? null}::bigint,
               product_ids = ${JSON.stringify(r.productIds)}::jsonb, customer_mode = ${r.customerMode},
               status = ${r.status}, updated_at = ${r.updatedAt}::timestamptz, version = ${expectedVersion + 1}
         WHERE account_id = ${r.accountId} AND id = ${r.id} AND deleted_at IS NULL AND version = ${expectedVersion}
        RETURNING ${cols}`
      if (rows[0] !== undefined) return yield* decodeLink(rows[0])
      const found = yield* sql`
        SELECT 1 FROM payment_links WHERE account_id = ${r.accountId} AND id = ${r.id} AND deleted_at IS NULL`
      return yield* found.length === 0
        ? Effect.fail(new PaymentLinks.PaymentLinkNotFound({ id: r.id }))
        : Effect.fail(new PaymentLinks.PaymentLinkChanged({ id: r.id, expectedVersion }))
    }).pipe(catchAll("update"), Tracing.span("PaymentLinkStore.update"))

  const findPage = (
    accountId: string,
    filters: PaymentLinks.PaymentLinkListFilters,
    page: { readonly page: number; readonly pageSize: number }
  ) =>
    Effect.gen(function* () {
      const { limit, offset } = pageWindow(page.page, page.pageSize, PaymentLinks.paymentLinkPageSizeMax)
      const where = sql.and([
        sql`account_id = ${accountId}`,
        sql`deleted_at IS NULL`,
        ...(filters.status === undefined ? [] : [sql`status = ${filters.status}`]),
        ...(filters.search === undefined || filters.search === ""
          ? []
          : [sql`strpos(lower(name), lower(${filters.search})) > 0`])
      ])
      const rows =
        limit === 0
          ? []
          : yield* sql`
              SELECT ${cols} FROM payment_links WHERE ${where}
               ORDER BY created_at DESC, id COLLATE "C" DESC
               LIMIT ${limit} OFFSET ${offset}`
      const counted = yield* sql<{
        readonly total: unknown
      }>`SELECT count(*) AS total FROM payment_links WHERE ${where}`
      const total = yield* Schema.decodeUnknownEffect(Int8)(counted[0]?.total)
      return { items: yield* Effect.forEach(rows, decodeLink), total }
    }).pipe(catchAll("findPage"), Tracing.span("PaymentLinkStore.findPage"))

  const missing = (accountId: string, ids: ReadonlyArray<string>) =>
    ids.length > PaymentLinkStore.missingIdsMax
      ? Effect.die(new RangeError(`missing takes at most ${PaymentLinkStore.missingIdsMax} ids, got ${ids.length}`))
      : ids.length === 0
        ? Effect.succeed([])
        : sql<{ readonly id: string }>`
            SELECT id FROM payment_links
             WHERE account_id = ${accountId} AND deleted_at IS NULL AND id IN ${sql.in([...new Set(ids)])}`.pipe(
            Effect.map((rows) => {
              const live = new Set(rows.map((row) => row.id))
              return PaymentLinkStore.missingOf(ids, (id) => live.has(id))
            }),
            catchAll("missing"),
            Tracing.span("PaymentLinkStore.missing")
          )

  return PaymentLinkStore.PaymentLinkStore.of({
    insert,
    findById: (accountId, id) => findOne(sql`account_id = ${accountId} AND id = ${id}`, "findById"),
    findLive: (id) => findOne(sql`id = ${id}`, "findLive"),
    findPage,
    update,
    delete: (accountId, id, now) =>
      sql`
        UPDATE payment_links SET deleted_at = ${now}::timestamptz
         WHERE account_id = ${accountId} AND id = ${id} AND deleted_at IS NULL
        RETURNING ${cols}`.pipe(
        Effect.flatMap(
          (
            rows
          ): Effect.Effect<PaymentLinks.PaymentLinkRecord, PaymentLinks.PaymentLinkNotFound | Schema.SchemaError> =>
            rows[0] === undefined ? Effect.fail(new PaymentLinks.PaymentLinkNotFound({ id })) : decodeLink(rows[0])
        ),
        catchAll("delete"),
        Tracing.span("PaymentLinkStore.delete")
      ),
    missing
  })
})

/** The SQL payment link store; needs a migrated database. */
export const layer: Layer.Layer<PaymentLinkStore.PaymentLinkStore, never, SqlClient.SqlClient> = Layer.effect(
  PaymentLinkStore.PaymentLinkStore,
  make
)
