import { PixAutomatic, SandboxClock } from "@trilho/domain"
import { Config, Duration, Effect, Layer } from "effect"

/**
 * How the PIX Automático loop runs: `PIX_AUTOMATIC_INTERVAL_MS` (default 60 s) between passes and
 * `PIX_AUTOMATIC_BATCH` (default `PixAutomatic.settleBatchDefault`, at most `PixAutomatic.pixAutomaticBatchMax`)
 * instalments and authorizations a pass.
 */
export const SettleConfig = Config.all({
  intervalMs: Config.Int("PIX_AUTOMATIC_INTERVAL_MS").pipe(Config.withDefault(60_000)),
  batch: Config.Int("PIX_AUTOMATIC_BATCH").pipe(Config.withDefault(PixAutomatic.settleBatchDefault))
})

/**
 * One pass on the sandbox clock: the instalments due on or before today (São Paulo calendar) are debited by the
 * payer's bank (PAID with the net credited and `payment.paid`, or FAILED with `payment.failed`), those of an ended
 * authorization canceled; then authorizations whose consent never came expire. Each instalment moves once, whatever
 * the number of workers (compare-and-set on its version).
 */
export const settleOnce = (batch: number = PixAutomatic.settleBatchDefault) =>
  Effect.gen(function* () {
    const service = yield* PixAutomatic.PixAutomatic
    const now = yield* SandboxClock.withSandboxTime(SandboxClock.nowDate)
    const limit = Math.max(0, Math.min(batch, PixAutomatic.pixAutomaticBatchMax))
    const pass = yield* service.settleDue(now, limit)
    const expired = yield* service.expireDue(now, limit)
    return { ...pass, expired }
  })

/** The PIX Automático loop of the worker process: a pass every `intervalMs`; a failed pass is logged. */
export const layerLoop = Layer.effectDiscard(
  Effect.gen(function* () {
    const config = yield* SettleConfig
    const pass = settleOnce(config.batch).pipe(
      Effect.tap((p) =>
        p.paid + p.failed + p.canceled + p.expired > 0
          ? Effect.logInfo(
              `PIX Automático: paid ${p.paid}, failed ${p.failed}, canceled ${p.canceled}, consents expired ${p.expired}`
            )
          : Effect.void
      ),
      Effect.catch((error) => Effect.logWarning("PIX Automático pass failed", error))
    )
    yield* Effect.forkScoped(Effect.forever(Effect.andThen(pass, Effect.sleep(Duration.millis(config.intervalMs)))))
  })
)
