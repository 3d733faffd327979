import { Auth, Realtime } from "@trilho/domain"
import { Option, Result } from "effect"
import type { GatewayConfig } from "./Config.ts"
import { makeCounter } from "./Counters.ts"

/** The outcome of presenting a secret (an API key or a payment watch token) from an address. */
export type Outcome =
  | { readonly _tag: "Authenticated"; readonly key: Auth.ApiKey }
  | { readonly _tag: "Watching"; readonly claims: Realtime.WatchTokens.WatchClaims }
  | {
      readonly _tag: "Refused"
      readonly code: "UNAUTHORIZED" | "IP_NOT_ALLOWED" | Realtime.WatchTokens.WatchRefusal["code"]
    }

/** What an upgrade or an `authenticate` message presents: an API key, or a payment watch token. */
export type Credential =
  { readonly _tag: "ApiKey"; readonly secret: string } | { readonly _tag: "Watch"; readonly token: string }

/** The secret an upgrade request presents, `Authorization: Bearer` or else `?token=`, by the domain's (and API's) rule. */
export const presentedOnUpgrade = (query: string, authorization: string): string | undefined =>
  Auth.Authenticate.presentedSecret({
    authorization: authorization === "" ? undefined : authorization,
    token: new URLSearchParams(query).get("token") ?? undefined
  })

/** The payment watch token an upgrade request presents as `?watch=` (a browser cannot set headers on a WebSocket). */
export const watchOnUpgrade = (query: string): string | undefined =>
  new URLSearchParams(query).get("watch") ?? undefined

/** Resolved keys a cache keeps at most; past it, the oldest give way. */
export const keyCacheEntriesMax = 10_000

/** What a key lookup found, kept until `expiresAtMs`. */
interface Entry {
  readonly expiresAtMs: number
  readonly found: Option.Option<Auth.ApiKey>
}

/**
 * The keys the gateway read, by the SHA-256 of their secret, each kept `ttlMs` at most (0: none kept): the
 * connections a key opens within that time are authenticated without a database read each, and the connections that
 * ask for one key at once share one read. Unknown secrets are kept too, so a flood of bad keys does not reach the
 * database once per connection either. A revocation notice drops its key at once (`forget`), and a read that was in
 * flight across a revocation is not kept; a notice missed is bounded by the time to live.
 */
export const makeKeyCache = (ttlMs: number) => {
  const entries = new Map<string, Entry>()
  const reading = new Map<string, Promise<Option.Option<Auth.ApiKey>>>()
  /** Counts the revocations seen, so that a read started before one is not kept after it. */
  let revocations = 0

  const keep = (hashHex: string, found: Option.Option<Auth.ApiKey>, startedAtMs: number) => {
    entries.delete(hashHex)
    if (entries.size >= keyCacheEntriesMax) entries.delete(entries.keys().next().value!)
    entries.set(hashHex, { expiresAtMs: startedAtMs + ttlMs, found })
  }

  return {
    /** What was found for `hashHex` less than `ttlMs` before `nowMs`, if anything. */
    get: (hashHex: string, nowMs: number): Option.Option<Auth.ApiKey> | undefined => {
      const entry = entries.get(hashHex)
      if (entry === undefined) return undefined
      if (entry.expiresAtMs > nowMs) return entry.found
      entries.delete(hashHex)
      return undefined
    },
    /** `read` (the store's lookup of `hashHex`) at `nowMs`, or the same read already in flight; kept after. */
    read: (
      hashHex: string,
      nowMs: number,
      read: () => Promise<Option.Option<Auth.ApiKey>>
    ): Promise<Option.Option<Auth.ApiKey>> => {
      const inFlight = reading.get(hashHex)
      if (inFlight !== undefined) return inFlight
      const mark = revocations
      const done = read().then(
        (found) => {
          reading.delete(hashHex)
          if (ttlMs > 0 && mark === revocations) keep(hashHex, found, nowMs)
          return found
        },
        (error: unknown) => {
          reading.delete(hashHex)
          throw error
        }
      )
      reading.set(hashHex, done)
      return done
    },
    /** Drops a revoked key. */
    forget: (apiKeyId: string) => {
      revocations++
      for (const [hashHex, entry] of entries) {
        if (Option.isSome(entry.found) && entry.found.value.id === apiKeyId) entries.delete(hashHex)
      }
    }
  }
}

/** The gateway's answer to what the domain's `admit` decided for a key found (or not) from `clientIp`. */
export const outcomeOf = (found: Option.Option<Auth.ApiKey>, clientIp: string): Outcome =>
  Result.match(Auth.Authenticate.admit(found, clientIp), {
    onSuccess: (key) => ({ _tag: "Authenticated", key }),
    onFailure: (refusal) => (refusal._tag === "AddressNotAllowed" ? ipNotAllowed : unauthorized)
  })

