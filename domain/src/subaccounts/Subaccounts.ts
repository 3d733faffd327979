import { Context, Effect, Layer } from "effect"
import { makeChange } from "./Change.ts"
import { makeCommon } from "./Common.ts"
import { makeCreate } from "./Create.ts"
import { makeMoves } from "./Moves.ts"
import { makeRead } from "./Read.ts"

export type { MoveInput } from "./Moves.ts"

/**
 * Subaccounts (spec, `subaccount/*`): logical wallets under a merchant's main account, each with its own ledger
 * account `sub:<id>`. Every operation needs the account flag `subaccounts` (`SubaccountsNotEnabled`, the spec's 403).
 * Balance moves (main → sub, sub → main, sub → sub) are one `SUBACCOUNT_MOVE` journal entry each, idempotent by
 * `externalReference`, and respect the status and lock mode of the subaccounts they touch (money in needs
 * `canDeposit`, money out `canWithdraw`). Changes of one subaccount lock its row, so they serialize.
 */
export class Subaccounts extends Context.Service<Subaccounts>()("@trilho/domain/Subaccounts", {
  make: Effect.gen(function* () {
    const common = yield* makeCommon
    const create = yield* makeCreate(common)
    const { balance, find, list, pricing } = yield* makeRead(common)
    const { delete: remove, lock, setLimits, setPricing, unlock, update } = makeChange(common)
    const { addBalance, removeBalance, transfer } = yield* makeMoves(common)

    return {
      create,
      find,
      list,
      balance,
      update,
      lock,
      unlock,
      setLimits,
      setPricing,
      pricing,
      delete: remove,
      addBalance,
      removeBalance,
      transfer
    } as const
  })
}) {
  /** The service over the ports it reads (what `Effect.Service` made as `Default`). */
  static readonly Default = Layer.effect(Subaccounts, Subaccounts.make)
}
