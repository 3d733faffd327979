import { expect, layer } from "@effect/vitest"
import { LedgerStore } from "@trilho/domain"
import { describePostgres } from "@trilho/postgres/testing"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import * as IdempotencyHttp from "../../src/http/Idempotency.ts"
import { call } from "../charges/server.ts"
import { balanceOf, layerServer, merchant } from "../transfers/support.ts"

// Second subscriber digit 1: Vivo in the sandbox (packages 15, 20, 30, 35, 50, 100).
const vivo = "(11) 91234-5678"
// Ends in 0000: the sandbox operator refuses it when it is handed over.
const refusedNumber = "11982340000"

const create = (key: string, body: unknown, headers?: Record<string, string>) =>
  call("POST", "/v1/mobile-recharge/create", { key, body, ...(headers === undefined ? {} : { headers }) })

/** The account's recharges and the ledger entries that debit it, counted in the database. */
const moves = (accountId: string) =>
  SqlClient.SqlClient.use((sql) =>
    Effect.map(
      sql<{ readonly recharges: number; readonly debits: number }>`
        SELECT (SELECT count(*)::int FROM mobile_recharges WHERE account_id = ${accountId}) AS recharges,
               (SELECT count(*)::int FROM journal_entries
                 WHERE account_id = ${accountId} AND kind = 'MOBILE_RECHARGE') AS debits`,
      (rows) => rows[0]!
    )
  ).pipe(Effect.orDie)

