import { Context, Effect, Layer } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import type { CouponStoreError } from "./Errors.ts"

/**
 * The payment links a coupon may name, as the coupons see them: which of some ids the account does not have. A port,
 * so that coupons need not wait for the payment links' own store; the API composes it with that store.
 */
export class PaymentLinkDirectory extends Context.Service<
  PaymentLinkDirectory,
  {
    /** The ids among `ids` that name no payment link of the account, in the order given. */
    readonly missing: (
      accountId: AccountId,
      ids: ReadonlyArray<string>
    ) => Effect.Effect<ReadonlyArray<string>, CouponStoreError>
  }
>()("@trilho/domain/PaymentLinkDirectory") {}

/** A directory in which every account has exactly the links `ids` (tests). */
export const layerMemoryPaymentLinks = (ids: ReadonlyArray<string>): Layer.Layer<PaymentLinkDirectory> => {
  const known = new Set(ids)
  return Layer.succeed(
    PaymentLinkDirectory,
    PaymentLinkDirectory.of({ missing: (_accountId, asked) => Effect.succeed(asked.filter((id) => !known.has(id))) })
  )
}

/** A directory in which no account has any link: every id is missing. */
export const layerNoPaymentLinks: Layer.Layer<PaymentLinkDirectory> = layerMemoryPaymentLinks([])
