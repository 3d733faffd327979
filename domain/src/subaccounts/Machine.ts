import { Schema } from "effect"
import type { EventType } from "../events/Catalog.ts"
import * as StateMachine from "../shared/StateMachine.ts"

/** A subaccount's status as the API shows it. */
export const SubaccountStatus = Schema.Literals(["ACTIVE", "DISABLED"])
export type SubaccountStatus = typeof SubaccountStatus.Type

/** The status a subaccount's record goes through: the API's two, plus DELETED (soft delete, read as not found). */
export const SubaccountLifecycle = Schema.Literals(["ACTIVE", "DISABLED", "DELETED"])
export type SubaccountLifecycle = typeof SubaccountLifecycle.Type

/** What happens to a subaccount's status: created ACTIVE; update to DISABLED or ACTIVE; delete. */
export const SubaccountTrigger = Schema.Literals(["create", "disable", "enable", "delete"])
export type SubaccountTrigger = typeof SubaccountTrigger.Type

/**
 * The subaccount status machine. Setting the status it already has is accepted and changes nothing (the update
 * operation may carry a rename). Delete needs a zero Padrao balance (guard) and is final.
 */
export const subaccount = StateMachine.make<SubaccountLifecycle, SubaccountTrigger, EventType>({
  name: "Subaccount",
  states: SubaccountLifecycle,
  triggers: SubaccountTrigger,
  starts: [{ trigger: "create", to: "ACTIVE", events: [] }],
  moves: [
    { from: "ACTIVE", trigger: "disable", to: "DISABLED", events: [] },
    { from: "ACTIVE", trigger: "enable", to: "ACTIVE", events: [] },
    { from: "ACTIVE", trigger: "delete", to: "DELETED", events: [], guard: "zeroPadraoBalance" },
    { from: "DISABLED", trigger: "enable", to: "ACTIVE", events: [] },
    { from: "DISABLED", trigger: "disable", to: "DISABLED", events: [] },
    { from: "DISABLED", trigger: "delete", to: "DELETED", events: [], guard: "zeroPadraoBalance" }
  ],
  terminal: ["DELETED"]
})

/** A lock on a subaccount: `full` blocks deposits and withdrawals; the others block the direction they name. */
export const LockMode = Schema.Literals(["full", "withdraw_only", "deposit_only"])
export type LockMode = typeof LockMode.Type

/** A subaccount's lock state: unlocked (normal mode) or one of the lock modes. */
export const LockState = Schema.Literals(["unlocked", "full", "withdraw_only", "deposit_only"])
export type LockState = typeof LockState.Type

/** Lock with a mode, or unlock. */
export const LockTrigger = Schema.Literals(["lock_full", "lock_withdraw_only", "lock_deposit_only", "unlock"])
export type LockTrigger = typeof LockTrigger.Type

/**
 * The lock machine: locking works from any lock state (a second lock replaces the mode, the same mode again changes
 * nothing); unlock works only on a locked subaccount.
 */
export const subaccountLock = StateMachine.make<LockState, LockTrigger, EventType>({
  name: "SubaccountLock",
  states: LockState,
  triggers: LockTrigger,
  starts: [],
  moves: LockState.literals.flatMap((from) => [
    { from, trigger: "lock_full" as const, to: "full" as const, events: [] },
    { from, trigger: "lock_withdraw_only" as const, to: "withdraw_only" as const, events: [] },
    { from, trigger: "lock_deposit_only" as const, to: "deposit_only" as const, events: [] },
    ...(from === "unlocked" ? [] : [{ from, trigger: "unlock" as const, to: "unlocked" as const, events: [] }])
  ]),
  terminal: []
})

/** The lock trigger that sets `mode`. */
export const lockTriggerFor = (mode: LockMode): LockTrigger => `lock_${mode}`

/** The API's `lockMode` for a lock state: null when unlocked. */
export const lockModeOf = (state: LockState): LockMode | null => (state === "unlocked" ? null : state)

/** What the money rules need to know of a subaccount. */
export interface SubaccountGate {
  readonly status: SubaccountLifecycle
  readonly lockMode: LockMode | null
}

/**
 * Whether money may come into the subaccount (PIX deposit, add-balance, incoming subaccount transfer): it must be
 * ACTIVE and its lock mode neither `full` nor `deposit_only`.
 */
export const canDeposit = (sub: SubaccountGate): boolean =>
  sub.status === "ACTIVE" && sub.lockMode !== "full" && sub.lockMode !== "deposit_only"

/**
 * Whether money may leave the subaccount (PIX out, remove-balance, outgoing subaccount transfer, refund debit): it
 * must be ACTIVE and its lock mode neither `full` nor `withdraw_only`.
 */
export const canWithdraw = (sub: SubaccountGate): boolean =>
  sub.status === "ACTIVE" && sub.lockMode !== "full" && sub.lockMode !== "withdraw_only"
