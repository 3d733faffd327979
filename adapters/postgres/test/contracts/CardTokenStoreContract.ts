import { expect, layer, type Vitest } from "@effect/vitest"
import { BillingCards, type Ledger } from "@trilho/domain"
import { Effect, Exit, type Layer, Option } from "effect"
import { at, T0, uid } from "./fixtures.ts"

/** A stored token of `accountId` with a fresh token value. */
export const storedToken = (
  accountId: string,
  overrides: Partial<BillingCards.StoredCardToken> = {}
): BillingCards.StoredCardToken => ({
  accountId,
  token: uid("tok"),
  brand: "VISA",
  last4: "4242",
  expMonth: 5,
  expYear: 2030,
  holderName: "Ana Souza",
  createdAt: T0,
  ...overrides
})

const acc = () => uid("acc") as Ledger.AccountId

/** The behaviour every `CardTokenStore` shares. */
export const cardTokenStoreTests = (it: Vitest.MethodsNonLive<BillingCards.CardTokenStore>) => {
  it.effect("a token reads back as stored, with or without a customer, in its own account only", () =>
    Effect.gen(function* () {
      const store = yield* BillingCards.CardTokenStore
      const owner = acc()
      const plain = storedToken(owner)
      const full = storedToken(owner, {
        customerReference: "cus_123",
        brand: "ELO",
        last4: "0008",
        expMonth: 12,
        expYear: 2041,
        holderName: "José D'Ávila",
        lastUsedAt: at(T0, 10)
      })
      yield* store.insert(plain)
      yield* store.insert(full)
      expect(yield* store.findByToken(owner, plain.token)).toStrictEqual(Option.some(plain))
      expect(yield* store.findByToken(owner, full.token)).toStrictEqual(Option.some(full))
      expect(yield* store.findByToken(acc(), plain.token)).toStrictEqual(Option.none())
      expect(yield* store.findByToken(owner, uid("tok"))).toStrictEqual(Option.none())
    })
  )

  it.effect("a use moves lastUsedAt forward only; another account's token is not found and not touched", () =>
    Effect.gen(function* () {
      const store = yield* BillingCards.CardTokenStore
      const owner = acc()
      const record = storedToken(owner)
      yield* store.insert(record)
      expect(yield* store.markUsed(owner, record.token, at(T0, 5_000))).toStrictEqual({
        ...record,
        lastUsedAt: at(T0, 5_000)
      })
      expect((yield* store.markUsed(owner, record.token, at(T0, 1_000))).lastUsedAt).toStrictEqual(at(T0, 5_000))
      expect((yield* store.markUsed(owner, record.token, at(T0, 9_000))).lastUsedAt).toStrictEqual(at(T0, 9_000))
      const stranger = yield* Effect.flip(store.markUsed(acc(), record.token, at(T0, 20_000)))
      expect(stranger).toMatchObject({ _tag: "CardTokenNotFound", token: record.token })
      expect(Option.getOrThrow(yield* store.findByToken(owner, record.token)).lastUsedAt).toStrictEqual(at(T0, 9_000))
    })
  )

  it.effect("a token is stored once: the same token again, for any account, is a defect and changes nothing", () =>
    Effect.gen(function* () {
      const store = yield* BillingCards.CardTokenStore
      const owner = acc()
      const record = storedToken(owner)
      yield* store.insert(record)
      const again = yield* Effect.exit(store.insert({ ...record, accountId: acc(), last4: "1111" }))
      expect(Exit.hasDies(again)).toBe(true)
      expect(yield* store.findByToken(owner, record.token)).toStrictEqual(Option.some(record))
    })
  )
}

/** The contract suite against one store, built once for the suite. */
export const cardTokenStoreContract = <E>(name: string, store: Layer.Layer<BillingCards.CardTokenStore, E>) =>
  layer(store, { excludeTestServices: true })(name, (it) => cardTokenStoreTests(it))
