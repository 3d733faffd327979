import { Effect, Option } from "effect"
import { CardProcessorMemory } from "../../card/CardProcessorMemory.ts"
import type { DeclineReason } from "../../card/TestCards.ts"
import type { AccountId } from "../../ledger/Model.ts"
import { CardTokenStore } from "./CardTokenStore.ts"
import { CardTokenNotFound } from "./Errors.ts"

/** The reasons the sandbox's "fail a card" control may decline a stored card with. */
export const sandboxDeclineReasons = ["insufficient_funds", "generic_decline", "stolen_card", "expired_card"] as const

/**
 * The sandbox's "fail a card": every later charge of the merchant's stored token declines with `reason` (a card
 * billing's charge, a subscription's cycle and its retries), until it is restored (`reason` undefined). Another
 * merchant's token, or one the processor does not know, is `CardTokenNotFound`.
 */
export const setCardFailing = Effect.fn("CardBillings.setCardFailing")(function* (
  accountId: AccountId,
  token: string,
  reason: DeclineReason | undefined
) {
  const stored = yield* (yield* CardTokenStore).findByToken(accountId, token)
  if (Option.isNone(stored)) return yield* new CardTokenNotFound({ token })
  const known = yield* (yield* CardProcessorMemory).setDeclining(token, reason)
  if (!known) return yield* new CardTokenNotFound({ token })
  return { cardToken: token, failing: reason !== undefined, ...(reason === undefined ? {} : { reason }) }
})
