import { Effect, Result, Schema } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import { type Delivery, WebhookDeliveries, type WebhookDeliveryStoreError } from "./WebhookDeliveries.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { delivery as deliveryMachine, redeliveryAttemptsLimit } from "./Retry.ts"
import { span } from "../shared/Tracing.ts"

/** Prefix of delivery ids: `dlv_<ULID>`, the body's `id`, `x-service-delivery` and `webhook-id`. */
export const deliveryIdPrefix = "dlv"

/** Prefix of event ids in the events API: `evt_<outbox id>`. */
export const eventIdPrefix = "evt_"

/** The API id of the outbox event `id`. */
export const formatEventId = (id: number): string => `${eventIdPrefix}${id}`

/** The outbox id of an API event id, or `undefined` when `text` is not `evt_<positive integer>`. */
export const parseEventId = (text: string): number | undefined => {
  const m = /^evt_([1-9][0-9]{0,15})$/.exec(text)
  if (m === null) return undefined
  const id = Number(m[1])
  return Number.isSafeInteger(id) ? id : undefined
}

/** No delivery with that id in the account. */
export class DeliveryNotFound extends Schema.TaggedError<DeliveryNotFound>()("DeliveryNotFound", {
  deliveryId: Schema.String
}) {
  override get message(): string {
    return `no webhook delivery ${this.deliveryId}`
  }
}

/** No event with that id in the account. */
export class EventNotFound extends Schema.TaggedError<EventNotFound>()("EventNotFound", { eventId: Schema.String }) {
  override get message(): string {
    return `no event ${this.eventId}`
  }
}

/**
 * The body of every attempt of a delivery: `{id, event, createdAt, data}`, where `id` is the delivery id (stable across
 * retries: receivers deduplicate on it) and `createdAt` the delivery's creation time (the spec's "time of the
 * delivery"). Built once, stored, and sent byte for byte on each attempt.
 */
export const deliveryBody = (deliveryId: string, eventType: string, createdAt: Date, data: unknown): string =>
  JSON.stringify({ id: deliveryId, event: eventType, createdAt: createdAt.toISOString(), data: data ?? null })

/**
 * Sends a FAILED or SUCCEEDED delivery again by hand: back to PENDING, due `now`, one more attempt allowed, same
 * delivery id (a receiver that applied it answers 200 and does nothing). A PENDING delivery is already on its way:
 * `InvalidTransition`.
 */
export const redeliver = (
  accountId: AccountId,
  deliveryId: string,
  now: Date
): Effect.Effect<
  Delivery,
  DeliveryNotFound | StateMachine.InvalidTransition | WebhookDeliveryStoreError,
  WebhookDeliveries
> =>
  Effect.gen(function* () {
    const store = yield* WebhookDeliveries
    const current = yield* store.findById(accountId, deliveryId)
    if (current === undefined) return yield* new DeliveryNotFound({ deliveryId })
    const move = StateMachine.transition(deliveryMachine, current.status, "redeliver")
    if (Result.isFailure(move)) return yield* move.failure
    const updated = yield* store.redeliver(
      accountId,
      deliveryId,
      { status: current.status, attempts: current.attempts },
      { attemptsLimit: redeliveryAttemptsLimit(current), now }
    )
    if (updated === undefined) {
      // Another request moved it first (a sender finished it, or a concurrent redelivery): refuse as the machine would.
      return yield* new StateMachine.InvalidTransition({
        machine: deliveryMachine.name,
        from: current.status,
        trigger: "redeliver"
      })
    }
    return updated
  }).pipe(span("WebhookDeliveries.redeliver"))
