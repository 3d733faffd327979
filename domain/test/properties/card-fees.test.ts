import { describe, expect } from "@effect/vitest"
import { Result } from "effect"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import { cardAmountMinCentavos, cardAmounts } from "../../src/card/Fee.ts"
import { feeFor } from "../../src/fees/Fees.ts"
import type { CardFeeSchedule, UsdBrlRate } from "../../src/fees/Model.ts"
import { usdCentsToCentavos } from "../../src/fees/Rounding.ts"
import { amountMaxCentavos } from "../../src/money/Money.ts"

/** Card amounts from the minimum up, biased to small ones where the fixed part and rounding weigh most. */
const amountCentavos = fc.oneof(
  fc.integer({ min: cardAmountMinCentavos, max: 5_000 }),
  fc.integer({ min: cardAmountMinCentavos, max: 100_000_000 }),
  fc.integer({ min: cardAmountMinCentavos, max: amountMaxCentavos })
)

/** Card schedules around the default (4.99 % + 0.20 USD), and merchant overrides anywhere below 100 %. */
const cardSchedule: fc.Arbitrary<CardFeeSchedule> = fc.record({
  percentBps: fc.oneof(fc.constantFrom(0, 499, 9_999), fc.integer({ min: 0, max: 9_999 })),
  fixedUsdCents: fc.oneof(fc.constantFrom(0, 20), fc.integer({ min: 0, max: 10_000 }))
})

/** Rates as exact ratios, from a few centavos per dollar to 100 reais per dollar, with up to 6 decimals. */
const rate: fc.Arbitrary<UsdBrlRate> = fc.oneof(
  fc.constantFrom({ centavos: 500, usdCents: 100 }, { centavos: 54_321, usdCents: 10_000 }),
  fc.record({
    centavos: fc.integer({ min: 1, max: 100_000_000 }),
    usdCents: fc.constantFrom(1, 100, 10_000, 1_000_000)
  })
)

const netOf = (schedule: { percentBps: number; fixedCentavos: number }, gross: number) =>
  gross - feeFor(schedule, gross)

describe("card fees", () => {
  prop(
    "card fee + net == gross exactly, with and without coverFee, at any rate",
    [cardSchedule, rate, amountCentavos, fc.boolean()],
    ([schedule, r, amount, coverFee]) => {
      const result = cardAmounts({ schedule, rate: r, amountCentavos: amount, coverFee })
      if (Result.isFailure(result)) {
        expect(["FeeExceedsAmount", "GrossOutOfRange"]).toContain(result.failure._tag)
        return
      }
      const a = result.success
      expect(a.feeCentavos + a.netCentavos).toBe(a.grossCentavos)
      expect(coverFee ? a.netCentavos : a.grossCentavos).toBe(amount)
      expect(a.feeCentavos).toBe(feeFor(a.schedule, a.grossCentavos))
    }
  )

  prop(
    "a card fee is never negative and never above the gross",
    [cardSchedule, rate, amountCentavos, fc.boolean()],
    ([schedule, r, amount, coverFee]) => {
      const result = cardAmounts({ schedule, rate: r, amountCentavos: amount, coverFee })
      if (Result.isSuccess(result)) {
        expect(result.success.feeCentavos).toBeGreaterThanOrEqual(0)
        expect(result.success.feeCentavos).toBeLessThan(result.success.grossCentavos)
        expect(result.success.netCentavos).toBeGreaterThanOrEqual(1)
      }
    }
  )

  prop(
    "with coverFee the card gross is minimal: one centavo less would leave less than the requested net",
    [cardSchedule, rate, amountCentavos],
    ([schedule, r, net]) => {
      const result = cardAmounts({ schedule, rate: r, amountCentavos: net, coverFee: true })
      if (Result.isFailure(result)) {
        expect(result.failure._tag).toBe("GrossOutOfRange")
        return
      }
      const { grossCentavos, schedule: converted } = result.success
      expect(netOf(converted, grossCentavos)).toBe(net)
      expect(netOf(converted, grossCentavos - 1)).toBeLessThan(net)
    }
  )

  prop(
    "the dollar part in reais never decreases as the rate grows, and the card fee with it",
    [
      fc.integer({ min: 0, max: 10_000 }),
      fc.constantFrom(1, 100, 10_000),
      fc.integer({ min: 1, max: 10_000_000 }),
      fc.integer({ min: 0, max: 10_000_000 }),
      cardSchedule,
      amountCentavos
    ],
    ([usdCents, denominator, low, step, schedule, amount]) => {
      const lower = { centavos: low, usdCents: denominator }
      const higher = { centavos: low + step, usdCents: denominator }
      expect(usdCentsToCentavos(usdCents, higher)).toBeGreaterThanOrEqual(usdCentsToCentavos(usdCents, lower))
      const at = (r: UsdBrlRate) => cardAmounts({ schedule, rate: r, amountCentavos: amount, coverFee: false })
      const [a, b] = [at(lower), at(higher)]
      if (Result.isSuccess(a) && Result.isSuccess(b)) {
        expect(b.success.feeCentavos).toBeGreaterThanOrEqual(a.success.feeCentavos)
      }
    }
  )

  prop(
    "a card amount below 5.00 is refused naming the minimum, with and without coverFee",
    [cardSchedule, rate, fc.integer({ min: -1_000, max: cardAmountMinCentavos - 1 }), fc.boolean()],
    ([schedule, r, amount, coverFee]) => {
      const result = cardAmounts({ schedule, rate: r, amountCentavos: amount, coverFee })
      expect(Result.isFailure(result) && result.failure._tag).toBe("CardAmountBelowMinimum")
    }
  )
})
