/**
 * Calendar dates of PIX Automático (`YYYY-MM-DD`), read in `America/Sao_Paulo`: due dates, the authorization's
 * window and its periods are days of the Brazilian calendar, whatever the server's zone.
 */
export const pixAutomaticTimeZone = "America/Sao_Paulo"

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: pixAutomaticTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit"
})

const dayMs = 86_400_000

/** The São Paulo calendar date of an instant. */
export const saoPauloDate = (at: Date): string => dayFormat.format(at)

/** Whether `text` is a real calendar date `YYYY-MM-DD` from 2000 to 9999. */
export const isCalendarDate = (text: string): boolean => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (m === null) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const at = new Date(Date.UTC(y, mo - 1, d))
  return y >= 2000 && at.getUTCFullYear() === y && at.getUTCMonth() === mo - 1 && at.getUTCDate() === d
}

const utcDay = (date: string) => Date.parse(`${date}T00:00:00Z`)

/** Days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((utcDay(to) - utcDay(from)) / dayMs)

/** Calendar months from `from`'s month to `to`'s month (the day of the month is not counted). */
export const monthsBetween = (from: string, to: string): number =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + (Number(to.slice(5, 7)) - Number(from.slice(5, 7)))

/** The date `days` after `date`. */
export const addDays = (date: string, days: number): string =>
  new Date(utcDay(date) + days * dayMs).toISOString().slice(0, 10)
