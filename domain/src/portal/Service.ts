import { Clock, Effect, Option, Result } from "effect"
import { FeatureNotEnabled, SubaccountNotFound } from "../charges/Errors.ts"
import { ChargeFlag } from "../charges/Flags.ts"
import { Accounts, requireById } from "../ports/Accounts.ts"
import type { AccountId } from "../ledger/Model.ts"
import { Crypto } from "../ports/Crypto.ts"
import { Ids } from "../ports/Ids.ts"
import { Mailer } from "../ports/Mailer.ts"
import { PasswordHasher } from "../ports/PasswordHasher.ts"
import { type PortalSubaccount, PortalSubaccounts } from "../ports/PortalSubaccounts.ts"
import { type PortalLogin, PortalStore } from "../ports/PortalStore.ts"
import { TotpCodes } from "../ports/TotpCodes.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import {
  InvalidPortalInput,
  InvalidResetToken,
  InvalidTotpCode,
  LoginRefused,
  LoginThrottled,
  PortalEmailTaken,
  TotpCodeRefused,
  TwoFactorRequired,
  TwoFactorStateConflict
} from "./Errors.ts"
import { canSignIn, portal, type PortalState, type PortalTrigger } from "./Machine.ts"
import { checkPassword, isEmail, normalizeEmail } from "./Password.ts"
import * as Throttle from "./Throttle.ts"
import * as Totp from "./Totp.ts"

/** A portal session lives this long (the JWT's `exp` is the same instant). */
export const portalSessionTtlMs = 60 * 60 * 1000
/** A password-reset token is valid this long. */
export const resetTokenTtlMs = 60 * 60 * 1000
/** Issuer shown by authenticator apps. */
export const totpIssuer = "Trilho"

/** The `portal` block of a subaccount as the API shows it. */
export interface PortalView {
  readonly state: PortalState
  readonly email: string | null
  readonly emailVerified: boolean
  readonly twoFactorEnabled: boolean
  readonly lastLoginAt: string | null
}

/** The view of a login, `none` when the subaccount has no row. */
export const toView = (login: Option.Option<PortalLogin>): PortalView =>
  Option.match(login, {
    onNone: () => ({ state: "none", email: null, emailVerified: false, twoFactorEnabled: false, lastLoginAt: null }),
    onSome: (l) => ({
      state: l.state,
      email: l.email,
      emailVerified: l.emailVerified,
      twoFactorEnabled: l.totpSecret !== null,
      lastLoginAt: l.lastLoginAt === null ? null : l.lastLoginAt.toISOString()
    })
  })

/** How a request names a subaccount: `id` or `externalReference`. */
export interface SubaccountRef {
  readonly id?: string | undefined
  readonly externalReference?: string | undefined
}

const nowDate = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

/** The account's subaccount named by `ref`, or `SubaccountNotFound`. */
export const resolveSubaccount = (accountId: AccountId, ref: SubaccountRef) =>
  Effect.gen(function* () {
    const subaccounts = yield* PortalSubaccounts
    if (ref.id !== undefined && ref.id !== "") {
      return yield* Effect.flatMap(subaccounts.findById(accountId, ref.id), (found) =>
        Option.isSome(found)
          ? Effect.succeed(found.value)
          : Effect.fail(new SubaccountNotFound({ subaccountId: ref.id! }))
      )
    }
    if (ref.externalReference !== undefined && ref.externalReference !== "") {
      const reference = ref.externalReference
      return yield* Effect.flatMap(subaccounts.findByExternalReference(accountId, reference), (found) =>
        Option.isSome(found)
          ? Effect.succeed(found.value)
          : Effect.fail(new SubaccountNotFound({ subaccountId: reference }))
      )
    }
    return yield* new InvalidPortalInput({ message: "send the subaccount's id or externalReference" })
  })

const emptyLogin = (subaccount: PortalSubaccount, at: Date): PortalLogin => ({
  accountId: subaccount.accountId,
  subaccountId: subaccount.id,
  state: "none",
  email: null,
  passwordHash: null,
  emailVerified: false,
  totpSecret: null,
  totpPendingSecret: null,
  totpLastStep: -1,
  lastLoginAt: null,
  updatedAt: at
})

