import { describe, expect } from "@effect/vitest"
import { Clock, Effect, Result } from "effect"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import { feeFor, transferAmounts } from "../../src/fees/Fees.ts"
import { pixInAmounts } from "../../src/fees/Subaccount.ts"
import { internalTransferEntry, pixDepositEntry, pixOutEntry, pixOutReversalEntry } from "../../src/ledger/Entries.ts"
import { Ledger } from "../../src/ledger/Ledger.ts"
import { AccountId, EntryId, SystemAccount } from "../../src/ledger/Model.ts"
import { pixDepositLockMs } from "../../src/ledger/Rules.ts"
import { LedgerStore } from "../../src/ledger/LedgerStore.ts"
import {
  Accounts,
  merchantAccounts,
  opArbitrary,
  openWorld,
  pricingArbitrary,
  runWorld,
  withManualClock
} from "../ledger/world.ts"

/** Runs a property's body synchronously over a fresh in-memory ledger: everything in it is synchronous. */
const runLedger = <A, E>(effect: Effect.Effect<A, E, Ledger | LedgerStore>): A =>
  Effect.runSync(Effect.provide(effect, Ledger.Test))

const ops = fc.array(opArbitrary, { minLength: 5, maxLength: 40, size: "max" })
/** Each case takes milliseconds; leave room for NUM_RUNS well above the default on a busy machine. */
const sequenceTimeoutMs = 600_000
const m1 = AccountId.make("m1")

