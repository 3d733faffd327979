import { Result, Schema } from "effect"
import { FeeExceedsAmount } from "../fees/Errors.ts"
import { feeFor } from "../fees/Fees.ts"
import { bpsPerWhole, type FeeSchedule } from "../fees/Model.ts"
import { amountMaxCentavos, centavos, type Centavos } from "../money/Money.ts"
import { type AssetSpec, type AssetUnits, assetUnits, formatAssetAmount, unitsMax } from "./Assets.ts"
import { BelowCryptoMinimum, CryptoQuoteExpired, CryptoQuoteOutOfRange } from "./Errors.ts"

/**
 * A market (mid) price as an exact ratio: `units` smallest units of the asset are worth `centavos`. BTC at
 * R$ 350,123.45 is `{ centavos: 35_012_345n, units: 100_000_000n }`; USDT at R$ 5.4321 is
 * `{ centavos: 54_321n, units: 100_000_000n }` (100 USDT). Both parts are positive.
 */
export const CryptoRate = Schema.Struct({
  centavos: Schema.BigInt.check(Schema.isGreaterThanBigInt(0n)),
  units: Schema.BigInt.check(Schema.isGreaterThanBigInt(0n))
})
export type CryptoRate = typeof CryptoRate.Type

/** The spread, in basis points, applied on each side of the mid price: 0 to 9,999 (the bid stays positive). */
export const SpreadBps = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: bpsPerWhole - 1 }))
export type SpreadBps = typeof SpreadBps.Type

/**
 * The platform's crypto prices: the spread on each side of the mid price (its exchange margin), the fee on a
 * deposit's BRL gross, and the fee on a withdrawal's BRL cost (the network fee is the asset's own, on top).
 */
export interface CryptoPricing {
  readonly spreadBps: number
  readonly depositFee: FeeSchedule
  readonly withdrawalFee: FeeSchedule
}

/** Prices with nothing negotiated: a 0.50 % spread, a 1 % deposit fee, no withdrawal fee beyond the network's. */
export const cryptoPricingDefault: CryptoPricing = {
  spreadBps: 50,
  depositFee: { percentBps: 100, fixedCentavos: 0 },
  withdrawalFee: { percentBps: 0, fixedCentavos: 0 }
}

/** How long a deposit quote holds (the pay page's countdown): 15 minutes, as hosted crypto checkouts give. */
export const depositQuoteValidityMs = 15 * 60 * 1000
/** How long a withdrawal quote holds: 60 seconds between `transfer-crypto/quote` and `transfer-crypto/create`. */
export const withdrawalQuoteValidityMs = 60 * 1000

/** Decimals of a BRL price text accepted by `rateFromPrice`, at most. */
export const priceDecimalsMax = 8

const W = BigInt(bpsPerWhole)
const floorDiv = (n: bigint, d: bigint): bigint => n / d
const ceilDiv = (n: bigint, d: bigint): bigint => (n + d - 1n) / d

/**
 * The rate for a price in reais per whole coin written as decimal text (`"350123.45"`, `"5.4321"`), with at most
 * `priceDecimalsMax` decimals and above zero; `undefined` for any other text.
 */
export const rateFromPrice = (asset: Pick<AssetSpec, "decimals">, price: string): CryptoRate | undefined => {
  const match = /^(\d{1,15})(?:\.(\d{1,8}))?$/.exec(price)
  if (match === null) return undefined
  const fraction = match[2] ?? ""
  const scaled = BigInt(match[1]! + fraction)
  if (scaled === 0n) return undefined
  return { centavos: scaled * 100n, units: 10n ** BigInt(asset.decimals + fraction.length) }
}

// Every conversion below rounds in the platform's favour: what the platform gives (credit, units sent) rounds down,
// what it takes (units collected, reais debited) rounds up. With bid ≤ mid ≤ ask, no round trip gains the user money.

/** Reais credited for `units` received: at the bid (mid less the spread), rounded down to the centavo. */
export const creditCentavosFor = (rate: CryptoRate, spreadBps: number, units: bigint): bigint =>
  floorDiv(units * rate.centavos * (W - BigInt(spreadBps)), rate.units * W)

