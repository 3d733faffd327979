import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import { type AssetSpec, assetOf, unitsMax } from "../../src/crypto/Assets.ts"
import {
  type CryptoPricing,
  depositCredit,
  quoteDeposit,
  quoteWithdrawal,
  rateFromPrice
} from "../../src/crypto/Quotes.ts"
import { amountMaxCentavos } from "../../src/money/Money.ts"

/**
 * The edges of the quotes, each on both sides: the smallest and largest amounts, the minimums, the largest number of
 * units, the fee that takes the whole amount. A unit worth one centavo and no spread make the edges exact.
 */
const btc = Result.getOrThrow(assetOf("BTC", "bitcoin"))
const now = new Date("2027-03-01T12:00:00.000Z")
/** An asset whose every minimum is one unit, as a test coin worth one centavo a unit. */
const coin: AssetSpec = { ...btc, minDepositUnits: 1n, minWithdrawalUnits: 1n, withdrawalFeeUnits: 0n }
const oneToOne = { centavos: 1n, units: 1n }
const flat: CryptoPricing = {
  spreadBps: 0,
  depositFee: { percentBps: 0, fixedCentavos: 0 },
  withdrawalFee: { percentBps: 0, fixedCentavos: 0 }
}

const deposit = (amountCentavos: number, over: Partial<Parameters<typeof quoteDeposit>[0]> = {}) =>
  quoteDeposit({ asset: coin, rate: oneToOne, pricing: flat, amountCentavos, now, ...over })
const withdrawal = (amount: Parameters<typeof quoteWithdrawal>[0]["amount"], over = {}) =>
  quoteWithdrawal({ asset: coin, rate: oneToOne, pricing: flat, amount, now, ...over })
const failure = <E>(result: Result.Result<unknown, E>): E => Result.getOrThrow(Result.flip(result))

