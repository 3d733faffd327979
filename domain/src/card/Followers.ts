import { Context, Effect, Schema } from "effect"
import type { CardTransactionRecord } from "./Record.ts"

/** A follower refused a card transaction's move; the move, its entry and its events are rolled back with it. */
export class CardFollowerError extends Schema.TaggedError<CardFollowerError>()("CardFollowerError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}

/**
 * What else moves when a card checkout ends (captured, declined, expired): called inside the move's transaction,
 * after the transaction is written, so the follower's writes commit or vanish with it, as `ChargeFollowers` for the
 * PIX charges. The payment-link checkout follows its card transactions this way (a capture pays its session, a
 * decline or an expiry frees the session's coupon use and lines). Without a follower provided, nothing else moves.
 */
export const CardFollowers = Context.Reference<{
  readonly onSettled: (record: CardTransactionRecord, now: Date) => Effect.Effect<void, CardFollowerError>
}>("@trilho/domain/CardFollowers", { defaultValue: () => ({ onSettled: () => Effect.void }) })
