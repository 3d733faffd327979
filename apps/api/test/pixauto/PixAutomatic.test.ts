import { expect, layer } from "@effect/vitest"
import { PixAutomatic } from "@trilho/domain"
import { Effect } from "effect"
import * as IdempotencyHttp from "../../src/http/Idempotency.ts"
import { eventsOf } from "../transfers/support.ts"
import { type Answer, authorizationBody, inDays, layerServer, merchantWithPayer, send } from "./support.ts"

/** PIX Automático through the API: every route, the sandbox payer's bank, refusals and tenancy. */

const ok = (answer: Answer) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body.data
}

const refused = (answer: Answer, status: number, code: string, fields: ReadonlyArray<string> = []) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status)
  expect(answer.body).toMatchObject({ success: false, error: { code, statusCode: status } })
  for (const field of fields) expect(answer.body.message).toContain(field)
}

const base = "/v1/pix-automatic"
const createAuthorization = (key: string, body: unknown, headers?: Record<string, string>) =>
  send("POST", `${base}/authorizations/create`, { key, body, ...(headers === undefined ? {} : { headers }) })
const createInstruction = (key: string, body: unknown, headers?: Record<string, string>) =>
  send("POST", `${base}/payment-instructions/create`, { key, body, ...(headers === undefined ? {} : { headers }) })
const control = (key: string, what: string) => send("POST", `/v1/sandbox/pix-automatic/${what}`, { key, body: {} })
const balanceOf = (key: string) =>
  Effect.map(send("GET", "/v1/account/balance", { key }), (r) => r.body.data.padrao.available as number)

