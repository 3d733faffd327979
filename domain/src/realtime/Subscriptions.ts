import { Result } from "effect"
import {
  type EventType,
  eventsForWebsocketPattern,
  isValidWebsocketPattern,
  websocketPatternLengthMax
} from "../events/Catalog.ts"

/** Subscriptions of one connection, patterns and payment ids together, at most (spec, Limits). */
export const subscriptionsPerConnectionMax = 100

/** How long a `paymentId` subscription lives: 30 minutes (spec, WebSocket subscription lifecycle). */
export const paymentSubscriptionTtlMs = 30 * 60_000

/** Characters of a `paymentId`, at most. */
export const paymentIdLengthMax = 64

/** The events that end a `paymentId` subscription once delivered for that payment. */
export const paymentEndingEvents: ReadonlyArray<EventType> = ["payment.paid", "payment.failed", "payment.pix.expired"]

/**
 * Events the gateway never delivers: `webhook.test` is addressed to one webhook endpoint, not to a key's connections.
 */
export const notDeliveredOverWebsocket: ReadonlyArray<string> = ["webhook.test"]

/** What a `subscribe` or `unsubscribe` names: an event pattern or one payment. */
export type Target =
  { readonly _tag: "Pattern"; readonly pattern: string } | { readonly _tag: "Payment"; readonly paymentId: string }

/** The subscriptions of one connection: each pattern with the events it matches, each payment with its expiry. */
export interface Subscriptions {
  readonly patterns: ReadonlyMap<string, ReadonlySet<EventType>>
  readonly payments: ReadonlyMap<string, number>
}

/** A connection's subscriptions before its first `subscribe`. */
export const empty: Subscriptions = { patterns: new Map(), payments: new Map() }

/** Why a subscription was refused; each `code` is the `error` event's code. */
export type SubscribeError =
  | { readonly code: "INVALID_PATTERN" }
  | { readonly code: "UNKNOWN_PATTERN" }
  | { readonly code: "INVALID_PAYMENT_ID" }
  | { readonly code: "SUBSCRIPTION_LIMIT" }

/** How many subscriptions a connection holds, patterns plus payments. */
export const size = (subscriptions: Subscriptions): number => subscriptions.patterns.size + subscriptions.payments.size

const paymentIdSyntax = /^[A-Za-z0-9_-]{1,64}$/

/**
 * The events a pattern names, or why it is refused: `INVALID_PATTERN` when it breaks the syntax (lower-case letters,
 * digits, `_`, `.`, `*`, 1 to 64 characters), `UNKNOWN_PATTERN` when it is well formed but neither a group of the spec
 * (`payment.*`, `transfer.*`, `refund.*`, `invoice.*`, `med.*`, `*`) nor an active event type.
 */
export const resolvePattern = (pattern: string): Result.Result<ReadonlySet<EventType>, SubscribeError> => {
  if (pattern.length > websocketPatternLengthMax || !isValidWebsocketPattern(pattern)) {
    return Result.fail({ code: "INVALID_PATTERN" })
  }
  const events = eventsForWebsocketPattern(pattern).filter((e) => !notDeliveredOverWebsocket.includes(e))
  return events.length === 0 ? Result.fail({ code: "UNKNOWN_PATTERN" }) : Result.succeed(new Set(events))
}

/** Whether `paymentId` is well formed: letters, digits, `_` and `-`, 1 to 64 characters. */
export const isValidPaymentId = (paymentId: string): boolean => paymentIdSyntax.test(paymentId)

const holds = (subscriptions: Subscriptions, target: Target): boolean =>
  target._tag === "Pattern" ? subscriptions.patterns.has(target.pattern) : subscriptions.payments.has(target.paymentId)

/**
 * Adds a subscription at `nowMs`; a payment's lives `ttlMs`. Subscribing again to what the connection holds changes
 * nothing (a payment keeps its first expiry). A new one beyond `subscriptionsPerConnectionMax` is refused with
 * `SUBSCRIPTION_LIMIT`.
 */
export const subscribe = (
  subscriptions: Subscriptions,
  target: Target,
  nowMs: number,
  ttlMs: number = paymentSubscriptionTtlMs
): Result.Result<Subscriptions, SubscribeError> => {
  if (target._tag === "Payment" && !isValidPaymentId(target.paymentId)) {
    return Result.fail({ code: "INVALID_PAYMENT_ID" })
  }
  if (target._tag === "Pattern") {
    const resolved = resolvePattern(target.pattern)
    if (Result.isFailure(resolved)) return Result.fail(resolved.failure)
    if (holds(subscriptions, target)) return Result.succeed(subscriptions)
    if (size(subscriptions) >= subscriptionsPerConnectionMax) return Result.fail({ code: "SUBSCRIPTION_LIMIT" })
    return Result.succeed({
      ...subscriptions,
      patterns: new Map(subscriptions.patterns).set(target.pattern, resolved.success)
    })
  }
  if (holds(subscriptions, target)) return Result.succeed(subscriptions)
  if (size(subscriptions) >= subscriptionsPerConnectionMax) return Result.fail({ code: "SUBSCRIPTION_LIMIT" })
  return Result.succeed({
    ...subscriptions,
    payments: new Map(subscriptions.payments).set(target.paymentId, nowMs + ttlMs)
  })
}

