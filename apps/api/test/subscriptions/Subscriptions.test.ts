import { expect, layer } from "@effect/vitest"
import { Accounts, Billing, Ledger, SandboxClock } from "@trilho/domain"
import { Effect } from "effect"
import * as IdempotencyHttp from "../../src/http/Idempotency.ts"
import { call, layerServer, merchant } from "../transfers/support.ts"

/** Today's São Paulo date on the sandbox clock of the test's database. */
const today = SandboxClock.withSandboxTime(Effect.map(SandboxClock.nowDate, Billing.saoPauloDate))

const payer = { name: "Maria Souza", taxId: "529.982.247-25", email: "Maria@Example.com" }

const create = (key: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  call("POST", "/v1/subscriptions/create", { key, body, ...(headers === undefined ? {} : { headers }) })

/** One worker pass of the subscription billing job, on the sandbox clock. */
const generate = SandboxClock.withSandboxTime(
  Effect.gen(function* () {
    const subscriptions = yield* Billing.Subscriptions
    return yield* subscriptions.generate(yield* SandboxClock.nowDate)
  })
)

layer(layerServer(), { timeout: 120_000, excludeTestServices: true })("subscriptions", (it) => {
  it.effect("create ACTIVE with its record; replays by Idempotency-Key and externalReference; get and list", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_sub_create", 0)
      const first = Billing.addDays(yield* today, 5)
      const body = {
        method: "BOLETO",
        amount: 49.9,
        cycle: "MONTHLY",
        nextDueDate: first,
        maxPayments: 12,
        customer: payer,
        description: "Plano mensal",
        externalReference: "plan-1",
        fine: { value: 2 },
        interest: { value: 1 }
      }
      const made = yield* create(key, body, { "idempotency-key": "sub-1" })
      expect(made.status, JSON.stringify(made.body)).toBe(200)
      const s = made.body.data
      expect(s).toMatchObject({
        status: "ACTIVE",
        method: "BOLETO",
        amount: 49.9,
        cycle: "MONTHLY",
        firstDueDate: first,
        nextDueDate: first,
        maxPayments: 12,
        billingsCount: 0,
        fine: { value: 2 },
        interest: { value: 1 },
        customer: { name: "Maria Souza", taxId: "52998224725", email: "maria@example.com" }
      })
      expect(s.subscriptionId).toMatch(/^sub_/)
      const again = yield* create(key, body, { "idempotency-key": "sub-1" })
      expect(again.headers[IdempotencyHttp.replayedHeader]).toBe("true")
      expect(again.body.data).toEqual(s)
      const byReference = yield* create(key, body)
      expect([byReference.body.data.subscriptionId, byReference.body.message]).toEqual([
        s.subscriptionId,
        "subscription already made"
      ])
      const conflict = yield* create(key, { ...body, amount: 10 })
      expect(conflict.status).toBe(409)
      expect(conflict.body.error.code).toBe("EXTERNAL_REFERENCE_CONFLICT")
      const otherKey = yield* create(key, { ...body, amount: 10 }, { "idempotency-key": "sub-1" })
      expect(otherKey.status).toBe(422)

      expect((yield* call("GET", `/v1/subscriptions/get/${s.subscriptionId}`, { key })).body.data).toEqual(s)
      expect((yield* call("GET", "/v1/subscriptions/get/plan-1", { key })).body.data).toEqual(s)
      yield* create(key, { ...body, externalReference: "plan-2", cycle: "WEEKLY", method: "PIX" })
      const list = yield* call("GET", "/v1/subscriptions/list?status=ACTIVE&pageSize=1", { key })
      expect(list.body.data).toMatchObject({ total: 2, page: 1, pageSize: 1, pages: 2 })
      expect(list.body.data.items[0].externalReference).toBe("plan-2")
      const none = yield* call("GET", "/v1/subscriptions/list?status=CANCELED", { key })
      expect(none.body.data.total).toBe(0)
      const badStatus = yield* call("GET", "/v1/subscriptions/list?status=PAUSED", { key })
      expect(badStatus.status).toBe(400)

      const stranger = yield* merchant("acc_sub_stranger", 0)
      const hidden = yield* call("GET", `/v1/subscriptions/get/${s.subscriptionId}`, { key: stranger })
      expect([hidden.status, hidden.body.error.code]).toEqual([404, "NOT_FOUND"])
      const notMine = yield* call("POST", `/v1/subscriptions/cancel/${s.subscriptionId}`, { key: stranger })
      expect(notMine.status).toBe(404)
      expect((yield* call("GET", "/v1/subscriptions/list", { key: stranger })).body.data.total).toBe(0)
    })
  )

  it.effect(
    "a bad create names every problem in one 400 and makes nothing; CARD_CREDIT without its card fields too",
    () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_sub_bad", 0)
        const bad = yield* create(key, {
          method: "PIX",
          amount: 10.001,
          cycle: "DAILY",
          nextDueDate: "2000-01-01",
          endDate: "1999-01-01",
          maxPayments: 0,
          customer: { name: "Maria", taxId: "111.111.111-11", email: "nope" },
          fine: { value: 3 }
        })
        expect(bad.status, JSON.stringify(bad.body)).toBe(400)
        expect(bad.body.error.code).toBe("VALIDATION_ERROR")
        for (const field of [
          "amount",
          "cycle",
          "nextDueDate",
          "endDate",
          "maxPayments",
          "customer.taxId",
          "fine.value"
        ]) {
          expect(bad.body.message).toContain(field)
        }
        const card = yield* create(key, {
          method: "CARD_CREDIT",
          amount: 10,
          cycle: "MONTHLY",
          nextDueDate: yield* today,
          customer: payer
        })
        expect([card.status, card.body.error.code]).toEqual([400, "VALIDATION_ERROR"])
        expect(card.body.message).toContain("remoteIp")
        expect((yield* call("GET", "/v1/subscriptions/list", { key })).body.data.total).toBe(0)
        const unknownField = yield* create(key, {
          method: "PIX",
          amount: 10,
          cycle: "MONTHLY",
          nextDueDate: yield* today,
          customer: payer,
          creditCard: {}
        })
        expect(unknownField.status).toBe(400)
      })
  )

  it.effect(
    "cycles billed by the worker carry the subscription; cancel cancels the unpaid ones and keeps the paid",
    () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_sub_cancel", 0)
        const made = yield* create(key, {
          method: "PIX",
          amount: 25,
          cycle: "WEEKLY",
          nextDueDate: yield* today,
          customer: payer
        })
        const id = made.body.data.subscriptionId
        const pass = yield* generate
        const mine = pass.made.filter((m) => m.subscriptionId === id)
        expect(mine.map((m) => m.cycle)).toEqual([1, 2])
        const b1 = yield* call("GET", `/v1/billings/get/${mine[0]!.billingId}`, { key })
        expect(b1.body.data).toMatchObject({ subscriptionId: id, subscriptionCycle: 1, status: "PENDING", amount: 25 })
        const paid = yield* call("POST", "/v1/sandbox/billings/pay-pix", { key, body: { id: mine[0]!.billingId } })
        expect(paid.status, JSON.stringify(paid.body)).toBe(200)
        const after = yield* call("GET", `/v1/subscriptions/get/${id}`, { key })
        expect(after.body.data).toMatchObject({ billingsCount: 2, status: "ACTIVE" })

        const canceled = yield* call("POST", `/v1/subscriptions/cancel/${id}`, {
          key,
          headers: { "idempotency-key": "cancel-1" }
        })
        expect(canceled.status, JSON.stringify(canceled.body)).toBe(200)
        expect(canceled.body.data.status).toBe("CANCELED")
        expect(canceled.body.data.nextDueDate).toBeUndefined()
        expect(typeof canceled.body.data.canceledAt).toBe("string")
        const replay = yield* call("POST", `/v1/subscriptions/cancel/${id}`, {
          key,
          headers: { "idempotency-key": "cancel-1" }
        })
        expect(replay.headers[IdempotencyHttp.replayedHeader]).toBe("true")
        const statuses = yield* Effect.forEach(mine, (m) =>
          Effect.map(call("GET", `/v1/billings/get/${m.billingId}`, { key }), (r) => r.body.data.status)
        )
        expect(statuses).toEqual(["RECEIVED", "CANCELED"])
        const twice = yield* call("POST", `/v1/subscriptions/cancel/${id}`, { key })
        expect([twice.status, twice.body.error.code]).toEqual([409, "INVALID_STATE_TRANSITION"])
        yield* (yield* SandboxClock.SandboxClock).advance(30 * 86_400_000)
        expect((yield* generate).made.filter((m) => m.subscriptionId === id)).toEqual([])
        const missing = yield* call("POST", "/v1/subscriptions/cancel/sub_missing", { key })
        expect(missing.status).toBe(404)
      })
  )

  it.effect("a cycle whose billing is refused (the fee grew past the amount) leaves the subscription as it was", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_sub_refused", 0)
      const made = yield* create(key, {
        method: "BOLETO",
        amount: 5,
        cycle: "MONTHLY",
        nextDueDate: yield* today,
        customer: payer
      })
      const id = made.body.data.subscriptionId
      const accounts = yield* Accounts.Accounts
      const shop = Ledger.AccountId.make("acc_sub_refused")
      yield* accounts.updateFlags(shop, { [Billing.BillingFlag.boletoFixedCentavos]: 1_000 })
      const refused = yield* generate
      expect(refused.made.filter((m) => m.subscriptionId === id)).toEqual([])
      expect(refused.failed).toBeGreaterThanOrEqual(1)
      const unchanged = yield* call("GET", `/v1/subscriptions/get/${id}`, { key })
      expect(unchanged.body.data).toMatchObject({ status: "ACTIVE", billingsCount: 0, nextDueDate: yield* today })
      expect((yield* call("GET", "/v1/billings/list", { key })).body.data.total).toBe(0)
      yield* accounts.updateFlags(shop, { [Billing.BillingFlag.boletoFixedCentavos]: 199 })
      const billed = yield* generate
      expect(billed.made.filter((m) => m.subscriptionId === id).map((m) => m.cycle)).toEqual([1])
    })
  )

  it.effect("each route needs its own permission", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_sub_perm", 0, { permissions: ["subscriptions/list"] })
      expect((yield* call("GET", "/v1/subscriptions/list", { key })).status).toBe(200)
      for (const [method, path] of [
        ["POST", "/v1/subscriptions/create"],
        ["GET", "/v1/subscriptions/get/sub_x"],
        ["POST", "/v1/subscriptions/cancel/sub_x"]
      ] as const) {
        const refused = yield* call(method, path, { key, ...(method === "POST" ? { body: {} } : {}) })
        expect(refused.status, path).toBe(403)
      }
    })
  )
})
