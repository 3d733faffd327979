import { Result, Schema } from "effect"

const dayMs = 24 * 60 * 60 * 1000

/** The default settlement period of a card deposit: 30 days (D+30, Brazil's usual term for credit cards). */
export const cardSettlementPeriodMsDefault = 30 * dayMs

/** The longest settlement period the configuration may set: 366 days (zero settles at capture). */
export const cardSettlementPeriodMsMax = 366 * dayMs

/** A settlement period refused by `checkSettlementPeriod`. */
export class InvalidSettlementPeriod extends Schema.TaggedError<InvalidSettlementPeriod>()("InvalidSettlementPeriod", {
  ms: Schema.Number
}) {
  override get message(): string {
    return `the card settlement period is 0 to ${cardSettlementPeriodMsMax} whole milliseconds, not ${this.ms}`
  }
}

/** Checks a configured settlement period: a whole number of milliseconds from 0 to `cardSettlementPeriodMsMax`. */
export const checkSettlementPeriod = (ms: number): Result.Result<number, InvalidSettlementPeriod> =>
  Number.isSafeInteger(ms) && ms >= 0 && ms <= cardSettlementPeriodMsMax
    ? Result.succeed(ms)
    : Result.fail(new InvalidSettlementPeriod({ ms }))

/** When a card deposit captured at `capturedAt` settles: `settlementPeriodMs` later, on the sandbox clock. */
export const settlesAtOf = (capturedAt: Date, settlementPeriodMs: number): Date =>
  new Date(capturedAt.getTime() + settlementPeriodMs)

/** Where a card deposit's net sits: `pending` before settlement, `available` from `settlesAt` on. */
export type SettlementState = "pending" | "available"

/**
 * Where a captured card deposit's net is at `now`: `pending` strictly before `settlesAt`, `available` from that
 * instant on. The rule is read from the instant, never from a job having run: the job that moves the money
 * (`CARD_SETTLEMENT`) settles exactly the deposits this says are available.
 */
export const settlementStateAt = (settlesAt: Date, now: Date): SettlementState =>
  now.getTime() >= settlesAt.getTime() ? "available" : "pending"

/** Whether a deposit settling at `settlesAt` is due at `now` (it is `available` by `settlementStateAt`). */
export const settlementDue = (settlesAt: Date, now: Date): boolean => settlementStateAt(settlesAt, now) === "available"
