import { Context, Effect, Layer, Option, Ref } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import { DuplicateSubscriptionReference, SubscriptionChanged, SubscriptionStoreError } from "./SubscriptionErrors.ts"
import type { SubscriptionListFilters, SubscriptionRecord } from "./SubscriptionRecord.ts"

/** One page of subscriptions, newest first, and the count of all matches. */
export interface SubscriptionPage {
  readonly items: ReadonlyArray<SubscriptionRecord>
  readonly total: number
}

/** Subscriptions read per `findDue` call, at most. */
export const subscriptionDueBatchMax = 500

/**
 * Storage port of subscriptions. A write is a compare-and-set on the subscription's `version`: of two workers
 * advancing one subscription's cycle, or a worker and a cancel, exactly one writes.
 */
export class SubscriptionStore extends Context.Service<
  SubscriptionStore,
  {
    /** Inserts a subscription; `DuplicateSubscriptionReference` when its `externalReference` is taken. */
    readonly insert: (
      record: SubscriptionRecord
    ) => Effect.Effect<void, DuplicateSubscriptionReference | SubscriptionStoreError>
    /** The account's subscription with this id. */
    readonly findById: (
      accountId: AccountId,
      id: string
    ) => Effect.Effect<Option.Option<SubscriptionRecord>, SubscriptionStoreError>
    /** The account's subscription with this `externalReference`. */
    readonly findByExternalReference: (
      accountId: AccountId,
      externalReference: string
    ) => Effect.Effect<Option.Option<SubscriptionRecord>, SubscriptionStoreError>
    /** A page of the account's subscriptions passing `filters`, newest first. */
    readonly findManyByAccount: (
      accountId: AccountId,
      filters: SubscriptionListFilters,
      page: { readonly page: number; readonly pageSize: number }
    ) => Effect.Effect<SubscriptionPage, SubscriptionStoreError>
    /**
     * Up to `limit` (at most `subscriptionDueBatchMax`) ACTIVE subscriptions whose next cycle is due on or before
     * `until` (a São Paulo date), earliest first.
     */
    readonly findDue: (
      until: string,
      limit: number
    ) => Effect.Effect<ReadonlyArray<SubscriptionRecord>, SubscriptionStoreError>
    /**
     * Writes `next` (status, cycles billed, next due date, times, `version`) over the subscription while its version
     * is still `expectedVersion`; otherwise `SubscriptionChanged` and nothing is written.
     */
    readonly update: (
      next: SubscriptionRecord,
      expectedVersion: number
    ) => Effect.Effect<SubscriptionRecord, SubscriptionChanged | SubscriptionStoreError>
  }
>()("@trilho/domain/SubscriptionStore") {}

const newestFirst = (a: SubscriptionRecord, b: SubscriptionRecord) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)

/** The in-memory subscription store. */
export const makeSubscriptionMemory = Effect.gen(function* () {
  const ref = yield* Ref.make<ReadonlyMap<string, SubscriptionRecord>>(new Map())
  const find = (p: (r: SubscriptionRecord) => boolean) =>
    Effect.map(Ref.get(ref), (m) => Option.fromNullishOr([...m.values()].find(p)))
  return SubscriptionStore.of({
    insert: (record) =>
      Effect.flatMap(
        Ref.modify(ref, (m): readonly [boolean, ReadonlyMap<string, SubscriptionRecord>] => {
          const taken =
            record.externalReference !== undefined &&
            [...m.values()].some(
              (r) => r.accountId === record.accountId && r.externalReference === record.externalReference
            )
          return taken ? [false, m] : [true, new Map(m).set(record.id, record)]
        }),
        (ok) =>
          ok
            ? Effect.void
            : Effect.fail(
                new DuplicateSubscriptionReference({
                  accountId: record.accountId,
                  externalReference: record.externalReference ?? ""
                })
              )
      ),
    findById: (accountId, id) => find((r) => r.accountId === accountId && r.id === id),
    findByExternalReference: (accountId, reference) =>
      find((r) => r.accountId === accountId && r.externalReference === reference),
    findManyByAccount: (accountId, filters, page) =>
      Effect.map(Ref.get(ref), (m) => {
        const all = [...m.values()]
          .filter((r) => r.accountId === accountId && (filters.status === undefined || r.status === filters.status))
          .sort(newestFirst)
        const start = (Math.max(1, page.page) - 1) * page.pageSize
        return { items: all.slice(start, start + page.pageSize), total: all.length }
      }),
    findDue: (until, limit) =>
      Effect.map(Ref.get(ref), (m) =>
        [...m.values()]
          .filter((r) => r.status === "ACTIVE" && r.nextDueDate !== undefined && r.nextDueDate <= until)
          .sort((a, b) =>
            a.nextDueDate! < b.nextDueDate! ? -1 : a.nextDueDate! > b.nextDueDate! ? 1 : a.id < b.id ? -1 : 1
          )
          .slice(0, Math.min(limit, subscriptionDueBatchMax))
      ),
    update: (next, expectedVersion) =>
      Effect.flatMap(
        Ref.modify(ref, (m): readonly [SubscriptionRecord | undefined, ReadonlyMap<string, SubscriptionRecord>] => {
          const found = m.get(next.id)
          if (found === undefined || found.accountId !== next.accountId || found.version !== expectedVersion) {
            return [undefined, m]
          }
          return [next, new Map(m).set(next.id, next)]
        }),
        (updated) =>
          updated === undefined
            ? Effect.fail(new SubscriptionChanged({ subscriptionId: next.id }))
            : Effect.succeed(updated)
      )
  })
})

/** The in-memory subscription store. */
export const layerSubscriptionMemory: Layer.Layer<SubscriptionStore> = Layer.effect(
  SubscriptionStore,
  makeSubscriptionMemory
)
