import { Schema } from "effect"

/**
 * Every event type the platform emits: the spec's catalog. Each is active and each may be subscribed by a webhook
 * endpoint.
 */
export const EventType = Schema.Literals([
  "payment.created",
  "payment.paid",
  "payment.failed",
  "payment.pix.expired",
  "payment.refunded",
  "payment_link.paid",
  "refund.requested",
  "refund.completed",
  "refund.failed",
  "transfer.created",
  "transfer.completed",
  "transfer.failed",
  "transfer.internal.completed",
  "transfer.internal.received",
  "med.created",
  "med.updated",
  "med.evidence_sent",
  "invoice.created",
  "invoice.processing",
  "invoice.issued",
  "invoice.failed",
  "invoice.cancelled",
  "webhook.test",
  "oauth.authorization.granted",
  "oauth.authorization.denied",
  "oauth.authorization.revoked",
  "oauth.application.created",
  "oauth.application.updated",
  "oauth.application.deleted",
  "oauth.client.created",
  "oauth.client.secret_regenerated",
  "oauth.client.redirect_uris_updated"
])
export type EventType = typeof EventType.Type

/**
 * Event names the spec mentions but the platform does not emit: `med.resolved` is named once in the dispute flow and
 * is not in the catalog (a dispute's outcome is `med.updated`). Crypto and boleto events are inactive and unnamed.
 */
export const InactiveEventName = Schema.Literal("med.resolved")
export type InactiveEventName = typeof InactiveEventName.Type

/** Every event name the catalog knows, active or not. */
export const KnownEventName = Schema.Union([EventType, InactiveEventName])
export type KnownEventName = typeof KnownEventName.Type

/**
 * The shape of an event's `data`, as the catalog's "data family" column names it:
 * - `pix_received`: the lean record of a received PIX (`PIX_IN`, or a card or link payment);
 * - `refund`: the original deposit's record with its `refund` block;
 * - `pix_sent`: the lean record of a sent PIX (`PIX_OUT`);
 * - `internal_transfer`: one side of an internal transfer (OUT for the sender, IN for the receiver);
 * - `med`: the same shape as a MED read;
 * - `payment_link_session`: a payment-link checkout session (not a `PIX_IN` record);
 * - `invoice`: only `invoiceId`;
 * - `webhook_test`: metadata of a test delivery;
 * - `oauth_*`: the OAuth lifecycle payloads.
 */
export const EventFamily = Schema.Literals([
  "pix_received",
  "refund",
  "pix_sent",
  "internal_transfer",
  "med",
  "payment_link_session",
  "invoice",
  "webhook_test",
  "oauth_authorization",
  "oauth_application",
  "oauth_client"
])
export type EventFamily = typeof EventFamily.Type

/** One row of the catalog. `legacy` marks a name kept for compatibility (`payment.refunded`). */
export interface CatalogEntry {
  readonly type: KnownEventName
  readonly family: EventFamily
  readonly active: boolean
  readonly legacy: boolean
}

const row = (type: KnownEventName, family: EventFamily, flags: { active?: boolean; legacy?: boolean } = {}) =>
  ({ type, family, active: flags.active ?? true, legacy: flags.legacy ?? false }) satisfies CatalogEntry

/** The events catalog of the spec, in its order, plus the inactive names it mentions. */
export const catalog: ReadonlyArray<CatalogEntry> = [
  row("payment.created", "pix_received"),
  row("payment.paid", "pix_received"),
  row("payment.failed", "pix_received"),
  row("payment.pix.expired", "pix_received"),
  row("payment.refunded", "pix_received", { legacy: true }),
  row("refund.requested", "refund"),
  row("refund.completed", "refund"),
  row("refund.failed", "refund"),
  row("transfer.created", "pix_sent"),
  row("transfer.completed", "pix_sent"),
  row("transfer.failed", "pix_sent"),
  row("transfer.internal.completed", "internal_transfer"),
  row("transfer.internal.received", "internal_transfer"),
  row("med.created", "med"),
  row("med.evidence_sent", "med"),
  row("med.updated", "med"),
  row("med.resolved", "med", { active: false }),
  row("payment_link.paid", "payment_link_session"),
  row("invoice.created", "invoice"),
  row("invoice.processing", "invoice"),
  row("invoice.issued", "invoice"),
  row("invoice.failed", "invoice"),
  row("invoice.cancelled", "invoice"),
  row("webhook.test", "webhook_test"),
  row("oauth.authorization.granted", "oauth_authorization"),
  row("oauth.authorization.denied", "oauth_authorization"),
  row("oauth.authorization.revoked", "oauth_authorization"),
  row("oauth.application.created", "oauth_application"),
  row("oauth.application.updated", "oauth_application"),
  row("oauth.application.deleted", "oauth_application"),
  row("oauth.client.created", "oauth_client"),
  row("oauth.client.secret_regenerated", "oauth_client"),
  row("oauth.client.redirect_uris_updated", "oauth_client")
]

