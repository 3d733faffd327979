import { Bureau, BureauStore, Tracing } from "@trilho/domain"
import { Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import type * as Statement from "effect/sql/Statement"
import { boundedCount, catchAdapterFailures, describeError, Int8, isUniqueViolation, pageWindow } from "./internal.ts"

const DunningRow = Schema.Struct({
  accountId: Schema.String,
  id: Schema.String,
  apiKeyId: Schema.NullOr(Schema.String),
  billingId: Schema.String,
  type: Schema.String,
  status: Schema.String,
  description: Schema.NullOr(Schema.String),
  debtor: Schema.Unknown,
  address: Schema.Unknown,
  documents: Schema.Unknown,
  amountCentavos: Int8,
  feeCentavos: Int8,
  bureauReference: Schema.NullOr(Schema.String),
  cancelReason: Schema.NullOr(Schema.String),
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
  sentAt: Schema.NullOr(Schema.Date),
  registeredAt: Schema.NullOr(Schema.Date),
  paidOffAt: Schema.NullOr(Schema.Date),
  canceledAt: Schema.NullOr(Schema.Date)
})

const ReportRow = Schema.Struct({
  accountId: Schema.String,
  id: Schema.String,
  apiKeyId: Schema.NullOr(Schema.String),
  customerId: Schema.String,
  cpfCnpj: Schema.String,
  status: Schema.String,
  score: Int8,
  riskLevel: Schema.String,
  restrictions: Int8,
  feeCentavos: Int8,
  createdAt: Schema.Date
})

const parsed = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value)

const optional = <K extends string, V>(key: K, value: V | null) =>
  (value === null ? {} : { [key]: value }) as Partial<Record<K, V>>

/** A row as the domain's record: `NULL` columns are absent fields, JSON columns parsed. */
const decodeDunning = (row: unknown) =>
  Effect.gen(function* () {
    const r = yield* Schema.decodeUnknownEffect(DunningRow)(row)
    return yield* Schema.decodeUnknownEffect(Bureau.DunningRecord)({
      id: r.id,
      accountId: r.accountId,
      ...optional("apiKeyId", r.apiKeyId),
      billingId: r.billingId,
      type: r.type,
      status: r.status,
      ...optional("description", r.description),
      debtor: parsed(r.debtor),
      address: parsed(r.address),
      documents: parsed(r.documents),
      amountCentavos: r.amountCentavos,
      feeCentavos: r.feeCentavos,
      ...optional("bureauReference", r.bureauReference),
      ...optional("cancelReason", r.cancelReason),
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
      ...optional("sentAt", r.sentAt),
      ...optional("registeredAt", r.registeredAt),
      ...optional("paidOffAt", r.paidOffAt),
      ...optional("canceledAt", r.canceledAt)
    })
  })

const decodeReport = (row: unknown) =>
  Effect.gen(function* () {
    const r = yield* Schema.decodeUnknownEffect(ReportRow)(row)
    const { apiKeyId, ...rest } = r
    return yield* Schema.decodeUnknownEffect(Bureau.ReportRecord)({ ...rest, ...optional("apiKeyId", apiKeyId) })
  })

const storeError = (message: string) => (cause: unknown) =>
  new BureauStore.BureauStoreError({ message: `BureauStore.${message}: ${describeError(cause)}`, cause })

const dunningColumns = `account_id, id, api_key_id, billing_id, type, status, description, debtor, address, documents,
  amount_centavos, fee_centavos, bureau_reference, cancel_reason, created_at, updated_at, sent_at, registered_at,
  paid_off_at, canceled_at`

const reportColumns = `account_id, id, api_key_id, customer_id, cpf_cnpj, status, score, risk_level, restrictions,
  fee_centavos, created_at`

