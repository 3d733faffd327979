import { expect, layer } from "@effect/vitest"
import { Accounts, Ledger } from "@trilho/domain"
import { Clock, Effect } from "effect"
import fc from "fast-check"
import { insertKey } from "../auth/server.ts"
import { call, layerServer } from "../charges/server.ts"

/** A merchant whose PIX received costs 1.5 % + R$ 0.20, with `flags` added. */
const insertPricedMerchant = (id: string, flags: Accounts.MerchantFlags = {}) =>
  Effect.gen(function* () {
    const accounts = yield* Accounts.Accounts
    yield* accounts.insert({
      id: Ledger.AccountId.make(id),
      name: `Loja ${id}`,
      email: `${id}@example.com`,
      flags: { pixInPercentBps: 150, pixInFixedCentavos: 20, ...flags },
      createdAt: new Date(yield* Clock.currentTimeMillis)
    })
    return (yield* insertKey(id, ["*"])).secret
  })

const cents = (reais: number) => Math.round(reais * 100)

const create = (key: string, body: Record<string, unknown>) =>
  Effect.map(call("POST", "/v1/payment-pix/create", { key, body }), (response) => {
    expect(response.status).toBe(200)
    return response.body.data
  })

const pay = (key: string, id: string) =>
  Effect.map(call("POST", `/v1/sandbox/payment-pix/${id}/pay`, { key, body: {} }), (response) =>
    expect(response.status).toBe(200)
  )

const transactions = (key: string, query = "") =>
  Effect.map(call("GET", `/v1/account/statement${query}`, { key }), (response) => {
    expect(response.status).toBe(200)
    return response.body.data
  })

const ids = (key: string, query: string) =>
  Effect.map(transactions(key, query), (data) => data.items.map((item: any) => item.id))

const balanceCentavos = (key: string) =>
  Effect.map(call("GET", "/v1/account/balance", { key }), (response) => cents(response.body.data.availableAmount))

