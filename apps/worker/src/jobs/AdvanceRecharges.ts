import { Recharge, SandboxClock } from "@trilho/domain"
import { Clock, Config, Duration, Effect, Layer, Option } from "effect"

/**
 * How the mobile recharge loop runs: `RECHARGES_INTERVAL_MS` (default 10 s) between passes and `RECHARGES_BATCH`
 * (default and most `Recharge.rechargeAdvanceBatchMax`) recharges of each status a pass.
 */
export const AdvanceConfig = Config.all({
  intervalMs: Config.Int("RECHARGES_INTERVAL_MS").pipe(Config.withDefault(10_000)),
  batch: Config.Int("RECHARGES_BATCH").pipe(Config.withDefault(Recharge.rechargeAdvanceBatchMax))
})

/** Runs `effect` on sandbox time when a `SandboxClock` is present (the time recharges were created on). */
const onSandboxTime = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.flatMap(Effect.all([Effect.serviceOption(SandboxClock.SandboxClock), Clock.Clock]), ([sandbox, base]) =>
    Option.isSome(sandbox)
      ? Effect.provideService(effect, Clock.Clock, SandboxClock.makeClock(base, sandbox.value))
      : effect
  )

/**
 * One pass: PENDING recharges past their cancel window are handed to their operator, and PROCESSING ones are
 * completed or failed by what the operator says (`Recharges.advance`).
 */
export const advanceOnce = (batch: number = Recharge.rechargeAdvanceBatchMax) =>
  onSandboxTime(Effect.flatMap(Recharge.Recharges, (recharges) => recharges.advance(batch)))

/** The mobile recharge loop of the worker process: a pass every `intervalMs`; a failed pass is logged. */
export const layerLoop = Layer.effectDiscard(
  Effect.gen(function* () {
    const config = yield* AdvanceConfig
    const pass = advanceOnce(config.batch).pipe(
      Effect.tap((p) =>
        p.handedOver + p.completed + p.failed > 0
          ? Effect.logInfo(
              `mobile recharges handed over: ${p.handedOver}, completed: ${p.completed}, failed: ${p.failed}`
            )
          : Effect.void
      ),
      Effect.catch((error) => Effect.logWarning("mobile recharge pass failed", error))
    )
    yield* Effect.forkScoped(Effect.forever(Effect.andThen(pass, Effect.sleep(Duration.millis(config.intervalMs)))))
  })
)
