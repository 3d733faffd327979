import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import { bureauFeeCentavos } from "../../src/fees/Bureau.ts"
import { cardFeeSchedule, chargeAmounts, feeFor } from "../../src/fees/Fees.ts"
import { InvalidPercent } from "../../src/fees/Errors.ts"
import {
  cardFeeScheduleDefault,
  feeScheduleZero,
  merchantPricingDefault,
  type FeeSchedule
} from "../../src/fees/Model.ts"
import { bpsToPercent, parsePercentBps, parseSplitTax } from "../../src/fees/Percent.ts"
import { percentOfCentavos } from "../../src/fees/Rounding.ts"
import { splitOfNet } from "../../src/fees/Split.ts"
import { pixInAmounts, subaccountFee, subaccountSchedules, withSurcharge } from "../../src/fees/Subaccount.ts"
import { amountMaxCentavos } from "../../src/money/Money.ts"

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

const splitBps = fc.oneof(fc.integer({ min: 1, max: 10_000 }), fc.constantFrom(1, 5_000, 9_999, 10_000))
/** The partner's share by its definition, computed apart from the code: net × bps / 10,000 rounded half up. */
const partnerShare = (net: number, bps: number) => Number((2n * BigInt(net) * BigInt(bps) + 10_000n) / 20_000n)
const rate = fc.record({
  centavos: fc.integer({ min: 1, max: 10_000_000 }),
  usdCents: fc.constantFrom(1, 100, 10_000, 1_000_000)
})

const notNumber = "percentage must be a number with at most 2 decimal places"
const outOfRange = new InvalidPercent({ reason: "out_of_range", message: "percentage must be between 0.01 and 100" })

