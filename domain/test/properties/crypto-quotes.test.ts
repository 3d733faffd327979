import { describe, expect } from "@effect/vitest"
import { Result } from "effect"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import { assets, type AssetSpec } from "../../src/crypto/Assets.ts"
import {
  acceptQuote,
  costCentavosOf,
  creditCentavosFor,
  type CryptoPricing,
  type CryptoRate,
  depositCredit,
  quoteDeposit,
  quoteWithdrawal,
  unitsForSpend,
  unitsToCollect
} from "../../src/crypto/Quotes.ts"
import { amountMaxCentavos } from "../../src/money/Money.ts"

const asset: fc.Arbitrary<AssetSpec> = fc.constantFrom(...assets)

/** Prices per whole coin from a centavo to ten billion reais, and odd ratios beside them. */
const rateFor = (a: AssetSpec): fc.Arbitrary<CryptoRate> =>
  fc.oneof(
    fc.bigInt({ min: 1n, max: 10n ** 12n }).map((c) => ({ centavos: c, units: 10n ** BigInt(a.decimals) })),
    fc.record({ centavos: fc.bigInt({ min: 1n, max: 10n ** 15n }), units: fc.bigInt({ min: 1n, max: 10n ** 24n }) })
  )

const pricing: fc.Arbitrary<CryptoPricing> = fc.record({
  spreadBps: fc.oneof(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 9_999 })),
  depositFee: fc.record({
    percentBps: fc.integer({ min: 0, max: 2_000 }),
    fixedCentavos: fc.integer({ min: 0, max: 1_000 })
  }),
  withdrawalFee: fc.record({
    percentBps: fc.integer({ min: 0, max: 2_000 }),
    fixedCentavos: fc.integer({ min: 0, max: 1_000 })
  })
})

const market = asset.chain((a) => fc.tuple(fc.constant(a), rateFor(a), pricing))

const centavosAmount = fc.oneof(
  fc.integer({ min: 1, max: 100_000 }),
  fc.integer({ min: 1, max: 1_000_000_000 }),
  fc.integer({ min: 1, max: amountMaxCentavos })
)

const now = new Date(1_800_000_000_000)
const spend = (centavos: number) => ({ _tag: "Centavos", centavos }) as const

