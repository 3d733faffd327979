import { Context, Effect, Layer, Option, Result } from "effect"
import { nowDate } from "../../card/Common.ts"
import { span } from "../../shared/Tracing.ts"
import { saoPauloDate } from "../Calendar.ts"
import { InvalidBilling } from "../Errors.ts"
import type { Problem } from "../Request.ts"
import type { SubscriptionCard } from "../SubscriptionRecord.ts"
import { type CreateSubscriptionInput, validateCreateSubscription } from "../SubscriptionRequest.ts"
import { Subscriptions } from "../Subscriptions.ts"
import { SubscriptionStore } from "../SubscriptionStore.ts"
import { CardBillings } from "./CardBillings.ts"
import { type CardBillingFields, cardFieldProblems, cardFingerprintOf } from "./CardRequest.ts"
import { CardTokens } from "./CardTokens.ts"
import { checkRemoteIp } from "./Request.ts"

const placeholder: SubscriptionCard = { processorAccountId: "", token: "", brand: "", last4: "", remoteIp: "" }

/**
 * Card subscriptions (docs/decisions.md "Card subscriptions"): a CARD_CREDIT subscription's card is resolved at create
 * (tokenized from `creditCard` + `creditCardHolderInfo`, or a stored `cardToken`; `remoteIp` always) and kept as its
 * token only; nothing is charged at create. Each cycle's billing carries the token and is charged by the worker on its
 * due date (`CardBillings.chargeDue`). BOLETO and PIX go to `Subscriptions.create` and take no card field.
 */
export class CardSubscriptions extends Context.Service<CardSubscriptions>()("@trilho/domain/CardSubscriptions", {
  make: Effect.gen(function* () {
    const subscriptions = yield* Subscriptions
    const tokens = yield* CardTokens
    const cardBillings = yield* CardBillings
    const store = yield* SubscriptionStore

    /**
     * `POST /subscriptions/create` of any method. CARD_CREDIT: every problem of the body and of its card fields in one
     * `InvalidBilling`, the card gate, the card price of each cycle (`amountsOf`: the card fee, 5.00 at least), the
     * card resolved (a repeat under the same `externalReference` resolves nothing), then `Subscriptions.create` with
     * the token.
     */
    const create = Effect.fnUntraced(function* (input: CreateSubscriptionInput & CardBillingFields) {
      const fieldProblems = cardFieldProblems(input)
      if (input.method !== "CARD_CREDIT") {
        if (fieldProblems.length > 0) return yield* new InvalidBilling({ problems: fieldProblems })
        return yield* subscriptions.create(input)
      }
      const common = validateCreateSubscription({ ...input, card: placeholder }, saoPauloDate(yield* nowDate))
      const problems: Array<Problem> = [
        ...(Result.isFailure(common) && common.failure._tag === "InvalidBilling" ? common.failure.problems : []),
        ...fieldProblems
      ]
      if (input.remoteIp !== undefined) checkRemoteIp(input.remoteIp, problems)
      if (problems.length > 0 || Result.isFailure(common)) return yield* new InvalidBilling({ problems })
      yield* tokens.requireCardProcessing(input.accountId)
      yield* cardBillings.amountsOf(input.accountId, common.success.amountCentavos)
      const cardFingerprint = cardFingerprintOf(input)
      const reference = common.success.externalReference
      const existing =
        reference === undefined ? Option.none() : yield* store.findByExternalReference(input.accountId, reference)
      if (Option.isSome(existing)) {
        return yield* subscriptions.create({ ...input, card: existing.value.card ?? placeholder, cardFingerprint })
      }
      const resolved = yield* tokens.resolveForCharge({
        accountId: input.accountId,
        cardToken: input.cardToken,
        creditCard: input.creditCard,
        creditCardHolderInfo: input.creditCardHolderInfo,
        remoteIp: input.remoteIp ?? ""
      })
      const card: SubscriptionCard = {
        processorAccountId: resolved.processorAccountId,
        token: resolved.card.token,
        brand: resolved.card.brand,
        last4: resolved.card.last4,
        remoteIp: resolved.remoteIp
      }
      return yield* subscriptions.create({ ...input, card, cardFingerprint })
    }, span("CardSubscriptions.create"))

    return { create } as const
  })
}) {
  /** The service over the services it is given. */
  static readonly Default = Layer.effect(this, this.make)
}
