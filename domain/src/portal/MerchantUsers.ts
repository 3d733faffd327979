import { Context, type Effect, type Option } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import type { MerchantUserEmailTaken, PortalStoreError } from "./Errors.ts"

/** A merchant's dashboard user: signs in with e-mail and password and acts for its account. */
export interface MerchantUser {
  readonly id: string
  readonly accountId: AccountId
  /** Lower-cased; unique across the platform. */
  readonly email: string
  readonly passwordHash: string
  readonly createdAt: Date
}

/** Storage port of the dashboard users. */
export class MerchantUsers extends Context.Service<
  MerchantUsers,
  {
    /** Stores a new user; a taken e-mail (without case) is `MerchantUserEmailTaken`. */
    readonly insert: (user: MerchantUser) => Effect.Effect<void, MerchantUserEmailTaken | PortalStoreError>
    /** The user with this (lower-cased) e-mail. */
    readonly findByEmail: (email: string) => Effect.Effect<Option.Option<MerchantUser>, PortalStoreError>
    /** The user `id` of account `accountId`. */
    readonly findById: (
      accountId: AccountId,
      id: string
    ) => Effect.Effect<Option.Option<MerchantUser>, PortalStoreError>
  }
>()("@trilho/domain/MerchantUsers") {}
