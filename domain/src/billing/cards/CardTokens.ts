import { Context, Effect, Layer, Option } from "effect"
import { CardProcessor } from "../../card/CardProcessor.ts"
import * as CardProcessorMemory from "../../card/CardProcessorMemory.ts"
import { nowDate } from "../../card/Common.ts"
import { cardCheckoutBlocker } from "../../card/Onboarding.ts"
import type { AccountId } from "../../ledger/Model.ts"
import { span } from "../../shared/Tracing.ts"
import * as Store from "./CardTokenStore.ts"
import { CardTokenNotFound, InvalidCardTokenRequest } from "./Errors.ts"
import {
  checkReference,
  checkRemoteIp,
  checkTokenizeRequest,
  type CreditCardInput,
  type HolderInfoInput,
  type TokenizeCardInput
} from "./Request.ts"

/**
 * The card part of a billing charge: either the card itself (`creditCard` with `creditCardHolderInfo`: the first
 * charge) or a stored `cardToken` (later charges), and always the buyer's `remoteIp`.
 */
export interface ResolveCardInput {
  readonly accountId: AccountId
  readonly cardToken?: string | undefined
  readonly creditCard?: CreditCardInput | undefined
  readonly creditCardHolderInfo?: HolderInfoInput | undefined
  readonly remoteIp: string
  readonly customer?: string | undefined
}

/**
 * A card ready to be charged (`CardProcessor.chargeToken`): its stored token, the merchant's processor account,
 * the buyer's checked address, and whether this call tokenized it.
 */
export interface ResolvedCard {
  readonly card: Store.StoredCardToken
  readonly processorAccountId: string
  readonly remoteIp: string
  readonly tokenized: boolean
}

type Problem = { readonly field: string; readonly message: string }

/** Which way a charge names its card, or the problems of naming it both ways or neither. */
const shapeProblems = (input: ResolveCardInput): ReadonlyArray<Problem> => {
  const card = input.creditCard !== undefined
  const holder = input.creditCardHolderInfo !== undefined
  if (input.cardToken !== undefined && (card || holder)) {
    return [{ field: "cardToken", message: "give cardToken or creditCard with creditCardHolderInfo, not both" }]
  }
  if (input.cardToken !== undefined) return []
  if (!card && !holder)
    return [{ field: "creditCard", message: "is required (with creditCardHolderInfo), or cardToken" }]
  if (!card) return [{ field: "creditCard", message: "is required with creditCardHolderInfo" }]
  if (!holder) return [{ field: "creditCardHolderInfo", message: "is required with creditCard" }]
  return []
}

/**
 * Stored card tokens (spec "Billing (one-off charge)", `creditCardToken` reusable as `cardToken`): a card is checked,
 * tokenized at the processor and its token stored for the merchant, with what may be shown of it; the number and CVV
 * go no further than the processor's `tokenize`. Card billings resolve their card here before charging it.
 */
