import { expect, layer } from "@effect/vitest"
import { SandboxClock, Scheduling } from "@trilho/domain"
import { Effect } from "effect"
import { call } from "../charges/server.ts"
import { mainnetAddress, testnetAddress } from "../crypto/support.ts"
import { layerServer, merchant } from "../subaccounts/support.ts"

/** Scheduled transfers through the API: the rules of create, the moves of update and cancel, run-now, due runs. */

const create = (key: string, body: Record<string, unknown>) =>
  call("POST", "/v1/transfer-scheduled/create", { key, body })

const internalPayload = (amount: number, recipientEmail: string) => ({ method: "interna", amount, recipientEmail })

const monthly = (recipientEmail: string, over: Record<string, unknown> = {}) => ({
  triggerType: "RECURRING",
  label: "Aluguel",
  recurrenceRule: { interval: "monthly", time: "09:00", dayOfMonth: 31 },
  payload: internalPayload(10, recipientEmail),
  ...over
})

const balanceOf = (key: string) => Effect.map(call("GET", "/v1/account/balance", { key }), (r) => r.body.data.padrao)

/** Runs what is due now on the sandbox time, as the worker's loop does. */
const runDue = Effect.flatMap(Scheduling.ScheduledTransfers, (s) => SandboxClock.withSandboxTime(s.runDue()))

