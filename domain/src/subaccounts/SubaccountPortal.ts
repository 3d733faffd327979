import { Context, type Effect, Schema } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import type { InvalidSubaccountInput, SubaccountStoreError } from "./Errors.ts"
import type { SubaccountRecord } from "./Record.ts"

/** The `portal` block of a subaccount's record (spec, "Operator portal state"). */
export const PortalView = Schema.Struct({
  state: Schema.String,
  email: Schema.NullOr(Schema.String),
  emailVerified: Schema.Boolean,
  twoFactorEnabled: Schema.Boolean,
  lastLoginAt: Schema.NullOr(Schema.String)
})
export type PortalView = typeof PortalView.Type

/** The block of a subaccount without a portal login. */
export const portalNone: PortalView = {
  state: "none",
  email: null,
  emailVerified: false,
  twoFactorEnabled: false,
  lastLoginAt: null
}

/**
 * Optional port: the operator portal's side of subaccounts, implemented by the portal. Without it, a create with
 * `portalEmail` and `portalPassword` is refused (never accepted and ignored) and every record shows `portalNone`.
 */
export class SubaccountPortal extends Context.Service<
  SubaccountPortal,
  {
    /**
     * Sets up the portal login given at create (`portalEmail`, `portalPassword`), inside the create's transaction: a
     * refusal (weak password, e-mail taken) rolls the subaccount back too.
     */
    readonly setupAtCreate: (
      record: SubaccountRecord,
      login: { readonly email: string; readonly password: string }
    ) => Effect.Effect<void, InvalidSubaccountInput | SubaccountStoreError>
    /** The `portal` blocks of some subaccounts of the account; a subaccount missing from the map shows `portalNone`. */
    readonly findViews: (
      accountId: AccountId,
      subaccountIds: ReadonlyArray<string>
    ) => Effect.Effect<ReadonlyMap<string, PortalView>, SubaccountStoreError>
  }
>()("@trilho/domain/SubaccountPortal") {}
