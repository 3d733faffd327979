import { Billing, SandboxClock } from "@trilho/domain"
import { Clock, Config, Duration, Effect, Layer, Option } from "effect"

/**
 * How the subscription billing loop runs: `SUBSCRIPTIONS_INTERVAL_MS` (default 60 s) between passes,
 * `SUBSCRIPTION_BILLING_DAYS_BEFORE` (default 10) days before a cycle's due date its billing is made, and
 * `SUBSCRIPTIONS_BATCH` (default 100, at most `Billing.subscriptionDueBatchMax`) subscriptions a pass.
 */
export const SubscriptionsConfig = Config.all({
  intervalMs: Config.Int("SUBSCRIPTIONS_INTERVAL_MS").pipe(Config.withDefault(60_000)),
  daysBefore: Config.Int("SUBSCRIPTION_BILLING_DAYS_BEFORE").pipe(
    Config.withDefault(Billing.subscriptionBillingDaysBeforeDefault)
  ),
  batch: Config.Int("SUBSCRIPTIONS_BATCH").pipe(Config.withDefault(Billing.subscriptionBatchDefault))
})

/** Runs `effect` on sandbox time when a `SandboxClock` is present (the time due dates are read on). */
const onSandboxTime = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.flatMap(Effect.all([Effect.serviceOption(SandboxClock.SandboxClock), Clock.Clock]), ([sandbox, base]) =>
    Option.isSome(sandbox)
      ? Effect.provideService(effect, Clock.Clock, SandboxClock.makeClock(base, sandbox.value))
      : effect
  )

/**
 * One pass: each ACTIVE subscription's cycles due within `daysBefore` days of today's São Paulo date (and any missed)
 * get their billing, each cycle once across processes (`Subscriptions.generate`).
 */
export const generateOnce = (
  daysBefore: number = Billing.subscriptionBillingDaysBeforeDefault,
  batch: number = Billing.subscriptionBatchDefault
) =>
  onSandboxTime(
    Effect.gen(function* () {
      const subscriptions = yield* Billing.Subscriptions
      const now = new Date(yield* Clock.currentTimeMillis)
      return yield* subscriptions.generate(now, daysBefore, Math.min(batch, Billing.subscriptionDueBatchMax))
    })
  )

/** The subscription billing loop of the worker process: a pass every `intervalMs`; a failed pass is logged. */
export const layerLoop = Layer.effectDiscard(
  Effect.gen(function* () {
    const config = yield* SubscriptionsConfig
    const pass = generateOnce(config.daysBefore, config.batch).pipe(
      Effect.tap((p) =>
        p.made.length > 0 ? Effect.logInfo(`subscription billings made: ${p.made.length}`) : Effect.void
      ),
      Effect.catch((error) => Effect.logWarning("subscription billings pass failed", error))
    )
    yield* Effect.forkScoped(Effect.forever(Effect.andThen(pass, Effect.sleep(Duration.millis(config.intervalMs)))))
  })
)
