import { DateTime } from "effect"
import type { LimitPeriod } from "./Model.ts"

/** The time zone of every limit period (spec: limits count in `America/Sao_Paulo`). */
export const limitsTimeZoneName = "America/Sao_Paulo"

const saoPaulo = DateTime.zoneMakeNamedUnsafe(limitsTimeZoneName)

const zoned = (at: Date, zone: DateTime.TimeZone) => DateTime.makeZonedUnsafe(at, { timeZone: zone })

const nextStart = (start: DateTime.Zoned, period: LimitPeriod) =>
  DateTime.startOf(DateTime.add(start, period === "day" ? { days: 1 } : { months: 1 }), period)

/**
 * The first instant of the calendar day or month containing `at`, in the zone (São Paulo by default): local midnight,
 * or the first local instant of a day whose midnight a daylight-saving jump skipped (Brazil until 2019). Brazil has
 * kept UTC−03:00 all year since, but the rule is read from the time-zone data, not assumed. Pure: no I/O.
 */
export const periodStart = (at: Date, period: LimitPeriod, zone: DateTime.TimeZone = saoPaulo): Date =>
  DateTime.toDateUtc(DateTime.startOf(zoned(at, zone), period))

/** The first instant of the next calendar day or month: the period of `at` is `[periodStart, periodEnd)`. */
export const periodEnd = (at: Date, period: LimitPeriod, zone: DateTime.TimeZone = saoPaulo): Date =>
  DateTime.toDateUtc(nextStart(DateTime.startOf(zoned(at, zone), period), period))

/** Whether two instants fall in the same calendar day or month of the zone (São Paulo by default). */
export const samePeriod = (a: Date, b: Date, period: LimitPeriod, zone: DateTime.TimeZone = saoPaulo): boolean =>
  periodStart(a, period, zone).getTime() === periodStart(b, period, zone).getTime()

/** The day and month containing an instant, each as `[start, end)`: the bounds a storage query sums debits over. */
export interface LimitPeriodBounds {
  readonly dayStart: Date
  readonly dayEnd: Date
  readonly monthStart: Date
  readonly monthEnd: Date
}

/** The São Paulo (or given zone's) calendar day and month containing `now`. */
export const periodBounds = (now: Date, zone: DateTime.TimeZone = saoPaulo): LimitPeriodBounds => {
  const day = DateTime.startOf(zoned(now, zone), "day")
  const month = DateTime.startOf(day, "month")
  return {
    dayStart: DateTime.toDateUtc(day),
    dayEnd: DateTime.toDateUtc(nextStart(day, "day")),
    monthStart: DateTime.toDateUtc(month),
    monthEnd: DateTime.toDateUtc(nextStart(month, "month"))
  }
}
