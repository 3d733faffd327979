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

/** A change of the fiscal configuration, as the API hands it over (the rate already in basis points). */
export interface FiscalSettingsInput {
  readonly enabled?: boolean | undefined
  readonly serviceCode?: string | undefined
  readonly issRateBps?: number | undefined
  readonly cityCode?: string | undefined
}

type Problem = { readonly field: string; readonly message: string }

const needed = (field: string) => `${field} is needed to turn automatic issuing on`

/**
 * The flags that apply `input` over the stored `flags`, or every problem: each part given must be well formed, and
 * issuing can only be on with the three parts set (given now or stored before). Parts left out keep their values.
 */
export const settingsPatch = (
  flags: MerchantFlags,
  input: FiscalSettingsInput
): { readonly patch: MerchantFlags } | { readonly problems: ReadonlyArray<Problem> } => {
  const problems: Array<Problem> = []
  if (input.serviceCode !== undefined && !serviceCodePattern.test(input.serviceCode)) {
    problems.push({
      field: "municipalServiceCode",
      message: "municipalServiceCode must be an LC 116 service code such as 01.07"
    })
  }
  if (input.issRateBps !== undefined && !isIssRateBps(input.issRateBps)) {
    problems.push({ field: "issRate", message: "issRate must be from 2 to 5 percent" })
  }
  if (input.cityCode !== undefined && !cityCodePattern.test(input.cityCode)) {
    problems.push({ field: "cityCode", message: "cityCode must be the city's 7-digit IBGE code" })
  }
  const stored = settingsOf(flags)
  const next = {
    enabled: input.enabled ?? stored.enabled,
    serviceCode: input.serviceCode ?? stored.serviceCode,
    issRateBps: input.issRateBps ?? stored.issRateBps,
    cityCode: input.cityCode ?? stored.cityCode
  }
  if (problems.length === 0 && next.enabled) {
    if (next.serviceCode === undefined)
      problems.push({ field: "municipalServiceCode", message: needed("municipalServiceCode") })
    if (next.issRateBps === undefined) problems.push({ field: "issRate", message: needed("issRate") })
    if (next.cityCode === undefined) problems.push({ field: "cityCode", message: needed("cityCode") })
  }
  if (problems.length > 0) return { problems }
  const patch: Record<string, unknown> = { [FiscalFlag.auto]: next.enabled }
  if (input.serviceCode !== undefined) patch[FiscalFlag.serviceCode] = input.serviceCode
  if (input.issRateBps !== undefined) patch[FiscalFlag.issRateBps] = input.issRateBps
  if (input.cityCode !== undefined) patch[FiscalFlag.cityCode] = input.cityCode
  return { patch: patch as MerchantFlags }
}
