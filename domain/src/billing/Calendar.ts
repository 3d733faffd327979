import { DateTime } from "effect"
import { dateOfDay, dayNumber } from "./boleto/DueDate.ts"

/** The calendar of billings' due dates: São Paulo's (spec, limits and schedules use the same zone). */
export const billingTimeZoneName = "America/Sao_Paulo"

const saoPaulo = DateTime.zoneMakeNamedUnsafe(billingTimeZoneName)

const pad = (n: number, width: number) => String(n).padStart(width, "0")

/** The São Paulo calendar date (`YYYY-MM-DD`) of an instant, read from the time-zone data. Pure: no I/O. */
export const saoPauloDate = (at: Date): string => {
  const parts = DateTime.toParts(DateTime.makeZonedUnsafe(at, { timeZone: saoPaulo }))
  return `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}`
}

/** The date `days` after a `YYYY-MM-DD` date. */
export const addDays = (date: string, days: number): string => {
  const n = dayNumber(date)
  if (n === undefined) throw new RangeError(`not a date: ${date}`)
  return dateOfDay(n + days)
}
