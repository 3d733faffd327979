import { expect, layer, type Vitest } from "@effect/vitest"
import { type Ledger, Money, type Products, ProductStore } from "@trilho/domain"
import { Effect, type Layer, Option, Result } from "effect"
import { T0, at, uid } from "./fixtures.ts"

type Store = ProductStore.ProductStore["Service"]

/** A product of `accountId`: an active e-book with a link and a TEXT_LINES delivery unless `overrides` say otherwise. */
export const product = (
  accountId: string,
  overrides: Partial<Products.ProductRecord> = {}
): Products.ProductRecord => ({
  id: uid("prd"),
  accountId: accountId as Ledger.AccountId,
  name: "E-book",
  sku: uid("SKU"),
  description: "Um livro",
  priceCentavos: Money.centavos(1_990),
  status: "ACTIVE",
  deliveries: [{ type: "LINK", redirectUrl: "https://example.com/d" }, { type: "TEXT_LINES" }],
  version: 0,
  createdAt: T0,
  updatedAt: T0,
  ...overrides
})

const acc = () => uid("acc") as Ledger.AccountId

const linesOf = (n: number, prefix = "code") => Array.from({ length: n }, (_, i) => `${prefix}-${i}`)

/**
 * `claims` claims of distinct sales on a product with `stock` lines, all at once: exactly `min(claims, stock)`
 * succeed, each with its own line, the rest are `ProductSoldOut`, and the counts agree.
 */
export const claimRace = (store: Store, claims: number, stock: number) =>
  Effect.gen(function* () {
    const owner = acc()
    const record = product(owner)
    yield* store.insert(record, linesOf(stock))
    const results = yield* Effect.all(
      Array.from({ length: claims }, (_, i) =>
        Effect.result(store.claimLine(owner, record.id, `sale_${i}`, at(T0, i)))
      ),
      { concurrency: "unbounded" }
    )
    const won = results.filter(Result.isSuccess).map((r) => r.success)
    expect(won).toHaveLength(Math.min(claims, stock))
    expect(new Set(won.map((c) => c.lineId)).size).toBe(won.length)
    expect(new Set(won.map((c) => c.text)).size).toBe(won.length)
    for (const r of results) if (Result.isFailure(r)) expect(r.failure._tag).toBe("ProductSoldOut")
    const after = yield* store.findById(owner, record.id)
    expect(Option.getOrThrow(after).lines).toEqual({ available: stock - won.length, sold: won.length })
  })