/** The catalog row of an event name, if the catalog knows it. */
export const catalogEntry = (name: string): CatalogEntry | undefined => catalog.find((entry) => entry.type === name)

/** Every active event type, in catalog order. */
export const activeEventTypes: ReadonlyArray<EventType> = catalog
  .filter((entry) => entry.active)
  .map((entry) => entry.type as EventType)

/** Whether `name` is an event type the platform emits. */
export const isActiveEventType = (name: string): name is EventType => activeEventTypes.includes(name as EventType)

/** The subscription that matches every active event, on webhooks and on the WebSocket gateway. */
export const wildcard = "*"

/** The event names a webhook endpoint may subscribe to, in the spec's order; `*` subscribes to all. */
export const webhookEventTypes: ReadonlyArray<EventType> = [
  "payment.created",
  "payment.paid",
  "payment_link.paid",
  "payment.failed",
  "payment.refunded",
  "refund.requested",
  "refund.completed",
  "refund.failed",
  "payment.pix.expired",
  "transfer.created",
  "transfer.completed",
  "transfer.failed",
  "transfer.internal.completed",
  "transfer.internal.received",
  "med.created",
  "med.updated",
  "med.evidence_sent",
  "invoice.created",
  "invoice.processing",
  "invoice.issued",
  "invoice.failed",
  "invoice.cancelled",
  "oauth.authorization.granted",
  "oauth.authorization.denied",
  "oauth.authorization.revoked",
  "oauth.application.created",
  "oauth.application.updated",
  "oauth.application.deleted",
  "oauth.client.created",
  "oauth.client.secret_regenerated",
  "oauth.client.redirect_uris_updated",
  "webhook.test"
]

/** A name a webhook endpoint's `events` array accepts: an allowed event type or `*`. */
export const WebhookEventName = Schema.Union([EventType, Schema.Literal(wildcard)])
export type WebhookEventName = typeof WebhookEventName.Type

/** Subscribed event names per webhook endpoint, at most (and at least one). */
export const webhookEventsPerEndpointMax = 80

/** Whether an endpoint subscribed to `subscribed` receives `event`. */
export const webhookReceives = (subscribed: ReadonlyArray<string>, event: EventType): boolean =>
  subscribed.includes(wildcard) || subscribed.includes(event)

/** The WebSocket pattern groups: each group name and the event types it matches. */
export const websocketPatternGroups: ReadonlyMap<string, ReadonlyArray<EventType>> = new Map<
  string,
  ReadonlyArray<EventType>
>([
  [
    "payment.*",
    [
      "payment.created",
      "payment.paid",
      "payment.failed",
      "payment.pix.expired",
      "payment.refunded",
      "payment_link.paid"
    ]
  ],
  [
    "transfer.*",
    [
      "transfer.created",
      "transfer.completed",
      "transfer.failed",
      "transfer.internal.completed",
      "transfer.internal.received"
    ]
  ],
  ["refund.*", ["refund.requested", "refund.completed", "refund.failed"]],
  ["invoice.*", ["invoice.created", "invoice.processing", "invoice.issued", "invoice.failed", "invoice.cancelled"]],
  ["med.*", ["med.created", "med.evidence_sent", "med.updated"]],
  [wildcard, activeEventTypes]
])

/** Characters of a WebSocket pattern, at most. */
export const websocketPatternLengthMax = 64

const patternSyntax = /^[a-z0-9_.*]{1,64}$/

/** Whether `pattern` is well formed: lower-case letters, digits, `_`, `.`, `*`, 1 to 64 characters. */
export const isValidWebsocketPattern = (pattern: string): boolean => patternSyntax.test(pattern)

/**
 * The active event types a WebSocket pattern matches: a pattern group's list, or the event itself when the pattern is
 * an exact active event type, or nothing.
 */
export const eventsForWebsocketPattern = (pattern: string): ReadonlyArray<EventType> =>
  websocketPatternGroups.get(pattern) ?? (isActiveEventType(pattern) ? [pattern] : [])
