import { Effect, Result } from "effect"
import { fromEither } from "../charges/Common.ts"
import type { AccountId } from "../ledger/Model.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { span } from "../shared/Tracing.ts"
import { refuse, type SubaccountsCommon } from "./Common.ts"
import { SubaccountHasBalance } from "./Errors.ts"
import { type LockMode, lockModeOf as lockStateModeOf, lockTriggerFor } from "./Machine.ts"
import { subaccount as subaccountMachine, subaccountLock } from "./Machine.ts"
import { type SubaccountRecord, surchargeZero } from "./Record.ts"
import {
  applyLimits,
  parseLockMode,
  scheduleOf,
  type SubaccountRef,
  type SurchargeInput,
  textField
} from "./Request.ts"

/** A limits request: each limit in reais, absent to keep it, `null` to remove it. */
export interface LimitsInput {
  readonly daily?: unknown
  readonly monthly?: unknown
  readonly perTransaction?: unknown
}

/** A surcharge request: the PIX-in and/or PIX-out surcharge, an absent part kept. */
export interface PricingInput {
  readonly pixIn?: SurchargeInput | undefined
  readonly pixOut?: SurchargeInput | undefined
}

/** The surcharge `input` makes of `current`'s. */
const surchargeOf = (input: PricingInput, current: SubaccountRecord["surcharge"]) =>
  Result.all({
    pixIn: input.pixIn === undefined ? Result.succeed(current.pixIn) : scheduleOf("pixIn", input.pixIn, current.pixIn),
    pixOut:
      input.pixOut === undefined ? Result.succeed(current.pixOut) : scheduleOf("pixOut", input.pixOut, current.pixOut)
  })

/** Renames the subaccount and/or sets its status ACTIVE or DISABLED (the subaccount machine). */
const update = ({ change, viewOf }: SubaccountsCommon) =>
  Effect.fnUntraced(function* (
    accountId: AccountId,
    ref: SubaccountRef,
    input: { readonly name?: string | undefined; readonly status?: string | undefined }
  ) {
    const name = yield* fromEither(textField("name", input.name, 200, false))
    const status = input.status?.trim().toUpperCase()
    if (status !== undefined && status !== "ACTIVE" && status !== "DISABLED") {
      return yield* refuse("status", "status must be ACTIVE or DISABLED")
    }
    if (name === undefined && status === undefined) return yield* refuse("name", "give name and/or status")
    const record = yield* change(accountId, ref, (current, now) =>
      Effect.gen(function* () {
        const to =
          status === undefined
            ? current.status
            : (yield* fromEither(
                StateMachine.transition(subaccountMachine, current.status, status === "ACTIVE" ? "enable" : "disable")
              )).to
        return { ...current, name: name ?? current.name, status: to, updatedAt: now }
      })
    )
    return yield* viewOf(accountId, record)
  }, span("Subaccounts.update"))

/** Locks the subaccount in `lockMode` (a second lock replaces the mode). */
const lock = ({ change, viewOf }: SubaccountsCommon) =>
  Effect.fnUntraced(function* (accountId: AccountId, ref: SubaccountRef, mode: string | undefined) {
    const lockMode: LockMode = yield* fromEither(parseLockMode(mode))
    const record = yield* change(accountId, ref, (current, now) =>
      Effect.map(
        fromEither(StateMachine.transition(subaccountLock, current.lockMode ?? "unlocked", lockTriggerFor(lockMode))),
        (outcome) => ({ ...current, lockMode: lockStateModeOf(outcome.to), updatedAt: now })
      )
    )
    return yield* viewOf(accountId, record)
  }, span("Subaccounts.lock"))

/** Back to normal mode; refused (`InvalidTransition`) when the subaccount is not locked. */
const unlock = ({ change, viewOf }: SubaccountsCommon) =>
  Effect.fnUntraced(function* (accountId: AccountId, ref: SubaccountRef) {
    const record = yield* change(accountId, ref, (current, now) =>
      Effect.map(
        fromEither(StateMachine.transition(subaccountLock, current.lockMode ?? "unlocked", "unlock")),
        (outcome) => ({
          ...current,
          lockMode: lockStateModeOf(outcome.to),
          updatedAt: now
        })
      )
    )
    return yield* viewOf(accountId, record)
  }, span("Subaccounts.unlock"))

/** Sets, keeps (absent) or removes (`null`) each limit, in reais. */
const setLimits = ({ change, viewOf }: SubaccountsCommon) =>
  Effect.fnUntraced(function* (accountId: AccountId, ref: SubaccountRef, input: LimitsInput) {
    yield* fromEither(applyLimits({}, input))
    const record = yield* change(accountId, ref, (current, now) =>
      Effect.map(fromEither(applyLimits(current.limits, input)), (limits) => ({ ...current, limits, updatedAt: now }))
    )
    return yield* viewOf(accountId, record)
  }, span("Subaccounts.setLimits"))

/** Sets the PIX-in and/or PIX-out surcharge (percent and fixed reais; an absent part is kept). */
const setPricing = ({ change, viewOf }: SubaccountsCommon) =>
  Effect.fnUntraced(function* (accountId: AccountId, ref: SubaccountRef, input: PricingInput) {
    if (input.pixIn === undefined && input.pixOut === undefined)
      return yield* refuse("pixIn", "give pixIn and/or pixOut")
    // Checked against no surcharge first, so that a malformed request is refused before any row is locked.
    yield* fromEither(surchargeOf(input, surchargeZero))
    const record = yield* change(accountId, ref, (current, now) =>
      Effect.map(fromEither(surchargeOf(input, current.surcharge)), (surcharge) => ({
        ...current,
        surcharge,
        updatedAt: now
      }))
    )
    return yield* viewOf(accountId, record)
  }, span("Subaccounts.setPricing"))

/** Soft delete; refused (`SubaccountHasBalance`) while its available, pending or MED-blocked Padrao is not zero. */
const remove = ({ balanceOf, change }: SubaccountsCommon) =>
  Effect.fnUntraced(function* (accountId: AccountId, ref: SubaccountRef) {
    const record = yield* change(accountId, ref, (current, now) =>
      Effect.gen(function* () {
        const view = yield* balanceOf(current)
        if (view.availableCentavos !== 0 || view.pendingCentavos !== 0 || view.medBlockedCentavos !== 0) {
          return yield* new SubaccountHasBalance({
            subaccountId: current.id,
            availableCentavos: view.availableCentavos,
            pendingCentavos: view.pendingCentavos
          })
        }
        const outcome = yield* fromEither(StateMachine.transition(subaccountMachine, current.status, "delete"))
        return { ...current, status: outcome.to, updatedAt: now }
      })
    )
    return { id: record.id }
  }, span("Subaccounts.delete"))

/**
 * The use cases of `Subaccounts` that change one subaccount under its row lock (name, status, lock mode, limits,
 * surcharge, soft delete).
 */
export const makeChange = (common: SubaccountsCommon) =>
  ({
    update: update(common),
    lock: lock(common),
    unlock: unlock(common),
    setLimits: setLimits(common),
    setPricing: setPricing(common),
    delete: remove(common)
  }) as const
