import { type Ledger, Products, ProductStore, Tracing } from "@trilho/domain"
import { Effect, Layer, Option, Schema } from "effect"
import { SqlClient, SqlError } from "effect/sql"
import type * as Statement from "effect/sql/Statement"
import { boundedCount, catchAdapterFailures, describeError, Int8, isUniqueViolation, pageWindow } from "./internal.ts"

const Row = Schema.Struct({
  accountId: Schema.String,
  id: Schema.String,
  name: Schema.String,
  sku: Schema.NullOr(Schema.String),
  description: Schema.NullOr(Schema.String),
  priceCentavos: Schema.NullOr(Int8),
  status: Schema.String,
  deliveries: Schema.Unknown,
  version: Schema.Number,
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
  linesAvailable: Int8,
  linesSold: Int8
})

/** A JSON column as the driver returns it: parsed (PostgreSQL) or as text (some PGlite paths). */
const parsed = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value)

const decodeStocked = (row: unknown) =>
  Effect.gen(function* () {
    const r = yield* Schema.decodeUnknownEffect(Row)(row)
    const product = yield* Schema.decodeUnknownEffect(Products.ProductRecord)({
      id: r.id,
      accountId: r.accountId,
      name: r.name,
      ...(r.sku === null ? {} : { sku: r.sku }),
      ...(r.description === null ? {} : { description: r.description }),
      ...(r.priceCentavos === null ? {} : { priceCentavos: r.priceCentavos }),
      status: r.status,
      deliveries: parsed(r.deliveries),
      version: r.version,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt
    })
    return { product, lines: { available: r.linesAvailable, sold: r.linesSold } } satisfies Products.StockedProduct
  })

const LineRow = Schema.Struct({ id: Int8, line: Schema.String })

const storeError = (message: string) => (cause: unknown) =>
  new ProductStore.ProductStoreError({ message: `ProductStore.${message}: ${describeError(cause)}`, cause })

const skuKey = "products_sku_key"
const saleKey = "product_lines_sale_key"

