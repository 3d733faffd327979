import { Notifier } from "@trilho/domain"
import { Duration, Effect, PubSub, Queue } from "effect"

/** A loop's wake-up: `sleep(ms)` ends after `ms`, or at once when a notice it listens for came since the last one. */
export interface Wake {
  readonly sleep: (ms: number) => Effect.Effect<void>
}

/**
 * A wake-up fed by the notices `matches` picks, subscribed from now on until the scope closes. Notices that came
 * while the loop was busy wake it once.
 */
export const onNotices = (matches: (notice: Notifier.Notice) => boolean) =>
  Effect.gen(function* () {
    const notifier = yield* Notifier.Notifier
    const signal = yield* Queue.sliding<void>(1)
    const notices = yield* notifier.subscribe
    yield* Effect.forkScoped(
      Effect.forever(
        Effect.flatMap(PubSub.take(notices), (notice) =>
          matches(notice) ? Queue.offer(signal, undefined) : Effect.void
        )
      )
    )
    return {
      sleep: (ms) => Effect.race(Queue.take(signal), Effect.sleep(Duration.millis(ms))).pipe(Effect.asVoid)
    } satisfies Wake
  })