/** Units a payer must send to be credited `amountCentavos`: the smallest whose credit reaches it (rounded up). */
export const unitsToCollect = (rate: CryptoRate, spreadBps: number, amountCentavos: bigint): bigint =>
  ceilDiv(amountCentavos * rate.units * W, rate.centavos * (W - BigInt(spreadBps)))

/** Units bought with `amountCentavos`: at the ask (mid plus the spread), rounded down to the unit. */
export const unitsForSpend = (rate: CryptoRate, spreadBps: number, amountCentavos: bigint): bigint =>
  floorDiv(amountCentavos * rate.units * W, rate.centavos * (W + BigInt(spreadBps)))

/** Reais it costs to buy `units`: at the ask, rounded up to the centavo. */
export const costCentavosOf = (rate: CryptoRate, spreadBps: number, units: bigint): bigint =>
  ceilDiv(units * rate.centavos * (W + BigInt(spreadBps)), rate.units * W)

/** Reais `units` are worth at the mid price, rounded down (the reference for the spread recorded). */
export const midValueCentavos = (rate: CryptoRate, units: bigint): bigint => floorDiv(units * rate.centavos, rate.units)

/** The terms a quote was made on, kept with it so a later step recomputes nothing from the market. */
interface QuoteTerms {
  readonly currency: AssetSpec["currency"]
  readonly network: AssetSpec["network"]
  readonly rate: CryptoRate
  readonly spreadBps: number
  readonly feeSchedule: FeeSchedule
  readonly quotedAt: Date
  /** The quote holds while the clock is before this instant (exclusive). */
  readonly expiresAt: Date
}

/**
 * A deposit quote: a charge of `amountCentavos` (gross) is paid by sending `payUnits`; the fee is on the gross, the
 * merchant's net is the rest; `spreadCentavos` is what the spread earns (the mid value of `payUnits` less the gross).
 */
export interface DepositQuote extends QuoteTerms {
  readonly amountCentavos: Centavos
  readonly payUnits: AssetUnits
  readonly feeCentavos: Centavos
  readonly netCentavos: Centavos
  readonly spreadCentavos: Centavos
}

/**
 * A withdrawal quote: `sendUnits` reach the address and `networkFeeUnits` pay the chain; the merchant is debited
 * `debitCentavos` = `sendCostCentavos` + `networkFeeCentavos` + `feeCentavos`, each part rounded up on its own.
 */
export interface WithdrawalQuote extends QuoteTerms {
  readonly sendUnits: AssetUnits
  readonly networkFeeUnits: AssetUnits
  readonly sendCostCentavos: Centavos
  readonly networkFeeCentavos: Centavos
  readonly feeCentavos: Centavos
  readonly debitCentavos: Centavos
  readonly spreadCentavos: Centavos
}

const expiry = (now: Date, validityMs: number): Date => new Date(now.getTime() + validityMs)
const outOfRange = (message: string) => Result.fail(new CryptoQuoteOutOfRange({ message }))
const safe = (value: bigint): Centavos => centavos(Number(value))

/**
 * Quotes a deposit of `amountCentavos` (the charge's gross, in reais): the units to pay at the bid, rounded up, so
 * the credit of exactly `payUnits` reaches the gross. Refused: a gross outside 1 centavo to `amountMaxCentavos`, units
 * below the asset's minimum deposit or worth more than `amountMaxCentavos` at the mid price, a fee not smaller than
 * the gross.
 */
