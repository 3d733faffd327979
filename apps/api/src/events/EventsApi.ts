import { WebhookRetry } from "@trilho/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody, strict } from "../auth/BodyRules.ts"
import { Envelope, Page } from "../http/Envelope.ts"
import { withMoneyRouteErrors } from "../http/Errors.ts"
import { CodeFilter, ListDate, PageNumber, PageSize } from "../http/QueryParams.ts"

/**
 * Query of `GET /events`: `page` (from 1), `pageSize` (1 to 100, default 50), `type`, `dateFrom`, `dateTo`, `order`
 * (`desc`, the default, newest first; `asc` oldest first) and `scope` (`account`, the default: every event of the
 * account; `key`: only the events a WebSocket connection of the calling key is sent, for a client catching up).
 */
export const EventListQuery = Schema.Struct({
  page: Schema.optionalKey(PageNumber),
  pageSize: Schema.optionalKey(PageSize()),
  type: Schema.optionalKey(CodeFilter("The exact event name.")),
  dateFrom: Schema.optionalKey(ListDate),
  dateTo: Schema.optionalKey(ListDate),
  order: Schema.optionalKey(Schema.Literals(["asc", "desc"])),
  scope: Schema.optionalKey(Schema.Literals(["account", "key"]))
})
export type EventListQuery = typeof EventListQuery.Type

/** Query of an endpoint's delivery log. */
export const DeliveryLogQuery = Schema.Struct({
  page: Schema.optionalKey(PageNumber),
  pageSize: Schema.optionalKey(PageSize())
})

/** One delivery of an event, as the event list shows it. */
export const DeliverySummary = Schema.Struct({
  endpointId: Schema.String,
  deliveryId: Schema.String,
  status: WebhookRetry.DeliveryStatus,
  attempts: Schema.Int,
  lastStatusCode: Schema.NullOr(Schema.Int)
})

/** An event: `{id, event, createdAt, data}` as delivered (`id` is the event's `evt_…`), with its deliveries. */
export const EventItem = Schema.Struct({
  id: Schema.String,
  event: Schema.String,
  createdAt: Schema.String,
  data: Schema.Unknown,
  deliveries: Schema.Array(DeliverySummary)
})

/** One attempt of a delivery. */
export const AttemptView = Schema.Struct({
  attempt: Schema.Int,
  at: Schema.String,
  statusCode: Schema.NullOr(Schema.Int),
  durationMs: Schema.Int,
  error: Schema.NullOr(Schema.String)
})

/** A delivery in an endpoint's log, with its attempts (oldest first). */
export const DeliveryView = Schema.Struct({
  id: Schema.String,
  eventId: Schema.String,
  endpointId: Schema.String,
  event: Schema.String,
  status: WebhookRetry.DeliveryStatus,
  attempts: Schema.Int,
  nextAttemptAt: Schema.NullOr(Schema.String),
  lastStatusCode: Schema.NullOr(Schema.Int),
  lastError: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
  updatedAt: Schema.String,
  attemptsLog: Schema.Array(AttemptView)
})

/**
 * `POST /events/{id}/redeliver` body: `endpointId` to redeliver to one endpoint only. The body may be left out (read
 * as JSON `null`, the second schema).
 */
export const RedeliverEventBody = [
  StrictBody({ endpointId: Schema.optionalKey(Schema.String) }),
  strict(Schema.Null)
] as const

/**
 * Past events and webhook deliveries (beyond the spec): `GET /events` lists the account's events with each one's
 * delivery status, so a client that was offline reads what it missed; `POST /events/{id}/redeliver` sends an
 * event's deliveries again; `GET /webhooks/deliveries/{endpointId}` is an endpoint's delivery log with every
 * attempt; `POST /webhooks/redeliver/{deliveryId}` sends one delivery again by hand.
 */
export class EventsGroup extends HttpApiGroup.make("events")
  .add(
    HttpApiEndpoint.get("list", "/events", {
      query: EventListQuery,
      success: Envelope(Page(EventItem)),
      error: withMoneyRouteErrors
    }).pipe(permission("events/list"))
  )
  .add(
    HttpApiEndpoint.post("redeliverEvent", "/events/:id/redeliver", {
      params: Schema.Struct({ id: Schema.String }),
      payload: RedeliverEventBody,
      success: Envelope(Schema.Struct({ items: Schema.Array(DeliverySummary) })),
      error: withMoneyRouteErrors
    }).pipe(permission("events/redeliver"))
  )
  .add(
    HttpApiEndpoint.get("deliveries", "/webhooks/deliveries/:endpointId", {
      params: Schema.Struct({ endpointId: Schema.String }),
      query: DeliveryLogQuery,
      success: Envelope(Page(DeliveryView)),
      error: withMoneyRouteErrors
    }).pipe(permission("webhooks/deliveries"))
  )
  .add(
    HttpApiEndpoint.post("redeliver", "/webhooks/redeliver/:deliveryId", {
      params: Schema.Struct({ deliveryId: Schema.String }),
      success: Envelope(Schema.Struct({ item: DeliveryView })),
      error: withMoneyRouteErrors
    }).pipe(permission("webhooks/redeliver"))
  )
  .middleware(Authentication) {}
