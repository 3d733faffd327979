import { expect, layer, type Vitest } from "@effect/vitest"
import { type Ledger, Money, type PaymentLinks, PaymentLinkStore } from "@trilho/domain"
import { Effect, type Layer, Option } from "effect"
import { T0, at, uid } from "./fixtures.ts"

/** A link of `accountId`: every field set (a fixed amount, two products, a description) unless `overrides` say. */
export const link = (
  accountId: string,
  overrides: Partial<PaymentLinks.PaymentLinkRecord> = {}
): PaymentLinks.PaymentLinkRecord => ({
  id: uid("plk"),
  accountId: accountId as Ledger.AccountId,
  name: "Curso de Violão",
  description: "Aulas gravadas",
  allowedMethods: ["PIX"],
  fixedAmountCentavos: Money.centavos(4_990),
  productIds: [uid("prd"), uid("prd")],
  customerMode: "CREATE_OR_UPDATE",
  status: "ACTIVE",
  version: 0,
  createdAt: T0,
  updatedAt: T0,
  ...overrides
})

const acc = () => uid("acc") as Ledger.AccountId

const page = (n: number, size = 10) => ({ page: n, pageSize: size })

/** The behaviour every `PaymentLinkStore` shares. */
export const paymentLinkStoreTests = (it: Vitest.MethodsNonLive<PaymentLinkStore.PaymentLinkStore>) => {
  it.effect("a link reads back as stored, in its own account only; findLive finds it by id alone", () =>
    Effect.gen(function* () {
      const store = yield* PaymentLinkStore.PaymentLinkStore
      const owner = acc()
      const full = link(owner, {
        name: "Café ☕ \"especial\" 'x' \\ 𝄞",
        allowedMethods: ["CARD", "PIX", "CRYPTO"],
        customerMode: "NONE"
      })
      const { description: _d, fixedAmountCentavos: _f, ...bare } = link(owner, { productIds: [], status: "INACTIVE" })
      yield* store.insert(full)
      yield* store.insert(bare)
      expect(yield* store.findById(owner, full.id)).toEqual(Option.some(full))
      expect(yield* store.findById(owner, bare.id)).toEqual(Option.some(bare))
      expect(yield* store.findById(acc(), full.id)).toEqual(Option.none())
      expect(yield* store.findLive(full.id)).toEqual(Option.some(full))
      expect(yield* store.findLive(bare.id)).toEqual(Option.some(bare))
      expect(yield* store.findLive(uid("plk"))).toEqual(Option.none())
    })
  )

  it.effect("an update is a compare-and-set on version in the link's own account; createdAt is never rewritten", () =>
    Effect.gen(function* () {
      const store = yield* PaymentLinkStore.PaymentLinkStore
      const owner = acc()
      const record = link(owner)
      yield* store.insert(record)
      const {
        description: _d,
        fixedAmountCentavos: _f,
        ...changed
      } = {
        ...record,
        name: "Novo",
        allowedMethods: ["PIX", "CARD"] as const,
        productIds: [],
        customerMode: "CREATE" as const,
        status: "INACTIVE" as const,
        updatedAt: at(T0, 1_000)
      }
      const written = yield* store.update({ ...changed, createdAt: at(T0, 9_999) }, 0)
      expect(written).toEqual({ ...changed, version: 1 })
      expect(yield* store.findById(owner, record.id)).toEqual(Option.some({ ...changed, version: 1 }))
      expect(yield* Effect.flip(store.update(changed, 0))).toMatchObject({
        _tag: "PaymentLinkChanged",
        expectedVersion: 0
      })
      expect(yield* Effect.flip(store.update(link(owner), 0))).toMatchObject({ _tag: "PaymentLinkNotFound" })
      expect(yield* Effect.flip(store.update({ ...changed, accountId: acc() }, 1))).toMatchObject({
        _tag: "PaymentLinkNotFound"
      })
      expect((yield* store.update({ ...changed, name: "Again" }, 1)).version).toBe(2)
    })
  )

  it.effect("concurrent compare-and-sets of one version: exactly one wins", () =>
    Effect.gen(function* () {
      const store = yield* PaymentLinkStore.PaymentLinkStore
      const owner = acc()
      const record = link(owner)
      yield* store.insert(record)
      const results = yield* Effect.all(
        Array.from({ length: 8 }, (_, i) => Effect.result(store.update({ ...record, name: `n${i}` }, 0))),
        { concurrency: "unbounded" }
      )
      expect(results.filter((r) => r._tag === "Success")).toHaveLength(1)
      expect(Option.getOrThrow(yield* store.findById(owner, record.id)).version).toBe(1)
    })
  )

  it.effect(
    "delete is soft: the link leaves every read, list and missing, and cannot be updated or deleted again",
    () =>
      Effect.gen(function* () {
        const store = yield* PaymentLinkStore.PaymentLinkStore
        const owner = acc()
        const record = link(owner)
        yield* store.insert(record)
        expect(yield* Effect.flip(store.delete(acc(), record.id, T0))).toMatchObject({ _tag: "PaymentLinkNotFound" })
        const deleted = yield* store.delete(owner, record.id, at(T0, 5))
        expect(deleted).toEqual({ ...record, deletedAt: at(T0, 5) })
        expect(yield* store.findById(owner, record.id)).toEqual(Option.none())
        expect(yield* store.findLive(record.id)).toEqual(Option.none())
        expect(yield* store.findPage(owner, {}, page(1))).toEqual({ items: [], total: 0 })
        expect(yield* store.missing(owner, [record.id])).toEqual([record.id])
        expect(yield* Effect.flip(store.delete(owner, record.id, T0))).toMatchObject({ _tag: "PaymentLinkNotFound" })
        expect(yield* Effect.flip(store.update(record, 0))).toMatchObject({ _tag: "PaymentLinkNotFound" })
      })
  )

  it.effect("the list is newest first, filtered by status and by a substring of the name, and counted", () =>
    Effect.gen(function* () {
      const store = yield* PaymentLinkStore.PaymentLinkStore
      const owner = acc()
      const a = link(owner, { name: "Curso de Violão 100%", createdAt: at(T0, 1) })
      const b = link(owner, { name: "violao_pdf", status: "INACTIVE", createdAt: at(T0, 2) })
      const c = link(owner, { name: "Camiseta", createdAt: at(T0, 3) })
      const d = link(owner, { name: "Camiseta", createdAt: at(T0, 3) })
      for (const l of [a, b, c, d]) yield* store.insert(l)
      yield* store.insert(link(acc(), { name: "Violão" }))
      const ids = (found: PaymentLinkStore.PaymentLinkPage) => found.items.map((l) => l.id)
      const sameInstant = [c.id, d.id].sort().reverse()
      const all = yield* store.findPage(owner, {}, page(1))
      expect(ids(all)).toEqual([...sameInstant, b.id, a.id])
      expect(all.total).toBe(4)
      expect(ids(yield* store.findPage(owner, { search: "VIOL" }, page(1)))).toEqual([b.id, a.id])
      expect(ids(yield* store.findPage(owner, { search: "100%" }, page(1)))).toEqual([a.id])
      expect(ids(yield* store.findPage(owner, { search: "_" }, page(1)))).toEqual([b.id])
      expect(ids(yield* store.findPage(owner, { status: "INACTIVE" }, page(1)))).toEqual([b.id])
      expect(ids(yield* store.findPage(owner, { status: "ACTIVE", search: "curso" }, page(1)))).toEqual([a.id])
      const second = yield* store.findPage(owner, {}, page(2, 3))
      expect({ ids: ids(second), total: second.total }).toEqual({ ids: [a.id], total: 4 })
      expect(yield* store.findPage(owner, {}, page(9, 2))).toEqual({ items: [], total: 4 })
    })
  )

  it.effect("missing names the ids that are not live links of the account, in order, each once", () =>
    Effect.gen(function* () {
      const store = yield* PaymentLinkStore.PaymentLinkStore
      const owner = acc()
      const mine = link(owner)
      const theirs = link(acc())
      yield* store.insert(mine)
      yield* store.insert(theirs)
      const unknown = uid("plk")
      expect(yield* store.missing(owner, [])).toEqual([])
      expect(yield* store.missing(owner, [mine.id])).toEqual([])
      expect(yield* store.missing(owner, [unknown, mine.id, theirs.id, unknown])).toEqual([unknown, theirs.id])
    })
  )
}

/** The payment link store contract against `store`, built once for the suite. */
export const paymentLinkStoreContract = <E>(name: string, store: Layer.Layer<PaymentLinkStore.PaymentLinkStore, E>) =>
  layer(store, { excludeTestServices: true })(name, (it) => paymentLinkStoreTests(it))
