import { Customers, CustomerStore, Tracing } from "@trilho/domain"
import { Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import type { SqlError } from "effect/sql/SqlError"
import type * as Statement from "effect/sql/Statement"
import { catchAdapterFailures, describeError, Int8, isUniqueViolation, pageWindow } from "./internal.ts"
import { likePattern } from "./TransactionRecordsQuery.ts"

/** The columns read back. */
export const columns = [
  "account_id",
  "id",
  "name",
  "email",
  "document",
  "type",
  "status",
  "phone",
  "whatsapp",
  "city",
  "state",
  "transactions",
  "volume_centavos",
  "version",
  "created_at",
  "updated_at",
  "deleted_at"
].join(", ")

const Row = Schema.Struct({
  accountId: Schema.String,
  id: Schema.String,
  name: Schema.String,
  email: Schema.String,
  document: Schema.String,
  type: Schema.String,
  status: Schema.String,
  phone: Schema.NullOr(Schema.String),
  whatsapp: Schema.NullOr(Schema.String),
  city: Schema.NullOr(Schema.String),
  state: Schema.NullOr(Schema.String),
  transactions: Int8,
  volumeCentavos: Int8,
  version: Int8,
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
  deletedAt: Schema.NullOr(Schema.Date)
})

const optional = <K extends string, V>(key: K, value: V | null) =>
  (value === null ? {} : { [key]: value }) as { [P in K]?: V }

const decodeCustomer = (row: unknown) =>
  Effect.flatMap(Schema.decodeUnknownEffect(Row)(row), (r) =>
    Schema.decodeUnknownEffect(Customers.CustomerRecord)({
      id: r.id,
      accountId: r.accountId,
      name: r.name,
      email: r.email,
      document: r.document,
      type: r.type,
      status: r.status,
      ...optional("phone", r.phone),
      ...optional("whatsapp", r.whatsapp),
      ...optional("city", r.city),
      ...optional("state", r.state),
      transactions: r.transactions,
      volumeCentavos: r.volumeCentavos,
      version: r.version,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
      ...optional("deletedAt", r.deletedAt)
    })
  )

const fieldsRow = (f: Customers.CustomerFields) => ({
  name: f.name,
  email: f.email,
  document: f.document,
  type: f.type,
  status: f.status,
  phone: f.phone ?? null,
  whatsapp: f.whatsapp ?? null,
  city: f.city ?? null,
  state: f.state ?? null
})

const storeError = (message: string) => (cause: unknown) =>
  new Customers.CustomerStoreError({ message: `CustomerStore.${message}: ${describeError(cause)}`, cause })

/** Every SQL or decoding failure of a store call, as the port's storage error. */
const catchAll = catchAdapterFailures(storeError)

/** Attempts of an insert that met a document whose holder was deleted before it could be named. */
const insertAttemptsMax = 3

/**
 * Customers on PostgreSQL (`customers`, migration 0027). The document's uniqueness among live customers is the partial
 * unique index `customers_document_key`: an insert meeting it writes nothing and fails no statement (`ON CONFLICT DO
 * NOTHING`), and a second read names the holder; an update meeting it is refused the same way. The metrics are
 * written only by `recordPurchase`, one `UPDATE … SET transactions = transactions + 1, …` per purchase.
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const cols = sql.literal(columns)

  const findOne = (where: Statement.Fragment, name: string) =>
    sql`SELECT ${cols} FROM customers WHERE ${where} AND deleted_at IS NULL LIMIT 1`.pipe(
      Effect.flatMap((rows) => (rows[0] === undefined ? Effect.succeedNone : Effect.asSome(decodeCustomer(rows[0])))),
      catchAll(name),
      Tracing.span(`CustomerStore.${name}`)
    )

  const holderOf = (accountId: string, document: string) =>
    Effect.map(
      sql<{ readonly id: string }>`
        SELECT id FROM customers WHERE account_id = ${accountId} AND document = ${document} AND deleted_at IS NULL`,
      (rows) => rows[0]?.id
    )

  const insert = (c: Customers.CustomerRecord) => {
    const attempt = (left: number): Effect.Effect<void, Customers.CustomerDocumentTaken | SqlError> =>
      Effect.gen(function* () {
        const inserted = yield* sql`
          INSERT INTO customers ${sql.insert({
            accountId: c.accountId,
            id: c.id,
            ...fieldsRow(c),
            transactions: c.transactions,
            volumeCentavos: c.volumeCentavos,
            version: c.version,
            createdAt: c.createdAt,
            updatedAt: c.updatedAt
          })}
          ON CONFLICT DO NOTHING
          RETURNING id`
        if (inserted.length > 0) return
        const holder = yield* holderOf(c.accountId, c.document)
        if (holder !== undefined) {
          return yield* new Customers.CustomerDocumentTaken({ document: c.document, existingId: holder })
        }
        const same = yield* sql`SELECT 1 FROM customers WHERE account_id = ${c.accountId} AND id = ${c.id}`
        if (same.length > 0) return yield* Effect.die(new Error(`customer ${c.id} is already stored`))
        return left > 1 ? yield* attempt(left - 1) : yield* Effect.die(new Error("customer insert kept conflicting"))
      })
    return attempt(insertAttemptsMax).pipe(catchAll("insert"), Tracing.span("CustomerStore.insert"))
  }

  const update = (
    accountId: string,
    id: string,
    f: Customers.CustomerFields,
    updatedAt: Date,
    expectedVersion: number
  ) =>
    Effect.gen(function* () {
      const r = fieldsRow(f)
      const rows = yield* sql`
        UPDATE customers
           SET name = ${r.name}, email = ${r.email}, document = ${r.document}, type = ${r.type},
               status = ${r.status}, phone = ${r.phone}, whatsapp = ${r.whatsapp}, city = ${r.city},
               state = ${r.state}, updated_at = ${updatedAt}, version = version + 1
         WHERE account_id = ${accountId} AND id = ${id} AND deleted_at IS NULL AND version = ${expectedVersion}
        RETURNING ${cols}`.pipe(
        Effect.catchIf(
          (error) => isUniqueViolation(error, "customers_document_key"),
          () =>
            Effect.flatMap(holderOf(accountId, f.document), (holder) =>
              Effect.fail(new Customers.CustomerDocumentTaken({ document: f.document, existingId: holder ?? "" }))
            )
        )
      )
      if (rows[0] !== undefined) return yield* decodeCustomer(rows[0])
      const found = yield* sql<{ readonly version: unknown }>`
        SELECT version FROM customers WHERE account_id = ${accountId} AND id = ${id} AND deleted_at IS NULL`
      return yield* found[0] === undefined
        ? Effect.fail(new Customers.CustomerNotFound({ id }))
        : Effect.fail(new Customers.CustomerChanged({ id, expectedVersion }))
    }).pipe(catchAll("update"), Tracing.span("CustomerStore.update"))

  /** Runs a write of one live customer that returns its row; none returned is `CustomerNotFound`. */
  const writeOne = (id: string, name: string, statement: Effect.Effect<ReadonlyArray<unknown>, SqlError>) =>
    Effect.flatMap(
      statement,
      (rows): Effect.Effect<Customers.CustomerRecord, Customers.CustomerNotFound | Schema.SchemaError> =>
        rows[0] === undefined ? Effect.fail(new Customers.CustomerNotFound({ id })) : decodeCustomer(rows[0])
    ).pipe(catchAll(name), Tracing.span(`CustomerStore.${name}`))

  const matchingWhere = (accountId: string, f: Customers.CustomerListFilters) => {
    const document = f.search === undefined ? undefined : Customers.documentNeedleOf(f.search)
    const pattern = f.search === undefined ? undefined : likePattern(f.search)
    return sql.and([
      sql`account_id = ${accountId}`,
      sql`deleted_at IS NULL`,
      ...(f.status === undefined ? [] : [sql`status = ${f.status}`]),
      ...(pattern === undefined
        ? []
        : [
            sql.or([
              sql`lower(name) LIKE lower(${pattern})`,
              sql`lower(email) LIKE lower(${pattern})`,
              ...(document === undefined ? [] : [sql`document LIKE ${likePattern(document)}`])
            ])
          ])
    ])
  }

  const findManyByAccount = (
    accountId: string,
    filters: Customers.CustomerListFilters,
    page: { readonly page: number; readonly pageSize: number }
  ) =>
    Effect.gen(function* () {
      const { limit, offset } = pageWindow(page.page, page.pageSize, CustomerStore.customerPageSizeMax)
      const where = matchingWhere(accountId, filters)
      const rows =
        limit === 0
          ? []
          : yield* sql`
              SELECT ${cols} FROM customers WHERE ${where}
               ORDER BY created_at DESC, id COLLATE "C" DESC
               LIMIT ${limit} OFFSET ${offset}`
      const counted = yield* sql<{ readonly total: unknown }>`SELECT count(*) AS total FROM customers WHERE ${where}`
      const total = yield* Schema.decodeUnknownEffect(Int8)(counted[0]?.total)
      return { items: yield* Effect.forEach(rows, decodeCustomer), total }
    }).pipe(catchAll("findManyByAccount"), Tracing.span("CustomerStore.findManyByAccount"))

  return CustomerStore.CustomerStore.of({
    insert,
    findById: (accountId, id) => findOne(sql`account_id = ${accountId} AND id = ${id}`, "findById"),
    findByDocument: (accountId, document) =>
      findOne(sql`account_id = ${accountId} AND document = ${document}`, "findByDocument"),
    findManyByAccount,
    update,
    markDeleted: (accountId, id, at) =>
      writeOne(
        id,
        "markDeleted",
        sql`
          UPDATE customers SET deleted_at = ${at}
           WHERE account_id = ${accountId} AND id = ${id} AND deleted_at IS NULL
          RETURNING ${cols}`
      ),
    recordPurchase: (accountId, id, amountCentavos) =>
      CustomerStore.isPurchaseAmount(amountCentavos)
        ? writeOne(
            id,
            "recordPurchase",
            sql`
              UPDATE customers
                 SET transactions = transactions + 1, volume_centavos = volume_centavos + ${amountCentavos}
               WHERE account_id = ${accountId} AND id = ${id} AND deleted_at IS NULL
              RETURNING ${cols}`
          )
        : Effect.die(new RangeError(`a purchase amount is a positive number of centavos, not ${amountCentavos}`))
  })
})

/** The SQL customer store; needs a migrated database. */
export const layer: Layer.Layer<CustomerStore.CustomerStore, never, SqlClient.SqlClient> = Layer.effect(
  CustomerStore.CustomerStore,
  make
)
