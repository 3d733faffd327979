import { Coupons, type Ledger, Tracing } from "@trilho/domain"
import { Effect, Layer, Option, Schema } from "effect"
import { SqlClient, SqlError } from "effect/sql"
import type * as Statement from "effect/sql/Statement"
import { boundedCount, catchAdapterFailures, describeError, Int8, isUniqueViolation, pageWindow } from "./internal.ts"

const Row = Schema.Struct({
  accountId: Schema.String,
  id: Schema.String,
  code: Schema.String,
  discountType: Schema.String,
  percentBps: Schema.NullOr(Schema.Number),
  amountCentavos: Schema.NullOr(Int8),
  status: Schema.String,
  productIds: Schema.Unknown,
  paymentLinkIds: Schema.Unknown,
  maxUses: Schema.NullOr(Schema.Number),
  uses: Schema.Number,
  expiresAt: Schema.NullOr(Schema.Date),
  version: Schema.Number,
  createdAt: Schema.Date,
  updatedAt: Schema.Date
})

/** A JSON column as the driver returns it: parsed (PostgreSQL) or as text (some PGlite paths). */
const parsed = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value)

const decodeCoupon = (row: unknown) =>
  Effect.gen(function* () {
    const r = yield* Schema.decodeUnknownEffect(Row)(row)
    return yield* Schema.decodeUnknownEffect(Coupons.CouponRecord)({
      id: r.id,
      accountId: r.accountId,
      code: r.code,
      discount:
        r.discountType === "PERCENT"
          ? { discountType: r.discountType, percentBps: r.percentBps }
          : { discountType: r.discountType, amountCentavos: r.amountCentavos },
      status: r.status,
      productIds: parsed(r.productIds),
      paymentLinkIds: parsed(r.paymentLinkIds),
      ...(r.maxUses === null ? {} : { maxUses: r.maxUses }),
      uses: r.uses,
      ...(r.expiresAt === null ? {} : { expiresAt: r.expiresAt }),
      version: r.version,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt
    })
  })

const storeError = (message: string) => (cause: unknown) =>
  new Coupons.CouponStoreError({ message: `CouponStore.${message}: ${describeError(cause)}`, cause })

const codeKey = "coupons_code_key"

const percentOf = (record: Coupons.CouponRecord) =>
  record.discount.discountType === "PERCENT" ? record.discount.percentBps : null
const amountOf = (record: Coupons.CouponRecord) =>
  record.discount.discountType === "FIXED" ? record.discount.amountCentavos : null