describe("crypto quotes", () => {
  prop(
    "BRL → asset → BRL never gains money for the user: units bought with reais credit back at most what they cost",
    [market, centavosAmount],
    ([[a, rate, p], amount]) => {
      const bought = unitsForSpend(rate, p.spreadBps, BigInt(amount))
      expect(creditCentavosFor(rate, p.spreadBps, bought)).toBeLessThanOrEqual(BigInt(amount))
      const quote = quoteWithdrawal({ asset: a, rate, pricing: p, amount: spend(amount), now })
      if (Result.isSuccess(quote)) {
        const q = quote.success
        expect(q.debitCentavos).toBeLessThanOrEqual(amount)
        expect(creditCentavosFor(rate, p.spreadBps, q.sendUnits)).toBeLessThanOrEqual(BigInt(q.debitCentavos))
      }
      const deposit = quoteDeposit({ asset: a, rate, pricing: p, amountCentavos: amount, now })
      if (Result.isSuccess(deposit)) {
        // Whoever pays a charge in crypto could not have bought the units for less than the charge.
        expect(costCentavosOf(rate, p.spreadBps, deposit.success.payUnits)).toBeGreaterThanOrEqual(BigInt(amount))
      }
    }
  )

  prop(
    "asset → BRL → asset never gains units for the user",
    [market, fc.bigInt({ min: 0n, max: 10n ** 24n })],
    ([[, rate, p], units]) => {
      const credited = creditCentavosFor(rate, p.spreadBps, units)
      expect(unitsForSpend(rate, p.spreadBps, credited)).toBeLessThanOrEqual(units)
    }
  )

  prop(
    "a deposit quote asks the fewest units whose credit reaches the charge, and exactly those units credit the quoted amounts",
    [market, centavosAmount],
    ([[a, rate, p], amount]) => {
      const quote = quoteDeposit({ asset: a, rate, pricing: p, amountCentavos: amount, now })
      if (Result.isFailure(quote)) return
      const q = quote.success
      expect(q.payUnits).toBe(unitsToCollect(rate, p.spreadBps, BigInt(amount)))
      expect(creditCentavosFor(rate, p.spreadBps, q.payUnits)).toBeGreaterThanOrEqual(BigInt(amount))
      expect(creditCentavosFor(rate, p.spreadBps, q.payUnits - 1n)).toBeLessThan(BigInt(amount))
      const credit = Result.getOrThrow(depositCredit(q, q.payUnits))
      expect(credit).toStrictEqual({
        outcome: "exact",
        receivedUnits: q.payUnits,
        grossCentavos: q.amountCentavos,
        feeCentavos: q.feeCentavos,
        netCentavos: q.netCentavos
      })
    }
  )

  prop(
    "a withdrawal quoted in reais sends the most units whose debit fits in them",
    [market, centavosAmount],
    ([[a, rate, p], amount]) => {
      const quote = quoteWithdrawal({ asset: a, rate, pricing: p, amount: spend(amount), now })
      if (Result.isFailure(quote)) return
      const more = quoteWithdrawal({
        asset: a,
        rate,
        pricing: p,
        amount: { _tag: "Units", units: quote.success.sendUnits + 1n },
        now
      })
      if (Result.isSuccess(more)) expect(more.success.debitCentavos).toBeGreaterThan(amount)
      const same = quoteWithdrawal({
        asset: a,
        rate,
        pricing: p,
        amount: { _tag: "Units", units: quote.success.sendUnits },
        now
      })
      expect(Result.getOrThrow(same).debitCentavos).toBe(quote.success.debitCentavos)
    }
  )

  prop(
    "while a quote is valid the amount debited is the quoted amount, whatever the market does; once expired it is refused",
    [market, centavosAmount, fc.integer({ min: 0, max: 2 * 60 * 60 * 1000 }), fc.constantFrom(30_000, 60_000, 900_000)],
    ([[a, rate, p], amount, elapsedMs, validityMs]) => {
      const at = new Date(now.getTime() + elapsedMs)
      const quote = quoteWithdrawal({ asset: a, rate, pricing: p, amount: spend(amount), now, validityMs })
      if (Result.isSuccess(quote)) {
        const accepted = acceptQuote(quote.success, at)
        if (elapsedMs < validityMs) {
          expect(Result.getOrThrow(accepted).debitCentavos).toBe(quote.success.debitCentavos)
          expect(Result.getOrThrow(accepted)).toBe(quote.success)
        } else {
          expect(Result.isFailure(accepted) && accepted.failure._tag).toBe("CryptoQuoteExpired")
        }
      }
      const deposit = quoteDeposit({ asset: a, rate, pricing: p, amountCentavos: amount, now, validityMs })
      if (Result.isSuccess(deposit)) {
        expect(Result.isSuccess(acceptQuote(deposit.success, at))).toBe(elapsedMs < validityMs)
      }
    }
  )

  prop(
    "fees are recorded and never negative, and the parts of every quote and credit add up",
    [market, centavosAmount, fc.bigInt({ min: 0n, max: 10n ** 22n })],
    ([[a, rate, p], amount, received]) => {
      const w = quoteWithdrawal({ asset: a, rate, pricing: p, amount: spend(amount), now })
      if (Result.isSuccess(w)) {
        const q = w.success
        for (const part of [q.sendCostCentavos, q.networkFeeCentavos, q.feeCentavos, q.spreadCentavos]) {
          expect(part).toBeGreaterThanOrEqual(0)
        }
        expect(q.sendCostCentavos + q.networkFeeCentavos + q.feeCentavos).toBe(q.debitCentavos)
        expect(q.networkFeeUnits).toBe(a.withdrawalFeeUnits)
        expect(q.sendUnits).toBeGreaterThanOrEqual(a.minWithdrawalUnits)
      }
      const d = quoteDeposit({ asset: a, rate, pricing: p, amountCentavos: amount, now })
      if (Result.isSuccess(d)) {
        const q = d.success
        expect(q.feeCentavos).toBeGreaterThanOrEqual(0)
        expect(q.spreadCentavos).toBeGreaterThanOrEqual(0)
        expect(q.feeCentavos + q.netCentavos).toBe(q.amountCentavos)
        expect(q.netCentavos).toBeGreaterThanOrEqual(1)
        const credit = depositCredit(q, received)
        if (Result.isSuccess(credit)) {
          const c = credit.success
          expect(c.feeCentavos).toBeGreaterThanOrEqual(0)
          expect(c.netCentavos).toBeGreaterThanOrEqual(0)
          expect(c.feeCentavos + c.netCentavos).toBe(c.grossCentavos)
          expect(c.outcome).toBe(received === q.payUnits ? "exact" : received > q.payUnits ? "overpaid" : "underpaid")
          if (c.outcome === "overpaid") expect(c.grossCentavos).toBeGreaterThanOrEqual(q.amountCentavos)
          if (c.outcome === "underpaid") expect(c.grossCentavos).toBeLessThan(q.amountCentavos)
        }
      }
    }
  )

  prop(
    "receiving more units never credits less",
    [market, centavosAmount, fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.bigInt({ min: 0n, max: 10n ** 20n })],
    ([[a, rate, p], amount, x, y]) => {
      const d = quoteDeposit({ asset: a, rate, pricing: p, amountCentavos: amount, now })
      if (Result.isFailure(d)) return
      const [lo, hi] = x <= y ? [x, y] : [y, x]
      const cLo = depositCredit(d.success, lo)
      const cHi = depositCredit(d.success, hi)
      if (Result.isSuccess(cLo) && Result.isSuccess(cHi)) {
        expect(cHi.success.grossCentavos).toBeGreaterThanOrEqual(cLo.success.grossCentavos)
      }
    }
  )

  prop(
    "a withdrawal or deposit below the asset's minimum is refused with the minimum named",
    [market],
    ([[a, rate, p]]) => {
      const below = quoteWithdrawal({
        asset: a,
        rate,
        pricing: p,
        amount: { _tag: "Units", units: a.minWithdrawalUnits - 1n },
        now
      })
      expect(Result.isFailure(below) && below.failure._tag).toBe("BelowCryptoMinimum")
    }
  )
})
