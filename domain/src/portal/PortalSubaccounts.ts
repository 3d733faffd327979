import { Context, type Effect, type Option } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import type { PortalStoreError } from "./Errors.ts"

/** What the portal needs of a subaccount. */
export interface PortalSubaccount {
  readonly id: string
  readonly accountId: AccountId
  readonly name: string
  readonly externalReference: string
  readonly status: "ACTIVE" | "DISABLED"
}

/** Subaccounts per account the portal status lists, at most. */
export const portalSubaccountsPageMax = 1000

/** The subaccounts as the portal sees them (deleted ones are not found). Implemented over the subaccount store. */
export class PortalSubaccounts extends Context.Service<
  PortalSubaccounts,
  {
    /** The account's subaccount `id`; another account's is not found. */
    readonly findById: (
      accountId: AccountId,
      id: string
    ) => Effect.Effect<Option.Option<PortalSubaccount>, PortalStoreError>
    /** The account's subaccount with this `externalReference`. */
    readonly findByExternalReference: (
      accountId: AccountId,
      externalReference: string
    ) => Effect.Effect<Option.Option<PortalSubaccount>, PortalStoreError>
    /** The account's subaccounts in id order, at most `portalSubaccountsPageMax`. */
    readonly findManyByAccount: (
      accountId: AccountId
    ) => Effect.Effect<ReadonlyArray<PortalSubaccount>, PortalStoreError>
  }
>()("@trilho/domain/PortalSubaccounts") {}
