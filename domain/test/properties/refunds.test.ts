import { describe, expect } from "@effect/vitest"
import { Effect, Result } from "effect"
import { TestClock } from "effect/testing"
import fc from "fast-check"
import { effectProp } from "../../../vitest.prop.ts"
import { Ledger } from "../../src/ledger/Ledger.ts"
import { mainLedgerAccount, SystemAccount } from "../../src/ledger/Model.ts"
import { pixDepositLockMs } from "../../src/ledger/Rules.ts"
import { LedgerStore } from "../../src/ledger/LedgerStore.ts"
import { Refunds } from "../../src/refunds/Refunds.ts"
import { seed } from "../charges/world.ts"
import { completedNotice, failedNotice, fund, lastRefundReference, m1, paidCharge, world } from "../refunds/world.ts"

const main = mainLedgerAccount(m1)

/** The merchant's balance words and the sum of every account's postings (merchant and system). */
const snapshot = Effect.gen(function* () {
  const ledger = yield* Ledger
  const store = yield* LedgerStore
  const balance = yield* ledger.balance(main)
  const sums = yield* Effect.forEach([main, SystemAccount.pixClearing, SystemAccount.feeRevenue], (id) =>
    Effect.map(store.sumPostings(id), (s) => s.availableCentavos + s.pendingCentavos)
  )
  return {
    available: balance.availableCentavos,
    locked: balance.locked24hCentavos,
    withdrawable: balance.withdrawableCentavos,
    clearing: sums[1]!,
    revenue: sums[2]!,
    total: sums.reduce((a, b) => a + b, 0)
  }
})

const caseArb = fc.record({
  gross: fc.integer({ min: 1_000, max: 1_000_000 }),
  pixInPercentBps: fc.integer({ min: 0, max: 500 }),
  pixInFixedCentavos: fc.integer({ min: 0, max: 100 }),
  refundPercentBps: fc.integer({ min: 0, max: 500 }),
  refundFixedCentavos: fc.integer({ min: 0, max: 500 }),
  unlocked: fc.integer({ min: 0, max: 200_000 }),
  otherLocked: fc.integer({ min: 0, max: 200_000 }),
  afterUnlock: fc.boolean(),
  outcome: fc.constantFrom("complete" as const, "fail" as const)
})

describe("Refunds", () => {
  effectProp(
    "a refund reserves exactly its net plus fee and conserves money: the sum over all accounts is unchanged, a failed refund returns exactly what it debited, and locked money of other deposits is never spent",
    [caseArb],
    ([c]) =>
      Effect.gen(function* () {
        yield* seed({
          pixInPercentBps: c.pixInPercentBps,
          pixInFixedCentavos: c.pixInFixedCentavos,
          refundPercentBps: c.refundPercentBps,
          refundFixedCentavos: c.refundFixedCentavos
        })
        if (c.unlocked > 0) yield* fund(m1, c.unlocked)
        const charge = yield* paidCharge(c.gross)
        // Past the deposit's own lock, or still inside it; another deposit, just credited, is locked either way.
        if (c.afterUnlock) yield* TestClock.adjust(pixDepositLockMs + 1)
        if (c.otherLocked > 0) yield* fund(m1, c.otherLocked, new Date(c.afterUnlock ? pixDepositLockMs + 1 : 0))
        const before = yield* snapshot
        const refunds = yield* Refunds
        const requested = yield* Effect.result(refunds.create({ accountId: m1, transactionId: charge.id }))
        const after = yield* snapshot
        expect(after.total).toBe(0)
        expect(before.total).toBe(0)
        if (Result.isFailure(requested)) {
          // Refused only when the fee is beyond the withdrawable money, and then nothing moved.
          expect(requested.failure._tag).toBe("InsufficientFunds")
          expect(after).toEqual(before)
          return
        }
        const { depositNetCentavos: net, transferFeeCentavos: fee, debitNetCentavos } = requested.success.refund
        expect(debitNetCentavos).toBe(net + fee)
        expect(net).toBe(charge.netCentavos)
        expect(after.available).toBe(before.available - net - fee)
        expect(after.clearing).toBe(before.clearing + net)
        expect(after.revenue).toBe(before.revenue + fee)
        // Other deposits' locks are whole: the refund spent its own deposit's lock, or withdrawable money.
        expect(after.locked).toBe(c.otherLocked)
        expect(after.withdrawable).toBe(before.withdrawable - (c.afterUnlock ? net + fee : fee))
        const call = yield* lastRefundReference
        if (c.outcome === "fail") {
          yield* refunds.fail(failedNotice(call))
          expect(yield* snapshot).toEqual(before)
        } else {
          yield* refunds.complete(completedNotice(call))
          expect(yield* snapshot).toEqual(after)
        }
      }).pipe(Effect.provide(world())),
    { timeout: 300_000 }
  )
})
