import type { MerchantFlags } from "../accounts/Accounts.ts"
import { ChargeFlag, flagOn } from "../charges/Flags.ts"
import { issRateBpsMax, issRateBpsMin } from "./Record.ts"

/**
 * The account flags that hold its fiscal configuration (docs/decisions.md, "Fiscal configuration"):
 * - `fiscalInvoiceAuto`: automatic issuing on (the gate `emitFiscalInvoice` already reads);
 * - `fiscalServiceCode`: the municipal service code of the LC 116 list (`NN.NN`, e.g. `01.07`);
 * - `fiscalIssRateBps`: the ISS rate in basis points, from `issRateBpsMin` to `issRateBpsMax`;
 * - `fiscalCityCode`: the city's IBGE code (7 digits) where the service is taxed.
 */
export const FiscalFlag = {
  auto: ChargeFlag.fiscalInvoiceAuto,
  serviceCode: "fiscalServiceCode",
  issRateBps: "fiscalIssRateBps",
  cityCode: "fiscalCityCode"
} as const

/** A municipal service code of the LC 116 list: two digits, a dot, two digits. */
export const serviceCodePattern = /^\d{2}\.\d{2}$/
/** An IBGE city code: seven digits. */
export const cityCodePattern = /^\d{7}$/

/** An account's fiscal configuration, complete. */
export interface FiscalConfig {
  readonly serviceCode: string
  readonly issRateBps: number
  readonly cityCode: string
}

/** The configuration as stored in the flags, each part when present and well formed. */
export interface FiscalSettings {
  readonly enabled: boolean
  readonly serviceCode?: string | undefined
  readonly issRateBps?: number | undefined
  readonly cityCode?: string | undefined
}

const text = (flags: MerchantFlags, name: string, pattern: RegExp): string | undefined => {
  const value = flags[name]
  return typeof value === "string" && pattern.test(value) ? value : undefined
}

/** Whether `bps` is an ISS rate a configuration may name. */
export const isIssRateBps = (bps: unknown): bps is number =>
  typeof bps === "number" && Number.isSafeInteger(bps) && bps >= issRateBpsMin && bps <= issRateBpsMax

/** The fiscal settings read from an account's flags (a malformed part reads as absent). */
export const settingsOf = (flags: MerchantFlags): FiscalSettings => {
  const rate = flags[FiscalFlag.issRateBps]
  return {
    enabled: flagOn(flags, FiscalFlag.auto),
    serviceCode: text(flags, FiscalFlag.serviceCode, serviceCodePattern),
    issRateBps: isIssRateBps(rate) ? rate : undefined,
    cityCode: text(flags, FiscalFlag.cityCode, cityCodePattern)
  }
}

/** The complete configuration when issuing is on and every part is set; otherwise undefined. */
export const configOf = (flags: MerchantFlags): FiscalConfig | undefined => {
  const s = settingsOf(flags)
  return s.enabled && s.serviceCode !== undefined && s.issRateBps !== undefined && s.cityCode !== undefined
    ? { serviceCode: s.serviceCode, issRateBps: s.issRateBps, cityCode: s.cityCode }
    : undefined
}
