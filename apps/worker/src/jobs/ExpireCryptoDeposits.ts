import { CryptoDeposits, SandboxClock } from "@trilho/domain"
import { Clock, Config, Duration, Effect, Layer, Option } from "effect"

/**
 * How the crypto deposit expiry loop runs: `CRYPTO_DEPOSITS_INTERVAL_MS` (default 10 s) between passes and
 * `CRYPTO_DEPOSITS_BATCH` (default 100, at most `CryptoDeposits.expiringBatchMax`) deposits a pass.
 */
export const ExpiryConfig = Config.all({
  intervalMs: Config.Int("CRYPTO_DEPOSITS_INTERVAL_MS").pipe(Config.withDefault(10_000)),
  batch: Config.Int("CRYPTO_DEPOSITS_BATCH").pipe(Config.withDefault(CryptoDeposits.depositExpiryBatchDefault))
})

/** Runs `effect` on sandbox time when a `SandboxClock` is present (the time deposits were quoted on). */
const onSandboxTime = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.flatMap(Effect.all([Effect.serviceOption(SandboxClock.SandboxClock), Clock.Clock]), ([sandbox, base]) =>
    Option.isSome(sandbox)
      ? Effect.provideService(effect, Clock.Clock, SandboxClock.makeClock(base, sandbox.value))
      : effect
  )

/**
 * One pass: AWAITING deposits whose quote ran out are EXPIRED, UNDERPAID ones are closed and credited what arrived
 * (`CryptoDeposits.expireDue` at the clock's time).
 */
export const expireOnce = (batch: number = CryptoDeposits.depositExpiryBatchDefault) =>
  onSandboxTime(
    Effect.gen(function* () {
      const deposits = yield* CryptoDeposits.CryptoDeposits
      const now = new Date(yield* Clock.currentTimeMillis)
      return yield* deposits.expireDue(now, Math.min(batch, CryptoDeposits.expiringBatchMax))
    })
  )

/** The crypto deposit expiry loop of the worker process: a pass every `intervalMs`; a failed pass is logged. */
export const layerLoop = Layer.effectDiscard(
  Effect.gen(function* () {
    const config = yield* ExpiryConfig
    const pass = expireOnce(config.batch).pipe(
      Effect.tap((p) =>
        p.expired.length + p.closed.length > 0
          ? Effect.logInfo(`crypto deposits expired: ${p.expired.length}, underpaid closed: ${p.closed.length}`)
          : Effect.void
      ),
      Effect.catch((error) => Effect.logWarning("crypto deposit expiry pass failed", error))
    )
    yield* Effect.forkScoped(Effect.forever(Effect.andThen(pass, Effect.sleep(Duration.millis(config.intervalMs)))))
  })
)
