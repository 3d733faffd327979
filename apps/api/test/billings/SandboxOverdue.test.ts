import { expect, layer } from "@effect/vitest"
import { Billing, SandboxClock } from "@trilho/domain"
import { Effect } from "effect"
import { call, layerServer, merchant } from "../transfers/support.ts"

/** The sandbox's "advance to overdue" control of a billing, through the API. */

const today = SandboxClock.withSandboxTime(Effect.map(SandboxClock.nowDate, Billing.saoPauloDate))
const payer = { name: "Maria Souza", taxId: "529.982.247-25", email: "maria@example.com" }
const overdue = (key: string, id: string) => call("POST", `/v1/sandbox/billings/${id}/overdue`, { key, body: {} })

layer(layerServer(), { timeout: 120_000, excludeTestServices: true })("sandbox: advance a billing to overdue", (it) => {
  it.effect(
    "a PENDING billing becomes OVERDUE at once, the clock moved past its due date; again it answers as it is; " +
      "paid it refuses; another merchant's is a 404",
    () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_bil_sbx_overdue", 0)
        const dueDate = Billing.addDays(yield* today, 5)
        const body = { amount: 1000, dueDate, customer: payer, fine: { value: 2 }, interest: { value: 1 } }
        const boleto = (yield* call("POST", "/v1/billings/create", { key, body: { ...body, method: "BOLETO" } })).body
          .data
        const pix = (yield* call("POST", "/v1/billings/create", { key, body: { ...body, method: "PIX" } })).body.data

        const moved = yield* overdue(key, boleto.id)
        expect(moved.status, JSON.stringify(moved.body)).toBe(200)
        expect(moved.body.message).toBe("billing overdue")
        // The sandbox date is now the day after the due date: the 2 % fine and one day of 1 % a month.
        expect(yield* today).toBe(Billing.addDays(dueDate, 1))
        expect(moved.body.data).toMatchObject({ id: boleto.id, status: "OVERDUE", amountDue: 1020.33 })

        // Again: as it is, the clock not moved further.
        const again = yield* overdue(key, boleto.id)
        expect(again.body.data).toMatchObject({ id: boleto.id, status: "OVERDUE" })
        expect(yield* today).toBe(Billing.addDays(dueDate, 1))

        // The other billing of the same due date is past due too now; the control moves it without moving the clock.
        expect((yield* overdue(key, pix.id)).body.data).toMatchObject({ status: "OVERDUE", amountDue: 1020.33 })
        expect(yield* today).toBe(Billing.addDays(dueDate, 1))

        // Paid, it can no longer become overdue.
        const paid = yield* call("POST", "/v1/sandbox/billings/pay-pix", { key, body: { id: pix.id } })
        expect(paid.body.data).toMatchObject({ status: "RECEIVED" })
        const refused = yield* overdue(key, pix.id)
        expect(refused.status).toBe(409)
        expect(refused.body.error).toEqual({ code: "INVALID_STATE_TRANSITION", statusCode: 409 })
        expect(refused.body.message).toContain("become overdue")

        // Another merchant's billing, and an unknown one: 404, nothing moved.
        const other = yield* merchant("acc_bil_sbx_other", 0)
        expect((yield* overdue(other, boleto.id)).status).toBe(404)
        expect((yield* overdue(key, "bil_unknown")).status).toBe(404)
        // A body field the control does not take is a 400.
        const extra = yield* call("POST", `/v1/sandbox/billings/${boleto.id}/overdue`, { key, body: { days: 3 } })
        expect(extra.status).toBe(400)
        expect(extra.body.message).toContain("days: is unexpected")
      })
  )
})
