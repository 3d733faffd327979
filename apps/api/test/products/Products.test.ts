import { expect, layer } from "@effect/vitest"
import { Ledger, Products } from "@trilho/domain"
import { Effect, Layer } from "effect"
import { layerProducts } from "../../src/Layers.ts"
import { layerServer, merchant } from "../subaccounts/support.ts"
import { call } from "../webhooks/server.ts"

/** Products through the API: every route, every rule of the body, the stock of TEXT_LINES, and tenancy. */

const create = (key: string, body: unknown) => call("POST", "/v1/products/create", { key, body })
const get = (key: string, id: string) => call("GET", `/v1/products/get/${id}`, { key })
const update = (key: string, id: string, body: unknown) => call("PATCH", `/v1/products/update/${id}`, { key, body })

const full = {
  name: "Curso de violão",
  sku: "CV-001",
  description: "Acesso ao curso",
  price: 97.9,
  deliveries: [
    { type: "LINK", redirectUrl: "https://example.com/curso" },
    { type: "TEXT_INFINITE", richContent: "<p>Bem-vindo à <b>aula 1</b></p>" },
    { type: "TEXT_LINES", linesText: "KEY-0001\nKEY-0002\n\n" }
  ]
}

/** Every field named in the message of a 400 `VALIDATION_ERROR`. */
const expectProblems = (answer: { status: number; body: any }, fields: ReadonlyArray<string>) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400)
  expect(answer.body).toMatchObject({ success: false, error: { code: "VALIDATION_ERROR", statusCode: 400 } })
  for (const field of fields) expect(answer.body.message).toContain(`${field}:`)
}

const claim = (accountId: string, productId: string, saleId: string) =>
  Effect.flatMap(Products.Products, (products) =>
    products.claimLine(Ledger.AccountId.make(accountId), productId, saleId)
  )

