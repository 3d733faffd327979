import { EventLog, type Outbox, SandboxClock, WebhookDeliveries, WebhookDelivery, Webhooks } from "@trilho/domain"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { CurrentApiKey } from "../auth/Authentication.ts"
import { boundOf } from "../charges/ChargesHttp.ts"
import { envelopeErrors } from "../charges/Failures.ts"
import { ok } from "../http/Envelope.ts"
import { fromLayer } from "../http/Handlers.ts"
import type { AppServices } from "../Layers.ts"

const pageSizeDefault = 50

const iso = (date: Date | undefined) => (date === undefined ? null : date.toISOString())

const summaryOf = (d: WebhookDeliveries.Delivery) => ({
  endpointId: d.endpointId,
  deliveryId: d.id,
  status: d.status,
  attempts: d.attempts,
  lastStatusCode: d.lastStatusCode ?? null
})

const viewOf = (d: WebhookDeliveries.DeliveryWithAttempts) => ({
  id: d.id,
  eventId: WebhookDelivery.formatEventId(d.eventId),
  endpointId: d.endpointId,
  event: d.eventType,
  status: d.status,
  attempts: d.attempts,
  nextAttemptAt: d.status === "PENDING" ? iso(d.nextAttemptAt) : null,
  lastStatusCode: d.lastStatusCode ?? null,
  lastError: d.lastError ?? null,
  createdAt: d.createdAt.toISOString(),
  updatedAt: d.updatedAt.toISOString(),
  attemptsLog: d.attemptsLog.map((a) => ({
    attempt: a.attempt,
    at: a.at.toISOString(),
    statusCode: a.statusCode ?? null,
    durationMs: Math.round(a.durationMs),
    error: a.error ?? null
  }))
})

const pageOf = (page: number, pageSize: number, total: number) => ({
  page,
  pageSize,
  total,
  pages: Math.ceil(total / pageSize)
})

/** The account's event `id` (`evt_…`), or `EventNotFound`. */
const findEvent = (id: string) =>
  Effect.gen(function* () {
    const key = yield* CurrentApiKey
    const log = yield* EventLog.EventLog
    const outboxId = WebhookDelivery.parseEventId(id)
    const event = outboxId === undefined ? undefined : yield* log.findById(key.accountId, outboxId)
    if (event === undefined) return yield* new WebhookDelivery.EventNotFound({ eventId: id })
    return event
  })

/** The endpoint `id` as the key sees it (bound to it or account-wide), or `WebhookEndpointNotFound`. */
const visibleEndpoint = (id: string) =>
  Effect.gen(function* () {
    const key = yield* CurrentApiKey
    const service = yield* Webhooks.WebhookEndpointsService
    return yield* service.findById({ accountId: key.accountId, apiKeyId: key.keyId }, id)
  })

const eventItem = (event: Outbox.OutboxEvent, deliveries: ReadonlyArray<WebhookDeliveries.Delivery>) => ({
  id: WebhookDelivery.formatEventId(event.id),
  event: event.eventType,
  createdAt: event.createdAt.toISOString(),
  data: event.payload,
  deliveries: deliveries.filter((d) => d.eventId === event.id).map(summaryOf)
})

/** Handlers of `/v1/events/*` and the delivery routes under `/v1/webhooks/`. */
export const EventsLive = HttpApiBuilder.group(TrilhoApi, "events", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "list",
        provide(({ query }) =>
          envelopeErrors(
            Effect.gen(function* () {
              const key = yield* CurrentApiKey
              const log = yield* EventLog.EventLog
              const store = yield* WebhookDeliveries.WebhookDeliveries
              const page = query.page ?? 1
              const pageSize = query.pageSize ?? pageSizeDefault
              const found = yield* log.findManyByAccount(key.accountId, {
                eventType: query.type,
                dateFrom: boundOf(query.dateFrom, "from"),
                dateTo: boundOf(query.dateTo, "to"),
                apiKeyId: query.scope === "key" ? key.keyId : undefined,
                order: query.order,
                offset: (page - 1) * pageSize,
                limit: pageSize
              })
              const deliveries = yield* store.findManyByEvents(
                key.accountId,
                found.items.map((e) => e.id)
              )
              return {
                items: found.items.map((event) => eventItem(event, deliveries)),
                ...pageOf(page, pageSize, found.total)
              }
            })
          ).pipe(Effect.flatMap((data) => ok(data)))
        )
      )
      .handle(
        "redeliverEvent",
        provide(({ params, payload }) =>
          envelopeErrors(
            SandboxClock.withSandboxTime(
              Effect.gen(function* () {
                const key = yield* CurrentApiKey
                const event = yield* findEvent(params.id)
                const named = yield* Webhooks.redeliverEvent({
                  accountId: key.accountId,
                  eventId: params.id,
                  outboxId: event.id,
                  endpointId: payload?.endpointId,
                  now: yield* SandboxClock.nowDate
                })
                return { items: named.map(summaryOf) }
              })
            )
          ).pipe(Effect.flatMap((data) => ok(data, "event redelivery scheduled")))
        )
      )
      .handle(
        "deliveries",
        provide(({ params, query }) =>
          envelopeErrors(
            Effect.gen(function* () {
              const key = yield* CurrentApiKey
              const store = yield* WebhookDeliveries.WebhookDeliveries
              const endpoint = yield* visibleEndpoint(params.endpointId)
              const page = query.page ?? 1
              const pageSize = query.pageSize ?? pageSizeDefault
              const found = yield* store.findManyByEndpoint(key.accountId, endpoint.id, {
                offset: (page - 1) * pageSize,
                limit: pageSize
              })
              return { items: found.items.map(viewOf), ...pageOf(page, pageSize, found.total) }
            })
          ).pipe(Effect.flatMap((data) => ok(data)))
        )
      )
      .handle(
        "redeliver",
        provide(({ params }) =>
          envelopeErrors(
            SandboxClock.withSandboxTime(
              Effect.gen(function* () {
                const key = yield* CurrentApiKey
                const store = yield* WebhookDeliveries.WebhookDeliveries
                const current = yield* store.findById(key.accountId, params.deliveryId)
                if (current === undefined)
                  return yield* new WebhookDelivery.DeliveryNotFound({ deliveryId: params.deliveryId })
                // The delivery's endpoint must be one the key sees.
                yield* visibleEndpoint(current.endpointId)
                yield* WebhookDelivery.redeliver(key.accountId, params.deliveryId, yield* SandboxClock.nowDate)
                const updated = yield* store.findById(key.accountId, params.deliveryId)
                return { item: viewOf(updated ?? current) }
              })
            )
          ).pipe(Effect.flatMap((data) => ok(data, "delivery scheduled")))
        )
      )
  )
)