layer(layerServer(), { timeout: 120_000, excludeTestServices: true })("mobile recharge through the API", (it) => {
  it.effect("provider lookup: operator and packages; an invalid number is a 400 envelope naming phoneNumber", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_mr_provider", 0)
      const found = yield* call("GET", `/v1/mobile-recharge/provider/${encodeURIComponent("+55 (21) 98123-4567")}`, {
        key
      })
      expect(found.status, JSON.stringify(found.body)).toBe(200)
      expect(found.body.data).toEqual({
        phone: "21981234567",
        ddd: "21",
        operator: "Oi",
        packages: [12, 15, 20, 30, 50, 100].map((amount) => ({ amount }))
      })
      for (const [number, words] of [
        ["20912345678", "phoneNumber has no Brazilian DDD 20"],
        ["1132345678", "phoneNumber must be a mobile number"],
        ["11abc", "phoneNumber must have only digits"]
      ] as const) {
        const bad = yield* call("GET", `/v1/mobile-recharge/provider/${number}`, { key })
        expect(bad.status).toBe(400)
        expect(bad.body).toMatchObject({ success: false, error: { code: "VALIDATION_ERROR", statusCode: 400 } })
        expect(bad.body.message).toContain(words)
        expect(typeof bad.body.requestId).toBe("string")
      }
    })
  )

  it.effect("create debits withdrawable; get, list, cancel returns the money; a second cancel is refused", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_mr_alice", 10_000)
      const created = yield* create(key, { phone: vivo, amount: 20 })
      expect(created.status, JSON.stringify(created.body)).toBe(200)
      const r = created.body.data
      expect(r).toMatchObject({
        phone: "11912345678",
        operator: "Vivo",
        amount: 20,
        fee: 0,
        status: "PENDING",
        canBeCancelled: true
      })
      expect(r.id).toMatch(/^mrc_/)
      expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 80 })
      expect((yield* call("GET", `/v1/mobile-recharge/get/${r.id}`, { key })).body.data).toEqual(r)
      const list = yield* call("GET", "/v1/mobile-recharge/list?status=PENDING&phone=11912345678", { key })
      expect(list.body.data).toMatchObject({ total: 1, page: 1, pages: 1 })
      expect(list.body.data.items.map((i: { id: string }) => i.id)).toEqual([r.id])
      const canceled = yield* call("POST", `/v1/mobile-recharge/cancel/${r.id}`, { key })
      expect(canceled.status, JSON.stringify(canceled.body)).toBe(200)
      expect(canceled.body.data).toMatchObject({ status: "CANCELED", canBeCancelled: false })
      expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 100 })
      const again = yield* call("POST", `/v1/mobile-recharge/cancel/${r.id}`, { key })
      expect(again.status).toBe(409)
      expect(again.body.error).toEqual({ code: "RECHARGE_NOT_CANCELLABLE", statusCode: 409 })
      expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 100 })
    })
  )

  it.effect("invalid phone, amount not a package, bad body and insufficient funds are 4xx envelopes", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_mr_rules", 1_000)
      const badPhone = yield* create(key, { phone: "(11) 3234-5678", amount: 15 })
      expect(badPhone.status).toBe(400)
      expect(badPhone.body.error).toEqual({ code: "VALIDATION_ERROR", statusCode: 400 })
      expect(badPhone.body.message).toMatch(/^phone must be a mobile number/)
      const notPackage = yield* create(key, { phone: vivo, amount: 25 })
      expect(notPackage.status).toBe(400)
      expect(notPackage.body.message).toBe(
        "amount must be one of the Vivo packages: 15.00, 20.00, 30.00, 35.00, 50.00, 100.00"
      )
      const both = yield* create(key, { phone: "99", amount: 1.234 })
      expect(both.status).toBe(400)
      expect(both.body.message).toContain("amount")
      const missing = yield* create(key, { amount: 15 })
      expect(missing.status).toBe(400)
      expect(missing.body.message).toContain("phone")
      const extra = yield* create(key, { phone: vivo, amount: 15, operator: "TIM" })
      expect(extra.status).toBe(400)
      expect(extra.body.message).toContain("operator")
      const poor = yield* create(key, { phone: vivo, amount: 15 })
      expect(poor.status).toBe(400)
      expect(poor.body.error).toEqual({ code: "INSUFFICIENT_FUNDS", statusCode: 400 })
      expect(yield* moves("acc_mr_rules")).toEqual({ recharges: 0, debits: 0 })
      expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 10 })
    })
  )

  it.effect("sandbox controls: complete keeps the debit, fail and an operator refusal return it; no cancel after", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_mr_sandbox", 20_000)
      const a = (yield* create(key, { phone: vivo, amount: 50 })).body.data
      const done = yield* call("POST", `/v1/sandbox/mobile-recharge/${a.id}/complete`, { key, body: {} })
      expect(done.status, JSON.stringify(done.body)).toBe(200)
      expect(done.body.data).toMatchObject({ status: "COMPLETED", operatorReference: `SBX-${a.id}` })
      expect(done.body.data.completedAt).toBeDefined()
      const late = yield* call("POST", `/v1/mobile-recharge/cancel/${a.id}`, { key })
      expect(late.status).toBe(409)
      expect(late.body.message).toContain("COMPLETED")
      const failLate = yield* call("POST", `/v1/sandbox/mobile-recharge/${a.id}/fail`, { key, body: {} })
      expect(failLate.body.error).toEqual({ code: "INVALID_STATE_TRANSITION", statusCode: 409 })
      expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 150 })

      const b = (yield* create(key, { phone: vivo, amount: 30 })).body.data
      const failed = yield* call("POST", `/v1/sandbox/mobile-recharge/${b.id}/fail`, {
        key,
        body: { reason: "operator down" }
      })
      expect(failed.body.data).toMatchObject({
        status: "FAILED",
        failureReason: "operator down",
        canBeCancelled: false
      })
      expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 150 })

      const c = (yield* create(key, { phone: refusedNumber, amount: 12 })).body.data
      expect(c.operator).toBe("Oi")
      const refused = yield* call("POST", `/v1/sandbox/mobile-recharge/${c.id}/complete`, { key, body: {} })
      expect(refused.body.data).toMatchObject({ status: "FAILED", failureReason: "number not active at the operator" })
      expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 150 })
      // The statement: each debit a MOBILE_RECHARGE line (named as its recharge), each return a reversal line.
      const lines = (yield* call("GET", "/v1/account/statement", { key })).body.data.items as Array<any>
      const recharges = lines.filter((l) => l.type.startsWith("MOBILE_RECHARGE"))
      expect(recharges.map((l) => [l.type, l.amount, l.referenceId])).toEqual([
        ["MOBILE_RECHARGE_REVERSAL", 12, c.id],
        ["MOBILE_RECHARGE", 12, c.id],
        ["MOBILE_RECHARGE_REVERSAL", 30, b.id],
        ["MOBILE_RECHARGE", 30, b.id],
        ["MOBILE_RECHARGE", 50, a.id]
      ])
      expect(recharges[4]).toMatchObject({ id: a.id, status: "COMPLETED" })
      const verification = yield* (yield* LedgerStore.LedgerStore).verify()
      expect(verification).toMatchObject({ unbalancedEntries: 0, balanceMismatches: 0, negativeBalances: 0 })
    })
  )

  it.effect(
    "another merchant's recharge is a 404 on get, cancel and the sandbox controls; permissions are per route",
    () =>
      Effect.gen(function* () {
        const owner = yield* merchant("acc_mr_owner", 10_000)
        const other = yield* merchant("acc_mr_other", 10_000)
        const r = (yield* create(owner, { phone: vivo, amount: 15 })).body.data
        for (const [method, path] of [
          ["GET", `/v1/mobile-recharge/get/${r.id}`],
          ["POST", `/v1/mobile-recharge/cancel/${r.id}`],
          ["POST", `/v1/sandbox/mobile-recharge/${r.id}/complete`],
          ["POST", `/v1/sandbox/mobile-recharge/${r.id}/fail`]
        ] as const) {
          const answer = yield* call(method, path, { key: other, ...(method === "POST" ? { body: {} } : {}) })
          expect(answer.status, path).toBe(404)
          expect(answer.body.error).toEqual({ code: "NOT_FOUND", statusCode: 404 })
        }
        expect((yield* call("GET", `/v1/mobile-recharge/get/${r.id}`, { key: owner })).body.data.status).toBe("PENDING")
        const listOnly = yield* merchant("acc_mr_list_only", 10_000, { permissions: ["mobile-recharge/list"] })
        expect((yield* call("GET", "/v1/mobile-recharge/list", { key: listOnly })).status).toBe(200)
        const refused = yield* create(listOnly, { phone: vivo, amount: 15 })
        expect(refused.status).toBe(403)
        expect(refused.body.error).toEqual({ code: "FORBIDDEN", statusCode: 403 })
      })
  )

  it.effect("an Idempotency-Key replays the create: one recharge, one debit; another body is a 422", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_mr_idem", 10_000)
      const headers = { "idempotency-key": "recharge-1" }
      const first = yield* create(key, { phone: vivo, amount: 15 }, headers)
      const second = yield* create(key, { phone: vivo, amount: 15 }, headers)
      expect(second.status).toBe(200)
      expect(second.headers[IdempotencyHttp.replayedHeader]).toBe("true")
      expect(second.body.data).toEqual(first.body.data)
      const other = yield* create(key, { phone: vivo, amount: 20 }, headers)
      expect(other.status).toBe(422)
      expect(yield* moves("acc_mr_idem")).toEqual({ recharges: 1, debits: 1 })
      expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 85 })
    })
  )
})