layer(layerServer(), { timeout: 120_000, excludeTestServices: true })("account statement", (it) => {
  it.effect(
    "a split partner sees a SPLIT_IN of its share, the merchant its PIX_IN; the shares add up to the gross",
    () =>
      Effect.gen(function* () {
        const keyA = yield* insertPricedMerchant("acc_st_a")
        const keyB = yield* insertPricedMerchant("acc_st_b")
        const keyC = yield* insertPricedMerchant("acc_st_c")
        const charge = yield* create(keyA, {
          amount: 100,
          description: "Mesa 12",
          splitUser: "ACC_ST_B@example.com",
          splitTax: 25
        })
        // Fee 1.5 % + 0.20 = 1.70; net 98.30; B's 25 % of the net, rounded half up: 24.575 → 24.58.
        expect([charge.feeAmount, charge.netAmount]).toEqual([1.7, 98.3])
        yield* pay(keyA, charge.id)

        const ofB = yield* transactions(keyB)
        expect(ofB).toMatchObject({ page: 1, pageSize: 50, total: 1, pages: 1 })
        const movement = ofB.items[0]
        expect(Object.keys(movement).sort()).toEqual(
          [
            "id",
            "type",
            "status",
            "amount",
            "feeAmount",
            "netAmount",
            "currency",
            "description",
            "referenceId",
            "createdAt",
            "completedAt"
          ].sort()
        )
        expect(movement).toMatchObject({
          type: "SPLIT_IN",
          status: "COMPLETED",
          amount: 24.58,
          feeAmount: 0,
          netAmount: 24.58,
          currency: "BRL",
          referenceId: charge.id
        })
        expect(movement.id).toMatch(/^spl_[0-9A-Z]{26}$/)
        expect(movement.completedAt).toBe(movement.createdAt)

        const ofA = yield* transactions(keyA)
        expect(ofA.items.map((item: any) => [item.id, item.type, item.status])).toEqual([
          [charge.id, "PIX_IN", "COMPLETED"]
        ])
        expect(ofA.items[0]).not.toHaveProperty("accountId")
        expect((yield* transactions(keyC)).total).toBe(0)

        // A keeps the net less B's share; with the fee they make the gross, centavo for centavo.
        const a = yield* balanceCentavos(keyA)
        const b = yield* balanceCentavos(keyB)
        expect(b).toBe(cents(movement.amount))
        expect(a).toBe(cents(charge.netAmount) - b)
        expect(a + b + cents(charge.feeAmount)).toBe(cents(charge.amount))

        // Filters include or exclude the movement.
        const day = movement.createdAt.slice(0, 10)
        expect(yield* ids(keyB, "?status=COMPLETED")).toEqual([movement.id])
        expect(yield* ids(keyB, "?status=PENDING")).toEqual([])
        expect(yield* ids(keyB, `?dateFrom=${day}&dateTo=${day}`)).toEqual([movement.id])
        expect(yield* ids(keyB, `?dateFrom=${encodeURIComponent(movement.createdAt)}`)).toEqual([movement.id])
        expect(yield* ids(keyB, "?dateTo=2000-01-01")).toEqual([])
        const after = new Date(Date.parse(movement.createdAt) + 1).toISOString()
        expect(yield* ids(keyB, `?dateFrom=${encodeURIComponent(after)}`)).toEqual([])
        expect(yield* ids(keyB, `?search=${charge.id.slice(-8).toLowerCase()}`)).toEqual([movement.id])
        expect(yield* ids(keyB, `?search=${movement.id.slice(4, 14)}`)).toEqual([movement.id])
        expect(yield* ids(keyB, "?search=split%20SHARE")).toEqual([movement.id])
        expect(yield* ids(keyB, "?search=Mesa")).toEqual([])
        expect(yield* ids(keyB, "?externalReference=anything")).toEqual([])
        expect(yield* ids(keyB, "?subaccountId=sub_none")).toEqual([])
        // The merchant's search by its description finds its charge, not the partner's movement.
        expect(yield* ids(keyA, "?search=mesa")).toEqual([charge.id])
      })
  )

  it.effect("paging over charges and movements lists every line once, newest first", () =>
    Effect.gen(function* () {
      const keyA = yield* insertPricedMerchant("acc_pg_a")
      const keyB = yield* insertPricedMerchant("acc_pg_b")
      for (let i = 0; i < 5; i++) {
        const split = yield* create(keyA, {
          amount: 10 + i,
          description: `Split ${i}`,
          splitUser: "acc_pg_b@example.com",
          splitTax: 10
        })
        if (i !== 2) yield* pay(keyA, split.id)
        const own = yield* create(keyB, { amount: 20 + i, description: `Own ${i}` })
        if (i % 2 === 0) yield* pay(keyB, own.id)
      }
      const all = yield* transactions(keyB, "?pageSize=100")
      // Five own charges and four paid splits.
      expect(all.total).toBe(9)
      expect(all.items.filter((item: any) => item.type === "SPLIT_IN")).toHaveLength(4)
      const order = [...all.items].sort(
        (x: any, y: any) =>
          Date.parse(y.createdAt) - Date.parse(x.createdAt) || (x.id < y.id ? 1 : x.id > y.id ? -1 : 0)
      )
      expect(all.items).toEqual(order)
      for (const pageSize of [1, 2, 4]) {
        const seen: Array<string> = []
        const pages = Math.ceil(9 / pageSize)
        for (let page = 1; page <= pages + 1; page++) {
          const data = yield* transactions(keyB, `?pageSize=${pageSize}&page=${page}`)
          expect(data).toMatchObject({ total: 9, pages, page, pageSize })
          seen.push(...data.items.map((item: any) => item.id))
        }
        expect(seen).toEqual(all.items.map((item: any) => item.id))
      }
      // The statement credits the balance: completed lines' credit to B = B's balance.
      const credited = all.items
        .filter((item: any) => item.status === "COMPLETED")
        .reduce((sum: number, item: any) => sum + cents(item.netAmount), 0)
      expect(credited).toBe(yield* balanceCentavos(keyB))
    })
  )

  it.effect("a subaccount's charge credits its profit to the main account as SUBACCOUNT_PROFIT", () =>
    Effect.gen(function* () {
      const key = yield* insertPricedMerchant("acc_sp", { subaccounts: true, subaccountPix: true })
      const created = yield* call("POST", "/v1/subaccount/create", {
        key,
        body: {
          personType: "PF",
          fullName: "Filial Um",
          cpf: "529.982.247-25",
          birthDate: "1990-04-01",
          postalCode: "01310-100",
          externalReference: "filial-1"
        }
      })
      expect(created.status).toBe(200)
      const subId: string = created.body.data.id
      const priced = yield* call("POST", "/v1/subaccount/set-pricing", {
        key,
        body: { id: subId, pixIn: { percent: 0.5, fixed: 0.1 } }
      })
      expect(priced.status).toBe(200)
      const charge = yield* create(key, { amount: 100, description: "Loja filial", subaccountId: subId })
      yield* pay(key, charge.id)
      const all = yield* transactions(key)
      expect(all.items.map((item: any) => item.type)).toEqual(["SUBACCOUNT_PROFIT", "PIX_IN"])
      const profit = all.items[0]
      // The subaccount pays 2.0 % + 0.30 = 2.30; the main account's own price is 1.70: the profit is 0.60.
      expect(profit).toMatchObject({ amount: 0.6, netAmount: 0.6, feeAmount: 0, referenceId: charge.id })
      expect(cents(profit.amount)).toBe(yield* balanceCentavos(key))
      expect(yield* ids(key, `?subaccountId=${subId}`)).toEqual([charge.id])
      expect(yield* ids(key, `?merchantSubaccountId=${subId}`)).toEqual([charge.id])
      expect(yield* ids(key, "?search=profit")).toEqual([profit.id])
    })
  )

  it.effect("no query of GET /account/statement gets a 5xx, and every answer is in the envelope", () =>
    Effect.gen(function* () {
      const keyA = yield* insertPricedMerchant("acc_fz_a")
      const keyB = yield* insertPricedMerchant("acc_fz_b")
      const split = yield* create(keyA, {
        amount: 3,
        description: "fz",
        splitUser: "acc_fz_b@example.com",
        splitTax: 50
      })
      yield* pay(keyA, split.id)
      const queries = fc
        .dictionary(
          fc.constantFrom(
            "page",
            "pageSize",
            "dateFrom",
            "dateTo",
            "status",
            "externalReference",
            "search",
            "subaccountId",
            "merchantSubaccountId"
          ),
          fc.oneof(
            fc.string(),
            fc.integer().map(String),
            fc.constantFrom(
              "COMPLETED",
              "PENDING",
              "2026-01-01",
              "275760-09-13",
              "-271821-04-20",
              "0",
              "%",
              "_",
              "'",
              "spl_"
            )
          )
        )
        .map((params) => new URLSearchParams(params).toString())
      const extremes = [
        "dateFrom=%2B275760-09-13T00:00:00.000Z",
        "dateTo=-271821-04-20T00:00:00.000Z",
        "dateFrom=0001-01-01&dateTo=9999-12-31",
        "search=%25&status=COMPLETED",
        "page=9007199254740991&pageSize=100"
      ]
      for (const query of [...extremes, ...fc.sample(queries, 200)]) {
        const response = yield* call("GET", `/v1/account/statement?${query}`, { key: keyB })
        expect(response.status, query).toBeLessThan(500)
        if (response.status >= 400) {
          expect(response.body).toMatchObject({ success: false, error: { statusCode: response.status } })
        } else {
          expect(response.body.data.total).toBeGreaterThanOrEqual(response.body.data.items.length)
        }
      }
    })
  )
})
