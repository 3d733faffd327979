import { Context, Effect, Layer, Ref, Schema } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import { claimable, type DeliveryStatus, holdsLease } from "./Retry.ts"
import { type OutboxCursor, outboxStart } from "../events/Outbox.ts"

/** One webhook delivery: one event for one endpoint, with one id (`dlv_…`) kept across every attempt. */
export interface Delivery {
  readonly id: string
  readonly accountId: AccountId
  /** The outbox id of the event. */
  readonly eventId: number
  readonly endpointId: string
  readonly eventType: string
  /** The resource the event is about: deliveries of one endpoint and aggregate are sent in event order. */
  readonly aggregateId: string
  /** The exact body sent on every attempt (so the signature covers the same bytes each time). */
  readonly body: string
  readonly status: DeliveryStatus
  /** Attempts made so far. */
  readonly attempts: number
  /** Attempts allowed before FAILED: 6, one more after each redelivery by hand. */
  readonly attemptsLimit: number
  /** When the next attempt is due (PENDING only; during an attempt, the end of its lease). */
  readonly nextAttemptAt: Date | undefined
  readonly lastStatusCode: number | undefined
  readonly lastError: string | undefined
  readonly createdAt: Date
  readonly updatedAt: Date
}

/** One attempt of a delivery, as the log shows it. */
export interface DeliveryAttempt {
  readonly deliveryId: string
  /** 1 for the first attempt. */
  readonly attempt: number
  readonly at: Date
  /** The receiver's HTTP status; absent when no answer came (refused, timed out, address refused). */
  readonly statusCode: number | undefined
  readonly durationMs: number
  readonly error: string | undefined
}

/** A delivery with its attempts, oldest first. */
export interface DeliveryWithAttempts extends Delivery {
  readonly attemptsLog: ReadonlyArray<DeliveryAttempt>
}

/** A delivery the dispatcher creates. */
export interface NewDelivery {
  readonly id: string
  readonly accountId: AccountId
  readonly eventId: number
  readonly endpointId: string
  readonly eventType: string
  readonly aggregateId: string
  readonly body: string
  /** Attempts allowed before FAILED, as the dispatcher decides (`deliveryAttemptsMax`). */
  readonly attemptsLimit: number
  /** Due at once: the first attempt's time. */
  readonly createdAt: Date
}

/** A delivery leased to one sender: `leaseToken` proves the lease when the attempt is recorded. */
export interface ClaimedDelivery extends Delivery {
  readonly leaseToken: string
}

/**
 * The result of one attempt, recorded under the lease that claimed the delivery: the status the sender decided and,
 * for a PENDING one, when its next attempt is due (stored as given).
 */
export type AttemptRecord = AttemptFields & AttemptResult

/** The status an attempt leaves a delivery in; a PENDING one carries its next attempt's time. */
export type AttemptResult =
  | { readonly status: "PENDING"; readonly nextAttemptAt: Date }
  | { readonly status: "SUCCEEDED" | "FAILED"; readonly nextAttemptAt: undefined }

/** What every attempt record carries. */
export interface AttemptFields {
  readonly accountId: AccountId
  readonly deliveryId: string
  readonly leaseToken: string
  /** This attempt's number: the claimed delivery's `attempts` + 1. */
  readonly attempt: number
  readonly at: Date
  readonly durationMs: number
  readonly statusCode: number | undefined
  readonly error: string | undefined
}

/** Deliveries per `insertMany`, `claimDue` and page, at most. */
export const deliveriesBatchMax = 1000

/** The storage behind deliveries failed. Nothing is known to have been written. */
export class WebhookDeliveryStoreError extends Schema.TaggedError<WebhookDeliveryStoreError>()(
  "WebhookDeliveryStoreError",
  { message: Schema.String, cause: Schema.optional(Schema.Defect()) }
) {}

/**
 * Webhook deliveries, their attempt log, and the dispatcher's position in the outbox. Deliveries are unique per
 * (event, endpoint), so a dispatcher that runs a page twice creates nothing new.
 */
