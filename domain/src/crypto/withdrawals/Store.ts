import { Context, Effect, Layer, Option, Ref } from "effect"
import type { ChargeListFilters, PageRequest } from "../../charges/Record.ts"
import { newestFirst } from "../../charges/Record.ts"
import type { AccountId } from "../../ledger/Model.ts"
import { MemoryTransactions } from "../../shared/Transactor.ts"
import type { CryptoWithdrawalStatus } from "../Machines.ts"
import {
  CryptoQuoteUsed,
  CryptoWithdrawalStatusChanged,
  CryptoWithdrawalStoreError,
  DuplicateCryptoWithdrawalReference
} from "./Errors.ts"
import { type CryptoWithdrawalRecord, matchesWithdrawalFilters, type StoredWithdrawalQuote } from "./Record.ts"

/** One page of withdrawals, newest first, and the count of all matches. */
export interface CryptoWithdrawalPage {
  readonly items: ReadonlyArray<CryptoWithdrawalRecord>
  readonly total: number
}

/** What a move writes besides `updatedAt`; fields left out keep their value. */
export interface CryptoWithdrawalChanges {
  readonly status: CryptoWithdrawalStatus
  readonly txHash?: string
  readonly failureReason?: string
  readonly completedAt?: Date
  readonly updatedAt: Date
}

/**
 * Storage port of crypto withdrawals (`CRYPTO_OUT`) and their quotes. A quote is used by one withdrawal at most: the
 * store refuses a second (`CryptoQuoteUsed`), so two requests racing on one quote debit once.
 */
export class CryptoWithdrawalStore extends Context.Service<
  CryptoWithdrawalStore,
  {
    /** Inserts a quote (ids are fresh: a repeated id is a store error). */
    readonly insertQuote: (quote: StoredWithdrawalQuote) => Effect.Effect<void, CryptoWithdrawalStoreError>
    /** The account's quote with this id. */
    readonly findQuoteById: (
      accountId: AccountId,
      quoteId: string
    ) => Effect.Effect<Option.Option<StoredWithdrawalQuote>, CryptoWithdrawalStoreError>
    /**
     * Inserts a withdrawal; `CryptoQuoteUsed` when another withdrawal has its quote, `DuplicateCryptoWithdrawalReference`
     * when its `externalReference` is taken (nothing written either way).
     */
    readonly insert: (
      record: CryptoWithdrawalRecord
    ) => Effect.Effect<void, CryptoQuoteUsed | DuplicateCryptoWithdrawalReference | CryptoWithdrawalStoreError>
    /** The account's withdrawal with this id. */
    readonly findById: (
      accountId: AccountId,
      id: string
    ) => Effect.Effect<Option.Option<CryptoWithdrawalRecord>, CryptoWithdrawalStoreError>
    /** The account's withdrawal with this `externalReference`. */
    readonly findByExternalReference: (
      accountId: AccountId,
      externalReference: string
    ) => Effect.Effect<Option.Option<CryptoWithdrawalRecord>, CryptoWithdrawalStoreError>
    /** The withdrawal with this id, whatever its account (the chain's notices name only it). */
    readonly findByWithdrawalId: (
      id: string
    ) => Effect.Effect<Option.Option<CryptoWithdrawalRecord>, CryptoWithdrawalStoreError>
    /** A page of the account's withdrawals passing `filters` (`matchesWithdrawalFilters`), newest first. */
    readonly findManyByAccount: (
      accountId: AccountId,
      filters: ChargeListFilters,
      page: PageRequest
    ) => Effect.Effect<CryptoWithdrawalPage, CryptoWithdrawalStoreError>
    /**
     * Moves a withdrawal by compare-and-set: applies `changes` only while it is still `expected`; otherwise
     * `CryptoWithdrawalStatusChanged` and nothing is written. Returns the updated record.
     */
    readonly updateStatus: (
      accountId: AccountId,
      id: string,
      expected: CryptoWithdrawalStatus,
      changes: CryptoWithdrawalChanges
    ) => Effect.Effect<CryptoWithdrawalRecord, CryptoWithdrawalStatusChanged | CryptoWithdrawalStoreError>
  }
>()("@trilho/domain/CryptoWithdrawalStore") {}

const refKey = (accountId: string, externalReference: string) => `${accountId}\u0000${externalReference}`

interface MemoryState {
  readonly quotes: ReadonlyMap<string, StoredWithdrawalQuote>
  readonly byId: ReadonlyMap<string, CryptoWithdrawalRecord>
  readonly byReference: ReadonlyMap<string, string>
  readonly byQuote: ReadonlyMap<string, string>
}

