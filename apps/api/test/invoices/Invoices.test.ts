import { expect, layer } from "@effect/vitest"
import { Billing, Fiscal, SandboxClock } from "@trilho/domain"
import { Effect } from "effect"
import { call, layerServer, merchant } from "../transfers/support.ts"
import { outboxEventsOnce } from "../outbox.ts"

/** The account's `invoice.*` events once `count` of them are in the outbox (a fresh commit may show a moment late). */
const invoiceEventsOf = (accountId: string, count: number) =>
  Effect.map(
    outboxEventsOnce(accountId, (events) => events.filter((e) => e.eventType.startsWith("invoice.")).length >= count),
    (events) => events.filter((e) => e.eventType.startsWith("invoice."))
  )

const configured = {
  fiscalInvoiceAuto: true,
  fiscalServiceCode: "01.07",
  fiscalIssRateBps: 250,
  fiscalCityCode: "3550308"
}

/** A charge of `amount` reais asking for its invoice, paid by `payer`; the charge's id. */
const paidCharge = (key: string, amount: number, payer: { name: string; document: string }, emit = true) =>
  Effect.gen(function* () {
    const created = yield* call("POST", "/v1/payment-pix/create", {
      key,
      body: { amount, description: "Consultoria", emitFiscalInvoice: emit }
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const id: string = created.body.data.id
    const paid = yield* call("POST", `/v1/sandbox/payment-pix/${id}/pay`, { key, body: { payer } })
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    return id
  })

/** The invoice of a charge, through the list's `sourceId` filter. */
const invoiceOf = (key: string, chargeId: string) =>
  Effect.map(call("GET", `/v1/invoices/list?sourceType=PIX_CHARGE&sourceId=${chargeId}`, { key }), (r) => {
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    return r.body.data.items[0]
  })

/** One pass of the worker's fiscal invoice loop, on the sandbox clock. */
const workerPass = Effect.flatMap(Fiscal.Invoices, (invoices) => invoices.advance()).pipe(SandboxClock.withSandboxTime)

layer(layerServer(), { timeout: 120_000, excludeTestServices: true })("fiscal invoices through the API", (it) => {
  it.effect("fiscal configuration: off by default; enabling needs every part; bad parts are named; then it gates", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_nf_config", 0)
      const initial = yield* call("GET", "/v1/account/fiscal-config", { key })
      expect(initial.body.data).toEqual({ enabled: false })
      const incomplete = yield* call("PATCH", "/v1/account/fiscal-config", { key, body: { enabled: true } })
      expect(incomplete.status).toBe(400)
      expect(incomplete.body.error).toEqual({ code: "VALIDATION_ERROR", statusCode: 400 })
      expect(incomplete.body.message).toBe(
        "municipalServiceCode is needed to turn automatic issuing on; issRate is needed to turn automatic issuing on; " +
          "cityCode is needed to turn automatic issuing on"
      )
      const malformed = yield* call("PATCH", "/v1/account/fiscal-config", {
        key,
        body: { municipalServiceCode: "1.7", issRate: 7, cityCode: "SP", color: "blue" }
      })
      expect(malformed.status).toBe(400)
      for (const field of ["municipalServiceCode", "issRate", "cityCode", "color"]) {
        expect(malformed.body.message).toContain(field)
      }
      expect((yield* call("GET", "/v1/account/fiscal-config", { key })).body.data).toEqual({ enabled: false })
      const refused = yield* call("POST", "/v1/payment-pix/create", {
        key,
        body: { amount: 10, description: "x", emitFiscalInvoice: true }
      })
      expect([refused.status, refused.body.error.code]).toEqual([400, "FEATURE_NOT_CONFIGURED"])
      const on = yield* call("PATCH", "/v1/account/fiscal-config", {
        key,
        body: { enabled: true, municipalServiceCode: "01.07", issRate: 2.5, cityCode: "3550308" }
      })
      expect(on.status, JSON.stringify(on.body)).toBe(200)
      expect(on.body.data).toEqual({ enabled: true, municipalServiceCode: "01.07", issRate: 2.5, cityCode: "3550308" })
      const accepted = yield* call("POST", "/v1/payment-pix/create", {
        key,
        body: { amount: 10, description: "x", emitFiscalInvoice: true }
      })
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
      const off = yield* call("PATCH", "/v1/account/fiscal-config", { key, body: { enabled: false } })
      expect(off.body.data).toMatchObject({ enabled: false, municipalServiceCode: "01.07" })
    })
  )

  it.effect("charge paid → invoice.created → processing → issued, each event with only invoiceId", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_nf_flow", 0, { flags: configured })
      const chargeId = yield* paidCharge(key, 100.01, { name: "Maria da Silva", document: "123.456.789-09" })
      const plain = yield* paidCharge(key, 5, { name: "Maria da Silva", document: "123.456.789-09" }, false)
      const opened = yield* invoiceOf(key, chargeId)
      expect(opened).toMatchObject({
        status: "CREATED",
        source: { type: "PIX_CHARGE", id: chargeId },
        amount: 100.01,
        issRate: 2.5,
        issAmount: 2.5,
        municipalServiceCode: "01.07",
        cityCode: "3550308",
        description: "Consultoria",
        taker: { name: "Maria da Silva", taxId: "12345678909" }
      })
      expect(opened.id).toMatch(/^nfs_/)
      expect(yield* invoiceOf(key, plain)).toBeUndefined()
      yield* workerPass
      const processing = (yield* call("GET", `/v1/invoices/get/${opened.id}`, { key })).body.data
      expect(processing).toMatchObject({ status: "PROCESSING" })
      expect(processing.submittedAt).toBeDefined()
      const advanced = yield* call("POST", "/v1/sandbox/clock/advance", { key, body: { seconds: 61 } })
      expect(advanced.status).toBe(200)
      yield* workerPass
      const issued = (yield* call("GET", `/v1/invoices/get/${opened.id}`, { key })).body.data
      expect(issued).toMatchObject({ status: "ISSUED", verificationCode: expect.stringMatching(/^[0-9A-Z]{8}$/) })
      expect(issued.number).toMatch(/^\d{12}$/)
      expect(issued.pdfUrl).toBe(`https://nfse.sandbox.invalid/3550308/${issued.number}.pdf`)
      const events = yield* invoiceEventsOf("acc_nf_flow", 3)
      expect(events.map((e) => [e.eventType, e.payload])).toEqual([
        ["invoice.created", { invoiceId: opened.id }],
        ["invoice.processing", { invoiceId: opened.id }],
        ["invoice.issued", { invoiceId: opened.id }]
      ])
      const list = yield* call("GET", "/v1/invoices/list?status=ISSUED", { key })
      expect(list.body.data).toMatchObject({ total: 1, page: 1, pageSize: 50, pages: 1 })
    })
  )

  it.effect(
    "failure paths: the sandbox taker rule, the fail control, issue now; a final invoice refuses controls",
    () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_nf_fail", 0, { flags: configured })
        const refusedTaker = yield* paidCharge(key, 10, { name: "Refused Buyer", document: "123.456.789-09" })
        const forced = yield* paidCharge(key, 10, { name: "Ana", document: "123.456.789-09" })
        const now = yield* paidCharge(key, 10, { name: "Bia", document: "123.456.789-09" })
        const a = yield* invoiceOf(key, refusedTaker)
        const b = yield* invoiceOf(key, forced)
        const c = yield* invoiceOf(key, now)
        const failed = yield* call("POST", `/v1/sandbox/invoices/${b.id}/fail`, { key, body: {} })
        expect(failed.status, JSON.stringify(failed.body)).toBe(200)
        expect(failed.body.data).toMatchObject({ status: "FAILED", failureReason: "failed by a sandbox control" })
        const issuedNow = yield* call("POST", `/v1/sandbox/invoices/${c.id}/issue`, { key, body: {} })
        expect(issuedNow.body.data).toMatchObject({ status: "ISSUED" })
        // The first pass submits it, the next one polls it: the city refuses the taker.
        yield* workerPass
        yield* workerPass
        const gotA = (yield* call("GET", `/v1/invoices/get/${a.id}`, { key })).body.data
        expect(gotA, JSON.stringify(gotA)).toMatchObject({
          status: "FAILED",
          failureReason: "taker refused by the city (sandbox rule)"
        })
        for (const id of [b.id, c.id]) {
          const late = yield* call("POST", `/v1/sandbox/invoices/${id}/fail`, { key, body: {} })
          expect(late.status).toBe(409)
          expect(late.body.error).toEqual({ code: "INVALID_STATE_TRANSITION", statusCode: 409 })
        }
        const events = yield* invoiceEventsOf("acc_nf_fail", 8)
        const of = (id: string) => events.filter((e) => e.aggregateId === id).map((e) => e.eventType)
        expect(of(a.id)).toEqual(["invoice.created", "invoice.processing", "invoice.failed"])
        expect(of(b.id)).toEqual(["invoice.created", "invoice.failed"])
        expect(of(c.id)).toEqual(["invoice.created", "invoice.processing", "invoice.issued"])
        for (const e of events) expect(Object.keys(e.payload as object)).toEqual(["invoiceId"])
      })
  )

  it.effect("another merchant's invoice is a 404 on get and the controls; permissions are per route; bad queries", () =>
    Effect.gen(function* () {
      const owner = yield* merchant("acc_nf_owner", 0, { flags: configured })
      const other = yield* merchant("acc_nf_other", 0, { flags: configured })
      const invoice = yield* invoiceOf(owner, yield* paidCharge(owner, 10, { name: "Ana", document: "12345678909" }))
      for (const [method, path] of [
        ["GET", `/v1/invoices/get/${invoice.id}`],
        ["POST", `/v1/sandbox/invoices/${invoice.id}/issue`],
        ["POST", `/v1/sandbox/invoices/${invoice.id}/fail`]
      ] as const) {
        const answer = yield* call(method, path, { key: other, ...(method === "POST" ? { body: {} } : {}) })
        expect(answer.status, path).toBe(404)
        expect(answer.body.error).toEqual({ code: "NOT_FOUND", statusCode: 404 })
      }
      expect((yield* call("GET", "/v1/invoices/list", { key: other })).body.data.total).toBe(0)
      expect((yield* call("GET", `/v1/invoices/get/${invoice.id}`, { key: owner })).body.data.status).toBe("CREATED")
      const listOnly = yield* merchant("acc_nf_list_only", 0, { permissions: ["invoices/list"] })
      expect((yield* call("GET", "/v1/invoices/list", { key: listOnly })).status).toBe(200)
      const refused = yield* call("GET", `/v1/invoices/get/${invoice.id}`, { key: listOnly })
      expect([refused.status, refused.body.error.code]).toEqual([403, "FORBIDDEN"])
      const config = yield* call("PATCH", "/v1/account/fiscal-config", { key: listOnly, body: { enabled: false } })
      expect(config.status).toBe(403)
      for (const query of ["status=DONE", "sourceType=CARD", "pageSize=101", "page=0", `sourceId=${"x".repeat(65)}`]) {
        const bad = yield* call("GET", `/v1/invoices/list?${query}`, { key: owner })
        expect(bad.status, query).toBe(400)
        expect(bad.body.error.code).toBe("VALIDATION_ERROR")
      }
    })
  )

  it.effect(
    "a completed refund of the charge cancels its issued invoice (invoice.cancelled); the refund goes through",
    () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_nf_refund", 10_000, { flags: configured })
        const chargeId = yield* paidCharge(key, 20, { name: "Ana", document: "123.456.789-09" })
        const invoice = yield* invoiceOf(key, chargeId)
        expect(
          (yield* call("POST", `/v1/sandbox/invoices/${invoice.id}/issue`, { key, body: {} })).body.data.status
        ).toBe("ISSUED")
        const refund = yield* call("POST", "/v1/refunds/create", { key, body: { transactionId: chargeId } })
        expect(refund.status, JSON.stringify(refund.body)).toBe(200)
        const completed = yield* call("POST", `/v1/sandbox/refunds/${chargeId}/complete`, { key, body: {} })
        expect(completed.status, JSON.stringify(completed.body)).toBe(200)
        expect((yield* call("GET", `/v1/invoices/get/${invoice.id}`, { key })).body.data).toMatchObject({
          status: "CANCELLED",
          cancelReason: "the charge was refunded"
        })
        const events = yield* invoiceEventsOf("acc_nf_refund", 4)
        expect(events.map((e) => e.eventType)).toEqual([
          "invoice.created",
          "invoice.processing",
          "invoice.issued",
          "invoice.cancelled"
        ])
      })
  )
  it.effect("a billing paid with emitFiscalInvoice opens its invoice (source BILLING); its refund cancels it", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_nf_billing", 0, { flags: configured })
      const dueDate = yield* SandboxClock.withSandboxTime(Effect.map(SandboxClock.nowDate, Billing.saoPauloDate))
      const customer = { name: "Maria Souza", taxId: "529.982.247-25", email: "maria@example.com" }
      const create = (emitFiscalInvoice: boolean) =>
        Effect.map(
          call("POST", "/v1/billings/create", {
            key,
            body: { method: "BOLETO", amount: 150, dueDate, customer, description: "Mensalidade", emitFiscalInvoice }
          }),
          (r) => {
            expect(r.status, JSON.stringify(r.body)).toBe(200)
            return r.body.data
          }
        )
      const billing = yield* create(true)
      const plain = yield* create(false)
      const invoiceOfBilling = (id: string) =>
        Effect.map(call("GET", `/v1/invoices/list?sourceType=BILLING&sourceId=${id}`, { key }), (r) => {
          expect(r.status, JSON.stringify(r.body)).toBe(200)
          return r.body.data.items[0]
        })
      expect(yield* invoiceOfBilling(billing.id)).toBeUndefined()
      for (const b of [billing, plain]) {
        const paid = yield* call("POST", "/v1/sandbox/billings/pay-boleto", { key, body: { line: b.digitableLine } })
        expect(paid.status, JSON.stringify(paid.body)).toBe(200)
      }
      const opened = yield* invoiceOfBilling(billing.id)
      expect(opened).toMatchObject({
        status: "CREATED",
        source: { type: "BILLING", id: billing.id },
        amount: 150,
        issAmount: 3.75,
        description: "Mensalidade",
        taker: { name: "Maria Souza", taxId: "52998224725" }
      })
      expect(yield* invoiceOfBilling(plain.id)).toBeUndefined()
      const refunded = yield* call("POST", "/v1/billings/refund", { key, body: { id: billing.id } })
      expect(refunded.status, JSON.stringify(refunded.body)).toBe(200)
      expect(yield* invoiceOfBilling(billing.id)).toMatchObject({ id: opened.id, status: "CANCELLED" })
      const events = yield* invoiceEventsOf("acc_nf_billing", 2)
      expect(events.map((e) => [e.eventType, e.payload])).toEqual([
        ["invoice.created", { invoiceId: opened.id }],
        ["invoice.cancelled", { invoiceId: opened.id }]
      ])
    })
  )
})
