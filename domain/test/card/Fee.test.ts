import { describe, expect, it } from "@effect/vitest"
import { Effect, Result } from "effect"
import { cardAmounts, cardScheduleOf, parseUsdBrlRate, usdBrlRateDefault } from "../../src/card/Fee.ts"
import { cardFeeScheduleDefault } from "../../src/fees/Model.ts"

describe("card fee", () => {
  it("charges 4.99 % of the gross plus 0.20 USD at the rate: 100.00 BRL at 5.4321 pays 4.99 + 1.09", () => {
    const rate = Result.getOrThrow(parseUsdBrlRate("5.4321"))
    const a = Result.getOrThrow(
      cardAmounts({ schedule: cardFeeScheduleDefault, rate, amountCentavos: 10_000, coverFee: false })
    )
    // 20 US cents × 5.4321 = 108.642 centavos, half up 109; 4.99 % of 10,000 = 499.
    expect(a).toMatchObject({ grossCentavos: 10_000, feeCentavos: 608, netCentavos: 9_392 })
    expect(a.schedule).toStrictEqual({ percentBps: 499, fixedCentavos: 109 })
  })

  it("with coverFee adds the fee on top: the merchant receives the amount and the buyer pays the least gross", () => {
    const a = Result.getOrThrow(
      cardAmounts({ schedule: cardFeeScheduleDefault, rate: usdBrlRateDefault, amountCentavos: 10_000, coverFee: true })
    )
    // fee(g) = 100 + round(g × 4.99 %): 10,630 pays 100 + 530 (530.437) and nets 10,000; 10,629 nets 9,999.
    expect(a.netCentavos).toBe(10_000)
    expect(a.grossCentavos - a.feeCentavos).toBe(10_000)
    expect(a.grossCentavos).toBe(10_630)
  })

  it("refuses an amount under 5.00 BRL as requested, and accepts 5.00 exactly", () => {
    const at = (amountCentavos: number, coverFee: boolean) =>
      cardAmounts({ schedule: cardFeeScheduleDefault, rate: usdBrlRateDefault, amountCentavos, coverFee })
    expect(Result.getOrThrow(Result.flip(at(499, false)))).toMatchObject({
      _tag: "CardAmountBelowMinimum",
      minimumCentavos: 500,
      message: "amount must be at least 5.00 BRL for a card checkout"
    })
    expect(Result.isFailure(at(499, true))).toBe(true)
    expect(Result.getOrThrow(at(500, false))).toMatchObject({ grossCentavos: 500, feeCentavos: 125, netCentavos: 375 })
    expect(Result.getOrThrow(at(500, true)).grossCentavos).toBeGreaterThan(500)
  })

  it("refuses a fee that leaves no net (a merchant override of a large fixed part)", () => {
    const result = cardAmounts({
      schedule: { percentBps: 0, fixedUsdCents: 100 },
      rate: usdBrlRateDefault,
      amountCentavos: 500,
      coverFee: false
    })
    expect(Result.getOrThrow(Result.flip(result))._tag).toBe("FeeExceedsAmount")
  })

  it.effect("reads per-merchant overrides part by part over the default, and dies on a malformed one", () =>
    Effect.gen(function* () {
      expect(yield* cardScheduleOf({})).toStrictEqual({ percentBps: 499, fixedUsdCents: 20 })
      expect(yield* cardScheduleOf({ cardPercentBps: 350 })).toStrictEqual({ percentBps: 350, fixedUsdCents: 20 })
      expect(yield* cardScheduleOf({ cardFixedUsdCents: 0, cardPercentBps: null })).toStrictEqual({
        percentBps: 499,
        fixedUsdCents: 0
      })
      const exit = yield* Effect.exit(cardScheduleOf({ cardPercentBps: 10_001 }))
      expect(exit._tag).toBe("Failure")
      const text = yield* Effect.exit(cardScheduleOf({ cardFixedUsdCents: "20" }))
      expect(text._tag).toBe("Failure")
    })
  )

  it("parses a configured rate into an exact ratio and refuses anything else", () => {
    expect(parseUsdBrlRate("5.4321")).toStrictEqual(Result.succeed({ centavos: 54_321, usdCents: 10_000 }))
    expect(parseUsdBrlRate(" 5 ")).toStrictEqual(Result.succeed({ centavos: 5, usdCents: 1 }))
    expect(parseUsdBrlRate("0.000001")).toStrictEqual(Result.succeed({ centavos: 1, usdCents: 1_000_000 }))
    expect(parseUsdBrlRate("1000")).toStrictEqual(Result.succeed({ centavos: 1_000, usdCents: 1 }))
    for (const bad of ["0", "0.000", "-5", "5,43", "5.1234567", "1000.01", "1e3", "", "abc"]) {
      expect(Result.isFailure(parseUsdBrlRate(bad)), bad).toBe(true)
    }
    expect(Result.getOrThrow(Result.flip(parseUsdBrlRate("5,43"))).message).toBe(
      "a USD to BRL rate is a positive decimal with at most 6 decimals, not '5,43'"
    )
  })
})
