import { Result } from "effect"
import { amountMaxCentavos, centavos, type Centavos } from "../money/Money.ts"
import { FeeExceedsAmount, GrossOutOfRange } from "./Errors.ts"
import type { CardFeeSchedule, FeeSchedule, UsdBrlRate } from "./Model.ts"
import { bpsPerWhole } from "./Model.ts"
import { percentOfCentavos, usdCentsToCentavos } from "./Rounding.ts"

/** A charge in three amounts: what the payer pays, what the platform keeps, what the merchant receives. */
export interface ChargeAmounts {
  readonly grossCentavos: Centavos
  readonly feeCentavos: Centavos
  readonly netCentavos: Centavos
}

/** A PIX transfer in three amounts: what leaves the merchant's balance, the fee, what the recipient receives. */
export interface TransferAmounts {
  readonly debitCentavos: Centavos
  readonly feeCentavos: Centavos
  readonly sentCentavos: Centavos
}

/**
 * The fee of an operation of `grossCentavos` under a schedule: the fixed part plus the percentage of the gross
 * rounded half up (`percentOfCentavos`). Never negative; never decreasing in the gross; grows by at most one
 * centavo per centavo of gross while the percentage is at most 100 %.
 */
export const feeFor = (schedule: FeeSchedule, grossCentavos: number): Centavos =>
  centavos(schedule.fixedCentavos + percentOfCentavos(grossCentavos, schedule.percentBps))

/** What remains of a gross after its fee; negative when the fee is larger (callers refuse that). */
const netOf = (schedule: FeeSchedule, grossCentavos: number): number => grossCentavos - feeFor(schedule, grossCentavos)

/**
 * The smallest gross whose net (gross − fee) reaches `netCentavos`. Its net is then exactly `netCentavos`, since the
 * net grows by 0 or 1 per centavo of gross.
 *
 * With fee(g) = F + ⌊(g·b + 5000) / 10000⌋, net(g) ≥ N ⇔ g > (10000·(N + F − 1) + 5000) / (10000 − b), so the
 * answer is that quotient's floor plus one, computed in big integers. The closed form is exact (a property checks it
 * against counting up); it is asserted, not corrected: a gross that misses the net is a defect, thrown.
 */
export const grossForNet = (schedule: FeeSchedule, netCentavos: number): Result.Result<Centavos, GrossOutOfRange> => {
  if (!Number.isSafeInteger(netCentavos) || netCentavos < 1) throw new RangeError("grossForNet takes a positive net")
  const rest = BigInt(bpsPerWhole - schedule.percentBps)
  const numerator = BigInt(bpsPerWhole) * BigInt(netCentavos + schedule.fixedCentavos - 1) + BigInt(bpsPerWhole / 2)
  const closed = rest <= 0n ? undefined : numerator / rest + 1n
  if (closed === undefined || closed > BigInt(amountMaxCentavos)) {
    return Result.fail(new GrossOutOfRange({ netCentavos, message: "no gross in the amount range yields this net" }))
  }
  const gross = Number(closed)
  // An assertion, not a correction: only a wrong formula reaches the throw, so its mutants are equivalent.
  // Stryker disable next-line all
  if (netOf(schedule, gross) !== netCentavos || (gross > 1 && netOf(schedule, gross - 1) >= netCentavos)) {
    // Stryker disable next-line all
    throw new Error(`grossForNet: the closed form missed net ${netCentavos} (gross ${gross})`)
  }
  return Result.succeed(centavos(gross))
}

/**
 * The amounts of a charge (PIX QR or card):
 * - `coverFee` false: `amountCentavos` is the gross the payer pays; net = gross − fee;
 * - `coverFee` true: `amountCentavos` is the net the merchant wants; gross is the smallest gross whose net reaches it
 *   (`grossForNet`), so the net is exactly the amount asked for.
 * A fee that leaves a net below one centavo is refused with `FeeExceedsAmount`.
 */
export const chargeAmounts = (
  schedule: FeeSchedule,
  amountCentavos: number,
  coverFee: boolean
): Result.Result<ChargeAmounts, FeeExceedsAmount | GrossOutOfRange> => {
  if (coverFee) {
    return Result.map(grossForNet(schedule, amountCentavos), (gross) => ({
      grossCentavos: gross,
      feeCentavos: centavos(gross - amountCentavos),
      netCentavos: centavos(amountCentavos)
    }))
  }
  const fee = feeFor(schedule, amountCentavos)
  if (fee >= amountCentavos) {
    return Result.fail(
      new FeeExceedsAmount({ amountCentavos, feeCentavos: fee, message: "the fee is not smaller than the amount" })
    )
  }
  return Result.succeed({
    grossCentavos: centavos(amountCentavos),
    feeCentavos: fee,
    netCentavos: centavos(amountCentavos - fee)
  })
}

/**
 * The amounts of a PIX transfer. The fee is always computed on the debit, as a charge's fee is on its gross:
 * - `coverFee` false: `amountCentavos` is the debit; the recipient receives debit − fee(debit);
 * - `coverFee` true (the API default): `amountCentavos` is what the recipient receives; the debit is the smallest
 *   debit whose remainder after its fee reaches it, so debit = amount + fee(debit) exactly.
 * A fee that leaves less than one centavo to send is refused with `FeeExceedsAmount`.
 */
export const transferAmounts = (
  schedule: FeeSchedule,
  amountCentavos: number,
  coverFee: boolean
): Result.Result<TransferAmounts, FeeExceedsAmount | GrossOutOfRange> =>
  Result.map(chargeAmounts(schedule, amountCentavos, coverFee), (c) => ({
    debitCentavos: c.grossCentavos,
    feeCentavos: c.feeCentavos,
    sentCentavos: c.netCentavos
  }))

/** The card fee schedule of a merchant at a given exchange rate: its fixed USD part converted, rounded half up. */
export const cardFeeSchedule = (card: CardFeeSchedule, rate: UsdBrlRate): FeeSchedule => ({
  percentBps: card.percentBps,
  fixedCentavos: usdCentsToCentavos(card.fixedUsdCents, rate)
})
