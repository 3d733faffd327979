import { Context, Effect, Layer } from "effect"
import * as Accounts from "../accounts/Accounts.ts"
import * as Outbox from "../events/Outbox.ts"
import { Ledger } from "../ledger/Ledger.ts"
import * as IdsPort from "../shared/Ids.ts"
import * as Transactor from "../shared/Transactor.ts"
import * as CardProcessorMemory from "./CardProcessorMemory.ts"
import * as Store from "./CardTransactionStore.ts"
import { makeCheckout } from "./Checkout.ts"
import { layer as configLayer, processorBaseUrl, settingsDefault } from "./Config.ts"
import { makePayment } from "./Payment.ts"
import { makeRefunds } from "./RefundAndSettle.ts"

export { type CardCheckoutInput, checkCheckoutInput, returnUrlLengthMax } from "./Checkout.ts"
export {
  type CardRefundOutcome,
  type RefundError,
  refundAttemptsMax,
  settleDueBatchDefault
} from "./RefundAndSettle.ts"

/**
 * Card checkout through the card processor (spec "Card checkout"): the onboarding link, the checkout (gate, fee,
 * the processor's hosted session), the buyer's card on the hosted page (tokenized at once: only the `CardToken` is
 * kept) and its challenge, refunds of the net and settlement. Every state change writes the transaction by
 * compare-and-set on its version, its ledger entry and its `payment.*` event in one `Transactor.transactionally`.
 */
export class CardCharges extends Context.Service<CardCharges>()("@trilho/domain/CardCharges", {
  make: Effect.gen(function* () {
    const checkout = yield* makeCheckout
    const payment = yield* makePayment
    const refunds = yield* makeRefunds
    return { ...checkout, ...payment, ...refunds } as const
  })
}) {
  /** The service over the ports it is given. */
  static readonly Default = Layer.effect(this, this.make)

  /**
   * The service over memory ports (card transactions, card processor and its controls, outbox, merchants, ledger,
   * memory transactor), counter ids and `PAY_URL` `https://pay.trilho.test`. Provides the ports too, for tests.
   */
  static readonly Test = Layer.suspend(() => {
    const payUrl = "https://pay.trilho.test"
    const ports = Layer.mergeAll(
      Layer.provideMerge(Store.layerMemory, Transactor.layerMemory),
      CardProcessorMemory.layerMemory({ baseUrl: processorBaseUrl(payUrl) }),
      Outbox.layerMemory,
      Layer.provideMerge(Accounts.layerMemory, Ledger.Test),
      configLayer({ ...settingsDefault, payUrl })
    )
    return Layer.provideMerge(CardCharges.Default, Layer.merge(ports, IdsPort.layerCounter))
  })
}
