import { Effect } from "effect"
import { type FeeSchedule, bpsPerWhole, merchantPricingDefault } from "../fees/Model.ts"
import { amountMaxCentavos } from "../money/Money.ts"
import type { MerchantFlags } from "../ports/Accounts.ts"

/**
 * The merchant flags of the refund price (set by the operator through the `Accounts` port), overriding
 * `merchantPricingDefault.refund` part by part, as `pixInPercentBps` and `pixInFixedCentavos` do for PIX in.
 */
export const RefundFlag = {
  refundPercentBps: "refundPercentBps",
  refundFixedCentavos: "refundFixedCentavos"
} as const

const integerFlag = (flags: MerchantFlags, name: string, fallback: number, max: number) => {
  const value = flags[name]
  if (value === undefined || value === null) return Effect.succeed(fallback)
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0 && value <= max
    ? Effect.succeed(value)
    : Effect.dieMessage(`merchant flag ${name} must be an integer from 0 to ${max}, got ${JSON.stringify(value)}`)
}

/** The merchant's refund fee schedule; a malformed override is the operator's mistake: a defect. */
export const refundScheduleOf = (flags: MerchantFlags): Effect.Effect<FeeSchedule> =>
  Effect.all({
    percentBps: integerFlag(flags, RefundFlag.refundPercentBps, merchantPricingDefault.refund.percentBps, bpsPerWhole),
    fixedCentavos: integerFlag(
      flags,
      RefundFlag.refundFixedCentavos,
      merchantPricingDefault.refund.fixedCentavos,
      amountMaxCentavos
    )
  })
