import { describe, expect } from "@effect/vitest"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import { customDaysMax, nextRunAt, type RecurrenceRule } from "../../src/scheduling/Recurrence.ts"
import { thresholdStep } from "../../src/scheduling/Record.ts"
import { instantOf, wallTimeAt } from "../../src/scheduling/Zone.ts"

const dayMs = 86_400_000

/** Zones with and without daylight saving, both hemispheres, and a half-hour offset. */
const zones = [
  "America/Sao_Paulo",
  "America/New_York",
  "Europe/London",
  "Europe/Berlin",
  "Australia/Sydney",
  "Asia/Kolkata",
  "UTC"
] as const

const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`)

/** Any valid rule, in any of the zones. */
const rule: fc.Arbitrary<RecurrenceRule> = fc.oneof(
  fc.record({ interval: fc.constant("daily" as const), time, timezone: fc.constantFrom(...zones) }),
  fc.record({
    interval: fc.constant("weekly" as const),
    time,
    timezone: fc.constantFrom(...zones),
    dayOfWeek: fc.integer({ min: 0, max: 6 })
  }),
  fc.record({
    interval: fc.constant("monthly" as const),
    time,
    timezone: fc.constantFrom(...zones),
    dayOfMonth: fc.integer({ min: 1, max: 31 })
  }),
  fc.record({
    interval: fc.constant("custom_days" as const),
    time,
    timezone: fc.constantFrom(...zones),
    customDays: fc.integer({ min: 1, max: customDaysMax }),
    anchorDate: fc
      .integer({ min: Date.UTC(2020, 0, 1) / dayMs, max: Date.UTC(2035, 0, 1) / dayMs })
      .map((d) => new Date(d * dayMs).toISOString().slice(0, 10))
  })
)

/** Instants from 2020 to 2035, to the second. */
const instant = fc
  .integer({ min: Date.UTC(2020, 0, 1) / 1000, max: Date.UTC(2035, 0, 1) / 1000 })
  .map((s) => new Date(s * 1000))

const hhmm = (d: Date, zone: string) => {
  const w = wallTimeAt(d, zone)
  return `${String(w.hour).padStart(2, "0")}:${String(w.minute).padStart(2, "0")}`
}

/** Whether the wall time `time` exists on the local day of `at` in `zone` (it does unless a DST gap skips it). */
const wallTimeExists = (at: Date, zone: string, t: string) => {
  const w = wallTimeAt(at, zone)
  const [hour, minute] = t.split(":").map(Number) as [number, number]
  const back = wallTimeAt(instantOf({ ...w, hour, minute }, zone), zone)
  return back.hour === hour && back.minute === minute
}

/** The runs strictly after `start` and at or before `end`. */
const runsUntil = (r: RecurrenceRule, start: Date, end: Date) => {
  const runs: Array<Date> = []
  for (let at = nextRunAt(r, start); at.getTime() <= end.getTime(); at = nextRunAt(r, at)) runs.push(at)
  return runs
}

/**
 * The instant whose local wall time in `zone` is that of `start`, a number of local days or calendar years later (29
 * February a year later is 28 February).
 */
const sameWallTimeLater = (start: Date, zone: string, by: { readonly days?: number; readonly years?: number }) => {
  const w = wallTimeAt(start, zone)
  const date = new Date(Date.UTC(w.year + (by.years ?? 0), w.month - 1, 1))
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()
  date.setUTCDate(Math.min(w.day, lastDay) + (by.days ?? 0))
  const later = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
  return instantOf({ ...later, hour: w.hour, minute: w.minute }, zone)
}

describe("recurrence", () => {
  prop("the next run is never at or before the instant it is computed after", [rule, instant], ([r, after]) => {
    expect(nextRunAt(r, after).getTime()).toBeGreaterThan(after.getTime())
  })

  prop(
    "applying the next run repeatedly gives strictly increasing run times",
    [rule, instant],
    ([r, after]) => {
      let previous = after
      for (let i = 0; i < 12; i++) {
        const next = nextRunAt(r, previous)
        expect(next.getTime()).toBeGreaterThan(previous.getTime())
        previous = next
      }
    },
    { fastCheck: { numRuns: 50 } }
  )

  prop(
    "the local wall time of every run equals the rule's time wherever that wall time exists in the zone",
    [rule, instant],
    ([r, after]) => {
      const at = nextRunAt(r, after)
      if (wallTimeExists(at, r.timezone, r.time)) expect(hhmm(at, r.timezone)).toBe(r.time)
    }
  )

  prop(
    "a rule at 09:00 in São Paulo runs at 12:00 UTC (Brazil keeps UTC−03:00 since 2019)",
    [fc.constantFrom("daily", "weekly", "monthly", "custom_days"), instant.filter((d) => d.getUTCFullYear() >= 2020)],
    ([interval, after]) => {
      const r: RecurrenceRule = {
        interval,
        time: "09:00",
        timezone: "America/Sao_Paulo",
        ...(interval === "weekly" ? { dayOfWeek: 1 } : {}),
        ...(interval === "monthly" ? { dayOfMonth: 15 } : {}),
        ...(interval === "custom_days" ? { customDays: 3 } : {})
      }
      const at = nextRunAt(r, after)
      expect([at.getUTCHours(), at.getUTCMinutes()]).toEqual([12, 0])
    }
  )

  prop(
    "day 31 runs on the last day of 30-day months, on 29 February in leap years and 28 February otherwise",
    [fc.integer({ min: 2020, max: 2034 }), fc.integer({ min: 1, max: 12 }), fc.constantFrom(...zones)],
    ([year, month, zone]) => {
      const r: RecurrenceRule = { interval: "monthly", time: "10:00", timezone: zone, dayOfMonth: 31 }
      // From the first instant of the month's first day in the zone: the month's run is the next one.
      const start = new Date(instantOf({ year, month, day: 1, hour: 0, minute: 0 }, zone).getTime() - 1)
      const w = wallTimeAt(nextRunAt(r, start), zone)
      const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
      const last = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31
      expect([w.year, w.month, w.day]).toEqual([year, month, last])
    }
  )

  prop(
    "from any start, a monthly rule on day 1 to 28 runs exactly 12 times in the calendar year that follows (to the same local date and time a year later), and one on day 29 to 31 11 to 13 times",
    [rule.filter((r) => r.interval === "monthly"), instant],
    ([r, start]) => {
      const count = runsUntil(r, start, sameWallTimeLater(start, r.timezone, { years: 1 })).length
      if ((r.dayOfMonth ?? 1) <= 28) expect(count).toBe(12)
      else {
        expect(count).toBeGreaterThanOrEqual(11)
        expect(count).toBeLessThanOrEqual(13)
      }
    },
    { fastCheck: { numRuns: 40 } }
  )

  prop(
    "from any start, a weekly rule runs exactly 52 times in the following 364 local days (52 weeks), and 52 or 53 times in the calendar year that follows",
    [rule.filter((r) => r.interval === "weekly"), instant],
    ([r, start]) => {
      expect(runsUntil(r, start, sameWallTimeLater(start, r.timezone, { days: 364 })).length).toBe(52)
      expect([52, 53]).toContain(runsUntil(r, start, sameWallTimeLater(start, r.timezone, { years: 1 })).length)
    },
    { fastCheck: { numRuns: 40 } }
  )
})

describe("balance threshold", () => {
  prop(
    "a threshold schedule fires exactly once per crossing of its threshold from below, whatever the balances seen",
    [fc.integer({ min: 1, max: 10_000 }), fc.array(fc.integer({ min: 0, max: 20_000 }), { maxLength: 60 })],
    ([threshold, balances]) => {
      let armed = true
      let fired = 0
      for (const b of balances) {
        const step = thresholdStep(armed, threshold, b)
        if (step === "fire") {
          fired++
          armed = false
        } else if (step === "rearm") armed = true
      }
      // The oracle: a crossing is a balance at or above the threshold that follows the start or one below it.
      let crossings = 0
      let below = true
      for (const b of balances) {
        if (b >= threshold && below) crossings++
        below = b < threshold
      }
      expect(fired).toBe(crossings)
    }
  )
})
