import { Card, SandboxClock } from "@trilho/domain"
import { Clock, Config, Duration, Effect, Layer, Option } from "effect"

/**
 * How the card checkout expiry loop runs: `CARD_EXPIRY_INTERVAL_MS` (default 30 s) between passes, each expiring up
 * to `Card.findExpiredOpenMax` checkouts.
 */
export const ExpiryConfig = Config.all({
  intervalMs: Config.Int("CARD_EXPIRY_INTERVAL_MS").pipe(Config.withDefault(30_000))
})

/** Runs `effect` on sandbox time when a `SandboxClock` is present (the time checkouts were opened on). */
const onSandboxTime = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.flatMap(Effect.all([Effect.serviceOption(SandboxClock.SandboxClock), Clock.Clock]), ([sandbox, base]) =>
    Option.isSome(sandbox)
      ? Effect.provideService(effect, Clock.Clock, SandboxClock.makeClock(base, sandbox.value))
      : effect
  )

/**
 * One pass: every card checkout still open past its expiry is `CANCELED`, and a payment link session it paid for is
 * `EXPIRED` with its coupon use and lines given back (`CardExpiry.expireDue`), at the sandbox clock's now.
 */
export const expireOnce = onSandboxTime(
  Effect.gen(function* () {
    const expiry = yield* Card.CardExpiry
    const now = new Date(yield* Clock.currentTimeMillis)
    return yield* expiry.expireDue(now)
  })
)

/** The card checkout expiry loop of the worker process: a pass every `intervalMs`; a failed pass is logged. */
export const layerLoop = Layer.effectDiscard(
  Effect.gen(function* () {
    const config = yield* ExpiryConfig
    const pass = expireOnce.pipe(
      Effect.tap((p) =>
        p.expired.length > 0 ? Effect.logInfo(`card checkouts expired: ${p.expired.length}`) : Effect.void
      ),
      Effect.catch((error) => Effect.logWarning("card checkout expiry pass failed", error))
    )
    yield* Effect.forkScoped(Effect.forever(Effect.andThen(pass, Effect.sleep(Duration.millis(config.intervalMs)))))
  })
)
