import { Context, Effect, Layer } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import { addressedTo } from "../realtime/Subscriptions.ts"
import { Outbox, type OutboxEvent, outboxPageMax, outboxStart, type OutboxStoreError } from "./Outbox.ts"

/** Filters of the event list: type exact, `createdAt` within the bounds (both inclusive). */
export interface EventQuery {
  readonly eventType?: string | undefined
  readonly dateFrom?: Date | undefined
  readonly dateTo?: Date | undefined
  /** Only the events a WebSocket connection of this key is sent (see `Realtime.Subscriptions.addressedTo`). */
  readonly apiKeyId?: string | undefined
  /** `desc` (newest first, the default) or `asc` (oldest first: a client catching up reads forward). */
  readonly order?: "asc" | "desc" | undefined
  readonly offset: number
  readonly limit: number
}

/** Events per page, at most. */
export const eventPageMax = 100

/**
 * The account's past events, read from the outbox (the same rows the dispatcher follows), for `GET /v1/events`: a
 * client that was offline reads what it missed.
 */
export class EventLog extends Context.Service<
  EventLog,
  {
    /** A page of the account's events, newest first, and how many match. */
    readonly findManyByAccount: (
      accountId: AccountId,
      query: EventQuery
    ) => Effect.Effect<{ readonly items: ReadonlyArray<OutboxEvent>; readonly total: number }, OutboxStoreError>
    /** One event of the account by its outbox id. */
    readonly findById: (accountId: AccountId, id: number) => Effect.Effect<OutboxEvent | undefined, OutboxStoreError>
  }
>()("@trilho/domain/EventLog") {}

/** The account's events from any `Outbox` (reads every row: memory mode and tests only). */
export const makeFromOutbox = Effect.gen(function* () {
  const outbox = yield* Outbox
  const all = (accountId: AccountId) =>
    Effect.gen(function* () {
      const events: Array<OutboxEvent> = []
      let cursor = outboxStart
      while (true) {
        const page = yield* outbox.readAfter(cursor, outboxPageMax, { accountId })
        events.push(...page.events)
        if (page.events.length < outboxPageMax) return events
        cursor = page.cursor
      }
    })
  return EventLog.of({
    findManyByAccount: (accountId, query) =>
      Effect.map(all(accountId), (events) => {
        const matching = events
          .filter((e) => query.eventType === undefined || e.eventType === query.eventType)
          .filter((e) => query.dateFrom === undefined || e.createdAt.getTime() >= query.dateFrom.getTime())
          .filter((e) => query.dateTo === undefined || e.createdAt.getTime() <= query.dateTo.getTime())
          .filter((e) => query.apiKeyId === undefined || addressedTo({ accountId, apiKeyId: query.apiKeyId }, e))
          .sort((a, b) =>
            query.order === "asc"
              ? a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id
              : b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id
          )
        return {
          items: matching.slice(query.offset, query.offset + Math.min(query.limit, eventPageMax)),
          total: matching.length
        }
      }),
    findById: (accountId, id) => Effect.map(all(accountId), (events) => events.find((e) => e.id === id))
  })
})

/** The event log over the `Outbox` in context. */
export const layerFromOutbox: Layer.Layer<EventLog, never, Outbox> = Layer.effect(EventLog, makeFromOutbox)
