import { Charges, Subaccounts, SubaccountStore, Tracing } from "@trilho/domain"
import { Effect, Layer, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"
import type * as Statement from "effect/sql/Statement"
import { describeError, failWith, Int8, pageWindow } from "./internal.ts"
import { catchingFor } from "./TableReads.ts"

/** The columns of a subaccount read back (never the document's bytes). */
const columns = [
  "account_id",
  "id",
  "external_reference",
  "name",
  "person_type",
  "full_name",
  "cpf",
  "birth_date",
  "postal_code",
  "cnpj",
  "company_name",
  "site",
  "document_file_name",
  "document_content_type",
  "document_size_bytes",
  "document_sha256",
  "status",
  "lock_mode",
  "limit_per_transaction_centavos",
  "limit_daily_centavos",
  "limit_monthly_centavos",
  "pix_in_percent_bps",
  "pix_in_fixed_centavos",
  "pix_out_percent_bps",
  "pix_out_fixed_centavos",
  "request_fingerprint",
  "created_at",
  "updated_at"
].join(", ")

const NullableInt = Schema.NullOr(Int8)

const Row = Schema.Struct({
  accountId: Schema.String,
  id: Schema.String,
  externalReference: Schema.String,
  name: Schema.String,
  personType: Schema.String,
  fullName: Schema.String,
  cpf: Schema.String,
  birthDate: Schema.String,
  postalCode: Schema.String,
  cnpj: Schema.NullOr(Schema.String),
  companyName: Schema.NullOr(Schema.String),
  site: Schema.NullOr(Schema.String),
  documentFileName: Schema.NullOr(Schema.String),
  documentContentType: Schema.NullOr(Schema.String),
  documentSizeBytes: NullableInt,
  documentSha256: Schema.NullOr(Schema.String),
  status: Schema.String,
  lockMode: Schema.NullOr(Schema.String),
  limitPerTransactionCentavos: NullableInt,
  limitDailyCentavos: NullableInt,
  limitMonthlyCentavos: NullableInt,
  pixInPercentBps: Int8,
  pixInFixedCentavos: Int8,
  pixOutPercentBps: Int8,
  pixOutFixedCentavos: Int8,
  requestFingerprint: Schema.String,
  createdAt: Schema.Date,
  updatedAt: Schema.Date
})

const optional = <K extends string, V>(key: K, value: V | null) =>
  (value === null ? {} : { [key]: value }) as { [P in K]?: V }

const decodeRecord = (row: unknown) =>
  Effect.flatMap(Schema.decodeUnknownEffect(Row)(row), (r) =>
    Schema.decodeUnknownEffect(Subaccounts.SubaccountRecord)({
      id: r.id,
      accountId: r.accountId,
      externalReference: r.externalReference,
      name: r.name,
      personType: r.personType,
      fullName: r.fullName,
      cpf: r.cpf,
      birthDate: r.birthDate,
      postalCode: r.postalCode,
      ...optional("cnpj", r.cnpj),
      ...optional("companyName", r.companyName),
      ...optional("site", r.site),
      ...(r.documentSha256 === null
        ? {}
        : {
            document: {
              fileName: r.documentFileName ?? "",
              contentType: r.documentContentType ?? "",
              sizeBytes: r.documentSizeBytes ?? 0,
              sha256: r.documentSha256
            }
          }),
      status: r.status,
      lockMode: r.lockMode,
      limits: {
        ...optional("limitPerTransactionCentavos", r.limitPerTransactionCentavos),
        ...optional("limitDailyCentavos", r.limitDailyCentavos),
        ...optional("limitMonthlyCentavos", r.limitMonthlyCentavos)
      },
      surcharge: {
        pixIn: { percentBps: r.pixInPercentBps, fixedCentavos: r.pixInFixedCentavos },
        pixOut: { percentBps: r.pixOutPercentBps, fixedCentavos: r.pixOutFixedCentavos }
      },
      requestFingerprint: r.requestFingerprint,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt
    })
  )

/** The mutable columns of a subaccount, as `update` writes them. */
const mutableOf = (record: Subaccounts.SubaccountRecord) => ({
  name: record.name,
  status: record.status,
  lockMode: record.lockMode,
  limitPerTransactionCentavos: record.limits.limitPerTransactionCentavos ?? null,
  limitDailyCentavos: record.limits.limitDailyCentavos ?? null,
  limitMonthlyCentavos: record.limits.limitMonthlyCentavos ?? null,
  pixInPercentBps: record.surcharge.pixIn.percentBps,
  pixInFixedCentavos: record.surcharge.pixIn.fixedCentavos,
  pixOutPercentBps: record.surcharge.pixOut.percentBps,
  pixOutFixedCentavos: record.surcharge.pixOut.fixedCentavos,
  updatedAt: record.updatedAt,
  deletedAt: record.status === "DELETED" ? record.updatedAt : null
})

const MoveRow = Schema.Struct({
  accountId: Schema.String,
  id: Schema.String,
  kind: Schema.String,
  fromSubaccountId: Schema.NullOr(Schema.String),
  toSubaccountId: Schema.NullOr(Schema.String),
  amountCentavos: Int8,
  description: Schema.NullOr(Schema.String),
  externalReference: Schema.NullOr(Schema.String),
  requestFingerprint: Schema.String,
  entryId: Schema.String,
  createdAt: Schema.Date
})

const decodeMove = (row: unknown) =>
  Effect.flatMap(Schema.decodeUnknownEffect(MoveRow)(row), (r) =>
    Schema.decodeUnknownEffect(Subaccounts.SubaccountMoveRecord)({
      id: r.id,
      accountId: r.accountId,
      kind: r.kind,
      ...optional("fromSubaccountId", r.fromSubaccountId),
      ...optional("toSubaccountId", r.toSubaccountId),
      amountCentavos: r.amountCentavos,
      ...optional("description", r.description),
      ...optional("externalReference", r.externalReference),
      requestFingerprint: r.requestFingerprint,
      entryId: r.entryId,
      createdAt: r.createdAt
    })
  )

const storeError = (message: string) => (cause: unknown) =>
  new Subaccounts.SubaccountStoreError({ message: `SubaccountStore.${message}: ${describeError(cause)}`, cause })

/**
 * Subaccounts on PostgreSQL. Inserts go in with `ON CONFLICT … DO NOTHING` on the unique reference indexes, so a
 * repeated reference writes nothing and fails no statement (the caller's transaction stays usable, and a concurrent
 * insert of the same reference waits for the first one's commit, then reports the duplicate).
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const catching = catchingFor(storeError, "SubaccountStore")
  const cols = sql.literal(columns)

  const findOne = (where: Statement.Fragment, name: string, suffix: Statement.Fragment = sql``) =>
    sql`SELECT ${cols} FROM subaccounts WHERE ${where} ${suffix}`.pipe(
      Effect.flatMap((rows) => (rows[0] === undefined ? Effect.succeedNone : Effect.asSome(decodeRecord(rows[0])))),
      Effect.catchTags({
        SqlError: failWith(storeError(`${name} failed`)),
        SchemaError: failWith(storeError(`${name} unexpected row`))
      }),
      Tracing.span(`SubaccountStore.${name}`)
    )

  return SubaccountStore.SubaccountStore.of({
    insert: (record, documentBytes) =>
      sql<{ readonly id: string }>`
        INSERT INTO subaccounts ${sql.insert({
          accountId: record.accountId,
          id: record.id,
          externalReference: record.externalReference,
          personType: record.personType,
          fullName: record.fullName,
          cpf: record.cpf,
          birthDate: record.birthDate,
          postalCode: record.postalCode,
          cnpj: record.cnpj ?? null,
          companyName: record.companyName ?? null,
          site: record.site ?? null,
          documentFileName: record.document?.fileName ?? null,
          documentContentType: record.document?.contentType ?? null,
          documentSizeBytes: record.document?.sizeBytes ?? null,
          documentSha256: record.document?.sha256 ?? null,
          documentBytes: documentBytes ?? null,
          ...mutableOf(record),
          requestFingerprint: record.requestFingerprint,
          createdAt: record.createdAt
        })}
        -- The partial unique index states Subaccounts.holdsReference: unique among the account's live subaccounts.
        ON CONFLICT (account_id, external_reference) WHERE status <> 'DELETED' DO NOTHING
        RETURNING id`.pipe(
        Effect.mapError(storeError("insert failed")),
        Effect.flatMap((rows) =>
          rows.length > 0
            ? Effect.void
            : Effect.fail(
                new Subaccounts.DuplicateSubaccountReference({
                  accountId: record.accountId,
                  externalReference: record.externalReference
                })
              )
        ),
        Tracing.span("SubaccountStore.insert")
      ),
    findById: (accountId, id) => findOne(sql`account_id = ${accountId} AND id = ${id}`, "findById"),
    findByIdForUpdate: (accountId, id) =>
      findOne(sql`account_id = ${accountId} AND id = ${id}`, "findByIdForUpdate", sql`FOR UPDATE`),
    findByExternalReference: (accountId, externalReference) =>
      findOne(
        // Subaccounts.holdsReference.
        sql`account_id = ${accountId} AND external_reference = ${externalReference} AND status <> 'DELETED'`,
        "findByExternalReference"
      ),
    findManyByAccount: (accountId, filters, page) =>
      Effect.gen(function* () {
        const where = sql.and([
          sql`account_id = ${accountId}`,
          sql`status <> 'DELETED'`, // Subaccounts.isLive
          ...(filters.status === undefined ? [] : [sql`status = ${filters.status}`])
        ])
        const { limit, offset } = pageWindow(page.page, page.pageSize, Charges.chargePageSizeMax)
        const rows = yield* sql`
          SELECT ${cols}, count(*) OVER () AS total FROM subaccounts WHERE ${where}
          ORDER BY created_at DESC, id DESC
          LIMIT ${limit} OFFSET ${offset}`
        const items = yield* Effect.forEach(rows, decodeRecord)
        const total =
          rows[0] === undefined
            ? (yield* sql<{ readonly total: unknown }>`SELECT count(*) AS total FROM subaccounts WHERE ${where}`)[0]
                ?.total
            : (rows[0] as { readonly total: unknown }).total
        return { items, total: Number(total ?? 0) }
      }).pipe(catching("findManyByAccount")),
    update: (record) =>
      sql`UPDATE subaccounts SET ${sql.update(mutableOf(record))}
          WHERE account_id = ${record.accountId} AND id = ${record.id}`.pipe(
        Effect.asVoid,
        Effect.mapError(storeError("update failed")),
        Tracing.span("SubaccountStore.update")
      ),
    findDocumentBytes: (accountId, id) =>
      sql<{ readonly documentBytes: Uint8Array | null }>`
        SELECT document_bytes FROM subaccounts WHERE account_id = ${accountId} AND id = ${id}`.pipe(
        Effect.map((rows) => Option.fromNullishOr(rows[0]?.documentBytes ?? null)),
        Effect.mapError(storeError("findDocumentBytes failed")),
        Tracing.span("SubaccountStore.findDocumentBytes")
      ),
    insertMove: (move) =>
      sql<{ readonly id: string }>`
        INSERT INTO subaccount_moves ${sql.insert({
          accountId: move.accountId,
          id: move.id,
          kind: move.kind,
          fromSubaccountId: move.fromSubaccountId ?? null,
          toSubaccountId: move.toSubaccountId ?? null,
          amountCentavos: move.amountCentavos,
          description: move.description ?? null,
          externalReference: move.externalReference ?? null,
          requestFingerprint: move.requestFingerprint,
          entryId: move.entryId,
          createdAt: move.createdAt
        })}
        ON CONFLICT (account_id, external_reference) WHERE external_reference IS NOT NULL DO NOTHING
        RETURNING id`.pipe(
        Effect.mapError(storeError("insertMove failed")),
        Effect.flatMap((rows) =>
          rows.length > 0
            ? Effect.void
            : Effect.fail(
                new Subaccounts.DuplicateMoveReference({
                  accountId: move.accountId,
                  externalReference: move.externalReference ?? ""
                })
              )
        ),
        Tracing.span("SubaccountStore.insertMove")
      ),
    findMoveByExternalReference: (accountId, externalReference) =>
      sql`SELECT account_id, id, kind, from_subaccount_id, to_subaccount_id, amount_centavos, description,
                 external_reference, request_fingerprint, entry_id, created_at
            FROM subaccount_moves WHERE account_id = ${accountId} AND external_reference = ${externalReference}`.pipe(
        Effect.flatMap((rows) => (rows[0] === undefined ? Effect.succeedNone : Effect.asSome(decodeMove(rows[0])))),
        catching("findMoveByExternalReference")
      )
  })
})

/** The subaccount store on SQL; needs a migrated database. */
export const layer: Layer.Layer<SubaccountStore.SubaccountStore, never, SqlClient.SqlClient> = Layer.effect(
  SubaccountStore.SubaccountStore,
  make
)
