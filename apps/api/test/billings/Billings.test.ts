import { expect, layer } from "@effect/vitest"
import { Billing, SandboxClock } from "@trilho/domain"
import { Effect } from "effect"
import * as IdempotencyHttp from "../../src/http/Idempotency.ts"
import { balanceOf, call, eventsOf, layerServer, merchant } from "../transfers/support.ts"

/** Today's São Paulo date on the sandbox clock of the test's database. */
const today = SandboxClock.withSandboxTime(Effect.map(SandboxClock.nowDate, Billing.saoPauloDate))

const payer = { name: "Maria Souza", taxId: "529.982.247-25", email: "Maria@Example.com", phone: "11987654321" }

const create = (key: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  call("POST", "/v1/billings/create", { key, body, ...(headers === undefined ? {} : { headers }) })

layer(layerServer(), { timeout: 120_000, excludeTestServices: true })("billings", (it) => {
  it.effect("create BOLETO and PIX; replays by Idempotency-Key and externalReference; get hides the QR image", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_bil_create", 0)
      const dueDate = yield* today
      const boleto = yield* create(
        key,
        { method: "BOLETO", amount: 150.5, dueDate, customer: payer, externalReference: "ord-1" },
        { "idempotency-key": "bil-1" }
      )
      expect(boleto.status, JSON.stringify(boleto.body)).toBe(200)
      const b = boleto.body.data
      expect(b).toMatchObject({ method: "BOLETO", status: "PENDING", amount: 150.5, amountDue: 150.5, dueDate })
      expect(b.customer).toEqual({
        ...payer,
        taxId: "52998224725",
        email: "maria@example.com",
        phone: "+5511987654321"
      })
      expect(b.digitableLine).toMatch(/^999\d{44}$/)
      expect(b.barcode).toMatch(/^999\d{41}$/)
      expect(b.nossoNumero).toMatch(/^\d{17}$/)
      expect(b.bankSlipUrl).toMatch(new RegExp(`/b/${b.id}$`))
      const again = yield* create(
        key,
        { method: "BOLETO", amount: 150.5, dueDate, customer: payer, externalReference: "ord-1" },
        { "idempotency-key": "bil-1" }
      )
      expect(again.headers[IdempotencyHttp.replayedHeader]).toBe("true")
      expect(again.body.data).toEqual(b)
      const byReference = yield* create(key, {
        method: "BOLETO",
        amount: 150.5,
        dueDate,
        customer: payer,
        externalReference: "ord-1"
      })
      expect(byReference.body.data.id).toBe(b.id)
      expect(byReference.body.message).toBe("billing already made")
      const conflict = yield* create(key, {
        method: "PIX",
        amount: 1,
        dueDate,
        customer: payer,
        externalReference: "ord-1"
      })
      expect([conflict.status, conflict.body.error.code]).toEqual([409, "EXTERNAL_REFERENCE_CONFLICT"])

      const pix = yield* create(key, { method: "PIX", amount: 20, dueDate, customer: payer, fine: { value: 2 } })
      expect(pix.status, JSON.stringify(pix.body)).toBe(200)
      expect(pix.body.data.pixCopyPaste).toMatch(/^000201.*540520\.00.*TRB\d{17}6304[0-9A-F]{4}$/)
      expect(pix.body.data.pixQrCodeBase64).toMatch(/^iVBOR/)
      const read = yield* call("GET", `/v1/billings/get/${pix.body.data.id}`, { key })
      expect(read.body.data.pixCopyPaste).toBe(pix.body.data.pixCopyPaste)
      expect(read.body.data.pixQrCodeBase64).toBeUndefined()
      const events = yield* eventsOf("acc_bil_create", 2)
      expect(events.map((e) => e.eventType)).toEqual(["payment.created", "payment.created"])
      expect(events[0]!.payload).toMatchObject({ id: b.id, status: "PENDING" })
    })
  )

  it.effect("refusals: every problem in one VALIDATION_ERROR, card fields, fiscal invoice, unknown customer", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_bil_refuse", 0)
      const bad = yield* create(key, {
        method: "BOLETO",
        amount: 0,
        dueDate: "2000-01-01",
        customer: { name: "", taxId: "123", email: "no" },
        fine: { value: 3 },
        interest: { value: 1.5 }
      })
      expect([bad.status, bad.body.error.code]).toEqual([400, "VALIDATION_ERROR"])
      for (const field of [
        "amount",
        "dueDate",
        "customer.name",
        "customer.taxId",
        "customer.email",
        "fine.value",
        "interest.value"
      ]) {
        expect(bad.body.message).toContain(field)
      }
      const dueDate = yield* today
      const card = yield* create(key, { method: "CARD_CREDIT", amount: 10, dueDate, customer: payer })
      expect([card.status, card.body.error.code]).toEqual([400, "VALIDATION_ERROR"])
      expect(card.body.message).toContain("remoteIp")
      const fiscal = yield* create(key, {
        method: "PIX",
        amount: 10,
        dueDate,
        customer: payer,
        emitFiscalInvoice: true
      })
      expect([fiscal.status, fiscal.body.error.code]).toEqual([400, "FEATURE_NOT_CONFIGURED"])
      const unknown = yield* create(key, { method: "PIX", amount: 10, dueDate, customerId: "cus_nobody" })
      expect([unknown.status, unknown.body.message]).toEqual([400, "customerId names no customer of the account"])
      const cheap = yield* create(key, { method: "BOLETO", amount: 1.5, dueDate, customer: payer })
      expect([cheap.status, cheap.body.error.code]).toEqual([400, "VALIDATION_ERROR"])
      const listed = yield* call("GET", "/v1/billings/list", { key })
      expect(listed.body.data.total).toBe(0)
    })
  )

  it.effect("pay a boleto by its formatted line: RECEIVED, net credited once; refund debits the net", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_bil_pay", 0)
      const other = yield* merchant("acc_bil_other", 0)
      const dueDate = yield* today
      const b = (yield* create(key, { method: "BOLETO", amount: 100, dueDate, customer: payer })).body.data
      const line = Billing.formatDigitableLine(b.digitableLine)
      const stranger = yield* call("POST", "/v1/sandbox/billings/pay-boleto", { key: other, body: { line } })
      expect(stranger.status, JSON.stringify(stranger.body)).toBe(404)
      expect((yield* call("GET", `/v1/billings/get/${b.id}`, { key: other })).status).toBe(404)
      const paid = yield* call("POST", "/v1/sandbox/billings/pay-boleto", { key, body: { line } })
      expect(paid.status, JSON.stringify(paid.body)).toBe(200)
      expect(paid.body.data).toMatchObject({
        status: "RECEIVED",
        payment: { value: 100, feeAmount: 1.99, netAmount: 98.01 }
      })
      expect(yield* balanceOf(key)).toMatchObject({ available: 98.01, withdrawable: 98.01 })
      const twice = yield* call("POST", "/v1/sandbox/billings/pay-boleto", { key, body: { line: b.digitableLine } })
      expect([twice.status, twice.body.error.code]).toEqual([409, "INVALID_STATE_TRANSITION"])
      expect(yield* balanceOf(key)).toMatchObject({ available: 98.01 })
      const partial = yield* call("POST", "/v1/billings/refund", { key, body: { id: b.id, amount: 10 } })
      expect(partial.status).toBe(400)
      const refunded = yield* call("POST", "/v1/billings/refund", { key, body: { id: b.id, description: "devolução" } })
      expect(refunded.status, JSON.stringify(refunded.body)).toBe(200)
      expect(refunded.body.data.status).toBe("REFUNDED")
      expect(yield* balanceOf(key)).toMatchObject({ available: 0 })
      const again = yield* call("POST", "/v1/billings/refund", { key, body: { id: b.id } })
      expect(again.status).toBe(409)
      const events = yield* eventsOf("acc_bil_pay", 3)
      expect(events.map((e) => e.eventType)).toEqual(["payment.created", "payment.paid", "payment.refunded"])
    })
  )

  it.effect("overdue after the due date: still payable by PIX with fine and interest; list filters and paging", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_bil_late", 0)
      const dueDate = yield* today
      const body = { method: "PIX", amount: 1000, dueDate, customer: payer, fine: { value: 2 }, interest: { value: 1 } }
      const p = (yield* create(key, body)).body.data
      const b = (yield* create(key, { ...body, method: "BOLETO", externalReference: "late-b" })).body.data
      const clock = yield* call("POST", "/v1/sandbox/clock/advance", { key, body: { seconds: 3 * 86_400 } })
      expect(clock.status, JSON.stringify(clock.body)).toBe(200)
      const billings = yield* Billing.Billings
      const pass = yield* SandboxClock.withSandboxTime(
        Effect.flatMap(SandboxClock.nowDate, (now) => billings.markOverdue(now))
      )
      // The pass moves every account's PENDING billings past due (this file's earlier ones too).
      expect(pass.moved.map((r) => r.id)).toEqual(expect.arrayContaining([p.id, b.id]))
      const read = (yield* call("GET", `/v1/billings/get/${p.id}`, { key })).body.data
      expect(read.status).toBe("OVERDUE")
      // 2 % fine (20.00) and 1 % a month for 3 days (1.00): 1021.00.
      expect(read.amountDue).toBe(1021)
      expect(read.pixCopyPaste).toContain("54071021.00")
      const paid = yield* call("POST", "/v1/sandbox/billings/pay-pix", { key, body: { copyPaste: read.pixCopyPaste } })
      expect(paid.status, JSON.stringify(paid.body)).toBe(200)
      expect(paid.body.data.payment).toMatchObject({
        value: 1021,
        fine: 20,
        interest: 1,
        feeAmount: 0,
        netAmount: 1021
      })
      expect(yield* balanceOf(key)).toMatchObject({ available: 1021 })
      const list = (query: string) => Effect.map(call("GET", `/v1/billings/list?${query}`, { key }), (r) => r.body)
      expect((yield* list("status=OVERDUE")).data.items.map((i: { id: string }) => i.id)).toEqual([b.id])
      expect((yield* list("method=PIX")).data.items.map((i: { id: string }) => i.id)).toEqual([p.id])
      expect((yield* list("externalReference=late-b")).data.total).toBe(1)
      expect((yield* list(`dueDateFrom=${dueDate}&dueDateTo=${dueDate}&pageSize=1`)).data).toMatchObject({
        total: 2,
        pages: 2,
        pageSize: 1
      })
      expect((yield* list("dueDateFrom=2999-01-01")).data.total).toBe(0)
      const badList = yield* list("dueDateFrom=nope&createdAtTo=nope")
      expect(badList.error.code).toBe("VALIDATION_ERROR")
      expect(badList.message).toContain("dueDateFrom")
      expect(badList.message).toContain("createdAtTo")
    })
  )
})
