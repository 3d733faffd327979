import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { Coupons } from "../../src/coupons/Coupons.ts"
import { CouponStore } from "../../src/coupons/CouponStore.ts"
import { AccountId } from "../../src/ledger/Model.ts"
import { Products } from "../../src/products/Products.ts"
import { layerEscapeAll } from "../../src/products/HtmlSanitizer.ts"

const m1 = AccountId.make("acc_coupons_1")
const m2 = AccountId.make("acc_coupons_2")

/** Coupons and products over one memory product store; the directory knows the links `lnk_a` and `lnk_b`. */
const layer = Layer.provideMerge(
  Products.Default.pipe(Layer.provide(layerEscapeAll)),
  Coupons.testWith(["lnk_a", "lnk_b"])
)

const problemsOf = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.map(Effect.flip(effect), (e: any) =>
    e._tag === "InvalidCoupon" ? e.problems.map((p: any) => p.field) : e._tag
  )

const day = 86_400_000

describe("coupons", () => {
  it.effect("create keeps the fields, stores the code upper-case, starts ACTIVE with no uses; tenancy", () =>
    Effect.gen(function* () {
      const coupons = yield* Coupons
      const created = yield* coupons.create(m1, {
        code: "  verao-10 ",
        discountType: "PERCENT",
        percentBps: 1_000,
        amountCentavos: 100_000,
        maxUses: 3,
        expiresAt: new Date(day).toISOString(),
        paymentLinkIds: ["lnk_a", "lnk_a"]
      })
      expect(created).toMatchObject({
        code: "VERAO-10",
        discount: { discountType: "PERCENT", percentBps: 1_000 },
        status: "ACTIVE",
        productIds: [],
        paymentLinkIds: ["lnk_a"],
        maxUses: 3,
        uses: 0,
        expiresAt: new Date(day),
        version: 0
      })
      expect(created.id).toMatch(/^cpn_/)
      expect(yield* coupons.findById(m1, created.id)).toEqual(created)
      expect(yield* Effect.flip(coupons.findById(m2, created.id))).toMatchObject({ _tag: "CouponNotFound" })
      const fixed = yield* coupons.create(m1, {
        code: "menos5",
        discountType: "FIXED",
        percentBps: 500,
        amountCentavos: 500
      })
      expect(fixed.discount).toEqual({ discountType: "FIXED", amountCentavos: 500 })
      expect(fixed.maxUses).toBeUndefined()
      expect(fixed.expiresAt).toBeUndefined()
    }).pipe(Effect.provide(layer))
  )

  it.effect("a bad create names every bad field at once, unknown products and links by position", () =>
    Effect.gen(function* () {
      const coupons = yield* Coupons
      yield* TestClock.setTime(10 * day)
      expect(
        yield* problemsOf(
          coupons.create(m1, {
            code: "no",
            discountType: "PERCENT",
            percentBps: 10_001,
            status: "ON",
            productIds: ["prd_missing"],
            paymentLinkIds: ["lnk_a", "lnk_zzz", ""],
            maxUses: 0,
            expiresAt: new Date(day)
          })
        )
      ).toEqual(["code", "value", "status", "paymentLinkIds.2", "maxUses", "expiresAt", "productIds.0"])
      expect(
        yield* problemsOf(
          coupons.create(m1, {
            code: "ÉTÉ-10",
            discountType: "BOTH",
            productIds: "prd",
            expiresAt: "tomorrow",
            paymentLinkIds: ["lnk_a", "lnk_zzz"]
          })
        )
      ).toEqual(["code", "discountType", "productIds", "expiresAt", "paymentLinkIds.1"])
      expect(yield* problemsOf(coupons.create(m1, {}))).toEqual(["code", "discountType"])
      expect(yield* problemsOf(coupons.create(m1, { code: "ABC", discountType: "FIXED", percentBps: 100 }))).toEqual([
        "value"
      ])
      expect(
        yield* problemsOf(
          coupons.create(m1, {
            code: "x".repeat(41),
            discountType: "FIXED",
            amountCentavos: 0.5,
            productIds: Array.from({ length: 51 }, (_, i) => `prd_${i}`)
          })
        )
      ).toEqual(["code", "value", "productIds"])
      expect((yield* coupons.list(m1, {})).total).toBe(0)
    }).pipe(Effect.provide(layer))
  )

  it.effect("a code is unique per account whatever its case; another account may use it", () =>
    Effect.gen(function* () {
      const coupons = yield* Coupons
      const first = yield* coupons.create(m1, { code: "Promo", discountType: "FIXED", amountCentavos: 100 })
      expect(
        yield* Effect.flip(coupons.create(m1, { code: "PROMO", discountType: "FIXED", amountCentavos: 1 }))
      ).toMatchObject({ _tag: "CouponCodeTaken", code: "PROMO" })
      yield* coupons.create(m2, { code: "promo", discountType: "FIXED", amountCentavos: 1 })
      const second = yield* coupons.create(m1, { code: "OUTRO", discountType: "FIXED", amountCentavos: 1 })
      expect(yield* Effect.flip(coupons.update(m1, second.id, { code: "pRoMo" }))).toMatchObject({
        _tag: "CouponCodeTaken"
      })
      yield* coupons.delete(m1, first.id)
      expect((yield* coupons.update(m1, second.id, { code: "promo" })).code).toBe("PROMO")
    }).pipe(Effect.provide(layer))
  )

  it.effect("update changes what is sent, keeps or changes the type, clears with null, checks references", () =>
    Effect.gen(function* () {
      const coupons = yield* Coupons
      const products = yield* Products
      const product = yield* products.create(m1, { name: "Curso" })
      const foreign = yield* products.create(m2, { name: "Alheio" })
      const c = yield* coupons.create(m1, {
        code: "UPD",
        discountType: "PERCENT",
        percentBps: 1_500,
        maxUses: 2,
        expiresAt: new Date(day)
      })
      const valueOnly = yield* coupons.update(m1, c.id, { percentBps: 2_000, amountCentavos: 2_000_00 })
      expect(valueOnly.discount).toEqual({ discountType: "PERCENT", percentBps: 2_000 })
      expect(valueOnly.version).toBe(1)
      expect(yield* problemsOf(coupons.update(m1, c.id, { discountType: "FIXED" }))).toEqual(["value"])
      const fixed = yield* coupons.update(m1, c.id, {
        discountType: "FIXED",
        amountCentavos: 700,
        maxUses: null,
        expiresAt: null,
        status: "INACTIVE",
        productIds: [product.product.id]
      })
      expect(fixed).toMatchObject({ discount: { discountType: "FIXED", amountCentavos: 700 }, status: "INACTIVE" })
      expect(fixed.maxUses).toBeUndefined()
      expect(fixed.expiresAt).toBeUndefined()
      expect(fixed.productIds).toEqual([product.product.id])
      expect(
        yield* problemsOf(
          coupons.update(m1, c.id, { productIds: [product.product.id, foreign.product.id], maxUses: -1 })
        )
      ).toEqual(["maxUses", "productIds.1"])
      expect(yield* problemsOf(coupons.update(m1, c.id, { paymentLinkIds: null }))).toEqual(["paymentLinkIds"])
      expect(yield* coupons.findById(m1, c.id)).toEqual(fixed)
      expect(yield* coupons.update(m1, c.id, {})).toEqual(fixed)
      expect(yield* Effect.flip(coupons.update(m2, c.id, { status: "ACTIVE" }))).toMatchObject({
        _tag: "CouponNotFound"
      })
    }).pipe(Effect.provide(layer))
  )

  it.effect("list pages newest first, filters by a substring of the code and by status, bounds its input", () =>
    Effect.gen(function* () {
      const coupons = yield* Coupons
      for (const [code, status] of [
        ["VERAO10", "ACTIVE"],
        ["VERAO20", "INACTIVE"],
        ["NATAL", "ACTIVE"]
      ] as const) {
        yield* coupons.create(m1, { code, discountType: "FIXED", amountCentavos: 100, status })
        yield* TestClock.adjust(1)
      }
      yield* coupons.create(m2, { code: "VERAO30", discountType: "FIXED", amountCentavos: 100 })
      const codes = (page: { readonly items: ReadonlyArray<{ readonly code: string }> }) =>
        page.items.map((c) => c.code)
      expect(codes(yield* coupons.list(m1, {}))).toEqual(["NATAL", "VERAO20", "VERAO10"])
      expect(codes(yield* coupons.list(m1, { search: "verao" }))).toEqual(["VERAO20", "VERAO10"])
      expect(codes(yield* coupons.list(m1, { search: "verao", status: "ACTIVE" }))).toEqual(["VERAO10"])
      expect(yield* coupons.list(m1, { page: 2, pageSize: 2 })).toMatchObject({ total: 3, pages: 2, page: 2 })
      expect(yield* problemsOf(coupons.list(m1, { page: 0, pageSize: 101, search: "x".repeat(101) }))).toEqual([
        "page",
        "pageSize",
        "search"
      ])
    }).pipe(Effect.provide(layer))
  )

  it.effect("quote: the discount and total; each refusal its reason; another account's code is not found", () =>
    Effect.gen(function* () {
      const coupons = yield* Coupons
      const products = yield* Products
      const p1 = (yield* products.create(m1, { name: "Um" })).product.id
      const p2 = (yield* products.create(m1, { name: "Dois" })).product.id
      yield* coupons.create(m1, { code: "DEZ", discountType: "PERCENT", percentBps: 1_000 })
      const q = yield* coupons.quote(m1, { code: " dez ", amountCentavos: 10_005, productIds: [] })
      expect({ discount: q.discountCentavos, total: q.totalCentavos, code: q.coupon.code }).toEqual({
        discount: 1_001,
        total: 9_004,
        code: "DEZ"
      })
      yield* coupons.create(m1, { code: "MUITO", discountType: "FIXED", amountCentavos: 50_000 })
      const capped = yield* coupons.quote(m1, { code: "MUITO", amountCentavos: 3_000, productIds: [] })
      expect({ discount: capped.discountCentavos, total: capped.totalCentavos }).toEqual({ discount: 3_000, total: 0 })

      const refusal = (input: Parameters<typeof coupons.quote>[1]) =>
        Effect.map(Effect.flip(coupons.quote(m1, input)), (e: any) =>
          e._tag === "CouponNotApplicable" ? e.reason : e._tag
        )
      yield* coupons.create(m1, { code: "OFF", discountType: "FIXED", amountCentavos: 1, status: "INACTIVE" })
      yield* coupons.create(m1, { code: "ATE", discountType: "FIXED", amountCentavos: 1, expiresAt: new Date(day) })
      const once = yield* coupons.create(m1, { code: "UMA", discountType: "FIXED", amountCentavos: 1, maxUses: 1 })
      yield* coupons.create(m1, { code: "PROD", discountType: "FIXED", amountCentavos: 1, productIds: [p2] })
      yield* coupons.create(m1, { code: "LINK", discountType: "FIXED", amountCentavos: 1, paymentLinkIds: ["lnk_b"] })
      yield* coupons.create(m2, { code: "ALHEIO", discountType: "FIXED", amountCentavos: 1 })
      const base = { amountCentavos: 1_000, productIds: [] }
      expect(yield* refusal({ ...base, code: "OFF" })).toBe("inactive")
      expect((yield* coupons.quote(m1, { ...base, code: "ATE", at: new Date(day - 1) })).discountCentavos).toBe(1)
      expect(yield* refusal({ ...base, code: "ATE", at: new Date(day) })).toBe("expired")
      yield* coupons.redeem(m1, once.id, "sale_1")
      expect(yield* refusal({ ...base, code: "UMA" })).toBe("exhausted")
      yield* coupons.release(m1, once.id, "sale_1")
      expect((yield* coupons.quote(m1, { ...base, code: "UMA" })).coupon.uses).toBe(0)
      expect(yield* refusal({ ...base, code: "PROD" })).toBe("product_not_eligible")
      expect(yield* refusal({ ...base, code: "PROD", productIds: [p1] })).toBe("product_not_eligible")
      expect((yield* coupons.quote(m1, { ...base, code: "PROD", productIds: [p1, p2] })).coupon.code).toBe("PROD")
      expect(yield* refusal({ ...base, code: "LINK" })).toBe("payment_link_not_eligible")
      expect(yield* refusal({ ...base, code: "LINK", paymentLinkId: "lnk_a" })).toBe("payment_link_not_eligible")
      expect((yield* coupons.quote(m1, { ...base, code: "LINK", paymentLinkId: "lnk_b" })).coupon.code).toBe("LINK")
      expect(yield* refusal({ ...base, code: "ALHEIO" })).toBe("CouponNotFound")
      expect(yield* refusal({ ...base, code: "NADA" })).toBe("CouponNotFound")
      expect(yield* problemsOf(coupons.quote(m1, { code: " ", amountCentavos: 0, productIds: [] }))).toEqual([
        "code",
        "amount"
      ])
    }).pipe(Effect.provide(layer))
  )

  it.effect("redeem counts once per redemption up to maxUses; release gives the use back once; delete forgets", () =>
    Effect.gen(function* () {
      const coupons = yield* Coupons
      const store = yield* CouponStore
      const c = yield* coupons.create(m1, { code: "DUAS", discountType: "FIXED", amountCentavos: 1, maxUses: 2 })
      expect((yield* coupons.redeem(m1, c.id, "sale_1")).uses).toBe(1)
      expect((yield* coupons.redeem(m1, c.id, " sale_1 ")).uses).toBe(1)
      expect((yield* coupons.redeem(m1, c.id, "sale_2")).uses).toBe(2)
      expect(yield* Effect.flip(coupons.redeem(m1, c.id, "sale_3"))).toMatchObject({
        _tag: "CouponNotApplicable",
        reason: "exhausted",
        code: "DUAS"
      })
      expect((yield* coupons.redeem(m1, c.id, "sale_2")).uses).toBe(2)
      yield* coupons.release(m1, c.id, "sale_1")
      yield* coupons.release(m1, c.id, "sale_1")
      yield* coupons.release(m1, c.id, "sale_unknown")
      expect((yield* coupons.findById(m1, c.id)).uses).toBe(1)
      expect((yield* coupons.redeem(m1, c.id, "sale_3")).uses).toBe(2)
      expect(yield* problemsOf(coupons.redeem(m1, c.id, " "))).toEqual(["redemptionId"])
      expect(yield* Effect.flip(coupons.redeem(m2, c.id, "sale_4"))).toMatchObject({ _tag: "CouponNotFound" })
      // An update never writes over the count.
      expect((yield* coupons.update(m1, c.id, { maxUses: 5 })).uses).toBe(2)
      const deleted = yield* coupons.delete(m1, c.id)
      expect(deleted.id).toBe(c.id)
      expect(yield* Effect.flip(coupons.delete(m1, c.id))).toMatchObject({ _tag: "CouponNotFound" })
      expect(yield* Effect.flip(store.redeem(m1, c.id, "sale_5", new Date(0)))).toMatchObject({
        _tag: "CouponNotFound"
      })
    }).pipe(Effect.provide(layer))
  )
})
