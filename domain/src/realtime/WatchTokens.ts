import { Config, Context, Effect, Layer, Option, Redacted, Result } from "effect"
import { Base64Url } from "effect/encoding"
import { Crypto } from "../shared/Crypto.ts"
import { isValidPaymentId } from "./Subscriptions.ts"

/**
 * Payment watch tokens: short-lived capabilities that let a payer's browser follow ONE charge's status on the realtime
 * gateway and nothing else. The API mints one when it renders the charge's pay page; the gateway verifies it without
 * a database read. A token is `w1.<claims>.<mac>`: `<claims>` is base64url (no padding) of
 * `<payment id> LF <account id> LF <expiry in whole Unix seconds>`, `<mac>` base64url of HMAC-SHA-256, under the
 * watch secret, of the text `w1.<claims>` as presented. It reveals the charge's account id (an opaque id, no
 * capability by itself) and grants nothing the charge id does not already (the key-less `GET /pix/{id}/status`).
 */

/** The version that starts every token. */
export const watchTokenVersion = "w1"

/** How long after its charge's expiry a token stays valid, so that the expiry event still reaches the page. */
export const watchTokenMarginMs = 5 * 60_000

/** The longest a token lives from its minting, whatever its charge's expiry (charges live up to 7 days). */
export const watchTokenLifetimeMaxMs = 24 * 60 * 60_000

/** Characters of a token, at most: longer presented text is refused unread. */
export const watchTokenLengthMax = 512

/** Characters of an account id in a token, at most (the ledger's limit). */
export const accountIdLengthMax = 64

/** Bytes of a configured watch secret (`REALTIME_WATCH_SECRET`), at least: as long as the hash. */
export const watchSecretBytesMin = 32

/** What a token grants: the events of `paymentId` of `accountId`, until `expiresAtMs` (whole seconds). */
export interface WatchClaims {
  readonly paymentId: string
  readonly accountId: string
  readonly expiresAtMs: number
}

/**
 * Why a presented token is refused; each `code` is the gateway's `error` event code. `INVALID_WATCH_TOKEN`: not a
 * token, or not signed under this secret (forged, tampered or another deployment's); `WATCH_TOKEN_EXPIRED`: genuine,
 * but past its expiry.
 */
export type WatchRefusal = { readonly code: "INVALID_WATCH_TOKEN" } | { readonly code: "WATCH_TOKEN_EXPIRED" }

const invalid: WatchRefusal = { code: "INVALID_WATCH_TOKEN" }
const expired: WatchRefusal = { code: "WATCH_TOKEN_EXPIRED" }

/** Letters, digits, `_`, `-` and `.`: what an account id may hold to be carried in a token. */
const accountIdSyntax = /^[A-Za-z0-9_.-]+$/
const base64UrlSyntax = /^[A-Za-z0-9_-]+$/

/** Whether a charge of `accountId` may be watched: the ids are well formed and the expiry a whole second. */
export const isValidClaims = (claims: WatchClaims): boolean =>
  isValidPaymentId(claims.paymentId) &&
  claims.accountId.length <= accountIdLengthMax &&
  accountIdSyntax.test(claims.accountId) &&
  Number.isSafeInteger(claims.expiresAtMs) &&
  claims.expiresAtMs > 0 &&
  claims.expiresAtMs % 1000 === 0

/**
 * The expiry of a token minted at `nowMs` for a charge expiring at `chargeExpiresAtMs`: the charge's expiry plus
 * `watchTokenMarginMs`, never more than `watchTokenLifetimeMaxMs` from now, rounded down to a whole second.
 */
export const expiryFor = (chargeExpiresAtMs: number, nowMs: number): number =>
  Math.floor(Math.min(chargeExpiresAtMs + watchTokenMarginMs, nowMs + watchTokenLifetimeMaxMs) / 1000) * 1000

/** The part of a token its MAC covers: `w1.<claims>`. */
export const signedPart = (claims: WatchClaims): string =>
  `${watchTokenVersion}.${Base64Url.encode(`${claims.paymentId}\n${claims.accountId}\n${claims.expiresAtMs / 1000}`)}`

const macOf = (key: Uint8Array, signed: string) =>
  Effect.flatMap(Crypto, (crypto) => Effect.map(crypto.hmacSha256Bytes(key, signed), Base64Url.encode))