const loginOf = (subaccount: PortalSubaccount) =>
  Effect.flatMap(PortalStore, (store) => store.findBySubaccount(subaccount.accountId, subaccount.id))

const move = (state: PortalState, trigger: PortalTrigger) =>
  Result.match(StateMachine.transition(portal, state, trigger), {
    onFailure: (error) => Effect.fail(error),
    onSuccess: (outcome) => Effect.succeed(outcome.to)
  })

const validEmail = (email: string) => {
  const normalized = normalizeEmail(email)
  return isEmail(normalized)
    ? Effect.succeed(normalized)
    : Effect.fail(new InvalidPortalInput({ message: "email: expected an e-mail address" }))
}

const validPassword = (password: string) =>
  Result.match(checkPassword(password), { onFailure: Effect.fail, onSuccess: Effect.succeed })

/** One item of the portal status: the subaccount and its login. */
export const statusItem = (subaccount: PortalSubaccount, login: Option.Option<PortalLogin>) => ({
  subaccountId: subaccount.id,
  subaccountName: subaccount.name,
  portal: toView(login)
})

/** Refuses the portal routes of a merchant whose `subaccounts` flag is off (403, as every subaccount route). */
export const requireSubaccounts = (accountId: AccountId) =>
  Effect.gen(function* () {
    const merchant = yield* requireById(yield* Accounts, accountId)
    if (merchant.flags[ChargeFlag.subaccounts] !== true) {
      return yield* new FeatureNotEnabled({ feature: "subaccounts", message: "subaccounts are not enabled" })
    }
  })

/** The portal status of one subaccount (`ref` given) or of every subaccount of the account. */
export const status = (accountId: AccountId, ref: SubaccountRef | undefined) =>
  Effect.gen(function* () {
    const store = yield* PortalStore
    if (ref !== undefined && (ref.id !== undefined || ref.externalReference !== undefined)) {
      const subaccount = yield* resolveSubaccount(accountId, ref)
      return [statusItem(subaccount, yield* loginOf(subaccount))]
    }
    const subaccounts = yield* (yield* PortalSubaccounts).findManyByAccount(accountId)
    const logins = new Map((yield* store.findManyByAccount(accountId)).map((l) => [l.subaccountId, l]))
    return subaccounts.map((s) => statusItem(s, Option.fromNullishOr(logins.get(s.id))))
  })

/**
 * Sets e-mail and password of a subaccount's login and makes it `active` at once (from any state: new logins, legacy
 * states, revoked ones, and new credentials of an active one). Its live sessions end; two-factor enrolment is kept.
 */
export const setup = (subaccount: PortalSubaccount, input: { readonly email: string; readonly password: string }) =>
  Effect.gen(function* () {
    const email = yield* validEmail(input.email)
    const password = yield* validPassword(input.password)
    const store = yield* PortalStore
    const at = yield* nowDate
    const current = Option.getOrElse(yield* loginOf(subaccount), () => emptyLogin(subaccount, at))
    const state = yield* move(current.state, "setup")
    const passwordHash = yield* (yield* PasswordHasher).hash(password)
    const next: PortalLogin = {
      ...current,
      state,
      email,
      passwordHash,
      emailVerified: current.email === email ? current.emailVerified : false,
      updatedAt: at
    }
    yield* store.save(next)
    yield* store.endSessions(subaccount.id, at)
    return toView(Option.some(next))
  })

/** Portal fields at subaccount create: the login starts `active` (`create_with_portal`). */
export const setupAtCreate = (
  subaccount: PortalSubaccount,
  input: { readonly email: string; readonly password: string }
) =>
  Effect.gen(function* () {
    const email = yield* validEmail(input.email)
    const password = yield* validPassword(input.password)
    const at = yield* nowDate
    const outcome = StateMachine.start(portal, "create_with_portal")
    const state = Result.isSuccess(outcome) ? outcome.success.to : "active"
    const passwordHash = yield* (yield* PasswordHasher).hash(password)
    const login: PortalLogin = { ...emptyLogin(subaccount, at), state, email, passwordHash }
    yield* (yield* PortalStore).save(login)
    return toView(Option.some(login))
  })

