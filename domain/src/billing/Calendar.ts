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

const hourMs = 3_600_000

/**
 * The instant a São Paulo calendar date (`YYYY-MM-DD`) begins: its first whole hour on that date (São Paulo's offsets
 * are whole hours, −03:00 today, −02:00 in past summers), read from the time-zone data.
 */
export const saoPauloMidnightOf = (date: string): Date => {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`)
  if (Number.isNaN(utcMidnight)) throw new RangeError(`not a date: ${date}`)
  for (let hours = 0; hours <= 6; hours++) {
    const at = new Date(utcMidnight + hours * hourMs)
    if (saoPauloDate(at) === date) return at
  }
  throw new RangeError(`no São Paulo midnight found for ${date}`)
}
