import { Ledger, PixAutomatic, Tracing } from "@trilho/domain"
import { Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import type * as Statement from "effect/sql/Statement"
import { describeError, failWith, Int8 } from "./internal.ts"
import { findPage } from "./ListQuery.ts"

const authorizationColumns = [
  "account_id",
  "id",
  "api_key_id",
  "id_rec",
  "customer_id",
  "payer_name",
  "payer_document",
  "contract_id",
  "description",
  "frequency",
  "start_date",
  "end_date",
  "fixed_amount_centavos",
  "max_amount_centavos",
  "retry_policy",
  "status",
  "first_instruction_id",
  "copy_paste",
  "consent_expires_at",
  "end_reason",
  "version",
  "created_at",
  "updated_at",
  "approved_at",
  "ended_at"
].join(", ")

const instructionColumns = [
  "account_id",
  "id",
  "api_key_id",
  "authorization_id",
  "id_rec",
  "first",
  "amount_centavos",
  "fee_centavos",
  "net_centavos",
  "due_date",
  "period",
  "holds_period",
  "description",
  "status",
  "reason",
  "end_to_end_id",
  "request_fingerprint",
  "version",
  "created_at",
  "updated_at",
  "paid_at"
].join(", ")

const AuthorizationRow = Schema.Struct({
  accountId: Schema.String,
  id: Schema.String,
  apiKeyId: Schema.NullOr(Schema.String),
  idRec: PixAutomatic.IdRec,
  customerId: Schema.String,
  payerName: Schema.String,
  payerDocument: Schema.String,
  contractId: Schema.String,
  description: Schema.NullOr(Schema.String),
  frequency: PixAutomatic.Frequency,
  startDate: Schema.String,
  endDate: Schema.NullOr(Schema.String),
  fixedAmountCentavos: Schema.NullOr(Int8),
  maxAmountCentavos: Schema.NullOr(Int8),
  retryPolicy: PixAutomatic.RetryPolicy,
  status: PixAutomatic.AuthorizationStatus,
  firstInstructionId: Schema.String,
  copyPaste: Schema.String,
  consentExpiresAt: Schema.Date,
  endReason: Schema.NullOr(PixAutomatic.AuthorizationEndReason),
  version: Schema.Number,
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
  approvedAt: Schema.NullOr(Schema.Date),
  endedAt: Schema.NullOr(Schema.Date)
})

const InstructionRow = Schema.Struct({
  accountId: Schema.String,
  id: Schema.String,
  apiKeyId: Schema.NullOr(Schema.String),
  authorizationId: Schema.String,
  idRec: PixAutomatic.IdRec,
  first: Schema.Boolean,
  amountCentavos: Int8,
  feeCentavos: Int8,
  netCentavos: Int8,
  dueDate: Schema.String,
  period: Schema.Number,
  holdsPeriod: Schema.Boolean,
  description: Schema.NullOr(Schema.String),
  status: PixAutomatic.InstructionStatus,
  reason: Schema.NullOr(PixAutomatic.InstructionReason),
  endToEndId: Schema.NullOr(Schema.String),
  requestFingerprint: Schema.String,
  version: Schema.Number,
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
  paidAt: Schema.NullOr(Schema.Date)
})

const optional = <K extends string, V>(key: K, value: V | null) =>
  (value === null ? {} : { [key]: value }) as { [P in K]?: V }

const decodeAuthorization = (row: unknown) =>
  Effect.map(Schema.decodeUnknownEffect(AuthorizationRow)(row), (r): PixAutomatic.AuthorizationRecord => ({
    id: r.id,
    accountId: Ledger.AccountId.make(r.accountId),
    ...optional("apiKeyId", r.apiKeyId),
    idRec: r.idRec,
    payer: { customerId: r.customerId, name: r.payerName, document: r.payerDocument },
    contractId: r.contractId,
    ...optional("description", r.description),
    frequency: r.frequency,
    startDate: r.startDate,
    ...optional("endDate", r.endDate),
    ...optional("fixedAmountCentavos", r.fixedAmountCentavos),
    ...optional("maxAmountCentavos", r.maxAmountCentavos),
    retryPolicy: r.retryPolicy,
    status: r.status,
    firstInstructionId: r.firstInstructionId,
    copyPaste: r.copyPaste,
    consentExpiresAt: r.consentExpiresAt,
    ...optional("endReason", r.endReason),
    version: r.version,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    ...optional("approvedAt", r.approvedAt),
    ...optional("endedAt", r.endedAt)
  }))

const decodeInstruction = (row: unknown) =>
  Effect.map(Schema.decodeUnknownEffect(InstructionRow)(row), (r): PixAutomatic.InstructionRecord => ({
    id: r.id,
    accountId: Ledger.AccountId.make(r.accountId),
    ...optional("apiKeyId", r.apiKeyId),
    authorizationId: r.authorizationId,
    idRec: r.idRec,
    first: r.first,
    amountCentavos: r.amountCentavos,
    feeCentavos: r.feeCentavos,
    netCentavos: r.netCentavos,
    dueDate: r.dueDate,
    period: r.period,
    holdsPeriod: r.holdsPeriod,
    ...optional("description", r.description),
    status: r.status,
    ...optional("reason", r.reason),
    ...optional("endToEndId", r.endToEndId),
    requestFingerprint: r.requestFingerprint,
    version: r.version,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    ...optional("paidAt", r.paidAt)
  }))

const storeError = (message: string) => (cause: unknown) =>
  new PixAutomatic.PixAutomaticStoreError({ message: `PixAutomaticStore.${message}: ${describeError(cause)}`, cause })

const authorizationWritten = (r: PixAutomatic.AuthorizationRecord) => ({
  status: r.status,
  endReason: r.endReason ?? null,
  version: r.version,
  updatedAt: r.updatedAt,
  approvedAt: r.approvedAt ?? null,
  endedAt: r.endedAt ?? null
})

const instructionWritten = (r: PixAutomatic.InstructionRecord) => ({
  status: r.status,
  holdsPeriod: r.holdsPeriod,
  reason: r.reason ?? null,
  endToEndId: r.endToEndId ?? null,
  version: r.version,
  updatedAt: r.updatedAt,
  paidAt: r.paidAt ?? null
})

const batch = (limit: number) => Math.max(0, Math.min(limit, PixAutomatic.pixAutomaticBatchMax))

/**
 * PIX Automático on PostgreSQL (migration 0041); joins the caller's transaction through the `SqlClient`. Inserts go
 * in with `ON CONFLICT DO NOTHING`, so a taken period fails no statement; writes are a compare-and-set on `version`.
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const authCols = sql.literal(authorizationColumns)
  const instCols = sql.literal(instructionColumns)

  const read =
    <A>(decode: (row: unknown) => Effect.Effect<A, Schema.SchemaError>, name: string) =>
    (statement: Statement.Statement<object>) =>
      statement.pipe(
        Effect.flatMap((rows) => Effect.forEach(rows, decode)),
        Effect.catchTags({
          SqlError: failWith(storeError(`${name} failed`)),
          SchemaError: failWith(storeError(`${name} unexpected row`))
        }),
        Tracing.span(`PixAutomaticStore.${name}`)
      )
  const first = <A>(rows: ReadonlyArray<A>) =>
    rows[0] === undefined ? Effect.succeedNone : Effect.succeedSome(rows[0])
  const listed =
    <A>(decode: (row: unknown) => Effect.Effect<A, Schema.SchemaError>, table: string, name: string) =>
    (matching: Statement.Fragment, page: PixAutomatic.PixAutomaticPageRequest) =>
      Effect.gen(function* () {
        const { rows, total } = yield* findPage(sql, {
          table,
          columns: table === "pix_automatic_authorizations" ? authCols : instCols,
          matching,
          page
        })
        return { items: yield* Effect.forEach(rows, decode), total }
      }).pipe(
        Effect.catchTags({
          SqlError: failWith(storeError(`${name} failed`)),
          SchemaError: failWith(storeError(`${name} unexpected row`))
        }),
        Tracing.span(`PixAutomaticStore.${name}`)
      )
  const listAuthorizations = listed(decodeAuthorization, "pix_automatic_authorizations", "findAuthorizationsByAccount")
  const listInstructions = listed(decodeInstruction, "pix_automatic_instructions", "findInstructionsByAccount")

  return PixAutomatic.PixAutomaticStore.of({
    insertAuthorization: (r) =>
      sql`INSERT INTO pix_automatic_authorizations ${sql.insert({
        accountId: r.accountId,
        id: r.id,
        apiKeyId: r.apiKeyId ?? null,
        idRec: r.idRec,
        customerId: r.payer.customerId,
        payerName: r.payer.name,
        payerDocument: r.payer.document,
        contractId: r.contractId,
        description: r.description ?? null,
        frequency: r.frequency,
        startDate: r.startDate,
        endDate: r.endDate ?? null,
        fixedAmountCentavos: r.fixedAmountCentavos ?? null,
        maxAmountCentavos: r.maxAmountCentavos ?? null,
        retryPolicy: r.retryPolicy,
        firstInstructionId: r.firstInstructionId,
        copyPaste: r.copyPaste,
        consentExpiresAt: r.consentExpiresAt,
        createdAt: r.createdAt,
        ...authorizationWritten(r)
      })}`.pipe(
        Effect.asVoid,
        Effect.catchTag("SqlError", failWith(storeError("insertAuthorization failed"))),
        Tracing.span("PixAutomaticStore.insertAuthorization")
      ),

    insertInstruction: (r) =>
      Effect.gen(function* () {
        const rows = yield* sql`INSERT INTO pix_automatic_instructions ${sql.insert({
          accountId: r.accountId,
          id: r.id,
          apiKeyId: r.apiKeyId ?? null,
          authorizationId: r.authorizationId,
          idRec: r.idRec,
          first: r.first,
          amountCentavos: r.amountCentavos,
          feeCentavos: r.feeCentavos,
          netCentavos: r.netCentavos,
          dueDate: r.dueDate,
          period: r.period,
          description: r.description ?? null,
          requestFingerprint: r.requestFingerprint,
          createdAt: r.createdAt,
          ...instructionWritten(r)
        })} ON CONFLICT DO NOTHING RETURNING id`
        if (rows.length > 0) return
        const sameId = yield* sql`SELECT 1 FROM pix_automatic_instructions WHERE id = ${r.id}`
        if (sameId.length > 0) return yield* new PixAutomatic.PixAutomaticStoreError({ message: "duplicate id" })
        return yield* new PixAutomatic.PixAutomaticDueDateNotAllowed({
          message: "dueDate: that period already has an instalment"
        })
      }).pipe(
        Effect.catchTag("SqlError", failWith(storeError("insertInstruction failed"))),
        Tracing.span("PixAutomaticStore.insertInstruction")
      ),

    findAuthorization: (accountId, id) =>
      Effect.flatMap(
        read(
          decodeAuthorization,
          "findAuthorization"
        )(
          sql`SELECT ${authCols} FROM pix_automatic_authorizations
              WHERE account_id = ${accountId} AND (id = ${id} OR id_rec = ${id}) LIMIT 1`
        ),
        first
      ),

    findAuthorizationsByAccount: (accountId, filters, page) =>
      listAuthorizations(
        sql.and([
          sql`account_id = ${accountId}`,
          ...(filters.status === undefined ? [] : [sql`status = ${filters.status}`]),
          ...(filters.customerId === undefined ? [] : [sql`customer_id = ${filters.customerId}`])
        ]),
        page
      ),

    findConsentExpired: (now, limit) =>
      read(
        decodeAuthorization,
        "findConsentExpired"
      )(
        sql`SELECT ${authCols} FROM pix_automatic_authorizations
            WHERE status = 'PENDING_CONSENT' AND consent_expires_at <= ${now}
            ORDER BY consent_expires_at, id COLLATE "C" LIMIT ${batch(limit)}`
      ),

    updateAuthorization: (next, expectedVersion) =>
      Effect.flatMap(
        read(
          decodeAuthorization,
          "updateAuthorization"
        )(
          sql`UPDATE pix_automatic_authorizations SET ${sql.update(authorizationWritten(next))}
              WHERE account_id = ${next.accountId} AND id = ${next.id} AND version = ${expectedVersion}
              RETURNING ${authCols}`
        ),
        (rows) =>
          rows[0] === undefined
            ? Effect.fail(new PixAutomatic.PixAutomaticChanged({ id: next.id }))
            : Effect.succeed(rows[0])
      ),

    findInstruction: (accountId, id) =>
      Effect.flatMap(
        read(
          decodeInstruction,
          "findInstruction"
        )(sql`SELECT ${instCols} FROM pix_automatic_instructions WHERE account_id = ${accountId} AND id = ${id}`),
        first
      ),

    findInstructionsByAccount: (accountId, filters, page) =>
      listInstructions(
        sql.and([
          sql`account_id = ${accountId}`,
          ...(filters.status === undefined ? [] : [sql`status = ${filters.status}`]),
          ...(filters.authorizationId === undefined ? [] : [sql`authorization_id = ${filters.authorizationId}`])
        ]),
        page
      ),

    findScheduledByAuthorization: (accountId, authorizationId) =>
      read(
        decodeInstruction,
        "findScheduledByAuthorization"
      )(
        sql`SELECT ${instCols} FROM pix_automatic_instructions
            WHERE account_id = ${accountId} AND authorization_id = ${authorizationId} AND status = 'SCHEDULED'
            ORDER BY due_date, id COLLATE "C" LIMIT ${PixAutomatic.pixAutomaticBatchMax}`
      ),

    findDueInstructions: (date, limit) =>
      read(
        decodeInstruction,
        "findDueInstructions"
      )(
        sql`SELECT ${instCols} FROM pix_automatic_instructions
            WHERE status = 'SCHEDULED' AND NOT first AND due_date <= ${date}
            ORDER BY due_date, id COLLATE "C" LIMIT ${batch(limit)}`
      ),

    updateInstruction: (next, expectedVersion) =>
      Effect.flatMap(
        read(
          decodeInstruction,
          "updateInstruction"
        )(
          sql`UPDATE pix_automatic_instructions SET ${sql.update(instructionWritten(next))}
              WHERE account_id = ${next.accountId} AND id = ${next.id} AND version = ${expectedVersion}
              RETURNING ${instCols}`
        ),
        (rows) =>
          rows[0] === undefined
            ? Effect.fail(new PixAutomatic.PixAutomaticChanged({ id: next.id }))
            : Effect.succeed(rows[0])
      )
  })
})

/** The SQL PIX Automático store; needs a migrated database. */
export const layer: Layer.Layer<PixAutomatic.PixAutomaticStore, never, SqlClient.SqlClient> = Layer.effect(
  PixAutomatic.PixAutomaticStore,
  make
)
