import { Schema } from "effect"
import {
  dateOfEpochDay,
  daysInMonth,
  epochDay,
  instantOf,
  isTimeZone,
  type WallTime,
  wallTimeAt,
  weekdayOf
} from "./Zone.ts"

/** How often a recurring schedule runs. */
export const RecurrenceInterval = Schema.Literals(["daily", "weekly", "monthly", "custom_days"])
export type RecurrenceInterval = typeof RecurrenceInterval.Type

/** The zone of a rule that names none. */
export const timeZoneDefault = "America/Sao_Paulo"

/** Days between two runs of a `custom_days` rule, at most (a year). */
export const customDaysMax = 365

const timeShape = /^([01]\d|2[0-3]):[0-5]\d$/
const dateShape = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

const intIn = (min: number, max: number) =>
  Schema.Int.check(Schema.isGreaterThanOrEqualTo(min), Schema.isLessThanOrEqualTo(max))

/**
 * A recurrence rule as stored: `time` is local wall time (HH:MM) in `timezone`. `dayOfWeek` (0 = Sunday) belongs to
 * weekly rules, `dayOfMonth` to monthly ones (a month without that day runs on its last day), `customDays` to
 * `custom_days` rules, which run at `time` on `anchorDate` + k·`customDays` days (k ≥ 0); the service sets
 * `anchorDate` to the schedule's creation day in its zone. Built through `validateRecurrenceRule`.
 */
export const RecurrenceRule = Schema.Struct({
  interval: RecurrenceInterval,
  time: Schema.String.check(Schema.isPattern(timeShape)),
  timezone: Schema.String.check(Schema.makeFilter((z: string) => isTimeZone(z) || "an IANA time zone")),
  dayOfWeek: Schema.optional(intIn(0, 6)),
  dayOfMonth: Schema.optional(intIn(1, 31)),
  customDays: Schema.optional(intIn(1, customDaysMax)),
  anchorDate: Schema.optional(Schema.String.check(Schema.isPattern(dateShape)))
})
export type RecurrenceRule = typeof RecurrenceRule.Type

/** One refused field of a request, by its path (`recurrenceRule.time`). */
export interface Problem {
  readonly field: string
  readonly message: string
}

/** A recurrence rule as a request carries it, before checks. */
export interface RecurrenceRuleInput {
  readonly interval?: unknown
  readonly time?: unknown
  readonly timezone?: unknown
  readonly dayOfWeek?: unknown
  readonly dayOfMonth?: unknown
  readonly customDays?: unknown
  readonly anchorDate?: unknown
}

const isIntIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max

/** The field's problem, if any: required for `needed` intervals, refused for the others, and in range. */
const intervalField = (
  rule: RecurrenceRuleInput,
  name: "dayOfWeek" | "dayOfMonth" | "customDays",
  needed: RecurrenceInterval,
  min: number,
  max: number
): Problem | undefined => {
  const value = rule[name]
  const field = `recurrenceRule.${name}`
  if (rule.interval !== needed) {
    return value === undefined ? undefined : { field, message: `${name} applies to ${needed} rules only` }
  }
  if (value === undefined) return { field, message: `${name} is required for ${needed} rules` }
  return isIntIn(value, min, max)
    ? undefined
    : { field, message: `${name} must be a whole number from ${min} to ${max}` }
}

/**
 * Checks a rule and names every problem: `interval` one of the four, `time` HH:MM (00:00–23:59), `timezone` an IANA
 * zone (default `America/Sao_Paulo`), and the field of its interval present and in range (`dayOfWeek` 0–6,
 * `dayOfMonth` 1–31, `customDays` 1–365) while the others are absent. `anchorDate` (YYYY-MM-DD) only for
 * `custom_days`.
 */
export const validateRecurrenceRule = (
  rule: RecurrenceRuleInput
): { readonly rule: RecurrenceRule } | { readonly problems: ReadonlyArray<Problem> } => {
  const problems: Array<Problem> = []
  const intervals: ReadonlyArray<unknown> = RecurrenceInterval.literals
  if (!intervals.includes(rule.interval)) {
    problems.push({
      field: "recurrenceRule.interval",
      message: "interval must be daily, weekly, monthly or custom_days"
    })
  }
  if (typeof rule.time !== "string" || !timeShape.test(rule.time)) {
    problems.push({ field: "recurrenceRule.time", message: "time must be a local time HH:MM, from 00:00 to 23:59" })
  }
  const timezone = rule.timezone ?? timeZoneDefault
  if (typeof timezone !== "string" || !isTimeZone(timezone)) {
    problems.push({ field: "recurrenceRule.timezone", message: "timezone must be an IANA time zone name" })
  }
  for (const p of [
    intervalField(rule, "dayOfWeek", "weekly", 0, 6),
    intervalField(rule, "dayOfMonth", "monthly", 1, 31),
    intervalField(rule, "customDays", "custom_days", 1, customDaysMax)
  ]) {
    if (p !== undefined) problems.push(p)
  }
  const anchor = rule.anchorDate
  if (anchor !== undefined && (rule.interval !== "custom_days" || typeof anchor !== "string" || !validDate(anchor))) {
    problems.push({
      field: "recurrenceRule.anchorDate",
      message: "anchorDate is a YYYY-MM-DD date of custom_days rules"
    })
  }
  if (problems.length > 0) return { problems }
  return {
    rule: {
      interval: rule.interval as RecurrenceInterval,
      time: rule.time as string,
      timezone: timezone as string,
      ...(rule.dayOfWeek === undefined ? {} : { dayOfWeek: rule.dayOfWeek as number }),
      ...(rule.dayOfMonth === undefined ? {} : { dayOfMonth: rule.dayOfMonth as number }),
      ...(rule.customDays === undefined ? {} : { customDays: rule.customDays as number }),
      ...(anchor === undefined ? {} : { anchorDate: anchor as string })
    }
  }
}