/**
 * Products on PostgreSQL. The TEXT_LINES stock is one row per line; its counts are read with the product (never a
 * counter on the product row, which every claim of a popular product would then wait on). A claim is one
 * `UPDATE … WHERE id = (SELECT … FOR UPDATE SKIP LOCKED)`: concurrent claims skip the lines others hold and each
 * takes its own, and the unique index on (product, sale) makes a claim repeated for one sale find its line.
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  /** Maps the adapter's own failures (SQL, decoding) to the port's error, and names the span. */
  const catchStore =
    (name: string) =>
    <A, E, R>(effect: Effect.Effect<A, E, R>) =>
      effect.pipe(catchAdapterFailures(storeError)(name), Tracing.span(`ProductStore.${name}`))

  /** The sku taken: a unique violation of `products_sku_key` as the domain's conflict. */
  const skuConflict =
    (record: Products.ProductRecord) =>
    <A, E, R>(effect: Effect.Effect<A, E, R>) =>
      Effect.catchIf(
        effect,
        (failure): failure is Extract<E, SqlError.SqlError> =>
          SqlError.isSqlError(failure) && isUniqueViolation(failure, skuKey),
        () => Effect.fail(new ProductStore.ProductSkuTaken({ sku: record.sku ?? "" }))
      )

  const stocked = (where: Statement.Fragment) => sql`
    SELECT p.account_id, p.id, p.name, p.sku, p.description, p.price_centavos, p.status, p.deliveries, p.version,
           p.created_at, p.updated_at,
           (SELECT count(*) FROM product_lines l
             WHERE l.account_id = p.account_id AND l.product_id = p.id AND l.sale_id IS NULL) AS lines_available,
           (SELECT count(*) FROM product_lines l
             WHERE l.account_id = p.account_id AND l.product_id = p.id AND l.sale_id IS NOT NULL) AS lines_sold
      FROM products p WHERE ${where}`

  const findOne = (accountId: string, id: string) =>
    Effect.flatMap(stocked(sql`p.account_id = ${accountId} AND p.id = ${id}`), (rows) =>
      rows[0] === undefined ? Effect.succeedNone : Effect.asSome(decodeStocked(rows[0]))
    )

  const insertLines = (accountId: string, productId: string, lines: ReadonlyArray<string>) =>
    lines.length === 0
      ? Effect.void
      : sql`
          INSERT INTO product_lines (account_id, product_id, line)
          SELECT ${accountId}, ${productId}, l.line
            FROM unnest(${lines}::text[]) WITH ORDINALITY AS l(line, n)
           ORDER BY l.n`.pipe(Effect.asVoid)

  const required = (accountId: string, id: string) =>
    Effect.flatMap(findOne(accountId, id), (found) =>
      Option.isSome(found) ? Effect.succeed(found.value) : Effect.fail(new ProductStore.ProductNotFound({ id }))
    )

  /** Rounds of a claim that found every unsold line held by claims in flight, and the pause between them. */
  const claimAttemptsMax = 50
  const claimRetryMs = 10

  /** The line this sale holds, if it holds one. */
  const heldLine = (accountId: string, productId: string, saleId: string) =>
    sql`SELECT id, line FROM product_lines
         WHERE account_id = ${accountId} AND product_id = ${productId} AND sale_id = ${saleId}`

  /** Takes the oldest unsold line not held by another claim in flight; no row when none is left. */
  const takeLine = (accountId: string, productId: string, saleId: string, now: Date) => sql`
    UPDATE product_lines SET sale_id = ${saleId}, claimed_at = ${now}::timestamptz
     WHERE account_id = ${accountId} AND product_id = ${productId} AND sale_id IS NULL
       AND id = (SELECT id FROM product_lines
                  WHERE account_id = ${accountId} AND product_id = ${productId} AND sale_id IS NULL
                  ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING id, line`

  const claimed = (productId: string, saleId: string) => (rows: ReadonlyArray<unknown>) =>
    Effect.map(Schema.decodeUnknownEffect(LineRow)(rows[0]), (row) => ({
      productId,
      lineId: row.id,
      text: row.line,
      saleId
    }))

  return ProductStore.ProductStore.of({
    insert: (record, lines) =>
      sql
        .withTransaction(
          Effect.gen(function* () {
            yield* sql`INSERT INTO products ${sql.insert({
              accountId: record.accountId,
              id: record.id,
              name: record.name,
              sku: record.sku ?? null,
              description: record.description ?? null,
              priceCentavos: record.priceCentavos ?? null,
              status: record.status,
              deliveries: JSON.stringify(record.deliveries),
              version: record.version,
              createdAt: record.createdAt,
              updatedAt: record.updatedAt
            })}`
            yield* insertLines(record.accountId, record.id, lines)
            return { product: record, lines: { available: lines.length, sold: 0 } }
          })
        )
        .pipe(skuConflict(record), catchStore("insert")),

    findById: (accountId: Ledger.AccountId, id) => findOne(accountId, id).pipe(catchStore("findById")),

    findPage: (accountId, filters, page) =>
      Effect.gen(function* () {
        const { limit, offset } = pageWindow(page.page, page.pageSize, Products.productPageSizeMax)
        const where: Array<Statement.Fragment> = [sql`p.account_id = ${accountId}`]
        if (filters.status !== undefined) where.push(sql`p.status = ${filters.status}`)
        if (filters.search !== undefined && filters.search !== "") {
          const needle = filters.search
          where.push(sql`(strpos(lower(p.name), lower(${needle})) > 0
                          OR strpos(lower(coalesce(p.sku, '')), lower(${needle})) > 0)`)
        }
        const matching = sql.and(where)
        const counted = yield* sql<{
          readonly total: unknown
        }>`SELECT count(*) AS total FROM products p WHERE ${matching}`
        const total = yield* Schema.decodeUnknownEffect(Int8)(counted[0]?.total)
        if (limit === 0 || offset >= total) return { items: [], total }
        const rows = yield* stocked(
          sql`${matching} ORDER BY p.created_at DESC, p.id COLLATE "C" DESC LIMIT ${limit} OFFSET ${boundedCount(offset, 0, total)}`
        )
        return { items: yield* Effect.forEach(rows, decodeStocked), total }
      }).pipe(catchStore("findPage")),

    update: (record, expectedVersion, appendLines) =>
      sql
        .withTransaction(
          Effect.gen(function* () {
            const rows = yield* sql`
              UPDATE products
                 SET name = ${record.name}, sku = ${record.sku ?? null}::text,
                     description = ${record.description ?? null}::text,
                     price_centavos = ${record.priceCentavos ?? null}::bigint, status = ${record.status},
                     deliveries = ${JSON.stringify(record.deliveries)}::jsonb, version = ${expectedVersion + 1},
                     updated_at = ${record.updatedAt}::timestamptz
               WHERE account_id = ${record.accountId} AND id = ${record.id} AND version = ${expectedVersion}
              RETURNING id`
            if (rows.length === 0) {
              const exists =
                yield* sql`SELECT 1 FROM products WHERE account_id = ${record.accountId} AND id = ${record.id}`
              return yield* exists.length === 0
                ? Effect.fail(new ProductStore.ProductNotFound({ id: record.id }))
                : Effect.fail(new ProductStore.ProductChanged({ id: record.id, expectedVersion }))
            }
            yield* insertLines(record.accountId, record.id, appendLines)
            return yield* required(record.accountId, record.id)
          })
        )
        .pipe(skuConflict(record), catchStore("update")),

    delete: (accountId, id) =>
      Effect.flatMap(sql`DELETE FROM products WHERE account_id = ${accountId} AND id = ${id} RETURNING id`, (rows) =>
        rows.length === 0 ? Effect.fail(new ProductStore.ProductNotFound({ id })) : Effect.void
      ).pipe(catchStore("delete")),

    claimLine: (accountId, productId, saleId, now) =>
      Effect.gen(function* () {
        for (let attempt = 0; ; attempt++) {
          const held = yield* heldLine(accountId, productId, saleId)
          if (held.length > 0) return yield* claimed(productId, saleId)(held)
          const taken = yield* takeLine(accountId, productId, saleId, now).pipe(
            // The same sale claimed concurrently took a line first: that one is the sale's.
            Effect.catchTag("SqlError", (error: SqlError.SqlError) =>
              isUniqueViolation(error, saleKey) ? heldLine(accountId, productId, saleId) : Effect.fail(error)
            )
          )
          if (taken.length > 0) return yield* claimed(productId, saleId)(taken)
          // Every unsold line may be held by claims in flight (SKIP LOCKED passed them): sold out only once none is
          // unsold as committed, else wait for those claims to end and try again (one of them may be this sale's).
          const unsold = yield* sql`
            SELECT 1 FROM product_lines
             WHERE account_id = ${accountId} AND product_id = ${productId} AND sale_id IS NULL LIMIT 1`
          if (unsold.length === 0 || attempt >= claimAttemptsMax) break
          yield* Effect.sleep(claimRetryMs)
        }
        const held = yield* heldLine(accountId, productId, saleId)
        if (held.length > 0) return yield* claimed(productId, saleId)(held)
        const exists = yield* sql`SELECT 1 FROM products WHERE account_id = ${accountId} AND id = ${productId}`
        return yield* exists.length === 0
          ? Effect.fail(new ProductStore.ProductNotFound({ id: productId }))
          : Effect.fail(new ProductStore.ProductSoldOut({ id: productId }))
      }).pipe(catchStore("claimLine")),
    releaseLine: (accountId, productId, saleId) =>
      sql`
        UPDATE product_lines SET sale_id = NULL, claimed_at = NULL
         WHERE account_id = ${accountId} AND product_id = ${productId} AND sale_id = ${saleId}`.pipe(
        Effect.asVoid,
        catchStore("releaseLine")
      )
  })
})

/** The SQL product store; needs a migrated database. */
export const layer: Layer.Layer<ProductStore.ProductStore, never, SqlClient.SqlClient> = Layer.effect(
  ProductStore.ProductStore,
  make
)
