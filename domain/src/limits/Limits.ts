import { Result } from "effect"
import { LimitExceeded } from "./Errors.ts"
import type { LimitDebit, LimitUsage, Limits } from "./Model.ts"
import { type LimitPeriodBounds, periodBounds } from "./Period.ts"

/** Whether a debit counts against the limits: completed ones, and those still in flight (they may yet complete). */
export const countsAgainstLimits = (debit: LimitDebit): boolean => debit.status !== "FAILED"

/**
 * Usage at `now`: the sum of the counted debits (completed and in flight) requested in the São Paulo calendar day and
 * month of `now` (`usageWithin` its `periodBounds`).
 */
export const usageAt = (debits: Iterable<LimitDebit>, now: Date): LimitUsage => usageWithin(debits, periodBounds(now))

/**
 * Usage within `bounds`: the sums of the debits that `countsAgainstLimits`, requested in the day `[dayStart, dayEnd)`
 * and in the month `[monthStart, monthEnd)`. The reference for the storage query, which sums the same rows.
 */
export const usageWithin = (debits: Iterable<LimitDebit>, bounds: LimitPeriodBounds): LimitUsage => {
  const [dayStart, dayEnd] = [bounds.dayStart.getTime(), bounds.dayEnd.getTime()]
  const [monthStart, monthEnd] = [bounds.monthStart.getTime(), bounds.monthEnd.getTime()]
  let day = 0
  let month = 0
  for (const debit of debits) {
    if (!countsAgainstLimits(debit)) continue
    const t = debit.createdAt.getTime()
    if (t >= dayStart && t < dayEnd) day += debit.amountCentavos
    if (t >= monthStart && t < monthEnd) month += debit.amountCentavos
  }
  return { dayCentavos: day, monthCentavos: month }
}

/**
 * Decides a new debit of `amountCentavos` against the limits. Allowed iff amount ≤ per-transaction limit, and
 * day usage + amount ≤ daily limit, and month usage + amount ≤ monthly limit, where usage counts completed AND
 * in-flight debits, so that no limit is exceeded when the in-flight ones complete. An absent limit always passes.
 * Refused with `LimitExceeded`, naming the first limit that fails (per transaction, then daily, then monthly).
 */
export const checkDebit = (
  limits: Limits,
  usage: LimitUsage,
  amountCentavos: number
): Result.Result<void, LimitExceeded> => {
  const exceeded = (limit: LimitExceeded["limit"], limitCentavos: number, usedCentavos: number) =>
    Result.fail(new LimitExceeded({ limit, limitCentavos, usedCentavos, requestedCentavos: amountCentavos }))
  const { limitDailyCentavos: daily, limitMonthlyCentavos: monthly, limitPerTransactionCentavos: each } = limits
  if (each !== undefined && amountCentavos > each) return exceeded("perTransaction", each, 0)
  if (daily !== undefined && usage.dayCentavos + amountCentavos > daily) {
    return exceeded("daily", daily, usage.dayCentavos)
  }
  if (monthly !== undefined && usage.monthCentavos + amountCentavos > monthly) {
    return exceeded("monthly", monthly, usage.monthCentavos)
  }
  return Result.void
}
