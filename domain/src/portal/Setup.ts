import { Effect, Option, Result } from "effect"
import { PasswordHasher } from "./PasswordHasher.ts"
import type { PortalSubaccount } from "./PortalSubaccounts.ts"
import { type PortalLogin, PortalStore } from "./PortalStore.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { activeLogin, emptyLogin, loginOf, move, nowDate, toView, validEmail, validPassword } from "./Common.ts"
import { PortalEmailTaken } from "./Errors.ts"
import { portal } from "./Machine.ts"

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
