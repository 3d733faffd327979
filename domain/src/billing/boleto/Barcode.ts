import { Result, Schema } from "effect"
import { mod10, mod11 } from "./CheckDigits.ts"
import { dateOfFactor, dayNumber, dueDateFactor, firstDueDate } from "./DueDate.ts"

/**
 * A bank boleto ("boleto de cobrança") as FEBRABAN lays it out. The 44-digit barcode: bank (3), currency (1), general
 * check digit (1, módulo 11 over the other 43), due-date factor (4), amount in centavos (10), the issuer's free field
 * (25). The 47-digit digitable line regroups it for typing: three fields of the bank, currency and free field, each
 * closed by a módulo 10 digit, then the general check digit, then factor and amount.
 */
export interface BoletoFields {
  /** The issuing bank's three-digit COMPE code. */
  readonly bankCode: string
  /** `9` for the real. */
  readonly currencyCode: string
  /** The due date, `YYYY-MM-DD`, on or after 2000-07-03. */
  readonly dueDate: string
  /** 0 to 9 999 999 999 centavos. */
  readonly amountCentavos: number
  /** The issuer's 25 digits (its agreement, wallet, "nosso número"…). */
  readonly freeField: string
}

/** A boleto with its barcode and digitable line (digits only). */
export interface Boleto extends BoletoFields {
  readonly barcode: string
  readonly digitableLine: string
}

/** Why a boleto cannot be made or read. */
export class InvalidBoleto extends Schema.TaggedError<InvalidBoleto>()("InvalidBoleto", {
  reason: Schema.Literals([
    "length",
    "not_digits",
    "bank_code",
    "currency",
    "due_date",
    "amount",
    "free_field",
    "field_check_digit",
    "general_check_digit"
  ]),
  message: Schema.String
}) {}

const amountMax = 9_999_999_999
const digitsOnly = /^\d+$/

const invalid = (reason: InvalidBoleto["reason"], message: string) =>
  Result.fail(new InvalidBoleto({ reason, message }))

const checkFields = (fields: BoletoFields): InvalidBoleto | undefined => {
  const fail = (reason: InvalidBoleto["reason"], message: string) => new InvalidBoleto({ reason, message })
  if (!/^\d{3}$/.test(fields.bankCode)) return fail("bank_code", "the bank code has three digits")
  if (fields.currencyCode !== "9") return fail("currency", "the currency code of the real is 9")
  const day = dayNumber(fields.dueDate)
  if (day === undefined || fields.dueDate < firstDueDate) {
    return fail("due_date", `the due date is a calendar date on or after ${firstDueDate}`)
  }
  if (!Number.isSafeInteger(fields.amountCentavos) || fields.amountCentavos < 0 || fields.amountCentavos > amountMax) {
    return fail("amount", "the amount is 0 to 99 999 999.99")
  }
  if (!/^\d{25}$/.test(fields.freeField)) return fail("free_field", "the free field has 25 digits")
  return undefined
}

/** The 47-digit digitable line of a valid 44-digit barcode. */
const lineOfBarcode = (barcode: string): string => {
  const head = barcode.slice(0, 4)
  const free = barcode.slice(19)
  const field1 = head + free.slice(0, 5)
  const field2 = free.slice(5, 15)
  const field3 = free.slice(15, 25)
  return [
    field1 + mod10(field1),
    field2 + mod10(field2),
    field3 + mod10(field3),
    barcode[4],
    barcode.slice(5, 19)
  ].join("")
}

/** Makes the barcode and digitable line of a boleto. */
export const encodeBoleto = (fields: BoletoFields): Result.Result<Boleto, InvalidBoleto> => {
  const refused = checkFields(fields)
  if (refused !== undefined) return Result.fail(refused)
  const factor = String(dueDateFactor(fields.dueDate))
  const amount = String(fields.amountCentavos).padStart(10, "0")
  const body = fields.bankCode + fields.currencyCode + factor + amount + fields.freeField
  const barcode = body.slice(0, 4) + mod11(body) + body.slice(4)
  return Result.succeed({ ...fields, barcode, digitableLine: lineOfBarcode(barcode) })
}

/**
 * Reads a 44-digit barcode: its general check digit must hold; the due date is the factor's date nearest
 * `referenceDate`.
 */
export const decodeBarcode = (barcode: string, referenceDate: string): Result.Result<Boleto, InvalidBoleto> => {
  if (!digitsOnly.test(barcode)) return invalid("not_digits", "a barcode has only digits")
  if (barcode.length !== 44) return invalid("length", "a barcode has 44 digits")
  if (barcode[3] !== "9") return invalid("currency", "the currency code of the real is 9")
  if (mod11(barcode.slice(0, 4) + barcode.slice(5)) !== Number(barcode[4])) {
    return invalid("general_check_digit", "the barcode's general check digit does not match")
  }
  const factor = Number(barcode.slice(5, 9))
  if (factor < 1000) return invalid("due_date", "the boleto carries no due date")
  return Result.succeed({
    bankCode: barcode.slice(0, 3),
    currencyCode: barcode[3]!,
    dueDate: dateOfFactor(factor, referenceDate),
    amountCentavos: Number(barcode.slice(9, 19)),
    freeField: barcode.slice(19),
    barcode,
    digitableLine: lineOfBarcode(barcode)
  })
}

/**
 * Reads a digitable line, with or without its dots and spaces: each of its three first fields must match its
 * módulo 10 digit, then the barcode it spells is read with `decodeBarcode`.
 */
export const decodeDigitableLine = (line: string, referenceDate: string): Result.Result<Boleto, InvalidBoleto> => {
  const digits = line.replace(/[\s.]/g, "")
  if (!digitsOnly.test(digits)) return invalid("not_digits", "a digitable line has only digits, dots and spaces")
  if (digits.length !== 47) return invalid("length", "a digitable line has 47 digits")
  const fields = [digits.slice(0, 10), digits.slice(10, 21), digits.slice(21, 32)]
  for (const [index, field] of fields.entries()) {
    if (mod10(field.slice(0, -1)) !== Number(field.at(-1))) {
      return invalid("field_check_digit", `field ${index + 1} of the digitable line does not match its check digit`)
    }
  }
  const free = fields[0]!.slice(4, 9) + fields[1]!.slice(0, 10) + fields[2]!.slice(0, 10)
  const barcode = fields[0]!.slice(0, 4) + digits[32] + digits.slice(33) + free
  return decodeBarcode(barcode, referenceDate)
}

/** A digitable line as printed: `AAABC.CCCCX DDDDD.DDDDDY EEEEE.EEEEEZ K UUUUVVVVVVVVVV`. */
export const formatDigitableLine = (line: string): string => {
  const d = line.replace(/\D/g, "")
  return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d[32]} ${d.slice(33)}`
}
