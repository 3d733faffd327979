import { PixAutomatic, Tracing } from "@trilho/domain"
import { Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import type * as Statement from "effect/sql/Statement"
import { describeError, failWith } from "./internal.ts"
import { findPage } from "./ListQuery.ts"
import {
  authorizationColumns,
  authorizationWritten,
  decodeAuthorization,
  decodeInstruction,
  instructionColumns,
  instructionWritten
} from "./PixAutomaticRows.ts"
import { catchingFor } from "./TableReads.ts"

const storeError = (message: string) => (cause: unknown) =>
  new PixAutomatic.PixAutomaticStoreError({ message: `PixAutomaticStore.${message}: ${describeError(cause)}`, cause })

const batch = (limit: number) => Math.max(0, Math.min(limit, PixAutomatic.pixAutomaticBatchMax))

/**
 * PIX Automático on PostgreSQL (migration 0041); joins the caller's transaction through the `SqlClient`. Inserts go
 * in with `ON CONFLICT DO NOTHING`, so a taken period fails no statement; writes are a compare-and-set on `version`.
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const catching = catchingFor(storeError, "PixAutomaticStore")
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
      })}`.pipe(Effect.asVoid, catching("insertAuthorization")),

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
      }).pipe(catching("insertInstruction")),

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
