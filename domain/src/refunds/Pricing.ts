import { Effect } from "effect"
import { scheduleFromFlags } from "../charges/Flags.ts"
import { type FeeSchedule, merchantPricingDefault } from "../fees/Model.ts"
import type { MerchantFlags } from "../accounts/Accounts.ts"

/**
 * The merchant flags of the refund price (set by the operator through the `Accounts` port), overriding
 * `merchantPricingDefault.refund` part by part, as `pixInPercentBps` and `pixInFixedCentavos` do for PIX in.
 */
export const RefundFlag = {
  refundPercentBps: "refundPercentBps",
  refundFixedCentavos: "refundFixedCentavos"
} as const

/** The merchant's refund fee schedule; a malformed override is the operator's mistake: a defect. */
export const refundScheduleOf = (flags: MerchantFlags): Effect.Effect<FeeSchedule> =>
  scheduleFromFlags(
    flags,
    { percentBps: RefundFlag.refundPercentBps, fixedCentavos: RefundFlag.refundFixedCentavos },
    merchantPricingDefault.refund
  )
