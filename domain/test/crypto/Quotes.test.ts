import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import { assetOf } from "../../src/crypto/Assets.ts"
import {
  acceptQuote,
  cryptoPricingDefault,
  depositCredit,
  quoteDeposit,
  quoteWithdrawal,
  rateFromPrice
} from "../../src/crypto/Quotes.ts"

const btc = Result.getOrThrow(assetOf("BTC", "bitcoin"))
const usdt = Result.getOrThrow(assetOf("USDT", "tron"))
const now = new Date("2027-03-01T12:00:00.000Z")
const rate = rateFromPrice(btc, "350000")!

describe("crypto quotes, worked examples", () => {
  it("reads a BRL price per coin into an exact ratio", () => {
    expect(rate).toEqual({ centavos: 35_000_000n, units: 100_000_000n })
    expect(rateFromPrice(usdt, "5.4321")).toEqual({ centavos: 5_432_100n, units: 10_000_000_000n })
    for (const bad of ["0", "0.000", "-1", "1e3", "5.123456789", ""]) expect(rateFromPrice(usdt, bad)).toBeUndefined()
  })

  it("a R$ 100.00 charge in BTC at R$ 350,000 with a 0.50 % spread asks 28,716 sats", () => {
    const q = Result.getOrThrow(
      quoteDeposit({ asset: btc, rate, pricing: cryptoPricingDefault, amountCentavos: 10_000, now })
    )
    // Bid: 0.34825 centavos per sat; 10,000 / 0.34825 = 28,715.004 rounds up.
    expect([q.payUnits, q.feeCentavos, q.netCentavos, q.spreadCentavos]).toEqual([28_716n, 100, 9_900, 50])
    expect(q.expiresAt).toEqual(new Date("2027-03-01T12:15:00.000Z"))
    expect(Result.getOrThrow(depositCredit(q, 30_000n))).toMatchObject({ outcome: "overpaid", grossCentavos: 10_447 })
    expect(Result.getOrThrow(depositCredit(q, 14_358n))).toMatchObject({
      outcome: "underpaid",
      grossCentavos: 5_000,
      feeCentavos: 50,
      netCentavos: 4_950
    })
  })

  it("a withdrawal of 0.001 BTC debits its cost, the network fee's cost and the fee, each rounded up", () => {
    const q = Result.getOrThrow(
      quoteWithdrawal({
        asset: btc,
        rate,
        pricing: cryptoPricingDefault,
        amount: { _tag: "Units", units: 100_000n },
        now
      })
    )
    // Ask: 0.35175 centavos per sat.
    expect([q.sendCostCentavos, q.networkFeeCentavos, q.feeCentavos, q.debitCentavos, q.spreadCentavos]).toEqual([
      35_175, 1_759, 0, 36_934, 184
    ])
    expect(q.expiresAt).toEqual(new Date("2027-03-01T12:01:00.000Z"))
    const spent = Result.getOrThrow(
      quoteWithdrawal({
        asset: btc,
        rate,
        pricing: cryptoPricingDefault,
        amount: { _tag: "Centavos", centavos: 36_934 },
        now
      })
    )
    expect([spent.sendUnits, spent.debitCentavos]).toEqual([100_000n, 36_934])
  })

  it("holds a quote until the millisecond before its expiry and refuses it from then on", () => {
    const q = Result.getOrThrow(
      quoteWithdrawal({
        asset: btc,
        rate,
        pricing: cryptoPricingDefault,
        amount: { _tag: "Units", units: 100_000n },
        now
      })
    )
    expect(acceptQuote(q, new Date(q.expiresAt.getTime() - 1))).toStrictEqual(Result.succeed(q))
    const stale = acceptQuote(q, q.expiresAt)
    expect(Result.isFailure(stale) && stale.failure.message).toBe(
      "the quote expired at 2027-03-01T12:01:00.000Z; ask for a new quote"
    )
  })

  it("refuses amounts below the minimum or out of range, naming the minimum", () => {
    const small = quoteWithdrawal({
      asset: btc,
      rate,
      pricing: cryptoPricingDefault,
      amount: { _tag: "Units", units: 19_999n },
      now
    })
    expect(Result.isFailure(small) && small.failure.message).toBe(
      "the minimum withdrawal of BTC on bitcoin is 0.0002 BTC"
    )
    const tiny = quoteDeposit({ asset: btc, rate, pricing: cryptoPricingDefault, amountCentavos: 3_000, now })
    expect(Result.isFailure(tiny) && tiny.failure._tag).toBe("BelowCryptoMinimum")
    const zero = quoteDeposit({ asset: btc, rate, pricing: cryptoPricingDefault, amountCentavos: 0, now })
    expect(Result.isFailure(zero) && zero.failure._tag).toBe("CryptoQuoteOutOfRange")
  })
})
