import { Effect, Layer, Option } from "effect"
import { SubaccountLookupError } from "../charges/Errors.ts"
import { ChargeSubaccounts, type SubaccountForDeposit } from "../charges/Subaccounts.ts"
import { SubaccountStore } from "./SubaccountStore.ts"
import type { SubaccountRecord } from "./Record.ts"

/** What the PIX use cases need of a subaccount record: its gate and its surcharges. */
export const forDeposit = (record: SubaccountRecord): SubaccountForDeposit => ({
  id: record.id,
  accountId: record.accountId,
  status: record.status,
  lockMode: record.lockMode,
  pixInSurcharge: record.surcharge.pixIn,
  pixOutSurcharge: record.surcharge.pixOut,
  limits: record.limits
})

/** The subaccount lookup of the receive-PIX and refund use cases, read from the subaccount store. */
export const layerChargeSubaccounts: Layer.Layer<ChargeSubaccounts, never, SubaccountStore> = Layer.effect(
  ChargeSubaccounts,
  Effect.map(SubaccountStore, (store) =>
    ChargeSubaccounts.of({
      findById: (accountId, subaccountId) =>
        store.findById(accountId, subaccountId).pipe(
          Effect.map(Option.map(forDeposit)),
          Effect.mapError((e) => new SubaccountLookupError({ message: e.message, cause: e }))
        ),
      findByIdForUpdate: (accountId, subaccountId) =>
        store.findByIdForUpdate(accountId, subaccountId).pipe(
          Effect.map(Option.map(forDeposit)),
          Effect.mapError((e) => new SubaccountLookupError({ message: e.message, cause: e }))
        )
    })
  )
)