layer(layerServer({ backend: "pglite" }), { timeout: 120_000, excludeTestServices: true })("PIX Automático", (it) => {
  it.effect("create → approve pays the first instalment; instructions scheduled, failed, canceled; events", () =>
    Effect.gen(function* () {
      const { key, customerId } = yield* merchantWithPayer("acc_pxa_http")
      const created = ok(
        yield* createAuthorization(
          key,
          authorizationBody(customerId, { frequency: "WEEKLY", retryPolicy: "ALLOW_3R_7D" }),
          {
            "idempotency-key": "pxa-1"
          }
        )
      )
      expect(created).toMatchObject({ status: "PENDING_CONSENT", frequency: "WEEKLY", maxAmount: 200, customerId })
      expect(PixAutomatic.isValidIdRec(created.idRec)).toBe(true)
      expect(created.copyPaste).toContain("540599.90")
      expect(created.qrCodeBase64.length).toBeGreaterThan(100)
      const replay = yield* createAuthorization(
        key,
        authorizationBody(customerId, { frequency: "WEEKLY", retryPolicy: "ALLOW_3R_7D" }),
        {
          "idempotency-key": "pxa-1"
        }
      )
      expect(replay.headers[IdempotencyHttp.replayedHeader]).toBe("true")
      expect(ok(replay).id).toBe(created.id)

      // Not ACTIVE yet: no instruction.
      refused(
        yield* createInstruction(key, { authorizationId: created.id, amount: 50, dueDate: inDays(8) }),
        409,
        "AUTHORIZATION_NOT_ACTIVE"
      )
      const approved = ok(yield* control(key, `authorizations/${created.id}/approve`))
      expect(approved).toMatchObject({ status: "ACTIVE", id: created.id })
      refused(yield* control(key, `authorizations/${created.id}/approve`), 409, "INVALID_STATE_TRANSITION")
      const first = ok(yield* send("GET", `${base}/payment-instructions/get/${created.firstPaymentId}`, { key }))
      expect(first).toMatchObject({ status: "COMPLETED", amount: 99.9, feeAmount: 1.09, netAmount: 98.81 })
      expect(first.pixAutomatic).toMatchObject({ status: "PAID", firstPayment: true, authorizationId: created.id })
      expect(yield* balanceOf(key)).toBe(98.81)

      // Refusals of an instalment.
      const ask = (amount: number, days: number, headers?: Record<string, string>) =>
        createInstruction(key, { authorizationId: created.id, amount, dueDate: inDays(days) }, headers)
      refused(yield* ask(200.01, 8), 422, "AMOUNT_NOT_AUTHORIZED", ["maxAmount"])
      refused(yield* ask(50, 1), 422, "DUE_DATE_NOT_ALLOWED", ["dueDate"])
      refused(yield* ask(50, 11), 422, "DUE_DATE_NOT_ALLOWED", ["dueDate"])
      refused(yield* ask(50, 3), 422, "DUE_DATE_NOT_ALLOWED", ["period"])
      const scheduled = ok(yield* ask(150, 8, { "idempotency-key": "pxi-1" }))
      expect(scheduled).toMatchObject({ status: "PENDING", amount: 150, feeAmount: 1.59, netAmount: 148.41 })
      expect(scheduled.pixAutomatic).toMatchObject({ status: "SCHEDULED", dueDate: inDays(8), firstPayment: false })
      expect(ok(yield* ask(150, 8, { "idempotency-key": "pxi-1" })).id).toBe(scheduled.id)
      refused(yield* ask(150, 9), 422, "DUE_DATE_NOT_ALLOWED", ["period"])

      // The payer's bank refuses it (sandbox control): FAILED, payment.failed; the retry policy frees the period.
      const failed = ok(yield* control(key, `payment-instructions/${scheduled.id}/fail`))
      expect(failed).toMatchObject({ status: "FAILED", pixAutomatic: { reason: "INSUFFICIENT_FUNDS" } })
      const next = ok(yield* ask(100, 9))
      const list = ok(yield* send("GET", `${base}/payment-instructions/list?authorizationId=${created.id}`, { key }))
      expect(list.total).toBe(3)
      const canceled = ok(yield* send("DELETE", `${base}/payment-instructions/cancel/${next.id}`, { key }))
      expect(canceled).toMatchObject({ status: "CANCELED", pixAutomatic: { reason: "MERCHANT_CANCELED" } })
      refused(
        yield* send("DELETE", `${base}/payment-instructions/cancel/${next.id}`, { key }),
        409,
        "INVALID_STATE_TRANSITION"
      )
      refused(
        yield* send("DELETE", `${base}/payment-instructions/cancel/${created.firstPaymentId}`, { key }),
        409,
        "INVALID_STATE_TRANSITION"
      )
      const events = yield* eventsOf("acc_pxa_http", 2)
      expect(events.map((e) => e.eventType)).toEqual(["payment.paid", "payment.failed"])
      expect(events[0]!.payload).toMatchObject({ id: first.id, status: "COMPLETED" })

      // Each instalment is a PIX_IN record of the transaction list, as payment-instructions/get shows it.
      const records = ok(yield* send("GET", `/v1/account/transactions?search=${created.idRec}`, { key }))
      expect(records.items.map((r: { id: string; status: string }) => `${r.id} ${r.status}`).sort()).toEqual(
        [`${first.id} COMPLETED`, `${scheduled.id} FAILED`, `${next.id} CANCELED`].sort()
      )
      for (const record of records.items) {
        expect(record).toEqual(ok(yield* send("GET", `${base}/payment-instructions/get/${record.id}`, { key })))
      }
      const completed = ok(yield* send("GET", `/v1/account/transactions?status=COMPLETED`, { key }))
      expect(completed.items.map((r: { id: string }) => r.id)).toEqual([first.id])

      // The merchant cancels the authorization (DELETE); the payer can no longer revoke it.
      const ended = ok(yield* send("DELETE", `${base}/authorizations/cancel/${created.id}`, { key }))
      expect(ended).toMatchObject({ status: "CANCELED", endReason: "MERCHANT_CANCELED" })
      refused(yield* control(key, `authorizations/${created.id}/revoke`), 409, "INVALID_STATE_TRANSITION")
      refused(yield* ask(100, 8), 409, "AUTHORIZATION_NOT_ACTIVE")
      const listed = ok(yield* send("GET", `${base}/authorizations/list?status=CANCELED`, { key }))
      expect(listed.items.map((a: { id: string }) => a.id)).toEqual([created.id])
      expect(ok(yield* send("GET", `${base}/authorizations/get/${created.idRec}`, { key })).id).toBe(created.id)
    })
  )

  it.effect("reject and revoke; a due date before the window; the payer's bank answers through the controls", () =>
    Effect.gen(function* () {
      const { key, customerId } = yield* merchantWithPayer("acc_pxa_moves")
      const rejected = ok(yield* createAuthorization(key, authorizationBody(customerId)))
      expect(ok(yield* control(key, `authorizations/${rejected.id}/reject`))).toMatchObject({
        status: "REJECTED",
        endReason: "PAYER_REJECTED"
      })
      const first = ok(yield* send("GET", `${base}/payment-instructions/get/${rejected.firstPaymentId}`, { key }))
      expect(first.pixAutomatic).toMatchObject({ status: "CANCELED", reason: "AUTHORIZATION_ENDED" })
      const later = ok(yield* createAuthorization(key, authorizationBody(customerId, { startDate: inDays(9) })))
      ok(yield* control(key, `authorizations/${later.id}/approve`))
      refused(
        yield* createInstruction(key, { authorizationId: later.id, amount: 10, dueDate: inDays(5) }),
        422,
        "DUE_DATE_NOT_ALLOWED",
        ["startDate"]
      )
      const pending = ok(yield* createInstruction(key, { authorizationId: later.id, amount: 10, dueDate: inDays(9) }))
      expect(ok(yield* control(key, `authorizations/${later.id}/revoke`))).toMatchObject({ status: "REVOKED" })
      const after = ok(yield* send("GET", `${base}/payment-instructions/get/${pending.id}`, { key }))
      expect(after.pixAutomatic).toMatchObject({ status: "CANCELED", reason: "AUTHORIZATION_ENDED" })
    })
  )

  it.effect("validation names every field; unknown customer 404; another merchant's ids 404; product off 403", () =>
    Effect.gen(function* () {
      const { key, customerId } = yield* merchantWithPayer("acc_pxa_refusals")
      const bad = yield* createAuthorization(key, {
        customerId,
        contractId: "C",
        frequency: "DAILY",
        startDate: "2026-02-30",
        firstPayment: { amount: -1 },
        extra: true
      })
      refused(bad, 400, "VALIDATION_ERROR", ["frequency", "startDate", "firstPayment", "extra"])
      const both = yield* createAuthorization(
        key,
        authorizationBody(customerId, { fixedAmount: 10, contractId: " ", startDate: "2000-01-01" })
      )
      refused(both, 400, "VALIDATION_ERROR", ["maxAmount", "contractId", "startDate"])
      refused(yield* createAuthorization(key, authorizationBody("cus_unknown")), 404, "NOT_FOUND")
      refused(
        yield* createInstruction(key, { authorizationId: "pxa_x", amount: 1, dueDate: "2026-13-01" }),
        400,
        "VALIDATION_ERROR",
        ["dueDate"]
      )
      const mine = ok(yield* createAuthorization(key, authorizationBody(customerId)))
      const other = yield* merchantWithPayer("acc_pxa_other")
      refused(yield* send("GET", `${base}/authorizations/get/${mine.id}`, { key: other.key }), 404, "NOT_FOUND")
      refused(
        yield* send("GET", `${base}/payment-instructions/get/${mine.firstPaymentId}`, { key: other.key }),
        404,
        "NOT_FOUND"
      )
      refused(yield* send("DELETE", `${base}/authorizations/cancel/${mine.id}`, { key: other.key }), 404, "NOT_FOUND")
      refused(yield* control(other.key, `authorizations/${mine.id}/approve`), 404, "NOT_FOUND")
      refused(
        yield* createInstruction(other.key, { authorizationId: mine.id, amount: 1, dueDate: inDays(5) }),
        404,
        "NOT_FOUND"
      )
      expect(ok(yield* send("GET", `${base}/authorizations/list`, { key: other.key })).total).toBe(0)

      const off = yield* merchantWithPayer("acc_pxa_off", { flags: { pixAutomaticEnabled: false } })
      const answers = [
        yield* createAuthorization(off.key, authorizationBody(off.customerId)),
        yield* send("GET", `${base}/authorizations/list`, { key: off.key }),
        yield* send("GET", `${base}/authorizations/get/pxa_x`, { key: off.key }),
        yield* send("DELETE", `${base}/authorizations/cancel/pxa_x`, { key: off.key }),
        yield* createInstruction(off.key, { authorizationId: "pxa_x", amount: 1, dueDate: inDays(5) }),
        yield* send("GET", `${base}/payment-instructions/list`, { key: off.key }),
        yield* send("GET", `${base}/payment-instructions/get/pxi_x`, { key: off.key }),
        yield* send("DELETE", `${base}/payment-instructions/cancel/pxi_x`, { key: off.key }),
        yield* control(off.key, "authorizations/pxa_x/approve")
      ]
      for (const answer of answers) refused(answer, 403, "PIX_AUTOMATIC_NOT_ENABLED", ["PIX Automático"])
    })
  )

  it.effect("permissions: pix-automatic/authorizations/* does not grant payment instructions", () =>
    Effect.gen(function* () {
      const { key, customerId } = yield* merchantWithPayer("acc_pxa_perm", {
        permissions: ["pix-automatic/authorizations/*"]
      })
      ok(yield* createAuthorization(key, authorizationBody(customerId)))
      ok(yield* send("GET", `${base}/authorizations/list`, { key }))
      refused(yield* send("GET", `${base}/payment-instructions/list`, { key }), 403, "FORBIDDEN")
      refused(yield* control(key, "authorizations/pxa_x/approve"), 403, "FORBIDDEN")
    })
  )
})
