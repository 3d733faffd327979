import { Schema } from "effect"
import { amountMaxCentavos } from "../money/Money.ts"

/** Basis points in one whole: 10,000 bps = 100 %. Every percentage of the platform is an integer of basis points. */
export const bpsPerWhole = 10_000

/** A percentage as an integer of basis points, 0 (0 %) to 10,000 (100 %); 1 bp = 0.01 %. */
export const BasisPoints = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: bpsPerWhole }))
export type BasisPoints = typeof BasisPoints.Type

/** A fixed fee part in centavos: zero or more, never above the largest API amount. */
export const FixedFeeCentavos = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: amountMaxCentavos }))

/** The fee of one operation: a percentage of the operation's gross plus a fixed part. */
export const FeeSchedule = Schema.Struct({
  percentBps: BasisPoints,
  fixedCentavos: FixedFeeCentavos
})
export type FeeSchedule = typeof FeeSchedule.Type

/** The schedule that charges nothing (internal transfers; PIX until a merchant's pricing says otherwise). */
export const feeScheduleZero: FeeSchedule = { percentBps: 0, fixedCentavos: 0 }

/** The card platform fee: a percentage of the gross plus a fixed part in US cents, converted at the day's rate. */
export const CardFeeSchedule = Schema.Struct({
  percentBps: BasisPoints,
  fixedUsdCents: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000 }))
})
export type CardFeeSchedule = typeof CardFeeSchedule.Type

/** The spec's default card fee: 4.99 % of the gross plus 0.20 USD. */
export const cardFeeScheduleDefault: CardFeeSchedule = { percentBps: 499, fixedUsdCents: 20 }

/**
 * A US dollar to real exchange rate as an exact ratio: `usdCents` US cents are worth `centavos` centavos.
 * A rate of 5.4321 BRL per USD is `{ centavos: 54_321, usdCents: 10_000 }`.
 */
export const UsdBrlRate = Schema.Struct({
  centavos: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
  usdCents: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }))
})
export type UsdBrlRate = typeof UsdBrlRate.Type

/** Credit-bureau dunning fee, per request: 12.90 BRL. */
export const bureauDunningFeeCentavos = 1290
/** Credit-bureau report fee: 19.90 BRL. */
export const bureauReportFeeCentavos = 1990

/**
 * The fee of each PIX Automático instalment received: 0.99 % of the instalment plus 0.10 BRL, taken from the
 * instalment (the merchant receives the net). An instalment whose fee would not leave a centavo is refused.
 */
export const pixAutomaticFeeScheduleDefault: FeeSchedule = { percentBps: 99, fixedCentavos: 10 }

/** A merchant's prices, one schedule per operation. Internal transfers carry no fee. */
export const MerchantPricing = Schema.Struct({
  pixIn: FeeSchedule,
  pixOut: FeeSchedule,
  refund: FeeSchedule,
  card: CardFeeSchedule,
  bureauDunningCentavos: FixedFeeCentavos,
  bureauReportCentavos: FixedFeeCentavos
})
export type MerchantPricing = typeof MerchantPricing.Type

/** Prices of a merchant with no negotiated pricing. The spec names no PIX price, so PIX is free until configured. */
export const merchantPricingDefault: MerchantPricing = {
  pixIn: feeScheduleZero,
  pixOut: feeScheduleZero,
  refund: feeScheduleZero,
  card: cardFeeScheduleDefault,
  bureauDunningCentavos: bureauDunningFeeCentavos,
  bureauReportCentavos: bureauReportFeeCentavos
}

/** A subaccount's surcharge on top of its main account's fee, for PIX in and PIX out (refunds follow PIX out). */
export const SubaccountSurcharge = Schema.Struct({
  pixIn: FeeSchedule,
  pixOut: FeeSchedule
})
export type SubaccountSurcharge = typeof SubaccountSurcharge.Type

/** A subaccount with no surcharge pays exactly its main account's fees. */
export const subaccountSurchargeZero: SubaccountSurcharge = { pixIn: feeScheduleZero, pixOut: feeScheduleZero }
