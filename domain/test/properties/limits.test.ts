import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import { LimitExceeded } from "../../src/limits/Errors.ts"
import { checkDebit, usageAt } from "../../src/limits/Limits.ts"
import type { LimitDebit, Limits } from "../../src/limits/Model.ts"
import { amountMaxCentavos } from "../../src/money/Money.ts"
import { limitsTimeZoneName, periodBounds, periodEnd, periodStart, samePeriod } from "../../src/limits/Period.ts"

const hourMs = 3_600_000
const dayMs = 24 * hourMs
/** Local calendar date (and month) in São Paulo by `Intl`, an oracle independent of the code under test. */
const localDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: limitsTimeZoneName,
  year: "numeric",
  month: "2-digit",
  day: "2-digit"
})
const dayOf = (t: number) => localDate.format(new Date(t))
const monthOf = (t: number) => dayOf(t).slice(0, 7)

/** Instants from 2015 (daylight saving still in force) to 2040. */
const instant = fc.integer({ min: Date.UTC(2015, 0, 1), max: Date.UTC(2040, 0, 1) })
/** Calendar days after Brazil dropped daylight saving (2019): São Paulo is UTC−03:00 all year. */
const dayAfter2019 = fc.integer({ min: Date.UTC(2019, 5, 1) / dayMs, max: Date.UTC(2040, 0, 1) / dayMs })

const limit = fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: undefined })
const limitsArb: fc.Arbitrary<Limits> = fc
  .record({ each: limit, daily: limit, monthly: limit })
  .map(({ daily, each, monthly }) => ({
    ...(each === undefined ? {} : { limitPerTransactionCentavos: each }),
    ...(daily === undefined ? {} : { limitDailyCentavos: daily }),
    ...(monthly === undefined ? {} : { limitMonthlyCentavos: monthly })
  }))

