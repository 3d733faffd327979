import { RateLimiter } from "@trilho/domain"
import { Clock, Duration, Effect, Layer, Schedule } from "effect"
import { AuthSettings } from "./Settings.ts"

/** Windows of counters kept: the current one and the one just closed, which a request in flight may still count in. */
export const windowsKept = 2

/**
 * Deletes the counters of windows that started `windowsKept` windows or more before now, keeping the current window
 * and the one before it. Returns how many it deleted.
 * Every API process runs it once per window; passes from several processes overlap harmlessly.
 */
export const pruneOnce = Effect.gen(function* () {
  const limiter = yield* RateLimiter.RateLimiter
  const { windowMs } = yield* AuthSettings
  const now = yield* Clock.currentTimeMillis
  return yield* limiter.prune(new Date(now - windowsKept * windowMs))
})

/**
 * A background fiber pruning the rate-limit counters once per window for as long as the API runs, so the table
 * holds a few windows of rows however long the process lives. A failed pass is logged and tried again next window.
 */
export const layer = Layer.effectDiscard(
  Effect.gen(function* () {
    const { windowMs } = yield* AuthSettings
    yield* pruneOnce.pipe(
      Effect.catch((error) => Effect.logWarning(`rate-limit pruning failed: ${error.message}`)),
      Effect.repeat(Schedule.spaced(Duration.millis(windowMs))),
      Effect.delay(Duration.millis(windowMs)),
      Effect.forkScoped
    )
  })
)
