import { expect, layer } from "@effect/vitest"
import { Customers, Ledger, Money } from "@trilho/domain"
import { CustomerStoreSql } from "@trilho/postgres"
import { Effect, Layer } from "effect"
import { HttpClient, HttpClientRequest } from "effect/http"
import { layerCryptoIds } from "../../src/Layers.ts"
import { layerServer, merchant } from "../subaccounts/support.ts"

/** Customers through the API: every route, every rule of the fields, tenancy, pages, search and delete. */

type Answer = { readonly status: number; readonly body: any }

const send = (method: "GET" | "POST" | "PATCH" | "DELETE", path: string, key?: string, body?: unknown) =>
  Effect.gen(function* () {
    const http = yield* HttpClient.HttpClient
    let request = HttpClientRequest.make(method)(path)
    if (key !== undefined) request = HttpClientRequest.setHeader(request, "x-api-key", key)
    if (body !== undefined) request = HttpClientRequest.bodyText(request, JSON.stringify(body), "application/json")
    const response = yield* http.execute(request)
    return { status: response.status, body: yield* response.json } as Answer
  })

const create = (key: string, body: unknown) => send("POST", "/v1/customers/create", key, body)
const get = (key: string, id: string) => send("GET", `/v1/customers/get/${id}`, key)
const list = (key: string, query = "") => send("GET", `/v1/customers/list${query}`, key)
const update = (key: string, id: string, body: unknown) => send("PATCH", `/v1/customers/update/${id}`, key, body)
const remove = (key: string, id: string) => send("DELETE", `/v1/customers/delete/${id}`, key)

const ok = (answer: Answer) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body.data
}

const refused = (answer: Answer, status: number, code: string, fields: ReadonlyArray<string> = []) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status)
  expect(answer.body).toMatchObject({ success: false, error: { code, statusCode: status } })
  for (const field of fields) expect(answer.body.message).toContain(field)
}

const maria = { name: "Maria Souza", email: "Maria@Example.com", document: "529.982.247-25" }
const cnpj = "11.222.333/0001-81"
const alnumCnpj = "12.ABC.345/01DE-35"

/** The customers use cases over the test's database, to record purchases as the checkout will. */
const layerCustomers = Customers.Customers.Default.pipe(
  Layer.provide(Layer.merge(CustomerStoreSql.layer, layerCryptoIds))
)

const totalOf = (key: string) => Effect.map(list(key), (answer) => ok(answer).total as number)

