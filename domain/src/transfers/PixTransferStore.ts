import { Context, Effect, Layer, Option, Ref } from "effect"
import { usageWithin } from "../limits/Limits.ts"
import type { LimitUsage } from "../limits/Model.ts"
import type { LimitPeriodBounds } from "../limits/Period.ts"
import type { ChargeListFilters, PageRequest } from "../charges/Record.ts"
import type { AccountId } from "../ledger/Model.ts"
import type { Recipient } from "../pix/Notices.ts"
import type { PixTransferStatus } from "../transactions/Status.ts"
import { DuplicatePixTransferReference, PixTransferStatusChanged, PixTransferStoreError } from "./PixErrors.ts"
import {
  isResendable,
  limitDebitOf,
  matchesPixFilters,
  newestPixFirst,
  type PixTransferRecord,
  type SecurityReview
} from "./PixRecord.ts"
import { MemoryTransactions } from "../shared/Transactor.ts"

/** One page of PIX transfers, newest first, and the count of all matches. */
export interface PixTransferPage {
  readonly items: ReadonlyArray<PixTransferRecord>
  readonly total: number
}

/** The state a compare-and-set move expects to find. */
export interface PixTransferExpected {
  readonly status: PixTransferStatus
  readonly review: SecurityReview
}

/** What a move writes besides `updatedAt`; fields left out keep their value. */
export interface PixTransferChanges {
  readonly status: PixTransferStatus
  readonly review?: SecurityReview
  readonly referenceId?: string
  readonly recipient?: Recipient
  readonly failureReason?: string
  readonly completedAt?: Date
  readonly updatedAt: Date
}

/** PIX transfers returned by `findResendable`, at most. */
export const resendableMax = 500

/** Storage port of sent PIX (`PIX_OUT`) records. */
export class PixTransferStore extends Context.Service<
  PixTransferStore,
  {
    /** Inserts a transfer; `DuplicatePixTransferReference` when its `externalReference` is taken (nothing written). */
    readonly insert: (
      record: PixTransferRecord
    ) => Effect.Effect<void, DuplicatePixTransferReference | PixTransferStoreError>
    /** The account's transfer with this id. */
    readonly findById: (
      accountId: AccountId,
      id: string
    ) => Effect.Effect<Option.Option<PixTransferRecord>, PixTransferStoreError>
    /** The account's transfer with this `externalReference`. */
    readonly findByExternalReference: (
      accountId: AccountId,
      externalReference: string
    ) => Effect.Effect<Option.Option<PixTransferRecord>, PixTransferStoreError>
    /** The transfer with this end-to-end id, whatever its account (the network's notices name only it). */
    readonly findByEndToEndId: (
      endToEndId: string
    ) => Effect.Effect<Option.Option<PixTransferRecord>, PixTransferStoreError>
    /** A page of the account's transfers passing `filters`, newest first, ties by id descending. */
    readonly findManyByAccount: (
      accountId: AccountId,
      filters: ChargeListFilters,
      page: PageRequest
    ) => Effect.Effect<PixTransferPage, PixTransferStoreError>
    /**
     * Moves a transfer by compare-and-set: applies `changes` only when it is still in `expected` (status and review);
     * otherwise `PixTransferStatusChanged` and nothing is written. Returns the updated record.
     */
    readonly updateStatus: (
      accountId: AccountId,
      id: string,
      expected: PixTransferExpected,
      changes: PixTransferChanges
    ) => Effect.Effect<PixTransferRecord, PixTransferStatusChanged | PixTransferStoreError>
    /**
     * PENDING transfers not held by a review (`NONE` or `APPROVED`) created at or before `createdBefore`, oldest
     * first, at most `limit` (≤ `resendableMax`): those a crash may have left unsent.
     */
    readonly findResendable: (
      createdBefore: Date,
      limit: number
    ) => Effect.Effect<ReadonlyArray<PixTransferRecord>, PixTransferStoreError>
    /**
     * What counts against a subaccount's limits: the sum of its transfers' debits (`amountCentavos`) not FAILED
     * (completed, and in flight, which may yet complete) created in the São Paulo day and month of `bounds`.
     */
    readonly sumSubaccountDebits: (
      accountId: AccountId,
      subaccountId: string,
      bounds: LimitPeriodBounds
    ) => Effect.Effect<LimitUsage, PixTransferStoreError>
  }
>()("@trilho/domain/PixTransferStore") {}

const refKey = (accountId: string, externalReference: string) => `${accountId}\u0000${externalReference}`

interface MemoryState {
  readonly byId: ReadonlyMap<string, PixTransferRecord>
  readonly byReference: ReadonlyMap<string, string>
}

