import { expect, layer } from "@effect/vitest"
import { Coupons, Ledger } from "@trilho/domain"
import { Effect, Layer } from "effect"
import { layerCoupons } from "../../src/Layers.ts"
import { layerServer, merchant } from "../subaccounts/support.ts"
import { call } from "../webhooks/server.ts"

/** Coupons through the API: every route, every rule of the body, each refusal of validate, and tenancy. */

const create = (key: string, body: unknown) => call("POST", "/v1/coupons/create", { key, body })
const get = (key: string, id: string) => call("GET", `/v1/coupons/get/${id}`, { key })
const update = (key: string, id: string, body: unknown) => call("PATCH", `/v1/coupons/update/${id}`, { key, body })
const validate = (key: string, body: unknown) => call("POST", "/v1/coupons/validate", { key, body })

/** Every field named in the message of a 400 `VALIDATION_ERROR`. */
const expectProblems = (answer: { status: number; body: any }, fields: ReadonlyArray<string>) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400)
  expect(answer.body).toMatchObject({ success: false, error: { code: "VALIDATION_ERROR", statusCode: 400 } })
  for (const field of fields) expect(answer.body.message).toContain(`${field}:`)
}

/** A refusal's envelope: its status and code. */
const expectRefusal = (answer: { status: number; body: any }, statusCode: number, code: string) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(statusCode)
  expect(answer.body).toMatchObject({ success: false, error: { code, statusCode } })
}

const redeem = (accountId: string, couponId: string, redemptionId: string) =>
  Effect.flatMap(Coupons.Coupons, (coupons) => coupons.redeem(Ledger.AccountId.make(accountId), couponId, redemptionId))

