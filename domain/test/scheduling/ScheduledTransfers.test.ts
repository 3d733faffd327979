import { describe, expect, it } from "@effect/vitest"
import { Effect, type Layer } from "effect"
import { TestClock } from "effect/testing"
import { activeSchedulesPerAccountMax } from "../../src/scheduling/Machine.ts"
import { runReferenceOf } from "../../src/scheduling/Record.ts"
import { ScheduledTransfers } from "../../src/scheduling/ScheduledTransfers.ts"
import { ScheduleStore } from "../../src/scheduling/ScheduleStore.ts"
import { toView } from "../../src/scheduling/View.ts"
import { InternalTransfers } from "../../src/transfers/InternalTransfers.ts"
import {
  alice,
  dayMs,
  deposit,
  driveUntil,
  recurring,
  seed,
  start,
  toBob,
  toCpf,
  transfersOf,
  withdrawableOf
} from "./world.ts"

const daily = { interval: "daily", time: "09:00" }

/** A test over fresh memory ports. */
const test = <A, E>(name: string, body: () => Effect.Effect<A, E, Layer.Success<typeof ScheduledTransfers.Test>>) =>
  it.effect(name, () => Effect.provide(body(), ScheduledTransfers.Test))

describe("ScheduledTransfers", () => {
  test("create checks every field and names each problem, a crypto payload's asset and address too", () =>
    Effect.gen(function* () {
      yield* seed
      const service = yield* ScheduledTransfers
      const invalid = yield* Effect.flip(
        service.create({
          accountId: alice,
          triggerType: "once",
          scheduledAt: new Date(start - 1000),
          recurrenceRule: daily,
          payload: { method: "interna", amountCentavos: 50, recipientEmail: "nope" },
          maxRuns: 3
        })
      )
      expect(invalid._tag).toBe("InvalidSchedule")
      expect(invalid._tag === "InvalidSchedule" && invalid.problems.map((p) => p.field)).toEqual([
        "recurrenceRule",
        "scheduledAt",
        "maxRuns",
        "payload.amount",
        "payload.recipientEmail"
      ])
      const cryptoProblems = (payload: Record<string, unknown>) =>
        Effect.map(
          Effect.flip(service.create(recurring(daily, { method: "cripto", amountCentavos: 100, ...payload }))),
          (e) => (e._tag === "InvalidSchedule" ? e.problems.map((p) => p.field) : [e._tag])
        )
      // The test validator accepts no address: a well-formed one is refused on its field, by the validator's word.
      const address = "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh"
      expect(yield* cryptoProblems({ address, payCurrency: "BTC" })).toEqual(["payload.address"])
      expect(yield* cryptoProblems({ address, payCurrency: "DOGE" })).toEqual(["payload.payCurrency"])
      expect(yield* cryptoProblems({ address, payCurrency: "BTC", network: "tron" })).toEqual(["payload.network"])
      expect(yield* cryptoProblems({ payCurrency: "USDT", network: "tron", coverFee: true })).toEqual([
        "payload.coverFee",
        "payload.address"
      ])
    }))

  test("an account has at most 20 active schedules: the 21st create and a resume beyond it are refused", () =>
    Effect.gen(function* () {
      yield* seed
      const service = yield* ScheduledTransfers
      const made = []
      for (let i = 0; i < activeSchedulesPerAccountMax; i++)
        made.push(yield* service.create(recurring(daily, toBob(100))))
      const over = yield* Effect.flip(service.create(recurring(daily, toBob(100))))
      expect(over._tag).toBe("ActiveSchedulesLimitReached")
      const paused = yield* service.update(alice, made[0]!.id, { action: "pause" })
      expect(paused.status).toBe("paused")
      expect(paused.nextRunAt).toBeUndefined()
      const twentieth = yield* service.create(recurring(daily, toBob(100)))
      expect(twentieth.status).toBe("active")
      const resumed = yield* Effect.flip(service.update(alice, made[0]!.id, { action: "resume" }))
      expect(resumed._tag).toBe("ActiveSchedulesLimitReached")
    }))

  test("pause, resume (next run from now), change, cancel; a completed schedule refuses changes", () =>
    Effect.gen(function* () {
      yield* seed
      const service = yield* ScheduledTransfers
      const made = yield* service.create(recurring(daily, toBob(100), { label: "Rent" }))
      expect(made.nextRunAt?.toISOString()).toBe("2026-01-01T12:00:00.000Z")
      expect(toView(made)).toMatchObject({ label: "Rent", method: "Internal", destination: "bo***@loja.test" })
      yield* service.update(alice, made.id, { action: "pause" })
      yield* TestClock.setTime(start + 3 * dayMs)
      const resumed = yield* service.update(alice, made.id, { action: "resume" })
      expect(resumed.nextRunAt?.toISOString()).toBe("2026-01-04T12:00:00.000Z")
      const changed = yield* service.update(alice, made.id, {
        recurrenceRule: { interval: "weekly", time: "10:30", dayOfWeek: 1 },
        maxRuns: 4
      })
      expect(changed).toMatchObject({ status: "active", maxRuns: 4 })
      expect(changed.nextRunAt?.toISOString()).toBe("2026-01-05T13:30:00.000Z")
      const canceled = yield* service.cancel(alice, made.id)
      expect(canceled.status).toBe("completed")
      expect(canceled.nextRunAt).toBeUndefined()
      const refused = yield* Effect.flip(service.update(alice, made.id, { action: "resume" }))
      expect(refused._tag).toBe("InvalidTransition")
      expect((yield* Effect.flip(service.findById(alice, "sch_nope")))._tag).toBe("ScheduleNotFound")
    }))

  test("run-now pays at once, counts a run and leaves the regular next run as it was", () =>
    Effect.gen(function* () {
      yield* seed
      yield* deposit(alice, 10_000)
      const service = yield* ScheduledTransfers
      const made = yield* service.create(recurring(daily, toBob(1_000), { maxRuns: 2 }))
      const { record, outcome } = yield* service.runNow(alice, made.id)
      expect(outcome._tag).toBe("Paid")
      expect(record).toMatchObject({ status: "active", runCount: 1, nextRunAt: made.nextRunAt })
      const last = yield* service.runNow(alice, made.id)
      expect(last.record).toMatchObject({ status: "completed", runCount: 2 })
      expect(last.record.nextRunAt).toBeUndefined()
      expect((yield* transfersOf(alice)).internal).toHaveLength(2)
      expect(yield* withdrawableOf(alice)).toBe(8_000)
    }))

  test("a year of a monthly and a weekly schedule makes exactly 12 and 52 transfers, each once", () =>
    Effect.gen(function* () {
      yield* seed
      yield* deposit(alice, 10_000_000)
      const service = yield* ScheduledTransfers
      const monthly = yield* service.create(
        recurring({ interval: "monthly", time: "09:00", dayOfMonth: 15 }, toBob(1_000))
      )
      const weekly = yield* service.create(recurring({ interval: "weekly", time: "08:00", dayOfWeek: 5 }, toCpf(500)))
      yield* driveUntil(start + 365 * dayMs)
      const sent = yield* transfersOf(alice)
      expect(sent.internal).toHaveLength(12)
      expect(sent.pix).toHaveLength(52)
      expect(new Set(sent.pix.map((t) => t.externalReference)).size).toBe(52)
      expect((yield* service.findById(alice, monthly.id)).runCount).toBe(12)
      expect((yield* service.findById(alice, weekly.id)).runCount).toBe(52)
      expect(sent.pix.every((t) => t.apiKeyId === "key_1")).toBe(true)
    }))

  test("after downtime a schedule runs once for the latest missed due time and skips the rest", () =>
    Effect.gen(function* () {
      yield* seed
      yield* deposit(alice, 100_000)
      const service = yield* ScheduledTransfers
      const made = yield* service.create(recurring(daily, toBob(1_000)))
      yield* TestClock.setTime(start + 10 * dayMs + 60_000)
      expect(yield* service.runDue()).toEqual({ claimed: 1, paid: 1, refused: 0 })
      expect(yield* service.runDue()).toEqual({ claimed: 0, paid: 0, refused: 0 })
      const after = yield* service.findById(alice, made.id)
      expect(after.runCount).toBe(1)
      expect(after.nextRunAt?.toISOString()).toBe("2026-01-11T12:00:00.000Z")
      const sent = (yield* transfersOf(alice)).internal
      expect(sent.map((t) => t.externalReference)).toEqual([`${made.id}@2026-01-10T12:00:00.000Z`])
    }))

  test("a run taken over after a crash pays under the same reference: the transfer is not made twice", () =>
    Effect.gen(function* () {
      yield* seed
      yield* deposit(alice, 100_000)
      const service = yield* ScheduledTransfers
      const store = yield* ScheduleStore
      const made = yield* service.create(recurring(daily, toBob(1_000)))
      const due = made.nextRunAt!
      // A worker claimed the run and paid it, then crashed before recording it.
      yield* TestClock.setTime(due.getTime())
      const claimed = yield* store.update(
        { ...made, runDueAt: due, runLeaseUntil: new Date(due.getTime() + 60_000) },
        0
      )
      yield* (yield* InternalTransfers).create({
        accountId: alice,
        amountCentavos: 1_000,
        recipientEmail: "bob@loja.test",
        description: "Scheduled transfer",
        externalReference: runReferenceOf(made.id, due)
      })
      expect(yield* service.runDue()).toEqual({ claimed: 0, paid: 0, refused: 0 })
      yield* TestClock.setTime(due.getTime() + 61_000)
      expect(yield* service.runDue()).toEqual({ claimed: 1, paid: 1, refused: 0 })
      expect((yield* transfersOf(alice)).internal).toHaveLength(1)
      const after = yield* service.findById(alice, made.id)
      expect(after).toMatchObject({ runCount: 1, version: claimed.version + 2 })
      expect(after.runDueAt).toBeUndefined()
    }))

  test("a refused run (insufficient funds) moves the schedule to failed with the reason; resume clears it", () =>
    Effect.gen(function* () {
      yield* seed
      yield* deposit(alice, 500)
      const service = yield* ScheduledTransfers
      const made = yield* service.create(recurring(daily, toBob(1_000)))
      yield* TestClock.setTime(made.nextRunAt!.getTime())
      expect(yield* service.runDue()).toEqual({ claimed: 1, paid: 0, refused: 1 })
      const failed = yield* service.findById(alice, made.id)
      expect(failed).toMatchObject({ status: "failed", runCount: 0 })
      expect(failed.lastFailure).toMatch(/^InsufficientFunds/)
      expect(failed.nextRunAt).toBeUndefined()
      expect((yield* Effect.flip(service.runNow(alice, made.id)))._tag).toBe("InvalidTransition")
      const resumed = yield* service.update(alice, made.id, { action: "resume" })
      expect(resumed.status).toBe("active")
      expect(resumed.lastFailure).toBeUndefined()
    }))

  test("a once schedule pays at its time and completes", () =>
    Effect.gen(function* () {
      yield* seed
      yield* deposit(alice, 5_000)
      const service = yield* ScheduledTransfers
      const made = yield* service.create({
        accountId: alice,
        triggerType: "once",
        scheduledAt: new Date(start + dayMs),
        payload: toCpf(1_000)
      })
      yield* TestClock.setTime(start + dayMs - 1)
      expect((yield* service.runDue()).claimed).toBe(0)
      yield* TestClock.setTime(start + dayMs)
      expect((yield* service.runDue()).paid).toBe(1)
      expect(yield* service.findById(alice, made.id)).toMatchObject({ status: "completed", runCount: 1 })
    }))

  test("a threshold schedule fires once per crossing from below and re-arms only below the threshold", () =>
    Effect.gen(function* () {
      yield* seed
      const service = yield* ScheduledTransfers
      const made = yield* service.create({
        accountId: alice,
        triggerType: "balance_threshold",
        balanceThresholdCentavos: 5_000,
        payload: toBob(1_000)
      })
      expect(toView(made).scheduleLabel).toBe("When the balance reaches R$ 50,00")
      expect(yield* service.evaluateThresholds()).toEqual({ fired: 0, paid: 0, rearmed: 0 })
      yield* deposit(alice, 7_000)
      expect(yield* service.evaluateThresholds()).toEqual({ fired: 1, paid: 1, rearmed: 0 })
      // 6,000 left: still at or above, disarmed: no second run.
      expect(yield* service.evaluateThresholds()).toEqual({ fired: 0, paid: 0, rearmed: 0 })
      expect(yield* service.onBalanceChanged(alice, 4_000)).toEqual({ fired: 0, paid: 0, rearmed: 1 })
      expect(yield* service.onBalanceChanged(alice, 4_500)).toEqual({ fired: 0, paid: 0, rearmed: 0 })
      expect(yield* service.evaluateThresholds()).toEqual({ fired: 1, paid: 1, rearmed: 0 })
      expect((yield* transfersOf(alice)).internal).toHaveLength(2)
      expect(yield* service.findById(alice, made.id)).toMatchObject({ runCount: 2, thresholdArmed: false })
    }))
})
