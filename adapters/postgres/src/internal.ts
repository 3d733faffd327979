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