describe("fees: shares", () => {
  prop(
    "a split never pays the partner more than the net, and partner share + merchant share == net",
    [amountCentavos, splitBps],
    ([net, bps]) => {
      const split = splitOfNet(net, bps)
      expect(split.partnerCentavos).toBeGreaterThanOrEqual(0)
      expect(split.partnerCentavos).toBeLessThanOrEqual(net)
      expect(split.partnerCentavos + split.merchantCentavos).toBe(net)
      expect(split.partnerCentavos).toBe(percentOfCentavos(net, bps))
      if (bps === 10_000) expect(split.merchantCentavos).toBe(0)
    }
  )

  prop(
    "each party gets its own share of a PIX charge: the partner roundHalfUp(net × splitBps / 10,000), the merchant the net minus that, the platform the schedule's fee",
    [schedule, fc.option(schedule, { nil: undefined }), amountCentavos, fc.boolean(), splitBps],
    ([main, surcharge, amount, coverFee, split]) => {
      const result = pixInAmounts({ schedule: main, surcharge, amountCentavos: amount, coverFee, splitBps: split })
      if (Result.isFailure(result)) return
      const a = result.success
      expect(a.partnerCentavos).toBe(partnerShare(a.netCentavos, split))
      expect(a.merchantCentavos).toBe(a.netCentavos - partnerShare(a.netCentavos, split))
      expect(a.platformFeeCentavos).toBe(feeFor(main, a.grossCentavos))
      expect(a.feeCentavos).toBe(feeFor(withSurcharge(main, surcharge ?? feeScheduleZero), a.grossCentavos))
      expect(a.profitCentavos).toBe(a.feeCentavos - a.platformFeeCentavos)
    }
  )

  prop(
    "a splitBps outside 1 to 10,000 or not whole is a defect: splitOfNet throws rather than pay the partner more than the net",
    [
      amountCentavos,
      fc.oneof(
        fc.constantFrom(0, -1, 10_001, 0.5, 9_999.5, Number.NaN),
        fc.integer({ min: -1_000_000, max: 0 }),
        fc.integer({ min: 10_001, max: 1_000_000_000 })
      )
    ],
    ([net, bps]) => {
      expect(() => splitOfNet(net, bps)).toThrow(`splitBps must be 1..10000, got ${bps}`)
      expect(splitOfNet(net, 1).partnerCentavos).toBe(partnerShare(net, 1))
      expect(splitOfNet(net, 10_000)).toStrictEqual({ partnerCentavos: net, merchantCentavos: 0 })
    }
  )

  prop(
    "a subaccount's fee is the main account's fee plus the profit credited to the main account, and the profit is never negative",
    [schedule, schedule, amountCentavos],
    ([main, surcharge, gross]) => {
      const fee = subaccountFee(main, surcharge, gross)
      expect(fee.mainFeeCentavos).toBe(feeFor(main, gross))
      expect(fee.feeCentavos).toBe(feeFor(withSurcharge(main, surcharge), gross))
      expect(fee.feeCentavos).toBe(fee.mainFeeCentavos + fee.profitCentavos)
      expect(fee.profitCentavos).toBeGreaterThanOrEqual(0)
    }
  )

  prop(
    "the subaccount profit is at least the surcharge's fixed part and within one centavo of the surcharge computed alone",
    [schedule, schedule, amountCentavos],
    ([main, surcharge, gross]) => {
      const { profitCentavos } = subaccountFee(main, surcharge, gross)
      expect(profitCentavos).toBeGreaterThanOrEqual(surcharge.fixedCentavos)
      expect(Math.abs(profitCentavos - feeFor(surcharge, gross))).toBeLessThanOrEqual(1)
    }
  )

  prop(
    "every centavo of a PIX charge's gross goes to exactly one of platform fee, subaccount profit, split partner and merchant",
    [
      schedule,
      fc.option(schedule, { nil: undefined }),
      amountCentavos,
      fc.boolean(),
      fc.option(splitBps, { nil: undefined })
    ],
    ([main, surcharge, amount, coverFee, split]) => {
      const result = pixInAmounts({ schedule: main, surcharge, amountCentavos: amount, coverFee, splitBps: split })
      if (Result.isFailure(result)) return
      const a = result.success
      for (const part of [a.platformFeeCentavos, a.profitCentavos, a.partnerCentavos, a.merchantCentavos]) {
        expect(part).toBeGreaterThanOrEqual(0)
      }
      expect(a.platformFeeCentavos + a.profitCentavos + a.partnerCentavos + a.merchantCentavos).toBe(a.grossCentavos)
      expect(a.feeCentavos + a.netCentavos).toBe(a.grossCentavos)
      expect(a.platformFeeCentavos).toBe(feeFor(main, a.grossCentavos))
      if (surcharge === undefined) expect(a.profitCentavos).toBe(0)
      if (split === undefined) expect(a.merchantCentavos).toBe(a.netCentavos)
      expect(coverFee ? a.netCentavos : a.grossCentavos).toBe(amount)
    }
  )

  prop(
    "the card fee is its percentage of the gross plus its US dollar part converted at the rate, rounded half up",
    [rate, amountCentavos, fc.boolean()],
    ([r, amount, coverFee]) => {
      const s = cardFeeSchedule(cardFeeScheduleDefault, r)
      expect(s.percentBps).toBe(499)
      const scaledError = BigInt(s.fixedCentavos) * BigInt(r.usdCents) * 2n - 20n * BigInt(r.centavos) * 2n
      expect(scaledError > -BigInt(r.usdCents) && scaledError <= BigInt(r.usdCents)).toBe(true)
      const charge = chargeAmounts(s, amount, coverFee)
      if (Result.isSuccess(charge)) {
        const c = charge.success
        expect(c.feeCentavos).toBe(percentOfCentavos(c.grossCentavos, 499) + s.fixedCentavos)
        expect(c.feeCentavos + c.netCentavos).toBe(c.grossCentavos)
      }
    }
  )

  prop(
    "a splitTax between 0.01 and 100 with at most two decimals parses to its basis points, and anything else is refused with its reason",
    [
      fc.oneof(fc.integer({ min: -20_000, max: 20_000 }), fc.constantFrom(-1, 0, 1, 9_999, 10_000, 10_001)),
      fc.oneof(fc.constant(""), fc.constantFrom("1", "5", "01"))
    ],
    ([hundredths, extra]) => {
      const text = `${(Math.abs(hundredths) / 100).toFixed(2)}${extra}`
      const signed = hundredths < 0 ? `-${text}` : text
      const parsed = parseSplitTax(signed)
      const valid = extra === "" && hundredths >= 1 && hundredths <= 10_000
      expect(Result.isSuccess(parsed)).toBe(valid)
      if (valid) {
        expect(parsed).toStrictEqual(Result.succeed(hundredths))
        expect(bpsToPercent(hundredths)).toBe(Number(text))
        expect(parseSplitTax(Number(text))).toStrictEqual(Result.succeed(hundredths))
      } else {
        expect(parsed).toStrictEqual(
          Result.fail(
            extra === "" ? outOfRange : new InvalidPercent({ reason: "too_many_decimals", message: notNumber })
          )
        )
      }
    }
  )

  it("a percentage is refused with its reason: not a number, too many decimals, or outside its bounds", () => {
    expect(parseSplitTax("abc")).toStrictEqual(
      Result.fail(new InvalidPercent({ reason: "not_a_number", message: notNumber }))
    )
    const messageOf = (r: Result.Result<number, InvalidPercent>) => Result.isFailure(r) && r.failure.message
    expect(messageOf(parseSplitTax("1.234"))).toBe(notNumber)
    expect(messageOf(parseSplitTax(0))).toBe("percentage must be between 0.01 and 100")
    expect(parseSplitTax(100)).toStrictEqual(Result.succeed(10_000))
    expect(parseSplitTax(100.01)).toStrictEqual(Result.fail(outOfRange))
    expect(parseSplitTax(0)).toStrictEqual(Result.fail(outOfRange))
    expect(parseSplitTax(-5)).toStrictEqual(Result.fail(outOfRange))
    expect(parseSplitTax(1e21)).toStrictEqual(Result.fail(outOfRange))
    expect(parsePercentBps(0, { minBps: 0, maxBps: 250 })).toStrictEqual(Result.succeed(0))
    expect(parsePercentBps(2.51, { minBps: 0, maxBps: 250 })).toStrictEqual(
      Result.fail(new InvalidPercent({ reason: "out_of_range", message: "percentage must be between 0 and 2.5" }))
    )
  })

  it("a subaccount's refund pays the PIX out surcharge over the main account's refund schedule", () => {
    const main = {
      ...merchantPricingDefault,
      pixIn: { percentBps: 1, fixedCentavos: 2 },
      refund: { percentBps: 3, fixedCentavos: 4 }
    }
    const surcharge = { pixIn: { percentBps: 10, fixedCentavos: 20 }, pixOut: { percentBps: 30, fixedCentavos: 40 } }
    expect(subaccountSchedules(main, surcharge)).toStrictEqual({
      pixIn: { percentBps: 11, fixedCentavos: 22 },
      pixOut: { percentBps: 30, fixedCentavos: 40 },
      refund: { percentBps: 33, fixedCentavos: 44 }
    })
  })

  it("the default card fee is 4.99 % plus 0.20 USD, and the bureau fees are 12.90 and 19.90 BRL", () => {
    const s = cardFeeSchedule(merchantPricingDefault.card, { centavos: 54_321, usdCents: 10_000 })
    expect(s).toStrictEqual({ percentBps: 499, fixedCentavos: 109 })
    expect(chargeAmounts(s, 10_000, false)).toStrictEqual(
      Result.succeed({ grossCentavos: 10_000, feeCentavos: 608, netCentavos: 9_392 })
    )
    expect(bureauFeeCentavos(merchantPricingDefault, "dunning")).toBe(1290)
    expect(bureauFeeCentavos(merchantPricingDefault, "report")).toBe(1990)
  })
})
