import type { BillingMethod } from "../Machine.ts"
import type { Problem } from "../Request.ts"
import type { CreditCardInput, HolderInfoInput } from "./Request.ts"

/** The card fields of a billing create (Asaas's names), before checks. */
export interface CardBillingFields {
  readonly creditCard?: CreditCardInput | undefined
  readonly creditCardHolderInfo?: HolderInfoInput | undefined
  readonly cardToken?: string | undefined
  readonly remoteIp?: string | undefined
}

/** The card a CARD_DEBIT payer types on the invoice page, and the address the page saw the payer at. */
export interface InvoiceCardInput {
  readonly creditCard: CreditCardInput
  readonly remoteIp: string
}

const cardFields = ["creditCard", "creditCardHolderInfo", "cardToken", "remoteIp"] as const

/**
 * The problems of a create's card fields for its method, every one named:
 * - BOLETO and PIX take none of them;
 * - CARD_DEBIT takes none either (spec: its payer pays at `invoiceUrl`): each one sent is named;
 * - CARD_CREDIT and CARD_VOUCHER need `remoteIp` (the buyer's address) and either `creditCard` with
 *   `creditCardHolderInfo` (a first charge) or `cardToken` (a stored card), not both.
 */
export const cardFieldProblems = (input: CardBillingFields & { readonly method: BillingMethod }): Array<Problem> => {
  const given = cardFields.filter((f) => input[f] !== undefined)
  if (input.method === "BOLETO" || input.method === "PIX") {
    return given.map((field) => ({ field, message: `${field} is taken by card billings only` }))
  }
  if (input.method === "CARD_DEBIT") {
    return given.map((field) => ({
      field,
      message: `${field} is not taken by CARD_DEBIT: its payer pays by debit card at invoiceUrl`
    }))
  }
  const problems: Array<Problem> = []
  if (input.remoteIp === undefined)
    problems.push({ field: "remoteIp", message: "remoteIp (the buyer's IP) is required" })
  const card = input.creditCard !== undefined
  const holder = input.creditCardHolderInfo !== undefined
  if (input.cardToken !== undefined && (card || holder)) {
    problems.push({ field: "cardToken", message: "give cardToken or creditCard with creditCardHolderInfo, not both" })
  } else if (input.cardToken === undefined && !card) {
    problems.push({ field: "creditCard", message: "creditCard (with creditCardHolderInfo) or cardToken is required" })
  } else if (card && !holder) {
    problems.push({ field: "creditCardHolderInfo", message: "creditCardHolderInfo is required with creditCard" })
  }
  return problems
}

/**
 * What names the card in a card create's fingerprint: the token, or the card's last 4 and expiry (never its number
 * or CVV, which are stored nowhere); CARD_DEBIT has none.
 */
export const cardFingerprintOf = (input: CardBillingFields): string | undefined => {
  if (input.cardToken !== undefined) return `token:${input.cardToken}`
  const card = input.creditCard
  if (card === undefined) return undefined
  const digits = String(card.number).replace(/\D/g, "")
  return `card:${digits.slice(-4)}:${card.expiryMonth}/${card.expiryYear}`
}
