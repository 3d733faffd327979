import { describe, expect, it } from "@effect/vitest"
import { Effect, type Layer } from "effect"
import { TestClock } from "effect/testing"
import { Customers } from "../../src/customers/Customers.ts"
import { CustomerStore } from "../../src/customers/CustomerStore.ts"
import { AccountId } from "../../src/ledger/Model.ts"
import { centavos } from "../../src/money/Money.ts"

const shop = AccountId.make("acc_shop")
const other = AccountId.make("acc_other")

/** Valid documents: a CPF, a numeric CNPJ and an alphanumeric one (with their check digits). */
const cpf = "529.982.247-25"
const cnpj = "11.222.333/0001-81"
const alnumCnpj = "12.abc.345/01de-35"

const maria = { name: "Maria Souza", email: "Maria@Example.COM", document: cpf }

const test = <A, E>(name: string, body: () => Effect.Effect<A, E, Layer.Success<typeof Customers.Test>>) =>
  it.effect(name, () => Effect.provide(body(), Customers.Test))

describe("Customers", () => {
  test("create normalizes the document, e-mail and phones, takes the type from the document, starts metrics at 0", () =>
    Effect.gen(function* () {
      const customers = yield* Customers
      const created = yield* customers.create(shop, {
        ...maria,
        status: "Ativo",
        phone: "(11) 98765-4321",
        whatsapp: "+55 21 3456-7890",
        city: " São Paulo ",
        state: "sp"
      })
      expect(created).toMatchObject({
        name: "Maria Souza",
        email: "maria@example.com",
        document: "52998224725",
        type: "PF",
        status: "active",
        phone: "+5511987654321",
        whatsapp: "+552134567890",
        city: "São Paulo",
        state: "SP",
        transactions: 0,
        volumeCentavos: 0
      })
      expect(created.id).toMatch(/^cus_/)
      const company = yield* customers.create(shop, { name: "ACME", email: "fin@acme.com.br", document: alnumCnpj })
      expect(company).toMatchObject({ document: "12ABC34501DE35", type: "PJ", status: "active" })
      expect(yield* customers.findById(shop, created.id)).toStrictEqual(created)
    }))

  test("a bad create names every problem at once", () =>
    Effect.gen(function* () {
      const customers = yield* Customers
      const bad = yield* Effect.flip(
        customers.create(shop, {
          name: " ",
          email: "not-an-email",
          document: "529.982.247-26",
          type: "XX",
          status: "Suspenso",
          phone: "123",
          whatsapp: "+1 555 0100",
          city: "x".repeat(101),
          state: "ZZ"
        })
      )
      expect(bad._tag).toBe("InvalidCustomer")
      expect(bad._tag === "InvalidCustomer" && bad.problems.map((p) => p.field)).toEqual([
        "name",
        "email",
        "document",
        "type",
        "status",
        "phone",
        "whatsapp",
        "city",
        "state"
      ])
      const mismatch = yield* Effect.flip(customers.create(shop, { ...maria, type: "PJ" }))
      expect(mismatch.message).toBe("type must be PF for a CPF document")
      const missing = yield* Effect.flip(customers.create(shop, {}))
      expect(missing._tag === "InvalidCustomer" && missing.problems.map((p) => p.field)).toEqual([
        "name",
        "email",
        "document"
      ])
    }))

  test("a document is unique per account among live customers: the second is refused naming the first", () =>
    Effect.gen(function* () {
      const customers = yield* Customers
      const first = yield* customers.create(shop, maria)
      const twice = yield* Effect.flip(customers.create(shop, { ...maria, document: "52998224725" }))
      expect(twice).toMatchObject({ _tag: "CustomerDocumentTaken", existingId: first.id })
      expect(twice.message).toContain(first.id)
      // Another account may have a customer with the same document.
      yield* customers.create(other, maria)
      // Deleting frees the document.
      yield* customers.remove(shop, first.id)
      const again = yield* customers.create(shop, maria)
      expect(again.id).not.toBe(first.id)
    }))

  test("another account's customer, and a deleted one, are not found by any use case", () =>
    Effect.gen(function* () {
      const customers = yield* Customers
      const created = yield* customers.create(shop, maria)
      for (const effect of [
        customers.findById(other, created.id),
        customers.update(other, created.id, { name: "X" }),
        customers.remove(other, created.id),
        customers.recordPurchase(other, created.id, centavos(100))
      ]) {
        expect((yield* Effect.flip(effect))._tag).toBe("CustomerNotFound")
      }
      yield* customers.remove(shop, created.id)
      expect((yield* Effect.flip(customers.findById(shop, created.id)))._tag).toBe("CustomerNotFound")
      expect((yield* Effect.flip(customers.remove(shop, created.id)))._tag).toBe("CustomerNotFound")
      expect((yield* customers.findManyByAccount(shop, {})).total).toBe(0)
    }))

  test("update changes each field it names, clears optional ones with null, keeps the type agreeing", () =>
    Effect.gen(function* () {
      const customers = yield* Customers
      const created = yield* customers.create(shop, { ...maria, phone: "11987654321", city: "Santos", state: "SP" })
      yield* TestClock.adjust(1000)
      const changed = yield* customers.update(shop, created.id, {
        name: "Maria S. Lima",
        email: "MARIA@lima.dev",
        status: "blocked",
        whatsapp: "11 3456 7890",
        city: null,
        state: "rj"
      })
      expect(changed).toMatchObject({
        name: "Maria S. Lima",
        email: "maria@lima.dev",
        status: "blocked",
        phone: "+5511987654321",
        whatsapp: "+551134567890",
        state: "RJ",
        version: 1
      })
      expect(changed.city).toBeUndefined()
      expect(changed.updatedAt.getTime()).toBe(1000)
      const company = yield* customers.update(shop, created.id, { document: cnpj })
      expect(company).toMatchObject({ document: "11222333000181", type: "PJ" })
      const wrongType = yield* Effect.flip(customers.update(shop, created.id, { type: "PF" }))
      expect(wrongType.message).toBe("type must be PJ for a CNPJ document")
      const cleared = yield* Effect.flip(customers.update(shop, created.id, { name: null, email: "x" }))
      expect(cleared._tag === "InvalidCustomer" && cleared.problems.map((p) => p.field)).toEqual(["name", "email"])
      const nothing = yield* Effect.flip(customers.update(shop, created.id, {}))
      expect(nothing.message).toContain("at least one field")
      const other2 = yield* customers.create(shop, { ...maria, document: alnumCnpj })
      const taken = yield* Effect.flip(customers.update(shop, other2.id, { document: "11222333000181" }))
      expect(taken).toMatchObject({ _tag: "CustomerDocumentTaken", existingId: created.id })
    }))

  test("list pages newest first, searches name, e-mail and document (masked or not), filters by status", () =>
    Effect.gen(function* () {
      const customers = yield* Customers
      const a = yield* customers.create(shop, maria)
      yield* TestClock.adjust(1)
      const b = yield* customers.create(shop, {
        name: "ACME Ltda",
        email: "fin@acme.com.br",
        document: alnumCnpj,
        status: "inactive"
      })
      yield* TestClock.adjust(1)
      const c = yield* customers.create(shop, {
        name: "João",
        email: "joao@x.com",
        document: cnpj,
        status: "Bloqueado"
      })
      const ids = (page: { readonly items: ReadonlyArray<{ readonly id: string }> }) => page.items.map((r) => r.id)
      expect(ids(yield* customers.findManyByAccount(shop, {}))).toEqual([c.id, b.id, a.id])
      const second = yield* customers.findManyByAccount(shop, { page: 2, pageSize: 2 })
      expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3, pages: 2 })
      expect(ids(second)).toEqual([a.id])
      expect(ids(yield* customers.findManyByAccount(shop, { search: "maria" }))).toEqual([a.id])
      expect(ids(yield* customers.findManyByAccount(shop, { search: "ACME.COM" }))).toEqual([b.id])
      expect(ids(yield* customers.findManyByAccount(shop, { search: "529.982" }))).toEqual([a.id])
      expect(ids(yield* customers.findManyByAccount(shop, { search: "52998224725" }))).toEqual([a.id])
      expect(ids(yield* customers.findManyByAccount(shop, { search: "12.abc.345" }))).toEqual([b.id])
      expect(ids(yield* customers.findManyByAccount(shop, { search: "11.222.333/0001-81" }))).toEqual([c.id])
      expect(ids(yield* customers.findManyByAccount(shop, { status: "Inativo" }))).toEqual([b.id])
      expect(ids(yield* customers.findManyByAccount(shop, { status: "blocked", search: "jo" }))).toEqual([c.id])
      expect(ids(yield* customers.findManyByAccount(other, {}))).toEqual([])
      const bad = yield* Effect.flip(customers.findManyByAccount(shop, { page: 0, pageSize: 101, status: "x" }))
      expect(bad._tag === "InvalidCustomer" && bad.problems.map((p) => p.field)).toEqual(["page", "pageSize", "status"])
    }))

  test("upsertByDocument creates a customer by its document, then updates that same customer", () =>
    Effect.gen(function* () {
      const customers = yield* Customers
      const first = yield* customers.upsertByDocument(shop, { ...maria, phone: "11987654321" })
      expect(first.created).toBe(true)
      const second = yield* customers.upsertByDocument(shop, {
        name: "Maria Souza Lima",
        email: "maria@lima.dev",
        document: "52998224725"
      })
      expect(second.created).toBe(false)
      expect(second.customer).toMatchObject({
        id: first.customer.id,
        name: "Maria Souza Lima",
        email: "maria@lima.dev",
        phone: "+5511987654321"
      })
      // Only the document is needed to find the customer again.
      const touched = yield* customers.upsertByDocument(shop, { document: cpf, city: "Recife" })
      expect(touched).toMatchObject({ created: false, customer: { id: first.customer.id, city: "Recife" } })
      const invalid = yield* Effect.flip(customers.upsertByDocument(shop, { document: "123", name: "X" }))
      expect(invalid._tag === "InvalidCustomer" && invalid.problems.map((p) => p.field)).toEqual(["email", "document"])
      const incomplete = yield* Effect.flip(customers.upsertByDocument(shop, { document: cnpj }))
      expect(incomplete._tag === "InvalidCustomer" && incomplete.problems.map((p) => p.field)).toEqual([
        "name",
        "email"
      ])
      const concurrent = yield* Effect.all(
        Array.from({ length: 5 }, () => customers.upsertByDocument(shop, { ...maria, document: alnumCnpj })),
        { concurrency: "unbounded" }
      )
      expect(new Set(concurrent.map((r) => r.customer.id)).size).toBe(1)
      expect((yield* customers.findManyByAccount(shop, {})).total).toBe(2)
    }))

  test("recordPurchase counts each purchase and its volume; an update never overwrites them", () =>
    Effect.gen(function* () {
      const customers = yield* Customers
      const store = yield* CustomerStore
      const created = yield* customers.create(shop, maria)
      yield* Effect.all(
        Array.from({ length: 10 }, (_, i) => customers.recordPurchase(shop, created.id, centavos(100 + i))),
        { concurrency: "unbounded" }
      )
      const updated = yield* customers.update(shop, created.id, { name: "Maria S." })
      expect(updated).toMatchObject({ transactions: 10, volumeCentavos: 1_045, name: "Maria S." })
      const bad = yield* Effect.exit(store.recordPurchase(shop, created.id, centavos(0)))
      expect(bad._tag).toBe("Failure")
    }))
})
