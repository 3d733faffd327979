import { Billing } from "@trilho/domain"
import { type Language, locales } from "../../charges/payPage/Messages.ts"
import { slipMessages } from "./Messages.ts"
import { bankCheckDigit, type SlipView } from "./SlipView.ts"

const percent = (lang: Language, bps: number) =>
  new Intl.NumberFormat(locales[lang], { style: "percent", minimumFractionDigits: 2 }).format(bps / 10_000)

/** The instructions a billing's late charges give the bank, in the slip's language; none when it has none. */
export const lateChargeInstructions = (
  record: Pick<Billing.BillingRecord, "fineBps" | "interestMonthlyBps">,
  lang: Language
): ReadonlyArray<string> => {
  const words = slipMessages[lang]
  return [
    record.fineBps > 0 ? words.fineLine.replace("{percent}", percent(lang, record.fineBps)) : "",
    record.interestMonthlyBps > 0
      ? words.interestLine.replace("{percent}", percent(lang, record.interestMonthlyBps))
      : ""
  ].filter((line) => line !== "")
}

/**
 * The slip of a BOLETO billing at instant `now`: its boleto's codes, the merchant (`merchantName`; the platform keeps
 * no tax id of a merchant's account) as beneficiary, the customer as payer, the amount due today (the fine and
 * interest of an overdue one; what was paid once paid). `undefined` for a billing with no boleto.
 */
export const slipViewOf = (
  record: Billing.BillingRecord,
  merchantName: string,
  lang: Language,
  now: Date
): SlipView | undefined => {
  const boleto = record.boleto
  if (record.method !== "BOLETO" || boleto === undefined) return undefined
  return {
    billingId: record.id,
    status: record.status,
    bankCode: boleto.bankCode,
    bankCheckDigit: bankCheckDigit(boleto.bankCode),
    digitableLine: boleto.digitableLine,
    barcode: boleto.barcode,
    amountCentavos: record.amountCentavos,
    amountDueCentavos: Billing.amountDueAt(record, now),
    dueDate: record.dueDate,
    documentDate: Billing.saoPauloDate(record.createdAt),
    nossoNumero: boleto.nossoNumero,
    beneficiary: { name: merchantName, taxId: "" },
    payer: { name: record.customer.name, taxId: record.customer.taxId },
    description: record.description ?? "",
    instructions: lateChargeInstructions(record, lang),
    locale: lang
  }
}