layer(Layer.provideMerge(layerCoupons, layerServer()), { timeout: 300_000, excludeTestServices: true })(
  "coupons through the API",
  (it) => {
    it.effect("create shows the coupon with its value, uses and remaining uses; get and list read it back", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_cpn_ana")
        const product = (yield* call("POST", "/v1/products/create", { key, body: { name: "Curso" } })).body.data
        const created = yield* create(key, {
          code: " verao-10 ",
          discountType: "PERCENT",
          value: 12.5,
          productIds: [product.id],
          maxUses: 100,
          expiresAt: "2999-12-31T23:59:59Z"
        })
        expect(created.status, JSON.stringify(created.body)).toBe(200)
        const item = created.body.data
        expect(item).toStrictEqual({
          id: item.id,
          code: "VERAO-10",
          discountType: "PERCENT",
          value: 12.5,
          status: "ACTIVE",
          productIds: [product.id],
          paymentLinkIds: [],
          maxUses: 100,
          uses: 0,
          remainingUses: 100,
          expiresAt: "2999-12-31T23:59:59.000Z",
          createdAt: item.createdAt,
          updatedAt: item.createdAt
        })
        expect(item.id).toMatch(/^cpn_/)
        expect((yield* get(key, item.id)).body.data).toStrictEqual(item)
        const list = yield* call("GET", "/v1/coupons/list", { key })
        expect(list.body.data).toMatchObject({ page: 1, pageSize: 50, total: 1, pages: 1 })
        expect(list.body.data.items).toStrictEqual([item])

        const fixed = yield* create(key, { code: "MENOS5", discountType: "FIXED", value: 5.5 })
        expect(fixed.body.data).toStrictEqual({
          id: fixed.body.data.id,
          code: "MENOS5",
          discountType: "FIXED",
          value: 5.5,
          status: "ACTIVE",
          productIds: [],
          paymentLinkIds: [],
          uses: 0,
          createdAt: fixed.body.data.createdAt,
          updatedAt: fixed.body.data.createdAt
        })
      })
    )

    it.effect("a bad body names each bad field, refuses unknown fields and unknown ids, and stores nothing", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_cpn_bad")
        expectProblems(yield* create(key, { discountType: "HALF", value: "10", color: "red" }), [
          "code",
          "discountType",
          "value",
          "color"
        ])
        expectProblems(
          yield* create(key, {
            code: "ab",
            discountType: "PERCENT",
            value: 100.5,
            maxUses: 0,
            expiresAt: "2020-01-01T00:00:00Z",
            productIds: ["prd_nope"],
            paymentLinkIds: ["lnk_nope"]
          }),
          ["code", "value", "maxUses", "expiresAt", "productIds.0", "paymentLinkIds.0"]
        )
        expectProblems(yield* create(key, { code: "ÇÃO-1", discountType: "FIXED", value: 0.001 }), ["code", "value"])
        expectProblems(yield* create(key, { code: "ZERO", discountType: "FIXED", value: 0 }), ["value"])
        expectProblems(yield* create(key, { code: "NEG", discountType: "PERCENT", value: -1 }), ["value"])
        expectProblems(yield* create(key, { code: "WHEN", discountType: "PERCENT", value: 1, expiresAt: "amanhã" }), [
          "expiresAt"
        ])
        expectProblems(
          yield* create(key, {
            code: "MANY",
            discountType: "PERCENT",
            value: 1,
            productIds: Array.from({ length: 51 }, (_, i) => `prd_${i}`)
          }),
          ["productIds"]
        )
        // Another merchant's product is unknown here.
        const other = yield* merchant("acc_cpn_bad2")
        const foreign = (yield* call("POST", "/v1/products/create", { key: other, body: { name: "Alheio" } })).body.data
        expectProblems(
          yield* create(key, { code: "ALHEIO", discountType: "FIXED", value: 1, productIds: [foreign.id] }),
          ["productIds.0"]
        )
        expect((yield* call("GET", "/v1/coupons/list", { key })).body.data.total).toBe(0)
      })
    )

    it.effect(
      "a code is unique per merchant whatever its case: a second one is a 409, another merchant may use it",
      () =>
        Effect.gen(function* () {
          const key = yield* merchant("acc_cpn_code")
          const other = yield* merchant("acc_cpn_code2")
          const first = yield* create(key, { code: "PROMO", discountType: "FIXED", value: 1 })
          expectRefusal(
            yield* create(key, { code: "promo", discountType: "FIXED", value: 2 }),
            409,
            "COUPON_CODE_TAKEN"
          )
          expect((yield* create(other, { code: "Promo", discountType: "FIXED", value: 2 })).status).toBe(200)
          const second = yield* create(key, { code: "OUTRO", discountType: "FIXED", value: 1 })
          expectRefusal(yield* update(key, second.body.data.id, { code: "pROMO" }), 409, "COUPON_CODE_TAKEN")
          expect((yield* call("DELETE", `/v1/coupons/delete/${first.body.data.id}`, { key })).status).toBe(200)
          expect((yield* update(key, second.body.data.id, { code: "promo" })).body.data.code).toBe("PROMO")
        })
    )

    it.effect("update changes what is sent, keeps the type on a value alone, clears with null, checks it all", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_cpn_upd")
        const created = yield* create(key, {
          code: "UPD",
          discountType: "PERCENT",
          value: 10,
          maxUses: 5,
          expiresAt: "2999-01-01T00:00:00Z"
        })
        const id = created.body.data.id
        expect((yield* update(key, id, { value: 20 })).body.data).toMatchObject({ discountType: "PERCENT", value: 20 })
        expectProblems(yield* update(key, id, { discountType: "FIXED" }), ["value"])
        expectProblems(yield* update(key, id, { value: 101, maxUses: 0, productIds: ["prd_x"], extra: 1 }), ["extra"])
        expectProblems(yield* update(key, id, { value: 101, maxUses: 0, productIds: ["prd_x"] }), [
          "value",
          "maxUses",
          "productIds.0"
        ])
        const before = (yield* get(key, id)).body.data
        const changed = yield* update(key, id, {
          discountType: "FIXED",
          value: 15,
          maxUses: null,
          expiresAt: null,
          status: "INACTIVE"
        })
        expect(changed.status, JSON.stringify(changed.body)).toBe(200)
        const { maxUses: _m, remainingUses: _r, expiresAt: _e, ...kept } = before
        expect(changed.body.data).toStrictEqual({
          ...kept,
          discountType: "FIXED",
          value: 15,
          status: "INACTIVE",
          updatedAt: changed.body.data.updatedAt
        })
        expect((yield* update(key, id, {})).body.data).toStrictEqual(changed.body.data)
      })
    )

    it.effect("list pages, filters by search over the code and by status, and bounds its query", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_cpn_list")
        const other = yield* merchant("acc_cpn_list2")
        yield* create(key, { code: "VERAO10", discountType: "FIXED", value: 1 })
        yield* create(key, { code: "VERAO20", discountType: "FIXED", value: 1, status: "INACTIVE" })
        yield* create(key, { code: "NATAL", discountType: "FIXED", value: 1 })
        yield* create(other, { code: "VERAO30", discountType: "FIXED", value: 1 })
        const codes = (answer: { body: any }) => answer.body.data.items.map((c: any) => c.code)
        expect(codes(yield* call("GET", "/v1/coupons/list?search=verao", { key }))).toEqual(["VERAO20", "VERAO10"])
        expect(codes(yield* call("GET", "/v1/coupons/list?status=INACTIVE", { key }))).toEqual(["VERAO20"])
        expect(codes(yield* call("GET", "/v1/coupons/list?search=VERAO&status=ACTIVE", { key }))).toEqual(["VERAO10"])
        const page = yield* call("GET", "/v1/coupons/list?page=2&pageSize=2", { key })
        expect(page.body.data).toMatchObject({ page: 2, pageSize: 2, total: 3, pages: 2 })
        expect(codes(page)).toEqual(["VERAO10"])
        for (const query of ["pageSize=101", "pageSize=0", "page=0", "status=ON", `search=${"x".repeat(101)}`]) {
          const refused = yield* call("GET", `/v1/coupons/list?${query}`, { key })
          expect(refused.status, query).toBe(400)
          expect(refused.body.error.code).toBe("VALIDATION_ERROR")
          expect(refused.body.message).toContain(query.split("=")[0])
        }
      })
    )

    it.effect("validate answers the discount and total in reais; each refusal has its own code", () =>
      Effect.gen(function* () {
        const id = "acc_cpn_val"
        const key = yield* merchant(id)
        const products = (yield* call("POST", "/v1/products/create", { key, body: { name: "Curso" } })).body.data
        const first = yield* create(key, { code: "DEZ", discountType: "PERCENT", value: 10 })
        const percent = yield* validate(key, { code: " dez ", amount: 100.05 })
        expect(percent.status, JSON.stringify(percent.body)).toBe(200)
        expect(percent.body.data).toStrictEqual({
          couponId: first.body.data.id,
          code: "DEZ",
          discountType: "PERCENT",
          value: 10,
          amount: 100.05,
          discount: 10.01,
          total: 90.04
        })
        yield* create(key, { code: "MUITO", discountType: "FIXED", value: 500 })
        expect((yield* validate(key, { code: "MUITO", amount: 30 })).body.data).toMatchObject({
          discount: 30,
          total: 0
        })

        yield* create(key, { code: "OFF", discountType: "FIXED", value: 1, status: "INACTIVE" })
        expectRefusal(yield* validate(key, { code: "OFF", amount: 10 }), 409, "COUPON_INACTIVE")

        const once = yield* create(key, { code: "UMA", discountType: "FIXED", value: 1, maxUses: 1 })
        yield* redeem(id, once.body.data.id, "sale_1")
        expectRefusal(yield* validate(key, { code: "UMA", amount: 10 }), 409, "COUPON_EXHAUSTED")
        expect((yield* get(key, once.body.data.id)).body.data).toMatchObject({ uses: 1, remainingUses: 0 })

        yield* create(key, { code: "PROD", discountType: "FIXED", value: 1, productIds: [products.id] })
        expectRefusal(yield* validate(key, { code: "PROD", amount: 10 }), 409, "COUPON_NOT_ELIGIBLE")
        expectRefusal(
          yield* validate(key, { code: "PROD", amount: 10, productId: "prd_other" }),
          409,
          "COUPON_NOT_ELIGIBLE"
        )
        expect((yield* validate(key, { code: "PROD", amount: 10, productId: products.id })).status).toBe(200)

        const other = yield* merchant("acc_cpn_val2")
        yield* create(other, { code: "ALHEIO", discountType: "FIXED", value: 1 })
        const unknown = yield* validate(key, { code: "ALHEIO", amount: 10 })
        expectRefusal(unknown, 404, "COUPON_NOT_FOUND")
        expect(unknown.body.message).toContain("ALHEIO")
        expectRefusal(yield* validate(key, { code: "NADA", amount: 10 }), 404, "COUPON_NOT_FOUND")

        expectProblems(yield* validate(key, { amount: 0, productId: 1, extra: true }), [
          "code",
          "amount",
          "productId",
          "extra"
        ])
        expectProblems(yield* validate(key, { code: " ", amount: 10.001 }), ["amount"])
        expectProblems(yield* validate(key, { code: " ", amount: 10 }), ["code"])

        // Expiry runs on the sandbox clock: the coupon applies until its end, and not from then on.
        const now = Date.parse(first.body.data.createdAt)
        yield* create(key, {
          code: "ATE",
          discountType: "FIXED",
          value: 1,
          expiresAt: new Date(now + 60_000).toISOString()
        })
        expect((yield* validate(key, { code: "ATE", amount: 10 })).status).toBe(200)
        yield* call("POST", "/v1/sandbox/clock/advance", { key, body: { seconds: 120 } })
        expectRefusal(yield* validate(key, { code: "ATE", amount: 10 }), 409, "COUPON_EXPIRED")
      })
    )

    it.effect("another merchant's coupon is a 404 on every route; delete removes it", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_cpn_own")
        const intruder = yield* merchant("acc_cpn_intr")
        const id = (yield* create(key, { code: "MINE", discountType: "FIXED", value: 1 })).body.data.id
        for (const [method, path, body] of [
          ["GET", `/v1/coupons/get/${id}`, undefined],
          ["PATCH", `/v1/coupons/update/${id}`, { status: "INACTIVE" }],
          ["DELETE", `/v1/coupons/delete/${id}`, undefined]
        ] as const) {
          const answer = yield* call(method, path, { key: intruder, ...(body === undefined ? {} : { body }) })
          expectRefusal(answer, 404, "COUPON_NOT_FOUND")
        }
        expect((yield* call("GET", "/v1/coupons/list", { key: intruder })).body.data.total).toBe(0)
        expect((yield* get(key, id)).body.data.status).toBe("ACTIVE")
        const deleted = yield* call("DELETE", `/v1/coupons/delete/${id}`, { key })
        expect(deleted.status).toBe(200)
        expect(deleted.body.data.id).toBe(id)
        expect((yield* get(key, id)).status).toBe(404)
        expect((yield* call("DELETE", `/v1/coupons/delete/${id}`, { key })).status).toBe(404)
        expect((yield* create(key, { code: "mine", discountType: "FIXED", value: 1 })).status).toBe(200)
      })
    )

    it.effect("a key without the permission is a 403 on every route", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_cpn_perm", { permissions: ["coupons/get"] })
        for (const [method, path, body] of [
          ["POST", "/v1/coupons/create", { code: "ABC", discountType: "FIXED", value: 1 }],
          ["GET", "/v1/coupons/list", undefined],
          ["PATCH", "/v1/coupons/update/cpn_x", { status: "INACTIVE" }],
          ["DELETE", "/v1/coupons/delete/cpn_x", undefined],
          ["POST", "/v1/coupons/validate", { code: "ABC", amount: 1 }]
        ] as const) {
          const refused = yield* call(method, path, { key, ...(body === undefined ? {} : { body }) })
          expect(refused.status, path).toBe(403)
          expect(refused.body.error.code).toBe("FORBIDDEN")
        }
        expectRefusal(yield* get(key, "cpn_x"), 404, "COUPON_NOT_FOUND")
      })
    )
  }
)
