import { HttpApiBuilder } from "@effect/platform"
import { EventLog, WebhookDeliveries, WebhookDelivery, Webhooks } from "@trilho/domain"
import type { OutboxEvent } from "@trilho/domain/ports/Outbox"
import * as WebhookDeliveriesSql from "@trilho/postgres/WebhookDeliveriesSql"
import { Effect, Layer } from "effect"
import { TrilhoApi } from "../Api.ts"
import { CurrentApiKey } from "../auth/Authentication.ts"
import { boundOf } from "../charges/ChargesHttp.ts"
import { envelopeErrors } from "../charges/Failures.ts"
import { layerPayments, nowDate, withSandboxTime } from "../charges/Layers.ts"
import { ok } from "../http/Envelope.ts"
import { layerWebhooks } from "../webhooks/Layers.ts"

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

const eventItem = (event: OutboxEvent, deliveries: ReadonlyArray<WebhookDeliveries.Delivery>) => ({
  id: WebhookDelivery.formatEventId(event.id),
  event: event.eventType,
  createdAt: event.createdAt.toISOString(),
  data: event.payload,
  deliveries: deliveries.filter((d) => d.eventId === event.id).map(summaryOf)
})

/** Handlers of `/v1/events/*` and the delivery routes under `/v1/webhooks/`. */
export const EventsLive = HttpApiBuilder.group(TrilhoApi, "events", (handlers) =>
  handlers
    .handle("list", ({ urlParams }) =>
      envelopeErrors(
        Effect.gen(function* () {
          const key = yield* CurrentApiKey
          const log = yield* EventLog.EventLog
          const store = yield* WebhookDeliveries.WebhookDeliveries
          const page = urlParams.page ?? 1
          const pageSize = urlParams.pageSize ?? pageSizeDefault
          const found = yield* log.findManyByAccount(key.accountId, {
            eventType: urlParams.type,
            dateFrom: boundOf(urlParams.dateFrom, "from"),
            dateTo: boundOf(urlParams.dateTo, "to"),
            apiKeyId: urlParams.scope === "key" ? key.keyId : undefined,
            order: urlParams.order,
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
    .handle("redeliverEvent", ({ path, payload }) =>
      envelopeErrors(
        withSandboxTime(
          Effect.gen(function* () {
            const key = yield* CurrentApiKey
            const store = yield* WebhookDeliveries.WebhookDeliveries
            const event = yield* findEvent(path.id)
            const endpointId = payload?.endpointId
            const all = yield* store.findManyByEvents(key.accountId, [event.id])
            const chosen = endpointId === undefined ? all : all.filter((d) => d.endpointId === endpointId)
            if (endpointId !== undefined && chosen.length === 0) {
              return yield* new WebhookDelivery.DeliveryNotFound({ deliveryId: `${path.id} to ${endpointId}` })
            }
            const now = yield* nowDate
            // A PENDING delivery is already on its way: only settled ones are sent again.
            for (const d of chosen) {
              if (d.status !== "PENDING") yield* WebhookDelivery.redeliver(key.accountId, d.id, now)
            }
            const after = yield* store.findManyByEvents(key.accountId, [event.id])
            return { items: after.filter((d) => chosen.some((c) => c.id === d.id)).map(summaryOf) }
          })
        )
      ).pipe(Effect.flatMap((data) => ok(data, "event redelivery scheduled")))
    )
    .handle("deliveries", ({ path, urlParams }) =>
      envelopeErrors(
        Effect.gen(function* () {
          const key = yield* CurrentApiKey
          const store = yield* WebhookDeliveries.WebhookDeliveries
          const endpoint = yield* visibleEndpoint(path.endpointId)
          const page = urlParams.page ?? 1
          const pageSize = urlParams.pageSize ?? pageSizeDefault
          const found = yield* store.findManyByEndpoint(key.accountId, endpoint.id, {
            offset: (page - 1) * pageSize,
            limit: pageSize
          })
          return { items: found.items.map(viewOf), ...pageOf(page, pageSize, found.total) }
        })
      ).pipe(Effect.flatMap((data) => ok(data)))
    )
    .handle("redeliver", ({ path }) =>
      envelopeErrors(
        withSandboxTime(
          Effect.gen(function* () {
            const key = yield* CurrentApiKey
            const store = yield* WebhookDeliveries.WebhookDeliveries
            const current = yield* store.findById(key.accountId, path.deliveryId)
            if (current === undefined)
              return yield* new WebhookDelivery.DeliveryNotFound({ deliveryId: path.deliveryId })
            // The delivery's endpoint must be one the key sees.
            yield* visibleEndpoint(current.endpointId)
            yield* WebhookDelivery.redeliver(key.accountId, path.deliveryId, yield* nowDate)
            const updated = yield* store.findById(key.accountId, path.deliveryId)
            return { item: viewOf(updated ?? current) }
          })
        )
      ).pipe(Effect.flatMap((data) => ok(data, "delivery scheduled")))
    )
).pipe(
  Layer.provide(
    Layer.mergeAll(WebhookDeliveriesSql.layer, WebhookDeliveriesSql.layerEventLog, layerWebhooks, layerPayments)
  )
)