/** Checks the portal fields of a subaccount create before anything is written (policy, e-mail shape and use). */
export const checkCreateFields = (input: { readonly email: string; readonly password: string }) =>
  Effect.gen(function* () {
    const email = yield* validEmail(input.email)
    yield* validPassword(input.password)
    const taken = yield* (yield* PortalStore).findByEmail(email)
    if (Option.isSome(taken)) return yield* new PortalEmailTaken({ email })
  })

const activeLogin = (subaccount: PortalSubaccount, trigger: PortalTrigger) =>
  Effect.gen(function* () {
    const at = yield* nowDate
    const current = Option.getOrElse(yield* loginOf(subaccount), () => emptyLogin(subaccount, at))
    const state = yield* move(current.state, trigger)
    return { current, state, at }
  })

/** Changes the login's e-mail (active logins only). */
export const updateEmail = (subaccount: PortalSubaccount, input: { readonly email: string }) =>
  Effect.gen(function* () {
    const email = yield* validEmail(input.email)
    const { at, current, state } = yield* activeLogin(subaccount, "update_email")
    const next: PortalLogin = {
      ...current,
      state,
      email,
      emailVerified: current.email === email ? current.emailVerified : false,
      updatedAt: at
    }
    yield* (yield* PortalStore).save(next)
    return toView(Option.some(next))
  })

/** Disables the login (active only); its live sessions end. */
export const revoke = (subaccount: PortalSubaccount) =>
  Effect.gen(function* () {
    const { at, current, state } = yield* activeLogin(subaccount, "revoke")
    const store = yield* PortalStore
    const next: PortalLogin = { ...current, state, updatedAt: at }
    yield* store.save(next)
    yield* store.endSessions(subaccount.id, at)
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

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")

/**
 * Sends a reset link when `email` is an active login's; answers the same either way (no account discovery).
 * `linkOf` makes the link from the token (the wallet page's address).
 */
export const forgotPassword = (email: string, linkOf: (token: string) => string) =>
  Effect.gen(function* () {
    const store = yield* PortalStore
    const crypto = yield* Crypto
    const found = yield* store.findByEmail(normalizeEmail(email))
    if (Option.isNone(found) || found.value.state !== "active" || found.value.email === null) return
    const at = yield* nowDate
    const token = toHex(yield* crypto.randomBytes(32))
    yield* store.insertResetToken({
      hashHex: yield* crypto.sha256Hex(token),
      accountId: found.value.accountId,
      subaccountId: found.value.subaccountId,
      createdAt: at,
      expiresAt: new Date(at.getTime() + resetTokenTtlMs)
    })
    yield* (yield* Mailer).send({
      accountId: found.value.accountId,
      to: found.value.email,
      subject: "Reset your operator portal password",
      text: `A password reset was asked for your operator portal login.\n\nOpen ${linkOf(token)} or use the token ${token} within an hour.\nIf you did not ask for it, ignore this mail.`
    })
  })

/** Sets a new password with a mailed token (once, within its hour); the e-mail counts as verified, sessions end. */
export const resetPassword = (input: { readonly token: string; readonly password: string }) =>
  Effect.gen(function* () {
    const password = yield* validPassword(input.password)
    const store = yield* PortalStore
    const crypto = yield* Crypto
    const at = yield* nowDate
    if (!/^[0-9a-f]{64}$/.test(input.token)) return yield* new InvalidResetToken()
    const owner = yield* store.useResetToken(yield* crypto.sha256Hex(input.token), at)
    if (Option.isNone(owner)) return yield* new InvalidResetToken()
    const login = yield* store.findBySubaccount(owner.value.accountId, owner.value.subaccountId)
    if (Option.isNone(login) || login.value.state !== "active") return yield* new InvalidResetToken()
    const passwordHash = yield* (yield* PasswordHasher).hash(password)
    yield* store.save({ ...login.value, passwordHash, emailVerified: true, updatedAt: at })
    yield* store.endSessions(owner.value.subaccountId, at)
    if (login.value.email !== null) yield* store.clearFailures(`portal:email:${login.value.email}`)
  })
