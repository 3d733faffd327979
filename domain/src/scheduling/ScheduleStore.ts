import { Context, Effect, Layer, Option, Ref } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import { MemoryTransactions } from "../shared/Transactor.ts"
import { ActiveSchedulesLimitReached, ScheduleChanged, ScheduleNotFound, ScheduleStoreError } from "./Errors.ts"
import {
  claimableSince,
  countsAsActive,
  isClaimable,
  isWatchedThreshold,
  newestFirst,
  type ScheduledTransferRecord
} from "./Record.ts"

export { ActiveSchedulesLimitReached, ScheduleChanged, ScheduleNotFound, ScheduleStoreError }

/** Schedules per `findDue` call, at most. */
export const dueBatchMax = 500

/** Schedules per `findManyByAccount` call, at most. */
export const accountListMax = 100

/** Schedules per `findManyThresholds` call, at most. */
export const thresholdPageMax = 1_000

/**
 * Storage port of scheduled transfers. Reads by id and lists are scoped to one account; `findDue` and
 * `findManyThresholds` serve the worker across accounts. Every write after the insert is a compare-and-set on
 * `version`, so concurrent writers (two workers, a worker and the merchant) never overwrite each other.
 */
export class ScheduleStore extends Context.Service<
  ScheduleStore,
  {
    /**
     * Stores a new schedule. When it counts as active (`countsAsActive`) and its account already has `activeMax`
     * active ones, refuses with `ActiveSchedulesLimitReached`; the count and the write are atomic per account.
     */
    readonly insert: (
      record: ScheduledTransferRecord,
      activeMax: number
    ) => Effect.Effect<void, ActiveSchedulesLimitReached | ScheduleStoreError>
    /** The account's schedule with this id. */
    readonly findById: (
      accountId: AccountId,
      id: string
    ) => Effect.Effect<Option.Option<ScheduledTransferRecord>, ScheduleStoreError>
    /** The account's schedules, newest first (`newestFirst`), at most `limit` (bounded by `accountListMax`). */
    readonly findManyByAccount: (
      accountId: AccountId,
      limit: number
    ) => Effect.Effect<ReadonlyArray<ScheduledTransferRecord>, ScheduleStoreError>
    /**
     * Writes `record` (with `version` = `expectedVersion` + 1) over the stored one if its version is still
     * `expectedVersion`, and returns what was written; otherwise `ScheduleChanged` (or `ScheduleNotFound`). With
     * `activeMax`, a record that counts as active is refused with `ActiveSchedulesLimitReached` when its account has
     * `activeMax` other active schedules (atomic per account, as in `insert`).
     */
    readonly update: (
      record: ScheduledTransferRecord,
      expectedVersion: number,
      activeMax?: number
    ) => Effect.Effect<
      ScheduledTransferRecord,
      ScheduleChanged | ScheduleNotFound | ActiveSchedulesLimitReached | ScheduleStoreError
    >
    /**
     * Up to `limit` (at most `dueBatchMax`) schedules of any account that a worker may claim at `now`
     * (`isClaimable`), the longest claimable first (`claimableSince`, then id). A read: claiming is an `update`.
     */
    readonly findDue: (
      now: Date,
      limit: number
    ) => Effect.Effect<ReadonlyArray<ScheduledTransferRecord>, ScheduleStoreError>
    /**
     * Up to `limit` (at most `thresholdPageMax`) active `balance_threshold` schedules of any account with an id
     * after `afterId` (all when undefined), by id.
     */
    readonly findManyThresholds: (
      afterId: string | undefined,
      limit: number
    ) => Effect.Effect<ReadonlyArray<ScheduledTransferRecord>, ScheduleStoreError>
  }
>()("@trilho/domain/ScheduleStore") {}

const bound = (limit: number, max: number) => Math.max(0, Math.min(Math.floor(limit), max))

const activeOthers = (all: Iterable<ScheduledTransferRecord>, record: ScheduledTransferRecord) => {
  let n = 0
  for (const r of all) if (r.accountId === record.accountId && r.id !== record.id && countsAsActive(r)) n++
  return n
}

