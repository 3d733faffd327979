import type { SqlError } from "@effect/sql/SqlError"
import { Schema } from "effect"

/**
 * A PostgreSQL `bigint` as node-postgres returns it (decimal text), or a number: decoded to a safe integer. Amounts,
 * counts and ids of the platform stay within 2^53.
 */
export const Int8 = Schema.Union(Schema.Number, Schema.NumberFromString).pipe(
  Schema.filter((n) => Number.isSafeInteger(n), { message: () => "a safe integer" })
)

/** The SQLSTATE and constraint of a failed statement, when the server reported them. */
export const pgErrorOf = (error: SqlError): { readonly code?: string; readonly constraint?: string } => {
  const cause = error.cause as { readonly code?: unknown; readonly constraint?: unknown } | undefined
  return {
    ...(typeof cause?.code === "string" ? { code: cause.code } : {}),
    ...(typeof cause?.constraint === "string" ? { constraint: cause.constraint } : {})
  }
}

/** A unique violation (23505), optionally of one constraint. */
export const isUniqueViolation = (error: SqlError, constraint?: string): boolean => {
  const e = pgErrorOf(error)
  return e.code === "23505" && (constraint === undefined || e.constraint === constraint)
}

/** A readable message for an infrastructure failure: the driver's message, not only the adapter's. */
export const describeError = (error: unknown): string => {
  const e = error as { readonly message?: unknown; readonly cause?: { readonly message?: unknown } }
  const outer = typeof e?.message === "string" ? e.message : String(error)
  const inner = typeof e?.cause?.message === "string" ? e.cause.message : undefined
  return inner === undefined || inner === outer ? outer : `${outer}: ${inner}`
}

/**
 * PostgreSQL's `timestamptz` spans 4713 BC to 294276 AD, JavaScript's `Date` ±275,760 years: a list's date bound
 * outside the years 1 to 9999 is moved to that edge, which every stored time lies within, so it matches the same rows
 * and never reaches the server out of range.
 */
const timeMinMs = Date.parse("0001-01-01T00:00:00.000Z")
const timeMaxMs = Date.parse("9999-12-31T23:59:59.999Z")
export const clampListDates = <F extends { readonly dateFrom?: Date | undefined; readonly dateTo?: Date | undefined }>(
  filters: F
): F => {
  const clamp = (date: Date | undefined) =>
    date === undefined ? undefined : new Date(Math.min(Math.max(date.getTime(), timeMinMs), timeMaxMs))
  return { ...filters, dateFrom: clamp(filters.dateFrom), dateTo: clamp(filters.dateTo) }
}
