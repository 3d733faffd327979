import { Context, Effect, Layer, Option, Ref } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import { MemoryTransactions } from "../shared/Transactor.ts"
import { RechargeStatusChanged, RechargeStoreError } from "./Errors.ts"
import {
  matchesFilters,
  newestFirst,
  type RechargeChanges,
  type RechargeListFilters,
  rechargeAdvanceBatchMax,
  rechargePageSizeMax,
  type RechargeRecord,
  type RechargeStatus
} from "./Record.ts"

export { RechargeStatusChanged, RechargeStoreError }

/** A page of recharges, newest first, and the count of every recharge that matches. */
export interface RechargePage {
  readonly items: ReadonlyArray<RechargeRecord>
  readonly total: number
}

/** Storage port of mobile recharges. Every read and write is scoped to one account. */
export class RechargeStore extends Context.Service<
  RechargeStore,
  {
    /** Stores a new recharge. An id already stored is a defect (ids are generated). */
    readonly insert: (record: RechargeRecord) => Effect.Effect<void, RechargeStoreError>
    /** The account's recharge with this id. */
    readonly findById: (
      accountId: AccountId,
      id: string
    ) => Effect.Effect<Option.Option<RechargeRecord>, RechargeStoreError>
    /**
     * One page of the account's recharges matching `filters` (`matchesFilters`), newest first (`newestFirst`), and
     * the count of all that match. `page` from 1; `pageSize` bounded by `rechargePageSizeMax`.
     */
    readonly findPage: (
      accountId: AccountId,
      filters: RechargeListFilters,
      page: { readonly page: number; readonly pageSize: number }
    ) => Effect.Effect<RechargePage, RechargeStoreError>
    /**
     * Recharges of any account in `status` last written at or before `updatedBefore`, oldest write first (id breaks
     * ties), at most `limit` (bounded by `rechargeAdvanceBatchMax`): the worker's due hand-overs and polls.
     */
    readonly findDue: (
      status: "PENDING" | "PROCESSING",
      updatedBefore: Date,
      limit: number
    ) => Effect.Effect<ReadonlyArray<RechargeRecord>, RechargeStoreError>
    /**
     * Writes `changes` over the recharge if its status is still `expected` (compare-and-set) and returns it as
     * written; otherwise `RechargeStatusChanged` and nothing is written. Of concurrent moves from one status, one wins.
     */
    readonly updateStatus: (
      accountId: AccountId,
      id: string,
      expected: RechargeStatus,
      changes: RechargeChanges
    ) => Effect.Effect<RechargeRecord, RechargeStatusChanged | RechargeStoreError>
  }
>()("@trilho/domain/RechargeStore") {}

/** The record with `changes` applied: fields the changes leave out keep their values. */
export const applyChanges = (record: RechargeRecord, changes: RechargeChanges): RechargeRecord => {
  const next: { -readonly [K in keyof RechargeRecord]: RechargeRecord[K] } = { ...record }
  next.status = changes.status
  next.updatedAt = changes.updatedAt
  if (changes.operatorReference !== undefined) next.operatorReference = changes.operatorReference
  if (changes.failureReason !== undefined) next.failureReason = changes.failureReason
  if (changes.completedAt !== undefined) next.completedAt = changes.completedAt
  if (changes.canceledAt !== undefined) next.canceledAt = changes.canceledAt
  if (changes.failedAt !== undefined) next.failedAt = changes.failedAt
  return next
}

const keyOf = (accountId: string, id: string) => `${accountId}/${id}`

/**
 * In-memory recharges with the same rules as the SQL store (the predicates are the domain's). When a
 * `MemoryTransactions` registry is provided (the memory `Transactor`), the store enlists in it.
 */
export const makeMemory = Effect.gen(function* () {
  const ref = yield* Ref.make<ReadonlyMap<string, RechargeRecord>>(new Map())
  const registry = yield* Effect.serviceOption(MemoryTransactions)
  if (Option.isSome(registry)) {
    yield* registry.value.enlist({ save: Effect.map(Ref.get(ref), (saved) => Ref.set(ref, saved)) })
  }
  return RechargeStore.of({
    insert: (record) =>
      Effect.flatMap(
        Ref.modify(ref, (state): readonly [boolean, ReadonlyMap<string, RechargeRecord>] => {
          const key = keyOf(record.accountId, record.id)
          return state.has(key) ? [false, state] : [true, new Map(state).set(key, record)]
        }),
        (inserted) => (inserted ? Effect.void : Effect.die(new Error(`recharge ${record.id} is already stored`)))
      ),
    findById: (accountId, id) =>
      Effect.map(Ref.get(ref), (state) => Option.fromUndefinedOr(state.get(keyOf(accountId, id)))),
    findPage: (accountId, filters, page) =>
      Effect.map(Ref.get(ref), (state) => {
        const matching = [...state.values()]
          .filter((r) => r.accountId === accountId && matchesFilters(r, filters))
          .sort(newestFirst)
        const size = Math.max(0, Math.min(Math.floor(page.pageSize), rechargePageSizeMax))
        const from = (Math.max(1, Math.floor(page.page)) - 1) * size
        return { items: matching.slice(from, from + size), total: matching.length }
      }),
    findDue: (status, updatedBefore, limit) =>
      Effect.map(Ref.get(ref), (state) =>
        [...state.values()]
          .filter((r) => r.status === status && r.updatedAt.getTime() <= updatedBefore.getTime())
          .sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
          .slice(0, Math.max(0, Math.min(Math.floor(limit), rechargeAdvanceBatchMax)))
      ),
    updateStatus: (accountId, id, expected, changes) =>
      Effect.flatMap(
        Ref.modify(ref, (state): readonly [RechargeRecord | undefined, ReadonlyMap<string, RechargeRecord>] => {
          const key = keyOf(accountId, id)
          const stored = state.get(key)
          if (stored === undefined || stored.status !== expected) return [undefined, state]
          const written = applyChanges(stored, changes)
          return [written, new Map(state).set(key, written)]
        }),
        (written) =>
          written === undefined ? Effect.fail(new RechargeStatusChanged({ id, expected })) : Effect.succeed(written)
      )
  })
})

/** The memory store as a layer. */
export const layerMemory: Layer.Layer<RechargeStore> = Layer.effect(RechargeStore, makeMemory)
