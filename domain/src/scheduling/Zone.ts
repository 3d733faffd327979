/**
 * Local wall time in an IANA time zone, through `Intl.DateTimeFormat` (pure: the zone rules ship with the runtime).
 * A civil date is counted in days since 1970-01-01 (`epochDay`), so date arithmetic never meets a zone.
 */

/** A wall-clock reading in some zone: year, month 1–12, day 1–31, hour 0–23, minute 0–59. */
export interface WallTime {
  readonly year: number
  readonly month: number
  readonly day: number
  readonly hour: number
  readonly minute: number
}

const dayMs = 86_400_000

/** Formatters by zone: building one is costly, reading with it is not. Bounded, as zones are. */
const formatters = new Map<string, Intl.DateTimeFormat>()
const formattersMax = 1_000

const formatterOf = (timeZone: string): Intl.DateTimeFormat => {
  const cached = formatters.get(timeZone)
  if (cached !== undefined) return cached
  const made = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit"
  })
  if (formatters.size < formattersMax) formatters.set(timeZone, made)
  return made
}

/** Whether the runtime knows `timeZone` as an IANA zone name. */
export const isTimeZone = (timeZone: string): boolean => {
  if (timeZone.length === 0 || timeZone.length > 64) return false
  try {
    formatterOf(timeZone)
    return true
  } catch {
    return false
  }
}

/** The wall time (with seconds) that `instantMs` reads as in `timeZone`. */
const partsAt = (instantMs: number, timeZone: string) => {
  const parts: Record<string, number> = {}
  for (const p of formatterOf(timeZone).formatToParts(new Date(instantMs))) {
    if (p.type !== "literal") parts[p.type] = Number(p.value)
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!
  }
}

/** The wall time `instant` reads as in `timeZone` (seconds dropped). */
export const wallTimeAt = (instant: Date, timeZone: string): WallTime => {
  const { year, month, day, hour, minute } = partsAt(instant.getTime(), timeZone)
  return { year, month, day, hour, minute }
}

/** The zone's offset from UTC at `instantMs`, in milliseconds (São Paulo: −3 h). */
export const offsetMsAt = (instantMs: number, timeZone: string): number => {
  const p = partsAt(instantMs, timeZone)
  const wallMs = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return wallMs - (instantMs - (((instantMs % 1000) + 1000) % 1000))
}

const wallMsOf = (wall: WallTime) => Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute)

const sameWall = (instantMs: number, wall: WallTime, timeZone: string) => {
  const p = partsAt(instantMs, timeZone)
  return (
    p.year === wall.year &&
    p.month === wall.month &&
    p.day === wall.day &&
    p.hour === wall.hour &&
    p.minute === wall.minute
  )
}

/**
 * The instant of a wall time in `timeZone`. In an overlap (clocks set back, the wall time happens twice) the earlier
 * instant; in a gap (clocks set forward, the wall time never happens) the first instant after the gap, the moment the
 * clocks jumped. Offsets a day either side bound the candidates: zones change offset at most once a day.
 */
export const instantOf = (wall: WallTime, timeZone: string): Date => {
  const wallMs = wallMsOf(wall)
  const before = wallMs - offsetMsAt(wallMs - dayMs, timeZone)
  const after = wallMs - offsetMsAt(wallMs + dayMs, timeZone)
  const valid = [before, after].filter((t) => sameWall(t, wall, timeZone)).sort((a, b) => a - b)
  if (valid.length > 0) return new Date(valid[0]!)
  // A gap: the wall time falls between the old offset's last instant and the new one's first. Search the jump.
  let lo = Math.min(before, after)
  let hi = Math.max(before, after)
  const offsetLo = offsetMsAt(lo, timeZone)
  while (hi - lo > 1000) {
    const mid = lo + Math.floor((hi - lo) / 2000) * 1000
    if (offsetMsAt(mid, timeZone) === offsetLo) lo = mid
    else hi = mid
  }
  return new Date(hi)
}

/** Days from 1970-01-01 to the civil date. */
export const epochDay = (year: number, month: number, day: number): number => Date.UTC(year, month - 1, day) / dayMs

/** The civil date `days` after 1970-01-01. */
export const dateOfEpochDay = (
  days: number
): { readonly year: number; readonly month: number; readonly day: number } => {
  const d = new Date(days * dayMs)
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
}

/** The weekday of a civil date, 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (days: number): number => (((days + 4) % 7) + 7) % 7

/** Days in a month of the proleptic Gregorian calendar. */
export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate()