export class WebhookDeliveries extends Context.Service<
  WebhookDeliveries,
  {
    /**
     * The dispatcher cursor `name`, locked until the caller's transaction ends; `undefined` when another transaction
     * holds it (that dispatcher is busy: skip this round). Call inside `Transactor.transactionally`.
     */
    readonly lockCursor: (name: string) => Effect.Effect<OutboxCursor | undefined, WebhookDeliveryStoreError>
    /** Moves the cursor `name` (locked by `lockCursor` in the same transaction). */
    readonly saveCursor: (name: string, cursor: OutboxCursor) => Effect.Effect<void, WebhookDeliveryStoreError>
    /**
     * Inserts deliveries PENDING, due at their creation, with no attempt made, skipping any whose (event, endpoint)
     * exists; the count inserted.
     */
    readonly insertMany: (deliveries: ReadonlyArray<NewDelivery>) => Effect.Effect<number, WebhookDeliveryStoreError>
    /**
     * Leases up to `limit` of the deliveries `WebhookRetry.claimable` at `now` to `workerId` until `now + leaseMs`,
     * earliest due first: due PENDING ones that wait for no older PENDING delivery of their endpoint and aggregate.
     * Concurrent claimers never get the same delivery under the same lease; a delivery whose lease ended (its sender
     * died) is due again.
     */
    readonly claimDue: (
      workerId: string,
      now: Date,
      limit: number,
      leaseMs: number
    ) => Effect.Effect<ReadonlyArray<ClaimedDelivery>, WebhookDeliveryStoreError>
    /**
     * Records an attempt and the delivery's new status and next time as given, if the lease is still the caller's
     * (`WebhookRetry.holdsLease`: same token, no attempt recorded since); false when it is not (the lease ended and
     * another sender took the delivery).
     */
    readonly recordAttempt: (attempt: AttemptRecord) => Effect.Effect<boolean, WebhookDeliveryStoreError>
    /**
     * `recordAttempt` for many deliveries at once (one statement on SQL), each with its own answer, in order. At most
     * `deliveriesBatchMax` records; each names a different delivery.
     */
    readonly recordAttempts: (
      attempts: ReadonlyArray<AttemptRecord>
    ) => Effect.Effect<ReadonlyArray<boolean>, WebhookDeliveryStoreError>
    /** A delivery of the account with its attempts. */
    readonly findById: (
      accountId: AccountId,
      id: string
    ) => Effect.Effect<DeliveryWithAttempts | undefined, WebhookDeliveryStoreError>
    /** A page of an endpoint's deliveries, newest first, with their attempts. */
    readonly findManyByEndpoint: (
      accountId: AccountId,
      endpointId: string,
      page: { readonly offset: number; readonly limit: number }
    ) => Effect.Effect<
      { readonly items: ReadonlyArray<DeliveryWithAttempts>; readonly total: number },
      WebhookDeliveryStoreError
    >
    /** The deliveries of some events of the account, by event then creation. */
    readonly findManyByEvents: (
      accountId: AccountId,
      eventIds: ReadonlyArray<number>
    ) => Effect.Effect<ReadonlyArray<Delivery>, WebhookDeliveryStoreError>
    /**
     * Puts a delivery back to PENDING, due at `now`, allowed `attemptsLimit` attempts in all, if it still has the
     * status and attempts the caller read (compare-and-set on both, so a delivery that was redelivered, attempted and
     * settled again in between is refused); `undefined` when it changed.
     */
    readonly redeliver: (
      accountId: AccountId,
      id: string,
      expected: { readonly status: DeliveryStatus; readonly attempts: number },
      changes: { readonly attemptsLimit: number; readonly now: Date }
    ) => Effect.Effect<Delivery | undefined, WebhookDeliveryStoreError>
  }
>()("@trilho/domain/WebhookDeliveries") {}

interface MemoryState {
  readonly cursors: ReadonlyMap<string, OutboxCursor>
  readonly deliveries: ReadonlyMap<string, Delivery & { readonly leaseToken: string | undefined }>
  readonly attempts: ReadonlyArray<DeliveryAttempt>
  readonly leases: number
}

const strip = ({ leaseToken: _, ...delivery }: Delivery & { readonly leaseToken: string | undefined }): Delivery =>
  delivery

/** Records one attempt on the memory state, under the lease (the rule of `recordAttempt`). */
const recordStep = (s: MemoryState, a: AttemptRecord): readonly [boolean, MemoryState] => {
  const d = s.deliveries.get(a.deliveryId)
  if (d === undefined || d.accountId !== a.accountId || !holdsLease(d, a)) return [false, s]
  const updated = {
    ...d,
    status: a.status,
    attempts: a.attempt,
    nextAttemptAt: a.nextAttemptAt,
    lastStatusCode: a.statusCode,
    lastError: a.error,
    updatedAt: a.at,
    leaseToken: undefined
  }
  const attempt: DeliveryAttempt = {
    deliveryId: a.deliveryId,
    attempt: a.attempt,
    at: a.at,
    statusCode: a.statusCode,
    durationMs: a.durationMs,
    error: a.error
  }
  return [true, { ...s, deliveries: new Map(s.deliveries).set(d.id, updated), attempts: [...s.attempts, attempt] }]
}

/**
 * In-memory deliveries: storage only, the rules are the domain's (`WebhookRetry.claimable`, `holdsLease`). The cursor
 * lock is a no-op: memory runs one process.
 */
