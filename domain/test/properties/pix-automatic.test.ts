import { describe, expect } from "@effect/vitest"
import { Option, Result } from "effect"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import { chargeAmounts } from "../../src/fees/Fees.ts"
import { pixAutomaticFeeScheduleDefault } from "../../src/fees/Model.ts"
import { addDays, daysBetween, isCalendarDate } from "../../src/pixauto/Calendar.ts"
import { IdRec, idRecLength, isValidIdRec, makeIdRec, parseIdRec } from "../../src/pixauto/IdRec.ts"
import { periodOf } from "../../src/pixauto/Record.ts"
import { Schema } from "effect"

const ispb = fc.stringMatching(/^\d{8}$/)
const date = fc
  .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("9980-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))
const random = fc.uint8Array({ minLength: 11, maxLength: 11 })
const amount = fc.integer({ min: 1, max: 100_000_000_000 })

describe("PIX Automático idRec", () => {
  prop(
    "an idRec made from any ISPB, date and bytes is 29 characters, valid, and parses back to its ISPB and date",
    [ispb, date, random],
    ([i, d, bytes]) => {
      const id = makeIdRec({ ispb: i, date: d, random: bytes })
      expect(id).toHaveLength(idRecLength)
      expect(id.startsWith(`RR${i}`)).toBe(true)
      expect(isValidIdRec(id)).toBe(true)
      expect(Schema.is(IdRec)(id)).toBe(true)
      const parts = Option.getOrThrow(parseIdRec(id))
      expect(parts.ispb).toBe(i)
      expect(parts.date).toBe(d)
      expect(parts.sequence).toMatch(/^[A-Za-z0-9]{11}$/)
    }
  )

  prop(
    "a text that is not RR, 8 digits, a real date and 11 letters or digits is not an idRec",
    [fc.string({ maxLength: 40 })],
    ([text]) => {
      const m = /^RR\d{8}(\d{4})(\d{2})(\d{2})[A-Za-z0-9]{11}$/.exec(text)
      if (m === null || !isCalendarDate(`${m[1]}-${m[2]}-${m[3]}`)) expect(isValidIdRec(text)).toBe(false)
    }
  )
})

describe("PIX Automático fee", () => {
  prop(
    "an instalment's fee and net add up to its amount, the fee is never negative, and a refused amount is one the fee would swallow",
    [amount],
    ([gross]) => {
      const result = chargeAmounts(pixAutomaticFeeScheduleDefault, gross, false)
      if (Result.isSuccess(result)) {
        const a = result.success
        expect(a.feeCentavos + a.netCentavos).toBe(gross)
        expect(a.feeCentavos).toBeGreaterThanOrEqual(pixAutomaticFeeScheduleDefault.fixedCentavos)
        expect(a.netCentavos).toBeGreaterThanOrEqual(1)
      } else {
        expect(gross).toBeLessThanOrEqual(pixAutomaticFeeScheduleDefault.fixedCentavos + 1)
      }
    }
  )
})

describe("PIX Automático periods", () => {
  prop(
    "weekly periods are seven days from the start; a date and the date seven days later are one period apart",
    [date, fc.integer({ min: 0, max: 3000 })],
    ([start, days]) => {
      const d = addDays(start, days)
      expect(daysBetween(start, d)).toBe(days)
      expect(periodOf("WEEKLY", start, d)).toBe(Math.floor(days / 7))
      expect(periodOf("WEEKLY", start, addDays(d, 7))).toBe(periodOf("WEEKLY", start, d) + 1)
    }
  )

  prop(
    "a monthly period is a calendar month counted from the start's month; quarterly is three of them",
    [date, fc.integer({ min: 0, max: 3000 })],
    ([start, days]) => {
      const d = addDays(start, days)
      const months =
        (Number(d.slice(0, 4)) - Number(start.slice(0, 4))) * 12 + Number(d.slice(5, 7)) - Number(start.slice(5, 7))
      expect(periodOf("MONTHLY", start, d)).toBe(months)
      expect(periodOf("QUARTERLY", start, d)).toBe(Math.floor(months / 3))
      expect(periodOf("YEARLY", start, d)).toBe(Math.floor(months / 12))
    }
  )
})
