import { SandboxClock, Transfers } from "@trilho/domain"
import { Clock, Config, Duration, Effect, Layer, Option } from "effect"

/**
 * How the resend loop runs: `PIX_OUT_RESEND_INTERVAL_MS` (default 30 s) between passes, and
 * `PIX_OUT_RESEND_GRACE_MS` (default 60 s): how old a PENDING transfer must be before it counts as left unsent (a
 * create in progress sends its own transfer within milliseconds).
 */
export const ResendConfig = Config.all({
  intervalMs: Config.Int("PIX_OUT_RESEND_INTERVAL_MS").pipe(Config.withDefault(30_000)),
  graceMs: Config.Int("PIX_OUT_RESEND_GRACE_MS").pipe(Config.withDefault(60_000))
})

/** Runs `effect` on sandbox time when a `SandboxClock` is present (the time transfers were created on). */
const onSandboxTime = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.flatMap(Effect.all([Effect.serviceOption(SandboxClock.SandboxClock), Clock.Clock]), ([sandbox, base]) =>
    Option.isSome(sandbox)
      ? Effect.provideService(effect, Clock.Clock, SandboxClock.makeClock(base, sandbox.value))
      : effect
  )

/**
 * One pass: sends again the PENDING transfers not held by a review and older than `graceMs` (a crash between a
 * create's commit and its send leaves them so). The network is idempotent by end-to-end id.
 */
export const resendOnce = (graceMs: number) =>
  onSandboxTime(Effect.flatMap(Transfers.PixTransfers, (transfers) => transfers.resendPending(graceMs)))

/** The resend loop of the worker process: a pass every `intervalMs` while the layer lives; a failed pass is logged. */
export const layerLoop = Layer.effectDiscard(
  Effect.gen(function* () {
    const config = yield* ResendConfig
    const pass = resendOnce(config.graceMs).pipe(
      Effect.tap((n) => (n > 0 ? Effect.logInfo(`resent ${n} PIX transfers`) : Effect.void)),
      Effect.catch((error) => Effect.logWarning("PIX transfer resend pass failed", error))
    )
    yield* Effect.forkScoped(Effect.forever(Effect.andThen(pass, Effect.sleep(Duration.millis(config.intervalMs)))))
  })
)
