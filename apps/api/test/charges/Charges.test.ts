import { HttpClient, HttpClientRequest } from "effect/http"
import { HttpApiClient } from "effect/http-api"
import { expect, layer } from "@effect/vitest"
import { Charges } from "@trilho/domain"
import { Effect } from "effect"
import { TrilhoApi } from "../../src/Api.ts"
import { insertKey, insertMerchant } from "../auth/server.ts"
import { call, layerServer } from "./server.ts"
import { SandboxClock } from "@trilho/domain"
import { outboxEventsOnce } from "../outbox.ts"

const merchant = (id: string, permissions: ReadonlyArray<string> = ["*"]) =>
  Effect.gen(function* () {
    yield* insertMerchant(id)
    return (yield* insertKey(id, permissions)).secret
  })

const create = (key: string, body: Record<string, unknown>) =>
  call("POST", "/v1/payment-pix/create", { key, body: { amount: 10, description: "Pedido 1", ...body } })

/** The event types of the account's outbox once `expected` are all there. */
const eventTypesOf = (accountId: string, expected: ReadonlyArray<string>, aggregateId?: string) =>
  outboxEventsOnce(accountId, (events) => {
    const types = events
      .filter((e) => aggregateId === undefined || e.aggregateId === aggregateId)
      .map((e) => e.eventType)
    return expected.every((type) => types.includes(type))
  }).pipe(
    Effect.map((events) =>
      events.filter((e) => aggregateId === undefined || e.aggregateId === aggregateId).map((e) => e.eventType)
    )
  )