/**
 * Coupons on PostgreSQL. A redemption locks the coupon's row (`FOR UPDATE`), reads whether this redemption is already
 * counted, then inserts its row and adds one use in one statement whose `UPDATE` holds `uses < max_uses`: concurrent
 * redemptions of one coupon take turns, so exactly the uses left succeed. Every statement runs on the ambient client,
 * so a redemption called inside `Transactor.transactionally` is part of that transaction (a savepoint in it).
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  /** Maps the adapter's own failures (SQL, decoding) to the port's error, and names the span. */
  const catchStore =
    (name: string) =>
    <A, E, R>(effect: Effect.Effect<A, E, R>) =>
      effect.pipe(catchAdapterFailures(storeError)(name), Tracing.span(`CouponStore.${name}`))

  /** The code taken: a unique violation of `coupons_code_key` as the domain's conflict. */
  const codeConflict =
    (record: Coupons.CouponRecord) =>
    <A, E, R>(effect: Effect.Effect<A, E, R>) =>
      Effect.catchIf(
        effect,
        (failure): failure is Extract<E, SqlError.SqlError> =>
          SqlError.isSqlError(failure) && isUniqueViolation(failure, codeKey),
        () => Effect.fail(new Coupons.CouponCodeTaken({ code: Coupons.normalizeCode(record.code) }))
      )

  const columns = sql`account_id, id, code, discount_type, percent_bps, amount_centavos, status, product_ids,
    payment_link_ids, max_uses, uses, expires_at, version, created_at, updated_at`

  const findOne = (where: Statement.Fragment) =>
    Effect.flatMap(sql`SELECT ${columns} FROM coupons WHERE ${where}`, (rows) =>
      rows[0] === undefined ? Effect.succeedNone : Effect.asSome(decodeCoupon(rows[0]))
    )

  const byId = (accountId: string, id: string) => findOne(sql`account_id = ${accountId} AND id = ${id}`)

  const required = (accountId: string, id: string) =>
    Effect.flatMap(byId(accountId, id), (found) =>
      Option.isSome(found) ? Effect.succeed(found.value) : Effect.fail(new Coupons.CouponNotFound({ id }))
    )

  return Coupons.CouponStore.of({
    insert: (record) =>
      Effect.gen(function* () {
        const stored = { ...record, code: Coupons.normalizeCode(record.code) }
        yield* sql`INSERT INTO coupons ${sql.insert({
          accountId: stored.accountId,
          id: stored.id,
          code: stored.code,
          discountType: stored.discount.discountType,
          percentBps: percentOf(stored),
          amountCentavos: amountOf(stored),
          status: stored.status,
          productIds: JSON.stringify(stored.productIds),
          paymentLinkIds: JSON.stringify(stored.paymentLinkIds),
          maxUses: stored.maxUses ?? null,
          uses: stored.uses,
          expiresAt: stored.expiresAt ?? null,
          version: stored.version,
          createdAt: stored.createdAt,
          updatedAt: stored.updatedAt
        })}`
        return stored
      }).pipe(codeConflict(record), catchStore("insert")),

    findById: (accountId: Ledger.AccountId, id) => byId(accountId, id).pipe(catchStore("findById")),

    findByCode: (accountId, code) =>
      findOne(sql`account_id = ${accountId} AND upper(code) = upper(${code.trim()})`).pipe(catchStore("findByCode")),

    findPage: (accountId, filters, page) =>
      Effect.gen(function* () {
        const { limit, offset } = pageWindow(page.page, page.pageSize, Coupons.couponPageSizeMax)
        const where: Array<Statement.Fragment> = [sql`account_id = ${accountId}`]
        if (filters.status !== undefined) where.push(sql`status = ${filters.status}`)
        if (filters.search !== undefined && filters.search !== "")
          where.push(sql`strpos(lower(code), lower(${filters.search})) > 0`)
        const matching = sql.and(where)
        const counted = yield* sql<{ readonly total: unknown }>`SELECT count(*) AS total FROM coupons WHERE ${matching}`
        const total = yield* Schema.decodeUnknownEffect(Int8)(counted[0]?.total)
        if (limit === 0 || offset >= total) return { items: [], total }
        const rows = yield* sql`
          SELECT ${columns} FROM coupons WHERE ${matching}
           ORDER BY created_at DESC, id COLLATE "C" DESC LIMIT ${limit} OFFSET ${boundedCount(offset, 0, total)}`
        return { items: yield* Effect.forEach(rows, decodeCoupon), total }
      }).pipe(catchStore("findPage")),

    update: (record, expectedVersion) =>
      Effect.gen(function* () {
        const rows = yield* sql`
          UPDATE coupons
             SET code = ${Coupons.normalizeCode(record.code)}, discount_type = ${record.discount.discountType},
                 percent_bps = ${percentOf(record)}::integer, amount_centavos = ${amountOf(record)}::bigint,
                 status = ${record.status}, product_ids = ${JSON.stringify(record.productIds)}::jsonb,
                 payment_link_ids = ${JSON.stringify(record.paymentLinkIds)}::jsonb,
                 max_uses = ${record.maxUses ?? null}::integer,
                 expires_at = ${record.expiresAt ?? null}::timestamptz, version = ${expectedVersion + 1},
                 updated_at = ${record.updatedAt}::timestamptz
           WHERE account_id = ${record.accountId} AND id = ${record.id} AND version = ${expectedVersion}
          RETURNING ${columns}`
        if (rows[0] !== undefined) return yield* decodeCoupon(rows[0])
        const exists = yield* sql`SELECT 1 FROM coupons WHERE account_id = ${record.accountId} AND id = ${record.id}`
        return yield* exists.length === 0
          ? Effect.fail(new Coupons.CouponNotFound({ id: record.id }))
          : Effect.fail(new Coupons.CouponChanged({ id: record.id, expectedVersion }))
      }).pipe(codeConflict(record), catchStore("update")),

    delete: (accountId, id) =>
      Effect.flatMap(sql`DELETE FROM coupons WHERE account_id = ${accountId} AND id = ${id} RETURNING id`, (rows) =>
        rows.length === 0 ? Effect.fail(new Coupons.CouponNotFound({ id })) : Effect.void
      ).pipe(catchStore("delete")),

    redeem: (accountId, couponId, redemptionId, now) =>
      Effect.gen(function* () {
        // One statement: the coupon's row locked (a concurrent redemption waits, then reads the count it left), the
        // redemption recorded only under the cap (and once: the key refuses a second), the use counted only if it
        // was. No savepoint and no unique violation, so it joins the checkout's transaction as it is.
        const rows = yield* sql`
          WITH locked AS (
            SELECT account_id, id FROM coupons
             WHERE account_id = ${accountId} AND id = ${couponId} AND (max_uses IS NULL OR uses < max_uses)
               FOR UPDATE
          ), recorded AS (
            INSERT INTO coupon_redemptions (account_id, coupon_id, redemption_id, redeemed_at)
            SELECT account_id, id, ${redemptionId}, ${now}::timestamptz FROM locked
            ON CONFLICT DO NOTHING
            RETURNING coupon_id
          )
          UPDATE coupons SET uses = uses + 1
           WHERE account_id = ${accountId} AND id IN (SELECT coupon_id FROM recorded)
          RETURNING ${columns}`
        if (rows[0] !== undefined) return yield* decodeCoupon(rows[0])
        // Nothing counted: a redemption already counted (the same again), the cap reached, or no such coupon.
        const counted = yield* sql`
          SELECT 1 FROM coupon_redemptions
           WHERE account_id = ${accountId} AND coupon_id = ${couponId} AND redemption_id = ${redemptionId}`
        const coupon = yield* required(accountId, couponId)
        if (counted.length > 0) return coupon
        return yield* Effect.fail(new Coupons.CouponNotApplicable({ reason: "exhausted", code: coupon.code }))
      }).pipe(catchStore("redeem")),

    release: (accountId, couponId, redemptionId) =>
      sql`
        WITH removed AS (
          DELETE FROM coupon_redemptions
           WHERE account_id = ${accountId} AND coupon_id = ${couponId} AND redemption_id = ${redemptionId}
          RETURNING coupon_id
        )
        UPDATE coupons SET uses = uses - 1
         WHERE account_id = ${accountId} AND id IN (SELECT coupon_id FROM removed)`.pipe(
        Effect.asVoid,
        catchStore("release")
      )
  })
})

/** The SQL coupon store; needs a migrated database. */
export const layer: Layer.Layer<Coupons.CouponStore, never, SqlClient.SqlClient> = Layer.effect(
  Coupons.CouponStore,
  make
)