describePostgres("mobile recharge under concurrency (PostgreSQL)", () => {
  layer(layerServer(10), { timeout: 180_000, excludeTestServices: true })("same key, same recharge", (it) => {
    it.effect("50 concurrent creates with one Idempotency-Key execute once; each answer is the first or a 409", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_mr_idem_pg", 100_000, { requestsPerMinute: 100_000 })
        const headers = { "idempotency-key": "recharge-once" }
        const answers = yield* Effect.forEach(
          Array.from({ length: 50 }),
          () => create(key, { phone: vivo, amount: 20 }, headers),
          { concurrency: "unbounded" }
        )
        const ok = answers.filter((a) => a.status === 200)
        const busy = answers.filter((a) => a.status === 409)
        expect(ok.length + busy.length, JSON.stringify(answers.map((a) => a.status))).toBe(50)
        const firsts = ok.filter((a) => a.headers[IdempotencyHttp.replayedHeader] === undefined)
        expect(firsts).toHaveLength(1)
        for (const a of ok) expect(a.body.data).toEqual(firsts[0]!.body.data)
        for (const a of busy) expect(a.body.error).toEqual({ code: "IDEMPOTENCY_KEY_IN_USE", statusCode: 409 })
        expect(yield* moves("acc_mr_idem_pg")).toEqual({ recharges: 1, debits: 1 })
        expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 980 })
      })
    )

    it.effect("20 concurrent cancels and failures of one recharge return its amount once", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_mr_race_pg", 10_000, { requestsPerMinute: 100_000 })
        const r = (yield* create(key, { phone: vivo, amount: 50 })).body.data
        const answers = yield* Effect.forEach(
          Array.from({ length: 20 }, (_, i) => i),
          (i) =>
            i % 2 === 0
              ? call("POST", `/v1/mobile-recharge/cancel/${r.id}`, { key })
              : call("POST", `/v1/sandbox/mobile-recharge/${r.id}/fail`, { key, body: {} }),
          { concurrency: "unbounded" }
        )
        expect(answers.filter((a) => a.status >= 500)).toEqual([])
        expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 100 })
        const verification = yield* (yield* LedgerStore.LedgerStore).verify()
        expect(verification).toMatchObject({ unbalancedEntries: 0, balanceMismatches: 0, negativeBalances: 0 })
      })
    )
  })
})