describe("crypto quotes at their edges", () => {
  it("reads prices of one to fifteen whole digits, with or without decimals", () => {
    expect(rateFromPrice(btc, "350000")).toEqual({ centavos: 35_000_000n, units: 100_000_000n })
    expect(rateFromPrice(btc, "5")).toEqual({ centavos: 500n, units: 100_000_000n })
    expect(rateFromPrice(btc, "999999999999999")).toBeDefined()
    expect(rateFromPrice(btc, "1234567890123456")).toBeUndefined()
  })

  it("a deposit takes 0.01 up to the largest amount, and refuses one centavo outside", () => {
    expect(Result.getOrThrow(deposit(1)).payUnits).toBe(1n)
    expect(Result.getOrThrow(deposit(amountMaxCentavos)).payUnits).toBe(BigInt(amountMaxCentavos))
    for (const amount of [0, amountMaxCentavos + 1]) {
      expect(failure(deposit(amount))).toMatchObject({
        _tag: "CryptoQuoteOutOfRange",
        message: "the amount must be between 0.01 and the largest amount"
      })
    }
  })

  it("a deposit of exactly the minimum units is taken, one unit less is refused naming the minimum", () => {
    const minimum = { ...coin, minDepositUnits: 500n }
    expect(Result.getOrThrow(deposit(500, { asset: minimum })).payUnits).toBe(500n)
    expect(failure(deposit(499, { asset: minimum }))).toMatchObject({
      _tag: "BelowCryptoMinimum",
      operation: "deposit",
      minimum: "0.000005"
    })
  })

  it("a deposit of up to 10^30 units is taken, past it refused; so is one worth more than the largest amount", () => {
    const fine = { centavos: 1n, units: unitsMax / BigInt(amountMaxCentavos) }
    expect(Result.getOrThrow(deposit(amountMaxCentavos, { rate: fine })).payUnits).toBe(unitsMax)
    const finer = { centavos: 1n, units: fine.units * 10n }
    const message = "the amount in the currency is out of range"
    expect(failure(deposit(amountMaxCentavos, { rate: finer }))).toMatchObject({ message })
    // With a spread, the units of the largest amount are worth more than it at the mid price.
    expect(failure(deposit(amountMaxCentavos, { pricing: { ...flat, spreadBps: 50 } }))).toMatchObject({ message })
  })

  it("a deposit fee one centavo under the amount leaves one centavo; equal to it is refused", () => {
    const fee = (fixedCentavos: number) => ({ pricing: { ...flat, depositFee: { percentBps: 0, fixedCentavos } } })
    expect(Result.getOrThrow(deposit(100, fee(99))).netCentavos).toBe(1)
    expect(failure(deposit(100, fee(100)))).toMatchObject({
      _tag: "FeeExceedsAmount",
      message: "the fee is not smaller than the amount"
    })
  })

  it("a withdrawal names its own minimum, takes exactly it, and charges the platform fee on the cost", () => {
    const minimum = { ...coin, minDepositUnits: 7n, minWithdrawalUnits: 900n }
    expect(failure(withdrawal({ _tag: "Units", units: 899n }, { asset: minimum }))).toMatchObject({
      operation: "withdrawal",
      minimum: "0.000009"
    })
    expect(Result.getOrThrow(withdrawal({ _tag: "Units", units: 900n }, { asset: minimum })).debitCentavos).toBe(900)
    const feeing = { pricing: { ...flat, withdrawalFee: { percentBps: 100, fixedCentavos: 0 } } }
    expect(Result.getOrThrow(withdrawal({ _tag: "Units", units: 10_000n }, feeing))).toMatchObject({
      sendCostCentavos: 10_000,
      feeCentavos: 100,
      debitCentavos: 10_100
    })
  })

  it("a withdrawal of reais takes 0.01 up to the largest amount, and refuses one centavo outside", () => {
    expect(Result.getOrThrow(withdrawal({ _tag: "Centavos", centavos: 1 })).sendUnits).toBe(1n)
    expect(Result.getOrThrow(withdrawal({ _tag: "Centavos", centavos: amountMaxCentavos })).debitCentavos).toBe(
      amountMaxCentavos
    )
    for (const centavos of [0, amountMaxCentavos + 1]) {
      expect(failure(withdrawal({ _tag: "Centavos", centavos }))).toMatchObject({
        message: "the amount is out of range"
      })
    }
  })

  it("a withdrawal of units is refused past 10^30 units and past the largest debit, never thrown", () => {
    const fine = { rate: { centavos: 1n, units: unitsMax / BigInt(amountMaxCentavos) } }
    expect(Result.getOrThrow(withdrawal({ _tag: "Units", units: unitsMax }, fine)).debitCentavos).toBe(
      amountMaxCentavos
    )
    expect(failure(withdrawal({ _tag: "Units", units: unitsMax + 1n }, fine))).toMatchObject({
      message: "the amount in the currency is out of range"
    })
    expect(Result.getOrThrow(withdrawal({ _tag: "Units", units: BigInt(amountMaxCentavos) })).debitCentavos).toBe(
      amountMaxCentavos
    )
    const feeing = { pricing: { ...flat, withdrawalFee: { percentBps: 100, fixedCentavos: 0 } } }
    for (const units of [BigInt(amountMaxCentavos) + 1n, unitsMax]) {
      expect(failure(withdrawal({ _tag: "Units", units }, feeing))).toMatchObject({
        message: "the amount in reais is out of range"
      })
    }
  })

  it("a deposit credit takes up to the largest amount, refuses past it, and throws on negative units", () => {
    const quote = Result.getOrThrow(deposit(100))
    expect(Result.getOrThrow(depositCredit(quote, BigInt(amountMaxCentavos))).grossCentavos).toBe(amountMaxCentavos)
    expect(failure(depositCredit(quote, BigInt(amountMaxCentavos) + 1n))).toMatchObject({
      message: "the deposit is worth more than one credit may carry"
    })
    expect(() => depositCredit(quote, -1n)).toThrow(new RangeError("depositCredit takes a non-negative amount"))
    expect(Result.getOrThrow(depositCredit(quote, 99n)).outcome).toBe("underpaid")
  })
})
