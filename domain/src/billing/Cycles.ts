import { Schema } from "effect"
import { dateOfDay, dayNumber } from "./boleto/DueDate.ts"

/** How often a subscription bills. */
export const SubscriptionCycle = Schema.Literals([
  "WEEKLY",
  "BIWEEKLY",
  "MONTHLY",
  "BIMONTHLY",
  "QUARTERLY",
  "SEMIANNUALLY",
  "YEARLY"
])
export type SubscriptionCycle = typeof SubscriptionCycle.Type

/** Each cycle's step: a number of days, or of calendar months. */
const steps: Record<SubscriptionCycle, { readonly days: number } | { readonly months: number }> = {
  WEEKLY: { days: 7 },
  BIWEEKLY: { days: 14 },
  MONTHLY: { months: 1 },
  BIMONTHLY: { months: 2 },
  QUARTERLY: { months: 3 },
  SEMIANNUALLY: { months: 6 },
  YEARLY: { months: 12 }
}

/** How many billings each cycle makes in a year, the step being calendar months (weekly cycles: 52 or 53, 26 or 27). */
export const cyclesPerYear: Record<SubscriptionCycle, number> = {
  WEEKLY: 52,
  BIWEEKLY: 26,
  MONTHLY: 12,
  BIMONTHLY: 6,
  QUARTERLY: 4,
  SEMIANNUALLY: 2,
  YEARLY: 1
}

const daysInMonth = (year: number, month0: number) => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate()

/**
 * The due date of the subscription's cycle number `index` (0 is the first due date itself). Weekly cycles add days;
 * monthly ones add calendar months to the first due date and keep its day, or the month's last day where the month
 * is shorter (a subscription due on the 31st is due on 28 or 29 February, then on 31 March again).
 */
export const dueDateOfCycle = (firstDueDate: string, cycle: SubscriptionCycle, index: number): string => {
  const first = dayNumber(firstDueDate)
  if (first === undefined || !Number.isInteger(index) || index < 0) {
    throw new RangeError(`no cycle ${index} from ${firstDueDate}`)
  }
  const step = steps[cycle]
  if ("days" in step) return dateOfDay(first + step.days * index)
  const [year, month, day] = firstDueDate.split("-").map(Number) as [number, number, number]
  const months = month - 1 + step.months * index
  const y = year + Math.floor(months / 12)
  const m = months % 12
  return dateOfDay(Date.UTC(y, m, Math.min(day, daysInMonth(y, m))) / 86_400_000)
}

/**
 * The cycles whose due date falls in `[from, until)`, as `{index, dueDate}`, in order. The subscription's billing of
 * a cycle is made `daysBefore` its due date; callers pass `from`/`until` shifted by that much.
 */
export const cyclesBetween = (
  firstDueDate: string,
  cycle: SubscriptionCycle,
  from: string,
  until: string
): ReadonlyArray<{ readonly index: number; readonly dueDate: string }> => {
  const out: Array<{ index: number; dueDate: string }> = []
  for (let index = 0; ; index++) {
    const dueDate = dueDateOfCycle(firstDueDate, cycle, index)
    if (dueDate >= until) return out
    if (dueDate >= from) out.push({ index, dueDate })
  }
}
