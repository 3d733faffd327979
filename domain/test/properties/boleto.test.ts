import { getBoletoInfo, isValidBoleto } from "@brazilian-utils/brazilian-utils"
import { describe, expect } from "@effect/vitest"
import { Result } from "effect"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import {
  amountDue,
  dateOfDay,
  dayNumber,
  decodeBarcode,
  decodeDigitableLine,
  encodeBoleto,
  formatDigitableLine
} from "../../src/billing/index.ts"

const restart = dayNumber("2025-02-22")!

/** A due date within ten years either side of the factor's 2025-02-22 restart. */
const dueDate = fc.integer({ min: restart - 3650, max: restart + 3650 }).map(dateOfDay)
/** How far from the due date the slip is read: up to eight years before or after. */
const readOffset = fc.integer({ min: -2920, max: 2920 })
const amount = fc.integer({ min: 0, max: 9_999_999_999 })
const freeField = fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 25, maxLength: 25 })
const bankCode = fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 3, maxLength: 3 })

const localYmd = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`

describe("boleto barcode", () => {
  prop(
    "encoding then decoding a barcode returns its amount, due date, bank and free field, across the 2025 factor restart",
    [bankCode, dueDate, amount, freeField, readOffset],
    ([bank, due, cents, free, offset]) => {
      const boleto = Result.getOrThrow(
        encodeBoleto({ bankCode: bank, currencyCode: "9", dueDate: due, amountCentavos: cents, freeField: free })
      )
      const readOn = dateOfDay(dayNumber(due)! + offset)
      for (const read of [decodeBarcode(boleto.barcode, readOn), decodeDigitableLine(boleto.digitableLine, readOn)]) {
        const back = Result.getOrThrow(read)
        expect(back.amountCentavos).toBe(cents)
        expect(back.dueDate).toBe(due)
        expect(back.bankCode).toBe(bank)
        expect(back.freeField).toBe(free)
      }
    }
  )

  prop(
    "every digitable line made is valid for a third-party validator, which reads the same amount and due date",
    [bankCode, dueDate, amount, freeField],
    ([bank, due, cents, free]) => {
      const boleto = Result.getOrThrow(
        encodeBoleto({ bankCode: bank, currencyCode: "9", dueDate: due, amountCentavos: cents, freeField: free })
      )
      expect(isValidBoleto(boleto.digitableLine)).toBe(true)
      expect(isValidBoleto(formatDigitableLine(boleto.digitableLine))).toBe(true)
      const [y, m, d] = due.split("-").map(Number) as [number, number, number]
      const info = getBoletoInfo(boleto.digitableLine, { referenceDate: new Date(y, m - 1, d) })
      expect(info?.amount).toBe(cents)
      expect(info?.bankCode).toBe(bank)
      expect(info?.expirationDate && localYmd(info.expirationDate)).toBe(due)
    }
  )

  prop(
    "changing any one digit of the first four fields of a digitable line (bank, currency, free field, general digit) is caught",
    [bankCode, dueDate, amount, freeField, fc.integer({ min: 0, max: 32 }), fc.integer({ min: 1, max: 9 })],
    ([bank, due, cents, free, at, delta]) => {
      const { digitableLine } = Result.getOrThrow(
        encodeBoleto({ bankCode: bank, currencyCode: "9", dueDate: due, amountCentavos: cents, freeField: free })
      )
      const changed =
        digitableLine.slice(0, at) + String((Number(digitableLine[at]) + delta) % 10) + digitableLine.slice(at + 1)
      // Módulo 10 catches any one changed digit of its field; the general digit is compared whole. (A change in the
      // factor or amount can escape: módulo 11 gives 1 for three remainders, FEBRABAN's layout as it is.)
      expect(Result.isFailure(decodeDigitableLine(changed, due))).toBe(true)
    }
  )
})

describe("boleto late charges", () => {
  const late = fc.record({
    fineBps: fc.integer({ min: 0, max: 200 }),
    interestMonthlyBps: fc.integer({ min: 0, max: 100 })
  })

  prop(
    "the amount due is the amount up to the due date, then the amount plus fine plus interest, never decreasing with time",
    [fc.integer({ min: 1, max: 9_999_999_999 }), dueDate, fc.integer({ min: -60, max: 400 }), late],
    ([cents, due, days, charges]) => {
      const on = (offset: number) =>
        amountDue({ amountCentavos: cents, dueDate: due, paidOn: dateOfDay(dayNumber(due)! + offset), late: charges })
      const today = on(days)
      const tomorrow = on(days + 1)
      expect(today.amountCentavos).toBe(cents + today.fineCentavos + today.interestCentavos)
      if (days <= 0) expect(today.amountCentavos).toBe(cents)
      expect(today.fineCentavos).toBeLessThanOrEqual(Math.floor((cents * charges.fineBps) / 10_000))
      expect(tomorrow.amountCentavos).toBeGreaterThanOrEqual(today.amountCentavos)
    }
  )
})
