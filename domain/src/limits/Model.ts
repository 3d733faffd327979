import { Schema } from "effect"
import { amountMaxCentavos } from "../money/Money.ts"

/** A limit value: a positive amount of centavos. */
const LimitCentavos = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: amountMaxCentavos }))

/**
 * A subaccount's debit limits, each optional (absent: no limit): per transaction, per calendar day and per calendar
 * month in `America/Sao_Paulo`. The API speaks reais and `null` removes a limit.
 */
export const Limits = Schema.Struct({
  limitPerTransactionCentavos: Schema.optional(LimitCentavos),
  limitDailyCentavos: Schema.optional(LimitCentavos),
  limitMonthlyCentavos: Schema.optional(LimitCentavos)
})
export type Limits = typeof Limits.Type

/** No limit at all. */
export const limitsNone: Limits = {}

/** The periods a limit counts over. */
export const LimitPeriod = Schema.Literals(["day", "month"])
export type LimitPeriod = typeof LimitPeriod.Type

/**
 * Where a debit stands for the limits: `IN_FLIGHT` (accepted, not yet settled: PENDING or PROCESSING) and `COMPLETED`
 * count; `FAILED` (failed, cancelled or reversed) does not.
 */
export const LimitDebitStatus = Schema.Literals(["IN_FLIGHT", "COMPLETED", "FAILED"])
export type LimitDebitStatus = typeof LimitDebitStatus.Type

/** A debit as the limits see it: its amount, the instant it was requested (which decides its period), its status. */
export const LimitDebit = Schema.Struct({
  amountCentavos: Schema.Int.check(Schema.isGreaterThan(0)),
  createdAt: Schema.Date,
  status: LimitDebitStatus
})
export type LimitDebit = typeof LimitDebit.Type

/** What already counts against the limits in the current day and month: completed plus in-flight debits. */
export interface LimitUsage {
  readonly dayCentavos: number
  readonly monthCentavos: number
}
