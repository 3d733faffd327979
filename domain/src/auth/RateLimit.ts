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
