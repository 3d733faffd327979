import { Clock, Effect, type Result } from "effect"
import type { EventType } from "../events/Catalog.ts"
import type { OutboxEventInput } from "../events/Outbox.ts"
import { type ChargeRecord, toLean } from "./Record.ts"

/** A charge and whether the call found it already done (an `externalReference` replay, a repeated notice). */
export interface ChargeOutcome {
  readonly record: ChargeRecord
  readonly replayed: boolean
}

/** A `Result` as an effect (the name is from Effect 3's `Either`, kept for its callers). */
export const fromEither = <A, E>(result: Result.Result<A, E>): Effect.Effect<A, E> => Effect.fromResult(result)

/** The `Clock`'s time as a `Date`. */
export const nowDate: Effect.Effect<Date> = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

/** The outbox row of a charge's event: the lean record without QR fields, addressed to the key that created it. */
export const eventOf = (eventType: EventType, record: ChargeRecord, at: Date): OutboxEventInput => ({
  accountId: record.accountId,
  eventType,
  aggregateId: record.id,
  apiKeyId: record.apiKeyId,
  payload: toLean(record, "event"),
  createdAt: at
})
