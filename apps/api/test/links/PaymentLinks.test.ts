import { expect, layer } from "@effect/vitest"
import { Accounts, Ledger } from "@trilho/domain"
import { Effect } from "effect"
import { insertKey } from "../auth/server.ts"
import { layerServer, merchant } from "../subaccounts/support.ts"
import { call } from "../webhooks/server.ts"

/** Payment links through the API: every route, every rule of the body, the method capabilities, and tenancy. */

const create = (key: string, body: unknown) => call("POST", "/v1/payment-links/create", { key, body })
const get = (key: string, id: string) => call("GET", `/v1/payment-links/get/${id}`, { key })
const update = (key: string, id: string, body: unknown) =>
  call("PATCH", `/v1/payment-links/update/${id}`, { key, body })
const setStatus = (key: string, id: string, body: unknown) =>
  call("PATCH", `/v1/payment-links/status/${id}`, { key, body })
const remove = (key: string, id: string) => call("DELETE", `/v1/payment-links/delete/${id}`, { key })
const list = (key: string, query = "") => call("GET", `/v1/payment-links/list${query}`, { key })

/** Every field named in the message of a 400 `VALIDATION_ERROR`. */
const expectProblems = (answer: { status: number; body: any }, fields: ReadonlyArray<string>) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400)
  expect(answer.body).toMatchObject({ success: false, error: { code: "VALIDATION_ERROR", statusCode: 400 } })
  for (const field of fields) expect(answer.body.message).toContain(`${field}:`)
}

/** A 422 `PAYMENT_METHOD_UNAVAILABLE` whose message names the method and the capability. */
const expectUnavailable = (answer: { status: number; body: any }, method: string, capability: string) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(422)
  expect(answer.body).toMatchObject({
    success: false,
    error: { code: "PAYMENT_METHOD_UNAVAILABLE", statusCode: 422 }
  })
  expect(answer.body.message).toContain(method)
  expect(answer.body.message).toContain(capability)
}

const expectNotFound = (answer: { status: number; body: any }) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(404)
  expect(answer.body).toMatchObject({ success: false, error: { code: "NOT_FOUND", statusCode: 404 } })
}

/** A product of the merchant's catalogue, through the API; its id. */
const product = (key: string, body: Record<string, unknown> = {}) =>
  Effect.map(call("POST", "/v1/products/create", { key, body: { name: "Curso", ...body } }), (answer) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body.data.id as string
  })

const setFlags = (accountId: string, flags: Accounts.MerchantFlags) =>
  Effect.flatMap(Accounts.Accounts, (accounts) => accounts.updateFlags(Ledger.AccountId.make(accountId), flags))

