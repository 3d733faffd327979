import { describe, expect } from "@effect/vitest"
import { Effect, Result } from "effect"
import fc from "fast-check"
import { effectProp, prop } from "../../../vitest.prop.ts"
import {
  amountDueOn,
  type BillingMethod,
  type BillingRecord,
  billingCreditEntryOf,
  billingRefundEntryOf,
  clearingOf,
  dateOfDay,
  dayNumber,
  fineBpsMax,
  interestMonthlyBpsMax
} from "../../src/billing/index.ts"
import { billingAmounts } from "../../src/fees/Billing.ts"
import type { FeeSchedule } from "../../src/fees/Model.ts"
import { makeMemoryLedgerStore } from "../../src/ledger/LedgerStore.ts"
import { AccountId, mainLedgerAccount, SystemAccount } from "../../src/ledger/Model.ts"
import { pixDepositLockMs, validateEntry } from "../../src/ledger/Rules.ts"
import { amountMaxCentavos } from "../../src/money/Money.ts"

const dueDay = dayNumber("2026-01-15")!
const amountCentavos = fc.oneof(
  fc.integer({ min: 1, max: 2_000 }),
  fc.integer({ min: 1, max: 10_000_000 }),
  fc.integer({ min: 1, max: Math.floor(amountMaxCentavos / 2) })
)
const schedule: fc.Arbitrary<FeeSchedule> = fc.record({
  percentBps: fc.oneof(fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 0, max: 10_000 })),
  fixedCentavos: fc.oneof(fc.constant(199), fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 10_000_000 }))
})
/** A billing due on 2026-01-15 with any lawful fine and interest, paid on any day from a month early to two years late. */
const billing = fc
  .record({
    method: fc.constantFrom<BillingMethod>("BOLETO", "PIX"),
    amountCentavos,
    fineBps: fc.integer({ min: 0, max: fineBpsMax }),
    interestMonthlyBps: fc.integer({ min: 0, max: interestMonthlyBpsMax }),
    paidOffsetDays: fc.integer({ min: -30, max: 730 })
  })
  .map((x) => ({
    record: {
      id: "bil_1",
      accountId: AccountId.make("m1"),
      method: x.method,
      status: "PENDING",
      amountCentavos: x.amountCentavos,
      dueDate: dateOfDay(dueDay),
      customer: { name: "Maria", taxId: "12345678909", email: "maria@example.com" },
      fineBps: x.fineBps,
      interestMonthlyBps: x.interestMonthlyBps,
      emitFiscalInvoice: false,
      sequence: 1,
      version: 1,
      requestFingerprint: "[]",
      createdAt: new Date(0),
      updatedAt: new Date(0)
    } satisfies BillingRecord,
    paidOn: dateOfDay(dueDay + x.paidOffsetDays),
    daysLate: Math.max(0, x.paidOffsetDays)
  }))

/** The billing paid as `Billings.pay` pays it, or `undefined` when the fee would take the whole payment. */
const paid = (record: BillingRecord, paidOn: string, s: FeeSchedule): BillingRecord | undefined => {
  const due = amountDueOn(record, paidOn)
  const amounts = billingAmounts(s, due.amountCentavos)
  if (Result.isFailure(amounts)) return undefined
  const paidAt = new Date(`${paidOn}T15:00:00.000Z`)
  return {
    ...record,
    status: "RECEIVED",
    payment: {
      paidOn,
      paidAt,
      paidCentavos: due.amountCentavos,
      fineCentavos: due.fineCentavos,
      interestCentavos: due.interestCentavos,
      feeCentavos: amounts.success.feeCentavos,
      netCentavos: amounts.success.netCentavos
    }
  }
}