type Refusal = ActiveSchedulesLimitReached | ScheduleChanged | ScheduleNotFound

/**
 * In-memory schedules with the same rules as the SQL store (the predicates are the domain's). When a
 * `MemoryTransactions` registry is provided (the memory `Transactor`), the store enlists in it.
 */
export const makeMemory = Effect.gen(function* () {
  const ref = yield* Ref.make<ReadonlyMap<string, ScheduledTransferRecord>>(new Map())
  const registry = yield* Effect.serviceOption(MemoryTransactions)
  if (Option.isSome(registry)) {
    yield* registry.value.enlist({ save: Effect.map(Ref.get(ref), (saved) => Ref.set(ref, saved)) })
  }
  const overLimit = (
    all: ReadonlyMap<string, ScheduledTransferRecord>,
    record: ScheduledTransferRecord,
    max?: number
  ) =>
    max !== undefined && countsAsActive(record) && activeOthers(all.values(), record) >= max
      ? new ActiveSchedulesLimitReached({ accountId: record.accountId, max })
      : undefined
  const settle = <A>(result: A | Refusal) =>
    typeof result === "object" && result !== null && "_tag" in result
      ? Effect.fail(result as Refusal)
      : Effect.succeed(result as A)
  return ScheduleStore.of({
    insert: (record, activeMax) =>
      Effect.flatMap(
        Ref.modify(
          ref,
          (all): readonly [Refusal | "duplicate_id" | undefined, ReadonlyMap<string, ScheduledTransferRecord>] => {
            if (all.has(record.id)) return ["duplicate_id", all]
            const refused = overLimit(all, record, activeMax)
            return refused === undefined ? [undefined, new Map(all).set(record.id, record)] : [refused, all]
          }
        ),
        (refused) =>
          refused === undefined
            ? Effect.void
            : refused === "duplicate_id"
              ? Effect.die(new Error(`scheduled transfer ${record.id} is already stored`))
              : Effect.fail(refused as ActiveSchedulesLimitReached)
      ),
    findById: (accountId, id) =>
      Effect.map(Ref.get(ref), (all) => {
        const found = all.get(id)
        return found !== undefined && found.accountId === accountId ? Option.some(found) : Option.none()
      }),
    findManyByAccount: (accountId, limit) =>
      Effect.map(Ref.get(ref), (all) =>
        [...all.values()]
          .filter((r) => r.accountId === accountId)
          .sort(newestFirst)
          .slice(0, bound(limit, accountListMax))
      ),
    update: (record, expectedVersion, activeMax) =>
      Effect.flatMap(
        Ref.modify(
          ref,
          (all): readonly [ScheduledTransferRecord | Refusal, ReadonlyMap<string, ScheduledTransferRecord>] => {
            const stored = all.get(record.id)
            if (stored === undefined || stored.accountId !== record.accountId) {
              return [new ScheduleNotFound({ id: record.id }), all]
            }
            if (stored.version !== expectedVersion) {
              return [new ScheduleChanged({ id: record.id, expectedVersion }), all]
            }
            const refused = overLimit(all, record, activeMax)
            if (refused !== undefined) return [refused, all]
            const written = { ...record, version: expectedVersion + 1 }
            return [written, new Map(all).set(record.id, written)]
          }
        ),
        (result) => settle<ScheduledTransferRecord>(result)
      ),
    findDue: (now, limit) =>
      Effect.map(Ref.get(ref), (all) =>
        [...all.values()]
          .filter((r) => isClaimable(r, now))
          .sort((a, b) => claimableSince(a) - claimableSince(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
          .slice(0, bound(limit, dueBatchMax))
      ),
    findManyThresholds: (afterId, limit) =>
      Effect.map(Ref.get(ref), (all) =>
        [...all.values()]
          .filter((r) => isWatchedThreshold(r) && (afterId === undefined || r.id > afterId))
          .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
          .slice(0, bound(limit, thresholdPageMax))
      )
  })
})

/** The in-memory schedule store; it enlists in the memory `Transactor` when that layer is provided to it. */
export const layerMemory: Layer.Layer<ScheduleStore> = Layer.effect(ScheduleStore, makeMemory)
