import { Result } from "effect"
import { centavos, type Centavos } from "../money/Money.ts"
import type { FeeExceedsAmount, GrossOutOfRange } from "./Errors.ts"
import { chargeAmounts, feeFor } from "./Fees.ts"
import type { FeeSchedule, MerchantPricing, SubaccountSurcharge } from "./Model.ts"
import { splitOfNet } from "./Split.ts"

/**
 * The schedule a subaccount pays: its main account's schedule plus its surcharge, percentages and fixed parts added
 * (the pricing preview's `totalPercentFee` and `totalFixedFee`). One rounding is applied to the total percentage.
 */
export const withSurcharge = (main: FeeSchedule, surcharge: FeeSchedule): FeeSchedule => ({
  percentBps: main.percentBps + surcharge.percentBps,
  fixedCentavos: main.fixedCentavos + surcharge.fixedCentavos
})

/** A subaccount's schedules per operation; a refund, a PIX sent back, carries the PIX out surcharge. */
export const subaccountSchedules = (
  main: MerchantPricing,
  surcharge: SubaccountSurcharge
): { readonly pixIn: FeeSchedule; readonly pixOut: FeeSchedule; readonly refund: FeeSchedule } => ({
  pixIn: withSurcharge(main.pixIn, surcharge.pixIn),
  pixOut: withSurcharge(main.pixOut, surcharge.pixOut),
  refund: withSurcharge(main.refund, surcharge.pixOut)
})

/** A subaccount's fee on one operation and how it divides between the platform and the main account. */
export interface SubaccountFee {
  /** What the subaccount pays: `feeFor(withSurcharge(main, surcharge), gross)`. */
  readonly feeCentavos: Centavos
  /** The platform's part: the main account's own fee on the same gross. */
  readonly mainFeeCentavos: Centavos
  /** `SUBACCOUNT_PROFIT`, credited to the main account: fee − main fee, never negative. */
  readonly profitCentavos: Centavos
}

/**
 * Divides a subaccount's fee on `grossCentavos`: the platform keeps the main account's fee, the main account earns the
 * difference. The profit is never negative, because rounding half up never decreases as the percentage grows.
 */
export const subaccountFee = (main: FeeSchedule, surcharge: FeeSchedule, grossCentavos: number): SubaccountFee => {
  const fee = feeFor(withSurcharge(main, surcharge), grossCentavos)
  const mainFee = feeFor(main, grossCentavos)
  return { feeCentavos: fee, mainFeeCentavos: mainFee, profitCentavos: centavos(fee - mainFee) }
}

/** Every amount of a received PIX charge; `gross = platformFee + profit + partner + merchant`. */
export interface PixInAmounts {
  readonly grossCentavos: Centavos
  /** The fee charged to the receiving account (main account, or subaccount with its surcharge). */
  readonly feeCentavos: Centavos
  readonly netCentavos: Centavos
  /** To `sys:fee_revenue`. */
  readonly platformFeeCentavos: Centavos
  /** `SUBACCOUNT_PROFIT` to the main account; zero when the receiver is the main account. */
  readonly profitCentavos: Centavos
  /** To the split partner; zero without a split. */
  readonly partnerCentavos: Centavos
  /** What the receiving account keeps: net − partner. */
  readonly merchantCentavos: Centavos
}

/**
 * The amounts of a PIX charge, end to end: the fee under the main schedule (plus the surcharge when the charge is for a
 * subaccount) with the `coverFee` reading of `chargeAmounts`, then the split of the net when `splitBps` is given.
 */
export const pixInAmounts = (input: {
  readonly schedule: FeeSchedule
  readonly surcharge?: FeeSchedule | undefined
  readonly amountCentavos: number
  readonly coverFee: boolean
  readonly splitBps?: number | undefined
}): Result.Result<PixInAmounts, FeeExceedsAmount | GrossOutOfRange> => {
  const charged = input.surcharge === undefined ? input.schedule : withSurcharge(input.schedule, input.surcharge)
  return Result.map(chargeAmounts(charged, input.amountCentavos, input.coverFee), (c) => {
    const mainFee = feeFor(input.schedule, c.grossCentavos)
    const split =
      input.splitBps === undefined
        ? { partnerCentavos: centavos(0), merchantCentavos: c.netCentavos }
        : splitOfNet(c.netCentavos, input.splitBps)
    return {
      grossCentavos: c.grossCentavos,
      feeCentavos: c.feeCentavos,
      netCentavos: c.netCentavos,
      platformFeeCentavos: mainFee,
      profitCentavos: centavos(c.feeCentavos - mainFee),
      partnerCentavos: split.partnerCentavos,
      merchantCentavos: split.merchantCentavos
    }
  })
}