describe("billing fees", () => {
  prop(
    "what a billing's payer pays is the amount plus fine plus interest (none before the due date), and fee + net == paid with 0 <= fee < paid",
    [billing, schedule],
    ([{ record, paidOn, daysLate }, s]) => {
      const due = amountDueOn(record, paidOn)
      expect(due.amountCentavos).toBe(record.amountCentavos + due.fineCentavos + due.interestCentavos)
      // Exact integer arithmetic: amounts near the largest ones overflow a double's 53 bits when multiplied.
      const amount = BigInt(record.amountCentavos)
      expect(due.fineCentavos).toBe(daysLate === 0 ? 0 : Number((amount * BigInt(record.fineBps)) / 10_000n))
      expect(due.interestCentavos).toBe(
        Number((amount * BigInt(record.interestMonthlyBps) * BigInt(daysLate)) / (10_000n * 30n))
      )
      const amounts = billingAmounts(s, due.amountCentavos)
      if (Result.isFailure(amounts)) {
        expect(amounts.failure._tag).toBe("FeeExceedsAmount")
        expect(amounts.failure.feeCentavos).toBeGreaterThanOrEqual(due.amountCentavos)
        return
      }
      const { grossCentavos, feeCentavos, netCentavos } = amounts.success
      expect(grossCentavos).toBe(due.amountCentavos)
      expect(feeCentavos + netCentavos).toBe(due.amountCentavos)
      expect(feeCentavos).toBeGreaterThanOrEqual(0)
      expect(feeCentavos).toBeLessThan(due.amountCentavos)
    }
  )

  prop(
    "a paid billing's credit and refund are balanced: the payment leaves the method's clearing, the net reaches the merchant, the fee the platform; the refund returns the net",
    [billing, schedule, fc.integer({ min: 0, max: 2 * pixDepositLockMs })],
    ([{ record, paidOn }, s, refundAfterMs]) => {
      const r = paid(record, paidOn, s)
      if (r === undefined) return
      const p = r.payment!
      const credit = billingCreditEntryOf(r)
      const refund = billingRefundEntryOf(r, new Date(p.paidAt.getTime() + refundAfterMs))
      for (const e of [credit, refund]) expect(validateEntry(e)).toStrictEqual(Result.succeed(e))
      const sums = (e: typeof credit) =>
        Object.fromEntries(e.postings.map((x) => [x.ledgerAccountId, x.amountCentavos] as const))
      expect(sums(credit)).toStrictEqual({
        [clearingOf(r)]: 0 - p.paidCentavos,
        [mainLedgerAccount("m1")]: p.netCentavos,
        ...(p.feeCentavos === 0 ? {} : { [SystemAccount.feeRevenue]: p.feeCentavos })
      })
      expect(sums(refund)).toStrictEqual({
        [clearingOf(r)]: p.netCentavos,
        [mainLedgerAccount("m1")]: 0 - p.netCentavos
      })
    }
  )

  effectProp(
    "a paid billing credits its net once and a refund debits it once, however often each is posted",
    [billing, schedule, fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 })],
    ([{ record, paidOn }, s, credits, refunds]) =>
      Effect.gen(function* () {
        const r = paid(record, paidOn, s)
        if (r === undefined) return
        const p = r.payment!
        const ledger = yield* makeMemoryLedgerStore
        const main = mainLedgerAccount("m1")
        yield* ledger.insertAccount({ id: main, accountId: r.accountId, kind: "MAIN" })
        const refundAt = new Date(p.paidAt.getTime() + 60_000)
        for (let i = 0; i < credits; i++) {
          const [outcome] = yield* ledger.post([billingCreditEntryOf(r)], p.paidAt)
          expect(Result.getOrThrow(outcome!).replayed).toBe(i > 0)
        }
        expect((yield* ledger.sumPostings(main)).availableCentavos).toBe(p.netCentavos)
        expect((yield* ledger.sumPostings(SystemAccount.feeRevenue)).availableCentavos).toBe(p.feeCentavos)
        for (let i = 0; i < refunds; i++) {
          const [outcome] = yield* ledger.post([billingRefundEntryOf(r, refundAt)], refundAt)
          expect(Result.getOrThrow(outcome!).replayed).toBe(i > 0)
        }
        expect((yield* ledger.sumPostings(main)).availableCentavos).toBe(0)
        expect((yield* ledger.sumPostings(clearingOf(r))).availableCentavos).toBe(0 - p.feeCentavos)
      })
  )
})
