/** TOTP (RFC 6238) settings of the operator portal: 30-second steps, 6 digits, HMAC-SHA1 (what authenticator apps use). */
export const totpPeriodSeconds = 30
export const totpDigits = 6
/** Steps accepted on either side of the current one (clock drift between the phone and the server). */
export const totpWindowSteps = 1

/** The RFC 6238 time step of instant `nowMs`: ⌊unix seconds / period⌋. */
export const stepAt = (nowMs: number, periodSeconds: number = totpPeriodSeconds): number =>
  Math.floor(Math.floor(nowMs / 1000) / periodSeconds)

/** The steps a code may match at `nowMs`, current first: the current step, then ±1 … ±`window`. */
export const candidateSteps = (nowMs: number, window: number = totpWindowSteps): ReadonlyArray<number> => {
  const current = stepAt(nowMs)
  const steps = [current]
  for (let d = 1; d <= window; d++) steps.push(current - d, current + d)
  return steps.filter((step) => step >= 0)
}

/**
 * Whether a code matching `step` may be accepted after the last accepted step `lastUsedStep`: a code is never
 * accepted twice, nor one older than a code already used (replay of an observed code within its window).
 */
export const stepUsable = (step: number, lastUsedStep: number): boolean => step > lastUsedStep

/** Whether `code` has the shape of a TOTP code: exactly `digits` decimal digits. */
export const isCodeShape = (code: string, digits: number = totpDigits): boolean =>
  code.length === digits && /^[0-9]+$/.test(code)
