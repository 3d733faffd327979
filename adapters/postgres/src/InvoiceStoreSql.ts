import { Fiscal, InvoiceStore, Tracing } from "@trilho/domain"
import { Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import type * as Statement from "effect/sql/Statement"
import { catchAdapterFailures, describeError, Int8 } from "./internal.ts"
import { findDue, findPage } from "./ListQuery.ts"

const Row = Schema.Struct({
  accountId: Schema.String,
  id: Schema.String,
  apiKeyId: Schema.NullOr(Schema.String),
  sourceType: Schema.String,
  sourceId: Schema.String,
  status: Schema.String,
  serviceCentavos: Int8,
  issRateBps: Int8,
  issCentavos: Int8,
  serviceCode: Schema.String,
  cityCode: Schema.String,
  description: Schema.String,
  takerName: Schema.NullOr(Schema.String),
  takerTaxId: Schema.NullOr(Schema.String),
  protocol: Schema.NullOr(Schema.String),
  documentNumber: Schema.NullOr(Schema.String),
  verificationCode: Schema.NullOr(Schema.String),
  pdfUrl: Schema.NullOr(Schema.String),
  xmlUrl: Schema.NullOr(Schema.String),
  issuedAt: Schema.NullOr(Schema.Date),
  failureReason: Schema.NullOr(Schema.String),
  cancelReason: Schema.NullOr(Schema.String),
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
  submittedAt: Schema.NullOr(Schema.Date),
  failedAt: Schema.NullOr(Schema.Date),
  cancelledAt: Schema.NullOr(Schema.Date)
})

const optional = <K extends string, V>(key: K, value: V | null) =>
  (value === null ? {} : { [key]: value }) as Partial<Record<K, V>>

/** A row as the domain's record: `NULL` columns are absent fields. */
const decodeRecord = (row: unknown) =>
  Effect.gen(function* () {
    const r = yield* Schema.decodeUnknownEffect(Row)(row)
    const document =
      r.documentNumber === null
        ? {}
        : {
            document: {
              number: r.documentNumber,
              verificationCode: r.verificationCode ?? "",
              pdfUrl: r.pdfUrl ?? "",
              xmlUrl: r.xmlUrl ?? "",
              issuedAt: r.issuedAt ?? r.updatedAt
            }
          }
    return yield* Schema.decodeUnknownEffect(Fiscal.InvoiceRecord)({
      id: r.id,
      accountId: r.accountId,
      ...optional("apiKeyId", r.apiKeyId),
      source: { type: r.sourceType, id: r.sourceId },
      status: r.status,
      serviceCentavos: r.serviceCentavos,
      issRateBps: r.issRateBps,
      issCentavos: r.issCentavos,
      serviceCode: r.serviceCode,
      cityCode: r.cityCode,
      description: r.description,
      ...(r.takerName === null ? {} : { taker: { name: r.takerName, taxId: r.takerTaxId ?? "" } }),
      ...optional("protocol", r.protocol),
      ...document,
      ...optional("failureReason", r.failureReason),
      ...optional("cancelReason", r.cancelReason),
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
      ...optional("submittedAt", r.submittedAt),
      ...optional("failedAt", r.failedAt),
      ...optional("cancelledAt", r.cancelledAt)
    })
  })

const storeError = (message: string) => (cause: unknown) =>
  new InvoiceStore.InvoiceStoreError({ message: `InvoiceStore.${message}: ${describeError(cause)}`, cause })

/** The columns of `fiscal_invoices` read back, in `Row`'s order. */
export const columns = `account_id, id, api_key_id, source_type, source_id, status, service_centavos, iss_rate_bps,
  iss_centavos, service_code, city_code, description, taker_name, taker_tax_id, protocol, document_number,
  verification_code, pdf_url, xml_url, issued_at, failure_reason, cancel_reason, created_at, updated_at, submitted_at,
  failed_at, cancelled_at`

/**
 * Fiscal invoices on PostgreSQL (migration 0042). `insert` is one `INSERT … ON CONFLICT (account, source) DO NOTHING`:
 * a second opening of the same source writes nothing and reads the first back. A status move is one
 * `UPDATE … WHERE status = expected RETURNING`: of concurrent moves from one status, the first to lock the row wins
 * and the others match no row. Joins the caller's transaction through the `SqlClient`, so a move and its event commit
 * together.
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const catchStore =
    (name: string) =>
    <A, E, R>(effect: Effect.Effect<A, E, R>) =>
      effect.pipe(catchAdapterFailures(storeError)(name), Tracing.span(`InvoiceStore.${name}`))

  const cols = sql.literal(columns)
  const select = (where: Statement.Fragment) => sql`SELECT ${sql.literal(columns)} FROM fiscal_invoices WHERE ${where}`

  const findBySource = (accountId: string, source: Fiscal.InvoiceSource) =>
    Effect.flatMap(
      select(sql`account_id = ${accountId} AND source_type = ${source.type} AND source_id = ${source.id}`),
      (rows) => (rows[0] === undefined ? Effect.succeedNone : Effect.asSome(decodeRecord(rows[0])))
    )

  return InvoiceStore.InvoiceStore.of({
    insert: (record) =>
      Effect.gen(function* () {
        const d = record.document
        const rows = yield* sql`
          INSERT INTO fiscal_invoices (account_id, id, api_key_id, source_type, source_id, status, service_centavos,
                                       iss_rate_bps, iss_centavos, service_code, city_code, description, taker_name,
                                       taker_tax_id, protocol, document_number, verification_code, pdf_url, xml_url,
                                       issued_at, failure_reason, cancel_reason, created_at, updated_at, submitted_at,
                                       failed_at, cancelled_at)
          VALUES (${record.accountId}, ${record.id}, ${record.apiKeyId ?? null}::text, ${record.source.type},
                  ${record.source.id}, ${record.status}, ${record.serviceCentavos}, ${record.issRateBps},
                  ${record.issCentavos}, ${record.serviceCode}, ${record.cityCode}, ${record.description},
                  ${record.taker?.name ?? null}::text, ${record.taker?.taxId ?? null}::text,
                  ${record.protocol ?? null}::text, ${d?.number ?? null}::text, ${d?.verificationCode ?? null}::text,
                  ${d?.pdfUrl ?? null}::text, ${d?.xmlUrl ?? null}::text, ${d?.issuedAt ?? null}::timestamptz,
                  ${record.failureReason ?? null}::text, ${record.cancelReason ?? null}::text,
                  ${record.createdAt}::timestamptz, ${record.updatedAt}::timestamptz,
                  ${record.submittedAt ?? null}::timestamptz, ${record.failedAt ?? null}::timestamptz,
                  ${record.cancelledAt ?? null}::timestamptz)
          ON CONFLICT (account_id, source_type, source_id) DO NOTHING
          RETURNING id`
        if (rows.length > 0) return { record, inserted: true }
        const found = yield* findBySource(record.accountId, record.source)
        if (found._tag === "None") return yield* Effect.die(new Error(`invoice of ${record.source.id} vanished`))
        return { record: found.value, inserted: false }
      }).pipe(catchStore("insert")),

    findById: (accountId, id) =>
      Effect.flatMap(select(sql`account_id = ${accountId} AND id = ${id}`), (rows) =>
        rows[0] === undefined ? Effect.succeedNone : Effect.asSome(decodeRecord(rows[0]))
      ).pipe(catchStore("findById")),

    findBySource: (accountId, source) => findBySource(accountId, source).pipe(catchStore("findBySource")),

    findPage: (accountId, filters, page) =>
      Effect.gen(function* () {
        const where: Array<Statement.Fragment> = [sql`account_id = ${accountId}`]
        if (filters.status !== undefined) where.push(sql`status = ${filters.status}`)
        if (filters.sourceType !== undefined) where.push(sql`source_type = ${filters.sourceType}`)
        if (filters.sourceId !== undefined) where.push(sql`source_id = ${filters.sourceId}`)
        const { rows, total } = yield* findPage(sql, {
          table: "fiscal_invoices",
          columns: cols,
          matching: sql.and(where),
          page
        })
        return { items: yield* Effect.forEach(rows, decodeRecord), total }
      }).pipe(catchStore("findPage")),

    findDue: (status, updatedBefore, limit) =>
      Effect.flatMap(
        findDue(sql, {
          table: "fiscal_invoices",
          columns: cols,
          status,
          updatedBefore,
          limit,
          batchMax: Fiscal.invoiceAdvanceBatchMax
        }),
        (rows) => Effect.forEach(rows, decodeRecord)
      ).pipe(catchStore("findDue")),

    updateStatus: (accountId, id, expected, changes) =>
      Effect.gen(function* () {
        const d = changes.document
        const rows = yield* sql`
          UPDATE fiscal_invoices
             SET status = ${changes.status}, updated_at = ${changes.updatedAt}::timestamptz,
                 protocol = coalesce(${changes.protocol ?? null}::text, protocol),
                 document_number = coalesce(${d?.number ?? null}::text, document_number),
                 verification_code = coalesce(${d?.verificationCode ?? null}::text, verification_code),
                 pdf_url = coalesce(${d?.pdfUrl ?? null}::text, pdf_url),
                 xml_url = coalesce(${d?.xmlUrl ?? null}::text, xml_url),
                 issued_at = coalesce(${d?.issuedAt ?? null}::timestamptz, issued_at),
                 failure_reason = coalesce(${changes.failureReason ?? null}::text, failure_reason),
                 cancel_reason = coalesce(${changes.cancelReason ?? null}::text, cancel_reason),
                 submitted_at = coalesce(${changes.submittedAt ?? null}::timestamptz, submitted_at),
                 failed_at = coalesce(${changes.failedAt ?? null}::timestamptz, failed_at),
                 cancelled_at = coalesce(${changes.cancelledAt ?? null}::timestamptz, cancelled_at)
           WHERE account_id = ${accountId} AND id = ${id} AND status = ${expected}
          RETURNING ${sql.literal(columns)}`
        const row = rows[0]
        if (row === undefined) return yield* new InvoiceStore.InvoiceStatusChanged({ id, expected })
        return yield* decodeRecord(row)
      }).pipe(catchStore("updateStatus"))
  })
})

/** The SQL invoice store as a layer. */
export const layer = Layer.effect(InvoiceStore.InvoiceStore, make)
