import { Effect, Layer } from "effect"
import { CouponStoreError } from "../coupons/Errors.ts"
import { PaymentLinkDirectory } from "../coupons/PaymentLinkDirectory.ts"
import { PaymentLinkStore } from "./PaymentLinkStore.ts"

/** The coupons' view of the payment links: the ids the account has no live link for, read from the links' store. */
export const layerCouponDirectory: Layer.Layer<PaymentLinkDirectory, never, PaymentLinkStore> = Layer.effect(
  PaymentLinkDirectory,
  Effect.map(PaymentLinkStore, (store) =>
    PaymentLinkDirectory.of({
      missing: (accountId, ids) =>
        store
          .missing(accountId, ids)
          .pipe(Effect.mapError((cause) => new CouponStoreError({ message: "payment links unavailable", cause })))
    })
  )
)
