import { describe, expect } from "@effect/vitest"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import {
  cyclesBetween,
  cyclesPerYear,
  dateOfDay,
  dayNumber,
  dueDateOfCycle,
  SubscriptionCycle
} from "../../src/billing/index.ts"

/** First due dates over seven years, leap days included often. */
const firstDue = fc.oneof(
  fc.constantFrom("2024-02-29", "2028-02-29", "2025-01-31", "2025-08-31", "2025-12-31"),
  fc.integer({ min: dayNumber("2024-01-01")!, max: dayNumber("2030-12-31")! }).map(dateOfDay)
)
const cycle = fc.constantFrom(...SubscriptionCycle.literals)

describe("subscription cycles", () => {
  prop(
    "a year from the first due date holds exactly the cycle's number of due dates (52 or 53 weekly, 26 or 27 biweekly), each once and in order",
    [firstDue, cycle],
    ([first, c]) => {
      const until = dueDateOfCycle(first, "YEARLY", 1)
      const cycles = cyclesBetween(first, c, first, until)
      const days = dayNumber(until)! - dayNumber(first)!
      const expected = c === "WEEKLY" ? Math.ceil(days / 7) : c === "BIWEEKLY" ? Math.ceil(days / 14) : cyclesPerYear[c]
      expect(cycles.length).toBe(expected)
      expect(new Set(cycles.map((x) => x.dueDate)).size).toBe(cycles.length)
      expect(cycles.map((x) => x.index)).toEqual(cycles.map((_, i) => i))
      for (let i = 1; i < cycles.length; i++) expect(cycles[i]!.dueDate > cycles[i - 1]!.dueDate).toBe(true)
    }
  )

  prop(
    "monthly cycles keep the first due date's day, or the month's last day where the month is shorter",
    [firstDue, fc.constantFrom("MONTHLY", "BIMONTHLY", "QUARTERLY", "SEMIANNUALLY", "YEARLY"), fc.nat(40)],
    ([first, c, index]) => {
      const due = dueDateOfCycle(first, c as SubscriptionCycle, index)
      const day = Number(first.slice(8))
      const [y, m] = due.split("-").map(Number) as [number, number]
      const last = new Date(Date.UTC(y, m, 0)).getUTCDate()
      expect(Number(due.slice(8))).toBe(Math.min(day, last))
    }
  )

  prop(
    "splitting a window in two gives the same cycles as the whole (a worker pass per day finds each cycle once)",
    [firstDue, cycle, fc.integer({ min: 0, max: 800 }), fc.integer({ min: 0, max: 800 })],
    ([first, c, a, b]) => {
      const start = dayNumber(first)!
      const [lo, hi] = a <= b ? [a, b] : [b, a]
      const mid = dateOfDay(start + Math.floor((lo + hi) / 2))
      const whole = cyclesBetween(first, c, dateOfDay(start + lo), dateOfDay(start + hi))
      const parts = [
        ...cyclesBetween(first, c, dateOfDay(start + lo), mid),
        ...cyclesBetween(first, c, mid, dateOfDay(start + hi))
      ]
      expect(parts).toEqual(whole)
    }
  )
})
