import { expect, layer, type Vitest } from "@effect/vitest"
import { type Customers, CustomerStore, type Ledger, Money } from "@trilho/domain"
import { Effect, Exit, type Layer, Option, Result } from "effect"
import { T0, at, uid } from "./fixtures.ts"

/** A live PF customer of `accountId` with a fresh id (the document is a valid CPF unless `overrides` say otherwise). */
export const customer = (
  accountId: string,
  overrides: Partial<Customers.CustomerRecord> = {}
): Customers.CustomerRecord => ({
  id: uid("cus"),
  accountId: accountId as Ledger.AccountId,
  name: "Maria Souza",
  email: "maria@example.com",
  document: "52998224725",
  type: "PF",
  status: "active",
  transactions: 0,
  volumeCentavos: Money.centavos(0),
  version: 0,
  createdAt: T0,
  updatedAt: T0,
  ...overrides
})

const acc = () => uid("acc") as Ledger.AccountId
const fieldsOf = (c: Customers.CustomerRecord): Customers.CustomerFields => {
  const {
    id: _i,
    accountId: _a,
    transactions: _t,
    volumeCentavos: _v,
    version: _n,
    createdAt: _c,
    updatedAt: _u,
    ...f
  } = c
  return f
}
const ids = (page: CustomerStore.CustomerPage) => page.items.map((c) => c.id)
const all = { page: 1, pageSize: 100 }