layer(layerServer(), { timeout: 120_000, excludeTestServices: true })("receive PIX through the API", (it) => {
  it.effect("create, get, sandbox pay, balance and the transaction list", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_flow")
      const created = yield* create(key, { amount: 25.5, externalReference: "ord-1", expirationSeconds: 600 })
      expect(created.status).toBe(200)
      const charge = created.body.data
      expect(charge).toMatchObject({ type: "PIX_IN", status: "PENDING", amount: 25.5, externalReference: "ord-1" })
      expect(charge.id).toMatch(/^pix_/)
      expect(charge.copyPaste).toMatch(/^000201/)
      expect(charge.qrcodeUrl).toContain(`/pix/${charge.id}`)
      expect(Buffer.from(charge.qrCodeBase64, "base64").subarray(1, 4).toString()).toBe("PNG")

      const got = yield* call("GET", `/v1/payment-pix/get/${charge.id}`, { key })
      expect(got.status).toBe(200)
      expect(got.body.data.qrCodeBase64).toBeUndefined()
      expect(got.body.data.copyPaste).toBe(charge.copyPaste)
      expect(got.body.data.qrcodeUrl).toBe(charge.qrcodeUrl)
      const byReference = yield* call("GET", "/v1/payment-pix/get-by-reference/ord-1", { key })
      expect(byReference.body.data.id).toBe(charge.id)

      const paid = yield* call("POST", `/v1/sandbox/payment-pix/${charge.id}/pay`, {
        key,
        body: { payer: { name: "Maria da Silva", document: "123.456.789-09" } }
      })
      expect(paid.status, JSON.stringify(paid.body)).toBe(200)
      expect(paid.body.data).toMatchObject({ status: "COMPLETED", payer: { name: "Maria da Silva" } })
      expect(paid.body.data.endToEndId).toHaveLength(32)
      expect(paid.body.data.copyPaste).toBeUndefined()

      const status = yield* call("GET", `/v1/payment-pix/status/${charge.id}`, { key })
      expect(status.body.data).toMatchObject({ id: charge.id, status: "COMPLETED", amount: 25.5 })

      const balance = yield* call("GET", "/v1/account/balance", { key })
      expect(balance.status).toBe(200)
      expect(balance.body.data).toMatchObject({
        currency: "BRL",
        availableAmount: charge.netAmount,
        padrao: { available: charge.netAmount, locked24h: charge.netAmount, withdrawable: 0 }
      })

      const transactions = yield* call("GET", "/v1/account/transactions", { key })
      expect(transactions.body.data).toMatchObject({ page: 1, pageSize: 50, total: 1, pages: 1 })
      expect(transactions.body.data.items[0]).toMatchObject({ id: charge.id, status: "COMPLETED" })
      expect(yield* eventTypesOf("acc_flow", ["payment.paid"])).toEqual(["payment.created", "payment.paid"])
    })
  )

  it.effect("the derived client creates, reads and lists", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_client")
      const client = yield* HttpApiClient.make(TrilhoApi, {
        transformClient: HttpClient.mapRequest(HttpClientRequest.setHeader("x-api-key", key))
      })
      const created = yield* client.charges.create({ payload: { amount: 3, description: "Café" } })
      const got = yield* client.charges.get({ params: { id: created.data.id } })
      expect(got.data.status).toBe("PENDING")
      const list = yield* client.charges.list({ query: {} })
      expect(list.data.items.map((c) => c.id)).toEqual([created.data.id])
      const clock = yield* client.sandbox.clock()
      expect(clock.data.offsetSeconds).toBeGreaterThanOrEqual(0)
    })
  )

  it.effect("list filters and paging", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_list")
      for (let i = 1; i <= 5; i++) yield* create(key, { externalReference: `ref-${i}`, description: `Item ${i}` })
      const page = yield* call("GET", "/v1/payment-pix/list?page=2&pageSize=2", { key })
      expect(page.body.data).toMatchObject({ page: 2, pageSize: 2, total: 5, pages: 3 })
      expect(page.body.data.items).toHaveLength(2)
      const byRef = yield* call("GET", "/v1/payment-pix/list?externalReference=ref-3", { key })
      expect(byRef.body.data.items.map((c: any) => c.externalReference)).toEqual(["ref-3"])
      const search = yield* call("GET", "/v1/payment-pix/list?search=item%204", { key })
      expect(search.body.data.total).toBe(1)
      const completed = yield* call("GET", "/v1/payment-pix/list?status=COMPLETED", { key })
      expect(completed.body.data.total).toBe(0)
      const sub = yield* call("GET", "/v1/payment-pix/list?merchantSubaccountId=sub_x", { key })
      expect(sub.body.data.total).toBe(0)
      const today = new Date().toISOString().slice(0, 10)
      const day = yield* call("GET", `/v1/payment-pix/list?dateFrom=${today}&dateTo=${today}`, { key })
      expect(day.body.data.total).toBe(5)
      const before = yield* call("GET", "/v1/payment-pix/list?dateTo=2020-01-01", { key })
      expect(before.body.data.total).toBe(0)
      // The widest bounds a list takes hold every stored time; a date beyond them is refused (QueryBounds.test.ts).
      const widest = yield* call("GET", "/v1/payment-pix/list?dateFrom=0001-01-01&dateTo=9999-12-31", { key })
      expect([widest.status, widest.body.data.total]).toEqual([200, 5])
      for (const query of [
        "pageSize=101",
        "pageSize=0",
        "page=0",
        "status=PAID",
        "dateFrom=nope",
        "dateTo=-271821-04-20T00:00:00.000Z",
        "dateTo=%2B275760-09-13T00:00:00.000Z",
        "dateFrom=2026-02-01&dateTo=2026-01-01"
      ]) {
        const refused = yield* call("GET", `/v1/payment-pix/list?${query}`, { key })
        expect(refused.status, query).toBe(400)
      }
    })
  )

  it.effect("401 without a key, 403 without the permission, 404 for another merchant's charge", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_owner")
      const sameMerchant = (yield* insertKey("acc_owner", ["payment-pix/get"])).secret
      const other = yield* merchant("acc_stranger")
      const readOnly = (yield* insertKey("acc_stranger", ["payment-pix/get"])).secret
      const charge = (yield* create(key, {})).body.data
      expect((yield* call("GET", `/v1/payment-pix/get/${charge.id}`)).status).toBe(401)
      expect((yield* call("GET", `/v1/payment-pix/get/${charge.id}`, { key: sameMerchant })).status).toBe(200)
      const foreign = yield* call("GET", `/v1/payment-pix/get/${charge.id}`, { key: other })
      expect(foreign.status).toBe(404)
      expect(foreign.body.error.code).toBe("NOT_FOUND")
      expect((yield* call("GET", `/v1/payment-pix/status/${charge.id}`, { key: other })).status).toBe(404)
      expect((yield* call("POST", `/v1/sandbox/payment-pix/${charge.id}/pay`, { key: other, body: {} })).status).toBe(
        404
      )
      const refused = yield* create(readOnly, {})
      expect(refused.status).toBe(403)
      expect(refused.body.error.code).toBe("FORBIDDEN")
      expect((yield* call("GET", "/v1/account/balance", { key: readOnly })).status).toBe(403)
    })
  )

  it.effect("400 for malformed amounts, pixRail, expiration out of range; flags and split", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_bad")
      yield* insertMerchant("acc_partner", "parceiro@example.com")
      for (const amount of [0, -1, 10.001, "abc", null, 1e15]) {
        const refused = yield* create(key, { amount })
        expect(refused.status, String(amount)).toBe(400)
        expect(refused.body.error.code, String(amount)).toBe("VALIDATION_ERROR")
      }
      const rail = yield* create(key, { pixRail: "PADRAO" })
      expect(rail.body.error.code).toBe("PIX_RAIL_NOT_ALLOWED")
      for (const expirationSeconds of [59, 604_801, 1.5]) {
        const refused = yield* create(key, { expirationSeconds })
        expect(refused.status, String(expirationSeconds)).toBe(400)
      }
      const sub = yield* create(key, { subaccountId: "sub_1" })
      expect([sub.status, sub.body.error.code]).toEqual([403, "FEATURE_NOT_ENABLED"])
      const invoice = yield* create(key, { emitFiscalInvoice: true })
      expect([invoice.status, invoice.body.error.code]).toEqual([400, "FEATURE_NOT_CONFIGURED"])
      const split = yield* create(key, { splitUser: "nobody@example.com", splitTax: 10 })
      expect([split.status, split.body.error.code]).toEqual([400, "INVALID_SPLIT_USER"])
      const tax = yield* create(key, { splitUser: "parceiro@example.com", splitTax: 101 })
      expect([tax.status, tax.body.error.code]).toEqual([400, "VALIDATION_ERROR"])
      const unknown = yield* create(key, { color: "blue" })
      expect([unknown.status, unknown.body.error.code]).toEqual([400, "VALIDATION_ERROR"])
      const payer = yield* create(key, { payer: { name: "Ana", document: "111" } })
      expect([payer.status, payer.body.error.code]).toEqual([400, "VALIDATION_ERROR"])
      const conflict = yield* create(key, { externalReference: "dup" })
      expect(conflict.status).toBe(200)
      const again = yield* create(key, { externalReference: "dup" })
      expect(again.body.data.id).toBe(conflict.body.data.id)
      const other = yield* create(key, { externalReference: "dup", amount: 11 })
      expect([other.status, other.body.error.code]).toEqual([409, "EXTERNAL_REFERENCE_CONFLICT"])
    })
  )

  it.effect("the pay page serves the payload and the QR image without a key", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_page")
      const charge = (yield* create(key, { amount: 7 })).body.data
      const page = yield* call("GET", `/pix/${charge.id}`)
      expect(page.status).toBe(200)
      expect(page.body).toMatchObject({ id: charge.id, status: "PENDING", amount: 7, copyPaste: charge.copyPaste })
      const image = yield* call("GET", `/pix/${charge.id}/qrcode.png`)
      expect(image.status).toBe(200)
      expect(image.headers["content-type"]).toBe("image/png")
      expect(Buffer.from(image.bytes!).subarray(1, 4).toString()).toBe("PNG")
      const negotiated = yield* call("GET", `/pix/${charge.id}`, { headers: { accept: "image/png" } })
      expect(negotiated.headers["content-type"]).toBe("image/png")
      expect((yield* call("GET", "/pix/pix_00000000000000000000000000")).status).toBe(404)
    })
  )

  it.effect("a charge left unpaid past expiresAt after a sandbox clock advance is expired by the job's pass", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_expiry")
      const charge = (yield* create(key, { expirationSeconds: 60 })).body.data
      const failing = (yield* create(key, {})).body.data
      const failed = yield* call("POST", `/v1/sandbox/payment-pix/${failing.id}/fail`, { key, body: {} })
      expect(failed.body.data.status).toBe("FAILED")
      const before = (yield* call("GET", "/v1/sandbox/clock", { key })).body.data
      const advanced = yield* call("POST", "/v1/sandbox/clock/advance", { key, body: { seconds: 120 } })
      expect(advanced.status).toBe(200)
      expect(advanced.body.data.offsetSeconds).toBe(before.offsetSeconds + 120)
      const bad = yield* call("POST", "/v1/sandbox/clock/advance", { key, body: { seconds: -5 } })
      expect([bad.status, bad.body.error.code]).toEqual([400, "INVALID_CLOCK_ADVANCE"])
      const late = yield* call("POST", `/v1/sandbox/payment-pix/${charge.id}/pay`, { key, body: {} })
      expect([late.status, late.body.error.code]).toEqual([409, "CHARGE_EXPIRED"])

      // The worker's `charges.expire` pass: `expireDue` at sandbox time.
      const charges = yield* Charges.Charges
      yield* Effect.flatMap(SandboxClock.nowDate, (now) => charges.expireDue(now)).pipe(SandboxClock.withSandboxTime)
      const got = yield* call("GET", `/v1/payment-pix/get/${charge.id}`, { key })
      expect(got.body.data.status).toBe("CANCELED")
      expect(yield* eventTypesOf("acc_expiry", ["payment.pix.expired"], charge.id)).toEqual([
        "payment.created",
        "payment.pix.expired"
      ])
    })
  )
})
