import { Result, Schema } from "effect"
import {
  type IdempotencyKey as Key,
  IdempotencyKey,
  type IdempotencyRecord,
  InvalidIdempotencyKey,
  keyLengthMax,
  type StoredResponse
} from "./Model.ts"

/**
 * The canonical JSON text of a value: object keys sorted (by UTF-16 code units), no whitespace, `undefined` fields
 * left out, arrays in order. Two bodies that differ only in key order or spacing have the same text.
 */
export const canonicalJson = (value: unknown): string => {
  if (value === null || typeof value !== "object") {
    const text = JSON.stringify(value)
    return text === undefined ? "null" : text
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`
}

/** The text whose SHA-256 is a request's fingerprint: method, path and canonical body. */
export const fingerprintText = (method: string, path: string, body: unknown): string =>
  `${method.toUpperCase()} ${path}\n${canonicalJson(body)}`

/** Parses an `Idempotency-Key` header value; `undefined` (no header) is no key. */
export const parseKey = (header: string | undefined): Result.Result<Key | undefined, InvalidIdempotencyKey> =>
  header === undefined
    ? Result.succeed(undefined)
    : Result.mapError(
        Schema.decodeUnknownResult(IdempotencyKey)(header),
        () =>
          new InvalidIdempotencyKey({
            message: `Idempotency-Key must be 1 to ${keyLengthMax} visible ASCII characters (no spaces)`
          })
      )

/**
 * Whether a key's row has expired at `nowMs`: its 24 h ended (`expiresAt` at or before `nowMs`). An expired row is as
 * good as absent: a new request takes it over, and pruning at `nowMs` deletes it.
 */
export const isExpired = (record: Pick<IdempotencyRecord, "expiresAt">, nowMs: number): boolean =>
  record.expiresAt.getTime() <= nowMs

/** What to do with a request whose key already has a row. */
export type Decision =
  | { readonly _tag: "Replay"; readonly response: StoredResponse }
  | { readonly _tag: "Mismatch" }
  | { readonly _tag: "InFlight"; readonly retryAfterSeconds: number }
  | { readonly _tag: "TakeOver" }

/**
 * The decision for a request with `fingerprint` on a key whose row is `existing`, at `nowMs`:
 * - a row past its 24 h is as good as absent: take it over;
 * - another fingerprint (another method, path or body): `Mismatch` (422), whatever the row's state;
 * - COMPLETED: `Replay` its answer;
 * - PENDING under a live lease: `InFlight` (409), retry after the lease's remaining seconds;
 * - PENDING past its lease (its holder crashed): take it over and run the request.
 */
export const decide = (existing: IdempotencyRecord, fingerprint: string, nowMs: number): Decision => {
  if (isExpired(existing, nowMs)) return { _tag: "TakeOver" }
  if (existing.fingerprint !== fingerprint) return { _tag: "Mismatch" }
  if (existing.status === "COMPLETED" && existing.response !== undefined) {
    return { _tag: "Replay", response: existing.response }
  }
  const leftMs = existing.lockedUntil.getTime() - nowMs
  return leftMs > 0
    ? { _tag: "InFlight", retryAfterSeconds: Math.max(1, Math.ceil(leftMs / 1000)) }
    : { _tag: "TakeOver" }
}

/**
 * Whether an answer is stored as the key's answer: successes only. A refusal moved nothing, so the key is released
 * and a corrected request may use it again; a 5xx's outcome may be retried the same way.
 */
export const isStored = (statusCode: number): boolean => statusCode >= 200 && statusCode < 300
