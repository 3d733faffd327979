import { Context, Effect, Layer, Option, Ref, Schema } from "effect"
import { CardBrand } from "../../card/CardNumber.ts"
import type { AccountId } from "../../ledger/Model.ts"
import { CardTokenNotFound, CardTokenStoreError } from "./Errors.ts"

export { CardTokenNotFound, CardTokenStoreError }

/** Characters of a token, and of a merchant's customer reference, at most. */
export const cardTokenLengthMax = 64
export const customerReferenceLengthMax = 64

/**
 * A card token stored for a merchant: the processor's token, the merchant's optional customer reference, and what
 * the merchant may show of the card (brand, last 4, expiry, holder's name). Never the number or the CVV.
 * `lastUsedAt` is the last time the token was resolved for a charge.
 */
export const StoredCardToken = Schema.Struct({
  accountId: Schema.String,
  token: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(cardTokenLengthMax)),
  customerReference: Schema.optionalKey(
    Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(customerReferenceLengthMax))
  ),
  brand: CardBrand,
  last4: Schema.String.check(Schema.isPattern(/^\d{4}$/)),
  expMonth: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 12 })),
  expYear: Schema.Int.check(Schema.isBetween({ minimum: 2000, maximum: 9999 })),
  holderName: Schema.String,
  createdAt: Schema.Date,
  lastUsedAt: Schema.optionalKey(Schema.Date)
})
export type StoredCardToken = typeof StoredCardToken.Type

/**
 * Storage port of card tokens. A token belongs to one merchant: every read and write names the account, and
 * another account's token is not found. A token is unique (the processor draws it): storing one twice is a defect.
 */
export class CardTokenStore extends Context.Service<
  CardTokenStore,
  {
    /** Stores a new token of a merchant. */
    readonly insert: (record: StoredCardToken) => Effect.Effect<void, CardTokenStoreError>
    /** The account's stored token with this value. */
    readonly findByToken: (
      accountId: AccountId,
      token: string
    ) => Effect.Effect<Option.Option<StoredCardToken>, CardTokenStoreError>
    /**
     * Records a use of the account's token at `at` (`lastUsedAt` moves forward only: an earlier `at` leaves it) and
     * returns the token as stored; `CardTokenNotFound` when the account has no such token.
     */
    readonly markUsed: (
      accountId: AccountId,
      token: string,
      at: Date
    ) => Effect.Effect<StoredCardToken, CardTokenNotFound | CardTokenStoreError>
  }
>()("@trilho/domain/CardTokenStore") {}

const later = (a: Date | undefined, b: Date): Date => (a !== undefined && a.getTime() > b.getTime() ? a : b)

/** In-memory card tokens with the SQL store's rules, for domain tests. */
export const makeMemory = Effect.gen(function* () {
  const ref = yield* Ref.make<ReadonlyMap<string, StoredCardToken>>(new Map())
  const owned = (all: ReadonlyMap<string, StoredCardToken>, accountId: string, token: string) => {
    const found = all.get(token)
    return found !== undefined && found.accountId === accountId ? found : undefined
  }
  return CardTokenStore.of({
    insert: (record) =>
      Effect.flatMap(
        Ref.modify(ref, (all) =>
          all.has(record.token) ? [false, all] : [true, new Map(all).set(record.token, record)]
        ),
        (stored) => (stored ? Effect.void : Effect.die(new Error(`card token ${record.token} is already stored`)))
      ),
    findByToken: (accountId, token) =>
      Effect.map(Ref.get(ref), (all) => Option.fromNullishOr(owned(all, accountId, token))),
    markUsed: (accountId, token, at) =>
      Effect.flatMap(
        Ref.modify(ref, (all): readonly [StoredCardToken | undefined, ReadonlyMap<string, StoredCardToken>] => {
          const found = owned(all, accountId, token)
          if (found === undefined) return [undefined, all]
          const next = { ...found, lastUsedAt: later(found.lastUsedAt, at) }
          return [next, new Map(all).set(token, next)]
        }),
        (next) => (next === undefined ? Effect.fail(new CardTokenNotFound({ token })) : Effect.succeed(next))
      )
  })
})

/** The in-memory store. */
export const layerMemory = Layer.effect(CardTokenStore, makeMemory)
