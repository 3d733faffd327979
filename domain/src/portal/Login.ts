import { Clock, Effect, Option, Result } from "effect"
import { Ids } from "../shared/Ids.ts"
import { PasswordHasher } from "./PasswordHasher.ts"
import { PortalSubaccounts } from "./PortalSubaccounts.ts"
import { PortalStore } from "./PortalStore.ts"
import { nowDate } from "./Common.ts"
import { LoginRefused, LoginThrottled, TotpCodeRefused, TwoFactorRequired } from "./Errors.ts"
import { canSignIn } from "./Machine.ts"
import { normalizeEmail } from "./Password.ts"
import * as Throttle from "./Throttle.ts"
import * as Totp from "./Totp.ts"
import { matchTotp } from "./TwoFactor.ts"

/** A portal session lives this long (the JWT's `exp` is the same instant). */
export const portalSessionTtlMs = 60 * 60 * 1000

const failureSubjects = (scope: string, email: string, clientIp: string) => {
  const s = Throttle.loginSubjects(email, clientIp)
  return { email: `${scope}:${s.email}`, address: `${scope}:${s.address}` }
}

/**
 * Refuses a sign-in while `email` or `clientIp` has too many recent failures, then runs `attempt`; a `LoginRefused`
 * or `TotpCodeRefused` from it is counted against both. Success forgets the e-mail's failures.
 */
export const throttledLogin = <A, E, R>(
  scope: "portal" | "user",
  email: string,
  clientIp: string,
  attempt: Effect.Effect<A, E, R>
) =>
  Effect.gen(function* () {
    const store = yield* PortalStore
    const at = yield* nowDate
    const since = new Date(at.getTime() - Throttle.loginWindowMs)
    const subjects = failureSubjects(scope, email, clientIp)
    const byEmail = yield* store.countFailures(subjects.email, since)
    const byAddress = yield* store.countFailures(subjects.address, since)
    if (Throttle.throttled(byEmail, byAddress)) {
      return yield* new LoginThrottled({ retryAfterSeconds: Throttle.retryAfterSeconds })
    }
    const result = yield* Effect.result(attempt)
    if (Result.isFailure(result)) {
      const error = result.failure as { readonly _tag?: string }
      if (error._tag === "LoginRefused" || error._tag === "TotpCodeRefused") {
        yield* store.insertFailure([subjects.email, subjects.address], at)
      }
      return yield* Effect.fail(result.failure)
    }
    yield* store.clearFailures(subjects.email)
    return result.success
  })

/** A hash of no password, verified against when the e-mail is unknown so that the answer takes the same time. */
const decoyHash = "$argon2id$v=19$m=19456,t=2,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"

/**
 * Signs an operator in: e-mail and password of an `active` login whose subaccount is `ACTIVE`, plus a TOTP code when
 * two-factor authentication is on (a code is accepted once: its step must be above the last one used). Opens a session.
 */
export const login = (input: {
  readonly email: string
  readonly password: string
  readonly totpCode?: string | undefined
  readonly clientIp: string
}) => {
  const email = normalizeEmail(input.email)
  return throttledLogin(
    "portal",
    email,
    input.clientIp,
    Effect.gen(function* () {
      const store = yield* PortalStore
      const hasher = yield* PasswordHasher
      const found = yield* store.findByEmail(email)
      const login = Option.getOrUndefined(found)
      const passwordOk = yield* hasher.verify(login?.passwordHash ?? decoyHash, input.password)
      if (login === undefined || !passwordOk || !canSignIn(login.state)) return yield* new LoginRefused()
      const subaccount = yield* (yield* PortalSubaccounts).findById(login.accountId, login.subaccountId)
      if (Option.isNone(subaccount) || subaccount.value.status !== "ACTIVE") return yield* new LoginRefused()
      const nowMs = yield* Clock.currentTimeMillis
      if (login.totpSecret !== null) {
        if (input.totpCode === undefined || input.totpCode === "") return yield* new TwoFactorRequired()
        const step = yield* matchTotp(login.totpSecret, input.totpCode.trim(), nowMs)
        if (Option.isNone(step) || !Totp.stepUsable(step.value, login.totpLastStep)) return yield* new TotpCodeRefused()
        if (!(yield* store.useTotpStep(login.subaccountId, step.value))) return yield* new TotpCodeRefused()
      }
      const session = {
        id: yield* (yield* Ids).next("pses"),
        accountId: login.accountId,
        subaccountId: login.subaccountId,
        expiresAt: new Date(nowMs + portalSessionTtlMs)
      }
      yield* store.insertSession(session, new Date(nowMs))
      return { session, subaccount: subaccount.value }
    })
  )
}
