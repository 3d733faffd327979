import { Context, Effect, Layer, Option } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import { makeStatusRecordsMemory, withChanges } from "../shared/StatusRecordsMemory.ts"
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
export const applyChanges = (record: RechargeRecord, changes: RechargeChanges): RechargeRecord =>
  withChanges<RechargeRecord>(record, changes)

/** In-memory recharges with the same rules as the SQL store (the predicates are the domain's). */
export const makeMemory = Effect.gen(function* () {
  const memory = yield* makeStatusRecordsMemory<RechargeRecord>({
    pageSizeMax: rechargePageSizeMax,
    batchMax: rechargeAdvanceBatchMax
  })
  return RechargeStore.of({
    insert: (record) =>
      Effect.flatMap(memory.insertNew(record), (inserted) =>
        inserted ? Effect.void : Effect.die(new Error(`recharge ${record.id} is already stored`))
      ),
    findById: memory.findById,
    findPage: (accountId, filters, page) =>
      memory.findPage(accountId, (r) => matchesFilters(r, filters), newestFirst, page),
    findDue: memory.findDue,
    updateStatus: (accountId, id, expected, changes) =>
      Effect.flatMap(
        memory.moveFrom(accountId, id, expected, (stored) => applyChanges(stored, changes)),
        (written) =>
          Option.isSome(written)
            ? Effect.succeed(written.value)
            : Effect.fail(new RechargeStatusChanged({ id, expected }))
      )
  })
})

/** The memory store as a layer. */
export const layerMemory: Layer.Layer<RechargeStore> = Layer.effect(RechargeStore, makeMemory)
