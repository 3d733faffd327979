import { Effect, Schema, SchemaTransformation } from "effect"
import type { SqlClient } from "effect/sql"
import type { SqlError } from "effect/sql/SqlError"

/** A PostgreSQL `bigint` as the client returns it (a `bigint`), decoded to a number; `encode` gives the `bigint`. */
const NumberFromBigInt = Schema.BigInt.pipe(
  Schema.decodeTo(
    Schema.Number,
    SchemaTransformation.transform({ decode: (n: bigint) => Number(n), encode: (n: number) => BigInt(n) })
  )
)

/**
 * A PostgreSQL `bigint` (a `bigint` from the client), a `numeric` (decimal text, e.g. a `sum`) or a number: decoded to
 * a safe integer. Amounts, counts and ids of the platform stay within 2^53.
 */
export const Int8 = Schema.Union([NumberFromBigInt, Schema.Number, Schema.NumberFromString]).check(
  Schema.makeFilter((n: number) => Number.isSafeInteger(n) || "a safe integer")
)

/** The server's error fields of a failed statement (the driver keeps them on the reason's `cause`). */
const serverFieldsOf = (error: SqlError): { readonly code?: unknown; readonly constraint?: unknown } | undefined => {
  const cause = (error as { readonly reason?: { readonly cause?: unknown } }).reason?.cause
  return typeof cause === "object" && cause !== null ? (cause as { code?: unknown; constraint?: unknown }) : undefined
}

/** The SQLSTATE and constraint of a failed statement, when the server reported them. */
export const pgErrorOf = (error: SqlError): { readonly code?: string; readonly constraint?: string } => {
  const fields = serverFieldsOf(error)
  return {
    ...(typeof fields?.code === "string" ? { code: fields.code } : {}),
    ...(typeof fields?.constraint === "string" ? { constraint: fields.constraint } : {})
  }
}

/** Links of a failure's chain looked at, at most: a chain is a domain error, a `SqlError`, its reason, the server's. */
const chainLengthMax = 16

/** The objects along a failure's `cause` / `reason` chain, the failure first, each once. */
const chainOf = (failure: unknown): Array<object> => {
  const links: Array<object> = []
  const pending: Array<unknown> = [failure]
  while (pending.length > 0 && links.length < chainLengthMax) {
    const link = pending.shift()
    if (typeof link !== "object" || link === null || links.includes(link)) continue
    links.push(link)
    pending.push((link as { readonly reason?: unknown }).reason, (link as { readonly cause?: unknown }).cause)
  }
  return links
}

/**
 * The SQLSTATE the server answered a failed statement with, found along the failure's `cause` / `reason` chain (a
 * store error's `cause` is the `SqlError`, whose reason's `cause` carries the server's fields; PGlite's own
 * `DatabaseError` carries the same fields). Only a server error has a `severity`: a socket's `code` (`EPIPE`,
 * `ECONNREFUSED`) is not a SQLSTATE. `undefined` when the server said nothing.
 */
export const sqlStateOf = (failure: unknown): string | undefined => {
  for (const link of chainOf(failure)) {
    const { code, severity } = link as { readonly code?: unknown; readonly severity?: unknown }
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && typeof severity === "string") return code
  }
  return undefined
}

/**
 * SQLSTATE classes of a store that cannot serve now but may on a retry: 08 connection exception, 40 transaction
 * rollback (serialization failure, deadlock), 53 insufficient resources, 57 operator intervention (57014 a cancelled
 * statement or statement timeout, 57P01 a shutdown), 58 system error; and 55P03 lock not available.
 */
const unavailableClasses: ReadonlySet<string> = new Set(["08", "40", "53", "57", "58"])
const unavailableCodes: ReadonlySet<string> = new Set(["55P03"])

/** Failures of our side that never reach the server: rows that do not decode, parameters that do not encode. */
const ownSideTags: ReadonlySet<string> = new Set([
  "SchemaError",
  "ResultLengthMismatch",
  "PgTypesCodecError",
  "PgProtocolEncodeError"
])

const hasOwnSideFailure = (failure: unknown): boolean =>
  chainOf(failure).some((link) => {
    const tag = (link as { readonly _tag?: unknown })._tag
    return typeof tag === "string" && ownSideTags.has(tag)
  })

/**
 * Whether a store failure means the database is unavailable (a retry may succeed: answer 503), rather than that it
 * refused the statement (a bug of ours: answer 500). Unavailable: the server said nothing (connection refused, a pool
 * or connect timeout, a closed socket or pool), or answered with a SQLSTATE of class 08, 40, 53, 57 or 58, or 55P03.
 * Any other SQLSTATE (22 data exception, 23 integrity violation, 42 syntax or undefined object, P0 raised, XX
 * internal…) is a refused statement, and so is a row that does not decode or a parameter that does not encode.
 */
export const storageUnavailable = (failure: unknown): boolean => {
  const state = sqlStateOf(failure)
  if (state !== undefined) return unavailableClasses.has(state.slice(0, 2)) || unavailableCodes.has(state)
  return !hasOwnSideFailure(failure)
}

/** A unique violation (23505), optionally of one constraint. */
export const isUniqueViolation = (error: SqlError, constraint?: string): boolean => {
  const e = pgErrorOf(error)
  return e.code === "23505" && (constraint === undefined || e.constraint === constraint)
}

const messageOf = (value: unknown): string | undefined => {
  const message = typeof value === "object" && value !== null ? (value as { message?: unknown }).message : undefined
  return typeof message === "string" ? message : undefined
}