/** The behaviour every `ProductStore` shares. */
export const productStoreTests = (it: Vitest.MethodsNonLive<ProductStore.ProductStore>) => {
  it.effect("a product reads back as stored with its line counts, in its own account only", () =>
    Effect.gen(function* () {
      const store = yield* ProductStore.ProductStore
      const owner = acc()
      const full = product(owner, {
        name: "Café ☕ \"especial\" 'x' \\ 𝄞",
        deliveries: [
          { type: "TEXT_INFINITE", richContent: "<p>Olá <b>mundo</b></p>" },
          { type: "TEXT_LINES" },
          { type: "LINK", redirectUrl: "https://example.com/a?b=1" }
        ]
      })
      const { sku: _s, description: _d, priceCentavos: _p, ...bare } = product(owner, { deliveries: [] })
      expect(yield* store.insert(full, ["a", "b", "c"])).toEqual({ product: full, lines: { available: 3, sold: 0 } })
      expect(yield* store.insert(bare, [])).toEqual({ product: bare, lines: { available: 0, sold: 0 } })
      expect(yield* store.findById(owner, full.id)).toEqual(
        Option.some({ product: full, lines: { available: 3, sold: 0 } })
      )
      expect(yield* store.findById(owner, bare.id)).toEqual(
        Option.some({ product: bare, lines: { available: 0, sold: 0 } })
      )
      expect(yield* store.findById(acc(), full.id)).toEqual(Option.none())
    })
  )

  it.effect("a sku is unique per account: the same sku elsewhere and products without one never collide", () =>
    Effect.gen(function* () {
      const store = yield* ProductStore.ProductStore
      const owner = acc()
      const sku = uid("SKU")
      const first = product(owner, { sku })
      yield* store.insert(first, [])
      const taken = yield* Effect.flip(store.insert(product(owner, { sku }), []))
      expect(taken).toMatchObject({ _tag: "ProductSkuTaken", sku })
      yield* store.insert(product(acc(), { sku }), [])
      const { sku: _a, ...noSku1 } = product(owner)
      const { sku: _b, ...noSku2 } = product(owner)
      yield* store.insert(noSku1, [])
      yield* store.insert(noSku2, [])
      const moved = yield* Effect.flip(store.update({ ...noSku1, sku }, 0, []))
      expect(moved).toMatchObject({ _tag: "ProductSkuTaken" })
      expect(Option.getOrThrow(yield* store.findById(owner, noSku1.id)).product.version).toBe(0)
    })
  )

  it.effect("the list is newest first, filtered by status and by a substring of the name or sku, and counted", () =>
    Effect.gen(function* () {
      const store = yield* ProductStore.ProductStore
      const owner = acc()
      const a = product(owner, { name: "Curso de Violão", sku: "CV-100%", createdAt: at(T0, 1) })
      const b = product(owner, { name: "Ebook", sku: "violao_pdf", status: "INACTIVE", createdAt: at(T0, 2) })
      const c = product(owner, { name: "Camiseta", sku: "CAM-1", createdAt: at(T0, 3) })
      for (const p of [a, b, c]) yield* store.insert(p, [])
      yield* store.insert(product(acc(), { name: "Violão" }), [])
      const ids = (page: ProductStore.ProductPage) => page.items.map((s) => s.product.id)
      const all = yield* store.findPage(owner, {}, { page: 1, pageSize: 10 })
      expect(ids(all)).toEqual([c.id, b.id, a.id])
      expect(all.total).toBe(3)
      expect(ids(yield* store.findPage(owner, { search: "VIOL" }, { page: 1, pageSize: 10 }))).toEqual([b.id, a.id])
      expect(ids(yield* store.findPage(owner, { search: "100%" }, { page: 1, pageSize: 10 }))).toEqual([a.id])
      expect(ids(yield* store.findPage(owner, { search: "_" }, { page: 1, pageSize: 10 }))).toEqual([b.id])
      expect(ids(yield* store.findPage(owner, { status: "ACTIVE" }, { page: 1, pageSize: 10 }))).toEqual([c.id, a.id])
      const second = yield* store.findPage(owner, {}, { page: 2, pageSize: 2 })
      expect({ ids: ids(second), total: second.total }).toEqual({ ids: [a.id], total: 3 })
      expect(yield* store.findPage(owner, {}, { page: 9, pageSize: 2 })).toEqual({ items: [], total: 3 })
    })
  )

  it.effect("an update is a compare-and-set on version and appends lines after the stock's, in order", () =>
    Effect.gen(function* () {
      const store = yield* ProductStore.ProductStore
      const owner = acc()
      const record = product(owner)
      yield* store.insert(record, ["one", "two"])
      const { description: _d, ...changed } = { ...record, name: "Novo", status: "INACTIVE" as const }
      const written = yield* store.update(changed, 0, ["three", "four"])
      expect(written).toEqual({ product: { ...changed, version: 1 }, lines: { available: 4, sold: 0 } })
      expect(yield* Effect.flip(store.update(changed, 0, ["x"]))).toMatchObject({ _tag: "ProductChanged" })
      expect(yield* Effect.flip(store.update(product(owner), 0, []))).toMatchObject({ _tag: "ProductNotFound" })
      expect(yield* Effect.flip(store.update({ ...changed, accountId: acc() }, 1, []))).toMatchObject({
        _tag: "ProductNotFound"
      })
      const texts: Array<string> = []
      for (const sale of ["s1", "s2", "s3", "s4"]) {
        texts.push((yield* store.claimLine(owner, record.id, sale, T0)).text)
      }
      expect(texts).toEqual(["one", "two", "three", "four"])
    })
  )

  it.effect("a claim takes the oldest unused line, the same line again for the same sale, then sold out", () =>
    Effect.gen(function* () {
      const store = yield* ProductStore.ProductStore
      const owner = acc()
      const record = product(owner)
      yield* store.insert(record, ["first", "second"])
      const one = yield* store.claimLine(owner, record.id, "sale_a", T0)
      expect(one).toMatchObject({ productId: record.id, text: "first", saleId: "sale_a" })
      expect(yield* store.claimLine(owner, record.id, "sale_a", at(T0, 5))).toEqual(one)
      const two = yield* store.claimLine(owner, record.id, "sale_b", T0)
      expect(two.text).toBe("second")
      expect(two.lineId).toBeGreaterThan(one.lineId)
      expect(yield* Effect.flip(store.claimLine(owner, record.id, "sale_c", T0))).toMatchObject({
        _tag: "ProductSoldOut"
      })
      expect(yield* store.claimLine(owner, record.id, "sale_b", T0)).toEqual(two)
      expect(yield* Effect.flip(store.claimLine(acc(), record.id, "sale_d", T0))).toMatchObject({
        _tag: "ProductNotFound"
      })
      expect(Option.getOrThrow(yield* store.findById(owner, record.id)).lines).toEqual({ available: 0, sold: 2 })
    })
  )

  it.effect("a released line is unsold again, first in line; another sale's or account's release frees nothing", () =>
    Effect.gen(function* () {
      const store = yield* ProductStore.ProductStore
      const owner = acc()
      const record = product(owner)
      yield* store.insert(record, ["first", "second"])
      const one = yield* store.claimLine(owner, record.id, "sale_a", T0)
      yield* store.claimLine(owner, record.id, "sale_b", T0)
      yield* store.releaseLine(owner, record.id, "sale_unknown")
      yield* store.releaseLine(acc(), record.id, "sale_a")
      expect(Option.getOrThrow(yield* store.findById(owner, record.id)).lines).toEqual({ available: 0, sold: 2 })
      yield* store.releaseLine(owner, record.id, "sale_a")
      yield* store.releaseLine(owner, record.id, "sale_a")
      expect(Option.getOrThrow(yield* store.findById(owner, record.id)).lines).toEqual({ available: 1, sold: 1 })
      const again = yield* store.claimLine(owner, record.id, "sale_c", at(T0, 1))
      expect(again).toMatchObject({ lineId: one.lineId, text: "first", saleId: "sale_c" })
    })
  )

  it.effect("delete removes the product and its lines, in its own account only", () =>
    Effect.gen(function* () {
      const store = yield* ProductStore.ProductStore
      const owner = acc()
      const record = product(owner)
      yield* store.insert(record, ["a"])
      expect(yield* Effect.flip(store.delete(acc(), record.id))).toMatchObject({ _tag: "ProductNotFound" })
      yield* store.delete(owner, record.id)
      expect(yield* store.findById(owner, record.id)).toEqual(Option.none())
      expect(yield* Effect.flip(store.delete(owner, record.id))).toMatchObject({ _tag: "ProductNotFound" })
      expect(yield* Effect.flip(store.claimLine(owner, record.id, "s", T0))).toMatchObject({ _tag: "ProductNotFound" })
      // The sku is free again.
      yield* store.insert(product(owner, { sku: record.sku }), [])
    })
  )

  it.effect(
    "concurrent claims: 30 sales over 20 lines give 20 distinct lines; one sale claimed 8 times holds one",
    () =>
      Effect.gen(function* () {
        const store = yield* ProductStore.ProductStore
        yield* claimRace(store, 30, 20)
        const owner = acc()
        const record = product(owner)
        yield* store.insert(record, linesOf(5))
        const same = yield* Effect.all(
          Array.from({ length: 8 }, () => store.claimLine(owner, record.id, "sale_same", T0)),
          { concurrency: "unbounded" }
        )
        expect(new Set(same.map((c) => c.lineId)).size).toBe(1)
        expect(Option.getOrThrow(yield* store.findById(owner, record.id)).lines).toEqual({ available: 4, sold: 1 })
      })
  )
}

/** The product store contract against `store`, built once for the suite. */
export const productStoreContract = <E>(name: string, store: Layer.Layer<ProductStore.ProductStore, E>) =>
  layer(store, { excludeTestServices: true })(name, (it) => productStoreTests(it))