layer(Layer.provideMerge(layerProducts, layerServer()), { timeout: 300_000, excludeTestServices: true })(
  "products through the API",
  (it) => {
    it.effect("create shows the product with its stock counts, never the lines; get and list read it back", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_prd_ana")
        const created = yield* create(key, full)
        expect(created.status, JSON.stringify(created.body)).toBe(200)
        const item = created.body.data
        expect(item).toMatchObject({
          name: "Curso de violão",
          sku: "CV-001",
          description: "Acesso ao curso",
          price: 97.9,
          status: "ACTIVE",
          soldOut: false,
          deliveries: [
            { type: "LINK", redirectUrl: "https://example.com/curso" },
            { type: "TEXT_INFINITE", richContent: "<p>Bem-vindo à <b>aula 1</b></p>" },
            { type: "TEXT_LINES", linesAvailable: 2, linesSold: 0 }
          ]
        })
        expect(item.id).toMatch(/^prd_/)
        expect(JSON.stringify(created.body)).not.toContain("KEY-000")
        expect((yield* get(key, item.id)).body.data).toStrictEqual(item)
        const list = yield* call("GET", "/v1/products/list", { key })
        expect(list.body.data).toMatchObject({ page: 1, pageSize: 50, total: 1, pages: 1 })
        expect(list.body.data.items).toStrictEqual([item])

        const open = yield* create(key, { name: "Doação" })
        expect(open.body.data).toStrictEqual({
          id: open.body.data.id,
          name: "Doação",
          status: "ACTIVE",
          deliveries: [],
          soldOut: false,
          createdAt: open.body.data.createdAt,
          updatedAt: open.body.data.createdAt
        })
      })
    )

    it.effect("a bad body names each bad field, refuses unknown fields, and stores nothing", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_prd_bad")
        expectProblems(
          yield* create(key, {
            price: 0.001,
            status: "SOLD",
            color: "red",
            deliveries: [{ type: "LINK", redirectUrl: "https://x.test", extra: 1 }, { type: "PDF" }]
          }),
          ["name", "price", "status", "color", "deliveries.0.extra", "deliveries.1.type"]
        )
        expectProblems(
          yield* create(key, {
            name: " ",
            sku: "x".repeat(65),
            deliveries: [
              { type: "LINK", redirectUrl: "http://example.com/plain" },
              { type: "TEXT_INFINITE", richContent: "<script>alert(1)</script>", linesText: "a" },
              { type: "TEXT_LINES", linesText: `ok\n${"y".repeat(501)}` }
            ]
          }),
          ["name", "sku", "deliveries.0.redirectUrl", "deliveries.1.richContent", "deliveries.1.linesText"]
        )
        const empty = yield* create(key, {
          name: "x",
          deliveries: [{ type: "LINK" }, { type: "LINK", redirectUrl: "javascript:alert(1)" }]
        })
        expectProblems(empty, ["deliveries.0.redirectUrl", "deliveries.1.redirectUrl"])
        expectProblems(yield* create(key, { name: "x", price: -1 }), ["price"])
        expectProblems(yield* create(key, { name: "x", price: "10" }), ["price"])
        expectProblems(
          yield* create(key, { name: "x", deliveries: [{ type: "TEXT_LINES" }, { type: "TEXT_LINES" }] }),
          ["deliveries.1.type"]
        )
        const list = yield* call("GET", "/v1/products/list", { key })
        expect(list.body.data.total).toBe(0)
      })
    )

    it.effect("richContent loses scripts, event handlers and javascript: links; keeps its formatting", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_prd_xss")
        const created = yield* create(key, {
          name: "Guia",
          deliveries: [
            {
              type: "TEXT_INFINITE",
              richContent:
                '<h2>Guia</h2><script>alert("x")</script><img src=x onerror="alert(1)">' +
                '<p onclick="steal()">Leia <a href="javascript:alert(1)">aqui</a> e <a href="https://example.com">ali</a></p>'
            }
          ]
        })
        expect(created.status, JSON.stringify(created.body)).toBe(200)
        const html: string = created.body.data.deliveries[0].richContent
        expect(html).not.toMatch(/<script|alert\("x"\)|onerror|onclick|javascript:/i)
        expect(html).toBe(
          '<h2>Guia</h2><p>Leia <a rel="noopener noreferrer nofollow">aqui</a> e ' +
            '<a href="https://example.com" rel="noopener noreferrer nofollow">ali</a></p>'
        )
        const id = created.body.data.id
        const updated = yield* update(key, id, {
          deliveries: [{ type: "TEXT_INFINITE", richContent: '<b>ok</b><svg onload="alert(1)"></svg>' }]
        })
        expect(updated.body.data.deliveries).toStrictEqual([{ type: "TEXT_INFINITE", richContent: "<b>ok</b>" }])
        expectProblems(
          yield* update(key, id, { deliveries: [{ type: "TEXT_INFINITE", richContent: "<script>x()</script>" }] }),
          ["deliveries.0.richContent"]
        )
      })
    )

    it.effect("a sku is unique per merchant: a second one is a 409, another merchant may use it", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_prd_sku")
        const other = yield* merchant("acc_prd_sku2")
        const first = yield* create(key, { name: "A", sku: "SKU-1" })
        const again = yield* create(key, { name: "B", sku: "SKU-1" })
        expect(again.status).toBe(409)
        expect(again.body).toMatchObject({ success: false, error: { code: "SKU_TAKEN", statusCode: 409 } })
        expect((yield* create(other, { name: "B", sku: "SKU-1" })).status).toBe(200)
        const second = yield* create(key, { name: "B", sku: "SKU-2" })
        expect((yield* update(key, second.body.data.id, { sku: "SKU-1" })).status).toBe(409)
        expect((yield* get(key, second.body.data.id)).body.data.sku).toBe("SKU-2")
        expect((yield* update(key, first.body.data.id, { sku: null })).body.data.sku).toBeUndefined()
        expect((yield* update(key, second.body.data.id, { sku: "SKU-1" })).status).toBe(200)
      })
    )

    it.effect("update changes what is sent, clears with null, appends lines; the stock sells out", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_prd_upd")
        const created = yield* create(key, {
          name: "Gift card",
          price: 50,
          deliveries: [{ type: "TEXT_LINES", linesText: "CARD-1" }]
        })
        const id = created.body.data.id
        expect(created.body.data.soldOut).toBe(false)
        const claimed = yield* claim("acc_prd_upd", id, "sale_1")
        expect(claimed.text).toBe("CARD-1")
        const out = yield* get(key, id)
        expect(out.body.data.soldOut).toBe(true)
        expect(out.body.data.deliveries).toStrictEqual([{ type: "TEXT_LINES", linesAvailable: 0, linesSold: 1 }])

        const bad = yield* update(key, id, { name: "", price: 0 })
        expectProblems(bad, ["price"])
        const badName = yield* update(key, id, { name: "" })
        expectProblems(badName, ["name"])
        expect((yield* get(key, id)).body.data).toStrictEqual(out.body.data)

        const refilled = yield* update(key, id, {
          name: "Gift card R$ 50",
          price: null,
          status: "INACTIVE",
          deliveries: [{ type: "TEXT_LINES", linesText: "CARD-2\nCARD-3" }]
        })
        expect(refilled.status, JSON.stringify(refilled.body)).toBe(200)
        expect(refilled.body.data).toMatchObject({ name: "Gift card R$ 50", status: "INACTIVE", soldOut: false })
        expect(refilled.body.data.price).toBeUndefined()
        expect(refilled.body.data.deliveries).toStrictEqual([{ type: "TEXT_LINES", linesAvailable: 2, linesSold: 1 }])
        expect((yield* claim("acc_prd_upd", id, "sale_2")).text).toBe("CARD-2")
        expect((yield* claim("acc_prd_upd", id, "sale_1")).text).toBe("CARD-1")
        expect((yield* update(key, id, { unknown: true })).status).toBe(400)
        const none = yield* create(key, { name: "Empty", deliveries: [{ type: "TEXT_LINES" }] })
        expect(none.body.data.soldOut).toBe(true)
      })
    )

    it.effect("list pages, filters by search over name and sku and by status, and bounds its query", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_prd_list")
        const other = yield* merchant("acc_prd_list2")
        yield* create(key, { name: "Curso de Violão", sku: "CV-1" })
        yield* create(key, { name: "Ebook", sku: "violao-pdf", status: "INACTIVE" })
        yield* create(key, { name: "Camiseta" })
        yield* create(other, { name: "Violão usado" })
        const names = (answer: { body: any }) => answer.body.data.items.map((p: any) => p.name)
        expect(names(yield* call("GET", "/v1/products/list?search=VIOL", { key }))).toEqual([
          "Ebook",
          "Curso de Violão"
        ])
        expect(names(yield* call("GET", "/v1/products/list?status=INACTIVE", { key }))).toEqual(["Ebook"])
        expect(names(yield* call("GET", "/v1/products/list?search=viol&status=ACTIVE", { key }))).toEqual([
          "Curso de Violão"
        ])
        const page = yield* call("GET", "/v1/products/list?page=2&pageSize=2", { key })
        expect(page.body.data).toMatchObject({ page: 2, pageSize: 2, total: 3, pages: 2 })
        expect(names(page)).toEqual(["Curso de Violão"])
        for (const query of ["pageSize=101", "pageSize=0", "page=0", "status=SOLD", `search=${"x".repeat(101)}`]) {
          const refused = yield* call("GET", `/v1/products/list?${query}`, { key })
          expect(refused.status, query).toBe(400)
          expect(refused.body.error.code).toBe("VALIDATION_ERROR")
          expect(refused.body.message).toContain(query.split("=")[0])
        }
      })
    )

    it.effect("another merchant's product is a 404 on every route; delete removes it", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_prd_own")
        const intruder = yield* merchant("acc_prd_intr")
        const id = (yield* create(key, full)).body.data.id
        for (const [method, path, body] of [
          ["GET", `/v1/products/get/${id}`, undefined],
          ["PATCH", `/v1/products/update/${id}`, { name: "Mine" }],
          ["DELETE", `/v1/products/delete/${id}`, undefined]
        ] as const) {
          const answer = yield* call(method, path, { key: intruder, ...(body === undefined ? {} : { body }) })
          expect(answer.status, `${method} ${path}`).toBe(404)
          expect(answer.body).toMatchObject({ success: false, error: { code: "NOT_FOUND", statusCode: 404 } })
        }
        expect((yield* call("GET", "/v1/products/list", { key: intruder })).body.data.total).toBe(0)
        expect((yield* get(key, id)).body.data.name).toBe("Curso de violão")
        const deleted = yield* call("DELETE", `/v1/products/delete/${id}`, { key })
        expect(deleted.status).toBe(200)
        expect(deleted.body.data.id).toBe(id)
        expect((yield* get(key, id)).status).toBe(404)
        expect((yield* call("DELETE", `/v1/products/delete/${id}`, { key })).status).toBe(404)
        expect((yield* create(key, { name: "Again", sku: "CV-001" })).status).toBe(200)
      })
    )

    it.effect("a key without the permission is a 403", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_prd_perm", { permissions: ["products/get"] })
        const refused = yield* create(key, { name: "x" })
        expect(refused.status).toBe(403)
        expect(refused.body.error.code).toBe("FORBIDDEN")
        expect((yield* call("GET", "/v1/products/list", { key })).status).toBe(403)
      })
    )
  }
)
