import { expect, it } from "@effect/vitest"
import { Accounts, Ledger, Recharge, SandboxClock } from "@trilho/domain"
import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { advanceOnce } from "../../src/jobs/AdvanceRecharges.ts"

const m1 = Ledger.AccountId.make("acc_m1")
const start = Date.parse("2026-01-01T12:00:00Z")

it.effect("recharges: handed over after the cancel window, completed by the sandbox operator a minute later", () =>
  Effect.gen(function* () {
    yield* TestClock.setTime(start)
    yield* (yield* Accounts.Accounts).insert({
      id: m1,
      name: "Loja",
      email: "loja@example.com",
      flags: {},
      createdAt: new Date(0)
    })
    const confirmedAt = new Date(start - 25 * 3_600_000)
    yield* (yield* Ledger.Ledger).post(
      Ledger.pixDepositEntry(
        { id: Ledger.EntryId.make("ent_seed"), accountId: m1, createdAt: confirmedAt },
        {
          receiver: Ledger.mainLedgerAccount(m1),
          confirmedAt,
          amounts: {
            grossCentavos: 10_000,
            feeCentavos: 0,
            netCentavos: 10_000,
            platformFeeCentavos: 0,
            profitCentavos: 0,
            partnerCentavos: 0,
            merchantCentavos: 10_000
          } as never
        }
      )
    )
    const recharges = yield* Recharge.Recharges
    const record = yield* recharges.create({ accountId: m1, phone: "11912345678", amountCentavos: 2_000 })
    expect(yield* advanceOnce()).toStrictEqual({ handedOver: 0, completed: 0, failed: 0 })
    // The sandbox clock moves too: the pass runs on sandbox time.
    yield* (yield* SandboxClock.SandboxClock).advance(30_000)
    yield* TestClock.adjust("30 seconds")
    expect(yield* advanceOnce()).toStrictEqual({ handedOver: 1, completed: 0, failed: 0 })
    expect((yield* recharges.findById(m1, record.id)).status).toBe("PROCESSING")
    yield* TestClock.adjust("60 seconds")
    expect(yield* advanceOnce()).toStrictEqual({ handedOver: 0, completed: 1, failed: 0 })
    expect((yield* recharges.findById(m1, record.id)).status).toBe("COMPLETED")
  }).pipe(Effect.provide(Layer.merge(Recharge.Recharges.Test, SandboxClock.layerMemory)))
)