layer(layerServer(), { timeout: 300_000, excludeTestServices: true })("scheduled transfers through the API", (it) => {
  it.effect("create shows the schedule in the spec's words; list and get read it back", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_sch_ana")
      yield* merchant("acc_sch_bia")
      const created = yield* create(key, monthly("acc_sch_bia@example.com"))
      expect(created.status, JSON.stringify(created.body)).toBe(200)
      const item = created.body.data
      expect(item).toMatchObject({
        label: "Aluguel",
        amount: 10,
        method: "Internal",
        destination: "ac***@example.com",
        triggerType: "recurring",
        status: "active",
        runCount: 0,
        coverFee: false
      })
      expect(item.scheduleLabel).toBe(
        "Monthly on day 31 at 09:00 (America/Sao_Paulo), on the last day in shorter months"
      )
      // 09:00 in São Paulo is 12:00 UTC.
      expect(item.nextRunAt).toMatch(/T12:00:00\.000Z$/)
      expect(item.id).toMatch(/^sch_/)

      const list = yield* call("GET", "/v1/transfer-scheduled/list", { key })
      expect(list.body.data.items.map((s: any) => s.id)).toStrictEqual([item.id])
      const got = yield* call("GET", `/v1/transfer-scheduled/get/${item.id}`, { key })
      expect(got.body.data).toStrictEqual(item)
      const missing = yield* call("GET", "/v1/transfer-scheduled/get/sch_nope", { key })
      expect(missing.status).toBe(404)
      expect(missing.body).toMatchObject({ success: false, error: { code: "NOT_FOUND" } })
    })
  )

  it.effect(
    "a bad create names every problem at once, a crypto address to its checksum; a 21st active schedule is refused",
    () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_sch_val")
        const bad = yield* create(key, {
          triggerType: "RECURRING",
          recurrenceRule: { interval: "monthly", time: "25:00", dayOfMonth: 32 },
          payload: { method: "pix_padrao", amount: 10 }
        })
        expect(bad.status).toBe(400)
        expect(bad.body.error.code).toBe("VALIDATION_ERROR")
        for (const field of [
          "recurrenceRule.time",
          "recurrenceRule.dayOfMonth",
          "payload.pixKey",
          "payload.pixKeyType"
        ]) {
          expect(bad.body.message).toContain(field)
        }
        const past = yield* create(key, {
          triggerType: "ONCE",
          scheduledAt: "2020-01-01T09:00:00-03:00",
          payload: internalPayload(10, "x@example.com")
        })
        expect(past.status).toBe(400)
        expect(past.body.message).toContain("scheduledAt")
        const amountAsText = yield* create(
          key,
          monthly("x@example.com", { payload: { method: "interna", amount: "10" } })
        )
        expect(amountAsText.status).toBe(400)
        expect(amountAsText.body.message).toContain("amount")
        const crypto = (payload: Record<string, unknown>) =>
          create(key, {
            triggerType: "ONCE",
            scheduledAt: "2030-01-01T09:00:00-03:00",
            payload: { method: "cripto", amount: 10, payCurrency: "BTC", ...payload }
          })
        // The address is checked to its checksum at create, each refusal naming its field.
        for (const [payload, field] of [
          [{ address: "bc1qexample" }, "payload.address"],
          [{ address: mainnetAddress }, "payload.address"],
          [{ address: testnetAddress, network: "tron" }, "payload.network"],
          [{ address: testnetAddress, payCurrency: "DOGE" }, "payload.payCurrency"],
          [{ address: testnetAddress, extraId: "12" }, "payload.extraId"],
          [{ address: testnetAddress, coverFee: true }, "payload.coverFee"]
        ] as const) {
          const refused = yield* crypto(payload)
          expect(refused.status, JSON.stringify(payload)).toBe(400)
          expect(refused.body.error.code).toBe("VALIDATION_ERROR")
          expect(refused.body.message).toContain(field)
        }
        const cripto = yield* crypto({ address: testnetAddress })
        expect(cripto.status, JSON.stringify(cripto.body)).toBe(200)
        expect(cripto.body.data).toMatchObject({ method: "Crypto", amount: 10 })
        expect(cripto.body.data.destination).not.toBe(testnetAddress)
        yield* call("POST", `/v1/transfer-scheduled/cancel/${cripto.body.data.id}`, { key })

        for (let i = 0; i < Scheduling.activeSchedulesPerAccountMax; i++) {
          const made = yield* create(key, monthly("x@example.com", { label: `s${i}` }))
          expect(made.status, JSON.stringify(made.body)).toBe(200)
        }
        const over = yield* create(key, monthly("x@example.com"))
        expect(over.status).toBe(400)
        expect(over.body.error.code).toBe("SCHEDULE_LIMIT_REACHED")
        // A paused one leaves room; resuming it beyond the limit is refused the same way.
        const first = (yield* call("GET", "/v1/transfer-scheduled/list", { key })).body.data.items[0].id
        const paused = yield* call("POST", `/v1/transfer-scheduled/update/${first}`, {
          key,
          body: { status: "paused" }
        })
        expect(paused.body.data).toMatchObject({ status: "paused", nextRunAt: "-" })
        expect((yield* create(key, monthly("x@example.com"))).status).toBe(200)
        const resume = yield* call("POST", `/v1/transfer-scheduled/update/${first}`, {
          key,
          body: { status: "active" }
        })
        expect(resume.status).toBe(400)
        expect(resume.body.error.code).toBe("SCHEDULE_LIMIT_REACHED")
      })
  )

  it.effect("update changes the rule; cancel completes it and nothing moves it after", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_sch_upd")
      const item = (yield* create(key, monthly("x@example.com"))).body.data
      const weekly = yield* call("POST", `/v1/transfer-scheduled/update/${item.id}`, {
        key,
        body: { recurrenceRule: { interval: "weekly", time: "08:30", dayOfWeek: 1 }, label: "Semanal" }
      })
      expect(weekly.status, JSON.stringify(weekly.body)).toBe(200)
      expect(weekly.body.data).toMatchObject({
        label: "Semanal",
        scheduleLabel: "Every Monday at 08:30 (America/Sao_Paulo)"
      })
      expect(new Date(weekly.body.data.nextRunAt).getUTCDay()).toBe(1)
      const wrongField = yield* call("POST", `/v1/transfer-scheduled/update/${item.id}`, {
        key,
        body: { balanceThreshold: 100 }
      })
      expect(wrongField.status).toBe(400)
      expect(wrongField.body.message).toContain("balanceThreshold")

      const canceled = yield* call("POST", `/v1/transfer-scheduled/cancel/${item.id}`, { key })
      expect(canceled.body.data).toMatchObject({ status: "completed", nextRunAt: "-" })
      const again = yield* call("POST", `/v1/transfer-scheduled/update/${item.id}`, { key, body: { status: "active" } })
      expect(again.status).toBe(409)
      expect(again.body.error.code).toBe("INVALID_STATE_TRANSITION")
    })
  )

  it.effect("run-now pays once through an internal transfer; a retry with its Idempotency-Key answers the same", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_sch_run", { withdrawableCentavos: 10_000 })
      const receiver = yield* merchant("acc_sch_recv")
      const item = (yield* create(key, monthly("acc_sch_recv@example.com"))).body.data
      const headers = { "idempotency-key": "run-now-1" }
      const run = yield* call("POST", `/v1/transfer-scheduled/run-now/${item.id}`, { key, headers })
      expect(run.status, JSON.stringify(run.body)).toBe(200)
      expect(run.body.data.run.outcome).toBe("paid")
      expect(run.body.data).toMatchObject({ runCount: 1, nextRunAt: item.nextRunAt, status: "active" })
      const replay = yield* call("POST", `/v1/transfer-scheduled/run-now/${item.id}`, { key, headers })
      expect(replay.body.data).toStrictEqual(run.body.data)
      expect((yield* balanceOf(key)).available).toBe(90)
      expect((yield* balanceOf(receiver)).available).toBe(10)
      const transfer = yield* call("GET", `/v1/transfer-internal/get/${run.body.data.run.transferId}`, { key })
      expect(transfer.body.data).toMatchObject({ type: "INTERNAL_TRANSFER_OUT", amount: 10 })
    })
  )

  it.effect(
    "a ONCE schedule runs when the sandbox clock reaches it, once; short of money it fails with the reason",
    () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_sch_once", { withdrawableCentavos: 1_500 })
        yield* merchant("acc_sch_dest")
        const now = (yield* call("GET", "/v1/sandbox/clock", { key })).body.data
        const at = (offsetMs: number) => new Date(Date.parse(now.now) + offsetMs).toISOString()
        const soon = (yield* create(key, {
          triggerType: "ONCE",
          scheduledAt: at(3_600_000),
          payload: internalPayload(10, "acc_sch_dest@example.com")
        })).body.data
        const later = (yield* create(key, {
          triggerType: "ONCE",
          scheduledAt: at(7_200_000),
          payload: internalPayload(10, "acc_sch_dest@example.com")
        })).body.data
        expect(yield* runDue).toMatchObject({ claimed: 0 })
        yield* call("POST", "/v1/sandbox/clock/advance", { key, body: { seconds: 3_700 } })
        expect(yield* runDue).toMatchObject({ claimed: 1, paid: 1 })
        expect(yield* runDue).toMatchObject({ claimed: 0 })
        const done = (yield* call("GET", `/v1/transfer-scheduled/get/${soon.id}`, { key })).body.data
        expect(done).toMatchObject({ status: "completed", runCount: 1, nextRunAt: "-" })
        expect((yield* balanceOf(key)).available).toBe(5)

        yield* call("POST", "/v1/sandbox/clock/advance", { key, body: { seconds: 3_700 } })
        expect(yield* runDue).toMatchObject({ claimed: 1, refused: 1 })
        const failed = (yield* call("GET", `/v1/transfer-scheduled/get/${later.id}`, { key })).body.data
        expect(failed.status).toBe("failed")
        expect(failed.lastFailure).toContain("Insufficient")
        expect((yield* balanceOf(key)).available).toBe(5)
      })
  )
})
