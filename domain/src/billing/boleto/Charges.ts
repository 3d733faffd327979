import { dayNumber } from "./DueDate.ts"

/**
 * What a late payment adds: a fine (a percentage of the amount, once, from the day after the due date) and interest
 * (a percentage of the amount per month, pro rata per calendar day late, counting a month as 30 days). Brazilian
 * consumer law caps the fine at 2 %; interest of 1 % a month is customary.
 */
export interface LateCharges {
  readonly finePercent: number
  readonly interestMonthlyPercent: number
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
 * rounded down to the centavo (the payer is never charged a fraction the rule does not reach). Percentages are
 * decimals with up to four places (0.0333 % a day is 1 % a month).
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
  // Percentages in ten-thousandths of a percent, so the arithmetic stays on integers.
  const fineMillionths = BigInt(Math.round(input.late.finePercent * 10_000))
  const interestMillionths = BigInt(Math.round(input.late.interestMonthlyPercent * 10_000))
  const amount = BigInt(input.amountCentavos)
  const fine = (amount * fineMillionths) / 1_000_000n
  const interest = (amount * interestMillionths * BigInt(daysLate)) / (1_000_000n * 30n)
  return {
    amountCentavos: Number(amount + fine + interest),
    fineCentavos: Number(fine),
    interestCentavos: Number(interest),
    daysLate
  }
}
