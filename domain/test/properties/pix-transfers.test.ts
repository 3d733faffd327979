import { describe, expect } from "@effect/vitest"
import { Effect, Result } from "effect"
import { TestClock } from "effect/testing"
import fc from "fast-check"
import { effectProp } from "../../../vitest.prop.ts"
import { transferAmounts } from "../../src/fees/Fees.ts"
import { pixDepositEntry } from "../../src/ledger/Entries.ts"
import { Ledger } from "../../src/ledger/Ledger.ts"
import { AccountId, EntryId, mainLedgerAccount } from "../../src/ledger/Model.ts"
import { pixDepositLockMs } from "../../src/ledger/Rules.ts"
import { centavos } from "../../src/money/Money.ts"
import * as Accounts from "../../src/accounts/Accounts.ts"
import { LedgerStore } from "../../src/ledger/LedgerStore.ts"
import { PixNetworkMemory } from "../../src/pix/PixNetwork.ts"
import { PixTransfers } from "../../src/transfers/PixTransfers.ts"

const alice = AccountId.make("acc_alice")
const start = Date.parse("2026-06-01T12:00:00Z")
const depositCentavos = 10_000_000

/** Alice with `flags` and an unlocked deposit, the clock at `start`. */
const seed = (flags: Accounts.MerchantFlags) =>
  Effect.gen(function* () {
    yield* TestClock.setTime(start)
    yield* (yield* Accounts.Accounts).insert({
      id: alice,
      name: "Alice Ltda",
      email: "alice@loja.test",
      flags,
      createdAt: new Date(0)
    })
    const confirmedAt = new Date(start - pixDepositLockMs)
    yield* (yield* Ledger).post(
      pixDepositEntry(
        { id: EntryId.make("ent_dep"), accountId: alice, createdAt: confirmedAt },
        {
          receiver: mainLedgerAccount(alice),
          confirmedAt,
          amounts: {
            grossCentavos: centavos(depositCentavos),
            feeCentavos: centavos(0),
            netCentavos: centavos(depositCentavos),
            platformFeeCentavos: centavos(0),
            profitCentavos: centavos(0),
            partnerCentavos: centavos(0),
            merchantCentavos: centavos(depositCentavos)
          }
        }
      )
    )
  })

const withdrawable = Effect.map(
  Effect.flatMap(Ledger, (ledger) => ledger.balance(mainLedgerAccount(alice))),
  (b) => b.withdrawableCentavos
)

const caseArb = fc.record({
  amount: fc.integer({ min: 1, max: 2_000_000 }),
  percentBps: fc.integer({ min: 0, max: 500 }),
  fixed: fc.integer({ min: 0, max: 300 }),
  coverFee: fc.boolean(),
  way: fc.constantFrom("network_failure" as const, "review_refused" as const, "rejected_at_send" as const)
})

describe("PIX transfers", () => {
  effectProp(
    "a PIX transfer debits exactly amount + fee from withdrawable: with coverFee the recipient receives exactly the amount, without it the debit is exactly the amount",
    [caseArb],
    ([c]) =>
      Effect.gen(function* () {
        yield* seed({
          pixOutPercentBps: c.percentBps,
          pixOutFixedCentavos: c.fixed,
          pixOutReviewAboveCentavos: depositCentavos
        })
        const before = yield* withdrawable
        const result = yield* Effect.result(
          (yield* PixTransfers).create({
            accountId: alice,
            amountCentavos: c.amount,
            coverFee: c.coverFee,
            description: "x",
            pixKey: "fulano@example.com",
            pixKeyType: "EMAIL"
          })
        )
        const expected = transferAmounts({ percentBps: c.percentBps, fixedCentavos: c.fixed }, c.amount, c.coverFee)
        if (Result.isFailure(expected)) {
          expect(Result.isFailure(result) && result.failure._tag).toBe(expected.failure._tag)
          expect(yield* withdrawable).toBe(before)
          return
        }
        const record = Result.getOrThrow(result).record
        expect(record.feeCentavos + record.netCentavos).toBe(record.amountCentavos)
        if (c.coverFee) expect(record.netCentavos).toBe(c.amount)
        else expect(record.amountCentavos).toBe(c.amount)
        expect(record.amountCentavos).toBe(expected.success.debitCentavos)
        expect(yield* withdrawable).toBe(before - record.amountCentavos)
      }).pipe(Effect.provide(PixTransfers.Test)),
    { timeout: 600_000 }
  )

  effectProp(
    "a failed PIX transfer returns exactly what it debited, fee included, whether the network fails it, the security review refuses it or the network rejects it at send",
    [caseArb],
    ([c]) =>
      Effect.gen(function* () {
        yield* seed({
          pixOutPercentBps: c.percentBps,
          pixOutFixedCentavos: c.fixed,
          pixOutReviewAboveCentavos: c.way === "review_refused" ? 0 : depositCentavos
        })
        const before = yield* withdrawable
        const transfers = yield* PixTransfers
        if (c.way === "rejected_at_send") yield* (yield* PixNetworkMemory).failNext("sendTransfer", "rejected")
        const created = yield* Effect.result(
          transfers.create({
            accountId: alice,
            amountCentavos: c.amount,
            coverFee: c.coverFee,
            description: "x",
            pixKey: "fulano@example.com",
            pixKeyType: "EMAIL"
          })
        )
        if (Result.isFailure(created)) {
          expect(yield* withdrawable).toBe(before)
          return
        }
        const record = created.success.record
        if (c.way !== "rejected_at_send") expect(yield* withdrawable).toBe(before - record.amountCentavos)
        const failed =
          c.way === "network_failure"
            ? (yield* transfers.fail({
                _tag: "TransferFailed",
                referenceId: record.referenceId ?? "",
                transactionId: record.id,
                endToEndId: record.endToEndId,
                reason: "AC03",
                failedAt: new Date(start)
              })).record
            : c.way === "review_refused"
              ? yield* transfers.refuse(alice, record.id, "refused")
              : record
        expect(failed.status).toBe("FAILED")
        expect(yield* withdrawable).toBe(before)
        const verification = yield* (yield* LedgerStore).verify()
        expect(verification).toMatchObject({ unbalancedEntries: 0, negativeBalances: 0, totalCentavos: 0 })
      }).pipe(Effect.provide(PixTransfers.Test)),
    { timeout: 600_000 }
  )
})
