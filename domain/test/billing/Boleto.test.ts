import { getBoletoInfo, isValidBoleto } from "@brazilian-utils/brazilian-utils"
import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import {
  amountDue,
  dateOfFactor,
  decodeBarcode,
  decodeDigitableLine,
  dueDateFactor,
  encodeBoleto,
  formatDigitableLine,
  mod10,
  mod11
} from "../../src/billing/index.ts"

const fields = {
  bankCode: "341",
  currencyCode: "9",
  dueDate: "2026-12-15",
  amountCentavos: 12_345,
  freeField: "1090000000012345678900001"
}

const encoded = () => Result.getOrThrow(encodeBoleto(fields))

/** A calendar date as the third-party library answers it (a local-time `Date`). */
const ymd = (date: Date | null) =>
  date === null
    ? null
    : `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`

describe("boleto check digits", () => {
  it("give the digits of a published digitable line", () => {
    // 00190.00009 01149.718601 68524.522114 6 75860000102656: three módulo 10 fields, then the módulo 11 digit
    // of the barcode it spells (bank and currency, factor and amount, the free field).
    expect(mod10("001900000")).toBe(9)
    expect(mod10("0114971860")).toBe(1)
    expect(mod10("6852452211")).toBe(4)
    expect(mod11(`0019${"75860000102656"}${"0000001149718606852452211"}`)).toBe(6)
    // Remainders 0, 1 and 10 give 1: the general digit is never 0.
    expect(mod11("0")).toBe(1)
  })
})

describe("due-date factor", () => {
  it("counts days from 1997-10-07 and restarts at 1000 on 2025-02-22", () => {
    expect(dueDateFactor("2000-07-03")).toBe(1000)
    expect(dueDateFactor("2025-02-21")).toBe(9999)
    expect(dueDateFactor("2025-02-22")).toBe(1000)
    expect(dueDateFactor("2025-02-23")).toBe(1001)
    expect(dateOfFactor(1000, "2025-03-01")).toBe("2025-02-22")
    expect(dateOfFactor(9999, "2025-03-01")).toBe("2025-02-21")
    expect(dateOfFactor(1000, "2001-01-01")).toBe("2000-07-03")
  })
})

describe("encoding a boleto", () => {
  it("makes a 44-digit barcode and 47-digit digitable line a third-party validator accepts", () => {
    const boleto = encoded()
    expect(boleto.barcode).toMatch(/^\d{44}$/)
    expect(boleto.digitableLine).toMatch(/^\d{47}$/)
    expect(isValidBoleto(boleto.digitableLine)).toBe(true)
    expect(isValidBoleto(formatDigitableLine(boleto.digitableLine))).toBe(true)
    const info = getBoletoInfo(boleto.digitableLine, { referenceDate: new Date(2026, 10, 27) })
    expect(info?.amount).toBe(12_345)
    expect(info?.bankCode).toBe("341")
    expect(ymd(info?.expirationDate ?? null)).toBe("2026-12-15")
  })

  it("prints the digitable line in its five groups", () => {
    const printed = formatDigitableLine(encoded().digitableLine)
    expect(printed).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/)
    expect(printed.endsWith(`${dueDateFactor("2026-12-15")}0000012345`)).toBe(true)
  })

  it("refuses fields a boleto cannot carry, naming the field", () => {
    const reason = (patch: Partial<typeof fields>) =>
      Result.match(encodeBoleto({ ...fields, ...patch }), { onSuccess: () => "ok", onFailure: (e) => e.reason })
    expect(reason({ bankCode: "34" })).toBe("bank_code")
    expect(reason({ currencyCode: "0" })).toBe("currency")
    expect(reason({ dueDate: "2000-07-02" })).toBe("due_date")
    expect(reason({ dueDate: "2026-02-30" })).toBe("due_date")
    expect(reason({ amountCentavos: 10_000_000_000 })).toBe("amount")
    expect(reason({ amountCentavos: 1.5 })).toBe("amount")
    expect(reason({ freeField: "123" })).toBe("free_field")
  })
})

describe("reading a boleto", () => {
  it("reads back the barcode and the digitable line, with or without punctuation", () => {
    const boleto = encoded()
    expect(Result.getOrThrow(decodeBarcode(boleto.barcode, "2026-11-27"))).toEqual(boleto)
    expect(Result.getOrThrow(decodeDigitableLine(formatDigitableLine(boleto.digitableLine), "2026-11-27"))).toEqual(
      boleto
    )
  })

  it("refuses a mistyped digit in any field, and a wrong general check digit", () => {
    const line = encoded().digitableLine
    const flip = (at: number) => line.slice(0, at) + String((Number(line[at]) + 1) % 10) + line.slice(at + 1)
    const reason = (text: string) =>
      Result.match(decodeDigitableLine(text, "2026-11-27"), { onSuccess: () => "ok", onFailure: (e) => e.reason })
    expect(reason(flip(2))).toBe("field_check_digit")
    expect(reason(flip(12))).toBe("field_check_digit")
    expect(reason(flip(25))).toBe("field_check_digit")
    expect(reason(flip(32))).toBe("general_check_digit")
    expect(reason(line.slice(1))).toBe("length")
    expect(reason(`${line.slice(0, 46)}x`)).toBe("not_digits")
    expect(isValidBoleto(flip(32))).toBe(false)
  })
})

describe("late charges", () => {
  const late = { fineBps: 200, interestMonthlyBps: 100 }

  it("charges nothing up to the due date", () => {
    expect(amountDue({ amountCentavos: 10_000, dueDate: "2026-12-15", paidOn: "2026-12-15", late })).toEqual({
      amountCentavos: 10_000,
      fineCentavos: 0,
      interestCentavos: 0,
      daysLate: 0
    })
  })

  it("adds the fine once and the interest per day after it", () => {
    // 2 % of 100.00 is 2.00; 1 % a month for 15 days is 0.50.
    expect(amountDue({ amountCentavos: 10_000, dueDate: "2026-12-15", paidOn: "2026-12-30", late })).toEqual({
      amountCentavos: 10_250,
      fineCentavos: 200,
      interestCentavos: 50,
      daysLate: 15
    })
  })
})
