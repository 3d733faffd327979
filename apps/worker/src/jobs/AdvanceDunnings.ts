import { Bureau, SandboxClock } from "@trilho/domain"
import { Clock, Config, Duration, Effect, Layer, Option } from "effect"

/**
 * How the credit-bureau loop runs: `DUNNINGS_INTERVAL_MS` (default 10 s) between passes and `DUNNINGS_BATCH`
 * (default and most `Bureau.dunningAdvanceBatchMax`) dunnings of each status a pass.
 */
export const AdvanceConfig = Config.all({
  intervalMs: Config.Int("DUNNINGS_INTERVAL_MS").pipe(Config.withDefault(10_000)),
  batch: Config.Int("DUNNINGS_BATCH").pipe(Config.withDefault(Bureau.dunningAdvanceBatchMax))
})

/** Runs `effect` on sandbox time when a `SandboxClock` is present (the time dunnings were created on). */
const onSandboxTime = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.flatMap(Effect.all([Effect.serviceOption(SandboxClock.SandboxClock), Clock.Clock]), ([sandbox, base]) =>
    Option.isSome(sandbox)
      ? Effect.provideService(effect, Clock.Clock, SandboxClock.makeClock(base, sandbox.value))
      : effect
  )

/**
 * One pass (`Dunnings.advance`): PENDING dunnings are handed to the bureau, SENT ones followed until the debtor is
 * listed, REGISTERED ones paid off once their billing is paid; a billing paid or cancelled first cancels its dunning.
 */
export const advanceOnce = (batch: number = Bureau.dunningAdvanceBatchMax) =>
  onSandboxTime(Effect.flatMap(Bureau.Dunnings, (dunnings) => dunnings.advance(batch)))

/** The credit-bureau loop of the worker process: a pass every `intervalMs`; a failed pass is logged. */
export const layerLoop = Layer.effectDiscard(
  Effect.gen(function* () {
    const config = yield* AdvanceConfig
    const pass = advanceOnce(config.batch).pipe(
      Effect.tap((p) =>
        p.sent + p.registered + p.paidOff + p.canceled > 0
          ? Effect.logInfo(
              `dunnings sent: ${p.sent}, registered: ${p.registered}, paid off: ${p.paidOff}, canceled: ${p.canceled}`
            )
          : Effect.void
      ),
      Effect.catch((error) => Effect.logWarning("dunning pass failed", error))
    )
    yield* Effect.forkScoped(Effect.forever(Effect.andThen(pass, Effect.sleep(Duration.millis(config.intervalMs)))))
  })
)
