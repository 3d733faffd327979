import { describe, expect, it } from "@effect/vitest"
import { nextRunAt, validateRecurrenceRule } from "../../src/scheduling/Recurrence.ts"
import { maskCnpj, maskCpf, maskEmail, maskPhone, maskRandomKey } from "../../src/scheduling/Mask.ts"
import { scheduleLabel } from "../../src/scheduling/View.ts"

describe("recurrence rules", () => {
  it("a wall time skipped by a DST gap runs at the first instant after the gap", () => {
    // New York, 2026-03-08: 02:00 EST jumps to 03:00 EDT at 07:00 UTC; 02:30 does not exist.
    const rule = { interval: "daily", time: "02:30", timezone: "America/New_York" } as const
    expect(nextRunAt(rule, new Date("2026-03-08T05:00:00Z")).toISOString()).toBe("2026-03-08T07:00:00.000Z")
    expect(nextRunAt(rule, new Date("2026-03-08T07:00:00Z")).toISOString()).toBe("2026-03-09T06:30:00.000Z")
  })

  it("a wall time repeated by a DST overlap runs once, at the earlier instant", () => {
    // New York, 2026-11-01: 01:30 happens at 05:30 UTC (EDT) and again at 06:30 UTC (EST).
    const rule = { interval: "daily", time: "01:30", timezone: "America/New_York" } as const
    expect(nextRunAt(rule, new Date("2026-11-01T04:00:00Z")).toISOString()).toBe("2026-11-01T05:30:00.000Z")
    expect(nextRunAt(rule, new Date("2026-11-01T05:30:00Z")).toISOString()).toBe("2026-11-02T06:30:00.000Z")
  })

  it("custom_days runs at its time on the anchor day and every N days after", () => {
    const rule = {
      interval: "custom_days",
      time: "09:00",
      timezone: "America/Sao_Paulo",
      customDays: 10,
      anchorDate: "2026-01-05"
    } as const
    expect(nextRunAt(rule, new Date("2026-01-01T00:00:00Z")).toISOString()).toBe("2026-01-05T12:00:00.000Z")
    expect(nextRunAt(rule, new Date("2026-01-05T12:00:00Z")).toISOString()).toBe("2026-01-15T12:00:00.000Z")
  })

  it("a bad rule names every problem with its field", () => {
    const checked = validateRecurrenceRule({
      interval: "weekly",
      time: "24:00",
      timezone: "Mars/Olympus",
      dayOfMonth: 3
    })
    expect("problems" in checked && checked.problems.map((p) => p.field)).toEqual([
      "recurrenceRule.time",
      "recurrenceRule.timezone",
      "recurrenceRule.dayOfWeek",
      "recurrenceRule.dayOfMonth"
    ])
    expect(validateRecurrenceRule({ interval: "daily", time: "09:00" })).toEqual({
      rule: { interval: "daily", time: "09:00", timezone: "America/Sao_Paulo" }
    })
  })
})

describe("labels and masks", () => {
  it("labels each trigger in plain words", () => {
    const at = (rule: object) =>
      scheduleLabel({
        triggerType: "recurring",
        recurrenceRule: { time: "09:00", timezone: "America/Sao_Paulo", ...rule } as never
      })
    expect(at({ interval: "weekly", dayOfWeek: 1 })).toBe("Every Monday at 09:00 (America/Sao_Paulo)")
    expect(at({ interval: "monthly", dayOfMonth: 31 })).toBe(
      "Monthly on day 31 at 09:00 (America/Sao_Paulo), on the last day in shorter months"
    )
    expect(at({ interval: "daily" })).toBe("Every day at 09:00 (America/Sao_Paulo)")
    expect(scheduleLabel({ triggerType: "once", scheduledAt: new Date("2026-12-01T12:00:00Z") })).toBe(
      "Once on 2026-12-01 09:00 (America/Sao_Paulo)"
    )
    expect(scheduleLabel({ triggerType: "balance_threshold", balanceThresholdCentavos: 100_000 })).toBe(
      "When the balance reaches R$ 1.000,00"
    )
  })

  it("masks keys and e-mails, keeping a few characters", () => {
    expect(maskEmail("joao@example.com")).toBe("jo***@example.com")
    expect(maskEmail("a@b.co")).toBe("a***@b.co")
    expect(maskCpf("12345678909")).toBe("***.456.789-**")
    expect(maskCnpj("11222333000181")).toBe("**.222.333/****-**")
    expect(maskPhone("+5511987654321")).toBe("+55 11 *****-4321")
    expect(maskRandomKey("123e4567-e89b-42d3-a456-426614174000")).toBe("123e****-****-****-****-********4000")
  })
})
