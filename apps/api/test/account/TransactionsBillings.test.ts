import { expect, layer } from "@effect/vitest"
import { Billing, SandboxClock } from "@trilho/domain"
import { Effect } from "effect"
import { call, layerServer, merchant } from "../transfers/support.ts"

const ok = <A>(effect: Effect.Effect<{ readonly status: number; readonly body: any }, any, A>) =>
  Effect.map(effect, (response) => {
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    return response.body.data
  })

const today = SandboxClock.withSandboxTime(Effect.map(SandboxClock.nowDate, Billing.saoPauloDate))
const payer = { name: "Maria Souza", taxId: "529.982.247-25", email: "maria@example.com" }

layer(layerServer(), { timeout: 120_000, excludeTestServices: true })("account transaction records: billings", (it) => {
  it.effect(
    "billings are BILLING_IN records, each as billings/get shows it with its status among the six: PENDING unpaid, " +
      "COMPLETED paid (fee and net), REVERSED refunded; filtered by status, reference, search and dates",
    () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_tr_bil", 0)
        const records = (query = "") =>
          Effect.map(ok(call("GET", `/v1/account/transactions${query}`, { key })), (d) => d.items as Array<any>)
        const ids = (query: string) => Effect.map(records(query), (items) => items.map((i) => i.id))
        const dueDate = yield* today
        const create = (body: Record<string, unknown>) =>
          ok(call("POST", "/v1/billings/create", { key, body: { amount: 150, dueDate, customer: payer, ...body } }))
        const boleto = yield* create({ method: "BOLETO", description: "Mensalidade março", externalReference: "bl-1" })
        const pix = yield* create({ method: "PIX", description: "Aula avulsa" })

        const items = yield* records()
        expect(items.map((i) => [i.id, i.type, i.status, i.billingStatus])).toEqual([
          [pix.id, "BILLING_IN", "PENDING", "PENDING"],
          [boleto.id, "BILLING_IN", "PENDING", "PENDING"]
        ])
        // Each item is billings/get's answer with the record's fields.
        for (const item of items) {
          const got = yield* ok(call("GET", `/v1/billings/get/${item.id}`, { key }))
          expect(item).toEqual({
            ...got,
            type: "BILLING_IN",
            status: "PENDING",
            billingStatus: got.status,
            feeAmount: 0,
            netAmount: 0
          })
        }
        expect(yield* ids("?externalReference=bl-1")).toEqual([boleto.id])
        expect(yield* ids(`?search=${boleto.barcode.slice(20, 40)}`)).toEqual([boleto.id])
        expect(yield* ids("?search=MENSALIDADE")).toEqual([boleto.id])
        expect(yield* ids("?dateFrom=2999-01-01")).toEqual([])

        // Paid: COMPLETED with the payment's fee and net, `completedAt` its time; refunded: REVERSED.
        yield* ok(call("POST", "/v1/sandbox/billings/pay-boleto", { key, body: { line: boleto.digitableLine } }))
        const [paid] = yield* records("?status=COMPLETED")
        expect(paid).toMatchObject({ id: boleto.id, billingStatus: "RECEIVED", feeAmount: 1.99, netAmount: 148.01 })
        expect(paid.completedAt).toBe(paid.payment.paidAt)
        expect(yield* ids("?status=PENDING")).toEqual([pix.id])
        yield* ok(call("POST", "/v1/billings/refund", { key, body: { id: boleto.id } }))
        expect(yield* records("?status=REVERSED")).toMatchObject([
          { id: boleto.id, type: "BILLING_IN", billingStatus: "REFUNDED", netAmount: 148.01 }
        ])
        expect(yield* ids("?status=COMPLETED")).toEqual([])
      })
  )
})