layer(layerServer(), { timeout: 300_000, excludeTestServices: true })("customers through the API", (it) => {
  it.effect("create answers the customer normalized with metrics at 0; get and list read it back", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_cus_ana")
      const created = ok(
        yield* create(key, {
          ...maria,
          status: "Ativo",
          phone: "(11) 98765-4321",
          whatsapp: "+55 21 3456-7890",
          city: "São Paulo",
          state: "sp"
        })
      )
      expect(created).toStrictEqual({
        id: created.id,
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
        volume: 0,
        createdAt: created.createdAt,
        updatedAt: created.createdAt
      })
      expect(created.id).toMatch(/^cus_/)
      expect(ok(yield* get(key, created.id))).toStrictEqual(created)
      expect(ok(yield* list(key))).toStrictEqual({ items: [created], page: 1, pageSize: 50, total: 1, pages: 1 })
      const company = ok(yield* create(key, { name: "ACME", email: "fin@acme.com.br", document: alnumCnpj }))
      expect(company).toMatchObject({ document: "12ABC34501DE35", type: "PJ", status: "active" })
      expect(ok(yield* create(key, { name: "Loja", email: "a@b.co", document: cnpj, type: "PJ" })).type).toBe("PJ")
      refused(yield* get(key, "cus_nope"), 404, "NOT_FOUND")
    })
  )

  it.effect("a bad create names every bad field, refuses unknown and read-only fields, and writes nothing", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_cus_bad")
      refused(
        yield* create(key, {
          name: " ",
          email: "not-an-email",
          document: "529.982.247-26",
          phone: "123",
          whatsapp: "+1 555 0100",
          city: "x".repeat(101),
          state: "ZZ"
        }),
        400,
        "VALIDATION_ERROR",
        ["name", "email", "document", "phone", "whatsapp", "city", "state"]
      )
      refused(yield* create(key, { ...maria, type: "PJ" }), 400, "VALIDATION_ERROR", ["type must be PF"])
      refused(
        yield* create(key, { name: "ACME", email: "a@b.co", document: cnpj, type: "PF" }),
        400,
        "VALIDATION_ERROR",
        ["type must be PJ"]
      )
      refused(yield* create(key, { ...maria, type: "XX" }), 400, "VALIDATION_ERROR", ["type"])
      refused(yield* create(key, { ...maria, status: "Suspenso" }), 400, "VALIDATION_ERROR", ["status"])
      refused(yield* create(key, {}), 400, "VALIDATION_ERROR", ["name", "email", "document"])
      refused(yield* create(key, { ...maria, name: 42 }), 400, "VALIDATION_ERROR", ["name"])
      refused(yield* create(key, { ...maria, nickname: "Mari" }), 400, "VALIDATION_ERROR", ["nickname"])
      refused(yield* create(key, { ...maria, transactions: 5 }), 400, "VALIDATION_ERROR", ["transactions"])
      refused(yield* create(key, { ...maria, volume: 10 }), 400, "VALIDATION_ERROR", ["volume"])
      refused(yield* create(key, { ...maria, document: "11111111111" }), 400, "VALIDATION_ERROR", ["document"])
      refused(yield* create(key, { ...maria, document: "12.ABC.345/01DE-36" }), 400, "VALIDATION_ERROR", ["document"])
      expect(yield* totalOf(key)).toBe(0)
    })
  )

  it.effect("a second customer with the same document, masked or not, is a 409 naming the first", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_cus_dup")
      const first = ok(yield* create(key, maria))
      const twice = yield* create(key, { ...maria, name: "Outra", document: "52998224725" })
      refused(twice, 409, "CUSTOMER_DOCUMENT_TAKEN", [first.id])
      const company = ok(yield* create(key, { name: "ACME", email: "a@b.co", document: alnumCnpj }))
      refused(
        yield* create(key, { name: "B", email: "b@b.co", document: "12abc34501de35" }),
        409,
        "CUSTOMER_DOCUMENT_TAKEN",
        [company.id]
      )
      // Another merchant may have a customer with the same document.
      const other = yield* merchant("acc_cus_dup2")
      ok(yield* create(other, maria))
      expect(yield* totalOf(key)).toBe(2)
    })
  )

  it.effect("another merchant's customer is a 404 on get, update and delete, and absent from its list", () =>
    Effect.gen(function* () {
      const owner = yield* merchant("acc_cus_own")
      const stranger = yield* merchant("acc_cus_str")
      const created = ok(yield* create(owner, maria))
      refused(yield* get(stranger, created.id), 404, "NOT_FOUND")
      refused(yield* update(stranger, created.id, { name: "X" }), 404, "NOT_FOUND")
      refused(yield* remove(stranger, created.id), 404, "NOT_FOUND")
      expect(ok(yield* list(stranger)).items).toStrictEqual([])
      expect(ok(yield* get(owner, created.id))).toStrictEqual(created)
    })
  )

  it.effect(
    "list pages newest first, bounds page and pageSize, searches name, e-mail and document, filters status",
    () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_cus_list")
        const a = ok(yield* create(key, maria))
        const b = ok(
          yield* create(key, { name: "ACME Ltda", email: "fin@acme.com.br", document: alnumCnpj, status: "Inativo" })
        )
        const c = ok(yield* create(key, { name: "João", email: "joao@x.com", document: cnpj, status: "blocked" }))
        const ids = (answer: Answer) => ok(answer).items.map((x: any) => x.id)
        expect(ids(yield* list(key))).toStrictEqual([c.id, b.id, a.id])
        const page2 = ok(yield* list(key, "?page=2&pageSize=2"))
        expect(page2).toMatchObject({ page: 2, pageSize: 2, total: 3, pages: 2 })
        expect(page2.items.map((x: any) => x.id)).toStrictEqual([a.id])
        expect(ok(yield* list(key, "?page=9&pageSize=2")).items).toStrictEqual([])
        expect(ok(yield* list(key, "?pageSize=100")).pageSize).toBe(100)
        refused(yield* list(key, "?pageSize=101"), 400, "VALIDATION_ERROR", ["pageSize"])
        refused(yield* list(key, "?page=0"), 400, "VALIDATION_ERROR", ["page"])
        refused(yield* list(key, "?status=Suspenso"), 400, "VALIDATION_ERROR", ["status"])
        refused(yield* list(key, `?search=${"x".repeat(101)}`), 400, "VALIDATION_ERROR", ["search"])
        expect(ids(yield* list(key, "?search=MARIA"))).toStrictEqual([a.id])
        expect(ids(yield* list(key, "?search=acme.com"))).toStrictEqual([b.id])
        expect(ids(yield* list(key, "?search=529.982.247-25"))).toStrictEqual([a.id])
        expect(ids(yield* list(key, "?search=52998224725"))).toStrictEqual([a.id])
        expect(ids(yield* list(key, "?search=982247"))).toStrictEqual([a.id])
        expect(ids(yield* list(key, `?search=${encodeURIComponent("12.abc.345/01")}`))).toStrictEqual([b.id])
        expect(ids(yield* list(key, `?search=${encodeURIComponent("0001-81")}`))).toStrictEqual([c.id])
        expect(ids(yield* list(key, "?search=nobody"))).toStrictEqual([])
        expect(ids(yield* list(key, "?status=Inativo"))).toStrictEqual([b.id])
        expect(ids(yield* list(key, "?status=inactive"))).toStrictEqual([b.id])
        expect(ids(yield* list(key, "?status=Bloqueado&search=jo"))).toStrictEqual([c.id])
        expect(ids(yield* list(key, "?status=active&search=jo"))).toStrictEqual([])
      })
  )

  it.effect("update changes each field, clears optional ones with null, keeps type and document agreeing", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_cus_upd")
      const created = ok(yield* create(key, { ...maria, phone: "11987654321", city: "Santos", state: "SP" }))
      const changes: ReadonlyArray<readonly [Record<string, unknown>, Record<string, unknown>]> = [
        [{ name: "Maria Lima" }, { name: "Maria Lima" }],
        [{ email: "MARIA@lima.dev" }, { email: "maria@lima.dev" }],
        [{ status: "Bloqueado" }, { status: "blocked" }],
        [{ status: "inactive" }, { status: "inactive" }],
        [{ phone: "+55 (21) 99876-5432" }, { phone: "+5521998765432" }],
        [{ whatsapp: "021 3456-7890" }, { whatsapp: "+552134567890" }],
        [{ city: "Rio de Janeiro" }, { city: "Rio de Janeiro" }],
        [{ state: "rj" }, { state: "RJ" }],
        [{ document: cnpj }, { document: "11222333000181", type: "PJ" }],
        [
          { document: "529.982.247-25", type: "PF" },
          { document: "52998224725", type: "PF" }
        ],
        [{ type: "PF" }, { type: "PF" }]
      ]
      for (const [body, expected] of changes) {
        expect(ok(yield* update(key, created.id, body)), JSON.stringify(body)).toMatchObject(expected)
      }
      const cleared = ok(yield* update(key, created.id, { phone: null, whatsapp: null, city: null, state: null }))
      for (const field of ["phone", "whatsapp", "city", "state"]) expect(cleared[field]).toBeUndefined()
      expect(ok(yield* get(key, created.id))).toStrictEqual(cleared)

      refused(yield* update(key, created.id, { type: "PJ" }), 400, "VALIDATION_ERROR", ["type must be PF"])
      refused(
        yield* update(key, created.id, { email: "x", document: "123", phone: "1", state: "XX", name: " " }),
        400,
        "VALIDATION_ERROR",
        ["email", "document", "phone", "state", "name"]
      )
      refused(yield* update(key, created.id, { name: null }), 400, "VALIDATION_ERROR", ["name"])
      refused(yield* update(key, created.id, {}), 400, "VALIDATION_ERROR", ["at least one field"])
      refused(yield* update(key, created.id, { nickname: "M" }), 400, "VALIDATION_ERROR", ["nickname"])
      refused(yield* update(key, created.id, { transactions: 3 }), 400, "VALIDATION_ERROR", ["transactions"])
      refused(yield* update(key, created.id, { status: "Suspenso" }), 400, "VALIDATION_ERROR", ["status"])
      const other = ok(yield* create(key, { name: "ACME", email: "a@b.co", document: alnumCnpj }))
      refused(yield* update(key, created.id, { document: alnumCnpj }), 409, "CUSTOMER_DOCUMENT_TAKEN", [other.id])
      expect(ok(yield* get(key, created.id))).toStrictEqual(cleared)
      refused(yield* update(key, "cus_nope", { name: "X" }), 404, "NOT_FOUND")
    })
  )

  it.effect("delete answers the customer, removes it from reads and lists, and frees its document", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_cus_del")
      const created = ok(yield* create(key, maria))
      expect(ok(yield* remove(key, created.id))).toStrictEqual(created)
      refused(yield* get(key, created.id), 404, "NOT_FOUND")
      refused(yield* update(key, created.id, { name: "X" }), 404, "NOT_FOUND")
      refused(yield* remove(key, created.id), 404, "NOT_FOUND")
      expect(yield* totalOf(key)).toBe(0)
      const again = ok(yield* create(key, maria))
      expect(again.id).not.toBe(created.id)
      expect(ok(yield* list(key)).items.map((x: any) => x.id)).toStrictEqual([again.id])
    })
  )

  it.effect("the metrics show the purchases recorded, in reais, and no request writes them", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_cus_met")
      const created = ok(yield* create(key, maria))
      const customers = yield* Customers.Customers
      const account = Ledger.AccountId.make("acc_cus_met")
      yield* customers.recordPurchase(account, created.id, Money.centavos(12_345))
      yield* customers.recordPurchase(account, created.id, Money.centavos(55))
      expect(ok(yield* get(key, created.id))).toMatchObject({ transactions: 2, volume: 124 })
      expect(ok(yield* update(key, created.id, { name: "Maria S." }))).toMatchObject({ transactions: 2, volume: 124 })
      refused(yield* update(key, created.id, { volume: 0 }), 400, "VALIDATION_ERROR", ["volume"])
    }).pipe(Effect.provide(layerCustomers))
  )
})
