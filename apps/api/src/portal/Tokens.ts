import { Clock, Effect, Option } from "effect"
import * as Jose from "jose"
import { PortalSettings } from "./Settings.ts"

/** Issuer of the platform's session tokens. */
export const tokenIssuer = "trilho"

/** The claims of an operator-portal token: one subaccount, one session. */
export interface PortalClaims {
  readonly principalType: "subaccount_portal"
  /** The subaccount. */
  readonly sub: string
  readonly accountId: string
  /** The session, checked on every request (revoke, disable and 2FA reset end it). */
  readonly sid: string
}

/** The claims of a merchant dashboard user's token. */
export interface MerchantClaims {
  readonly principalType: "merchant_user"
  /** The user. */
  readonly sub: string
  readonly accountId: string
}

export type SessionClaims = PortalClaims | MerchantClaims

/** Signs `claims` with HS256 until `expiresAt`. */
export const sign = (claims: SessionClaims, expiresAt: Date) =>
  Effect.gen(function* () {
    const { jwtSecret } = yield* PortalSettings
    const nowMs = yield* Clock.currentTimeMillis
    const { sub, ...rest } = claims
    return yield* Effect.promise(() =>
      new Jose.SignJWT({ ...rest })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(sub)
        .setIssuer(tokenIssuer)
        .setIssuedAt(Math.floor(nowMs / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(jwtSecret)
    )
  })

/**
 * The claims of `token` if it is an HS256 token of this platform, unexpired, of the principal type `type`; anything
 * else (another algorithm, a bad signature, a missing claim) is none.
 */
export const verify = <T extends SessionClaims["principalType"]>(token: string, type: T) =>
  Effect.gen(function* () {
    const { jwtSecret } = yield* PortalSettings
    const nowMs = yield* Clock.currentTimeMillis
    const verified = yield* Effect.promise(() =>
      Jose.jwtVerify(token, jwtSecret, { algorithms: ["HS256"], issuer: tokenIssuer, currentDate: new Date(nowMs) })
        .then((result) => Option.some(result.payload))
        .catch(() => Option.none<Jose.JWTPayload>())
    )
    if (Option.isNone(verified)) return Option.none<Extract<SessionClaims, { principalType: T }>>()
    const payload = verified.value as Record<string, unknown>
    const ok =
      payload.principalType === type &&
      typeof payload.sub === "string" &&
      typeof payload.accountId === "string" &&
      (type === "merchant_user" || typeof payload.sid === "string")
    return ok
      ? Option.some(payload as unknown as Extract<SessionClaims, { principalType: T }>)
      : Option.none<Extract<SessionClaims, { principalType: T }>>()
  })
