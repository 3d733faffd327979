import { Realtime } from "@trilho/domain"
import type { RealtimeEvent, Subscription } from "./RealtimeClient.ts"

/** Event ids (`evt_…`) remembered for deduplication, at most. */
export const seenIdsMax = 10_000

/** The client's memory across connections. */
export interface State {
  readonly seen: Set<string>
  readonly order: Array<string>
  /** The newest `createdAt` emitted, in ms. */
  newestMs: number | undefined
  /** No event before this is emitted (ms); set at the first connection unless `since` was given. */
  floorMs: number | undefined
  /** Payment subscriptions still open (ended by their payment's final event, or 30 min). */
  payments: Map<string, number>
  readonly patterns: ReadonlyArray<string>
  readonly patternEvents: ReadonlySet<string>
}

/**
 * Whether the event is new and not before the floor; remembers it if so. A gateway may send an event committed before
 * the subscription (its reader waits behind older transactions of the database server, and a gateway starting
 * anew re-reads rows committed just before): the floor, not the way it came, decides.
 */
export const remember = (state: State, event: RealtimeEvent): boolean => {
  if (state.seen.has(event.id)) return false
  const createdAtMs = Date.parse(event.createdAt)
  if (state.floorMs !== undefined && createdAtMs < state.floorMs) return false
  state.seen.add(event.id)
  state.order.push(event.id)
  if (state.order.length > seenIdsMax) state.seen.delete(state.order.shift()!)
  if (!Number.isNaN(createdAtMs)) state.newestMs = Math.max(state.newestMs ?? createdAtMs, createdAtMs)
  return true
}

export const paymentIdOf = (event: RealtimeEvent): string | undefined => {
  const data = event.data as { readonly id?: unknown } | null
  return typeof data?.id === "string" ? data.id : undefined
}

/** Whether a REST event is one the subscriptions ask for (the gateway decides for socket events). */
export const wanted = (state: State, event: RealtimeEvent): boolean => {
  if (state.patternEvents.has(event.event)) return true
  const paymentId = paymentIdOf(event)
  return paymentId !== undefined && state.payments.has(paymentId)
}

/** A payment's final event ends its subscription, as on the gateway. */
export const afterEvent = (state: State, event: RealtimeEvent) => {
  const paymentId = paymentIdOf(event)
  if (paymentId !== undefined && Realtime.Subscriptions.paymentEndingEvents.includes(event.event as never)) {
    state.payments.delete(paymentId)
  }
}

/**
 * The business event of a frame `{id, eventId, event, createdAt, data}`: its `eventId` is the event's id, its `id` the
 * delivery's. Anything else (answers, errors) is not one.
 */
export const eventOfFrame = (m: Record<string, unknown>): RealtimeEvent | undefined =>
  typeof m.id === "string" &&
  typeof m.eventId === "string" &&
  typeof m.event === "string" &&
  typeof m.createdAt === "string"
    ? { id: m.eventId, event: m.event, createdAt: m.createdAt, data: m.data, deliveryId: m.id }
    : undefined

/** What to subscribe to on a new connection: the patterns, and the payments whose subscriptions have not expired. */
export const resubscriptions = (state: State, nowMs: number): ReadonlyArray<Subscription> => {
  state.floorMs ??= nowMs
  for (const [paymentId, untilMs] of state.payments) if (untilMs <= nowMs) state.payments.delete(paymentId)
  return [
    ...state.patterns.map((pattern) => ({ pattern })),
    ...[...state.payments.keys()].map((paymentId) => ({ paymentId }))
  ]
}

/** The subscription a gateway message echoes, if any. */
export const echoOf = (m: Record<string, unknown>): Subscription | undefined =>
  typeof m.pattern === "string"
    ? { pattern: m.pattern }
    : typeof m.paymentId === "string"
      ? { paymentId: m.paymentId }
      : undefined
