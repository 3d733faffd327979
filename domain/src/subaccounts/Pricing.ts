import { Schema } from "effect"
import type { FeeSchedule, SubaccountSurcharge } from "../fees/Model.ts"
import { withSurcharge } from "../fees/Subaccount.ts"
import { toReais } from "../money/Money.ts"

/** One line of a pricing preview: a percentage (in percent) and a fixed part (in reais). */
export const PricingLine = Schema.Struct({
  label: Schema.String,
  percentFee: Schema.Finite,
  fixedFee: Schema.Finite
})

/** The preview of one operation: its lines and their totals, which are the schedule the subaccount is charged. */
export const OperationPricing = Schema.Struct({
  lines: Schema.Array(PricingLine),
  totalPercentFee: Schema.Finite,
  totalFixedFee: Schema.Finite
})
export type OperationPricing = typeof OperationPricing.Type

/** `GET /subaccount/pricing` data: per operation (PIX in, PIX out, refund). */
export const PricingPreview = Schema.Struct({
  id: Schema.String,
  externalReference: Schema.String,
  pixIn: OperationPricing,
  pixOut: OperationPricing,
  refund: OperationPricing
})
export type PricingPreview = typeof PricingPreview.Type

/** A schedule's percentage in percent (basis points / 100) and fixed part in reais. */
const lineOf = (label: string, schedule: FeeSchedule) => ({
  label,
  percentFee: schedule.percentBps / 100,
  fixedFee: toReais(schedule.fixedCentavos)
})

/** One operation's preview: the main account's fee, the subaccount's surcharge, and `withSurcharge` as the total. */
export const operationPricing = (main: FeeSchedule, surcharge: FeeSchedule): OperationPricing => {
  const total = withSurcharge(main, surcharge)
  return {
    lines: [lineOf("Main account fee", main), lineOf("Subaccount surcharge", surcharge)],
    totalPercentFee: total.percentBps / 100,
    totalFixedFee: toReais(total.fixedCentavos)
  }
}

/** The schedule a preview's totals stand for (the inverse of its percent and reais units). */
export const scheduleOfPreview = (preview: OperationPricing): FeeSchedule => ({
  percentBps: Math.round(preview.totalPercentFee * 100),
  fixedCentavos: Math.round(preview.totalFixedFee * 100)
})

/**
 * The pricing preview of a subaccount under its main account's schedules: PIX in and PIX out with their surcharges,
 * and refunds with the PIX-out surcharge (a refund is a PIX sent back).
 */
export const pricingPreview = (
  subaccount: { readonly id: string; readonly externalReference: string },
  main: { readonly pixIn: FeeSchedule; readonly pixOut: FeeSchedule; readonly refund: FeeSchedule },
  surcharge: SubaccountSurcharge
): PricingPreview => ({
  id: subaccount.id,
  externalReference: subaccount.externalReference,
  pixIn: operationPricing(main.pixIn, surcharge.pixIn),
  pixOut: operationPricing(main.pixOut, surcharge.pixOut),
  refund: operationPricing(main.refund, surcharge.pixOut)
})
