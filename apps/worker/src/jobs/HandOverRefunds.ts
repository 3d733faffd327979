import { Refunds } from "@trilho/domain"
import { Config, Duration, Effect, Layer } from "effect"
import { currentTime } from "./ExpireCharges.ts"

/** How often the worker looks for refunds never handed over: `REFUNDS_HANDOVER_INTERVAL_MS`, default 10 s. */
export const HandOverConfig = Config.all({
  intervalMs: Config.Int("REFUNDS_HANDOVER_INTERVAL_MS").pipe(Config.withDefault(10_000)),
  batch: Config.Int("REFUNDS_HANDOVER_BATCH").pipe(Config.withDefault(Refunds.handOverBatchDefault))
})

/**
 * One pass: refunds left REQUESTED without a network reference for `Refunds.handOverGraceMs` are handed over to the
 * PIX network again (`Refunds.handOverDue`), on the same time as the expiry pass (sandbox offset included).
 */
export const handOverOnce = (batch: number = Refunds.handOverBatchDefault) =>
  Effect.gen(function* () {
    const refunds = yield* Refunds.Refunds
    return yield* refunds.handOverDue(yield* currentTime, batch)
  })

/** The hand-over loop of the worker process: a pass every `intervalMs`; a failed pass is logged and the loop goes on. */
export const layerLoop = Layer.effectDiscard(
  Effect.gen(function* () {
    const config = yield* HandOverConfig
    const pass = handOverOnce(config.batch).pipe(
      Effect.tap((p) =>
        p.handedOver + p.failed > 0
          ? Effect.logInfo(`refunds handed over again: ${p.handedOver}, failed: ${p.failed}, waiting: ${p.waiting}`)
          : Effect.void
      ),
      Effect.catch((error) => Effect.logWarning("refund hand-over pass failed", error))
    )
    yield* Effect.forkScoped(Effect.forever(Effect.andThen(pass, Effect.sleep(Duration.millis(config.intervalMs)))))
  })
)
