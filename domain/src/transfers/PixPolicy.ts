import { Effect } from "effect"
import { integerFlag, scheduleFromFlags } from "../charges/Flags.ts"
import { type FeeSchedule, merchantPricingDefault } from "../fees/Model.ts"
import { amountMaxCentavos } from "../money/Money.ts"
import type { MerchantFlags } from "../accounts/Accounts.ts"

/**
 * The merchant flags PIX out reads (set by the operator):
 * - `pixOutPercentBps`, `pixOutFixedCentavos`: the merchant's PIX-out price over `MerchantPricing.pixOut`;
 * - `pixOutReviewAboveCentavos`: a transfer debiting more than this is held for security review (default
 *   `pixOutReviewAboveCentavosDefault`);
 * - `document`: the merchant's CPF or CNPJ, shown as the payer of a charge it pays on-us.
 */
export const PixOutFlag = {
  pixOutPercentBps: "pixOutPercentBps",
  pixOutFixedCentavos: "pixOutFixedCentavos",
  pixOutReviewAboveCentavos: "pixOutReviewAboveCentavos",
  document: "document"
} as const

/** A transfer debiting more than R$ 10,000.00 is held for security review unless the merchant's flag says otherwise. */
export const pixOutReviewAboveCentavosDefault = 1_000_000

/** The ISPB of this platform as the PSP sending PIX: the first part of every end-to-end id it makes. */
export const pixOutIspb = "99999998"

/** The merchant's PIX-out fee schedule; a malformed override is an operator's mistake, a defect. */
export const pixOutScheduleOf = (flags: MerchantFlags): Effect.Effect<FeeSchedule> =>
  scheduleFromFlags(
    flags,
    { percentBps: PixOutFlag.pixOutPercentBps, fixedCentavos: PixOutFlag.pixOutFixedCentavos },
    merchantPricingDefault.pixOut
  )

/** The review threshold of the merchant, in centavos of debit. */
export const reviewThresholdOf = (flags: MerchantFlags): Effect.Effect<number> =>
  integerFlag(flags, PixOutFlag.pixOutReviewAboveCentavos, pixOutReviewAboveCentavosDefault, amountMaxCentavos)

/** Whether a transfer debiting `debitCentavos` is held for security review under `thresholdCentavos`. */
export const needsReview = (debitCentavos: number, thresholdCentavos: number): boolean =>
  debitCentavos > thresholdCentavos
