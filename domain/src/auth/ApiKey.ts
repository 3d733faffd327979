import { Effect, Schema } from "effect"
import { AccountId } from "../ledger/Model.ts"
import { Crypto } from "../shared/Crypto.ts"

/** Every live key starts with this prefix, so leaked keys are easy to scan for. */
export const apiKeyPrefix = "trl_live_"
/** Random bytes behind a key (DESIGN §7: at least 32). */
export const apiKeyRandomBytes = 32
/** Characters of the key kept in clear beside its hash, to tell keys apart in listings. */
export const apiKeyHintLength = 4
/** Requests per minute of a key unless it carries its own limit (spec: 100). */
export const requestsPerMinuteDefault = 100
/** Permissions per key, at most. */
export const permissionsPerKeyMax = 200
/** Allowlist entries per key, at most. */
export const ipAllowlistMax = 50

export const ApiKeyId = Schema.String.check(Schema.isPattern(/^key_[0-9A-Za-z]{8,40}$/)).pipe(Schema.brand("ApiKeyId"))
export type ApiKeyId = typeof ApiKeyId.Type

/** A permission: `resource/operation`, a group wildcard `resource/*`, or `*` for everything. */
export const Permission = Schema.String.check(
  Schema.isPattern(/^(\*|[a-z0-9-]+(\/[a-z0-9-]+)*(\/\*)?)$/),
  Schema.isMaxLength(100)
)
export type Permission = typeof Permission.Type

/** The stored form of an API key: never the key itself, only its SHA-256. */
export const ApiKey = Schema.Struct({
  id: ApiKeyId,
  accountId: AccountId,
  name: Schema.String,
  hashHex: Schema.String,
  hint: Schema.String,
  rail: Schema.Literal("PADRAO"),
  permissions: Schema.Array(Permission),
  ipAllowlist: Schema.Array(Schema.String),
  requestsPerMinute: Schema.Int.check(Schema.isGreaterThan(0)),
  revoked: Schema.Boolean,
  createdAt: Schema.Date
})
export type ApiKey = typeof ApiKey.Type

const base62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

/** Encodes bytes as base62 text (big-endian), the alphabet of keys and ids. */
export const toBase62 = (bytes: Uint8Array): string => {
  let n = 0n
  for (const b of bytes) n = (n << 8n) | BigInt(b)
  let out = ""
  while (n > 0n) {
    out = base62[Number(n % 62n)] + out
    n /= 62n
  }
  return out.padStart(Math.ceil((bytes.length * 8) / Math.log2(62)), "0")
}

/** A new secret key: the prefix and 32 random bytes in base62. Shown once; only its hash is stored. */
export const generateSecret = Effect.map(
  Effect.flatMap(Crypto, (crypto) => crypto.randomBytes(apiKeyRandomBytes)),
  (bytes) => `${apiKeyPrefix}${toBase62(bytes)}`
)

/** The stored digest of a secret key. */
export const hashSecret = (secret: string) => Effect.flatMap(Crypto, (crypto) => crypto.sha256Hex(secret))

/** Whether a presented string has the shape of a key (checked before any lookup). */
export const looksLikeKey = (secret: string): boolean =>
  secret.startsWith(apiKeyPrefix) &&
  secret.length >= apiKeyPrefix.length + 40 &&
  secret.length <= 120 &&
  /^[A-Za-z0-9_]+$/.test(secret)

/**
 * Whether a key's permissions grant `required` (`payment-pix/create`): an exact match, a group wildcard on any
 * ancestor (`payment-pix/*`, `subaccount/portal/*`), or `*`.
 */
export const grants = (permissions: ReadonlyArray<string>, required: string): boolean => {
  if (permissions.includes("*") || permissions.includes(required)) return true
  const parts = required.split("/")
  for (let i = parts.length - 1; i >= 1; i--) {
    if (permissions.includes(`${parts.slice(0, i).join("/")}/*`)) return true
  }
  return false
}
