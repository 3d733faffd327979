/** Length of a rate-limit window. */
export const rateWindowMs = 60_000

/** The window a request at `nowMs` counts in, as its start instant. Fixed windows, aligned to the epoch. */
export const windowStartMs = (nowMs: number, windowMs: number = rateWindowMs): number =>
  nowMs - (((nowMs % windowMs) + windowMs) % windowMs)

/** Seconds until the window of `nowMs` ends: the `Retry-After` of a refused request (at least 1). */
export const retryAfterSeconds = (nowMs: number, windowMs: number = rateWindowMs): number =>
  Math.max(1, Math.ceil((windowStartMs(nowMs, windowMs) + windowMs - nowMs) / 1000))

/** The decision for the `count`-th request of a window (counting this one). */
export const decide = (count: number, limit: number): "allowed" | "refused" => (count <= limit ? "allowed" : "refused")

/** Counts a process reserves at once for a subject whose limit is `limit`: 2 % of it, 1 to 100. */
export const reservationSize = (limit: number): number => Math.min(100, Math.max(1, Math.floor(limit / 50)))

/** Subjects whose reserved counts a process keeps, at most (the oldest are forgotten first). */
export const reservationsMax = 10_000

/**
 * Counts of rate-limit windows reserved by this process from the shared counter. The shared counter of a
 * (subject, window) grows by a block of counts at a time (one statement for many requests); this process then hands
 * the block's counts to its requests one by one, without a round trip. Each count is handed out once, so a count
 * is a request's place in the window across every process: no window ever admits more than its limit. A block a
 * process has not used up when its window ends is lost, which can only refuse early (by less than a block per
 * process), never admit more.
 */
export class Reservations {
  /** Per subject: the window its blocks belong to, and the blocks still holding counts, as `[next, last]`. */
  private readonly bySubject = new Map<string, { windowStartMs: number; blocks: Array<[number, number]> }>()

  /** The next reserved count of `subject` in the window starting at `windowStartMs`, if one is left. */
  take(subject: string, windowStartMs: number): number | undefined {
    const held = this.bySubject.get(subject)
    if (held === undefined || held.windowStartMs !== windowStartMs) return undefined
    const block = held.blocks[0]
    if (block === undefined) return undefined
    const count = block[0]
    if (block[0] === block[1]) held.blocks.shift()
    else block[0] += 1
    return count
  }

  /**
   * Takes the first count of a block just reserved: the shared counter was at `counter` after adding `size` counts.
   * The block's other counts are kept for the next `take`s. A block of an older window than the one held is ignored
   * (its first count still goes to the request that reserved it).
   */
  add(subject: string, windowStartMs: number, counter: number, size: number): number {
    const first = counter - size + 1
    if (size > 1) {
      const held = this.bySubject.get(subject)
      if (held === undefined || held.windowStartMs < windowStartMs) {
        if (held === undefined && this.bySubject.size >= reservationsMax) {
          this.bySubject.delete(this.bySubject.keys().next().value!)
        }
        this.bySubject.set(subject, { windowStartMs, blocks: [[first + 1, counter]] })
      } else if (held.windowStartMs === windowStartMs) {
        held.blocks.push([first + 1, counter])
      }
    }
    return first
  }
}
