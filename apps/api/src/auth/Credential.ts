import { Auth, ApiKeys, Crypto } from "@trilho/domain"
import { Clock, Effect, Option } from "effect"
import { HttpServerRequest } from "effect/http"
import { clientAddress } from "./ClientAddress.ts"
import { AuthSettings } from "./Settings.ts"

/** What the request presented, and what it turned out to be. */
export type Credential =
  | { readonly _tag: "Missing" }
  | { readonly _tag: "Malformed" }
  | { readonly _tag: "Unknown" }
  | { readonly _tag: "Revoked"; readonly key: Auth.ApiKey }
  | { readonly _tag: "Found"; readonly key: Auth.ApiKey }

/** A request's client address and credential, resolved once and shared by the rate limit and authentication. */
export interface RequestAuth {
  readonly clientIp: string
  /** The presented secret's shape, before any lookup. */
  readonly presented: "none" | "malformed" | "key"
  readonly lookup: Effect.Effect<Credential, ApiKeys.ApiKeyStoreError>
}

const bearer = /^bearer\s+(.+)$/i

/** The secret a request presents: `X-API-Key`, else `Authorization: Bearer <key>`. */
export const presentedSecret = (headers: Readonly<Record<string, string | undefined>>): Option.Option<string> => {
  const apiKey = headers["x-api-key"]
  if (apiKey !== undefined) return Option.some(apiKey.trim())
  const authorization = headers["authorization"]
  if (authorization === undefined) return Option.none()
  const match = bearer.exec(authorization.trim())
  return Option.some(match === null ? "" : match[1]!.trim())
}

/** Whether the key may be used from `clientIp`. */
export const addressAllowed = (key: Auth.ApiKey, clientIp: string): boolean =>
  Auth.IpAllowlist.allows(key.ipAllowlist, clientIp)

/** The key the credential authenticates from `clientIp`, if any: found, not revoked, address allowed. */
export const usableKey = (auth: { readonly clientIp: string }, credential: Credential): Option.Option<Auth.ApiKey> =>
  credential._tag === "Found" && addressAllowed(credential.key, auth.clientIp)
    ? Option.some(credential.key)
    : Option.none()

/**
 * The `RequestAuth` of each request being served, shared by every resolver. Keyed by the request itself: Effect 4 has
 * no fiber-local value a middleware can set for the middlewares after it (Effect 3's `FiberRef.set`).
 */
const memo = new WeakMap<HttpServerRequest.HttpServerRequest, RequestAuth>()

/** Resolved keys a resolver keeps at most; past it, the oldest give way. */
export const keyCacheEntriesMax = 10_000

/**
 * A lookup by hash that reuses what it read for `ttlMs` (0: never). Unknown secrets are remembered too, so a flood of
 * bad keys does not reach the database once per request either. Time comes from the Clock.
 */
const cachedLookup = (
  keys: ApiKeys.ApiKeys["Service"],
  ttlMs: number
): ((hashHex: string) => Effect.Effect<Option.Option<Auth.ApiKey>, ApiKeys.ApiKeyStoreError>) => {
  if (ttlMs <= 0) return keys.findByHash
  const entries = new Map<string, { readonly expiresAtMs: number; readonly found: Option.Option<Auth.ApiKey> }>()
  return (hashHex) =>
    Effect.flatMap(Clock.currentTimeMillis, (nowMs) => {
      const entry = entries.get(hashHex)
      if (entry !== undefined && entry.expiresAtMs > nowMs) return Effect.succeed(entry.found)
      return Effect.tap(keys.findByHash(hashHex), (found) =>
        Effect.sync(() => {
          entries.delete(hashHex)
          if (entries.size >= keyCacheEntriesMax) entries.delete(entries.keys().next().value!)
          entries.set(hashHex, { expiresAtMs: nowMs + ttlMs, found })
        })
      )
    })
}

/**
 * Builds the resolver of the current request's `RequestAuth`. The lookup by hash runs at most once per request
 * (memoized on the request), whichever of the rate limit and the authentication asks first.
 */
export const makeResolver = Effect.gen(function* () {
  const keys = yield* ApiKeys.ApiKeys
  const crypto = yield* Crypto.Crypto
  const settings = yield* AuthSettings
  const findByHash = cachedLookup(keys, settings.keyCacheMs)

  const resolve = (request: HttpServerRequest.HttpServerRequest) =>
    Effect.gen(function* () {
      const clientIp = clientAddress({
        remoteAddress: Option.getOrUndefined(request.remoteAddress),
        forwardedFor: request.headers["x-forwarded-for"],
        trustedProxies: settings.trustedProxies
      })
      const secret = presentedSecret(request.headers)
      if (Option.isNone(secret)) {
        return { clientIp, presented: "none", lookup: Effect.succeed({ _tag: "Missing" }) } satisfies RequestAuth
      }
      if (!Auth.looksLikeKey(secret.value)) {
        return { clientIp, presented: "malformed", lookup: Effect.succeed({ _tag: "Malformed" }) } satisfies RequestAuth
      }
      const lookup = yield* Effect.cached(
        Effect.gen(function* () {
          const found = yield* findByHash(yield* crypto.sha256Hex(secret.value))
          if (Option.isNone(found)) return { _tag: "Unknown" } as const
          return found.value.revoked
            ? ({ _tag: "Revoked", key: found.value } as const)
            : ({ _tag: "Found", key: found.value } as const)
        })
      )
      return { clientIp, presented: "key", lookup } satisfies RequestAuth
    })

  return Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const known = memo.get(request)
    if (known !== undefined) return known
    const auth = yield* resolve(request)
    memo.set(request, auth)
    return auth
  })
})
