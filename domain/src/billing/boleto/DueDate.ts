/**
 * The boleto's due-date factor ("fator de vencimento"): the number of days since 1997-10-07, written in four digits.
 * It reached 9999 on 2025-02-21 and restarted at 1000 on 2025-02-22, so a factor names one date in every 9000-day
 * cycle; decoding picks the date of that factor nearest to a reference date (the day the slip is read).
 */

const dayMs = 86_400_000
const baseDay = Date.UTC(1997, 9, 7) / dayMs
const cycle = 9000
const first = 1000
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/

/** The day number (days since 1970-01-01) of a `YYYY-MM-DD` calendar date, or `undefined` when it is not one. */
export const dayNumber = (date: string): number | undefined => {
  const match = datePattern.exec(date)
  if (match === null) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const ms = Date.UTC(year, month - 1, day)
  const back = new Date(ms)
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return undefined
  return ms / dayMs
}

/** The `YYYY-MM-DD` calendar date of a day number. */
export const dateOfDay = (day: number): string => new Date(day * dayMs).toISOString().slice(0, 10)

/** The first due date a factor can carry: 2000-07-03 (factor 1000 of the first cycle). */
export const firstDueDate = dateOfDay(baseDay + first)

/**
 * The factor of a due date on or after 2000-07-03 (1000 to 9999). Throws on a date that is not a calendar date or is
 * earlier: callers check with `dayNumber` and `firstDueDate` first.
 */
export const dueDateFactor = (date: string): number => {
  const day = dayNumber(date)
  if (day === undefined || day - baseDay < first) throw new RangeError(`no due-date factor for ${date}`)
  return ((day - baseDay - first) % cycle) + first
}

/**
 * The due date a factor (1000 to 9999) names, in the cycle that puts it nearest to `referenceDate` (ties go to the
 * later date). Never earlier than the first cycle.
 */
export const dateOfFactor = (factor: number, referenceDate: string): string => {
  const reference = dayNumber(referenceDate)
  if (!Number.isInteger(factor) || factor < first || factor > 9999 || reference === undefined) {
    throw new RangeError(`no due date for factor ${factor} near ${referenceDate}`)
  }
  const offset = factor - first
  const k = Math.max(0, Math.round((reference - baseDay - first - offset) / cycle))
  const candidates = [k - 1, k, k + 1].filter((n) => n >= 0).map((n) => baseDay + first + offset + n * cycle)
  let best = candidates[0]!
  for (const day of candidates) {
    if (Math.abs(day - reference) <= Math.abs(best - reference)) best = day
  }
  return dateOfDay(best)
}