const validDate = (text: string) => {
  if (!dateShape.test(text)) return false
  const [y, m, d] = text.split("-").map(Number) as [number, number, number]
  return d <= daysInMonth(y, m)
}

/** The civil date of a YYYY-MM-DD text as an epoch day. */
const epochDayOfText = (text: string) => {
  const [y, m, d] = text.split("-").map(Number) as [number, number, number]
  return epochDay(y, m, d)
}

/** The YYYY-MM-DD text of an epoch day. */
export const dateTextOf = (days: number): string => {
  const { year, month, day } = dateOfEpochDay(days)
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`
}

/** The local date (YYYY-MM-DD) of `instant` in `timeZone`: the anchor a `custom_days` rule gets at creation. */
export const localDateOf = (instant: Date, timeZone: string): string => {
  const w = wallTimeAt(instant, timeZone)
  return dateTextOf(epochDay(w.year, w.month, w.day))
}

const runOnDay = (rule: RecurrenceRule, days: number): Date => {
  const { year, month, day } = dateOfEpochDay(days)
  const [hour, minute] = rule.time.split(":").map(Number) as [number, number]
  const wall: WallTime = { year, month, day, hour, minute }
  return instantOf(wall, rule.timezone)
}

/** The first epoch day ≥ `from` on which the rule runs. */
const firstRunDayFrom = (rule: RecurrenceRule, from: number, anchor: number): number => {
  switch (rule.interval) {
    case "daily":
      return from
    case "weekly":
      return from + (((((rule.dayOfWeek ?? 0) - weekdayOf(from)) % 7) + 7) % 7)
    case "custom_days": {
      const n = rule.customDays ?? 1
      return from <= anchor ? anchor : anchor + Math.ceil((from - anchor) / n) * n
    }
    case "monthly": {
      const { year, month } = dateOfEpochDay(from)
      const dayIn = (y: number, m: number) => epochDay(y, m, Math.min(rule.dayOfMonth ?? 1, daysInMonth(y, m)))
      const here = dayIn(year, month)
      return here >= from ? here : month === 12 ? dayIn(year + 1, 1) : dayIn(year, month + 1)
    }
  }
}

/**
 * The first run of `rule` strictly after `after`. Runs fall at `time` in the rule's zone on the days of its interval;
 * a wall time that a DST gap skips runs at the first instant after the gap, one that an overlap repeats runs at the
 * earlier instant. A `custom_days` rule without `anchorDate` counts from the local day of `after`.
 */
export const nextRunAt = (rule: RecurrenceRule, after: Date): Date => {
  const local = wallTimeAt(after, rule.timezone)
  // A day before the local date of `after`: a gap's run may fall on the next local day's early hours only by
  // seconds, and starting a day early never misses a run.
  let from = epochDay(local.year, local.month, local.day) - 1
  const anchor = rule.anchorDate === undefined ? from + 1 : epochDayOfText(rule.anchorDate)
  for (;;) {
    const day = firstRunDayFrom(rule, from, anchor)
    const at = runOnDay(rule, day)
    if (at.getTime() > after.getTime()) return at
    from = day + 1
  }
}

/** Runs looked through at most when finding the latest missed one (then the scan jumps close to `now`). */
const missedScanMax = 400

/**
 * The latest run of `rule` at or before `now`, counted from `due` (a run time of the rule at or before `now`): after
 * downtime, the one missed run that is paid; the ones before it are skipped.
 */
export const latestRunAtOrBefore = (rule: RecurrenceRule, due: Date, now: Date): Date => {
  let latest = due
  // Far behind: restart the scan from 40 days before `now` (longer than any interval but custom_days' largest).
  const restart = new Date(now.getTime() - Math.max(40, (rule.customDays ?? 0) + 1) * 86_400_000)
  if (restart.getTime() > latest.getTime()) {
    const candidate = nextRunAt(rule, restart)
    if (candidate.getTime() <= now.getTime()) latest = candidate
  }
  for (let i = 0; i < missedScanMax; i++) {
    const next = nextRunAt(rule, latest)
    if (next.getTime() > now.getTime()) return latest
    latest = next
  }
  return latest
}
