import { describe, expect } from "@effect/vitest"
import { Result } from "effect"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import { FeeExceedsAmount } from "../../src/fees/Errors.ts"
import { chargeAmounts, feeFor, grossForNet, transferAmounts } from "../../src/fees/Fees.ts"
import { percentOfCentavos } from "../../src/fees/Rounding.ts"
import { amountMaxCentavos } from "../../src/money/Money.ts"
import type { FeeSchedule } from "../../src/fees/Model.ts"

/** Amounts biased to small values, where rounding and fixed parts matter most, with the whole range still reached. */
const amountCentavos = fc.oneof(
  fc.integer({ min: 1, max: 2_000 }),
  fc.integer({ min: 1, max: 10_000_000 }),
  fc.integer({ min: 1, max: amountMaxCentavos })
)

/** Percentages biased to realistic values, including 0 and 100 %. */
const percentBps = fc.oneof(
  fc.integer({ min: 0, max: 1_000 }),
  fc.integer({ min: 0, max: 10_000 }),
  fc.constantFrom(0, 1, 99, 499, 5_000, 9_999, 10_000)
)

const fixedCentavos = fc.oneof(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 100_000_000 }))

const schedule: fc.Arbitrary<FeeSchedule> = fc.record({ percentBps, fixedCentavos })

/** Schedules below 100 %, for which every net has a gross. */
const solvableSchedule: fc.Arbitrary<FeeSchedule> = fc.record({
  percentBps: percentBps.filter((b) => b < 10_000),
  fixedCentavos
})

const netOf = (s: { percentBps: number; fixedCentavos: number }, gross: number) => gross - feeFor(s, gross)

describe("fees", () => {
  prop(
    "a percentage fee is the exact quotient rounded half up to the centavo",
    [amountCentavos, percentBps],
    ([amount, bps]) => {
      const scaledError = BigInt(percentOfCentavos(amount, bps)) * 10_000n - BigInt(amount) * BigInt(bps)
      expect(scaledError > -5_000n && scaledError <= 5_000n).toBe(true)
    }
  )

  prop(
    "fee + net == gross exactly, with and without coverFee",
    [schedule, amountCentavos, fc.boolean()],
    ([s, amount, coverFee]) => {
      const result = chargeAmounts(s, amount, coverFee)
      if (Result.isSuccess(result)) {
        const { feeCentavos, grossCentavos, netCentavos } = result.success
        expect(feeCentavos + netCentavos).toBe(grossCentavos)
        expect(feeCentavos).toBe(feeFor(s, grossCentavos))
        expect(coverFee ? netCentavos : grossCentavos).toBe(amount)
      }
    }
  )

  prop(
    "no fee is negative and an accepted charge leaves a positive net",
    [schedule, amountCentavos, fc.boolean()],
    ([s, amount, coverFee]) => {
      expect(feeFor(s, amount)).toBeGreaterThanOrEqual(0)
      const result = chargeAmounts(s, amount, coverFee)
      if (Result.isSuccess(result)) {
        expect(result.success.feeCentavos).toBeGreaterThanOrEqual(0)
        expect(result.success.netCentavos).toBeGreaterThanOrEqual(1)
      }
    }
  )

  prop(
    "the fee never decreases as the gross grows, by at most one centavo per centavo of gross",
    [schedule, fc.integer({ min: 0, max: amountMaxCentavos - 1 })],
    ([s, gross]) => {
      const step = feeFor(s, gross + 1) - feeFor(s, gross)
      expect(step === 0 || step === 1).toBe(true)
    }
  )

  prop(
    "with coverFee the gross is the smallest gross whose net reaches the requested net, and the net is exact",
    [solvableSchedule, amountCentavos],
    ([s, net]) => {
      const gross = grossForNet(s, net)
      if (Result.isFailure(gross)) {
        // Only when even the smallest sufficient gross lies above the amount range.
        expect(netOf(s, amountMaxCentavos)).toBeLessThan(net)
        return
      }
      expect(netOf(s, gross.success)).toBe(net)
      expect(gross.success === 1 || netOf(s, gross.success - 1) < net).toBe(true)
    }
  )

  prop(
    "the coverFee gross equals the first gross found by counting up from one centavo",
    [
      fc.record({ percentBps: fc.integer({ min: 0, max: 5_000 }), fixedCentavos: fc.integer({ min: 0, max: 300 }) }),
      fc.integer({ min: 1, max: 1_500 })
    ],
    ([s, net]) => {
      let gross = 1
      while (netOf(s, gross) < net) gross++
      expect(grossForNet(s, net)).toStrictEqual(Result.succeed(gross))
    }
  )

  prop(
    "a fee that is not smaller than the amount is refused with a typed error, never a zero or negative net",
    [schedule, amountCentavos, fc.integer({ min: 0, max: 1_000 })],
    ([s, amount, excess]) => {
      const refused = chargeAmounts(s, amount, false)
      expect(Result.isFailure(refused)).toBe(feeFor(s, amount) >= amount)
      const fixedAboveAmount = { ...s, fixedCentavos: amount + excess }
      const charge = chargeAmounts(fixedAboveAmount, amount, false)
      const transfer = transferAmounts(fixedAboveAmount, amount, false)
      expect(Result.isFailure(charge) && charge.failure instanceof FeeExceedsAmount).toBe(true)
      expect(Result.isFailure(transfer) && transfer.failure instanceof FeeExceedsAmount).toBe(true)
    }
  )

  prop(
    "a transfer without coverFee debits the amount and sends the amount minus the fee on it",
    [schedule, amountCentavos],
    ([s, amount]) => {
      const result = transferAmounts(s, amount, false)
      if (Result.isSuccess(result)) {
        const t = result.success
        expect(t.debitCentavos).toBe(amount)
        expect(t.feeCentavos).toBe(feeFor(s, amount))
        expect(t.sentCentavos).toBe(amount - t.feeCentavos)
        expect(t.sentCentavos).toBeGreaterThanOrEqual(1)
      }
    }
  )

  prop(
    "a transfer with coverFee sends exactly the amount and debits amount + fee, the smallest such debit",
    [solvableSchedule, amountCentavos],
    ([s, amount]) => {
      const result = transferAmounts(s, amount, true)
      if (Result.isSuccess(result)) {
        const t = result.success
        expect(t.sentCentavos).toBe(amount)
        expect(t.debitCentavos).toBe(amount + t.feeCentavos)
        expect(t.feeCentavos).toBe(feeFor(s, t.debitCentavos))
        expect(t.debitCentavos === 1 || netOf(s, t.debitCentavos - 1) < amount).toBe(true)
      }
    }
  )
})
