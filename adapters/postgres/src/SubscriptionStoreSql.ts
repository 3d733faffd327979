import { Billing, Ledger, Tracing } from "@trilho/domain"
import { Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import type * as Statement from "effect/sql/Statement"
import { describeError, failWith, Int8 } from "./internal.ts"
import { findPage } from "./ListQuery.ts"

/** The columns of `subscriptions` read back, in `Row`'s order. */
const columns = [
  "account_id",
  "id",
  "api_key_id",
  "method",
  "status",
  "amount_centavos",
  "cycle",
  "first_due_date",
  "cycles_billed",
  "next_due_date",
  "end_date",
  "max_payments",
  "description",
  "external_reference",
  "customer",
  "fine_bps",
  "interest_monthly_bps",
  "card",
  "version",
  "request_fingerprint",
  "created_at",
  "updated_at",
  "canceled_at",
  "expired_at"
].join(", ")

const Row = Schema.Struct({
  accountId: Schema.String,
  id: Schema.String,
  apiKeyId: Schema.NullOr(Schema.String),
  method: Billing.SubscriptionMethod,
  status: Billing.SubscriptionStatus,
  amountCentavos: Int8,
  cycle: Billing.SubscriptionCycle,
  firstDueDate: Schema.String,
  cyclesBilled: Schema.Number,
  nextDueDate: Schema.NullOr(Schema.String),
  endDate: Schema.NullOr(Schema.String),
  maxPayments: Schema.NullOr(Schema.Number),
  description: Schema.NullOr(Schema.String),
  externalReference: Schema.NullOr(Schema.String),
  customer: Schema.Unknown,
  fineBps: Schema.Number,
  interestMonthlyBps: Schema.Number,
  card: Schema.Unknown,
  version: Schema.Number,
  requestFingerprint: Schema.String,
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
  canceledAt: Schema.NullOr(Schema.Date),
  expiredAt: Schema.NullOr(Schema.Date)
})

const optional = <K extends string, V>(key: K, value: V | null) =>
  (value === null ? {} : { [key]: value }) as { [P in K]?: V }

const decodeRecord = (row: unknown) =>
  Effect.map(Schema.decodeUnknownEffect(Row)(row), (r): Billing.SubscriptionRecord => ({
    id: r.id,
    accountId: Ledger.AccountId.make(r.accountId),
    ...optional("apiKeyId", r.apiKeyId),
    method: r.method,
    status: r.status,
    amountCentavos: r.amountCentavos,
    cycle: r.cycle,
    firstDueDate: r.firstDueDate,
    cyclesBilled: r.cyclesBilled,
    ...optional("nextDueDate", r.nextDueDate),
    ...optional("endDate", r.endDate),
    ...optional("maxPayments", r.maxPayments),
    ...optional("description", r.description),
    ...optional("externalReference", r.externalReference),
    customer: (typeof r.customer === "string" ? JSON.parse(r.customer) : r.customer) as Billing.BillingCustomer,
    fineBps: r.fineBps,
    interestMonthlyBps: r.interestMonthlyBps,
    ...(r.card === null
      ? {}
      : { card: (typeof r.card === "string" ? JSON.parse(r.card) : r.card) as Billing.SubscriptionCard }),
    version: r.version,
    requestFingerprint: r.requestFingerprint,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    ...optional("canceledAt", r.canceledAt),
    ...optional("expiredAt", r.expiredAt)
  }))

const storeError = (message: string) => (cause: unknown) =>
  new Billing.SubscriptionStoreError({ message: `SubscriptionStore.${message}: ${describeError(cause)}`, cause })

/** The columns a write sets (status, the cycles' progress and times). */
const written = (r: Billing.SubscriptionRecord) => ({
  status: r.status,
  cyclesBilled: r.cyclesBilled,
  nextDueDate: r.nextDueDate ?? null,
  version: r.version,
  updatedAt: r.updatedAt,
  canceledAt: r.canceledAt ?? null,
  expiredAt: r.expiredAt ?? null
})

/**
 * Subscriptions on PostgreSQL (migration 0045); joins the caller's transaction through the `SqlClient`. A write is a
 * compare-and-set on `version`: of two workers advancing one subscription's cycle, the second's `UPDATE` waits for
 * the first's transaction, then matches no row.
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const cols = sql.literal(columns)
  const decodeAll = (rows: ReadonlyArray<unknown>) => Effect.forEach(rows, decodeRecord)
  const mapped = <A, E, R>(name: string, effect: Effect.Effect<A, E, R>) =>
    effect.pipe(
      Effect.catchTags({
        SqlError: failWith(storeError(`${name} failed`)),
        SchemaError: failWith(storeError(`${name} unexpected row`))
      } as never),
      Tracing.span(`SubscriptionStore.${name}`)
    ) as Effect.Effect<A, Exclude<E, { readonly _tag: "SqlError" | "SchemaError" }> | Billing.SubscriptionStoreError, R>

  const findOne = (where: Statement.Fragment, name: string) =>
    mapped(
      name,
      Effect.flatMap(sql`SELECT ${cols} FROM subscriptions WHERE ${where} LIMIT 1`, (rows) =>
        rows[0] === undefined ? Effect.succeedNone : Effect.asSome(decodeRecord(rows[0]))
      )
    )

  const insert = (r: Billing.SubscriptionRecord) =>
    mapped(
      "insert",
      Effect.gen(function* () {
        const rows = yield* sql<{ readonly id: string }>`INSERT INTO subscriptions ${sql.insert({
          accountId: r.accountId,
          id: r.id,
          apiKeyId: r.apiKeyId ?? null,
          method: r.method,
          amountCentavos: r.amountCentavos,
          cycle: r.cycle,
          firstDueDate: r.firstDueDate,
          endDate: r.endDate ?? null,
          maxPayments: r.maxPayments ?? null,
          description: r.description ?? null,
          externalReference: r.externalReference ?? null,
          customer: JSON.stringify(r.customer),
          fineBps: r.fineBps,
          interestMonthlyBps: r.interestMonthlyBps,
          card: r.card === undefined ? null : JSON.stringify(r.card),
          requestFingerprint: r.requestFingerprint,
          createdAt: r.createdAt,
          ...written(r)
        })} ON CONFLICT DO NOTHING RETURNING id`
        if (rows.length > 0) return
        if (r.externalReference !== undefined) {
          return yield* new Billing.DuplicateSubscriptionReference({
            accountId: r.accountId,
            externalReference: r.externalReference
          })
        }
        return yield* new Billing.SubscriptionStoreError({ message: "duplicate subscription id" })
      })
    )

  return Billing.SubscriptionStore.of({
    insert,
    findById: (accountId, id) => findOne(sql`account_id = ${accountId} AND id = ${id}`, "findById"),
    findByExternalReference: (accountId, reference) =>
      findOne(sql`account_id = ${accountId} AND external_reference = ${reference}`, "findByExternalReference"),
    findManyByAccount: (accountId, filters, page) =>
      mapped(
        "findManyByAccount",
        Effect.gen(function* () {
          const matching =
            filters.status === undefined
              ? sql`account_id = ${accountId}`
              : sql`account_id = ${accountId} AND status = ${filters.status}`
          const { rows, total } = yield* findPage(sql, { table: "subscriptions", columns: cols, matching, page })
          return { items: yield* decodeAll(rows), total }
        })
      ),
    findDue: (until, limit) =>
      mapped(
        "findDue",
        Effect.flatMap(
          sql`SELECT ${cols} FROM subscriptions WHERE status = 'ACTIVE' AND next_due_date <= ${until}
              ORDER BY next_due_date, id LIMIT ${Math.max(0, Math.min(limit, Billing.subscriptionDueBatchMax))}`,
          decodeAll
        )
      ),
    update: (next, expectedVersion) =>
      mapped(
        "update",
        Effect.flatMap(
          sql`UPDATE subscriptions SET ${sql.update(written(next))}
              WHERE account_id = ${next.accountId} AND id = ${next.id} AND version = ${expectedVersion}
              RETURNING ${cols}`,
          (rows): Effect.Effect<Billing.SubscriptionRecord, Billing.SubscriptionChanged | Schema.SchemaError> =>
            rows[0] === undefined
              ? Effect.fail(new Billing.SubscriptionChanged({ subscriptionId: next.id }))
              : decodeRecord(rows[0])
        )
      )
  })
})

/** The SQL subscription store; needs a migrated database. */
export const layer: Layer.Layer<Billing.SubscriptionStore, never, SqlClient.SqlClient> = Layer.effect(
  Billing.SubscriptionStore,
  make
)
