import { Effect, Result } from "effect"
import type { MerchantFlags } from "../accounts/Accounts.ts"
import { pixInScheduleOf, scheduleFromFlags } from "../charges/Flags.ts"
import { boletoScheduleDefault } from "../fees/Billing.ts"
import type { FeeSchedule } from "../fees/Model.ts"
import { encodeStatic } from "../pix/BrCode.ts"
import { merchantCityLengthMax, merchantNameLengthMax } from "../pix/BrCodeModel.ts"
import { foldAsciiTo } from "../pix/Text.ts"
import { amountDue } from "./boleto/Charges.ts"
import { saoPauloDate } from "./Calendar.ts"
import type { BillingMethod } from "./Machine.ts"
import type { BillingRecord } from "./Record.ts"

/** The merchant flags of the boleto price: `boletoPercentBps` and `boletoFixedCentavos` over `boletoScheduleDefault`. */
export const BillingFlag = { boletoPercentBps: "boletoPercentBps", boletoFixedCentavos: "boletoFixedCentavos" } as const

/** The fee schedule of a billing method for a merchant: PIX billings price as PIX charges, boletos by their flags. */
export const scheduleOfMethod = (flags: MerchantFlags, method: BillingMethod): Effect.Effect<FeeSchedule> =>
  method === "PIX"
    ? pixInScheduleOf(flags)
    : scheduleFromFlags(
        flags,
        { percentBps: BillingFlag.boletoPercentBps, fixedCentavos: BillingFlag.boletoFixedCentavos },
        boletoScheduleDefault
      )

/** What a payment of the billing on `paidOn` (a São Paulo date) must bring: the amount, plus fine and interest if late. */
export const amountDueOn = (record: BillingRecord, paidOn: string) =>
  amountDue({
    amountCentavos: record.amountCentavos,
    dueDate: record.dueDate,
    paidOn,
    late: { fineBps: record.fineBps, interestMonthlyBps: record.interestMonthlyBps }
  })

/** The amount due at an instant (its São Paulo date); once paid, what was paid. */
export const amountDueAt = (record: BillingRecord, at: Date): number =>
  record.payment?.paidCentavos ?? amountDueOn(record, saoPauloDate(at)).amountCentavos

/** The billing's PIX BR Code for `amountCentavos`: static, on the platform's key, with the billing's txid. */
export const pixCopyPasteOf = (record: BillingRecord, amountCentavos: number): string | undefined => {
  const pix = record.pix
  if (pix === undefined) return undefined
  const encoded = encodeStatic({
    key: pix.key,
    txid: pix.txid,
    merchantName: foldAsciiTo(pix.merchantName, merchantNameLengthMax),
    merchantCity: foldAsciiTo(pix.merchantCity, merchantCityLengthMax),
    amountCentavos
  })
  if (Result.isFailure(encoded)) throw new Error(`billing ${record.id}: ${encoded.failure.message}`)
  return encoded.success
}
