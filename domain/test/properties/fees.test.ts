import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import { FeeExceedsAmount, GrossOutOfRange } from "../../src/fees/Errors.ts"
import { chargeAmounts, feeFor, grossForNet, transferAmounts } from "../../src/fees/Fees.ts"
import { percentOfCentavos, roundHalfUp } from "../../src/fees/Rounding.ts"
import { amountMaxCentavos } from "../../src/money/Money.ts"
import { feeScheduleZero, type FeeSchedule } from "../../src/fees/Model.ts"

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
const outOfRange = (netCentavos: number) =>
  new GrossOutOfRange({ netCentavos, message: "no gross in the amount range yields this net" })

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
    "the closed form of the coverFee gross needs no correction: its net is the net asked for and one centavo less falls short, up to the largest amount",
    [
      fc.record({
        percentBps: fc.oneof(
          percentBps.filter((b) => b < 10_000),
          fc.constantFrom(9_998, 9_999)
        ),
        fixedCentavos: fc.oneof(fixedCentavos, fc.constant(amountMaxCentavos - 1))
      }),
      fc.oneof(amountCentavos, fc.integer({ min: amountMaxCentavos - 1_000, max: amountMaxCentavos }))
    ],
    ([s, net]) => {
      // The closed form alone, computed here again; grossForNet asserts (throws) where it would need correcting.
      const closed = (10_000n * BigInt(net + s.fixedCentavos - 1) + 5_000n) / BigInt(10_000 - s.percentBps) + 1n
      const gross = grossForNet(s, net)
      if (closed > BigInt(amountMaxCentavos)) {
        expect(gross).toStrictEqual(Result.fail(outOfRange(net)))
        return
      }
      expect(gross).toStrictEqual(Result.succeed(Number(closed)))
      expect(netOf(s, Number(closed))).toBe(net)
      expect(closed === 1n || netOf(s, Number(closed) - 1) < net).toBe(true)
    }
  )

  prop(
    "at the top of the amount range the net of the largest gross still has a gross, and one centavo more of net has none",
    [solvableSchedule],
    ([s]) => {
      const top = netOf(s, amountMaxCentavos)
      fc.pre(top >= 1)
      const gross = grossForNet(s, top)
      expect(Result.isSuccess(gross) && gross.success <= amountMaxCentavos).toBe(true)
      if (netOf(s, amountMaxCentavos - 1) < top) expect(gross).toStrictEqual(Result.succeed(amountMaxCentavos))
      expect(grossForNet(s, top + 1)).toStrictEqual(Result.fail(outOfRange(top + 1)))
      expect(chargeAmounts(s, top + 1, true)).toStrictEqual(Result.fail(outOfRange(top + 1)))
    }
  )

  it("rounding half up takes a non-negative ratio: x.5 goes up, x.49 down, and a negative or zero-denominator ratio is a defect", () => {
    expect([roundHalfUp(0n, 1n), roundHalfUp(1n, 2n), roundHalfUp(49n, 100n), roundHalfUp(3n, 2n)]).toStrictEqual([
      0n,
      1n,
      0n,
      2n
    ])
    for (const [numerator, denominator] of [
      [-1n, 2n],
      [1n, 0n],
      [1n, -2n]
    ] as const) {
      expect(() => roundHalfUp(numerator, denominator)).toThrow("roundHalfUp takes a non-negative ratio")
    }
  })

  it("the largest amount is a gross of itself without fee; 100 % leaves no net; a net below one centavo is a defect", () => {
    expect(grossForNet(feeScheduleZero, amountMaxCentavos)).toStrictEqual(Result.succeed(amountMaxCentavos))
    expect(grossForNet(feeScheduleZero, amountMaxCentavos + 1)).toStrictEqual(
      Result.fail(outOfRange(amountMaxCentavos + 1))
    )
    expect(grossForNet(feeScheduleZero, 1)).toStrictEqual(Result.succeed(1))
    expect(grossForNet({ percentBps: 10_000, fixedCentavos: 0 }, 1)).toStrictEqual(Result.fail(outOfRange(1)))
    for (const net of [0, -1, 1.5, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => grossForNet(feeScheduleZero, net)).toThrow("grossForNet takes a positive net")
    }
    const outOfRangeFailure = grossForNet({ percentBps: 10_000, fixedCentavos: 0 }, 1)
    expect(Result.isFailure(outOfRangeFailure) && outOfRangeFailure.failure.message).toBe(
      "no gross in the amount range yields this net"
    )
    const exceeds = chargeAmounts({ percentBps: 0, fixedCentavos: 100 }, 100, false)
    expect(Result.isFailure(exceeds) && exceeds.failure.message).toBe("the fee is not smaller than the amount")
    expect(chargeAmounts({ percentBps: 0, fixedCentavos: 100 }, 100, false)).toStrictEqual(
      Result.fail(
        new FeeExceedsAmount({
          amountCentavos: 100,
          feeCentavos: 100,
          message: "the fee is not smaller than the amount"
        })
      )
    )
    expect(chargeAmounts({ percentBps: 0, fixedCentavos: 99 }, 100, false)).toStrictEqual(
      Result.succeed({ grossCentavos: 100, feeCentavos: 99, netCentavos: 1 })
    )
  })

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
