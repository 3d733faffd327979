import { describe, expect } from "@effect/vitest"
import { Effect, Result } from "effect"
import fc from "fast-check"
import { effectProp } from "../../../vitest.prop.ts"
import {
  billingCreditEntryOf,
  billingRefundEntryOf,
  type BillingMethod,
  type BillingRecord,
  billingSettlementEntryOf
} from "../../src/billing/index.ts"
import { cardAmountMinCentavos, cardAmounts } from "../../src/card/Fee.ts"
import type { CardFeeSchedule } from "../../src/fees/Model.ts"
import { makeMemoryLedgerStore } from "../../src/ledger/LedgerStore.ts"
import { AccountId, mainLedgerAccount, SystemAccount } from "../../src/ledger/Model.ts"
import { validateEntry } from "../../src/ledger/Rules.ts"
import { amountMaxCentavos } from "../../src/money/Money.ts"

const amountCentavos = fc.oneof(
  fc.integer({ min: cardAmountMinCentavos, max: 5_000 }),
  fc.integer({ min: cardAmountMinCentavos, max: amountMaxCentavos })
)
const cardSchedule: fc.Arbitrary<CardFeeSchedule> = fc.record({
  percentBps: fc.oneof(fc.constantFrom(0, 499), fc.integer({ min: 0, max: 9_999 })),
  fixedUsdCents: fc.oneof(fc.constantFrom(0, 20), fc.integer({ min: 0, max: 10_000 }))
})
const method = fc.constantFrom<BillingMethod>("CARD_CREDIT", "CARD_VOUCHER", "CARD_DEBIT")
const paidAt = new Date("2026-11-27T15:00:00.000Z")

/** A card billing of `amountCentavos` confirmed as `CardBillings` confirms it, or undefined when the fee takes it all. */
const confirmed = (m: BillingMethod, amount: number, schedule: CardFeeSchedule): BillingRecord | undefined => {
  const amounts = cardAmounts({
    schedule,
    rate: { centavos: 500, usdCents: 100 },
    amountCentavos: amount,
    coverFee: false
  })
  if (Result.isFailure(amounts)) return undefined
  const a = amounts.success
  expect(a.grossCentavos).toBe(amount)
  expect(a.feeCentavos + a.netCentavos).toBe(amount)
  return {
    id: "bil_1",
    accountId: AccountId.make("m1"),
    method: m,
    status: "CONFIRMED",
    amountCentavos: amount,
    dueDate: "2026-11-27",
    customer: { name: "Maria", taxId: "12345678909", email: "maria@example.com" },
    fineBps: 0,
    interestMonthlyBps: 0,
    emitFiscalInvoice: false,
    sequence: 1,
    card: { processorAccountId: "acct_1", token: "tok_1", paymentId: "pay_1", settlesAt: paidAt },
    payment: {
      paidOn: "2026-11-27",
      paidAt,
      paidCentavos: amount,
      fineCentavos: 0,
      interestCentavos: 0,
      feeCentavos: a.feeCentavos,
      netCentavos: a.netCentavos
    },
    version: 2,
    requestFingerprint: "[]",
    createdAt: paidAt,
    updatedAt: paidAt
  }
}

describe("card billings", () => {
  effectProp(
    "a card billing's fee + net == amount; its net waits in pending, settles to available once, and a refund (before or after settlement) takes it back once",
    [method, amountCentavos, cardSchedule, fc.boolean(), fc.integer({ min: 1, max: 3 })],
    ([m, amount, schedule, settleFirst, repeats]) =>
      Effect.gen(function* () {
        const r = confirmed(m, amount, schedule)
        if (r === undefined) return
        const p = r.payment!
        const ledger = yield* makeMemoryLedgerStore
        const main = mainLedgerAccount("m1")
        yield* ledger.insertAccount({ id: main, accountId: r.accountId, kind: "MAIN" })
        const post = (entry: ReturnType<typeof billingCreditEntryOf>) =>
          Effect.gen(function* () {
            expect(validateEntry(entry)).toStrictEqual(Result.succeed(entry))
            for (let i = 0; i < repeats; i++) {
              const [outcome] = yield* ledger.post([entry], entry.createdAt)
              expect(Result.getOrThrow(outcome!).replayed).toBe(i > 0)
            }
          })
        yield* post(billingCreditEntryOf(r))
        expect(yield* ledger.sumPostings(main)).toMatchObject({ pendingCentavos: p.netCentavos, availableCentavos: 0 })
        expect((yield* ledger.sumPostings(SystemAccount.cardClearing)).availableCentavos).toBe(0 - amount)
        let refundable = r
        if (settleFirst) {
          const settledAt = new Date(paidAt.getTime() + 1_000)
          yield* post(billingSettlementEntryOf(r, settledAt))
          expect(yield* ledger.sumPostings(main)).toMatchObject({
            pendingCentavos: 0,
            availableCentavos: p.netCentavos
          })
          refundable = { ...r, status: "RECEIVED", card: { ...r.card!, settledAt } }
        }
        yield* post(billingRefundEntryOf({ ...refundable, status: "REFUNDED" }, new Date(paidAt.getTime() + 2_000)))
        expect(yield* ledger.sumPostings(main)).toMatchObject({ pendingCentavos: 0, availableCentavos: 0 })
        expect((yield* ledger.sumPostings(SystemAccount.cardClearing)).availableCentavos).toBe(0 - p.feeCentavos)
      })
  )
})