/** Removes a subscription; removing one the connection does not hold changes nothing. */
export const unsubscribe = (subscriptions: Subscriptions, target: Target): Subscriptions => {
  if (!holds(subscriptions, target)) return subscriptions
  if (target._tag === "Pattern") {
    const patterns = new Map(subscriptions.patterns)
    patterns.delete(target.pattern)
    return { ...subscriptions, patterns }
  }
  const payments = new Map(subscriptions.payments)
  payments.delete(target.paymentId)
  return { ...subscriptions, payments }
}

/** Drops the payment subscriptions whose 30 minutes are over at `nowMs`. */
export const expire = (subscriptions: Subscriptions, nowMs: number): Subscriptions => {
  let payments: Map<string, number> | undefined
  for (const [paymentId, expiresAtMs] of subscriptions.payments) {
    if (expiresAtMs > nowMs) continue
    payments ??= new Map(subscriptions.payments)
    payments.delete(paymentId)
  }
  return payments === undefined ? subscriptions : { ...subscriptions, payments }
}

/** An outbox event as the gateway routes it. */
export interface RoutedEvent {
  readonly accountId: string
  readonly apiKeyId?: string | undefined
  readonly eventType: string
  readonly aggregateId: string
}

/**
 * What a connection authenticated with: an API key, or a payment watch token (`watch` set to the one payment it
 * follows; its `apiKeyId` is then `watchKeyPrefix` + that payment's id, which names no API key).
 */
export interface ConnectionKey {
  readonly accountId: string
  readonly apiKeyId: string
  readonly watch?: string | undefined
}

/** What starts the `apiKeyId` of a watch token's connection: API key ids never start so. */
export const watchKeyPrefix = "watch:"

/** The key of a connection that presented a watch token for `paymentId` of `accountId`. */
export const watchKey = (accountId: string, paymentId: string): ConnectionKey => ({
  accountId,
  apiKeyId: `${watchKeyPrefix}${paymentId}`,
  watch: paymentId
})

/** What a watch token's connection may receive: the `payment.*` events of its payment. */
export const isWatchEvent = (eventType: string): boolean => eventType.startsWith("payment.")

/**
 * Whether an event is addressed to the connections of `key`: the event's account is the key's and the key created the
 * transaction, except `transfer.internal.received`, which goes to every connection of the destination account (the
 * account the event is written to). `webhook.test` is never addressed to a connection. A watch token's connection is
 * addressed only its payment's `payment.*` events, whichever key created the payment.
 */
export const addressedTo = (key: ConnectionKey, event: RoutedEvent): boolean => {
  if (notDeliveredOverWebsocket.includes(event.eventType)) return false
  if (event.accountId !== key.accountId) return false
  if (key.watch !== undefined) return event.aggregateId === key.watch && isWatchEvent(event.eventType)
  return event.eventType === "transfer.internal.received" || event.apiKeyId === key.apiKeyId
}

/**
 * Whether a connection holding `subscriptions` receives `event` at `nowMs`: it is addressed to the connection's key and
 * a pattern matches its type or a live payment subscription names its resource. Several matches still mean one
 * delivery.
 */
export const receives = (
  key: ConnectionKey,
  subscriptions: Subscriptions,
  event: RoutedEvent,
  nowMs: number
): boolean => {
  if (!addressedTo(key, event)) return false
  for (const events of subscriptions.patterns.values()) {
    if (events.has(event.eventType as EventType)) return true
  }
  const expiresAtMs = subscriptions.payments.get(event.aggregateId)
  return expiresAtMs !== undefined && expiresAtMs > nowMs
}

/**
 * The subscriptions after `event` was delivered: a payment subscription ends with the first `payment.paid`,
 * `payment.failed` or `payment.pix.expired` of its payment.
 */
export const afterDelivery = (subscriptions: Subscriptions, event: RoutedEvent): Subscriptions =>
  paymentEndingEvents.includes(event.eventType as EventType) && subscriptions.payments.has(event.aggregateId)
    ? unsubscribe(subscriptions, { _tag: "Payment", paymentId: event.aggregateId })
    : subscriptions
