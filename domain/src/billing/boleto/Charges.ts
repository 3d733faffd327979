import { dayNumber } from "./DueDate.ts"

/**
 * What a late payment adds: a fine (a percentage of the amount, once, from the day after the due date) and interest
 * (a percentage of the amount per month, pro rata per calendar day late, counting a month as 30 days). Brazilian
 * consumer law caps the fine at 2 %; interest of 1 % a month is customary.
 */
export interface LateCharges {
  /** The fine in basis points of the amount (200 is 2 %). */
  readonly fineBps: number
  /** The interest per 30 days in basis points of the amount (100 is 1 % a month). */
  readonly interestMonthlyBps: number
}

/** The amount due when a boleto (or any billing with late charges) is paid on `paidOn`, and its parts. */
export interface AmountDue {
  readonly amountCentavos: number
  readonly fineCentavos: number
  readonly interestCentavos: number
  readonly daysLate: number
}

/**
 * The amount due on `paidOn`: the amount itself up to the due date; after it, plus the fine and the interest, each
 * rounded down to the centavo (the payer is never charged a fraction the rule does not reach). Rates are whole basis
 * points, so the arithmetic stays on integers.
 */
export const amountDue = (input: {
  readonly amountCentavos: number
  readonly dueDate: string
  readonly paidOn: string
  readonly late: LateCharges
}): AmountDue => {
  const due = dayNumber(input.dueDate)
  const paid = dayNumber(input.paidOn)
  if (due === undefined || paid === undefined) throw new RangeError("dates are YYYY-MM-DD")
  const daysLate = Math.max(0, paid - due)
  if (daysLate === 0) {
    return { amountCentavos: input.amountCentavos, fineCentavos: 0, interestCentavos: 0, daysLate }
  }
  if (!Number.isSafeInteger(input.late.fineBps) || !Number.isSafeInteger(input.late.interestMonthlyBps)) {
    throw new RangeError("late charges are whole basis points")
  }
  const fineBps = BigInt(input.late.fineBps)
  const interestBps = BigInt(input.late.interestMonthlyBps)
  const amount = BigInt(input.amountCentavos)
  const fine = (amount * fineBps) / 10_000n
  const interest = (amount * interestBps * BigInt(daysLate)) / (10_000n * 30n)
  return {
    amountCentavos: Number(amount + fine + interest),
    fineCentavos: Number(fine),
    interestCentavos: Number(interest),
    daysLate
  }
}