export const quoteDeposit = (input: {
  readonly asset: AssetSpec
  readonly rate: CryptoRate
  readonly pricing: CryptoPricing
  readonly amountCentavos: number
  readonly now: Date
  readonly validityMs?: number
}): Result.Result<DepositQuote, BelowCryptoMinimum | CryptoQuoteOutOfRange | FeeExceedsAmount> => {
  const { amountCentavos, asset, pricing, rate } = input
  if (!Number.isSafeInteger(amountCentavos) || amountCentavos < 1 || amountCentavos > amountMaxCentavos) {
    return outOfRange("the amount must be between 0.01 and the largest amount")
  }
  const payUnits = unitsToCollect(rate, pricing.spreadBps, BigInt(amountCentavos))
  if (payUnits < asset.minDepositUnits) return Result.fail(belowMinimum(asset, "deposit"))
  if (payUnits > unitsMax) return outOfRange("the amount in the currency is out of range")
  // The units' mid value bounds the spread recorded: past the largest amount, the spread is beyond any sane price.
  const midValue = midValueCentavos(rate, payUnits)
  if (midValue > BigInt(amountMaxCentavos)) return outOfRange("the amount in the currency is out of range")
  const fee = feeFor(pricing.depositFee, amountCentavos)
  if (fee >= amountCentavos) {
    return Result.fail(
      new FeeExceedsAmount({ amountCentavos, feeCentavos: fee, message: "the fee is not smaller than the amount" })
    )
  }
  return Result.succeed({
    currency: asset.currency,
    network: asset.network,
    rate,
    spreadBps: pricing.spreadBps,
    feeSchedule: pricing.depositFee,
    quotedAt: input.now,
    expiresAt: expiry(input.now, input.validityMs ?? depositQuoteValidityMs),
    amountCentavos: centavos(amountCentavos),
    payUnits: assetUnits(payUnits),
    feeCentavos: fee,
    netCentavos: centavos(amountCentavos - fee),
    spreadCentavos: safe(midValue - BigInt(amountCentavos))
  })
}

const belowMinimum = (asset: AssetSpec, operation: "deposit" | "withdrawal") =>
  new BelowCryptoMinimum({
    operation,
    currency: asset.currency,
    network: asset.network,
    minimum: formatAssetAmount(asset, operation === "deposit" ? asset.minDepositUnits : asset.minWithdrawalUnits)
  })

/** What a withdrawal asks for: the units to reach the address, or the reais to spend (fees included). */
export type WithdrawalAmount =
  { readonly _tag: "Units"; readonly units: bigint } | { readonly _tag: "Centavos"; readonly centavos: number }

/**
 * Quotes a withdrawal. Given units, the debit is their cost at the ask plus the network fee's cost plus the platform
 * fee on the cost of what is sent, each rounded up. Given reais, the units are the most whose debit fits in them (a
 * binary search: the debit only grows with the units), so the debit is at most the reais asked, a few centavos less
 * where rounding leaves a gap. Refused: units below the asset's minimum withdrawal, a debit past `amountMaxCentavos`.
 */
export const quoteWithdrawal = (input: {
  readonly asset: AssetSpec
  readonly rate: CryptoRate
  readonly pricing: CryptoPricing
  readonly amount: WithdrawalAmount
  readonly now: Date
  readonly validityMs?: number
}): Result.Result<WithdrawalQuote, BelowCryptoMinimum | CryptoQuoteOutOfRange> => {
  const { asset, pricing, rate } = input
  const networkFeeCentavos = costCentavosOf(rate, pricing.spreadBps, asset.withdrawalFeeUnits)
  const parts = (units: bigint) => {
    const sendCost = costCentavosOf(rate, pricing.spreadBps, units)
    // A cost past the largest amount is refused below whatever its fee: skip the fee rather than overflow it.
    const fee = sendCost > BigInt(amountMaxCentavos) ? 0n : BigInt(feeFor(pricing.withdrawalFee, Number(sendCost)))
    return { sendCost, fee, debit: sendCost + networkFeeCentavos + fee }
  }
  let sendUnits: bigint
  if (input.amount._tag === "Units") {
    sendUnits = input.amount.units
  } else {
    const budget = BigInt(input.amount.centavos)
    if (budget < 1n || budget > BigInt(amountMaxCentavos)) return outOfRange("the amount is out of range")
    let lo = 0n
    let hi = unitsForSpend(rate, pricing.spreadBps, budget)
    // Each step halves [lo, hi] (mid > lo, and hi drops below mid otherwise): at most log2(hi) + 1 steps.
    while (lo < hi) {
      const mid = (lo + hi + 1n) / 2n
      if (parts(mid).debit <= budget) lo = mid
      else hi = mid - 1n
    }
    sendUnits = lo
  }
  if (sendUnits < asset.minWithdrawalUnits) return Result.fail(belowMinimum(asset, "withdrawal"))
  if (sendUnits > unitsMax) return outOfRange("the amount in the currency is out of range")
  const { debit, fee, sendCost } = parts(sendUnits)
  if (debit > BigInt(amountMaxCentavos)) return outOfRange("the amount in reais is out of range")
  const spread = sendCost + networkFeeCentavos - midValueCentavos(rate, sendUnits + asset.withdrawalFeeUnits)
  return Result.succeed({
    currency: asset.currency,
    network: asset.network,
    rate,
    spreadBps: pricing.spreadBps,
    feeSchedule: pricing.withdrawalFee,
    quotedAt: input.now,
    expiresAt: expiry(input.now, input.validityMs ?? withdrawalQuoteValidityMs),
    sendUnits: assetUnits(sendUnits),
    networkFeeUnits: assetUnits(asset.withdrawalFeeUnits),
    sendCostCentavos: safe(sendCost),
    networkFeeCentavos: safe(networkFeeCentavos),
    feeCentavos: safe(fee),
    debitCentavos: safe(debit),
    spreadCentavos: safe(spread)
  })
}

