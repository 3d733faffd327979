import { expect, it } from "@effect/vitest"
import { Accounts, CryptoNetwork, CryptoWithdrawals, Ledger, MedStore, SandboxClock, Scheduling } from "@trilho/domain"
import { NodeAddressValidator } from "@trilho/node"
import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { runAllDue } from "../../src/jobs/RunSchedules.ts"

const alice = Ledger.AccountId.make("acc_cry_alice")
const start = Date.parse("2026-03-01T12:00:00Z")

/** The scheduled transfers' memory world with the node address validator on Bitcoin testnet, on sandbox time. */
const world = Layer.merge(
  Scheduling.ScheduledTransfers.TestWith(NodeAddressValidator.layer({ bitcoin: "testnet" })),
  SandboxClock.layerMemory
)

/** A valid Bitcoin testnet address (the sandbox chain's own derivation). */
const address = CryptoNetwork.derivedAddress(
  { seed: 7, bitcoin: "testnet" },
  { depositId: "payee", currency: "BTC", network: "bitcoin" }
).address

/** Alice, with `centavos` withdrawable at once (confirmed 25 h before the clock's time). */
const seed = (centavos: number) =>
  Effect.gen(function* () {
    yield* TestClock.setTime(start)
    yield* (yield* Accounts.Accounts).insert({
      id: alice,
      name: "Alice",
      email: "alice@loja.test",
      flags: {},
      createdAt: new Date(0)
    })
    const confirmedAt = new Date(start - 25 * 3_600_000)
    yield* (yield* Ledger.Ledger).post(
      Ledger.pixDepositEntry(
        { id: Ledger.EntryId.make("ent_cry_1"), accountId: alice, createdAt: confirmedAt },
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

/** A daily schedule at 10:00 São Paulo (13:00 UTC, an hour after the start) paying 200.00 in BTC to `address`. */
const daily = Effect.flatMap(Scheduling.ScheduledTransfers, (schedules) =>
  schedules.create({
    accountId: alice,
    apiKeyId: "key_cry",
    triggerType: "recurring",
    recurrenceRule: { interval: "daily", time: "10:00" },
    payload: { method: "cripto", amountCentavos: 20_000, address, payCurrency: "BTC" }
  })
)

const withdrawable = Effect.flatMap(Ledger.Ledger, (ledger) =>
  Effect.map(ledger.balance(Ledger.mainLedgerAccount(alice)), (b) => b.withdrawableCentavos)
)

const withdrawalsOf = Effect.flatMap(CryptoWithdrawals.CryptoWithdrawals, (w) =>
  Effect.map(w.list(alice, { page: 1, pageSize: 100 }), (page) => page.items)
)

it.effect("a cripto run quotes the schedule's reais and withdraws them: one CRYPTO_OUT, debit within the amount", () =>
  Effect.gen(function* () {
    yield* seed(100_000)
    const schedule = yield* daily
    expect(schedule.payload).toMatchObject({ method: "cripto", payCurrency: "BTC", network: "bitcoin", address })
    expect(yield* runAllDue(10)).toStrictEqual({ paid: 0, refused: 0 })
    yield* (yield* SandboxClock.SandboxClock).advance(3_600_000 + 1_000)
    expect(yield* runAllDue(10)).toStrictEqual({ paid: 1, refused: 0 })
    expect(yield* runAllDue(10)).toStrictEqual({ paid: 0, refused: 0 })
    const [withdrawal, ...others] = yield* withdrawalsOf
    expect(others).toEqual([])
    expect(withdrawal).toMatchObject({
      type: "CRYPTO_OUT",
      status: "BROADCAST",
      apiKeyId: "key_cry",
      address,
      quote: { currency: "BTC", network: "bitcoin" }
    })
    expect(withdrawal!.externalReference).toBe(Scheduling.runReferenceOf(schedule.id, new Date(start + 3_600_000)))
    // What the quote spends fits in the 200.00 asked, and it is what left the balance.
    expect(withdrawal!.quote.debitCentavos).toBeLessThanOrEqual(20_000)
    expect(withdrawal!.quote.debitCentavos).toBeGreaterThan(19_000)
    expect(yield* withdrawable).toBe(100_000 - withdrawal!.quote.debitCentavos)
    const after = yield* (yield* Scheduling.ScheduledTransfers).findById(alice, schedule.id)
    expect(after).toMatchObject({ status: "active", runCount: 1 })
  }).pipe(Effect.provide(world))
)

it.effect(
  "a run while a MED dispute is open is refused: the schedule fails with the gate's reason, nothing debited",
  () =>
    Effect.gen(function* () {
      yield* seed(100_000)
      const schedule = yield* daily
      const at = new Date(start)
      yield* (yield* MedStore.MedStore).insert({
        id: "med_cry_1" as never,
        protocol: "0b8e2c3a-1f4e-4b7a-9c1d-2e3f4a5b6c7d",
        accountId: alice,
        transactionId: "pix_1",
        type: "fraud",
        status: "OPEN",
        amountCentavos: 1_000 as never,
        deadlineAt: new Date(start + 7 * 86_400_000),
        automaticContest: false,
        blockedCentavos: 0 as never,
        returnedCentavos: 0 as never,
        createdAt: at,
        updatedAt: at
      })
      yield* (yield* SandboxClock.SandboxClock).advance(3_600_000 + 1_000)
      expect(yield* runAllDue(10)).toStrictEqual({ paid: 0, refused: 1 })
      expect(yield* withdrawalsOf).toEqual([])
      expect(yield* withdrawable).toBe(100_000)
      const after = yield* (yield* Scheduling.ScheduledTransfers).findById(alice, schedule.id)
      expect(after.status).toBe("failed")
      expect(after.lastFailure).toMatch(/^CryptoWithdrawalsBlocked: /)
      expect(after.nextRunAt).toBeUndefined()
    }).pipe(Effect.provide(world))
)
