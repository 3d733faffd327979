/** What the portal's use cases share: the view of a login, the subaccount a request names, the login's state moves. */
import { Clock, Effect, Option, Result } from "effect"
import { FeatureNotEnabled, SubaccountNotFound } from "../charges/Errors.ts"
import { ChargeFlag } from "../charges/Flags.ts"
import type { AccountId } from "../ledger/Model.ts"
import { Accounts, requireById } from "../accounts/Accounts.ts"
import { type PortalSubaccount, PortalSubaccounts } from "./PortalSubaccounts.ts"
import { type PortalLogin, PortalStore } from "./PortalStore.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { InvalidPortalInput } from "./Errors.ts"
import { portal, type PortalState, type PortalTrigger } from "./Machine.ts"
import { checkPassword, isEmail, normalizeEmail } from "./Password.ts"

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

/** The `Clock`'s time as a `Date`. */
export const nowDate = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

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

/** The login of a subaccount that has none yet, as of `at`. */
export const emptyLogin = (subaccount: PortalSubaccount, at: Date): PortalLogin => ({
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

/** The subaccount's login, if it has one. */
export const loginOf = (subaccount: PortalSubaccount) =>
  Effect.flatMap(PortalStore, (store) => store.findBySubaccount(subaccount.accountId, subaccount.id))

/** The state `trigger` moves a login in `state` to, or the machine's refusal. */
export const move = (state: PortalState, trigger: PortalTrigger) =>
  Result.match(StateMachine.transition(portal, state, trigger), {
    onFailure: (error) => Effect.fail(error),
    onSuccess: (outcome) => Effect.succeed(outcome.to)
  })

/** The normalized e-mail address, or `InvalidPortalInput`. */
export const validEmail = (email: string) => {
  const normalized = normalizeEmail(email)
  return isEmail(normalized)
    ? Effect.succeed(normalized)
    : Effect.fail(new InvalidPortalInput({ message: "email: expected an e-mail address" }))
}

/** The password when the policy accepts it, or its refusal. */
export const validPassword = (password: string) =>
  Result.match(checkPassword(password), { onFailure: Effect.fail, onSuccess: Effect.succeed })

/** The current login of `subaccount` (an empty one if none) and the state `trigger` moves it to. */
export const activeLogin = (subaccount: PortalSubaccount, trigger: PortalTrigger) =>
  Effect.gen(function* () {
    const at = yield* nowDate
    const current = Option.getOrElse(yield* loginOf(subaccount), () => emptyLogin(subaccount, at))
    const state = yield* move(current.state, trigger)
    return { current, state, at }
  })

/** Refuses the portal routes of a merchant whose `subaccounts` flag is off (403, as every subaccount route). */
export const requireSubaccounts = (accountId: AccountId) =>
  Effect.gen(function* () {
    const merchant = yield* requireById(yield* Accounts, accountId)
    if (merchant.flags[ChargeFlag.subaccounts] !== true) {
      return yield* new FeatureNotEnabled({ feature: "subaccounts", message: "subaccounts are not enabled" })
    }
  })