export const makeMemory = Effect.gen(function* () {
  const ref = yield* Ref.make<MemoryState>({ cursors: new Map(), deliveries: new Map(), attempts: [], leases: 0 })
  const withAttempts = (s: MemoryState, d: Delivery): DeliveryWithAttempts => ({
    ...d,
    attemptsLog: s.attempts.filter((a) => a.deliveryId === d.id).sort((a, b) => a.attempt - b.attempt)
  })
  return WebhookDeliveries.of({
    lockCursor: (name) => Effect.map(Ref.get(ref), (s) => s.cursors.get(name) ?? outboxStart),
    saveCursor: (name, cursor) => Ref.update(ref, (s) => ({ ...s, cursors: new Map(s.cursors).set(name, cursor) })),
    insertMany: (news) =>
      Ref.modify(ref, (s) => {
        const deliveries = new Map(s.deliveries)
        const keys = new Set([...deliveries.values()].map((d) => `${d.eventId}/${d.endpointId}`))
        let inserted = 0
        for (const n of news) {
          const key = `${n.eventId}/${n.endpointId}`
          if (keys.has(key) || deliveries.has(n.id)) continue
          keys.add(key)
          inserted++
          deliveries.set(n.id, {
            ...n,
            status: "PENDING",
            attempts: 0,
            nextAttemptAt: n.createdAt,
            lastStatusCode: undefined,
            lastError: undefined,
            updatedAt: n.createdAt,
            leaseToken: undefined
          })
        }
        return [inserted, { ...s, deliveries }] as const
      }),
    claimDue: (workerId, now, limit, leaseMs) =>
      Ref.modify(ref, (s) => {
        const due = claimable([...s.deliveries.values()], now.getTime())
          .sort((a, b) => a.nextAttemptAt!.getTime() - b.nextAttemptAt!.getTime() || a.eventId - b.eventId)
          .slice(0, Math.max(0, Math.min(limit, deliveriesBatchMax)))
        const deliveries = new Map(s.deliveries)
        let leases = s.leases
        const claimed = due.map((d): ClaimedDelivery => {
          leases++
          const leased = { ...d, nextAttemptAt: new Date(now.getTime() + leaseMs), leaseToken: `${workerId}:${leases}` }
          deliveries.set(d.id, leased)
          return { ...strip(leased), leaseToken: leased.leaseToken }
        })
        return [claimed, { ...s, deliveries, leases }] as const
      }),
    recordAttempt: (a) => Ref.modify(ref, (s) => recordStep(s, a)),
    recordAttempts: (records) =>
      Ref.modify(ref, (s) => {
        let state = s
        const answers = records.map((a) => {
          const [answer, next] = recordStep(state, a)
          state = next
          return answer
        })
        return [answers, state] as const
      }),
    findById: (accountId, id) =>
      Effect.map(Ref.get(ref), (s) => {
        const d = s.deliveries.get(id)
        return d === undefined || d.accountId !== accountId ? undefined : withAttempts(s, strip(d))
      }),
    findManyByEndpoint: (accountId, endpointId, page) =>
      Effect.map(Ref.get(ref), (s) => {
        const all = [...s.deliveries.values()]
          .filter((d) => d.accountId === accountId && d.endpointId === endpointId)
          .sort((a, b) => b.eventId - a.eventId || (a.id < b.id ? 1 : -1))
        const items = all
          .slice(page.offset, page.offset + Math.min(page.limit, deliveriesBatchMax))
          .map((d) => withAttempts(s, strip(d)))
        return { items, total: all.length }
      }),
    findManyByEvents: (accountId, eventIds) =>
      Effect.map(Ref.get(ref), (s) => {
        const wanted = new Set(eventIds)
        return [...s.deliveries.values()]
          .filter((d) => d.accountId === accountId && wanted.has(d.eventId))
          .sort((a, b) => a.eventId - b.eventId || (a.id < b.id ? -1 : 1))
          .map(strip)
      }),
    redeliver: (accountId, id, expected, changes) =>
      Ref.modify(ref, (s) => {
        const d = s.deliveries.get(id)
        if (d === undefined || d.accountId !== accountId || d.status !== expected.status) return [undefined, s] as const
        if (d.attempts !== expected.attempts) return [undefined, s] as const
        const updated = {
          ...d,
          status: "PENDING" as const,
          attemptsLimit: changes.attemptsLimit,
          nextAttemptAt: changes.now,
          updatedAt: changes.now,
          leaseToken: undefined
        }
        return [strip(updated), { ...s, deliveries: new Map(s.deliveries).set(id, updated) }] as const
      })
  })
})

/** The in-memory deliveries store. */
export const layerMemory: Layer.Layer<WebhookDeliveries> = Layer.effect(WebhookDeliveries, makeMemory)
