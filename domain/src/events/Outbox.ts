import { Context, Effect, Layer, Option, Ref, Schema } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import { MemoryTransactions } from "../shared/Transactor.ts"

/**
 * A follower's position in the outbox: `<transaction>:<id>`, opaque to callers. Rows are read in (writing
 * transaction, id) order, so a row whose transaction commits late is still ahead of every position already handed
 * out (DESIGN §6).
 */
export const OutboxCursor = Schema.String.check(Schema.isPattern(/^\d{1,20}:\d{1,20}$/)).pipe(
  Schema.brand("OutboxCursor")
)
export type OutboxCursor = typeof OutboxCursor.Type

/** The position before the first row. */
export const outboxStart = "0:0" as OutboxCursor

/** Rows per `readAfter` call, at most. */
export const outboxPageMax = 1000

/** An event to write in the same transaction as the state change that caused it. */
export interface OutboxEventInput {
  readonly accountId: AccountId
  /** The event name of the catalog, e.g. `payment.paid`. */
  readonly eventType: string
  /** The id of the resource the event is about (transaction, transfer, MED …). */
  readonly aggregateId: string
  /** The API key whose request caused the event, when one did. */
  readonly apiKeyId?: string | undefined
  /** The event's `data`: any JSON value; stored as JSON (a `Date` reads back as its ISO text). */
  readonly payload: unknown
  readonly createdAt: Date
}

/** A stored event. `id` is ever-increasing in insertion order; `position` is the cursor just after this row. */
export interface OutboxEvent extends OutboxEventInput {
  readonly id: number
  readonly position: OutboxCursor
}

export interface OutboxPage {
  readonly events: ReadonlyArray<OutboxEvent>
  /** The position to pass to the next call: the last event's, or the given one when the page is empty. */
  readonly cursor: OutboxCursor
}

/** The storage behind the outbox failed. Nothing is known to have been written. */
export class OutboxStoreError extends Schema.TaggedError<OutboxStoreError>()("OutboxStoreError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}

/** The outbox of DESIGN §6: events written with their state change, followed by id without skipping late commits. */
export class Outbox extends Context.Service<
  Outbox,
  {
    /**
     * Appends events in order and returns their ids. Joins the caller's transaction when there is one, so the events
     * commit (or vanish) with the state change.
     */
    readonly append: (events: ReadonlyArray<OutboxEventInput>) => Effect.Effect<ReadonlyArray<number>, OutboxStoreError>
    /**
     * Up to `limit` (at most `outboxPageMax`) committed events after `cursor`, in order. Stops before any row that a
     * transaction still in flight could precede: a follower that passes back each page's `cursor` sees every event
     * exactly once. `accountId` restricts the page to one account.
     */
    readonly readAfter: (
      cursor: OutboxCursor,
      limit: number,
      options?: { readonly accountId?: AccountId | undefined }
    ) => Effect.Effect<OutboxPage, OutboxStoreError>
    /**
     * Whether committed events after `cursor` wait behind a transaction still in flight, which `readAfter` cannot
     * return yet: a follower that was told of them reads again soon instead of waiting for the next notice.
     */
    readonly heldBack: (cursor: OutboxCursor) => Effect.Effect<boolean, OutboxStoreError>
    /**
     * The position after every event committed so far: a follower starting there reads only what commits from now
     * on, including rows of transactions still in flight.
     */
    readonly readEnd: Effect.Effect<OutboxCursor, OutboxStoreError>
  }
>()("@trilho/domain/Outbox") {}

const parseCursor = (cursor: OutboxCursor): readonly [bigint, bigint] => {
  const [tx, id] = cursor.split(":")
  return [BigInt(tx!), BigInt(id!)]
}

/** The cursor just after a row written by transaction `tx` with id `id`. */
export const outboxCursor = (tx: bigint | number | string, id: bigint | number | string): OutboxCursor =>
  `${tx}:${id}` as OutboxCursor

interface MemoryRow {
  readonly tx: bigint
  readonly event: OutboxEvent
}

/**
 * In-memory outbox: each `append` call is one transaction. It enlists in the memory `Transactor` when that layer is
 * provided to it, so the events of a failed transaction are rolled back with it, as on SQL.
 */
export const makeMemoryOutbox = Effect.gen(function* () {
  const ref = yield* Ref.make<{ readonly rows: ReadonlyArray<MemoryRow>; readonly tx: bigint; readonly id: number }>({
    rows: [],
    tx: 0n,
    id: 0
  })
  const registry = yield* Effect.serviceOption(MemoryTransactions)
  if (Option.isSome(registry)) {
    yield* registry.value.enlist({ save: Effect.map(Ref.get(ref), (saved) => Ref.set(ref, saved)) })
  }
  return Outbox.of({
    append: (events) =>
      Ref.modify(ref, (s) => {
        const tx = s.tx + 1n
        const rows = events.map((e, i): MemoryRow => ({
          tx,
          event: {
            id: s.id + i + 1,
            position: outboxCursor(tx, s.id + i + 1),
            accountId: e.accountId,
            eventType: e.eventType,
            aggregateId: e.aggregateId,
            ...(e.apiKeyId === undefined ? {} : { apiKeyId: e.apiKeyId }),
            payload: JSON.parse(JSON.stringify(e.payload ?? null)),
            createdAt: e.createdAt
          }
        }))
        return [rows.map((r) => r.event.id), { rows: [...s.rows, ...rows], tx, id: s.id + events.length }] as const
      }),
    readAfter: (cursor, limit, options) =>
      Effect.map(Ref.get(ref), (s) => {
        const [tx, id] = parseCursor(cursor)
        const size = Math.max(0, Math.min(limit, outboxPageMax))
        const events = s.rows
          .filter((r) => r.tx > tx || (r.tx === tx && BigInt(r.event.id) > id))
          .filter((r) => options?.accountId === undefined || r.event.accountId === options.accountId)
          .slice(0, size)
          .map((r) => r.event)
        return { events, cursor: events.length === 0 ? cursor : events[events.length - 1]!.position }
      }),
    // Every row appended is handed out at once: none is ever held back.
    heldBack: () => Effect.succeed(false),
    readEnd: Effect.map(Ref.get(ref), (s) => outboxCursor(s.tx, s.id))
  })
})

export const layerMemory: Layer.Layer<Outbox> = Layer.effect(Outbox, makeMemoryOutbox)
