import { Context, Effect, Layer, Option, Ref } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import { MemoryTransactions } from "../shared/Transactor.ts"
import { ProductChanged, ProductNotFound, ProductSkuTaken, ProductSoldOut, ProductStoreError } from "./Errors.ts"
import {
  type ClaimedLine,
  matchesFilters,
  newestFirst,
  type ProductListFilters,
  productPageSizeMax,
  type ProductRecord,
  type StockedProduct
} from "./Record.ts"

export { ProductChanged, ProductNotFound, ProductSkuTaken, ProductSoldOut, ProductStoreError }

/** A page of products, newest first, and the count of every product that matches. */
export interface ProductPage {
  readonly items: ReadonlyArray<StockedProduct>
  readonly total: number
}

/**
 * Storage port of products and their TEXT_LINES stock. Every read and write is scoped to one account. A product's
 * lines are rows of their own, numbered in the order they were added; `claimLine` takes the oldest unused one for a
 * sale, atomically, so no line is ever sold twice.
 */
export class ProductStore extends Context.Service<
  ProductStore,
  {
    /**
     * Stores a new product and its first `lines` (in order), in one write. Another product of the account with the
     * same `sku` refuses it with `ProductSkuTaken`.
     */
    readonly insert: (
      record: ProductRecord,
      lines: ReadonlyArray<string>
    ) => Effect.Effect<StockedProduct, ProductSkuTaken | ProductStoreError>
    /** The account's product with this id, with its line counts. */
    readonly findById: (
      accountId: AccountId,
      id: string
    ) => Effect.Effect<Option.Option<StockedProduct>, ProductStoreError>
    /**
     * One page of the account's products matching `filters` (`matchesFilters`), newest first (`newestFirst`), and
     * the count of all that match. `page` from 1; `pageSize` bounded by `productPageSizeMax`.
     */
    readonly findPage: (
      accountId: AccountId,
      filters: ProductListFilters,
      page: { readonly page: number; readonly pageSize: number }
    ) => Effect.Effect<ProductPage, ProductStoreError>
    /**
     * Writes `record` (with `version` = `expectedVersion` + 1) over the stored one if its version is still
     * `expectedVersion`, and appends `appendLines` after the product's existing lines, in one write; otherwise
     * `ProductChanged` (or `ProductNotFound`). A `sku` another product of the account has is `ProductSkuTaken`.
     */
    readonly update: (
      record: ProductRecord,
      expectedVersion: number,
      appendLines: ReadonlyArray<string>
    ) => Effect.Effect<StockedProduct, ProductChanged | ProductNotFound | ProductSkuTaken | ProductStoreError>
    /** Removes the account's product and all its lines. */
    readonly delete: (accountId: AccountId, id: string) => Effect.Effect<void, ProductNotFound | ProductStoreError>
    /**
     * Takes the product's oldest unused line for `saleId`, atomically: of concurrent claims, each gets its own line
     * or `ProductSoldOut` when none is left. Idempotent per sale: a sale that already holds a line of this product
     * gets that same line again. `now` is recorded as the claim's time.
     */
    readonly claimLine: (
      accountId: AccountId,
      productId: string,
      saleId: string,
      now: Date
    ) => Effect.Effect<ClaimedLine, ProductNotFound | ProductSoldOut | ProductStoreError>
    /**
     * Gives back the line `saleId` holds (a sale that was never paid): it is unsold again, in its place in the order.
     * A sale that holds no line of the product releases nothing.
     */
    readonly releaseLine: (
      accountId: AccountId,
      productId: string,
      saleId: string
    ) => Effect.Effect<void, ProductStoreError>
  }
>()("@trilho/domain/ProductStore") {}

interface MemoryLine {
  readonly lineId: number
  readonly text: string
  readonly saleId?: string | undefined
  readonly claimedAt?: Date | undefined
}

interface MemoryState {
  readonly products: ReadonlyMap<string, ProductRecord>
  readonly lines: ReadonlyMap<string, ReadonlyArray<MemoryLine>>
  readonly nextLineId: number
}

const keyOf = (accountId: string, id: string) => `${accountId}/${id}`

const stockOf = (state: MemoryState, record: ProductRecord): StockedProduct => {
  const lines = state.lines.get(keyOf(record.accountId, record.id)) ?? []
  const sold = lines.filter((l) => l.saleId !== undefined).length
  return { product: record, lines: { available: lines.length - sold, sold } }
}

const skuTaken = (state: MemoryState, record: ProductRecord) =>
  record.sku !== undefined &&
  [...state.products.values()].some(
    (p) => p.accountId === record.accountId && p.id !== record.id && p.sku === record.sku
  )

const appended = (state: MemoryState, key: string, texts: ReadonlyArray<string>) => {
  const lines = [...(state.lines.get(key) ?? [])]
  texts.forEach((text, i) => lines.push({ lineId: state.nextLineId + i, text }))
  return { lines: new Map(state.lines).set(key, lines), nextLineId: state.nextLineId + texts.length }
}

type Refusal = ProductChanged | ProductNotFound | ProductSkuTaken | ProductSoldOut

const settle = <A>(result: A | Refusal): Effect.Effect<A, Refusal> =>
  typeof result === "object" && result !== null && "_tag" in result
    ? Effect.fail(result as Refusal)
    : Effect.succeed(result as A)