/**
 * Dunnings, their documents and reports on PostgreSQL (migration 0048). A dunning and its documents are inserted in
 * one statement; a second active dunning of a billing breaks the partial unique index and is `DunningAlreadyExists`.
 * A status move is one `UPDATE … WHERE status = expected RETURNING`. Joins the caller's transaction through the
 * `SqlClient`, so a record and its fee's ledger entry commit together.
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const catchStore =
    (name: string) =>
    <A, E, R>(effect: Effect.Effect<A, E, R>) =>
      effect.pipe(catchAdapterFailures(storeError)(name), Tracing.span(`BureauStore.${name}`))

  const selectDunnings = (where: Statement.Fragment) =>
    sql`SELECT ${sql.literal(dunningColumns)} FROM bureau_dunnings WHERE ${where}`
  const selectReports = (where: Statement.Fragment) =>
    sql`SELECT ${sql.literal(reportColumns)} FROM bureau_reports WHERE ${where}`

  /** `count(*)` and one page of `table` under `where`, newest first. */
  const pageOf = <A, E1, E2>(
    table: "bureau_dunnings" | "bureau_reports",
    where: ReadonlyArray<Statement.Fragment>,
    page: { readonly page: number; readonly pageSize: number },
    select: (where: Statement.Fragment) => Effect.Effect<ReadonlyArray<unknown>, E1>,
    decode: (row: unknown) => Effect.Effect<A, E2>
  ) =>
    Effect.gen(function* () {
      const { limit, offset } = pageWindow(page.page, page.pageSize, Bureau.bureauPageSizeMax)
      const matching = sql.and(where)
      const counted = yield* sql<{ readonly total: unknown }>`
        SELECT count(*) AS total FROM ${sql.literal(table)} WHERE ${matching}`
      const total = yield* Schema.decodeUnknownEffect(Int8)(counted[0]?.total)
      if (limit === 0 || offset >= total) return { items: [] as Array<A>, total }
      const rows = yield* select(
        sql`${matching} ORDER BY created_at DESC, id COLLATE "C" DESC LIMIT ${limit} OFFSET ${boundedCount(offset, 0, total)}`
      )
      return { items: yield* Effect.forEach(rows, decode), total }
    })

  return BureauStore.BureauStore.of({
    insertDunning: (record, files) =>
      Effect.gen(function* () {
        yield* sql`
          INSERT INTO bureau_dunnings (account_id, id, api_key_id, billing_id, type, status, description, debtor,
                                       address, documents, amount_centavos, fee_centavos, bureau_reference,
                                       cancel_reason, created_at, updated_at, sent_at, registered_at, paid_off_at,
                                       canceled_at)
          VALUES (${record.accountId}, ${record.id}, ${record.apiKeyId ?? null}::text, ${record.billingId},
                  ${record.type}, ${record.status}, ${record.description ?? null}::text,
                  ${JSON.stringify(record.debtor)}::jsonb, ${JSON.stringify(record.address)}::jsonb,
                  ${JSON.stringify(record.documents)}::jsonb, ${record.amountCentavos}, ${record.feeCentavos},
                  ${record.bureauReference ?? null}::text, ${record.cancelReason ?? null}::text,
                  ${record.createdAt}::timestamptz, ${record.updatedAt}::timestamptz,
                  ${record.sentAt ?? null}::timestamptz, ${record.registeredAt ?? null}::timestamptz,
                  ${record.paidOffAt ?? null}::timestamptz, ${record.canceledAt ?? null}::timestamptz)`.pipe(
          Effect.catchIf(
            (error) => isUniqueViolation(error, "bureau_dunnings_active_billing"),
            () => Effect.fail(new BureauStore.DunningAlreadyExists({ billingId: record.billingId }))
          )
        )
        for (const [position, bytes] of files.entries()) {
          yield* sql`
            INSERT INTO bureau_dunning_documents (account_id, dunning_id, position, bytes)
            VALUES (${record.accountId}, ${record.id}, ${position}, ${bytes})`
        }
      }).pipe(catchStore("insertDunning")),

    findDunningById: (accountId, id) =>
      Effect.flatMap(selectDunnings(sql`account_id = ${accountId} AND id = ${id}`), (rows) =>
        rows[0] === undefined ? Effect.succeedNone : Effect.asSome(decodeDunning(rows[0]))
      ).pipe(catchStore("findDunningById")),

    findActiveDunning: (accountId, billingId) =>
      Effect.flatMap(
        selectDunnings(
          sql`account_id = ${accountId} AND billing_id = ${billingId} AND status IN ('PENDING', 'SENT', 'REGISTERED')`
        ),
        (rows) => (rows[0] === undefined ? Effect.succeedNone : Effect.asSome(decodeDunning(rows[0])))
      ).pipe(catchStore("findActiveDunning")),

    findDocumentBytes: (accountId, dunningId) =>
      sql<{ readonly bytes: Uint8Array }>`
        SELECT bytes FROM bureau_dunning_documents
         WHERE account_id = ${accountId} AND dunning_id = ${dunningId} ORDER BY position`.pipe(
        Effect.map((rows) => rows.map((r) => new Uint8Array(r.bytes))),
        catchStore("findDocumentBytes")
      ),

    findDunningPage: (accountId, filters, page) => {
      const where: Array<Statement.Fragment> = [sql`account_id = ${accountId}`]
      if (filters.status !== undefined) where.push(sql`status = ${filters.status}`)
      if (filters.billingId !== undefined) where.push(sql`billing_id = ${filters.billingId}`)
      return pageOf("bureau_dunnings", where, page, selectDunnings, decodeDunning).pipe(catchStore("findDunningPage"))
    },

    findDueDunnings: (status, updatedBefore, limit) =>
      Effect.flatMap(
        selectDunnings(
          sql`status = ${status} AND updated_at <= ${updatedBefore}::timestamptz
              ORDER BY updated_at, id COLLATE "C" LIMIT ${boundedCount(limit, 0, Bureau.dunningAdvanceBatchMax)}`
        ),
        (rows) => Effect.forEach(rows, decodeDunning)
      ).pipe(catchStore("findDueDunnings")),

    updateDunningStatus: (accountId, id, expected, changes) =>
      Effect.gen(function* () {
        const rows = yield* sql`
          UPDATE bureau_dunnings
             SET status = ${changes.status}, updated_at = ${changes.updatedAt}::timestamptz,
                 bureau_reference = coalesce(${changes.bureauReference ?? null}::text, bureau_reference),
                 cancel_reason = coalesce(${changes.cancelReason ?? null}::text, cancel_reason),
                 sent_at = coalesce(${changes.sentAt ?? null}::timestamptz, sent_at),
                 registered_at = coalesce(${changes.registeredAt ?? null}::timestamptz, registered_at),
                 paid_off_at = coalesce(${changes.paidOffAt ?? null}::timestamptz, paid_off_at),
                 canceled_at = coalesce(${changes.canceledAt ?? null}::timestamptz, canceled_at)
           WHERE account_id = ${accountId} AND id = ${id} AND status = ${expected}
          RETURNING ${sql.literal(dunningColumns)}`
        const row = rows[0]
        if (row === undefined) return yield* new BureauStore.DunningStatusChanged({ id, expected })
        return yield* decodeDunning(row)
      }).pipe(catchStore("updateDunningStatus")),

    insertReport: (record) =>
      sql`
        INSERT INTO bureau_reports (account_id, id, api_key_id, customer_id, cpf_cnpj, status, score, risk_level,
                                    restrictions, fee_centavos, created_at)
        VALUES (${record.accountId}, ${record.id}, ${record.apiKeyId ?? null}::text, ${record.customerId},
                ${record.cpfCnpj}, ${record.status}, ${record.score}, ${record.riskLevel}, ${record.restrictions},
                ${record.feeCentavos}, ${record.createdAt}::timestamptz)`.pipe(
        Effect.asVoid,
        catchStore("insertReport")
      ),

    findReportById: (accountId, id) =>
      Effect.flatMap(selectReports(sql`account_id = ${accountId} AND id = ${id}`), (rows) =>
        rows[0] === undefined ? Effect.succeedNone : Effect.asSome(decodeReport(rows[0]))
      ).pipe(catchStore("findReportById")),

    findReportPage: (accountId, filters, page) => {
      const where: Array<Statement.Fragment> = [sql`account_id = ${accountId}`]
      if (filters.customerId !== undefined) where.push(sql`customer_id = ${filters.customerId}`)
      if (filters.cpfCnpj !== undefined) where.push(sql`cpf_cnpj = ${filters.cpfCnpj}`)
      return pageOf("bureau_reports", where, page, selectReports, decodeReport).pipe(catchStore("findReportPage"))
    }
  })
})

/** The SQL bureau store as a layer. */
export const layer = Layer.effect(BureauStore.BureauStore, make)