layer(layerServer(), { timeout: 300_000, excludeTestServices: true })("payment links through the API", (it) => {
  it.effect("create answers the link in reais with its payPageUrl; get and list read it back", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_plk_ana", { flags: {} })
      const productId = yield* product(key)
      const created = yield* create(key, {
        name: " Curso de violão ",
        description: "Acesso ao curso",
        allowedMethods: ["PIX"],
        fixedAmount: 97.9,
        productIds: [productId]
      })
      expect(created.status, JSON.stringify(created.body)).toBe(200)
      expect(created.body.message).toBe("payment link created")
      const link = created.body.data
      expect(link).toStrictEqual({
        id: link.id,
        name: "Curso de violão",
        description: "Acesso ao curso",
        allowedMethods: ["PIX"],
        fixedAmount: 97.9,
        productIds: [productId],
        customerMode: "CREATE_OR_UPDATE",
        status: "ACTIVE",
        payPageUrl: link.payPageUrl,
        createdAt: link.createdAt,
        updatedAt: link.createdAt
      })
      expect(link.id).toMatch(/^plk_[0-9A-Z]{26}$/)
      expect(link.payPageUrl).toMatch(new RegExp(`^https?://[^/]+(/.*)?/l/${link.id}$`))
      expect((yield* get(key, link.id)).body.data).toStrictEqual(link)
      const listed = yield* list(key)
      expect(listed.body.data).toMatchObject({ page: 1, pageSize: 50, total: 1, pages: 1 })
      expect(listed.body.data.items).toStrictEqual([link])

      const open = yield* create(key, { name: "Doação", allowedMethods: ["PIX"], customerMode: "NONE" })
      expect(open.status).toBe(200)
      expect(open.body.data.fixedAmount).toBeUndefined()
      expect(open.body.data).toMatchObject({ productIds: [], customerMode: "NONE" })
    })
  )

  it.effect("a bad body names each bad field, refuses unknown fields, and stores nothing", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_plk_bad", { flags: {} })
      expectProblems(
        yield* create(key, { allowedMethods: ["BOLETO"], fixedAmount: 0.001, customerMode: "ALWAYS", color: "red" }),
        ["name", "allowedMethods.0", "fixedAmount", "customerMode", "color"]
      )
      expectProblems(
        yield* create(key, {
          name: " ",
          description: "d".repeat(2_001),
          allowedMethods: ["PIX", "PIX"],
          productIds: ["prd_a", "prd_a"]
        }),
        ["name", "description", "allowedMethods.1", "productIds.1"]
      )
      expectProblems(yield* create(key, { name: "x", allowedMethods: [] }), ["allowedMethods"])
      expectProblems(yield* create(key, { name: "x" }), ["allowedMethods"])
      expectProblems(yield* create(key, { name: "x", allowedMethods: ["PIX"], fixedAmount: 10_000_000_000 }), [
        "fixedAmount"
      ])
      expectProblems(yield* create(key, { name: "x", allowedMethods: ["PIX"], fixedAmount: -1 }), ["fixedAmount"])
      expectProblems(yield* create(key, { name: "x", allowedMethods: ["PIX"], fixedAmount: "10" }), ["fixedAmount"])
      const many = Array.from({ length: 21 }, (_, i) => `prd_${i}`)
      expectProblems(yield* create(key, { name: "x", allowedMethods: ["PIX"], productIds: many }), ["productIds"])
      expect((yield* list(key)).body.data.total).toBe(0)
    })
  )

  it.effect("unknown, inactive and another merchant's products are named by position", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_plk_prd", { flags: {} })
      const otherKey = yield* merchant("acc_plk_prd_other", { flags: {} })
      const active = yield* product(key)
      const inactive = yield* product(key, { status: "INACTIVE" })
      const theirs = yield* product(otherKey)
      const refused = yield* create(key, {
        name: "x",
        allowedMethods: ["PIX"],
        productIds: [active, "prd_00000000000000000000000000", inactive, theirs]
      })
      expectProblems(refused, ["productIds.1", "productIds.2", "productIds.3"])
      expect(refused.body.message).not.toContain("productIds.0")
      expect(refused.body.message).toContain(`product ${inactive} is INACTIVE`)
      const created = yield* create(key, { name: "x", allowedMethods: ["PIX"], productIds: [active] })
      expectProblems(yield* update(key, created.body.data.id, { productIds: [active, inactive] }), ["productIds.1"])
    })
  )

  it.effect(
    "CRYPTO without crypto receiving is 422 and CARD before onboarding 403, naming what is missing; PIX needs a verified account with PIX receiving",
    () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_plk_caps", { flags: { cryptoInEnabled: false } })
        expectUnavailable(yield* create(key, { name: "x", allowedMethods: ["PIX", "CRYPTO"] }), "CRYPTO", "crypto_in")
        const card = yield* create(key, { name: "x", allowedMethods: ["CARD"] })
        expect(card.status, JSON.stringify(card.body)).toBe(403)
        expect(card.body.error).toEqual({ code: "CARD_PROCESSING_UNAVAILABLE", statusCode: 403 })
        expect(card.body.message).toContain("onboarding")
        yield* setFlags("acc_plk_caps", { accountVerified: false })
        expectUnavailable(yield* create(key, { name: "x", allowedMethods: ["PIX"] }), "PIX", "account_verified")
        yield* setFlags("acc_plk_caps", { accountVerified: true, pixInEnabled: false })
        expectUnavailable(yield* create(key, { name: "x", allowedMethods: ["PIX"] }), "PIX", "pix_in")
        expect((yield* list(key)).body.data.total).toBe(0)
        yield* setFlags("acc_plk_caps", { pixInEnabled: true })
        const created = yield* create(key, { name: "x", allowedMethods: ["PIX"] })
        expect(created.status).toBe(200)
        const withCard = yield* update(key, created.body.data.id, { allowedMethods: ["PIX", "CARD"] })
        expect([withCard.status, withCard.body.error.code]).toEqual([403, "CARD_PROCESSING_UNAVAILABLE"])
      })
  )

  it.effect("update changes the fields sent, null clears; status deactivates always and activates after checks", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_plk_upd", { flags: {} })
      const productId = yield* product(key)
      const created = (yield* create(key, {
        name: "Curso",
        description: "d",
        allowedMethods: ["PIX"],
        fixedAmount: 10,
        productIds: [productId]
      })).body.data
      const updated = yield* update(key, created.id, {
        name: "Curso 2",
        description: null,
        fixedAmount: null,
        productIds: null,
        customerMode: "CREATE"
      })
      expect(updated.status, JSON.stringify(updated.body)).toBe(200)
      const { description: _d, fixedAmount: _f, ...kept } = created
      expect(updated.body.data).toStrictEqual({
        ...kept,
        name: "Curso 2",
        productIds: [],
        customerMode: "CREATE",
        updatedAt: updated.body.data.updatedAt
      })
      expect((yield* update(key, created.id, { fixedAmount: 12.34 })).body.data.fixedAmount).toBe(12.34)
      expectProblems(yield* update(key, created.id, { name: null, customerMode: null }), ["name", "customerMode"])
      expectProblems(yield* update(key, created.id, { allowedMethods: [], name: " " }), ["allowedMethods", "name"])

      yield* setFlags("acc_plk_upd", { pixInEnabled: false })
      const off = yield* setStatus(key, created.id, { status: "INACTIVE" })
      expect(off.status, JSON.stringify(off.body)).toBe(200)
      expect(off.body).toMatchObject({ message: "payment link deactivated", data: { status: "INACTIVE" } })
      expectUnavailable(yield* setStatus(key, created.id, { status: "ACTIVE" }), "PIX", "pix_in")
      expect((yield* list(key, "?status=INACTIVE")).body.data.total).toBe(1)
      yield* setFlags("acc_plk_upd", { pixInEnabled: null })
      const on = yield* setStatus(key, created.id, { status: "ACTIVE" })
      expect(on.body).toMatchObject({ message: "payment link activated", data: { status: "ACTIVE" } })
      expectProblems(yield* setStatus(key, created.id, { status: "PAUSED" }), ["status"])
      expectProblems(yield* setStatus(key, created.id, {}), ["status"])
      expectProblems(yield* setStatus(key, created.id, { status: "ACTIVE", name: "x" }), ["name"])
    })
  )

  it.effect("delete answers the link and removes it from every read; a second delete is 404", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_plk_del", { flags: {} })
      const kept = (yield* create(key, { name: "kept", allowedMethods: ["PIX"] })).body.data
      const gone = (yield* create(key, { name: "gone", allowedMethods: ["PIX"] })).body.data
      const deleted = yield* remove(key, gone.id)
      expect(deleted.status).toBe(200)
      expect(deleted.body).toMatchObject({ message: "payment link deleted", data: { id: gone.id, name: "gone" } })
      expectNotFound(yield* get(key, gone.id))
      expectNotFound(yield* update(key, gone.id, { name: "back" }))
      expectNotFound(yield* setStatus(key, gone.id, { status: "INACTIVE" }))
      expectNotFound(yield* remove(key, gone.id))
      expect((yield* list(key)).body.data.items.map((l: any) => l.id)).toEqual([kept.id])
    })
  )

  it.effect("another merchant's link is 404 on every route and never listed", () =>
    Effect.gen(function* () {
      const owner = yield* merchant("acc_plk_owner", { flags: {} })
      const intruder = yield* merchant("acc_plk_intruder", { flags: {} })
      const link = (yield* create(owner, { name: "mine", allowedMethods: ["PIX"] })).body.data
      expectNotFound(yield* get(intruder, link.id))
      expectNotFound(yield* update(intruder, link.id, { name: "theirs" }))
      expectNotFound(yield* setStatus(intruder, link.id, { status: "INACTIVE" }))
      expectNotFound(yield* remove(intruder, link.id))
      expect((yield* list(intruder)).body.data.total).toBe(0)
      expect((yield* get(owner, link.id)).body.data).toStrictEqual(link)
    })
  )

  it.effect("list pages newest first, searches the name, filters by status; a bad query is named", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_plk_list", { flags: {} })
      for (const name of ["Curso de violão", "E-book", "Curso de piano"]) {
        expect((yield* create(key, { name, allowedMethods: ["PIX"] })).status).toBe(200)
      }
      const first = yield* list(key, "?pageSize=2")
      expect(first.body.data).toMatchObject({ page: 1, pageSize: 2, total: 3, pages: 2 })
      const second = yield* list(key, "?pageSize=2&page=2")
      const names = [...first.body.data.items, ...second.body.data.items].map((l: any) => l.name)
      expect(names.sort()).toEqual(["Curso de piano", "Curso de violão", "E-book"])
      const found = yield* list(key, "?search=CURSO")
      expect(found.body.data.items.map((l: any) => l.name).sort()).toEqual(["Curso de piano", "Curso de violão"])
      expect((yield* list(key, "?status=INACTIVE")).body.data.total).toBe(0)
      for (const [query, field] of [
        ["?pageSize=101", "pageSize"],
        ["?page=0", "page"],
        ["?status=active", "status"],
        [`?search=${"x".repeat(101)}`, "search"]
      ]) {
        const bad = yield* list(key, query)
        expect(bad.status, JSON.stringify(bad.body)).toBe(400)
        expect(bad.body.error.code).toBe("VALIDATION_ERROR")
        expect(bad.body.message).toContain(field)
      }
    })
  )

  it.effect("each route needs its own permission; the status route needs payment-links/update", () =>
    Effect.gen(function* () {
      const full = yield* merchant("acc_plk_perm", { flags: {} })
      const link = (yield* create(full, { name: "x", allowedMethods: ["PIX"] })).body.data
      const keyWith = (permissions: ReadonlyArray<string>) =>
        Effect.map(insertKey("acc_plk_perm", permissions, { requestsPerMinute: 100_000 }), (k) => k.secret)
      const reader = yield* keyWith(["payment-links/get", "payment-links/list"])
      expect((yield* create(reader, { name: "x", allowedMethods: ["PIX"] })).status).toBe(403)
      expect((yield* update(reader, link.id, { name: "y" })).status).toBe(403)
      expect((yield* setStatus(reader, link.id, { status: "INACTIVE" })).status).toBe(403)
      expect((yield* remove(reader, link.id)).status).toBe(403)
      expect((yield* get(reader, link.id)).status).toBe(200)
      expect((yield* list(reader)).status).toBe(200)
      const updater = yield* keyWith(["payment-links/update"])
      expect((yield* get(updater, link.id)).status).toBe(403)
      const off = yield* setStatus(updater, link.id, { status: "INACTIVE" })
      expect(off.status, JSON.stringify(off.body)).toBe(200)
      const forbidden = yield* remove(updater, link.id)
      expect(forbidden.body).toMatchObject({ error: { code: "FORBIDDEN", statusCode: 403 } })
      expect(forbidden.body.message).toContain("payment-links/delete")
    })
  )
})
