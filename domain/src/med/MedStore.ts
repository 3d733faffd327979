import { Context, Effect, Layer, Option, Ref } from "effect"
import type { PageRequest } from "../charges/Record.ts"
import type { AccountId } from "../ledger/Model.ts"
import { MemoryTransactions } from "../shared/Transactor.ts"
import { isOwing } from "./Blocks.ts"
import {
  type MedCursor,
  type MedDispute,
  type MedListFilters,
  matchesMedFilters,
  newestMedFirst,
  oldestMedFirst
} from "./Dispute.ts"
import { MedAlreadyOpened, MedNotFound, MedStatusChanged, MedStoreError } from "./Errors.ts"
import { isOpen } from "./Machine.ts"

/**
 * What a compare-and-set compares: the dispute's status and its blocked amount. The blocked amount is the record's
 * share of the ledger's `blocked` bucket, so a write from a stale read (a block, a release, a return or an evidence
 * written over a concurrent block) must fail rather than let the record and the ledger disagree.
 */
export type MedVersion = Pick<MedDispute, "status" | "blockedCentavos">

/** Disputes per `findOwing` call, at most. */
export const owingPageMax = 500

/** One page of disputes, newest first, and the count of all matches. */
export interface MedPage {
  readonly items: ReadonlyArray<MedDispute>
  readonly total: number
}

/**
 * Storage port of MED disputes. Every read but `findOwing` is scoped to one account: another account's dispute is not
 * found. `findOwing` serves the worker's catch-up across accounts.
 */
export class MedStore extends Context.Service<
  MedStore,
  {
    /**
     * Stores a new dispute. Fails with `MedAlreadyOpened` when the account's transaction already has a dispute or the
     * protocol is taken (unique constraints, not reads before the write); nothing is written then.
     */
    readonly insert: (dispute: MedDispute) => Effect.Effect<void, MedAlreadyOpened | MedStoreError>
    /** The account's dispute with this id. */
    readonly findById: (accountId: AccountId, id: string) => Effect.Effect<Option.Option<MedDispute>, MedStoreError>
    /** The account's dispute with this protocol. */
    readonly findByProtocol: (
      accountId: AccountId,
      protocol: string
    ) => Effect.Effect<Option.Option<MedDispute>, MedStoreError>
    /**
     * Compare-and-set: replaces the account's dispute with `next` (same id) only if its status and blocked amount are
     * still `from`'s; returns `next`. Otherwise `MedStatusChanged`, or `MedNotFound`.
     */
    readonly update: (
      from: MedVersion,
      next: MedDispute
    ) => Effect.Effect<MedDispute, MedNotFound | MedStatusChanged | MedStoreError>
    /**
     * One page of the account's disputes passing `filters` (`matchesMedFilters`), newest first (`newestMedFirst`),
     * and the number of all that pass. `page` starts at 1; the caller bounds `pageSize`.
     */
    readonly findManyByAccount: (
      accountId: AccountId,
      filters: MedListFilters,
      page: PageRequest
    ) => Effect.Effect<MedPage, MedStoreError>
    /**
     * Up to `limit` (at most `owingPageMax`) disputes of any account still running (`isOpen(status)`) that owe blocked
     * money (`isOwing`), oldest first (`oldestMedFirst`: created, then id), after `after` in that order when given
     * (the last of the previous page).
     */
    readonly findOwing: (
      limit: number,
      after?: MedCursor | undefined
    ) => Effect.Effect<ReadonlyArray<MedDispute>, MedStoreError>
  }
>()("@trilho/domain/MedStore") {}

const bound = (limit: number, max: number) => Math.max(0, Math.min(Math.floor(limit), max))

type State = ReadonlyMap<string, MedDispute>

/** In-memory disputes with the SQL store's rules; enlists in the memory `Transactor` when it is provided. */
export const makeMemory = Effect.gen(function* () {
  const ref = yield* Ref.make<State>(new Map())
  const registry = yield* Effect.serviceOption(MemoryTransactions)
  if (Option.isSome(registry)) {
    yield* registry.value.enlist({ save: Effect.map(Ref.get(ref), (saved) => Ref.set(ref, saved)) })
  }
  const own = (accountId: AccountId, pick: (d: MedDispute) => boolean) =>
    Effect.map(Ref.get(ref), (s) =>
      Option.fromNullishOr([...s.values()].find((d) => d.accountId === accountId && pick(d)))
    )
  return MedStore.of({
    insert: (dispute) =>
      Effect.flatMap(
        Ref.modify(ref, (s): readonly [MedAlreadyOpened | undefined, State] => {
          for (const d of s.values()) {
            if (
              d.accountId === dispute.accountId &&
              (d.transactionId === dispute.transactionId || d.protocol === dispute.protocol)
            ) {
              return [new MedAlreadyOpened({ transactionId: dispute.transactionId, medId: d.id }), s]
            }
          }
          return [undefined, new Map(s).set(dispute.id, dispute)]
        }),
        (error) => (error === undefined ? Effect.void : Effect.fail(error))
      ),
    findById: (accountId, id) => own(accountId, (d) => d.id === id),
    findByProtocol: (accountId, protocol) => own(accountId, (d) => d.protocol === protocol),
    update: (from, next) =>
      Effect.flatMap(
        Ref.modify(ref, (s): readonly [MedNotFound | MedStatusChanged | undefined, State] => {
          const current = s.get(next.id)
          if (current === undefined || current.accountId !== next.accountId)
            return [new MedNotFound({ id: next.id }), s]
          if (current.status !== from.status || current.blockedCentavos !== from.blockedCentavos) {
            return [new MedStatusChanged({ medId: next.id, expected: from.status, actual: current.status }), s]
          }
          return [undefined, new Map(s).set(next.id, next)]
        }),
        (error) => (error === undefined ? Effect.succeed(next) : Effect.fail(error))
      ),
    findManyByAccount: (accountId, filters, page) =>
      Effect.map(Ref.get(ref), (s) => {
        const all = [...s.values()]
          .filter((d) => d.accountId === accountId && matchesMedFilters(d, filters))
          .sort(newestMedFirst)
        const start = (page.page - 1) * page.pageSize
        return { items: all.slice(start, start + page.pageSize), total: all.length }
      }),
    findOwing: (limit, after) =>
      Effect.map(Ref.get(ref), (s) =>
        [...s.values()]
          .filter((d) => isOpen(d.status) && isOwing(d) && (after === undefined || oldestMedFirst(after, d) < 0))
          .sort(oldestMedFirst)
          .slice(0, bound(limit, owingPageMax))
      )
  })
})

/** The in-memory dispute store; it enlists in the memory `Transactor` when that layer is provided to it. */
export const layerMemory: Layer.Layer<MedStore> = Layer.effect(MedStore, makeMemory)

export { MedStoreError }
