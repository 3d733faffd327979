import { Context, Effect, Schema } from "effect"
import type { ChargeRecord } from "./Record.ts"

/** A follower refused a charge's status change; the change and its events are rolled back with it. */
export class ChargeFollowerError extends Schema.TaggedError<ChargeFollowerError>()("ChargeFollowerError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}

/**
 * What else moves when a charge leaves PENDING (paid, expired, failed): called inside the status change's
 * transaction, after the charge is written and before its events, so the follower's writes commit or vanish with
 * it. The payment-link checkout follows its charges this way (a paid charge pays its session, an expired one frees
 * the session's coupon use and lines). Without a follower provided, nothing else moves.
 */
export const ChargeFollowers = Context.Reference<{
  readonly onSettled: (charge: ChargeRecord, now: Date) => Effect.Effect<void, ChargeFollowerError>
}>("@trilho/domain/ChargeFollowers", { defaultValue: () => ({ onSettled: () => Effect.void }) })