/** The behaviour every `CustomerStore` shares. */
export const customerStoreTests = (it: Vitest.MethodsNonLive<CustomerStore.CustomerStore>) => {
  it.effect("a customer reads back as stored, by id and by document, in its own account only", () =>
    Effect.gen(function* () {
      const store = yield* CustomerStore.CustomerStore
      const owner = acc()
      const full = customer(owner, {
        phone: "+5511987654321",
        whatsapp: "+551134567890",
        city: "São Paulo",
        state: "SP",
        status: "blocked"
      })
      const company = customer(owner, { document: "12ABC34501DE35", type: "PJ", createdAt: at(T0, 1000) })
      yield* store.insert(full)
      yield* store.insert(company)
      expect(yield* store.findById(owner, full.id)).toStrictEqual(Option.some(full))
      expect(yield* store.findByDocument(owner, "12ABC34501DE35")).toStrictEqual(Option.some(company))
      expect(yield* store.findById(acc(), full.id)).toStrictEqual(Option.none())
      expect(yield* store.findByDocument(acc(), full.document)).toStrictEqual(Option.none())
      expect(ids(yield* store.findManyByAccount(owner, {}, all))).toStrictEqual([company.id, full.id])
    })
  )

  it.effect("a document is unique among an account's live customers; deleting frees it", () =>
    Effect.gen(function* () {
      const store = yield* CustomerStore.CustomerStore
      const owner = acc()
      const first = customer(owner)
      yield* store.insert(first)
      const twice = yield* Effect.flip(store.insert(customer(owner)))
      expect(twice).toMatchObject({ _tag: "CustomerDocumentTaken", existingId: first.id })
      yield* store.insert(customer(acc()))
      const deleted = yield* store.markDeleted(owner, first.id, at(T0, 5))
      expect(deleted.deletedAt).toStrictEqual(at(T0, 5))
      expect(yield* store.findById(owner, first.id)).toStrictEqual(Option.none())
      expect((yield* Effect.flip(store.markDeleted(owner, first.id, T0)))._tag).toBe("CustomerNotFound")
      const second = customer(owner)
      yield* store.insert(second)
      expect(Option.map(yield* store.findByDocument(owner, first.document), (c) => c.id)).toStrictEqual(
        Option.some(second.id)
      )
      expect(ids(yield* store.findManyByAccount(owner, {}, all))).toStrictEqual([second.id])
    })
  )

  it.effect("update compares and sets on the version, writes every field, refuses a taken document", () =>
    Effect.gen(function* () {
      const store = yield* CustomerStore.CustomerStore
      const owner = acc()
      const a = customer(owner, { phone: "+5511987654321", city: "Santos" })
      const b = customer(owner, { document: "11222333000181", type: "PJ" })
      yield* store.insert(a)
      yield* store.insert(b)
      const { phone: _p, city: _c, ...rest } = fieldsOf(a)
      const fields: Customers.CustomerFields = { ...rest, name: "Maria Lima", status: "inactive", state: "RJ" }
      const written = yield* store.update(owner, a.id, fields, at(T0, 10), 0)
      const { phone: _ap, city: _ac, ...aRest } = a
      expect(written).toStrictEqual({ ...aRest, ...fields, updatedAt: at(T0, 10), version: 1 })
      expect(written.phone).toBeUndefined()
      expect(yield* store.findById(owner, a.id)).toStrictEqual(Option.some(written))
      const stale = yield* Effect.flip(store.update(owner, a.id, fields, T0, 0))
      expect(stale).toMatchObject({ _tag: "CustomerChanged", expectedVersion: 0 })
      const taken = yield* Effect.flip(
        store.update(owner, a.id, { ...fields, document: b.document, type: "PJ" }, T0, 1)
      )
      expect(taken).toMatchObject({ _tag: "CustomerDocumentTaken", existingId: b.id })
      expect(yield* store.findById(owner, a.id)).toStrictEqual(Option.some(written))
      expect((yield* Effect.flip(store.update(acc(), a.id, fields, T0, 1)))._tag).toBe("CustomerNotFound")
    })
  )

  it.effect(
    "recordPurchase adds one transaction and its volume; an update keeps them; a deleted customer has none",
    () =>
      Effect.gen(function* () {
        const store = yield* CustomerStore.CustomerStore
        const owner = acc()
        const c = customer(owner)
        yield* store.insert(c)
        yield* store.recordPurchase(owner, c.id, Money.centavos(1_050))
        const after = yield* store.recordPurchase(owner, c.id, Money.centavos(250))
        expect(after).toMatchObject({ transactions: 2, volumeCentavos: 1_300, version: 0 })
        const updated = yield* store.update(owner, c.id, { ...fieldsOf(c), name: "Maria S." }, T0, 0)
        expect(updated).toMatchObject({ transactions: 2, volumeCentavos: 1_300, name: "Maria S." })
        expect((yield* Effect.flip(store.recordPurchase(acc(), c.id, Money.centavos(1))))._tag).toBe("CustomerNotFound")
        const zero = yield* Effect.exit(store.recordPurchase(owner, c.id, Money.centavos(0)))
        expect(Exit.isFailure(zero)).toBe(true)
        yield* store.markDeleted(owner, c.id, T0)
        expect((yield* Effect.flip(store.recordPurchase(owner, c.id, Money.centavos(1))))._tag).toBe("CustomerNotFound")
      })
  )

  it.effect("50 concurrent purchases of one customer all count", () =>
    Effect.gen(function* () {
      const store = yield* CustomerStore.CustomerStore
      const owner = acc()
      const c = customer(owner)
      yield* store.insert(c)
      yield* Effect.all(
        Array.from({ length: 50 }, (_, i) => store.recordPurchase(owner, c.id, Money.centavos(i + 1))),
        { concurrency: "unbounded" }
      )
      expect(yield* store.findById(owner, c.id)).toMatchObject(
        Option.some({ transactions: 50, volumeCentavos: (50 * 51) / 2 })
      )
    })
  )

  it.effect("10 concurrent inserts of one document: exactly one is stored, the others name it", () =>
    Effect.gen(function* () {
      const store = yield* CustomerStore.CustomerStore
      const owner = acc()
      const results = yield* Effect.all(
        Array.from({ length: 10 }, () =>
          Effect.result(store.insert(customer(owner, { document: "11222333000181", type: "PJ" })))
        ),
        { concurrency: "unbounded" }
      )
      expect(results.filter(Result.isSuccess)).toHaveLength(1)
      const stored = yield* store.findManyByAccount(owner, {}, all)
      expect(stored.total).toBe(1)
      for (const r of results) {
        if (Result.isFailure(r))
          expect(r.failure).toMatchObject({ _tag: "CustomerDocumentTaken", existingId: stored.items[0]!.id })
      }
    })
  )

  it.effect("lists page newest first and filter by status and search over name, e-mail and document", () =>
    Effect.gen(function* () {
      const store = yield* CustomerStore.CustomerStore
      const owner = acc()
      const a = customer(owner, { name: "Maria Souza", email: "maria@shop.dev" })
      const b = customer(owner, {
        name: "ACME 100%_Ltda",
        email: "fin@acme.com.br",
        document: "12ABC34501DE35",
        type: "PJ",
        status: "inactive",
        createdAt: at(T0, 1)
      })
      const c = customer(owner, {
        name: "João",
        email: "joao@x.com",
        document: "11222333000181",
        type: "PJ",
        status: "blocked",
        createdAt: at(T0, 2)
      })
      for (const x of [a, b, c]) yield* store.insert(x)
      const search = (s: string, status?: Customers.CustomerStatus) =>
        Effect.map(store.findManyByAccount(owner, { search: s, ...(status === undefined ? {} : { status }) }, all), ids)
      expect(ids(yield* store.findManyByAccount(owner, {}, all))).toStrictEqual([c.id, b.id, a.id])
      expect(yield* store.findManyByAccount(owner, {}, { page: 2, pageSize: 2 })).toMatchObject({
        total: 3,
        items: [{ id: a.id }]
      })
      expect((yield* store.findManyByAccount(owner, {}, { page: 3, pageSize: 2 })).items).toStrictEqual([])
      expect(ids(yield* store.findManyByAccount(owner, { status: "inactive" }, all))).toStrictEqual([b.id])
      expect(yield* search("MARIA")).toStrictEqual([a.id])
      expect(yield* search("acme.COM")).toStrictEqual([b.id])
      expect(yield* search("100%_")).toStrictEqual([b.id])
      expect(yield* search("%")).toStrictEqual([b.id])
      expect(yield* search("529.982.247-25")).toStrictEqual([a.id])
      expect(yield* search("98224")).toStrictEqual([a.id])
      expect(yield* search("12.abc.345/01")).toStrictEqual([b.id])
      expect(yield* search("0001-81")).toStrictEqual([c.id])
      expect(yield* search("jo", "blocked")).toStrictEqual([c.id])
      expect(yield* search("jo", "active")).toStrictEqual([])
      expect(yield* search("nobody")).toStrictEqual([])
    })
  )
}

/** The customer store contract against one implementation, built once (one database) for the suite. */
export const customerStoreContract = <E>(name: string, store: Layer.Layer<CustomerStore.CustomerStore, E>) =>
  layer(store, { excludeTestServices: true })(name, (it) => customerStoreTests(it))
