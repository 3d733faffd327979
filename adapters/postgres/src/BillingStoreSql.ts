import { Billing, Ledger } from "@trilho/domain"
import { Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import type * as Statement from "effect/sql/Statement"
import { describeError, Int8 } from "./internal.ts"
import { tableReads } from "./TableReads.ts"

/** The columns of `billings` read back, in `Row`'s order. */
export const columns = [
  "account_id",
  "id",
  "api_key_id",
  "method",
  "status",
  "amount_centavos",
  "due_date",
  "description",
  "external_reference",
  "customer",
  "fine_bps",
  "interest_monthly_bps",
  "emit_fiscal_invoice",
  "sequence",
  "boleto",
  "pix",
  "payment",
  "card",
  "subscription_id",
  "cycle",
  "refund_description",
  "version",
  "request_fingerprint",
  "created_at",
  "updated_at",
  "overdue_at",
  "canceled_at",
  "refunded_at"
].join(", ")

const Row = Schema.Struct({
  accountId: Schema.String,
  id: Schema.String,
  apiKeyId: Schema.NullOr(Schema.String),
  method: Billing.BillingMethod,
  status: Billing.BillingStatus,
  amountCentavos: Int8,
  dueDate: Schema.String,
  description: Schema.NullOr(Schema.String),
  externalReference: Schema.NullOr(Schema.String),
  customer: Schema.Unknown,
  fineBps: Schema.Number,
  interestMonthlyBps: Schema.Number,
  emitFiscalInvoice: Schema.Boolean,
  sequence: Int8,
  boleto: Schema.Unknown,
  pix: Schema.Unknown,
  payment: Schema.Unknown,
  card: Schema.Unknown,
  subscriptionId: Schema.NullOr(Schema.String),
  cycle: Schema.NullOr(Schema.Number),
  refundDescription: Schema.NullOr(Schema.String),
  version: Schema.Number,
  requestFingerprint: Schema.String,
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
  overdueAt: Schema.NullOr(Schema.Date),
  canceledAt: Schema.NullOr(Schema.Date),
  refundedAt: Schema.NullOr(Schema.Date)
})

const optional = <K extends string, V>(key: K, value: V | null) =>
  (value === null ? {} : { [key]: value }) as { [P in K]?: V }

const json = <A>(value: unknown): A => (typeof value === "string" ? JSON.parse(value) : value) as A

type EncodedPayment = Omit<Billing.BillingPayment, "paidAt"> & { readonly paidAt: string }

type EncodedCard = Omit<Billing.BillingCard, "settlesAt" | "settledAt" | "lastAttemptAt" | "nextChargeAt"> & {
  readonly settlesAt?: string
  readonly settledAt?: string
  readonly lastAttemptAt?: string
  readonly nextChargeAt?: string
}

const dateOf = <K extends string>(key: K, value: string | undefined) =>
  (value === undefined ? {} : { [key]: new Date(value) }) as { [P in K]?: Date }

/** The card side as kept in `card` (instants as ISO text), and back. */
const encodeCard = (card: Billing.BillingCard): string =>
  JSON.stringify({
    ...card,
    settlesAt: card.settlesAt?.toISOString(),
    settledAt: card.settledAt?.toISOString(),
    lastAttemptAt: card.lastAttemptAt?.toISOString(),
    nextChargeAt: card.nextChargeAt?.toISOString()
  })

const decodeCard = (value: unknown): Billing.BillingCard => {
  const { settlesAt, settledAt, lastAttemptAt, nextChargeAt, ...rest } = json<EncodedCard>(value)
  return {
    ...rest,
    ...dateOf("settlesAt", settlesAt),
    ...dateOf("settledAt", settledAt),
    ...dateOf("lastAttemptAt", lastAttemptAt),
    ...dateOf("nextChargeAt", nextChargeAt)
  }
}

const decodeRecord = (row: unknown) =>
  Effect.map(Schema.decodeUnknownEffect(Row)(row), (r): Billing.BillingRecord => {
    const payment = r.payment === null ? undefined : json<EncodedPayment>(r.payment)
    return {
      id: r.id,
      accountId: Ledger.AccountId.make(r.accountId),
      ...optional("apiKeyId", r.apiKeyId),
      method: r.method,
      status: r.status,
      amountCentavos: r.amountCentavos,
      dueDate: r.dueDate,
      ...optional("description", r.description),
      ...optional("externalReference", r.externalReference),
      customer: json<Billing.BillingCustomer>(r.customer),
      fineBps: r.fineBps,
      interestMonthlyBps: r.interestMonthlyBps,
      emitFiscalInvoice: r.emitFiscalInvoice,
      sequence: r.sequence,
      ...(r.boleto === null ? {} : { boleto: json<Billing.BillingBoleto>(r.boleto) }),
      ...(r.pix === null ? {} : { pix: json<Billing.BillingPix>(r.pix) }),
      ...(r.card === null ? {} : { card: decodeCard(r.card) }),
      ...(payment === undefined ? {} : { payment: { ...payment, paidAt: new Date(payment.paidAt) } }),
      ...optional("subscriptionId", r.subscriptionId),
      ...optional("subscriptionCycle", r.cycle),
      ...optional("refundDescription", r.refundDescription),
      version: r.version,
      requestFingerprint: r.requestFingerprint,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
      ...optional("overdueAt", r.overdueAt),
      ...optional("canceledAt", r.canceledAt),
      ...optional("refundedAt", r.refundedAt)
    }
  })

/** Rows as the domain's records (the transaction list reads billings back with it). */
export const decodeRecords = (rows: ReadonlyArray<unknown>) => Effect.forEach(rows, decodeRecord)

const storeError = (message: string) => (cause: unknown) =>
  new Billing.BillingStoreError({ message: `BillingStore.${message}: ${describeError(cause)}`, cause })

/** The columns a write sets from a record (every one but the keys and what a create fixes). */
const written = (record: Billing.BillingRecord) => ({
  status: record.status,
  payment:
    record.payment === undefined
      ? null
      : JSON.stringify({ ...record.payment, paidAt: record.payment.paidAt.toISOString() }),
  card: record.card === undefined ? null : encodeCard(record.card),
  settlesAt: record.status === "CONFIRMED" ? (record.card?.settlesAt ?? null) : null,
  chargeDueAt: Billing.isPayable(record) ? (record.card?.nextChargeAt ?? null) : null,
  refundDescription: record.refundDescription ?? null,
  version: record.version,
  updatedAt: record.updatedAt,
  overdueAt: record.overdueAt ?? null,
  canceledAt: record.canceledAt ?? null,
  refundedAt: record.refundedAt ?? null
})

const filtersWhere = (sql: SqlClient.SqlClient, accountId: string, f: Billing.BillingListFilters) => {
  const where: Array<Statement.Fragment> = [sql`account_id = ${accountId}`]
  if (f.status !== undefined) where.push(sql`status = ${f.status}`)
  if (f.method !== undefined) where.push(sql`method = ${f.method}`)
  if (f.customerId !== undefined) where.push(sql`customer_id = ${f.customerId}`)
  if (f.externalReference !== undefined) where.push(sql`external_reference = ${f.externalReference}`)
  if (f.dueDateFrom !== undefined) where.push(sql`due_date >= ${f.dueDateFrom}`)
  if (f.dueDateTo !== undefined) where.push(sql`due_date <= ${f.dueDateTo}`)
  if (f.createdFrom !== undefined) where.push(sql`created_at >= ${f.createdFrom}::timestamptz`)
  if (f.createdTo !== undefined) where.push(sql`created_at <= ${f.createdTo}::timestamptz`)
  return sql.and(where)
}

/**
 * Billings on PostgreSQL (migration 0039); joins the caller's transaction through the `SqlClient`. An insert goes in
 * with `ON CONFLICT DO NOTHING`, so a taken reference fails no statement; a write is a compare-and-set on `version`.
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const { cols, catching, findOne, findMany, findListPage } = tableReads(sql, {
    name: "billings",
    columns,
    decode: decodeRecord,
    storeError,
    span: "BillingStore"
  })

  const insert = (record: Billing.BillingRecord) =>
    Effect.gen(function* () {
      const rows = yield* sql<{ readonly id: string }>`INSERT INTO billings ${sql.insert({
        accountId: record.accountId,
        id: record.id,
        apiKeyId: record.apiKeyId ?? null,
        method: record.method,
        amountCentavos: record.amountCentavos,
        dueDate: record.dueDate,
        description: record.description ?? null,
        externalReference: record.externalReference ?? null,
        customer: JSON.stringify(record.customer),
        customerId: record.customer.customerId ?? null,
        fineBps: record.fineBps,
        interestMonthlyBps: record.interestMonthlyBps,
        emitFiscalInvoice: record.emitFiscalInvoice,
        sequence: record.sequence,
        boleto: record.boleto === undefined ? null : JSON.stringify(record.boleto),
        barcode: record.boleto?.barcode ?? null,
        pix: record.pix === undefined ? null : JSON.stringify(record.pix),
        pixTxid: record.pix?.txid ?? null,
        subscriptionId: record.subscriptionId ?? null,
        cycle: record.subscriptionCycle ?? null,
        requestFingerprint: record.requestFingerprint,
        createdAt: record.createdAt,
        ...written(record)
      })} ON CONFLICT DO NOTHING RETURNING id`
      if (rows.length > 0) return
      if (record.externalReference !== undefined) {
        const taken = yield* sql`SELECT 1 FROM billings
          WHERE account_id = ${record.accountId} AND external_reference = ${record.externalReference}`
        if (taken.length > 0) {
          return yield* new Billing.DuplicateBillingReference({
            accountId: record.accountId,
            externalReference: record.externalReference
          })
        }
      }
      if (record.subscriptionId !== undefined) {
        const billed = yield* sql`SELECT 1 FROM billings
          WHERE subscription_id = ${record.subscriptionId} AND cycle = ${record.subscriptionCycle ?? null}`
        if (billed.length > 0) {
          return yield* new Billing.DuplicateBillingCycle({
            subscriptionId: record.subscriptionId,
            cycle: record.subscriptionCycle ?? 0
          })
        }
      }
      return yield* new Billing.BillingStoreError({ message: "duplicate billing id, number, barcode or txid" })
    }).pipe(catching("insert"))

  return Billing.BillingStore.of({
    nextSequence: sql<{ readonly n: bigint }>`SELECT nextval('billing_sequence') AS n`.pipe(
      Effect.flatMap((rows) => Schema.decodeUnknownEffect(Int8)(rows[0]?.n)),
      catching("nextSequence")
    ),
    insert,
    findById: (accountId, id) => findOne(sql`account_id = ${accountId} AND id = ${id}`, "findById"),
    findByExternalReference: (accountId, reference) =>
      findOne(sql`account_id = ${accountId} AND external_reference = ${reference}`, "findByExternalReference"),
    findByBillingId: (id) => findOne(sql`id = ${id}`, "findByBillingId"),
    findByBarcode: (barcode) => findOne(sql`barcode = ${barcode}`, "findByBarcode"),
    findByPixTxid: (txid) => findOne(sql`pix_txid = ${txid}`, "findByPixTxid"),
    findManyByAccount: (accountId, filters, page) =>
      findListPage(filtersWhere(sql, accountId, filters), page, "findManyByAccount"),
    findManyBySubscription: (accountId, subscriptionId) =>
      findMany(
        sql`SELECT ${cols} FROM billings WHERE account_id = ${accountId} AND subscription_id = ${subscriptionId}
          ORDER BY cycle LIMIT ${Billing.subscriptionBillingsMax}`,
        "findManyBySubscription"
      ),
    findSettlementDue: (now, limit) =>
      findMany(
        sql`SELECT ${cols} FROM billings WHERE status = 'CONFIRMED' AND settles_at <= ${now}::timestamptz
          ORDER BY settles_at, id LIMIT ${Math.max(0, Math.min(limit, Billing.dueBatchMax))}`,
        "findSettlementDue"
      ),
    findCardChargeDue: (now, limit) =>
      findMany(
        sql`SELECT ${cols} FROM billings
          WHERE status IN ('PENDING', 'OVERDUE') AND charge_due_at <= ${now}::timestamptz
          ORDER BY charge_due_at, id LIMIT ${Math.max(0, Math.min(limit, Billing.dueBatchMax))}`,
        "findCardChargeDue"
      ),
    findDue: (today, limit) =>
      findMany(
        sql`SELECT ${cols} FROM billings WHERE status = 'PENDING' AND due_date < ${today}
          ORDER BY due_date, id LIMIT ${Math.max(0, Math.min(limit, Billing.dueBatchMax))}`,
        "findDue"
      ),
    update: (next, expectedVersion) =>
      sql`UPDATE billings SET ${sql.update(written(next))}
          WHERE account_id = ${next.accountId} AND id = ${next.id} AND version = ${expectedVersion}
          RETURNING ${cols}`.pipe(
        Effect.flatMap((rows): Effect.Effect<Billing.BillingRecord, Billing.BillingChanged | Schema.SchemaError> =>
          rows[0] === undefined
            ? Effect.fail(new Billing.BillingChanged({ billingId: next.id }))
            : decodeRecord(rows[0])
        ),
        catching("update")
      )
  })
})

/** The SQL billing store; needs a migrated database. */
export const layer: Layer.Layer<Billing.BillingStore, never, SqlClient.SqlClient> = Layer.effect(
  Billing.BillingStore,
  make
)
