import { Schema } from "effect"

/** Characters of an `Idempotency-Key`, at most (Stripe's limit). */
export const keyLengthMax = 255

/** How long a key binds its first request and answer: 24 h from the first request. */
export const keyTtlMs = 24 * 60 * 60 * 1000

/**
 * How long a request holds its key while it runs. A key still PENDING after its lease (the process crashed or lost
 * its database mid-request) may be taken over by a retry.
 */
export const leaseMs = 60 * 1000

/**
 * An `Idempotency-Key`: 1 to 255 visible ASCII characters (0x21 to 0x7E; no spaces or control characters). A UUID v4
 * is the recommended form.
 */
export const IdempotencyKey = Schema.String.check(
  Schema.isMinLength(1),
  Schema.isMaxLength(keyLengthMax),
  Schema.isPattern(/^[\x21-\x7e]+$/)
).pipe(Schema.brand("IdempotencyKey"))
export type IdempotencyKey = typeof IdempotencyKey.Type

/** Where a key lives: keys are scoped per API key (within its account). */
export interface KeyScope {
  readonly accountId: string
  readonly apiKeyId: string
  readonly key: IdempotencyKey
}

/** The first answer to a key's request, as sent: its status and its body without the `requestId`. */
export interface StoredResponse {
  readonly statusCode: number
  /** JSON text of `{message, data}` in wire form. */
  readonly bodyJson: string
}

/** A key's row: PENDING while its request runs (under a lease), COMPLETED with the first answer. */
export interface IdempotencyRecord extends KeyScope {
  /** The hash of method, path and canonical body of the request that took the key. */
  readonly fingerprint: string
  readonly status: "PENDING" | "COMPLETED"
  /** Random per holder: every write after the insert is a compare-and-set on it. */
  readonly lockToken: string
  readonly lockedUntil: Date
  readonly response?: StoredResponse | undefined
  readonly createdAt: Date
  readonly expiresAt: Date
}

/** The `Idempotency-Key` header is not 1 to 255 visible ASCII characters. */
export class InvalidIdempotencyKey extends Schema.TaggedError<InvalidIdempotencyKey>()("InvalidIdempotencyKey", {
  message: Schema.String
}) {}

/** The key was first used with another request (method, path or body). */
export class IdempotencyKeyReused extends Schema.TaggedError<IdempotencyKeyReused>()("IdempotencyKeyReused", {
  message: Schema.String
}) {}

/** The key's first request is still running. */
export class IdempotencyKeyInUse extends Schema.TaggedError<IdempotencyKeyInUse>()("IdempotencyKeyInUse", {
  retryAfterSeconds: Schema.Int,
  message: Schema.String
}) {}
