import { Effect, Result, Schema } from "effect"
import type { MerchantFlags } from "../accounts/Accounts.ts"
import { integerFlag } from "../charges/Flags.ts"
import type { FeeExceedsAmount, GrossOutOfRange } from "../fees/Errors.ts"
import { cardFeeSchedule, chargeAmounts, type ChargeAmounts } from "../fees/Fees.ts"
import {
  bpsPerWhole,
  type CardFeeSchedule,
  cardFeeScheduleDefault,
  type FeeSchedule,
  type UsdBrlRate
} from "../fees/Model.ts"
import { CardAmountBelowMinimum } from "./Errors.ts"

/** The spec's card checkout minimum: 5.00 BRL. */
export const cardAmountMinCentavos = 500

/** The largest fixed US dollar part a merchant override may set, in US cents (the `CardFeeSchedule` bound). */
export const cardFixedUsdCentsMax = 1_000_000

/**
 * The merchant flags of the card fee (set by the operator through the `Accounts` port), each overriding its part of
 * `cardFeeScheduleDefault` (4.99 % + 0.20 USD) on its own, as the PIX-in price flags do:
 * - `cardPercentBps`: the percentage of the gross, in basis points (0 to 10,000);
 * - `cardFixedUsdCents`: the fixed part, in US cents (0 to `cardFixedUsdCentsMax`).
 */
export const CardFlag = {
  cardPercentBps: "cardPercentBps",
  cardFixedUsdCents: "cardFixedUsdCents"
} as const

/**
 * The merchant's card fee schedule: the flags' overrides over `cardFeeScheduleDefault`. A malformed override is an
 * operator's mistake, not a request's: a defect, never a silently ignored price.
 */
export const cardScheduleOf = (flags: MerchantFlags): Effect.Effect<CardFeeSchedule> =>
  Effect.all({
    percentBps: integerFlag(flags, CardFlag.cardPercentBps, cardFeeScheduleDefault.percentBps, bpsPerWhole),
    fixedUsdCents: integerFlag(
      flags,
      CardFlag.cardFixedUsdCents,
      cardFeeScheduleDefault.fixedUsdCents,
      cardFixedUsdCentsMax
    )
  })

/** The amounts of a card checkout, with the schedule in centavos they were computed under (its USD part converted). */
export interface CardAmounts extends ChargeAmounts {
  readonly schedule: FeeSchedule
}

/**
 * The amounts of a card checkout of `amountCentavos` under a merchant's card schedule at the day's rate:
 * - the amount as requested (the gross without `coverFee`, the net with it) is at least `cardAmountMinCentavos`, else
 *   `CardAmountBelowMinimum`; with `coverFee` the gross is then larger still, so the buyer never pays under 5.00;
 * - the fixed USD part is converted once, half up (`cardFeeSchedule`), then `chargeAmounts` applies: fee + net =
 *   gross, and with `coverFee` the gross is the smallest whose net reaches the amount;
 * - a fee that leaves no net is `FeeExceedsAmount`, a net no gross in range reaches is `GrossOutOfRange`.
 */
export const cardAmounts = (input: {
  readonly schedule: CardFeeSchedule
  readonly rate: UsdBrlRate
  readonly amountCentavos: number
  readonly coverFee: boolean
}): Result.Result<CardAmounts, CardAmountBelowMinimum | FeeExceedsAmount | GrossOutOfRange> => {
  if (input.amountCentavos < cardAmountMinCentavos) {
    return Result.fail(
      new CardAmountBelowMinimum({ amountCentavos: input.amountCentavos, minimumCentavos: cardAmountMinCentavos })
    )
  }
  const schedule = cardFeeSchedule(input.schedule, input.rate)
  return Result.map(chargeAmounts(schedule, input.amountCentavos, input.coverFee), (a) => ({ ...a, schedule }))
}

/** A rate refused by `parseUsdBrlRate`. */
export class InvalidUsdBrlRate extends Schema.TaggedError<InvalidUsdBrlRate>()("InvalidUsdBrlRate", {
  input: Schema.String
}) {
  override get message(): string {
    return `a USD to BRL rate is a positive decimal with at most ${usdBrlRateDecimalsMax} decimals, not '${this.input}'`
  }
}

/** Decimals a configured rate may carry: 5.432109 BRL per USD is the finest. */
export const usdBrlRateDecimalsMax = 6

/** Largest configured rate, in reais per dollar: a bound on a typo, far above any real rate. */
export const usdBrlRateMax = 1_000

const rateShape = /^(\d{1,4})(?:\.(\d{1,6}))?$/

/**
 * Parses a configured rate, reais per US dollar as decimal text (`"5.4321"`), into the exact ratio
 * `{ centavos: 54_321, usdCents: 10_000 }`: both sides are hundredths, so the digits are the centavos and
 * 10^decimals the US cents. Positive, at most `usdBrlRateDecimalsMax` decimals and `usdBrlRateMax`; nothing rounds.
 */
export const parseUsdBrlRate = (text: string): Result.Result<UsdBrlRate, InvalidUsdBrlRate> => {
  const match = rateShape.exec(text.trim())
  if (match === null) return Result.fail(new InvalidUsdBrlRate({ input: text }))
  const decimals = match[2] ?? ""
  const centavos = Number(`${match[1]}${decimals}`)
  const usdCents = 10 ** decimals.length
  if (centavos === 0 || centavos > usdBrlRateMax * usdCents) return Result.fail(new InvalidUsdBrlRate({ input: text }))
  return Result.succeed({ centavos, usdCents })
}

/** The sandbox's rate when none is configured: 5.00 BRL per US dollar, so 0.20 USD is 1.00 BRL. */
export const usdBrlRateDefault: UsdBrlRate = { centavos: 500, usdCents: 100 }