const causeOf = (value: unknown): unknown =>
  typeof value === "object" && value !== null ? ((value as { cause?: unknown }).cause ?? undefined) : undefined

/**
 * A readable message for an infrastructure failure: the driver's message, not only the adapter's. The `cause` of a
 * `SqlError` is its reason, whose own `cause` is the server's error: the message that says what went wrong.
 */
export const describeError = (error: unknown): string => {
  const parts = [messageOf(error) ?? String(error)]
  let level = causeOf(error)
  for (let depth = 0; level !== undefined && depth < 3; depth++) {
    const message = messageOf(level)
    if (message !== undefined && !parts.includes(message)) parts.push(message)
    level = causeOf(level)
  }
  return parts.join(": ")
}

/**
 * A count for `LIMIT` or `OFFSET`: `value` as an integer from `min` to `max`, NaN as `min`. Whatever a caller hands
 * over, the server is never sent a count it refuses (NaN or an infinity is `bigint out of range`).
 */
export const boundedCount = (value: number, min: number, max: number): number =>
  Number.isNaN(value) ? min : Math.min(Math.max(Math.trunc(value), min), max)

/** `LIMIT` and `OFFSET` of page `page` (from 1) of `pageSize` rows, the size bounded by `pageSizeMax`. */
export const pageWindow = (
  page: number,
  pageSize: number,
  pageSizeMax: number
): { readonly limit: number; readonly offset: number } => {
  const limit = boundedCount(pageSize, 0, pageSizeMax)
  const first = boundedCount(page, 1, Number.MAX_SAFE_INTEGER)
  return { limit, offset: boundedCount((first - 1) * limit, 0, Number.MAX_SAFE_INTEGER) }
}

/** A `catchTag(s)` handler failing with the error `f` makes of what it caught. */
export const failWith =
  <E>(f: (cause: unknown) => E) =>
  (cause: unknown): Effect.Effect<never, E> =>
    Effect.fail(f(cause))

/** Whether a piece of script holds anything but blanks and comments (what follows the last semicolon). */
const hasCode = (piece: string): boolean =>
  piece
    .replace(/--[^\n]*/g, "")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .trim() !== ""

/**
 * The statements of a SQL script, split at the semicolons outside quotes, quoted identifiers, dollar-quoted bodies
 * and comments. The driver speaks the extended query protocol only, which takes one statement per query.
 */
export const statementsOf = (script: string): Array<string> => {
  const statements: Array<string> = []
  let start = 0
  let i = 0
  const n = script.length
  const isIdentifierChar = (c: string | undefined) => c !== undefined && /[A-Za-z0-9_$]/.test(c)
  while (i < n) {
    const c = script[i]!
    if (c === "-" && script[i + 1] === "-") {
      const end = script.indexOf("\n", i)
      i = end < 0 ? n : end + 1
    } else if (c === "/" && script[i + 1] === "*") {
      let depth = 1
      i += 2
      while (i < n && depth > 0) {
        if (script[i] === "/" && script[i + 1] === "*") (depth++, (i += 2))
        else if (script[i] === "*" && script[i + 1] === "/") (depth--, (i += 2))
        else i++
      }
    } else if (c === "'" || c === '"') {
      const escapes = c === "'" && (script[i - 1] === "E" || script[i - 1] === "e") && !isIdentifierChar(script[i - 2])
      i++
      while (i < n) {
        if (escapes && script[i] === "\\") i += 2
        else if (script[i] === c && script[i + 1] === c) i += 2
        else if (script[i] === c) break
        else i++
      }
      i++
    } else if (c === "$" && !isIdentifierChar(script[i - 1])) {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(script.slice(i, i + 64))
      if (tag === null) {
        i++
      } else {
        const end = script.indexOf(tag[0], i + tag[0].length)
        i = end < 0 ? n : end + tag[0].length
      }
    } else if (c === ";") {
      statements.push(script.slice(start, i))
      i++
      start = i
    } else {
      i++
    }
  }
  statements.push(script.slice(start))
  return statements.filter(hasCode).map((s) => s.trim())
}

/**
 * Runs a SQL script (a migration), one statement at a time, in the caller's transaction. The scripts of the shipped
 * migrations are unchanged: only the way they reach the server is.
 */
export const runScript = (sql: SqlClient.SqlClient, script: string): Effect.Effect<void, SqlError> =>
  Effect.forEach(statementsOf(script), (statement) => sql.unsafe(statement).unprepared, { discard: true })

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

/** The failures of an adapter itself: a statement that failed, a row that did not decode. */
export type AdapterFailure = { readonly _tag: "SqlError" | "SchemaError" }

/** Whether a failure is the adapter's own (`AdapterFailure`) rather than one of the port's domain errors. */
export const isAdapterFailure = <E>(failure: E): failure is Extract<E, AdapterFailure> =>
  typeof failure === "object" &&
  failure !== null &&
  ["SqlError", "SchemaError"].includes((failure as { readonly _tag?: unknown })._tag as string)

/**
 * A store call's adapter failures as the port's storage error, built by `toError` from a message naming the call
 * (`"<name> failed"`, or `"<name> unexpected row"` for a row that did not decode) and the failure; the port's domain
 * errors pass through.
 */
export const catchAdapterFailures =
  <S>(toError: (message: string) => (cause: unknown) => S) =>
  (name: string) =>
  <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, Exclude<E, AdapterFailure> | S, R> =>
    Effect.catchIf(self, isAdapterFailure, (failure) =>
      Effect.fail(toError(`${name} ${failure._tag === "SqlError" ? "failed" : "unexpected row"}`)(failure))
    ) as never
