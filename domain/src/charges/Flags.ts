import { Effect } from "effect"
import type { FeeSchedule } from "../fees/Model.ts"
import { bpsPerWhole, merchantPricingDefault } from "../fees/Model.ts"
import { amountMaxCentavos } from "../money/Money.ts"
import type { MerchantFlags } from "../accounts/Accounts.ts"
import { FeatureNotEnabled } from "./Errors.ts"

/**
 * The merchant flags the receive-PIX use cases read (set by the operator through the `Accounts` port):
 * - `subaccounts` and `subaccountPix`: both `true` to charge for a subaccount (spec: "account flags for subaccounts
 *   and subaccount PIX");
 * - `fiscalInvoiceAuto`: `true` when automatic fiscal issuing is configured (`emitFiscalInvoice` needs it);
 * - `pixInPercentBps` and `pixInFixedCentavos`: the merchant's PIX-in price, overriding `pixInScheduleDefault`
 *   part by part;
 * - `merchantCity`: the city printed in the BR Code (otherwise the configured default).
 */
export const ChargeFlag = {
  subaccounts: "subaccounts",
  subaccountPix: "subaccountPix",
  fiscalInvoiceAuto: "fiscalInvoiceAuto",
  pixInPercentBps: "pixInPercentBps",
  pixInFixedCentavos: "pixInFixedCentavos",
  merchantCity: "merchantCity"
} as const

/** The PIX-in price of a merchant without an override: the platform's default pricing (free until configured). */
export const pixInScheduleDefault: FeeSchedule = merchantPricingDefault.pixIn

/** Whether a boolean flag is on (absent, `null` or any other value is off). */
export const flagOn = (flags: MerchantFlags, name: string): boolean => flags[name] === true

/**
 * Opens PIX for subaccounts (charging for one, paying from one): the `subaccounts` flag, then `subaccountPix`, each
 * refused with `FeatureNotEnabled` naming the feature that is off.
 */
export const requireSubaccountPix = (flags: MerchantFlags): Effect.Effect<void, FeatureNotEnabled> => {
  if (!flagOn(flags, ChargeFlag.subaccounts)) {
    return Effect.fail(new FeatureNotEnabled({ feature: "subaccounts", message: "subaccounts are not enabled" }))
  }
  if (!flagOn(flags, ChargeFlag.subaccountPix)) {
    return Effect.fail(
      new FeatureNotEnabled({ feature: "subaccount_pix", message: "PIX for subaccounts is not enabled" })
    )
  }
  return Effect.void
}

/**
 * An integer flag from 0 to `max`, or `fallback` when absent or `null`. A malformed value is an operator's mistake,
 * not a request's: a defect, never a silently ignored setting.
 */
export const integerFlag = (
  flags: MerchantFlags,
  name: string,
  fallback: number,
  max: number
): Effect.Effect<number> => {
  const value = flags[name]
  if (value === undefined || value === null) return Effect.succeed(fallback)
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0 && value <= max
    ? Effect.succeed(value)
    : Effect.die(new Error(`merchant flag ${name} must be an integer from 0 to ${max}, got ${JSON.stringify(value)}`))
}

/** A fee schedule read from a pair of flags (percentage in basis points, fixed part in centavos) over `fallback`. */
export const scheduleFromFlags = (
  flags: MerchantFlags,
  names: { readonly percentBps: string; readonly fixedCentavos: string },
  fallback: FeeSchedule
): Effect.Effect<FeeSchedule> =>
  Effect.all({
    percentBps: integerFlag(flags, names.percentBps, fallback.percentBps, bpsPerWhole),
    fixedCentavos: integerFlag(flags, names.fixedCentavos, fallback.fixedCentavos, amountMaxCentavos)
  })

/**
 * The merchant's PIX-in fee schedule: the flags' overrides over `pixInScheduleDefault`. A malformed override is an
 * operator's mistake, not a request's: a defect, never a silently ignored price.
 */
export const pixInScheduleOf = (flags: MerchantFlags): Effect.Effect<FeeSchedule> =>
  scheduleFromFlags(
    flags,
    { percentBps: ChargeFlag.pixInPercentBps, fixedCentavos: ChargeFlag.pixInFixedCentavos },
    pixInScheduleDefault
  )

/** The merchant's city for the BR Code, when its flags name one. */
export const merchantCityOf = (flags: MerchantFlags): string | undefined => {
  const value = flags[ChargeFlag.merchantCity]
  return typeof value === "string" && value.trim() !== "" ? value : undefined
}
