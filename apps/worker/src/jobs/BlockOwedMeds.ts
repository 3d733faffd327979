import { Med, SandboxClock } from "@trilho/domain"
import { Config, Effect, Layer } from "effect"
import { onNotices } from "../Wake.ts"

/**
 * How the MED catch-up loop runs: a pass on each notice of an outbox write (every credit writes an event, so money
 * arrived somewhere) and every `MEDS_CATCHUP_INTERVAL_MS` besides (default 5 s), reading the owing disputes
 * `MEDS_CATCHUP_BATCH` at a time (default 100).
 */
export const MedsCatchUpConfig = Config.all({
  intervalMs: Config.Int("MEDS_CATCHUP_INTERVAL_MS").pipe(Config.withDefault(5_000)),
  batch: Config.Int("MEDS_CATCHUP_BATCH").pipe(Config.withDefault(Med.owedBatchDefault))
})

/**
 * One catch-up pass on the sandbox time (the blocks it writes are stamped with it): every running dispute that owes
 * blocks what its account's money not yet blocked allows, oldest first (`Meds.blockAllOwed`).
 */
export const blockAllOwed = (batch: number = Med.owedBatchDefault) =>
  Effect.flatMap(Med.Meds, (meds) => SandboxClock.withSandboxTime(meds.blockAllOwed(batch)))

/** The catch-up loop of the worker process, while the layer lives; a failed pass is logged and the loop goes on. */
export const layerLoop = Layer.effectDiscard(
  Effect.gen(function* () {
    const config = yield* MedsCatchUpConfig
    // Subscribed before the first pass, so a credit during it wakes the next one.
    const wake = yield* onNotices((notice) => notice._tag === "OutboxWritten")
    const pass = blockAllOwed(config.batch).pipe(
      Effect.tap((pass) =>
        pass.blockedCentavos > 0
          ? Effect.logInfo(
              `MED catch-up: ${pass.blockedCentavos} centavos blocked, ${pass.examined} owing disputes read`
            )
          : Effect.void
      ),
      Effect.catch((error) => Effect.logWarning("MED catch-up pass failed", error))
    )
    yield* Effect.forkScoped(Effect.forever(Effect.andThen(pass, wake.sleep(config.intervalMs))))
  })
)
