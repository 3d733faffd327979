import { Effect, Option } from "effect"
import { Crypto } from "../shared/Crypto.ts"
import type { PortalSubaccount } from "./PortalSubaccounts.ts"
import { type PortalLogin, PortalStore } from "./PortalStore.ts"
import { TotpCodes } from "./TotpCodes.ts"
import { activeLogin, loginOf, nowDate, toView } from "./Common.ts"
import { InvalidTotpCode, LoginRefused, TwoFactorStateConflict } from "./Errors.ts"
import * as Totp from "./Totp.ts"

/** Issuer shown by authenticator apps. */
export const totpIssuer = "Trilho"

/** The TOTP step `code` matches for `secret` at `nowMs` within the window, if any. */
export const matchTotp = (secret: string, code: string, nowMs: number) =>
  Effect.gen(function* () {
    if (!Totp.isCodeShape(code)) return Option.none<number>()
    const codes = yield* TotpCodes
    const crypto = yield* Crypto
    for (const step of Totp.candidateSteps(nowMs)) {
      if (yield* crypto.timingSafeEqual(yield* codes.codeAt(secret, step), code)) return Option.some(step)
    }
    return Option.none<number>()
  })

/** Starts two-factor enrolment: a new secret and its `otpauth://` URI, confirmed later by `enable2fa`. */
export const setup2fa = (subaccount: PortalSubaccount) =>
  Effect.gen(function* () {
    const store = yield* PortalStore
    const codes = yield* TotpCodes
    const at = yield* nowDate
    const login = yield* loginOf(subaccount)
    if (Option.isNone(login) || login.value.state !== "active") return yield* new LoginRefused()
    if (login.value.totpSecret !== null) {
      return yield* new TwoFactorStateConflict({ message: "two-factor authentication is already enabled" })
    }
    const secret = yield* codes.generateSecret()
    yield* store.save({ ...login.value, totpPendingSecret: secret, updatedAt: at })
    return { secret, otpauthUri: codes.uri({ secret, label: login.value.email ?? subaccount.id, issuer: totpIssuer }) }
  })

/** Confirms enrolment with a code of the pending secret; from then on sign-in needs a code. */
export const enable2fa = (subaccount: PortalSubaccount, code: string) =>
  Effect.gen(function* () {
    const store = yield* PortalStore
    const at = yield* nowDate
    const login = yield* loginOf(subaccount)
    if (Option.isNone(login) || login.value.state !== "active") return yield* new LoginRefused()
    const pending = login.value.totpPendingSecret
    if (login.value.totpSecret !== null) {
      return yield* new TwoFactorStateConflict({ message: "two-factor authentication is already enabled" })
    }
    if (pending === null) {
      return yield* new TwoFactorStateConflict({ message: "start with two-factor setup" })
    }
    const step = yield* matchTotp(pending, code.trim(), at.getTime())
    if (Option.isNone(step)) return yield* new InvalidTotpCode()
    const next: PortalLogin = {
      ...login.value,
      totpSecret: pending,
      totpPendingSecret: null,
      totpLastStep: Math.max(login.value.totpLastStep, step.value),
      updatedAt: at
    }
    yield* store.save(next)
    return toView(Option.some(next))
  })

/** Turns two-factor authentication off (active logins only); its live sessions end. */
export const reset2fa = (subaccount: PortalSubaccount) =>
  Effect.gen(function* () {
    const { at, current, state } = yield* activeLogin(subaccount, "reset_2fa")
    const store = yield* PortalStore
    const next: PortalLogin = { ...current, state, totpSecret: null, totpPendingSecret: null, updatedAt: at }
    yield* store.save(next)
    yield* store.endSessions(subaccount.id, at)
    return toView(Option.some(next))
  })
