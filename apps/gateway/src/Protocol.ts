import type { Outbox, Realtime } from "@trilho/domain"
import { WebhookDelivery } from "@trilho/domain"

/** Protocol version announced to clients in `authenticated`. */
export const protocolVersion = 1

/** The codes of `{event: 'error', code}`; docs/events.md lists them. */
export type ErrorCode =
  | "INVALID_JSON"
  | "INVALID_MESSAGE"
  | "UNKNOWN_ACTION"
  | "UNAUTHENTICATED"
  | "UNAUTHORIZED"
  | "IP_NOT_ALLOWED"
  | "ALREADY_AUTHENTICATED"
  | "KEY_REVOKED"
  | "AUTH_TIMEOUT"
  | "HEARTBEAT_TIMEOUT"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "RATE_LIMIT"
  | "UNAVAILABLE"
  | "WATCH_ONLY"
  | Realtime.WatchTokens.WatchRefusal["code"]
  | Realtime.Subscriptions.SubscribeError["code"]

/** Close codes: 1008 policy (authentication, rate limit, revoked key), 1009 too big (uWS), 4408 no heartbeat reply. */
export const closeCodes = { policy: 1008, heartbeat: 4408, goingAway: 1001 } as const

/**
 * A client message, decoded. `authenticate` carries an API key or, from a payer's browser, a payment watch token
 * (`watchToken`), never both.
 */
export type ClientMessage =
  | { readonly action: "authenticate"; readonly apiKey: string }
  | { readonly action: "authenticate"; readonly watchToken: string }
  | { readonly action: "subscribe" | "unsubscribe"; readonly target: Realtime.Subscriptions.Target }
  | { readonly action: "ack"; readonly id: string }
  | { readonly action: "ping" }

/** Why a frame is not a client message. */
export type Malformed = {
  readonly code: "INVALID_JSON" | "INVALID_MESSAGE" | "UNKNOWN_ACTION"
  readonly action?: string
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** Decodes one text frame: a JSON object whose `action` is one of the spec's. */
export const decode = (text: string): ClientMessage | Malformed => {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { code: "INVALID_JSON" }
  }
  if (!isObject(value) || typeof value.action !== "string") return { code: "INVALID_MESSAGE" }
  switch (value.action) {
    case "ping":
      return { action: "ping" }
    case "authenticate": {
      const hasKey = typeof value.apiKey === "string"
      if (hasKey === (typeof value.watchToken === "string")) return { code: "INVALID_MESSAGE" }
      return hasKey
        ? { action: "authenticate", apiKey: value.apiKey as string }
        : { action: "authenticate", watchToken: value.watchToken as string }
    }
    case "ack":
      return typeof value.id === "string" ? { action: "ack", id: value.id } : { code: "INVALID_MESSAGE" }
    case "subscribe":
    case "unsubscribe": {
      const hasPattern = typeof value.pattern === "string"
      const hasPayment = typeof value.paymentId === "string"
      if (hasPattern === hasPayment) return { code: "INVALID_MESSAGE" }
      return {
        action: value.action,
        target: hasPattern
          ? { _tag: "Pattern", pattern: value.pattern as string }
          : { _tag: "Payment", paymentId: value.paymentId as string }
      }
    }
    default:
      return { code: "UNKNOWN_ACTION", action: value.action.slice(0, 64) }
  }
}

/** An `error` event. */
export const error = (code: ErrorCode, fields: Record<string, unknown> = {}): string =>
  JSON.stringify({ event: "error", code, ...fields })

/** The answer to `subscribe` or `unsubscribe`, echoing what it named. */
export const subscription = (event: "subscribed" | "unsubscribed", target: Realtime.Subscriptions.Target): string =>
  JSON.stringify(
    target._tag === "Pattern" ? { event, pattern: target.pattern } : { event, paymentId: target.paymentId }
  )

export const authenticated = JSON.stringify({ event: "authenticated", version: protocolVersion })

/** The answer to a payment watch token: `authenticated` naming the one payment the connection follows. */
export const watching = (paymentId: string): string =>
  JSON.stringify({ event: "authenticated", version: protocolVersion, watch: paymentId })
export const ping = JSON.stringify({ event: "ping" })
export const pong = JSON.stringify({ event: "pong" })

/**
 * A business event serialized once for every connection that receives it, around the one part that differs: the
 * delivery id. `head + <connection's part> + tail` is the frame `{id, eventId, event, createdAt, data}` with the
 * webhook's `data`: `id` is the delivery id, one per (event, connection), `dlv_<outbox id>_<gateway>.<group>.<member>`
 * (the gateway that delivers, and the connection's group and place in it at that moment); `eventId` is the event's
 * `evt_<n>`, as `GET /v1/events` shows it, the same on every connection and every gateway, so a client that also
 * reads missed events over REST deduplicates on it; `createdAt` is the event's time.
 */
export interface EventFrame {
  readonly head: string
  readonly tail: string
}

/** An event's frame parts, for the gateway tagged `gatewayTag` (letters and digits only: spliced into JSON as is). */
export const eventFrame = (event: Outbox.OutboxEvent, gatewayTag: string): EventFrame => {
  const rest = JSON.stringify({
    eventId: WebhookDelivery.formatEventId(event.id),
    event: event.eventType,
    createdAt: event.createdAt.toISOString(),
    data: event.payload ?? null
  })
  return {
    head: `{"id":"${WebhookDelivery.deliveryIdPrefix}_${event.id}_${gatewayTag}.`,
    tail: `",${rest.slice(1)}`
  }
}

/**
 * An event's frame parts for a payment watch token's connections (a payer's browser): the same envelope, but `data`
 * holds only the payment's `id` and `status`, what the key-less `GET /pix/{id}/status` tells anyone holding the charge
 * id; never the merchant's fields (fees, references, the payer's document).
 */
export const watchEventFrame = (event: Outbox.OutboxEvent, gatewayTag: string): EventFrame => {
  const payload = event.payload as { readonly status?: unknown } | null | undefined
  const status = typeof payload?.status === "string" ? { status: payload.status } : {}
  return eventFrame({ ...event, payload: { id: event.aggregateId, ...status } }, gatewayTag)
}

/** The frame of one connection: the group's and the member's numbers complete its delivery id. */
export const eventFrameFor = (frame: EventFrame, group: number, member: number): string =>
  `${frame.head}${group}.${member}${frame.tail}`
