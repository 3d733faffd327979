import { Tracing } from "@trilho/domain"
import { Effect, type Schema } from "effect"
import type { SqlClient } from "effect/sql"
import type * as Statement from "effect/sql/Statement"
import { catchAdapterFailures } from "./internal.ts"
import { findPage } from "./ListQuery.ts"

/** A table a store reads its records from: its name, the columns read back, their decoder and the port's error. */
export interface ReadTable<A, S> {
  readonly name: string
  readonly columns: string
  readonly decode: (row: unknown) => Effect.Effect<A, Schema.SchemaError>
  /** The port's error of a failed read: `(message) => (cause) => error`. */
  readonly storeError: (message: string) => (cause: unknown) => S
  /** The span prefix, the port's name (`CryptoDepositStore`): each read is the span `<span>.<name>`. */
  readonly span: string
}

/**
 * Maps an adapter's own failures (SQL, decoding) of the read or write `name` to the port's error
 * (`catchAdapterFailures`) and names its span `<span>.<name>`.
 */
export const catchingFor =
  <S>(storeError: (message: string) => (cause: unknown) => S, span: string) =>
  (name: string) =>
  <X, E, R>(self: Effect.Effect<X, E, R>) =>
    self.pipe(catchAdapterFailures(storeError)(name), Tracing.span(`${span}.${name}`))

/**
 * The reads a store of one table makes, each mapping the adapter's own failures (SQL, decoding) to the port's error
 * (`catchAdapterFailures`) under its span: one record by a `WHERE`, the records a statement returns, and a page of
 * an account's list (`ListQuery.findPage`, newest first, with the count).
 */
export const tableReads = <A, S>(sql: SqlClient.SqlClient, table: ReadTable<A, S>) => {
  const cols = sql.literal(table.columns)

  const catching = catchingFor(table.storeError, table.span)

  const findOne = (where: Statement.Fragment, name: string) =>
    sql`SELECT ${cols} FROM ${sql(table.name)} WHERE ${where} LIMIT 1`.pipe(
      Effect.flatMap((rows) => (rows[0] === undefined ? Effect.succeedNone : Effect.asSome(table.decode(rows[0])))),
      catching(name)
    )

  const findMany = (statement: Statement.Statement<object>, name: string) =>
    statement.pipe(
      Effect.flatMap((rows) => Effect.forEach(rows, table.decode)),
      catching(name)
    )

  const findListPage = (
    matching: Statement.Fragment,
    page: { readonly page: number; readonly pageSize: number },
    name: string
  ) =>
    Effect.gen(function* () {
      const { rows, total } = yield* findPage(sql, { table: table.name, columns: cols, matching, page })
      return { items: yield* Effect.forEach(rows, table.decode), total }
    }).pipe(catching(name))

  return { cols, catching, findOne, findMany, findListPage } as const
}
