import { centavos, type Centavos } from "../money/Money.ts"
import { percentOfCentavos } from "./Rounding.ts"

/** Smallest and largest `splitTax`, in basis points: 0.01 % to 100 % of the net. */
export const splitBpsMin = 1
export const splitBpsMax = 10_000

/** A charge's net divided between the split partner and the merchant. */
export interface SplitAmounts {
  readonly partnerCentavos: Centavos
  readonly merchantCentavos: Centavos
}

/**
 * Splits a net: the partner gets `splitBps` of it rounded half up (`percentOfCentavos`), the merchant the rest.
 * The partner's part is never more than the net, since the rounded share of an integer is at most that integer.
 * A `splitBps` outside 1..10,000 never comes from `parseSplitTax`: it is a defect, thrown, never clamped.
 */
export const splitOfNet = (netCentavos: number, splitBps: number): SplitAmounts => {
  if (!Number.isInteger(splitBps) || splitBps < splitBpsMin || splitBps > splitBpsMax) {
    throw new RangeError(`splitBps must be ${splitBpsMin}..${splitBpsMax}, got ${splitBps}`)
  }
  const partner = percentOfCentavos(netCentavos, splitBps)
  return { partnerCentavos: partner, merchantCentavos: centavos(netCentavos - partner) }
}