/**
 * In-memory products with the same rules as the SQL store (the predicates are the domain's). When a
 * `MemoryTransactions` registry is provided (the memory `Transactor`), the store enlists in it.
 */
export const makeMemory = Effect.gen(function* () {
  const ref = yield* Ref.make<MemoryState>({ products: new Map(), lines: new Map(), nextLineId: 1 })
  const registry = yield* Effect.serviceOption(MemoryTransactions)
  if (Option.isSome(registry)) {
    yield* registry.value.enlist({ save: Effect.map(Ref.get(ref), (saved) => Ref.set(ref, saved)) })
  }
  return ProductStore.of({
    insert: (record, lines) =>
      Effect.flatMap(
        Ref.modify(ref, (state): readonly [StockedProduct | Refusal | "duplicate_id", MemoryState] => {
          const key = keyOf(record.accountId, record.id)
          if (state.products.has(key)) return ["duplicate_id", state]
          if (skuTaken(state, record)) return [new ProductSkuTaken({ sku: record.sku! }), state]
          const next = { ...state, products: new Map(state.products).set(key, record), ...appended(state, key, lines) }
          return [stockOf(next, record), next]
        }),
        (result) =>
          result === "duplicate_id"
            ? Effect.die(new Error(`product ${record.id} is already stored`))
            : (settle(result) as Effect.Effect<StockedProduct, ProductSkuTaken>)
      ),
    findById: (accountId, id) =>
      Effect.map(Ref.get(ref), (state) => {
        const found = state.products.get(keyOf(accountId, id))
        return found === undefined ? Option.none() : Option.some(stockOf(state, found))
      }),
    findPage: (accountId, filters, page) =>
      Effect.map(Ref.get(ref), (state) => {
        const matching = [...state.products.values()]
          .filter((p) => p.accountId === accountId && matchesFilters(p, filters))
          .sort(newestFirst)
        const size = Math.max(0, Math.min(Math.floor(page.pageSize), productPageSizeMax))
        const from = (Math.max(1, Math.floor(page.page)) - 1) * size
        return { items: matching.slice(from, from + size).map((p) => stockOf(state, p)), total: matching.length }
      }),
    update: (record, expectedVersion, appendLines) =>
      Effect.flatMap(
        Ref.modify(ref, (state): readonly [StockedProduct | Refusal, MemoryState] => {
          const key = keyOf(record.accountId, record.id)
          const stored = state.products.get(key)
          if (stored === undefined) return [new ProductNotFound({ id: record.id }), state]
          if (stored.version !== expectedVersion) return [new ProductChanged({ id: record.id, expectedVersion }), state]
          if (skuTaken(state, record)) return [new ProductSkuTaken({ sku: record.sku! }), state]
          const written = { ...record, version: expectedVersion + 1 }
          const next = {
            ...state,
            products: new Map(state.products).set(key, written),
            ...appended(state, key, appendLines)
          }
          return [stockOf(next, written), next]
        }),
        (result) => settle<StockedProduct>(result) as Effect.Effect<StockedProduct, Exclude<Refusal, ProductSoldOut>>
      ),
    delete: (accountId, id) =>
      Effect.flatMap(
        Ref.modify(ref, (state): readonly [boolean, MemoryState] => {
          const key = keyOf(accountId, id)
          if (!state.products.has(key)) return [false, state]
          const products = new Map(state.products)
          products.delete(key)
          const lines = new Map(state.lines)
          lines.delete(key)
          return [true, { ...state, products, lines }]
        }),
        (deleted) => (deleted ? Effect.void : Effect.fail(new ProductNotFound({ id })))
      ),
    claimLine: (accountId, productId, saleId, now) =>
      Effect.flatMap(
        Ref.modify(ref, (state): readonly [ClaimedLine | Refusal, MemoryState] => {
          const key = keyOf(accountId, productId)
          if (!state.products.has(key)) return [new ProductNotFound({ id: productId }), state]
          const lines = state.lines.get(key) ?? []
          const held = lines.find((l) => l.saleId === saleId)
          if (held !== undefined) return [{ productId, lineId: held.lineId, text: held.text, saleId }, state]
          const index = lines.findIndex((l) => l.saleId === undefined)
          if (index < 0) return [new ProductSoldOut({ id: productId }), state]
          const line = lines[index]!
          const next = [...lines]
          next[index] = { ...line, saleId, claimedAt: now }
          return [
            { productId, lineId: line.lineId, text: line.text, saleId },
            { ...state, lines: new Map(state.lines).set(key, next) }
          ]
        }),
        (result) => settle<ClaimedLine>(result) as Effect.Effect<ClaimedLine, ProductNotFound | ProductSoldOut>
      ),
    releaseLine: (accountId, productId, saleId) =>
      Ref.update(ref, (state) => {
        const key = keyOf(accountId, productId)
        const lines = state.lines.get(key) ?? []
        if (!lines.some((l) => l.saleId === saleId)) return state
        const next = lines.map((l) => (l.saleId === saleId ? { lineId: l.lineId, text: l.text } : l))
        return { ...state, lines: new Map(state.lines).set(key, next) }
      })
  })
})

/** The in-memory product store; it enlists in the memory `Transactor` when that layer is provided to it. */
export const layerMemory: Layer.Layer<ProductStore> = Layer.effect(ProductStore, makeMemory)
