import { expect, it } from "@effect/vitest"
import { Accounts, Ledger, PixNetwork, SandboxClock, Transfers } from "@trilho/domain"
import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { resendOnce } from "../../src/jobs/ResendPixTransfers.ts"

const m1 = Ledger.AccountId.make("acc_m1")
const start = Date.parse("2026-01-01T12:00:00Z")

it.effect("pix.resend: a transfer the network did not take is sent again once older than the grace", () =>
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
    yield* (yield* PixNetwork.PixNetworkMemory).failNext("sendTransfer", "unavailable")
    const transfers = yield* Transfers.PixTransfers
    const { record } = yield* transfers.create({
      accountId: m1,
      amountCentavos: 1_000,
      description: "x",
      pixKey: "fulano@example.com",
      pixKeyType: "EMAIL"
    })
    expect(record.status).toBe("PENDING")
    expect(yield* resendOnce(60_000)).toBe(0)
    yield* TestClock.adjust("61 seconds")
    expect(yield* resendOnce(60_000)).toBe(1)
    expect((yield* transfers.findById(m1, record.id)).status).toBe("PROCESSING")
    expect(yield* resendOnce(60_000)).toBe(0)
  }).pipe(Effect.provide(Layer.merge(Transfers.PixTransfers.Test, SandboxClock.layerMemory)))
)