/** In-memory withdrawals and quotes with the SQL store's rules; enlists in the memory `Transactor` when provided. */
export const makeMemory = Effect.gen(function* () {
  const ref = yield* Ref.make<MemoryState>({
    quotes: new Map(),
    byId: new Map(),
    byReference: new Map(),
    byQuote: new Map()
  })
  const registry = yield* Effect.serviceOption(MemoryTransactions)
  if (Option.isSome(registry)) {
    yield* registry.value.enlist({ save: Effect.map(Ref.get(ref), (saved) => Ref.set(ref, saved)) })
  }
  const owned = (s: MemoryState, accountId: string, id: string) => {
    const found = s.byId.get(id)
    return found !== undefined && found.accountId === accountId ? found : undefined
  }
  type InsertError = CryptoQuoteUsed | DuplicateCryptoWithdrawalReference | CryptoWithdrawalStoreError
  return CryptoWithdrawalStore.of({
    insertQuote: (quote) =>
      Effect.flatMap(
        Ref.modify(ref, (s): readonly [boolean, MemoryState] =>
          s.quotes.has(quote.id) ? [false, s] : [true, { ...s, quotes: new Map(s.quotes).set(quote.id, quote) }]
        ),
        (inserted) =>
          inserted ? Effect.void : Effect.fail(new CryptoWithdrawalStoreError({ message: "duplicate quote id" }))
      ),
    findQuoteById: (accountId, quoteId) =>
      Effect.map(Ref.get(ref), (s) => {
        const found = s.quotes.get(quoteId)
        return Option.fromNullishOr(found !== undefined && found.accountId === accountId ? found : undefined)
      }),
    insert: (record) =>
      Effect.flatMap(
        Ref.modify(ref, (s): readonly [InsertError | undefined, MemoryState] => {
          if (s.byId.has(record.id)) return [new CryptoWithdrawalStoreError({ message: "duplicate withdrawal id" }), s]
          if (s.byQuote.has(record.quoteId)) return [new CryptoQuoteUsed({ quoteId: record.quoteId }), s]
          const key =
            record.externalReference === undefined ? undefined : refKey(record.accountId, record.externalReference)
          if (key !== undefined && s.byReference.has(key)) {
            return [
              new DuplicateCryptoWithdrawalReference({
                accountId: record.accountId,
                externalReference: record.externalReference!
              }),
              s
            ]
          }
          return [
            undefined,
            {
              ...s,
              byId: new Map(s.byId).set(record.id, record),
              byQuote: new Map(s.byQuote).set(record.quoteId, record.id),
              byReference: key === undefined ? s.byReference : new Map(s.byReference).set(key, record.id)
            }
          ]
        }),
        (error): Effect.Effect<void, InsertError> => (error === undefined ? Effect.void : Effect.fail(error))
      ),
    findById: (accountId, id) => Effect.map(Ref.get(ref), (s) => Option.fromNullishOr(owned(s, accountId, id))),
    findByExternalReference: (accountId, externalReference) =>
      Effect.map(Ref.get(ref), (s) => {
        const id = s.byReference.get(refKey(accountId, externalReference))
        return Option.fromNullishOr(id === undefined ? undefined : s.byId.get(id))
      }),
    findByWithdrawalId: (id) => Effect.map(Ref.get(ref), (s) => Option.fromNullishOr(s.byId.get(id))),
    findManyByAccount: (accountId, filters, page) =>
      Effect.map(Ref.get(ref), (s) => {
        const all = [...s.byId.values()]
          .filter((r) => r.accountId === accountId && matchesWithdrawalFilters(r, filters))
          .sort(newestFirst)
        const start = (page.page - 1) * page.pageSize
        return { items: all.slice(start, start + page.pageSize), total: all.length }
      }),
    updateStatus: (accountId, id, expected, changes) =>
      Effect.flatMap(
        Ref.modify(ref, (s): readonly [CryptoWithdrawalRecord | undefined, MemoryState] => {
          const found = owned(s, accountId, id)
          if (found === undefined || found.status !== expected) return [undefined, s]
          const updated: CryptoWithdrawalRecord = {
            ...found,
            status: changes.status,
            ...(changes.txHash === undefined ? {} : { txHash: changes.txHash }),
            ...(changes.failureReason === undefined ? {} : { failureReason: changes.failureReason }),
            ...(changes.completedAt === undefined ? {} : { completedAt: changes.completedAt }),
            updatedAt: changes.updatedAt
          }
          return [updated, { ...s, byId: new Map(s.byId).set(id, updated) }]
        }),
        (updated) =>
          updated === undefined
            ? Effect.fail(new CryptoWithdrawalStatusChanged({ withdrawalId: id, expected }))
            : Effect.succeed(updated)
      )
  })
})

/** The in-memory crypto withdrawal store. */
export const layerMemory: Layer.Layer<CryptoWithdrawalStore> = Layer.effect(CryptoWithdrawalStore, makeMemory)
