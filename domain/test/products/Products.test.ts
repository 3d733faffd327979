import { describe, expect, it } from "@effect/vitest"
import { Effect, Result } from "effect"
import { AccountId } from "../../src/ledger/Model.ts"
import { Products } from "../../src/products/Products.ts"
import { parseLines } from "../../src/products/Request.ts"

const m1 = AccountId.make("acc_products_1")
const m2 = AccountId.make("acc_products_2")

const problemsOf = <A, E>(effect: Effect.Effect<A, E, Products>) =>
  Effect.map(Effect.flip(effect), (e: any) =>
    e._tag === "InvalidProduct" ? e.problems.map((p: any) => p.field) : e._tag
  )

describe("products", () => {
  it.effect("create keeps the fields, starts ACTIVE, counts TEXT_LINES stock; another account does not see it", () =>
    Effect.gen(function* () {
      const products = yield* Products
      const created = yield* products.create(m1, {
        name: " E-book ",
        sku: "EBOOK-1",
        priceCentavos: 1990,
        deliveries: [
          { type: "LINK", redirectUrl: "https://example.com/download" },
          { type: "TEXT_LINES", linesText: "code-1\r\n\n  code-2  \ncode-3\n" }
        ]
      })
      expect(created.product).toMatchObject({ name: "E-book", sku: "EBOOK-1", priceCentavos: 1990, status: "ACTIVE" })
      expect(created.lines).toEqual({ available: 3, sold: 0 })
      expect(created.product.id).toMatch(/^prd_/)
      expect((yield* products.findById(m1, created.product.id)).lines.available).toBe(3)
      expect(yield* Effect.flip(products.findById(m2, created.product.id))).toMatchObject({ _tag: "ProductNotFound" })
    }).pipe(Effect.provide(Products.Test))
  )

  it.effect("a bad create names every bad field at once", () =>
    Effect.gen(function* () {
      const products = yield* Products
      const fields = yield* problemsOf(
        products.create(m1, {
          name: "  ",
          sku: "x".repeat(65),
          priceCentavos: 0,
          status: "SOLD",
          deliveries: [
            { type: "LINK", redirectUrl: "http://example.com" },
            { type: "TEXT_INFINITE", richContent: "<b>x</b>", redirectUrl: "https://x.test" },
            { type: "TEXT_LINES", linesText: `ok\n${"y".repeat(501)}` }
          ]
        })
      )
      expect(fields).toEqual([
        "name",
        "sku",
        "price",
        "status",
        "deliveries.0.redirectUrl",
        "deliveries.1.redirectUrl",
        "deliveries.2.linesText"
      ])
      expect(
        yield* problemsOf(products.create(m1, { name: "a", deliveries: [{ type: "LINK" }, { type: "X" }] }))
      ).toEqual(["deliveries.0.redirectUrl", "deliveries.1.type"])
      expect(
        yield* problemsOf(
          products.create(m1, { name: "a", deliveries: [{ type: "TEXT_LINES" }, { type: "TEXT_LINES" }] })
        )
      ).toEqual(["deliveries.1.type"])
    }).pipe(Effect.provide(Products.Test))
  )

  it.effect("richContent is what the sanitizer leaves; nothing left is refused", () =>
    Effect.gen(function* () {
      const products = yield* Products
      const created = yield* products.create(m1, {
        name: "Guia",
        deliveries: [{ type: "TEXT_INFINITE", richContent: "<script>alert(1)</script>" }]
      })
      // The domain tests' sanitizer escapes every markup character.
      expect(created.product.deliveries[0]).toEqual({
        type: "TEXT_INFINITE",
        richContent: "&lt;script&gt;alert(1)&lt;/script&gt;"
      })
    }).pipe(Effect.provide(Products.Test))
  )

  it.effect("sku is unique per account: another account may use it; update to a taken sku is refused", () =>
    Effect.gen(function* () {
      const products = yield* Products
      const a = yield* products.create(m1, { name: "A", sku: "S-1" })
      expect(yield* Effect.flip(products.create(m1, { name: "B", sku: "S-1" }))).toMatchObject({
        _tag: "ProductSkuTaken"
      })
      yield* products.create(m2, { name: "B", sku: "S-1" })
      const b = yield* products.create(m1, { name: "B", sku: "S-2" })
      expect(yield* Effect.flip(products.update(m1, b.product.id, { sku: "S-1" }))).toMatchObject({
        _tag: "ProductSkuTaken"
      })
      const cleared = yield* products.update(m1, a.product.id, { sku: null, priceCentavos: null, description: "d" })
      expect(cleared.product.sku).toBeUndefined()
      expect(cleared.product.description).toBe("d")
      expect(cleared.product.version).toBe(1)
    }).pipe(Effect.provide(Products.Test))
  )

  it.effect(
    "updating linesText appends after the stock; claims take the oldest first, once per sale; then sold out",
    () =>
      Effect.gen(function* () {
        const products = yield* Products
        const created = yield* products.create(m1, {
          name: "Gift cards",
          deliveries: [{ type: "TEXT_LINES", linesText: "one\ntwo" }]
        })
        const id = created.product.id
        const first = yield* products.claimLine(m1, id, "sale_1")
        expect(first.text).toBe("one")
        expect((yield* products.claimLine(m1, id, "sale_1")).lineId).toBe(first.lineId)
        const appended = yield* products.update(m1, id, { deliveries: [{ type: "TEXT_LINES", linesText: "three" }] })
        expect(appended.lines).toEqual({ available: 2, sold: 1 })
        expect((yield* products.claimLine(m1, id, "sale_2")).text).toBe("two")
        expect((yield* products.claimLine(m1, id, "sale_3")).text).toBe("three")
        expect(yield* Effect.flip(products.claimLine(m1, id, "sale_4"))).toMatchObject({ _tag: "ProductSoldOut" })
        expect(yield* Effect.flip(products.claimLine(m2, id, "sale_5"))).toMatchObject({ _tag: "ProductNotFound" })
        const link = yield* products.create(m1, { name: "Link" })
        expect(yield* problemsOf(products.claimLine(m1, link.product.id, "sale_6"))).toEqual(["productId"])
      }).pipe(Effect.provide(Products.Test))
  )

  it.effect("list filters by search over name and sku and by status, newest first, paged", () =>
    Effect.gen(function* () {
      const products = yield* Products
      yield* products.create(m1, { name: "Curso de Violão", sku: "CV-1" })
      yield* products.create(m1, { name: "Ebook", sku: "violao-pdf", status: "INACTIVE" })
      yield* products.create(m1, { name: "Camiseta" })
      const all = yield* products.list(m1, {})
      expect(all.items.map((p) => p.product.name)).toEqual(["Camiseta", "Ebook", "Curso de Violão"])
      expect((yield* products.list(m1, { search: "VIOL" })).total).toBe(2)
      expect((yield* products.list(m1, { search: "viol", status: "INACTIVE" })).items).toHaveLength(1)
      const page = yield* products.list(m1, { page: 2, pageSize: 2 })
      expect(page).toMatchObject({ page: 2, pageSize: 2, total: 3, pages: 2 })
      expect(page.items).toHaveLength(1)
      expect(yield* problemsOf(products.list(m1, { pageSize: 101 }))).toEqual(["pageSize"])
    }).pipe(Effect.provide(Products.Test))
  )

  it.effect("delete removes the product; a second delete and a read are not found", () =>
    Effect.gen(function* () {
      const products = yield* Products
      const created = yield* products.create(m1, { name: "Temp" })
      expect(yield* Effect.flip(products.delete(m2, created.product.id))).toMatchObject({ _tag: "ProductNotFound" })
      yield* products.delete(m1, created.product.id)
      expect(yield* Effect.flip(products.delete(m1, created.product.id))).toMatchObject({ _tag: "ProductNotFound" })
      expect(yield* Effect.flip(products.findById(m1, created.product.id))).toMatchObject({ _tag: "ProductNotFound" })
    }).pipe(Effect.provide(Products.Test))
  )

  it("linesText: one line per line, trimmed, blank lines skipped, bad lines named by number", () => {
    const problems: Array<{ field: string; message: string }> = []
    expect(parseLines(problems, "linesText", "a\r\n\n b \n\tc")).toEqual(["a", "b", "c"])
    expect(Result.succeed(problems.length)).toEqual(Result.succeed(0))
    parseLines(problems, "linesText", "ok\nbad\u0007")
    expect(problems).toEqual([{ field: "linesText", message: "line 2 has a control character" }])
  })
})
