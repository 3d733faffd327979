import { centavos, type Centavos } from "../money/Money.ts"
import type { UsdBrlRate } from "./Model.ts"
import { bpsPerWhole } from "./Model.ts"

/**
 * The platform's one rounding rule: the quotient `numerator / denominator` rounded half up to an integer
 * (x.5 goes up). Both operands are non-negative; computed in big integers, so it is exact for every safe input.
 * Every percentage (fees, splits, surcharges) and the card fee's currency conversion round through here.
 */
export const roundHalfUp = (numerator: bigint, denominator: bigint): bigint => {
  if (numerator < 0n || denominator <= 0n) throw new RangeError("roundHalfUp takes a non-negative ratio")
  return (2n * numerator + denominator) / (2n * denominator)
}

/** `rateBps` basis points of an amount of centavos, rounded half up to the centavo. */
export const percentOfCentavos = (amountCentavos: number, rateBps: number): Centavos =>
  centavos(Number(roundHalfUp(BigInt(amountCentavos) * BigInt(rateBps), BigInt(bpsPerWhole))))

/** Converts US cents to centavos at a rate, rounded half up to the centavo. */
export const usdCentsToCentavos = (usdCents: number, rate: UsdBrlRate): Centavos =>
  centavos(Number(roundHalfUp(BigInt(usdCents) * BigInt(rate.centavos), BigInt(rate.usdCents))))
