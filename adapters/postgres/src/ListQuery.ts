import { Charges } from "@trilho/domain"
import { Effect, Schema } from "effect"
import type { SqlClient } from "effect/sql"
import type * as Statement from "effect/sql/Statement"
import { boundedCount, Int8, pageWindow } from "./internal.ts"

/** The filters every list of the API takes (`GET /payment-pix/list` and the lists named after it). */
export interface ListFilters {
  readonly dateFrom?: Date | undefined
  readonly dateTo?: Date | undefined
  readonly status?: string | undefined
  readonly externalReference?: string | undefined
  readonly subaccountId?: string | undefined
  readonly search?: string | undefined
}

/**
 * The `WHERE` of an account's list: its rows, `created_at` within the dates (both inclusive, already clamped), the
 * exact status, reference and subaccount, and `search` as a case-insensitive substring of any of `searchColumns`
 * (a substring test, not LIKE: `%` and `_` in a search are plain characters). `subaccountId` is only read from
 * tables that have the column (`withSubaccount`).
 */
export const listWhere = (
  sql: SqlClient.SqlClient,
  accountId: string,
  filters: ListFilters,
  options: { readonly searchColumns: ReadonlyArray<string>; readonly withSubaccount: boolean }
): Statement.Fragment => {
  const where: Array<Statement.Fragment> = [sql`account_id = ${accountId}`]
  if (filters.dateFrom !== undefined) where.push(sql`created_at >= ${filters.dateFrom}::timestamptz`)
  if (filters.dateTo !== undefined) where.push(sql`created_at <= ${filters.dateTo}::timestamptz`)
  if (filters.status !== undefined) where.push(sql`status = ${filters.status}`)
  if (filters.externalReference !== undefined) where.push(sql`external_reference = ${filters.externalReference}`)
  if (options.withSubaccount && filters.subaccountId !== undefined) {
    where.push(sql`subaccount_id = ${filters.subaccountId}`)
  }
  if (filters.search !== undefined && filters.search !== "") {
    const needle = filters.search
    where.push(sql.or(options.searchColumns.map((column) => sql`strpos(lower(${sql(column)}), lower(${needle})) > 0`)))
  }
  return sql.and(where)
}

/**
 * One page of `table`'s rows matching `matching`, newest first (ties by id), with the count of every matching row:
 * carried by the page's rows (`count(*) OVER ()`), or counted apart when the page is empty (past the end, or of size
 * 0). `page` is clamped to 1.. and `pageSize` to 0..`Charges.chargePageSizeMax` (`pageWindow`).
 */
export const findPage = (
  sql: SqlClient.SqlClient,
  query: {
    readonly table: string
    readonly columns: Statement.Fragment
    readonly matching: Statement.Fragment
    readonly page: { readonly page: number; readonly pageSize: number }
    /** The column of the list's time (default `created_at`). */
    readonly createdAt?: string
  }
) =>
  Effect.gen(function* () {
    const { limit: pageSize, offset } = pageWindow(query.page.page, query.page.pageSize, Charges.chargePageSizeMax)
    const table = sql(query.table)
    const createdAt = sql(query.createdAt ?? "created_at")
    const rows =
      pageSize === 0
        ? []
        : yield* sql<{ readonly total: bigint }>`
            SELECT ${query.columns}, count(*) OVER () AS total
              FROM ${table}
             WHERE ${query.matching}
             ORDER BY ${createdAt} DESC, id COLLATE "C" DESC
             LIMIT ${pageSize} OFFSET ${offset}`
    if (rows[0] !== undefined) return { rows, total: yield* Schema.decodeUnknownEffect(Int8)(rows[0].total) }
    const counted = yield* sql<{
      readonly total: bigint
    }>`SELECT count(*) AS total FROM ${table} WHERE ${query.matching}`
    return { rows, total: yield* Schema.decodeUnknownEffect(Int8)(counted[0]?.total) }
  })

/**
 * The rows of `table` in `status` last written at or before `updatedBefore`, oldest write first (ties by id), at most
 * `limit` (clamped to 0..`batchMax`): the worker's next moves of a status machine, read through a partial index.
 */
export const findDue = (
  sql: SqlClient.SqlClient,
  query: {
    readonly table: string
    readonly columns: Statement.Fragment
    readonly status: string
    readonly updatedBefore: Date
    readonly limit: number
    readonly batchMax: number
  }
) =>
  sql`SELECT ${query.columns} FROM ${sql(query.table)}
       WHERE status = ${query.status} AND updated_at <= ${query.updatedBefore}::timestamptz
       ORDER BY updated_at, id COLLATE "C" LIMIT ${boundedCount(query.limit, 0, query.batchMax)}`
