import { Auth } from "@trilho/domain"

/** Distinct keys a counter tracks in one window, at most; past it every key counts as over its limit. */
export const countedKeysMax = 100_000

/**
 * Per-key counts in fixed windows aligned to the epoch (the API's rate-limit windows), in this process's memory. The
 * whole map is dropped when a window ends, so it never holds more than one window's keys.
 */
export const makeCounter = (windowMs: number) => {
  let windowStartMs = 0
  let counts = new Map<string, number>()
  const roll = (nowMs: number) => {
    const start = Auth.RateLimit.windowStartMs(nowMs, windowMs)
    if (start !== windowStartMs) {
      windowStartMs = start
      counts = new Map()
    }
  }
  return {
    /** Counts one more for `key` at `nowMs`; the count in the window, this one included. */
    hit: (key: string, nowMs: number): number => {
      roll(nowMs)
      if (!counts.has(key) && counts.size >= countedKeysMax) return Number.MAX_SAFE_INTEGER
      const count = (counts.get(key) ?? 0) + 1
      counts.set(key, count)
      return count
    },
    /** The count of `key` in the window of `nowMs`. */
    peek: (key: string, nowMs: number): number => {
      roll(nowMs)
      return counts.get(key) ?? 0
    }
  }
}
