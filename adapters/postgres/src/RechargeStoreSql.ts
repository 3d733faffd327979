import { Recharge, RechargeStore, Tracing } from "@trilho/domain"
import { Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import type * as Statement from "effect/sql/Statement"
import { catchAdapterFailures, describeError, Int8 } from "./internal.ts"
import { findDue, findPage } from "./ListQuery.ts"

const Row = Schema.Struct({
  accountId: Schema.String,
  id: Schema.String,
  apiKeyId: Schema.NullOr(Schema.String),
  phone: Schema.String,
  operator: Schema.String,
  amountCentavos: Int8,
  status: Schema.String,
  operatorReference: Schema.NullOr(Schema.String),
  failureReason: Schema.NullOr(Schema.String),
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
  completedAt: Schema.NullOr(Schema.Date),
  canceledAt: Schema.NullOr(Schema.Date),
  failedAt: Schema.NullOr(Schema.Date)
})

/** A row as the domain's record: `NULL` columns are absent fields. */
const decodeRecord = (row: unknown) =>
  Effect.gen(function* () {
    const r = yield* Schema.decodeUnknownEffect(Row)(row)
    const optional = <K extends string, V>(key: K, value: V | null) =>
      (value === null ? {} : { [key]: value }) as Partial<Record<K, V>>
    return yield* Schema.decodeUnknownEffect(Recharge.RechargeRecord)({
      id: r.id,
      accountId: r.accountId,
      ...optional("apiKeyId", r.apiKeyId),
      phone: r.phone,
      operator: r.operator,
      amountCentavos: r.amountCentavos,
      status: r.status,
      ...optional("operatorReference", r.operatorReference),
      ...optional("failureReason", r.failureReason),
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
      ...optional("completedAt", r.completedAt),
      ...optional("canceledAt", r.canceledAt),
      ...optional("failedAt", r.failedAt)
    })
  })

/** Rows as the domain's records (the transaction list reads recharges back with it). */
export const decodeRecords = (rows: ReadonlyArray<unknown>) => Effect.forEach(rows, decodeRecord)

const storeError = (message: string) => (cause: unknown) =>
  new RechargeStore.RechargeStoreError({ message: `RechargeStore.${message}: ${describeError(cause)}`, cause })

/** The columns of `mobile_recharges` read back, in `Row`'s order. */
export const columns = `account_id, id, api_key_id, phone, operator, amount_centavos, status, operator_reference,
  failure_reason, created_at, updated_at, completed_at, canceled_at, failed_at`

/**
 * Mobile recharges on PostgreSQL (migration 0032). A status move is one `UPDATE … WHERE status = expected RETURNING`:
 * of concurrent moves from one status, the first to lock the row wins and the others match no row. Joins the caller's
 * transaction through the `SqlClient`, so a move and its ledger entry commit together.
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  /** Maps the adapter's own failures (SQL, decoding) to the port's error, and names the span. */
  const catchStore =
    (name: string) =>
    <A, E, R>(effect: Effect.Effect<A, E, R>) =>
      effect.pipe(catchAdapterFailures(storeError)(name), Tracing.span(`RechargeStore.${name}`))

  const cols = sql.literal(columns)
  const select = (where: Statement.Fragment) => sql`SELECT ${sql.literal(columns)} FROM mobile_recharges WHERE ${where}`

  return RechargeStore.RechargeStore.of({
    insert: (record) =>
      sql`
        INSERT INTO mobile_recharges (account_id, id, api_key_id, phone, operator, amount_centavos, status,
                                      operator_reference, failure_reason, created_at, updated_at, completed_at,
                                      canceled_at, failed_at)
        VALUES (${record.accountId}, ${record.id}, ${record.apiKeyId ?? null}::text, ${record.phone},
                ${record.operator}, ${record.amountCentavos}, ${record.status},
                ${record.operatorReference ?? null}::text, ${record.failureReason ?? null}::text,
                ${record.createdAt}::timestamptz, ${record.updatedAt}::timestamptz,
                ${record.completedAt ?? null}::timestamptz, ${record.canceledAt ?? null}::timestamptz,
                ${record.failedAt ?? null}::timestamptz)`.pipe(Effect.asVoid, catchStore("insert")),

    findById: (accountId, id) =>
      Effect.flatMap(select(sql`account_id = ${accountId} AND id = ${id}`), (rows) =>
        rows[0] === undefined ? Effect.succeedNone : Effect.asSome(decodeRecord(rows[0]))
      ).pipe(catchStore("findById")),

    findPage: (accountId, filters, page) =>
      Effect.gen(function* () {
        const where: Array<Statement.Fragment> = [sql`account_id = ${accountId}`]
        if (filters.status !== undefined) where.push(sql`status = ${filters.status}`)
        if (filters.phone !== undefined) where.push(sql`phone = ${filters.phone}`)
        if (filters.dateFrom !== undefined) where.push(sql`created_at >= ${filters.dateFrom}::timestamptz`)
        if (filters.dateTo !== undefined) where.push(sql`created_at <= ${filters.dateTo}::timestamptz`)
        const { rows, total } = yield* findPage(sql, {
          table: "mobile_recharges",
          columns: cols,
          matching: sql.and(where),
          page
        })
        return { items: yield* Effect.forEach(rows, decodeRecord), total }
      }).pipe(catchStore("findPage")),

    findDue: (status, updatedBefore, limit) =>
      Effect.flatMap(
        findDue(sql, {
          table: "mobile_recharges",
          columns: cols,
          status,
          updatedBefore,
          limit,
          batchMax: Recharge.rechargeAdvanceBatchMax
        }),
        (rows) => Effect.forEach(rows, decodeRecord)
      ).pipe(catchStore("findDue")),

    updateStatus: (accountId, id, expected, changes) =>
      Effect.gen(function* () {
        const rows = yield* sql`
          UPDATE mobile_recharges
             SET status = ${changes.status}, updated_at = ${changes.updatedAt}::timestamptz,
                 operator_reference = coalesce(${changes.operatorReference ?? null}::text, operator_reference),
                 failure_reason = coalesce(${changes.failureReason ?? null}::text, failure_reason),
                 completed_at = coalesce(${changes.completedAt ?? null}::timestamptz, completed_at),
                 canceled_at = coalesce(${changes.canceledAt ?? null}::timestamptz, canceled_at),
                 failed_at = coalesce(${changes.failedAt ?? null}::timestamptz, failed_at)
           WHERE account_id = ${accountId} AND id = ${id} AND status = ${expected}
          RETURNING ${sql.literal(columns)}`
        const row = rows[0]
        if (row === undefined) return yield* new RechargeStore.RechargeStatusChanged({ id, expected })
        return yield* decodeRecord(row)
      }).pipe(catchStore("updateStatus"))
  })
})

/** The SQL recharge store as a layer. */
export const layer = Layer.effect(RechargeStore.RechargeStore, make)
