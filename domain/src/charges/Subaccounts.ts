import { Context, Effect, Layer, Option, Ref } from "effect"
import type { FeeSchedule } from "../fees/Model.ts"
import type { Limits } from "../limits/Model.ts"
import type { AccountId } from "../ledger/Model.ts"
import type { SubaccountGate } from "../subaccounts/Machine.ts"
import type { SubaccountLookupError } from "./Errors.ts"

/** What a charge for a subaccount needs to know of it: whether it takes deposits, and its PIX-in surcharge. */
export interface SubaccountForDeposit extends SubaccountGate {
  readonly id: string
  readonly accountId: AccountId
  /** Added on top of the main account's PIX-in fee; the difference is the main account's `SUBACCOUNT_PROFIT`. */
  readonly pixInSurcharge: FeeSchedule
  /** Added on top of the main account's PIX-out and refund fees; none is no surcharge. */
  readonly pixOutSurcharge?: FeeSchedule | undefined
  /** Bounds on its PIX debits; none is no limit. */
  readonly limits?: Limits | undefined
}

/**
 * The subaccounts as the receive-PIX use cases see them. The subaccount store implements it; until then the memory
 * layer below stands in (tests and embedding).
 */
export class ChargeSubaccounts extends Context.Service<
  ChargeSubaccounts,
  {
    /** The account's subaccount with this id (a soft-deleted one is DELETED); another account's is not found. */
    readonly findById: (
      accountId: AccountId,
      subaccountId: string
    ) => Effect.Effect<Option.Option<SubaccountForDeposit>, SubaccountLookupError>
    /**
     * As `findById`, and inside a transaction the subaccount's row stays locked until it ends: two debits of one
     * subaccount checked against its limits wait for each other.
     */
    readonly findByIdForUpdate: (
      accountId: AccountId,
      subaccountId: string
    ) => Effect.Effect<Option.Option<SubaccountForDeposit>, SubaccountLookupError>
  }
>()("@trilho/domain/ChargeSubaccounts") {}

/** Controls of the memory subaccount lookup, for tests: add or replace a subaccount. */
export class ChargeSubaccountsMemory extends Context.Service<
  ChargeSubaccountsMemory,
  { readonly put: (subaccount: SubaccountForDeposit) => Effect.Effect<void> }
>()("@trilho/domain/ChargeSubaccountsMemory") {}

/** An in-memory subaccount lookup and its controls. */
export const layerMemory: Layer.Layer<ChargeSubaccounts | ChargeSubaccountsMemory> = Layer.effectContext(
  Effect.gen(function* () {
    const ref = yield* Ref.make<ReadonlyMap<string, SubaccountForDeposit>>(new Map())
    const findById = (accountId: AccountId, subaccountId: string) =>
      Effect.map(Ref.get(ref), (m) => {
        const sub = m.get(subaccountId)
        return sub !== undefined && sub.accountId === accountId ? Option.some(sub) : Option.none()
      })
    const lookup = ChargeSubaccounts.of({ findById, findByIdForUpdate: findById })
    const controls = ChargeSubaccountsMemory.of({
      put: (subaccount) => Ref.update(ref, (m) => new Map(m).set(subaccount.id, subaccount))
    })
    return Context.make(ChargeSubaccounts, lookup).pipe(Context.add(ChargeSubaccountsMemory, controls))
  })
)
