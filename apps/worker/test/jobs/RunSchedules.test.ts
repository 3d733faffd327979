import { expect, it } from "@effect/vitest"
import { Accounts, Ledger, SandboxClock, Scheduling, Transfers } from "@trilho/domain"
import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { evaluateThresholds, runAllDue } from "../../src/jobs/RunSchedules.ts"

const alice = Ledger.AccountId.make("acc_sch_alice")
const start = Date.parse("2026-03-01T12:00:00Z")

const world = Layer.merge(Scheduling.ScheduledTransfers.Test, SandboxClock.layerMemory)

const seed = Effect.gen(function* () {
  yield* TestClock.setTime(start)
  const accounts = yield* Accounts.Accounts
  for (const [id, email] of [
    [alice, "alice@loja.test"],
    [Ledger.AccountId.make("acc_sch_bob"), "bob@loja.test"]
  ] as const) {
    yield* accounts.insert({ id, name: id, email, flags: {}, createdAt: new Date(0) })
  }
})

/** Credits `centavos` to Alice, withdrawable at once (confirmed 25 h before the clock's time). */
const credit = (centavos: number, n: number) =>
  Effect.gen(function* () {
    const confirmedAt = new Date(start - 25 * 3_600_000)
    yield* (yield* Ledger.Ledger).post(
      Ledger.pixDepositEntry(
        { id: Ledger.EntryId.make(`ent_sch_${n}`), accountId: alice, createdAt: confirmedAt },
        {
          receiver: Ledger.mainLedgerAccount(alice),
          confirmedAt,
          amounts: {
            grossCentavos: centavos,
            feeCentavos: 0,
            netCentavos: centavos,
            platformFeeCentavos: 0,
            profitCentavos: 0,
            partnerCentavos: 0,
            merchantCentavos: centavos
          } as never
        }
      )
    )
  })

const sentByAlice = Effect.flatMap(Transfers.InternalTransfers, (t) =>
  Effect.map(t.list(alice, { page: 1, pageSize: 100 }), (page) => page.items.length)
)

it.effect("the due-run pass pays a schedule when the sandbox clock reaches it, and only once", () =>
  Effect.gen(function* () {
    yield* seed
    yield* credit(10_000, 1)
    const schedules = yield* Scheduling.ScheduledTransfers
    yield* schedules.create({
      accountId: alice,
      triggerType: "recurring",
      recurrenceRule: { interval: "daily", time: "10:00" },
      payload: { method: "interna", amountCentavos: 500, recipientEmail: "bob@loja.test" }
    })
    expect(yield* runAllDue(10)).toStrictEqual({ paid: 0, refused: 0 })
    // 10:00 in São Paulo is 13:00 UTC, an hour after the start: the sandbox clock moves, the real one does not.
    yield* (yield* SandboxClock.SandboxClock).advance(3_600_000 + 1_000)
    expect(yield* runAllDue(10)).toStrictEqual({ paid: 1, refused: 0 })
    expect(yield* runAllDue(10)).toStrictEqual({ paid: 0, refused: 0 })
    expect(yield* sentByAlice).toBe(1)
  }).pipe(Effect.provide(world))
)

it.effect("the threshold pass fires once when the balance reaches the threshold, and again only after a dip", () =>
  Effect.gen(function* () {
    yield* seed
    const schedules = yield* Scheduling.ScheduledTransfers
    yield* schedules.create({
      accountId: alice,
      triggerType: "balance_threshold",
      balanceThresholdCentavos: 5_000,
      payload: { method: "interna", amountCentavos: 4_000, recipientEmail: "bob@loja.test" }
    })
    expect((yield* evaluateThresholds).fired).toBe(0)
    yield* credit(6_000, 2)
    expect((yield* evaluateThresholds).fired).toBe(1)
    // The run took 40.00: 20.00 left, below the threshold, so it re-arms; 30.00 more reaches it again.
    expect((yield* evaluateThresholds).fired).toBe(0)
    yield* credit(3_000, 3)
    expect((yield* evaluateThresholds).fired).toBe(1)
    expect(yield* sentByAlice).toBe(2)
  }).pipe(Effect.provide(world))
)
