import { expect, it } from "@effect/vitest"
import { CryptoDeposits, CryptoNetwork, Ledger, SandboxClock } from "@trilho/domain"
import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { expireOnce } from "../../src/jobs/ExpireCryptoDeposits.ts"

const m1 = Ledger.AccountId.make("acc_m1")
const start = Date.parse("2026-01-01T12:00:00Z")

it.effect("crypto deposits: expired with nothing seen, closed and credited when underpaid, on sandbox time", () =>
  Effect.gen(function* () {
    yield* TestClock.setTime(start)
    const ledger = yield* Ledger.Ledger
    yield* ledger.openAccount({ id: Ledger.mainLedgerAccount(m1), accountId: m1, kind: "MAIN" })
    const deposits = yield* CryptoDeposits.CryptoDeposits
    const chain = yield* CryptoNetwork.CryptoNetworkMemory
    const asset = { accountId: m1, currency: "BTC", network: "bitcoin", amountCentavos: 10_000 } as const
    const idle = (yield* deposits.create(asset)).record
    const short = (yield* deposits.create(asset)).record
    const half = short.quote.payUnits / 2n
    yield* deposits.observe(
      yield* chain.send({ currency: "BTC", network: "bitcoin", address: short.address, amountUnits: half })
    )
    for (const notice of yield* chain.mine("bitcoin", 2)) yield* deposits.observe(notice)
    const before = yield* expireOnce()
    expect([before.expired.length, before.closed.length]).toEqual([0, 0])
    // The sandbox clock moves the pass's time: 15 minutes on it run the quotes out.
    yield* (yield* SandboxClock.SandboxClock).advance(15 * 60_000)
    const pass = yield* expireOnce()
    expect(pass.expired.map((r) => r.id)).toEqual([idle.id])
    expect(pass.closed.map((r) => [r.id, r.status])).toEqual([[short.id, "COMPLETED"]])
    const credited = (yield* deposits.findById(m1, short.id)).credit!
    expect(credited.outcome).toBe("underpaid")
    const balance = yield* ledger.balance(Ledger.mainLedgerAccount(m1))
    expect(balance.availableCentavos).toBe(credited.netCentavos)
    expect(yield* expireOnce()).toStrictEqual({ expired: [], closed: [], skipped: 0 })
  }).pipe(Effect.provide(Layer.merge(CryptoDeposits.CryptoDeposits.Test, SandboxClock.layerMemory)))
)
