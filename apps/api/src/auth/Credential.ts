import { Auth, ApiKeys, Crypto } from "@trilho/domain"
import { Clock, Effect, Option, Result } from "effect"
import { HttpServerRequest } from "effect/http"
import { clientAddress } from "./ClientAddress.ts"
import { AuthSettings } from "./Settings.ts"

/** What the request's credential authenticates once looked up: its key, or the domain's refusal. */
export type Credential = Result.Result<Auth.ApiKey, Auth.Authenticate.Refusal>

/** A request's client address and credential, resolved once and shared by the rate limit and authentication. */
export interface RequestAuth {
  readonly clientIp: string
  /** The presented secret's shape, before any lookup. */
  readonly presented: "none" | "malformed" | "key"
  readonly lookup: Effect.Effect<Credential, ApiKeys.ApiKeyStoreError>
}

/** The key the credential authenticates, if any: found, not revoked, address allowed. */
export const usableKey = (credential: Credential): Option.Option<Auth.ApiKey> => Result.getSuccess(credential)

const refused = (refusal: Auth.Authenticate.Refusal) => Effect.succeed<Credential>(Result.fail(refusal))

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

  const cachedKeys = ApiKeys.ApiKeys.of({ ...keys, findByHash })

  const resolve = (request: HttpServerRequest.HttpServerRequest): Effect.Effect<RequestAuth> =>
    Effect.gen(function* () {
      const clientIp = clientAddress({
        remoteAddress: Option.getOrUndefined(request.remoteAddress),
        forwardedFor: request.headers["x-forwarded-for"],
        trustedProxies: settings.trustedProxies
      })
      const secret = Auth.Authenticate.parseCredential({
        apiKey: request.headers["x-api-key"],
        authorization: request.headers["authorization"]
      })
      if (Result.isFailure(secret)) {
        const presented = secret.failure.reason === "missing" ? "none" : "malformed"
        return { clientIp, presented, lookup: refused(secret.failure) } satisfies RequestAuth
      }
      const lookup = yield* Effect.cached(
        Auth.Authenticate.authenticate(secret.success, clientIp).pipe(
          Effect.map((key): Credential => Result.succeed(key)),
          Effect.catchTags({ CredentialRefused: refused, AddressNotAllowed: refused }),
          Effect.provideService(ApiKeys.ApiKeys, cachedKeys),
          Effect.provideService(Crypto.Crypto, crypto)
        )
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
