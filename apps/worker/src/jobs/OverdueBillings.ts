import { Billing, SandboxClock } from "@trilho/domain"
import { Clock, Config, Duration, Effect, Layer, Option } from "effect"

/**
 * How the overdue billings loop runs: `BILLINGS_OVERDUE_INTERVAL_MS` (default 60 s) between passes and
 * `BILLINGS_OVERDUE_BATCH` (default 100, at most `Billing.dueBatchMax`) billings a pass.
 */
export const OverdueConfig = Config.all({
  intervalMs: Config.Int("BILLINGS_OVERDUE_INTERVAL_MS").pipe(Config.withDefault(60_000)),
  batch: Config.Int("BILLINGS_OVERDUE_BATCH").pipe(Config.withDefault(Billing.overdueBatchDefault))
})

/** Runs `effect` on sandbox time when a `SandboxClock` is present (the time billings' dates are read on). */
const onSandboxTime = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.flatMap(Effect.all([Effect.serviceOption(SandboxClock.SandboxClock), Clock.Clock]), ([sandbox, base]) =>
    Option.isSome(sandbox)
      ? Effect.provideService(effect, Clock.Clock, SandboxClock.makeClock(base, sandbox.value))
      : effect
  )

/**
 * One pass: PENDING billings whose due date is before today's São Paulo date become OVERDUE, each once (a
 * compare-and-set: a billing another process moved first is skipped).
 */
export const overdueOnce = (batch: number = Billing.overdueBatchDefault) =>
  onSandboxTime(
    Effect.gen(function* () {
      const billings = yield* Billing.Billings
      const now = new Date(yield* Clock.currentTimeMillis)
      return yield* billings.markOverdue(now, Math.min(batch, Billing.dueBatchMax))
    })
  )

/** The overdue billings loop of the worker process: a pass every `intervalMs`; a failed pass is logged. */
export const layerLoop = Layer.effectDiscard(
  Effect.gen(function* () {
    const config = yield* OverdueConfig
    const pass = overdueOnce(config.batch).pipe(
      Effect.tap((p) => (p.moved.length > 0 ? Effect.logInfo(`billings overdue: ${p.moved.length}`) : Effect.void)),
      Effect.catch((error) => Effect.logWarning("overdue billings pass failed", error))
    )
    yield* Effect.forkScoped(Effect.forever(Effect.andThen(pass, Effect.sleep(Duration.millis(config.intervalMs)))))
  })
)
