import { Clock, Effect, Option } from "effect"
import { isActiveEventType } from "../events/Catalog.ts"
import { Ids } from "../shared/Ids.ts"
import { Outbox, type OutboxEvent, type OutboxStoreError } from "../events/Outbox.ts"
import { Transactor } from "../shared/Transactor.ts"
import { type NewDelivery, WebhookDeliveries, type WebhookDeliveryStoreError } from "./WebhookDeliveries.ts"
import { WebhookEndpoints } from "./WebhookEndpoints.ts"
import { deliveryBody, deliveryIdPrefix } from "./Delivery.ts"
import { deliveryAttemptsMax } from "./Retry.ts"
import type { WebhookEndpoint, WebhookEndpointId, WebhookEndpointStoreError } from "./Endpoint.ts"
import { span } from "../shared/Tracing.ts"

/** The dispatcher's cursor row: one dispatcher position for every worker. */
export const dispatcherCursorName = "webhooks"

/** Outbox events per dispatcher transaction, at most. */
export const dispatchPageMax = 500

/**
 * What one dispatcher round did: `busy` when another worker held the cursor; `heldBack` when committed events after
 * the page wait behind a transaction still in flight (the next round soon takes them).
 */
export interface DispatchRound {
  readonly events: number
  readonly deliveries: number
  readonly busy: boolean
  readonly heldBack: boolean
}

/**
 * The endpoints an event goes to. `webhook.test` goes only to the endpoint it names (its `aggregateId`), when that
 * endpoint of the account has a secret. Any other event goes to the account's ACTIVE endpoints that receive it: the
 * account-wide ones and those bound to the key that created the transaction (`apiKeyId`). The event's account is the
 * receiving one: `transfer.internal.received` is written to the destination account.
 */
export const endpointsFor = (
  event: OutboxEvent
): Effect.Effect<ReadonlyArray<WebhookEndpoint>, WebhookEndpointStoreError, WebhookEndpoints> =>
  Effect.gen(function* () {
    const endpoints = yield* WebhookEndpoints
    if (event.eventType === "webhook.test") {
      const found = yield* endpoints.findById(event.accountId, event.aggregateId as WebhookEndpointId)
      return Option.isSome(found) && found.value.secret !== undefined ? [found.value] : []
    }
    if (!isActiveEventType(event.eventType)) return []
    return yield* endpoints.findManyForEvent(event.accountId, event.eventType, event.apiKeyId)
  })

/**
 * One dispatcher round, in one transaction: locks the dispatcher cursor (another worker holding it makes this round
 * `busy` and a no-op), reads up to `limit` outbox events after it, inserts one PENDING delivery per (event, receiving
 * endpoint) with its body fixed, and moves the cursor past the page. A crash before the commit leaves nothing behind
 * and the next round reads the same page; deliveries are unique per (event, endpoint), so nothing is created twice.
 */
export const dispatchRound = (
  limit: number = dispatchPageMax
): Effect.Effect<
  DispatchRound,
  OutboxStoreError | WebhookDeliveryStoreError | WebhookEndpointStoreError,
  Transactor | Outbox | WebhookDeliveries | WebhookEndpoints | Ids
> =>
  Effect.gen(function* () {
    const transactor = yield* Transactor
    const outbox = yield* Outbox
    const deliveries = yield* WebhookDeliveries
    const ids = yield* Ids
    return yield* transactor.transactionally(
      Effect.gen(function* () {
        const cursor = yield* deliveries.lockCursor(dispatcherCursorName)
        if (cursor === undefined) return { events: 0, deliveries: 0, busy: true, heldBack: false }
        const size = Math.min(limit, dispatchPageMax)
        const page = yield* outbox.readAfter(cursor, size)
        // A full page says nothing of what follows it; the dispatcher reads the next page at once anyway.
        const heldBack = page.events.length < size ? yield* outbox.heldBack(page.cursor) : false
        if (page.events.length === 0) return { events: 0, deliveries: 0, busy: false, heldBack }
        const now = new Date(yield* Clock.currentTimeMillis)
        const news: Array<NewDelivery> = []
        // Events of one account, type and key go to the same endpoints: one lookup per combination in a page.
        const receivers = new Map<string, ReadonlyArray<WebhookEndpoint>>()
        for (const event of page.events) {
          const key =
            event.eventType === "webhook.test"
              ? undefined
              : `${event.accountId}\u0000${event.eventType}\u0000${event.apiKeyId ?? ""}`
          const cached = key === undefined ? undefined : receivers.get(key)
          const endpoints = cached ?? (yield* endpointsFor(event))
          if (key !== undefined && cached === undefined) receivers.set(key, endpoints)
          for (const endpoint of endpoints) {
            const id = yield* ids.next(deliveryIdPrefix)
            news.push({
              id,
              accountId: event.accountId,
              eventId: event.id,
              endpointId: endpoint.id,
              eventType: event.eventType,
              aggregateId: event.aggregateId,
              body: deliveryBody(id, event.eventType, now, event.payload),
              attemptsLimit: deliveryAttemptsMax,
              createdAt: now
            })
          }
        }
        const inserted = news.length === 0 ? 0 : yield* deliveries.insertMany(news)
        yield* deliveries.saveCursor(dispatcherCursorName, page.cursor)
        return { events: page.events.length, deliveries: inserted, busy: false, heldBack }
      })
    )
  }).pipe(span("WebhookDispatcher.round"))
