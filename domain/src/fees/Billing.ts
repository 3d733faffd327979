import { Result } from "effect"
import { centavos } from "../money/Money.ts"
import { FeeExceedsAmount } from "./Errors.ts"
import { feeFor, type ChargeAmounts } from "./Fees.ts"
import type { FeeSchedule } from "./Model.ts"

/**
 * The boleto fee of a merchant without an override: 1.99 BRL a paid boleto, the market's usual flat price (the spec
 * names none; docs/decisions.md "Billing fees"). Overridden per merchant by the `boletoPercentBps` and
 * `boletoFixedCentavos` flags.
 */
export const boletoScheduleDefault: FeeSchedule = { percentBps: 0, fixedCentavos: 199 }

/**
 * The amounts of a paid billing: the payer paid `paidCentavos` (the amount due on the payment date, fine and interest
 * included); the fee is the method's schedule on it (`feeFor`), the net the rest. The fee never reaches the whole
 * payment: a fee at or above it is refused with `FeeExceedsAmount` (create refuses such an amount up front, and the
 * amount due only grows, so a stored billing never meets it).
 */
export const billingAmounts = (
  schedule: FeeSchedule,
  paidCentavos: number
): Result.Result<ChargeAmounts, FeeExceedsAmount> => {
  const fee = feeFor(schedule, paidCentavos)
  if (fee >= paidCentavos) {
    return Result.fail(
      new FeeExceedsAmount({
        amountCentavos: paidCentavos,
        feeCentavos: fee,
        message: "the billing's fee is not smaller than its amount"
      })
    )
  }
  return Result.succeed({
    grossCentavos: centavos(paidCentavos),
    feeCentavos: fee,
    netCentavos: centavos(paidCentavos - fee)
  })
}