type Step =
  | { readonly _tag: "Debit"; readonly amount: number }
  | { readonly _tag: "Complete"; readonly pick: number }
  | { readonly _tag: "Fail"; readonly pick: number }
  | { readonly _tag: "Advance"; readonly ms: number }
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({ _tag: fc.constant("Debit" as const), amount: fc.integer({ min: 1, max: 40_000 }) }),
    weight: 5
  },
  { arbitrary: fc.record({ _tag: fc.constant("Complete" as const), pick: fc.nat() }), weight: 2 },
  { arbitrary: fc.record({ _tag: fc.constant("Fail" as const), pick: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({
      _tag: fc.constant("Advance" as const),
      ms: fc.oneof(fc.integer({ min: 1, max: 6 * hourMs }), fc.integer({ min: 1, max: 40 * dayMs }))
    }),
    weight: 2
  }
)

describe("limits", () => {
  prop(
    "no sequence of debits, completions, failures and time passing exceeds a per-transaction, daily or monthly limit",
    [limitsArb, instant, fc.array(step, { minLength: 1, maxLength: 40, size: "max" })],
    ([limits, startMs, steps]) => {
      const debits: Array<{ amountCentavos: number; createdAt: Date; status: LimitDebit["status"] }> = []
      let now = startMs
      let accepted = 0
      for (const s of steps) {
        const inFlight = debits.filter((d) => d.status === "IN_FLIGHT")
        if (s._tag === "Advance") now += s.ms
        else if (s._tag === "Debit") {
          const usage = usageAt(debits, new Date(now))
          if (Result.isSuccess(checkDebit(limits, usage, s.amount))) {
            debits.push({ amountCentavos: s.amount, createdAt: new Date(now), status: "IN_FLIGHT" })
            accepted++
          }
        } else if (inFlight.length > 0)
          inFlight[s.pick % inFlight.length]!.status = s._tag === "Complete" ? "COMPLETED" : "FAILED"
      }
      // Whatever is still in flight completes: no period may then be over its limit.
      for (const d of debits) if (d.status === "IN_FLIGHT") d.status = "COMPLETED"
      const perDay = new Map<string, number>()
      const perMonth = new Map<string, number>()
      for (const d of debits) {
        if (d.status !== "COMPLETED") continue
        if (limits.limitPerTransactionCentavos !== undefined) {
          expect(d.amountCentavos).toBeLessThanOrEqual(limits.limitPerTransactionCentavos)
        }
        const t = d.createdAt.getTime()
        perDay.set(dayOf(t), (perDay.get(dayOf(t)) ?? 0) + d.amountCentavos)
        perMonth.set(monthOf(t), (perMonth.get(monthOf(t)) ?? 0) + d.amountCentavos)
      }
      for (const sum of perDay.values()) expect(sum).toBeLessThanOrEqual(limits.limitDailyCentavos ?? Infinity)
      for (const sum of perMonth.values()) expect(sum).toBeLessThanOrEqual(limits.limitMonthlyCentavos ?? Infinity)
      if (Object.keys(limits).length === 0) expect(accepted).toBe(steps.filter((s) => s._tag === "Debit").length)
    },
    { timeout: 600_000 }
  )

  prop(
    "a debit is allowed exactly when it fits the per-transaction limit and, with completed and in-flight debits, the daily and monthly limits",
    [
      limitsArb,
      fc.integer({ min: 0, max: 200_000 }),
      fc.integer({ min: 0, max: 200_000 }),
      fc.integer({ min: 1, max: 100_000 })
    ],
    ([limits, day, extra, amount]) => {
      const usage = { dayCentavos: day, monthCentavos: day + extra }
      const fits =
        amount <= (limits.limitPerTransactionCentavos ?? Infinity) &&
        usage.dayCentavos + amount <= (limits.limitDailyCentavos ?? Infinity) &&
        usage.monthCentavos + amount <= (limits.limitMonthlyCentavos ?? Infinity)
      const result = checkDebit(limits, usage, amount)
      expect(Result.isSuccess(result)).toBe(fits)
      if (Result.isFailure(result)) expect(result.failure).toBeInstanceOf(LimitExceeded)
    }
  )

  prop(
    "a debit exactly at the per-transaction, daily or monthly limit is allowed, and one centavo more is refused naming that limit",
    [
      fc.constantFrom<LimitExceeded["limit"]>("perTransaction", "daily", "monthly"),
      fc.integer({ min: 1, max: amountMaxCentavos }),
      fc.integer({ min: 0, max: amountMaxCentavos - 1 })
    ],
    ([which, limitCentavos, rawUsed]) => {
      const used = which === "perTransaction" ? 0 : rawUsed % limitCentavos
      const limits: Limits =
        which === "perTransaction"
          ? { limitPerTransactionCentavos: limitCentavos }
          : which === "daily"
            ? { limitDailyCentavos: limitCentavos }
            : { limitMonthlyCentavos: limitCentavos }
      const usage = { dayCentavos: which === "daily" ? used : 0, monthCentavos: which === "monthly" ? used : 0 }
      const atLimit = limitCentavos - used
      expect(checkDebit(limits, usage, atLimit)).toStrictEqual(Result.void)
      expect(checkDebit(limits, usage, atLimit + 1)).toStrictEqual(
        Result.fail(
          new LimitExceeded({ limit: which, limitCentavos, usedCentavos: used, requestedCentavos: atLimit + 1 })
        )
      )
    }
  )

  prop(
    "a debit made at São Paulo midnight counts in the new day (and month) and one made a millisecond before in the old one",
    [instant, fc.constantFrom<"day" | "month">("day", "month"), fc.boolean()],
    ([t, period, atEnd]) => {
      const bounds = periodBounds(new Date(t))
      const boundary =
        period === "day" ? (atEnd ? bounds.dayEnd : bounds.dayStart) : atEnd ? bounds.monthEnd : bounds.monthStart
      const label = period === "day" ? dayOf : monthOf
      const debitAt = (ms: number, amountCentavos: number): LimitDebit => ({
        amountCentavos,
        createdAt: new Date(ms),
        status: "COMPLETED"
      })
      const debits = [debitAt(boundary.getTime() - 1, 1), debitAt(boundary.getTime(), 2)]
      const counted = (now: number) => {
        const usage = usageAt(debits, new Date(now))
        return period === "day" ? usage.dayCentavos : usage.monthCentavos
      }
      // Now in the period that ends (or starts) at the boundary: only the debit on its side of midnight counts.
      for (const now of [boundary.getTime() - 1, boundary.getTime()]) {
        const expected = debits.filter((d) => label(d.createdAt.getTime()) === label(now))
        expect(expected).toHaveLength(1)
        expect(counted(now)).toBe(expected[0]!.amountCentavos)
      }
    }
  )

  prop(
    "usage counts completed and in-flight debits of the São Paulo day and month of now, and never failed ones",
    [
      fc.array(
        fc.record({
          amountCentavos: fc.integer({ min: 1, max: 10_000 }),
          offsetMs: fc.integer({ min: -40 * dayMs, max: 40 * dayMs }),
          status: fc.constantFrom<LimitDebit["status"]>("IN_FLIGHT", "COMPLETED", "FAILED")
        }),
        { maxLength: 30 }
      ),
      instant
    ],
    ([raw, nowMs]) => {
      const debits = raw.map((d) => ({
        amountCentavos: d.amountCentavos,
        createdAt: new Date(nowMs + d.offsetMs),
        status: d.status
      }))
      const counted = debits.filter((d) => d.status !== "FAILED")
      const sum = (xs: ReadonlyArray<LimitDebit>) => xs.reduce((s, d) => s + d.amountCentavos, 0)
      expect(usageAt(debits, new Date(nowMs))).toStrictEqual({
        dayCentavos: sum(counted.filter((d) => dayOf(d.createdAt.getTime()) === dayOf(nowMs))),
        monthCentavos: sum(counted.filter((d) => monthOf(d.createdAt.getTime()) === monthOf(nowMs)))
      })
    }
  )

  prop(
    "the day boundary is midnight in São Paulo, not UTC: 02:59:59.999Z and 03:00:00Z fall in different days",
    [dayAfter2019, fc.integer({ min: 0, max: dayMs - 1 })],
    ([day, withinMs]) => {
      const midnightSaoPaulo = day * dayMs + 3 * hourMs
      const before = new Date(midnightSaoPaulo - 1)
      const at = new Date(midnightSaoPaulo)
      expect(samePeriod(before, at, "day")).toBe(false)
      expect(periodStart(at, "day")).toStrictEqual(at)
      expect(periodEnd(before, "day")).toStrictEqual(at)
      // 23:59 and 00:00 at UTC−03:00 are different days; 00:00Z and 02:59Z belong to the São Paulo day before.
      expect(samePeriod(new Date(midnightSaoPaulo - 60_000), at, "day")).toBe(false)
      expect(samePeriod(new Date(day * dayMs), before, "day")).toBe(true)
      expect(periodStart(new Date(midnightSaoPaulo + withinMs), "day")).toStrictEqual(at)
    }
  )

  prop(
    "a period holds every instant from its start to just before its end, starts on the first instant of its São Paulo date or month, and periods follow each other",
    [instant, fc.constantFrom<"day" | "month">("day", "month")],
    ([t, period]) => {
      const label = period === "day" ? dayOf : monthOf
      const start = periodStart(new Date(t), period).getTime()
      const end = periodEnd(new Date(t), period).getTime()
      expect(start <= t && t < end).toBe(true)
      expect(label(start)).toBe(label(t))
      expect(label(start - 1)).not.toBe(label(t))
      expect(label(end - 1)).toBe(label(t))
      expect(label(end)).not.toBe(label(t))
      expect(periodStart(new Date(end), period).getTime()).toBe(end)
      const bounds = periodBounds(new Date(t))
      expect(period === "day" ? [bounds.dayStart, bounds.dayEnd] : [bounds.monthStart, bounds.monthEnd]).toStrictEqual([
        new Date(start),
        new Date(end)
      ])
    }
  )

  it("a refusal names its limit, the limit and what the period already used", () => {
    const refusal = (limit: LimitExceeded["limit"]) =>
      new LimitExceeded({ limit, limitCentavos: 500, usedCentavos: 200, requestedCentavos: 400 }).message
    expect(refusal("perTransaction")).toBe("the amount exceeds the per-transaction limit of 500 centavos")
    expect(refusal("daily")).toBe("the amount exceeds the daily limit of 500 centavos (200 already used)")
    expect(refusal("monthly")).toBe("the amount exceeds the monthly limit of 500 centavos (200 already used)")
  })

  it("the day and month boundaries around 2024-03-01 and the 2018 daylight-saving change", () => {
    expect(samePeriod(new Date("2024-03-01T02:59:59Z"), new Date("2024-03-01T03:00:00Z"), "day")).toBe(false)
    expect(samePeriod(new Date("2024-03-01T02:59:59Z"), new Date("2024-03-01T03:00:00Z"), "month")).toBe(false)
    expect(periodStart(new Date("2024-03-15T12:00:00Z"), "month")).toStrictEqual(new Date("2024-03-01T03:00:00Z"))
    expect(periodEnd(new Date("2024-02-10T12:00:00Z"), "month")).toStrictEqual(new Date("2024-03-01T03:00:00Z"))
    // 2018-11-04: clocks jumped from 00:00 to 01:00 (UTC−02:00); that day began at 01:00 local = 03:00Z.
    expect(periodStart(new Date("2018-11-04T12:00:00Z"), "day")).toStrictEqual(new Date("2018-11-04T03:00:00Z"))
    expect(periodEnd(new Date("2018-11-04T12:00:00Z"), "day")).toStrictEqual(new Date("2018-11-05T02:00:00Z"))
  })
})