/** Whether a quote holds at `now`: strictly before its `expiresAt`. */
export const isValidAt = (quote: Pick<QuoteTerms, "expiresAt">, now: Date): boolean =>
  now.getTime() < quote.expiresAt.getTime()

/**
 * Takes a quote up at `now`: the quote itself, unchanged, while it holds (so the amounts debited or collected are
 * the quoted ones, whatever the market did since), else `CryptoQuoteExpired`. A stale quote is never re-priced.
 */
export const acceptQuote = <Q extends QuoteTerms>(quote: Q, now: Date): Result.Result<Q, CryptoQuoteExpired> =>
  isValidAt(quote, now) ? Result.succeed(quote) : Result.fail(new CryptoQuoteExpired({ expiresAt: quote.expiresAt }))

/**
 * How a deposit was paid against its quote: `exact` (the quoted units), `overpaid` (more), `underpaid` (fewer, and
 * the quote ran out before a top-up).
 */
export type DepositOutcome = "exact" | "overpaid" | "underpaid"

/** What a confirmed deposit credits: the BRL gross of the units received, the fee on it, and the merchant's net. */
export interface DepositCredit {
  readonly outcome: DepositOutcome
  readonly receivedUnits: AssetUnits
  readonly grossCentavos: Centavos
  readonly feeCentavos: Centavos
  readonly netCentavos: Centavos
}

/**
 * The credit of `receivedUnits` against a deposit quote. Exactly the quoted units credit the quoted gross, fee and
 * net. More credit every unit received at the quote's bid, rounded down (never less than the quoted gross). Fewer
 * credit what arrived at the quote's bid, rounded down, with the fee on that gross capped at it, so an underpayment
 * worth less than its fee credits nothing and the fee is never negative. A credit past `amountMaxCentavos` is refused
 * (held for an operator).
 */
export const depositCredit = (
  quote: DepositQuote,
  receivedUnits: bigint
): Result.Result<DepositCredit, CryptoQuoteOutOfRange> => {
  if (receivedUnits < 0n) throw new RangeError("depositCredit takes a non-negative amount")
  if (receivedUnits === quote.payUnits) {
    return Result.succeed({
      outcome: "exact",
      receivedUnits: quote.payUnits,
      grossCentavos: quote.amountCentavos,
      feeCentavos: quote.feeCentavos,
      netCentavos: quote.netCentavos
    })
  }
  const value = creditCentavosFor(quote.rate, quote.spreadBps, receivedUnits)
  if (value > BigInt(amountMaxCentavos)) return outOfRange("the deposit is worth more than one credit may carry")
  // More than the quoted units are worth at least the quoted gross: the quoted units' credit already reaches it.
  const outcome: DepositOutcome = receivedUnits > quote.payUnits ? "overpaid" : "underpaid"
  const gross = Number(value)
  const fee = Math.min(feeFor(quote.feeSchedule, gross), gross)
  return Result.succeed({
    outcome,
    receivedUnits: assetUnits(receivedUnits),
    grossCentavos: centavos(gross),
    feeCentavos: centavos(fee),
    netCentavos: centavos(gross - fee)
  })
}
