import { SandboxClock, Scheduling } from "@trilho/domain"
import { Config, Duration, Effect, Layer } from "effect"
import { onNotices } from "../Wake.ts"

/**
 * How the schedule loop runs: a due-run pass every `SCHEDULES_INTERVAL_MS` (default 1 s; a sandbox clock advance in
 * any process may make runs due), up to `SCHEDULES_BATCH` runs a pass (default 100, more passes follow at once while
 * full); the balance-threshold pass on each notice of an outbox write (money moved somewhere) and every
 * `SCHEDULES_THRESHOLD_INTERVAL_MS` besides (default 60 s).
 */
export const SchedulesConfig = Config.all({
  intervalMs: Config.Int("SCHEDULES_INTERVAL_MS").pipe(Config.withDefault(1000)),
  thresholdIntervalMs: Config.Int("SCHEDULES_THRESHOLD_INTERVAL_MS").pipe(Config.withDefault(60_000)),
  batch: Config.Int("SCHEDULES_BATCH").pipe(Config.withDefault(Scheduling.runDueBatchDefault))
})

/**
 * Runs every schedule due now, on the sandbox time: passes until one claims less than a full batch. Each run is
 * claimed by one worker only, and pays under a reference derived from its due time (`ScheduledTransfers.runDue`).
 */
export const runAllDue = (batch: number = Scheduling.runDueBatchDefault) =>
  Effect.gen(function* () {
    const schedules = yield* Scheduling.ScheduledTransfers
    let paid = 0
    let refused = 0
    while (true) {
      const pass = yield* SandboxClock.withSandboxTime(schedules.runDue(batch))
      paid += pass.paid
      refused += pass.refused
      if (pass.claimed < batch) return { paid, refused }
    }
  })

/** One pass over the active balance-threshold schedules, on the sandbox time. */
export const evaluateThresholds = Effect.flatMap(Scheduling.ScheduledTransfers, (schedules) =>
  SandboxClock.withSandboxTime(schedules.evaluateThresholds())
)

/** The schedule loops of the worker process, while the layer lives; a failed pass is logged and the loop goes on. */
export const layerLoop = Layer.effectDiscard(
  Effect.gen(function* () {
    const config = yield* SchedulesConfig
    const due = runAllDue(config.batch).pipe(
      Effect.tap(({ paid, refused }) =>
        paid + refused > 0 ? Effect.logInfo(`scheduled runs: ${paid} paid, ${refused} refused`) : Effect.void
      ),
      Effect.catch((error) => Effect.logWarning("scheduled transfer pass failed", error))
    )
    yield* Effect.forkScoped(Effect.forever(Effect.andThen(due, Effect.sleep(Duration.millis(config.intervalMs)))))
    const wake = yield* onNotices((notice) => notice._tag === "OutboxWritten")
    const thresholds = evaluateThresholds.pipe(
      Effect.tap((pass) => (pass.fired > 0 ? Effect.logInfo(`threshold schedules fired: ${pass.fired}`) : Effect.void)),
      Effect.catch((error) => Effect.logWarning("threshold schedule pass failed", error))
    )
    yield* Effect.forkScoped(Effect.forever(Effect.andThen(thresholds, wake.sleep(config.thresholdIntervalMs))))
  })
)
