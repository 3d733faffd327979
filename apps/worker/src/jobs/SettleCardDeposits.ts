import { Billing, Card, SandboxClock } from "@trilho/domain"
import { Config, Duration, Effect, Layer } from "effect"

/**
 * How the card settlement loop runs: `CARD_SETTLEMENT_INTERVAL_MS` (default 60 s) between passes and
 * `CARD_SETTLEMENT_BATCH` (default `Card.settleDueBatchDefault`, at most `Card.findSettlementDueMax`) card
 * transactions settled a pass.
 */
export const SettleConfig = Config.all({
  intervalMs: Config.Int("CARD_SETTLEMENT_INTERVAL_MS").pipe(Config.withDefault(60_000)),
  batch: Config.Int("CARD_SETTLEMENT_BATCH").pipe(Config.withDefault(Card.settleDueBatchDefault))
})

/**
 * One pass: the captured card transactions whose `settlesAt` the sandbox clock has reached are settled, earliest
 * first (`CardCharges.settleDue`): what remains of each net moves from the merchant's `pending` to `withdrawable`.
 * Returns how many were settled.
 */
export const settleOnce = (batch: number = Card.settleDueBatchDefault) =>
  Effect.gen(function* () {
    const charges = yield* Card.CardCharges
    const now = yield* SandboxClock.withSandboxTime(SandboxClock.nowDate)
    const settled = yield* charges.settleDue(now, Math.max(0, Math.min(batch, Card.findSettlementDueMax)))
    return settled.length
  })

/**
 * One pass over card billings: the CONFIRMED ones whose `settlesAt` the sandbox clock has reached become RECEIVED,
 * earliest first, their net moved from `pending` to `available` once (`Billings.settleCardDue`; a billing another
 * worker settled first is skipped). Returns how many were settled.
 */
export const settleBillingsOnce = (batch: number = Card.settleDueBatchDefault) =>
  Effect.gen(function* () {
    const billings = yield* Billing.Billings
    const now = yield* SandboxClock.withSandboxTime(SandboxClock.nowDate)
    const settled = yield* billings.settleCardDue(now, Math.max(0, Math.min(batch, Billing.dueBatchMax)))
    return settled.length
  })

/**
 * The card settlement loop of the worker process: a pass every `intervalMs` over card transactions, then card
 * billings; a failed pass is logged.
 */
export const layerLoop = Layer.effectDiscard(
  Effect.gen(function* () {
    const config = yield* SettleConfig
    const pass = Effect.map(
      Effect.all([settleOnce(config.batch), settleBillingsOnce(config.batch)]),
      ([deposits, billings]) => deposits + billings
    ).pipe(
      Effect.tap((settled) => (settled > 0 ? Effect.logInfo(`card deposits settled: ${settled}`) : Effect.void)),
      Effect.catch((error) => Effect.logWarning("card settlement pass failed", error))
    )
    yield* Effect.forkScoped(Effect.forever(Effect.andThen(pass, Effect.sleep(Duration.millis(config.intervalMs)))))
  })
)
