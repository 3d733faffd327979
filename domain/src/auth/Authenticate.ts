import { Effect, Option, Result, Schema } from "effect"
import { ApiKeys, type ApiKeyStoreError } from "./ApiKeys.ts"
import { Crypto } from "../shared/Crypto.ts"
import { type ApiKey, looksLikeKey } from "./ApiKey.ts"
import * as IpAllowlist from "./IpAllowlist.ts"

/**
 * API-key authentication, the same for the API's requests and the gateway's connections: the secret a request
 * presents, found by its SHA-256 through the `ApiKeys` port, not revoked, used from an address its allowlist allows.
 * Each app keeps its own cache in front of the lookup; the rules are these.
 */

/** Where a request may present its key; each absent when the request did not send it. */
export interface Presented {
  /** The `X-API-Key` header. */
  readonly apiKey?: string | undefined
  /** The `Authorization` header, `Bearer <key>`. */
  readonly authorization?: string | undefined
  /** A `?token=` query parameter (a browser's WebSocket cannot set headers). */
  readonly token?: string | undefined
}

/** Why no key authenticates a request. */
export const RefusalReason = Schema.Literals(["missing", "malformed", "unknown", "revoked"])
export type RefusalReason = typeof RefusalReason.Type

const refusalMessages: Record<RefusalReason, string> = {
  missing: "no API key: send it in the X-API-Key header",
  malformed: "the API key is malformed",
  unknown: "the API key is not valid",
  revoked: "the API key has been revoked"
}

/** No usable key: none presented, not shaped like a key, unknown, or revoked. */
export class CredentialRefused extends Schema.TaggedError<CredentialRefused>()("CredentialRefused", {
  reason: RefusalReason
}) {
  override get message(): string {
    return refusalMessages[this.reason]
  }
}

/** The key has an IP allowlist and the client's address is not on it. */
export class AddressNotAllowed extends Schema.TaggedError<AddressNotAllowed>()("AddressNotAllowed", {
  clientIp: Schema.String
}) {
  override get message(): string {
    return `the API key may not be used from ${this.clientIp}`
  }
}

/** Every refusal of a key that was looked up or could not be. */
export type Refusal = CredentialRefused | AddressNotAllowed

const bearer = /^bearer\s+(.+)$/i

/**
 * The secret a request presents, before any check of its shape: `X-API-Key`, else `Authorization: Bearer <key>`, else
 * `?token=`, surrounding white space dropped; an `Authorization` of another scheme presents the empty secret.
 */
export const presentedSecret = (presented: Presented): string | undefined => {
  if (presented.apiKey !== undefined) return presented.apiKey.trim()
  if (presented.authorization !== undefined) {
    return bearer.exec(presented.authorization.trim())?.[1]?.trim() ?? ""
  }
  return presented.token?.trim()
}

/**
 * The key a request presents (`presentedSecret`), refused as `missing` when there is none and as `malformed` when it
 * is not shaped like a key: no lookup is spent on it.
 */
export const parseCredential = (presented: Presented): Result.Result<string, CredentialRefused> =>
  checkSecret(presentedSecret(presented))

/** A presented secret (undefined: none) as `parseCredential` takes it. */
export const checkSecret = (secret: string | undefined): Result.Result<string, CredentialRefused> => {
  if (secret === undefined) return Result.fail(new CredentialRefused({ reason: "missing" }))
  return looksLikeKey(secret) ? Result.succeed(secret) : Result.fail(new CredentialRefused({ reason: "malformed" }))
}

/** What the key found for a secret (if any) authenticates from `clientIp`: one not revoked whose allowlist allows it. */
export const admit = (found: Option.Option<ApiKey>, clientIp: string): Result.Result<ApiKey, Refusal> => {
  if (Option.isNone(found)) return Result.fail(new CredentialRefused({ reason: "unknown" }))
  if (found.value.revoked) return Result.fail(new CredentialRefused({ reason: "revoked" }))
  if (!IpAllowlist.allows(found.value.ipAllowlist, clientIp)) return Result.fail(new AddressNotAllowed({ clientIp }))
  return Result.succeed(found.value)
}

/**
 * The key a well-formed `secret` (see `parseCredential`) authenticates from `clientIp`: its SHA-256 (`Crypto`) looked
 * up through `ApiKeys` (whichever cache the app puts in front of the port), then `admit`.
 */
export const authenticate = (
  secret: string,
  clientIp: string
): Effect.Effect<ApiKey, Refusal | ApiKeyStoreError, ApiKeys | Crypto> =>
  Effect.gen(function* () {
    const crypto = yield* Crypto
    const keys = yield* ApiKeys
    const found = yield* keys.findByHash(yield* crypto.sha256Hex(secret))
    return yield* Effect.fromResult(admit(found, clientIp))
  }).pipe(Effect.withSpan("Auth.authenticate"))