export class CardTokens extends Context.Service<CardTokens>()("@trilho/domain/CardTokens", {
  make: Effect.gen(function* () {
    const store = yield* Store.CardTokenStore
    const processor = yield* CardProcessor

    /** The merchant's processor account when it passes the card gate, else `CardProcessingUnavailable` (403). */
    const requireCardProcessing = Effect.fnUntraced(function* (accountId: AccountId) {
      const account = Option.getOrUndefined(yield* processor.findAccountByMerchant(accountId))
      const blocker = cardCheckoutBlocker(account)
      if (blocker !== undefined) return yield* Effect.fail(blocker)
      return account!
    })

    const tokenizeChecked = Effect.fnUntraced(function* (accountId: AccountId, input: TokenizeCardInput) {
      const now = yield* nowDate
      const checked = yield* Effect.fromResult(checkTokenizeRequest(input, now))
      const account = yield* requireCardProcessing(accountId)
      const token = yield* processor.tokenize(checked.card)
      const record: Store.StoredCardToken = {
        accountId,
        token: token.token,
        ...(checked.customerReference === undefined ? {} : { customerReference: checked.customerReference }),
        brand: token.brand,
        last4: token.last4,
        expMonth: token.expMonth,
        expYear: token.expYear,
        holderName: checked.card.holderName,
        createdAt: now
      }
      yield* store.insert(record)
      return { record, processorAccountId: account.id, remoteIp: checked.remoteIp }
    })

    /**
     * `POST /billings/tokenize-card`: the request checked at the clock's now (`InvalidCardTokenRequest`, every
     * problem named), the merchant through the card gate (`CardProcessingUnavailable`), the card tokenized at the
     * processor (nothing is charged) and its token stored for the merchant.
     */
    const tokenize = Effect.fnUntraced(function* (accountId: AccountId, input: TokenizeCardInput) {
      return (yield* tokenizeChecked(accountId, input)).record
    }, span("CardTokens.tokenize"))

    /**
     * The card of a charge: with `creditCard` and `creditCardHolderInfo` it is tokenized and stored (`tokenize`);
     * with `cardToken` the merchant's stored token is found (`CardTokenNotFound` otherwise, another merchant's
     * included; a token stored for another `customer` is refused). Both ways check `remoteIp` and the card gate, and
     * record the use (`lastUsedAt`).
     */
    const resolveForCharge = Effect.fnUntraced(function* (input: ResolveCardInput) {
      const shape = shapeProblems(input)
      if (shape.length > 0) return yield* new InvalidCardTokenRequest({ problems: shape })
      const now = yield* nowDate
      if (input.cardToken === undefined) {
        const made = yield* tokenizeChecked(input.accountId, {
          creditCard: input.creditCard!,
          creditCardHolderInfo: input.creditCardHolderInfo!,
          remoteIp: input.remoteIp,
          customer: input.customer
        })
        const card = yield* store.markUsed(input.accountId, made.record.token, now)
        return { card, processorAccountId: made.processorAccountId, remoteIp: made.remoteIp, tokenized: true }
      }
      const problems: Array<Problem> = []
      const token = checkReference("cardToken", input.cardToken, Store.cardTokenLengthMax, problems)
      const remoteIp = checkRemoteIp(input.remoteIp, problems)
      const customer = checkReference("customer", input.customer, Store.customerReferenceLengthMax, problems)
      if (problems.length > 0 || token === undefined || remoteIp === undefined) {
        return yield* new InvalidCardTokenRequest({ problems })
      }
      const account = yield* requireCardProcessing(input.accountId)
      const stored = yield* store.findByToken(input.accountId, token)
      if (Option.isNone(stored)) return yield* new CardTokenNotFound({ token })
      const owner = stored.value.customerReference
      if (customer !== undefined && owner !== undefined && owner !== customer) {
        return yield* new InvalidCardTokenRequest({
          problems: [{ field: "cardToken", message: "is stored for another customer" }]
        })
      }
      const card = yield* store.markUsed(input.accountId, token, now)
      return { card, processorAccountId: account.id, remoteIp, tokenized: false } satisfies ResolvedCard
    }, span("CardTokens.resolveForCharge"))

    return { tokenize, resolveForCharge, requireCardProcessing } as const
  })
}) {
  /** The service over the ports it is given. */
  static readonly Default = Layer.effect(this, this.make)

  /** The service over the memory store and the memory card processor (with its controls), for tests. */
  static readonly Test = Layer.provideMerge(
    CardTokens.Default,
    Layer.merge(Store.layerMemory, CardProcessorMemory.layerMemory())
  )
}

/** The answer of `tokenize-card` in Asaas's shape: the token, the brand and the last 4 digits. */
export const tokenizeAnswerOf = (record: Store.StoredCardToken) => ({
  creditCardToken: record.token,
  creditCardBrand: record.brand,
  creditCardNumber: record.last4
})
