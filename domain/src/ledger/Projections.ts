import { DateTime, Schema } from "effect"
import { toReais } from "../money/Money.ts"
import type { BalanceView } from "./Model.ts"

/** The `padrao` block of the API's Balance: the PADRAO rail's balance words, in reais. */
export const PadraoBalance = Schema.Struct({
  available: Schema.Finite,
  pending: Schema.Finite,
  withdrawable: Schema.Finite,
  locked24h: Schema.Finite,
  nextUnlockAt: Schema.NullOr(Schema.String)
})

/**
 * The API's Balance object (`GET /account/balance` data). `blockedAmount`: the part of `availableAmount` held by MED
 * disputes, never withdrawable (spec, "MED status", balance effects).
 */
export const BalanceResponse = Schema.Struct({
  currency: Schema.Literal("BRL"),
  availableAmount: Schema.Finite,
  pendingAmount: Schema.Finite,
  blockedAmount: Schema.Finite,
  padrao: PadraoBalance
})
export type BalanceResponse = typeof BalanceResponse.Type

/** The balance fields of a subaccount record; `*Padrao` only. */
export const SubaccountBalanceFields = Schema.Struct({
  availablePadrao: Schema.Finite,
  spendablePadrao: Schema.Finite,
  lockedPadrao: Schema.Finite,
  pendingPadrao: Schema.Finite
})
export type SubaccountBalanceFields = typeof SubaccountBalanceFields.Type

const iso = (at: Date | null): string | null => (at === null ? null : DateTime.formatIso(DateTime.fromDateUnsafe(at)))

/** Projects a balance view onto the API's Balance: amounts in reais, `nextUnlockAt` as ISO 8601 or null. */
export const toBalanceResponse = (view: BalanceView): BalanceResponse => ({
  currency: "BRL",
  availableAmount: toReais(view.availableCentavos),
  pendingAmount: toReais(view.pendingCentavos),
  blockedAmount: toReais(view.medBlockedCentavos),
  padrao: {
    available: toReais(view.availableCentavos),
    pending: toReais(view.pendingCentavos),
    withdrawable: toReais(view.withdrawableCentavos),
    locked24h: toReais(view.locked24hCentavos),
    nextUnlockAt: iso(view.nextUnlockAt)
  }
})

/**
 * Projects a subaccount's balance view onto its `*Padrao` fields: `availablePadrao` = available,
 * `spendablePadrao` = withdrawable, `lockedPadrao` = blocked by MED, `pendingPadrao` = pending.
 */
export const toSubaccountBalanceFields = (view: BalanceView): SubaccountBalanceFields => ({
  availablePadrao: toReais(view.availableCentavos),
  spendablePadrao: toReais(view.withdrawableCentavos),
  lockedPadrao: toReais(view.medBlockedCentavos),
  pendingPadrao: toReais(view.pendingCentavos)
})