/** In-memory transfers with the SQL store's rules; enlists in the memory `Transactor` when it is provided. */
export const makeMemory = Effect.gen(function* () {
  const ref = yield* Ref.make<MemoryState>({ byId: new Map(), byReference: new Map() })
  const registry = yield* Effect.serviceOption(MemoryTransactions)
  if (Option.isSome(registry)) {
    yield* registry.value.enlist({ save: Effect.map(Ref.get(ref), (saved) => Ref.set(ref, saved)) })
  }
  const owned = (s: MemoryState, accountId: string, id: string) => {
    const found = s.byId.get(id)
    return found !== undefined && found.accountId === accountId ? found : undefined
  }
  return PixTransferStore.of({
    insert: (record) =>
      Effect.flatMap(
        Ref.modify(ref, (s): readonly [DuplicatePixTransferReference | "duplicate_id" | undefined, MemoryState] => {
          if (s.byId.has(record.id)) return ["duplicate_id", s]
          const key =
            record.externalReference === undefined ? undefined : refKey(record.accountId, record.externalReference)
          if (key !== undefined && s.byReference.has(key)) {
            return [
              new DuplicatePixTransferReference({
                accountId: record.accountId,
                externalReference: record.externalReference!
              }),
              s
            ]
          }
          const byId = new Map(s.byId).set(record.id, record)
          const byReference = key === undefined ? s.byReference : new Map(s.byReference).set(key, record.id)
          return [undefined, { byId, byReference }]
        }),
        (error): Effect.Effect<void, DuplicatePixTransferReference | PixTransferStoreError> =>
          error === undefined
            ? Effect.void
            : error === "duplicate_id"
              ? Effect.fail(new PixTransferStoreError({ message: "duplicate PIX transfer id" }))
              : Effect.fail(error)
      ),
    findById: (accountId, id) => Effect.map(Ref.get(ref), (s) => Option.fromNullishOr(owned(s, accountId, id))),
    findByExternalReference: (accountId, externalReference) =>
      Effect.map(Ref.get(ref), (s) => {
        const id = s.byReference.get(refKey(accountId, externalReference))
        return Option.fromNullishOr(id === undefined ? undefined : s.byId.get(id))
      }),
    findByEndToEndId: (endToEndId) =>
      Effect.map(Ref.get(ref), (s) =>
        Option.fromNullishOr([...s.byId.values()].find((r) => r.endToEndId === endToEndId))
      ),
    findManyByAccount: (accountId, filters, page) =>
      Effect.map(Ref.get(ref), (s) => {
        const all = [...s.byId.values()]
          .filter((r) => r.accountId === accountId && matchesPixFilters(r, filters))
          .sort(newestPixFirst)
        const start = (page.page - 1) * page.pageSize
        return { items: all.slice(start, start + page.pageSize), total: all.length }
      }),
    updateStatus: (accountId, id, expected, changes) =>
      Effect.flatMap(
        Ref.modify(ref, (s): readonly [PixTransferRecord | undefined, MemoryState] => {
          const found = owned(s, accountId, id)
          if (found === undefined || found.status !== expected.status || found.review !== expected.review) {
            return [undefined, s]
          }
          const updated: PixTransferRecord = {
            ...found,
            status: changes.status,
            review: changes.review ?? found.review,
            ...(changes.referenceId === undefined ? {} : { referenceId: changes.referenceId }),
            ...(changes.recipient === undefined ? {} : { recipient: changes.recipient }),
            ...(changes.failureReason === undefined ? {} : { failureReason: changes.failureReason }),
            ...(changes.completedAt === undefined ? {} : { completedAt: changes.completedAt }),
            updatedAt: changes.updatedAt
          }
          return [updated, { ...s, byId: new Map(s.byId).set(id, updated) }]
        }),
        (updated) =>
          updated === undefined
            ? Effect.fail(new PixTransferStatusChanged({ transferId: id, expected: expected.status }))
            : Effect.succeed(updated)
      ),
    sumSubaccountDebits: (accountId, subaccountId, bounds) =>
      Effect.map(Ref.get(ref), (s) =>
        usageWithin(
          [...s.byId.values()]
            .filter((r) => r.accountId === accountId && r.subaccountId === subaccountId)
            .map(limitDebitOf),
          bounds
        )
      ),
    findResendable: (createdBefore, limit) =>
      Effect.map(Ref.get(ref), (s) =>
        [...s.byId.values()]
          .filter((r) => isResendable(r, createdBefore))
          .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1))
          .slice(0, Math.min(limit, resendableMax))
      )
  })
})

/** The in-memory PIX transfer store. */
export const layerMemory: Layer.Layer<PixTransferStore> = Layer.effect(PixTransferStore, makeMemory)
