import { expect, layer } from "@effect/vitest"
import { Bureau } from "@trilho/domain"
import { Effect } from "effect"
import * as IdempotencyHttp from "../../src/http/Idempotency.ts"
import { insertKey } from "../auth/server.ts"
import { balanceOf, call, layerServer, merchant } from "../transfers/support.ts"
import { bureauMoves, payerCpf, registerPayer } from "./support.ts"

const create = (key: string, body: unknown, headers?: Record<string, string>) =>
  call("POST", "/v1/bureau/reports/create", { key, body, ...(headers === undefined ? {} : { headers }) })

layer(layerServer(), { timeout: 120_000, excludeTestServices: true })("credit reports through the API", (it) => {
  it.effect("create (19.90 charged), get, list with filters; another account's report is a 404", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_br_alice", 5_000)
      const other = yield* merchant("acc_br_bob", 5_000)
      const customer = yield* registerPayer(key)
      const created = yield* create(key, { customer, cpfCnpj: "529.982.247-25" })
      expect(created.status, JSON.stringify(created.body)).toBe(200)
      const answer = Bureau.sandboxCreditAnswer(payerCpf)
      const r = created.body.data
      expect(r).toMatchObject({
        customer,
        cpfCnpj: payerCpf,
        status: "COMPLETED",
        score: answer.score,
        riskLevel: Bureau.riskLevelOf(answer.score),
        restrictions: answer.restrictions,
        fee: 19.9
      })
      expect(r.id).toMatch(/^bcr_/)
      expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 50 - 19.9 })
      expect((yield* call("GET", `/v1/bureau/reports/get/${r.id}`, { key })).body.data).toEqual(r)
      const listed = yield* call("GET", `/v1/bureau/reports/list?customer=${customer}&cpfCnpj=${payerCpf}`, { key })
      expect(listed.body.data).toMatchObject({ items: [r], total: 1, page: 1, pages: 1 })
      expect((yield* call("GET", "/v1/bureau/reports/list?customer=cus_none", { key })).body.data.total).toBe(0)
      const bad = yield* call("GET", "/v1/bureau/reports/list?cpfCnpj=123", { key })
      expect(bad.status).toBe(400)
      const stranger = yield* call("GET", `/v1/bureau/reports/get/${r.id}`, { key: other })
      expect(stranger.status).toBe(404)
      expect(stranger.body.error).toEqual({ code: "NOT_FOUND", statusCode: 404 })
    })
  )

  it.effect("refusals name every problem; insufficient funds charges nothing; missing fields are a 400", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_br_bad", 1_000)
      const customer = yield* registerPayer(key)
      const bad = yield* create(key, { customer: "cus_none", cpfCnpj: "123.456" })
      expect(bad.status).toBe(400)
      expect(bad.body.error).toEqual({ code: "VALIDATION_ERROR", statusCode: 400 })
      expect(bad.body.message).toContain("customer: no customer cus_none")
      expect(bad.body.message).toContain("cpfCnpj must be a valid CPF or CNPJ")
      const mismatch = yield* create(key, { customer, cpfCnpj: "111.444.777-35" })
      expect(mismatch.body.message).toContain("cpfCnpj must be the customer's CPF or CNPJ")
      const missing = yield* create(key, {})
      expect(missing.status).toBe(400)
      expect(missing.body.message).toMatch(/customer/)
      const poor = yield* create(key, { customer, cpfCnpj: payerCpf })
      expect(poor.status).toBe(400)
      expect(poor.body.error).toEqual({ code: "INSUFFICIENT_FUNDS", statusCode: 400 })
      expect(yield* bureauMoves("acc_br_bad")).toEqual({ dunnings: 0, reports: 0, fees: 0 })
      expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 10 })
    })
  )

  it.effect("Idempotency-Key: a retry answers the first report and charges once; another body is a 422", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_br_idem", 10_000)
      const customer = yield* registerPayer(key)
      const headers = { "idempotency-key": "report-1" }
      const first = yield* create(key, { customer, cpfCnpj: payerCpf }, headers)
      const second = yield* create(key, { customer, cpfCnpj: payerCpf }, headers)
      expect(second.status).toBe(200)
      expect(second.headers[IdempotencyHttp.replayedHeader]).toBe("true")
      expect(second.body.data).toEqual(first.body.data)
      expect((yield* create(key, { customer, cpfCnpj: "529.982.247-25" }, headers)).status).toBe(422)
      expect(yield* bureauMoves("acc_br_idem")).toEqual({ dunnings: 0, reports: 1, fees: 1 })
    })
  )

  it.effect("permissions: bureau/reports/* grants the report routes only", () =>
    Effect.gen(function* () {
      const owner = yield* merchant("acc_br_perm", 10_000)
      const customer = yield* registerPayer(owner)
      const reportsKey = (yield* insertKey("acc_br_perm", ["bureau/reports/*"])).secret
      const dunningsKey = (yield* insertKey("acc_br_perm", ["bureau/dunnings/*"])).secret
      expect((yield* create(reportsKey, { customer, cpfCnpj: payerCpf })).status).toBe(200)
      expect((yield* call("GET", "/v1/bureau/reports/list", { key: reportsKey })).status).toBe(200)
      const refused = yield* create(dunningsKey, { customer, cpfCnpj: payerCpf })
      expect(refused.status).toBe(403)
      expect(refused.body.error).toEqual({ code: "FORBIDDEN", statusCode: 403 })
      expect((yield* call("GET", "/v1/bureau/reports/list")).status).toBe(401)
    })
  )
})