/** A token for `claims` under `key`; claims that `isValidClaims` refuses are a defect. */
export const mint = (key: Uint8Array, claims: WatchClaims): Effect.Effect<string, never, Crypto> =>
  isValidClaims(claims)
    ? Effect.map(macOf(key, signedPart(claims)), (mac) => `${signedPart(claims)}.${mac}`)
    : Effect.die(new Error(`not a watchable charge: ${JSON.stringify(claims)}`))

/** The claims a token's middle part states, if it states some in the one way `signedPart` writes them. */
const claimsOf = (encoded: string): WatchClaims | undefined => {
  const decoded = Base64Url.decodeString(encoded)
  if (Result.isFailure(decoded)) return undefined
  const fields = decoded.success.split("\n")
  if (fields.length !== 3 || !/^[1-9][0-9]{0,11}$/.test(fields[2]!)) return undefined
  const claims = { paymentId: fields[0]!, accountId: fields[1]!, expiresAtMs: Number(fields[2]) * 1000 }
  return isValidClaims(claims) ? claims : undefined
}

/**
 * What `token` grants at `nowMs` under `key`. The MAC is recomputed over the presented `w1.<claims>` text and compared
 * in constant time with the presented one, as text: any other text than the minted one is refused
 * (`INVALID_WATCH_TOKEN`), a genuine token past its expiry is `WATCH_TOKEN_EXPIRED`.
 */
export const verify = (
  key: Uint8Array,
  token: string,
  nowMs: number
): Effect.Effect<Result.Result<WatchClaims, WatchRefusal>, never, Crypto> =>
  Effect.gen(function* () {
    if (token.length > watchTokenLengthMax) return Result.fail(invalid)
    const parts = token.split(".")
    if (parts.length !== 3 || parts[0] !== watchTokenVersion) return Result.fail(invalid)
    if (!base64UrlSyntax.test(parts[1]!) || !base64UrlSyntax.test(parts[2]!)) return Result.fail(invalid)
    const signed = `${parts[0]}.${parts[1]}`
    const crypto = yield* Crypto
    const genuine = yield* crypto.timingSafeEqual(yield* macOf(key, signed), parts[2]!)
    if (!genuine) return Result.fail(invalid)
    const claims = claimsOf(parts[1]!)
    if (claims === undefined) return Result.fail(invalid)
    return claims.expiresAtMs > nowMs ? Result.succeed(claims) : Result.fail(expired)
  })

/** The key watch tokens are signed with, shared by the API (which mints) and the gateways (which verify). */
export class WatchSecret extends Context.Service<WatchSecret, { readonly key: Uint8Array }>()(
  "@trilho/domain/WatchSecret"
) {}

/**
 * The watch secret from `REALTIME_WATCH_SECRET` (at least 32 bytes; shorter is a defect at startup). Without it, one
 * is drawn at random (logged as a warning, naming `who`): tokens then verify only in this process, so an API and
 * gateways in separate processes must share a configured secret (`trilho dev` shares its random one).
 */
export const secretFromConfig = (who: string) =>
  Effect.gen(function* () {
    const configured = yield* Config.option(Config.Redacted("REALTIME_WATCH_SECRET"))
    if (Option.isSome(configured)) {
      const key = new TextEncoder().encode(Redacted.value(configured.value))
      if (key.length < watchSecretBytesMin) {
        return yield* Effect.die(new Error(`REALTIME_WATCH_SECRET needs at least ${watchSecretBytesMin} bytes`))
      }
      return WatchSecret.of({ key })
    }
    yield* Effect.logWarning(
      `REALTIME_WATCH_SECRET is not set: ${who} uses a random watch secret of this process (pay pages follow their ` +
        "charge on the gateway only when API and gateway share one)"
    )
    const crypto = yield* Crypto
    return WatchSecret.of({ key: yield* crypto.randomBytes(watchSecretBytesMin) })
  })

/** The watch secret already in the context (one process sharing it), else `secretFromConfig(who)`. */
export const secretFromContextOrConfig = (who: string) =>
  Effect.flatMap(Effect.serviceOption(WatchSecret), (given) =>
    Option.isSome(given) ? Effect.succeed(given.value) : secretFromConfig(who)
  )

/** The watch secret from the environment (`secretFromConfig`), as a layer. */
export const layerSecretFromConfig = (who: string) => Layer.effect(WatchSecret, secretFromConfig(who))

/** A fixed watch secret, for tests. */
export const layerSecret = (key: Uint8Array): Layer.Layer<WatchSecret> => Layer.succeed(WatchSecret, { key })
