import { Effect, Result } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import { type Delivery, WebhookDeliveries } from "./WebhookDeliveries.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { DeliveryNotFound, redeliver } from "./Delivery.ts"
import { delivery as deliveryMachine } from "./Retry.ts"
import { span } from "../shared/Tracing.ts"

/** The deliveries of one event a redelivery names, and those of them it sends again. */
export interface RedeliveryPlan {
  readonly named: ReadonlyArray<Delivery>
  readonly resent: ReadonlyArray<Delivery>
}

/**
 * What redelivering the event `eventId` does to its `deliveries`: it names all of them, or those to `endpointId`
 * (`DeliveryNotFound` when the event has none to it), and sends again those the delivery machine lets be redelivered.
 * A PENDING delivery is already on its way: it is named, not sent twice.
 */
export const planRedelivery = (
  eventId: string,
  deliveries: ReadonlyArray<Delivery>,
  endpointId: string | undefined
): Result.Result<RedeliveryPlan, DeliveryNotFound> => {
  const named = endpointId === undefined ? deliveries : deliveries.filter((d) => d.endpointId === endpointId)
  if (endpointId !== undefined && named.length === 0) {
    return Result.fail(new DeliveryNotFound({ deliveryId: `${eventId} to ${endpointId}` }))
  }
  const resent = named.filter((d) => Result.isSuccess(StateMachine.transition(deliveryMachine, d.status, "redeliver")))
  return Result.succeed({ named, resent })
}

/**
 * Redelivers the account's event (`eventId` as the API names it, `outboxId` its row) by `planRedelivery`, due `now`;
 * answers the named deliveries as they are after it.
 */
export const redeliverEvent = (options: {
  readonly accountId: AccountId
  readonly eventId: string
  readonly outboxId: number
  readonly endpointId: string | undefined
  readonly now: Date
}) =>
  Effect.gen(function* () {
    const store = yield* WebhookDeliveries
    const all = yield* store.findManyByEvents(options.accountId, [options.outboxId])
    const plan = yield* Effect.fromResult(planRedelivery(options.eventId, all, options.endpointId))
    for (const d of plan.resent) yield* redeliver(options.accountId, d.id, options.now)
    const after = yield* store.findManyByEvents(options.accountId, [options.outboxId])
    return after.filter((d) => plan.named.some((n) => n.id === d.id))
  }).pipe(span("WebhookDeliveries.redeliverEvent"))
