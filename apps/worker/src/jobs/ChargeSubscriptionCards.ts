import { BillingCards, Billing, SandboxClock } from "@trilho/domain"
import { Clock, Config, Duration, Effect, Layer, Option } from "effect"

/**
 * How the subscriptions' card charges run: a pass every `SUBSCRIPTIONS_INTERVAL_MS` (default 60 s), at most
 * `SUBSCRIPTIONS_BATCH` billings a pass (default 100, at most `Billing.dueBatchMax`), `SUBSCRIPTION_CARD_ATTEMPTS`
 * attempts of a cycle's charge (default 3) `SUBSCRIPTION_CARD_RETRY_MS` apart (default a day).
 */
export const ChargeCardsConfig = Config.all({
  intervalMs: Config.Int("SUBSCRIPTIONS_INTERVAL_MS").pipe(Config.withDefault(60_000)),
  batch: Config.Int("SUBSCRIPTIONS_BATCH").pipe(Config.withDefault(Billing.subscriptionBatchDefault)),
  attemptsMax: Config.Int("SUBSCRIPTION_CARD_ATTEMPTS").pipe(
    Config.withDefault(BillingCards.cardRetryPolicyDefault.attemptsMax)
  ),
  retryDelayMs: Config.Int("SUBSCRIPTION_CARD_RETRY_MS").pipe(
    Config.withDefault(BillingCards.cardRetryPolicyDefault.retryDelayMs)
  )
})

/** Runs `effect` on sandbox time when a `SandboxClock` is present (the time due dates and retries are read on). */
const onSandboxTime = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.flatMap(Effect.all([Effect.serviceOption(SandboxClock.SandboxClock), Clock.Clock]), ([sandbox, base]) =>
    Option.isSome(sandbox)
      ? Effect.provideService(effect, Clock.Clock, SandboxClock.makeClock(base, sandbox.value))
      : effect
  )

/**
 * One pass: the subscriptions' card cycles whose charge is due on the sandbox clock (from the start of their due date
 * in São Paulo, then each retry) are charged, each claimed by one worker (`CardBillings.chargeDue`). Returns the
 * billings charged, as they are after it.
 */
export const chargeOnce = (
  batch: number = Billing.subscriptionBatchDefault,
  policy: BillingCards.CardRetryPolicy = BillingCards.cardRetryPolicyDefault
) =>
  onSandboxTime(
    Effect.gen(function* () {
      const cards = yield* BillingCards.CardBillings
      const now = new Date(yield* Clock.currentTimeMillis)
      return yield* cards.chargeDue(now, Math.max(0, Math.min(batch, Billing.dueBatchMax)), policy)
    })
  )

/** The card charge loop of the worker process: a pass every `intervalMs`; a failed pass is logged. */
export const layerLoop = Layer.effectDiscard(
  Effect.gen(function* () {
    const config = yield* ChargeCardsConfig
    const policy = {
      ...BillingCards.cardRetryPolicyDefault,
      attemptsMax: Math.max(1, config.attemptsMax),
      retryDelayMs: Math.max(0, config.retryDelayMs)
    }
    const pass = chargeOnce(config.batch, policy).pipe(
      Effect.tap((charged) =>
        charged.length > 0 ? Effect.logInfo(`subscription card charges: ${charged.length}`) : Effect.void
      ),
      Effect.catch((error) => Effect.logWarning("subscription card charge pass failed", error))
    )
    yield* Effect.forkScoped(Effect.forever(Effect.andThen(pass, Effect.sleep(Duration.millis(config.intervalMs)))))
  })
)