/** A secret that is no key, or an unknown or revoked one. */
export const unauthorized: Outcome = { _tag: "Refused", code: "UNAUTHORIZED" }
const ipNotAllowed: Outcome = { _tag: "Refused", code: "IP_NOT_ALLOWED" }
const invalidWatch: Realtime.WatchTokens.WatchRefusal = { code: "INVALID_WATCH_TOKEN" }

/** What an upgrade or an `authenticate` message is let in as. */
export type Admission =
  { readonly _tag: "RateLimited" } | { readonly _tag: "Anonymous" } | Outcome | { readonly _tag: "Unavailable" }

const rateLimited: Admission = { _tag: "RateLimited" }
const anonymous: Admission = { _tag: "Anonymous" }
const unavailable: Admission = { _tag: "Unavailable" }

/**
 * The gateway's door: connections per address and failed authentications per address (each per minute), and the
 * keys, through `makeKeyCache`. A key read less than `keyCacheMs` ago is taken at once, synchronously: no database
 * read, no promise.
 */
export const makeAdmission = (options: {
  readonly config: Pick<GatewayConfig, "connectionsPerMinute" | "authFailuresPerMinute" | "keyCacheMs">
  /** SHA-256 of a secret, as lower-case hex (the `Crypto` port's, which is synchronous). */
  readonly sha256Hex: (text: string) => string
  /**
   * What a payment watch token grants at `nowMs` (the domain's `WatchTokens.verify`, synchronous: no read); without
   * it, every watch token is refused.
   */
  readonly verifyWatch?: (
    token: string,
    nowMs: number
  ) => Result.Result<Realtime.WatchTokens.WatchClaims, Realtime.WatchTokens.WatchRefusal>
  /** The store's lookup of a key by the hash of its secret. */
  readonly read: (hashHex: string) => Promise<Option.Option<Auth.ApiKey>>
  readonly warn: (error: unknown) => Promise<void>
  readonly now: () => number
}) => {
  const { config, now } = options
  const connectionsPerIp = makeCounter(60_000)
  const authFailuresPerIp = makeCounter(60_000)
  const keys = makeKeyCache(config.keyCacheMs)

  /**
   * One authentication attempt, counted against the address's failures; a promise only when a key must be read. A
   * watch token is checked by its signature alone, never read.
   */
  const attempt = (presented: string | Credential, ip: string): Admission | Promise<Admission> => {
    const credential: Credential = typeof presented === "string" ? { _tag: "ApiKey", secret: presented } : presented
    const nowMs = now()
    if (authFailuresPerIp.peek(ip, nowMs) >= config.authFailuresPerMinute) return rateLimited
    const counted = (outcome: Admission) => {
      if (outcome._tag === "Refused") authFailuresPerIp.hit(ip, nowMs)
      return outcome
    }
    if (credential._tag === "Watch") {
      return counted(
        Result.match(options.verifyWatch?.(credential.token, nowMs) ?? Result.fail(invalidWatch), {
          onSuccess: (claims): Outcome => ({ _tag: "Watching", claims }),
          onFailure: (refusal): Outcome => ({ _tag: "Refused", code: refusal.code })
        })
      )
    }
    const secret = Auth.Authenticate.checkSecret(credential.secret)
    if (Result.isFailure(secret)) return counted(unauthorized)
    const hashHex = options.sha256Hex(secret.success)
    const cached = keys.get(hashHex, nowMs)
    if (cached !== undefined) return counted(outcomeOf(cached, ip))
    return keys
      .read(hashHex, nowMs, () => options.read(hashHex))
      .then(
        (found) => counted(outcomeOf(found, ip)),
        (error: unknown) => options.warn(error).then(() => unavailable)
      )
  }

  return {
    /**
     * What an upgrade presenting an API key `secret`, a payment `watchToken`, or neither, from `ip` is let in as; both
     * at once is a failed authentication (`UNAUTHORIZED`).
     */
    admit: (secret: string | undefined, ip: string, watchToken?: string): Admission | Promise<Admission> => {
      if (connectionsPerIp.hit(ip, now()) > config.connectionsPerMinute) return rateLimited
      if (watchToken !== undefined) {
        return secret === undefined ? attempt({ _tag: "Watch", token: watchToken }, ip) : attempt("", ip)
      }
      return secret === undefined ? anonymous : attempt(secret, ip)
    },
    attempt,
    /** A revoked key: the next connection presenting it reads it again. */
    forget: keys.forget
  }
}
