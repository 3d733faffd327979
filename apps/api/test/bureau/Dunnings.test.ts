import { expect, layer } from "@effect/vitest"
import { describePostgres } from "@trilho/postgres/testing"
import { Effect } from "effect"
import * as IdempotencyHttp from "../../src/http/Idempotency.ts"
import { insertKey } from "../auth/server.ts"
import { balanceOf, call, layerServer, merchant } from "../transfers/support.ts"
import { bureauMoves, dunningFields, pdf, postDunning, registerPayer, seedBilling } from "./support.ts"

const problems = (body: any): string => body.message as string

layer(layerServer(), { timeout: 120_000, excludeTestServices: true })(
  "credit-bureau dunnings through the API",
  (it) => {
    it.effect("simulate, create (fee charged), get, list with filters; another account's dunning is a 404", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_bd_alice", 10_000)
        const other = yield* merchant("acc_bd_bob", 10_000)
        yield* registerPayer(key)
        const billingId = yield* seedBilling("acc_bd_alice")
        const sim = yield* call("GET", `/v1/bureau/dunnings/simulate?payment=${billingId}`, { key })
        expect(sim.status, JSON.stringify(sim.body)).toBe(200)
        expect(sim.body.data).toEqual({ payment: billingId, eligible: true, problems: [], fee: 12.9, amount: 150 })
        const created = yield* postDunning(key, { ...dunningFields(billingId), description: "Aluguel de novembro" })
        expect(created.status, JSON.stringify(created.body)).toBe(200)
        const d = created.body.data
        expect(d).toMatchObject({
          payment: billingId,
          type: "CREDIT_BUREAU",
          status: "PENDING",
          description: "Aluguel de novembro",
          debtor: { name: "Maria Souza", cpfCnpj: "52998224725", email: "maria@example.com" },
          address: { postalCode: "01310100", state: "SP", city: "São Paulo" },
          amount: 150,
          fee: 12.9
        })
        expect(d.id).toMatch(/^dun_/)
        expect(d.documents).toEqual([
          { name: "contrato.pdf", type: "application/pdf", size: 64, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }
        ])
        expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 100 - 12.9 })
        expect((yield* call("GET", `/v1/bureau/dunnings/get/${d.id}`, { key })).body.data).toEqual(d)
        const listed = yield* call("GET", `/v1/bureau/dunnings/list?status=PENDING&payment=${billingId}`, { key })
        expect(listed.body.data).toMatchObject({ total: 1, page: 1, pageSize: 50, pages: 1 })
        expect(listed.body.data.items).toEqual([d])
        expect((yield* call("GET", "/v1/bureau/dunnings/list?status=PAID_OFF", { key })).body.data.total).toBe(0)
        const stranger = yield* call("GET", `/v1/bureau/dunnings/get/${d.id}`, { key: other })
        expect(stranger.status).toBe(404)
        expect(stranger.body.error).toEqual({ code: "NOT_FOUND", statusCode: 404 })
        const again = yield* call("GET", `/v1/bureau/dunnings/simulate?payment=${billingId}`, { key })
        expect(again.body.data.eligible).toBe(false)
        expect(again.body.data.problems[0].message).toContain("active dunning")
        expect(
          (yield* call("GET", `/v1/bureau/dunnings/simulate?payment=${billingId}`, { key: other })).body.data
        ).toMatchObject({
          eligible: false,
          problems: [{ field: "payment", message: `payment: no billing ${billingId}` }]
        })
        expect(yield* bureauMoves("acc_bd_alice")).toEqual({ dunnings: 1, reports: 0, fees: 1 })
      })
    )

    it.effect("one refusal names every problem: type, address, documents and the billing's eligibility", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_bd_bad", 10_000)
        const pending = yield* seedBilling("acc_bd_bad", "PENDING")
        const bad = yield* postDunning(
          key,
          { payment: pending, type: "SPC", postalCode: "123", state: "XX", debtorCpfCnpj: "111" },
          [{ name: "nota.txt", type: "text/plain", bytes: new TextEncoder().encode("not a pdf") }]
        )
        expect(bad.status).toBe(400)
        expect(bad.body).toMatchObject({ success: false, error: { code: "VALIDATION_ERROR", statusCode: 400 } })
        for (const words of [
          "type must be CREDIT_BUREAU",
          "postalCode must be a CEP",
          "street is required",
          "number is required",
          "district is required",
          "city is required",
          "state must be a UF code",
          "debtorCpfCnpj must be a valid CPF or CNPJ",
          "documents[0]: a file must be a PDF, JPG, PNG or WEBP",
          "is PENDING; only an OVERDUE billing can be dunned",
          "is not in the customer base"
        ]) {
          expect(problems(bad.body)).toContain(words)
        }
        const noFiles = yield* postDunning(key, dunningFields("bil_unknown"), [])
        expect(noFiles.status).toBe(400)
        expect(problems(noFiles.body)).toContain("send at least one proof of the debt")
        expect(problems(noFiles.body)).toContain("payment: no billing bil_unknown")
        const lying = yield* postDunning(key, dunningFields(pending), [
          { name: "a.pdf", type: "image/png", bytes: pdf() }
        ])
        expect(problems(lying.body)).toContain("the file is application/pdf, not image/png")
        const missing = yield* postDunning(key, {}, [])
        expect(problems(missing.body)).toContain("payment is required")
        expect(problems(missing.body)).toContain("type is required")
        const simNoPayment = yield* call("GET", "/v1/bureau/dunnings/simulate", { key })
        expect(simNoPayment.status).toBe(400)
        expect(yield* bureauMoves("acc_bd_bad")).toEqual({ dunnings: 0, reports: 0, fees: 0 })
        expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 100 })
      })
    )

    it.effect("a document over 5 MB is refused naming it; nothing is charged", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_bd_big", 10_000)
        yield* registerPayer(key)
        const billingId = yield* seedBilling("acc_bd_big")
        const big = yield* postDunning(key, dunningFields(billingId), [
          { name: "big.pdf", type: "application/pdf", bytes: pdf(5 * 1024 * 1024 + 1) }
        ])
        expect(big.status, JSON.stringify(big.body)).toBe(400)
        expect(problems(big.body)).toContain("documents[0]: a file has 1 byte to 5 MB")
        const six = yield* postDunning(
          key,
          dunningFields(billingId),
          Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.pdf`, type: "application/pdf", bytes: pdf() }))
        )
        expect(problems(six.body)).toContain("documents: at most 5 files")
        expect(yield* bureauMoves("acc_bd_big")).toEqual({ dunnings: 0, reports: 0, fees: 0 })
      })
    )

    it.effect("insufficient funds: 400 INSUFFICIENT_FUNDS, nothing written", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_bd_poor", 1_000)
        yield* registerPayer(key)
        const billingId = yield* seedBilling("acc_bd_poor")
        const poor = yield* postDunning(key, dunningFields(billingId))
        expect(poor.status).toBe(400)
        expect(poor.body.error).toEqual({ code: "INSUFFICIENT_FUNDS", statusCode: 400 })
        expect(yield* bureauMoves("acc_bd_poor")).toEqual({ dunnings: 0, reports: 0, fees: 0 })
        expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 10 })
      })
    )

    it.effect("Idempotency-Key: a retry answers the first dunning and charges once; another body is a 422", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_bd_idem", 10_000)
        yield* registerPayer(key)
        const billingId = yield* seedBilling("acc_bd_idem")
        const headers = { "idempotency-key": "dunning-1" }
        const first = yield* postDunning(key, dunningFields(billingId), undefined, headers)
        const second = yield* postDunning(key, dunningFields(billingId), undefined, headers)
        expect(first.status, JSON.stringify(first.body)).toBe(200)
        expect(second.status).toBe(200)
        expect(second.headers[IdempotencyHttp.replayedHeader]).toBe("true")
        expect(second.body.data).toEqual(first.body.data)
        const other = yield* postDunning(key, dunningFields(billingId), [{ name: "x.pdf", bytes: pdf(65) }], headers)
        expect(other.status).toBe(422)
        expect(yield* bureauMoves("acc_bd_idem")).toEqual({ dunnings: 1, reports: 0, fees: 1 })
      })
    )

    it.effect("sandbox controls move a dunning: register, settle; cancel; refused moves are 409", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_bd_ctl", 10_000)
        yield* registerPayer(key)
        const [b1, b2] = [yield* seedBilling("acc_bd_ctl"), yield* seedBilling("acc_bd_ctl")]
        const d1 = (yield* postDunning(key, dunningFields(b1))).body.data
        const control = (id: string, action: string, body: unknown = {}) =>
          call("POST", `/v1/sandbox/bureau/dunnings/${id}/${action}`, { key, body })
        const registered = yield* control(d1.id, "register")
        expect(registered.status, JSON.stringify(registered.body)).toBe(200)
        expect(registered.body.data).toMatchObject({ status: "REGISTERED", bureauReference: `SBX-${d1.id}` })
        expect(registered.body.data.sentAt).toBeDefined()
        expect(registered.body.data.registeredAt).toBeDefined()
        const settled = yield* control(d1.id, "settle")
        expect(settled.body.data).toMatchObject({ status: "PAID_OFF" })
        expect((yield* control(d1.id, "settle")).body.data.status).toBe("PAID_OFF")
        const late = yield* control(d1.id, "cancel")
        expect(late.status).toBe(409)
        expect(late.body.error).toEqual({ code: "INVALID_STATE_TRANSITION", statusCode: 409 })
        const d2 = (yield* postDunning(key, dunningFields(b2))).body.data
        const early = yield* control(d2.id, "settle")
        expect(early.status).toBe(409)
        const canceled = yield* control(d2.id, "cancel", { reason: "acordo com o devedor" })
        expect(canceled.body.data).toMatchObject({ status: "CANCELED", cancelReason: "acordo com o devedor" })
        expect((yield* control(d2.id, "register")).status).toBe(409)
        expect((yield* control("dun_nope", "register")).status).toBe(404)
        // Both fees kept; the billing freed by the cancel may be dunned again.
        expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 100 - 2 * 12.9 })
        expect((yield* call("GET", `/v1/bureau/dunnings/simulate?payment=${b2}`, { key })).body.data.eligible).toBe(
          true
        )
      })
    )

    it.effect("permissions: bureau/dunnings/* grants the dunning routes only; another permission is a 403", () =>
      Effect.gen(function* () {
        const owner = yield* merchant("acc_bd_perm", 10_000)
        yield* registerPayer(owner)
        const billingId = yield* seedBilling("acc_bd_perm")
        const dunningsKey = (yield* insertKey("acc_bd_perm", ["bureau/dunnings/*"])).secret
        const reportsKey = (yield* insertKey("acc_bd_perm", ["bureau/reports/*"])).secret
        const created = yield* postDunning(dunningsKey, dunningFields(billingId))
        expect(created.status, JSON.stringify(created.body)).toBe(200)
        expect((yield* call("GET", "/v1/bureau/dunnings/list", { key: dunningsKey })).status).toBe(200)
        expect((yield* call("GET", "/v1/bureau/reports/list", { key: dunningsKey })).status).toBe(403)
        const refused = yield* call("GET", "/v1/bureau/dunnings/list", { key: reportsKey })
        expect(refused.status).toBe(403)
        expect(refused.body.error).toEqual({ code: "FORBIDDEN", statusCode: 403 })
        expect((yield* postDunning(reportsKey, dunningFields(billingId))).status).toBe(403)
        expect((yield* call("GET", "/v1/bureau/dunnings/list")).status).toBe(401)
      })
    )
  }
)

describePostgres("dunnings under concurrency (PostgreSQL)", () => {
  layer(layerServer(10), { timeout: 180_000, excludeTestServices: true })("same key, same dunning", (it) => {
    it.effect("20 concurrent creates with one Idempotency-Key create one dunning and charge once", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_bd_pg", 10_000, { requestsPerMinute: 100_000 })
        yield* registerPayer(key)
        const billingId = yield* seedBilling("acc_bd_pg")
        const headers = { "idempotency-key": "dunning-once" }
        const answers = yield* Effect.forEach(
          Array.from({ length: 20 }),
          () => postDunning(key, dunningFields(billingId), undefined, headers),
          { concurrency: "unbounded" }
        )
        const ok = answers.filter((a) => a.status === 200)
        const busy = answers.filter((a) => a.status === 409)
        expect(ok.length + busy.length, JSON.stringify(answers.map((a) => a.status))).toBe(20)
        const firsts = ok.filter((a) => a.headers[IdempotencyHttp.replayedHeader] === undefined)
        expect(firsts).toHaveLength(1)
        for (const a of ok) expect(a.body.data).toEqual(firsts[0]!.body.data)
        for (const a of busy) expect(a.body.error).toEqual({ code: "IDEMPOTENCY_KEY_IN_USE", statusCode: 409 })
        expect(yield* bureauMoves("acc_bd_pg")).toEqual({ dunnings: 1, reports: 0, fees: 1 })
        expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 100 - 12.9 })
      })
    )

    it.effect("20 concurrent creates without a key for one billing: one dunning, one fee, the others refused", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_bd_pg_race", 100_000, { requestsPerMinute: 100_000 })
        yield* registerPayer(key)
        const billingId = yield* seedBilling("acc_bd_pg_race")
        const answers = yield* Effect.forEach(
          Array.from({ length: 20 }),
          () => postDunning(key, dunningFields(billingId)),
          { concurrency: "unbounded" }
        )
        expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
        for (const a of answers.filter((x) => x.status !== 200)) {
          expect([400, 409]).toContain(a.status)
          expect(JSON.stringify(a.body)).toMatch(/active dunning|DUNNING_ALREADY_EXISTS/)
        }
        expect(yield* bureauMoves("acc_bd_pg_race")).toEqual({ dunnings: 1, reports: 0, fees: 1 })
      })
    )
  })
})