describe("ledger", () => {
  prop(
    "no sequence of deposits, transfers, refunds, PIX out, failures and time advancing makes an available or withdrawable balance negative",
    [ops, pricingArbitrary],
    ([sequence, pricing]) =>
      withManualClock((advance) => runWorld(sequence, pricing, advance)).pipe(Effect.asVoid, runLedger),
    { timeout: sequenceTimeoutMs }
  )

  prop(
    "the merchant balances plus fee revenue equal external in-flows minus out-flows, the clearing accounts mirror them, and all postings sum to zero",
    [ops, pricingArbitrary],
    ([sequence, pricing]) =>
      withManualClock((advance) =>
        Effect.gen(function* () {
          const run = yield* runWorld(sequence, pricing, advance)
          const store = yield* LedgerStore
          const total = (id: (typeof merchantAccounts)[number]) =>
            Effect.map(store.sumPostings(id), (s) => s.availableCentavos + s.pendingCentavos)
          let merchants = 0
          for (const id of merchantAccounts) merchants += yield* total(id)
          const revenue = yield* total(SystemAccount.feeRevenue)
          const clearing = (yield* total(SystemAccount.pixClearing)) + (yield* total(SystemAccount.cardClearing))
          expect(merchants + revenue).toBe(run.externalNetCentavos)
          expect(clearing + run.externalNetCentavos).toBe(0)
          const verification = yield* store.verify()
          expect(verification).toMatchObject({
            unbalancedEntries: 0,
            balanceMismatches: 0,
            negativeBalances: 0,
            totalCentavos: 0
          })
          expect(verification.entries).toBe(run.posted)
        })
      ).pipe(runLedger),
    { timeout: sequenceTimeoutMs }
  )

  prop(
    "money credited by a PIX deposit becomes withdrawable exactly 24 h after the deposit and not a millisecond before",
    [
      fc.integer({ min: 1, max: 10_000_000 }),
      fc.integer({ min: 0, max: 1_000_000 }),
      fc.integer({ min: 0, max: 10 * pixDepositLockMs }),
      fc.record({ percentBps: fc.integer({ min: 0, max: 500 }), fixedCentavos: fc.integer({ min: 0, max: 100 }) })
    ],
    ([depositCentavos, earlierCentavos, startMs, schedule]) =>
      withManualClock((advance) =>
        Effect.gen(function* () {
          const ledger = yield* Ledger
          yield* openWorld
          yield* advance(startMs)
          const deposit = (id: string, amountCentavos: number) =>
            Effect.gen(function* () {
              const now = new Date(yield* Clock.currentTimeMillis)
              const amounts = Result.getOrThrow(pixInAmounts({ schedule, amountCentavos, coverFee: true }))
              const entry = pixDepositEntry(
                { id: EntryId.make(id), accountId: m1, createdAt: now },
                { receiver: Accounts.m1, amounts, confirmedAt: now }
              )
              yield* ledger.post(entry)
              return amounts.merchantCentavos
            })
          // An earlier deposit, already unlocked, so the new lock is seen against money that is withdrawable.
          const earlier = earlierCentavos === 0 ? 0 : yield* deposit("earlier", earlierCentavos)
          if (earlier > 0) yield* advance(pixDepositLockMs)
          const credited = yield* deposit("deposit", depositCentavos)
          const depositedAt = yield* Clock.currentTimeMillis
          const atDeposit = yield* ledger.balance(Accounts.m1)
          expect(atDeposit).toMatchObject({
            availableCentavos: earlier + credited,
            locked24hCentavos: credited,
            withdrawableCentavos: earlier,
            nextUnlockAt: new Date(depositedAt + pixDepositLockMs)
          })
          yield* advance(pixDepositLockMs - 1)
          expect((yield* ledger.balance(Accounts.m1)).withdrawableCentavos).toBe(earlier)
          yield* advance(1)
          expect(yield* ledger.balance(Accounts.m1)).toMatchObject({
            withdrawableCentavos: earlier + credited,
            locked24hCentavos: 0,
            nextUnlockAt: null
          })
        })
      ).pipe(runLedger),
    { timeout: sequenceTimeoutMs }
  )

  prop(
    "a failed transfer's reversal returns exactly what the transfer debited, fee included",
    [
      fc.integer({ min: 1, max: 10_000_000 }),
      fc.integer({ min: 1, max: 10_000_000 }),
      fc.boolean(),
      fc.record({ percentBps: fc.integer({ min: 0, max: 1_000 }), fixedCentavos: fc.integer({ min: 0, max: 500 }) }),
      fc.integer({ min: 0, max: 2 * pixDepositLockMs })
    ],
    ([fundsCentavos, transferCentavos, coverFee, schedule, waitMs]) =>
      withManualClock((advance) =>
        Effect.gen(function* () {
          const ledger = yield* Ledger
          const store = yield* LedgerStore
          yield* openWorld
          const start = new Date(yield* Clock.currentTimeMillis)
          // Fund m1 through m2, so the money is withdrawable at once.
          const funding = Result.getOrThrow(
            pixInAmounts({
              schedule: { percentBps: 0, fixedCentavos: 0 },
              amountCentavos: fundsCentavos,
              coverFee: false
            })
          )
          yield* ledger.post(
            pixDepositEntry(
              { id: EntryId.make("d"), accountId: AccountId.make("m2"), createdAt: start },
              { receiver: Accounts.m2, amounts: funding, confirmedAt: start }
            )
          )
          yield* advance(pixDepositLockMs)
          const now = new Date(yield* Clock.currentTimeMillis)
          yield* ledger.post(
            internalTransferEntry(
              { id: EntryId.make("t"), accountId: AccountId.make("m2"), createdAt: now },
              { from: Accounts.m2, to: Accounts.m1, amountCentavos: fundsCentavos }
            )
          )
          const amounts = transferAmounts(schedule, transferCentavos, coverFee)
          if (Result.isFailure(amounts)) return
          const before = yield* ledger.balance(Accounts.m1)
          const revenueBefore = yield* store.sumPostings(SystemAccount.feeRevenue)
          const out = pixOutEntry(
            { id: EntryId.make("out"), accountId: m1, createdAt: now },
            { payer: Accounts.m1, amounts: amounts.success }
          )
          const sent = yield* Effect.result(ledger.post(out))
          if (Result.isFailure(sent)) {
            expect(amounts.success.debitCentavos).toBeGreaterThan(before.withdrawableCentavos)
            return
          }
          const during = yield* ledger.balance(Accounts.m1)
          expect(before.withdrawableCentavos - during.withdrawableCentavos).toBe(amounts.success.debitCentavos)
          yield* advance(waitMs)
          const failedAt = new Date(yield* Clock.currentTimeMillis)
          yield* ledger.post(pixOutReversalEntry({ id: EntryId.make("rev"), accountId: m1, createdAt: failedAt }, out))
          expect(yield* ledger.balance(Accounts.m1)).toStrictEqual(before)
          expect(yield* store.sumPostings(SystemAccount.feeRevenue)).toStrictEqual(revenueBefore)
          expect(feeFor(schedule, amounts.success.debitCentavos)).toBe(amounts.success.feeCentavos)
        })
      ).pipe(runLedger),
    { timeout: sequenceTimeoutMs }
  )
})
