import type { Billing } from "@trilho/domain"
import type { Language } from "../../charges/payPage/Messages.ts"
import type { SlipTextKey } from "./Messages.ts"

/** A billing's status, as the slip reads it. */
export type SlipStatus = Billing.BillingStatus

/**
 * A party named on the slip: its name and CPF or CNPJ (digits; empty when the platform holds none, as for a
 * merchant's account), the payer's postal address when known.
 */
export interface SlipParty {
  readonly name: string
  readonly taxId: string
  readonly address?: string | undefined
}

/**
 * What the boleto slip shows, whole: the page and the PDF are drawn from it and from nothing else. Money in centavos,
 * dates as São Paulo calendar dates (`YYYY-MM-DD`), the codes as digits only.
 */
export interface SlipView {
  readonly billingId: string
  readonly status: SlipStatus
  /** The issuing bank's 3-digit code and its check digit, shown as "341-7". */
  readonly bankCode: string
  readonly bankCheckDigit: string
  readonly digitableLine: string
  readonly barcode: string
  readonly amountCentavos: number
  /** The amount due today when it differs from the document's (an overdue boleto's fine and interest). */
  readonly amountDueCentavos?: number | undefined
  readonly dueDate: string
  readonly documentDate: string
  readonly nossoNumero: string
  readonly beneficiary: SlipParty
  readonly payer: SlipParty
  readonly description: string
  /** The beneficiary's instructions to the bank (fine and interest lines), one per line. */
  readonly instructions: ReadonlyArray<string>
  readonly locale: Language
}

/** What the slip offers: the codes to pay while payable; only the status once paid or closed. */
export type SlipState = "payable" | "paid" | "closed"

/** The slip's state for a billing status. */
export const slipState = (status: SlipStatus): SlipState => {
  switch (status) {
    case "PENDING":
    case "OVERDUE":
      return "payable"
    case "CONFIRMED":
    case "RECEIVED":
      return "paid"
    case "CANCELED":
    case "REFUNDED":
    case "FAILED":
      return "closed"
  }
}

/** The notice a status adds to the slip, if any. */
export const statusNotice = (status: SlipStatus): SlipTextKey | undefined => {
  switch (status) {
    case "PENDING":
      return undefined
    case "OVERDUE":
      return "overdue"
    case "CONFIRMED":
    case "RECEIVED":
      return "paid"
    case "CANCELED":
      return "canceled"
    case "REFUNDED":
      return "refunded"
    case "FAILED":
      return "failed"
  }
}

/**
 * The check digit printed after a bank's code ("341-7"): modulo 11 of the code's digits weighted 2, 3, 4 from the
 * right, 11 minus the remainder, 10 and 11 written as 0.
 */
export const bankCheckDigit = (bankCode: string): string => {
  const sum = [...bankCode].reverse().reduce((acc, digit, i) => acc + Number(digit) * (i + 2), 0)
  const digit = 11 - (sum % 11)
  return String(digit >= 10 ? 0 : digit)
}

/** A CPF (11 digits) or CNPJ (14) as printed: "123.456.789-09", "12.345.678/0001-95"; anything else as given. */
export const formatTaxId = (taxId: string): string => {
  if (/^\d{11}$/.test(taxId)) return taxId.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4")
  if (/^\d{14}$/.test(taxId)) return taxId.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, "$1.$2.$3/$4-$5")
  return taxId
}

/** A calendar date (`YYYY-MM-DD`) as the language writes it: 27/11/2026 in Portuguese, 11/27/2026 in English. */
export const formatDate = (lang: Language, date: string): string => {
  const [year = "", month = "", day = ""] = date.split("-")
  return lang === "en" ? `${month}/${day}/${year}` : `${day}/${month}/${year}`
}
