import { Context, Effect, Layer, Option, Ref } from "effect"
import type { PageRequest } from "../charges/Record.ts"
import type { AccountId } from "../ledger/Model.ts"
import { DuplicateMoveReference, DuplicateSubaccountReference, type SubaccountStoreError } from "./Errors.ts"
import {
  holdsReference,
  isLive,
  newestSubaccountFirst,
  type SubaccountListFilters,
  type SubaccountMoveRecord,
  type SubaccountRecord
} from "./Record.ts"
import { MemoryTransactions } from "../shared/Transactor.ts"

/** One page of subaccounts, newest first, and the count of all matches. */
export interface SubaccountPage {
  readonly items: ReadonlyArray<SubaccountRecord>
  readonly total: number
}

/**
 * Storage port of subaccounts and their balance moves. Every read and write is scoped by the merchant (`accountId`):
 * another merchant's subaccount is not found.
 */
export class SubaccountStore extends Context.Service<
  SubaccountStore,
  {
    /**
     * Inserts a new subaccount (and a PJ's proof document bytes). Fails with `DuplicateSubaccountReference` when its
     * `externalReference` already names a subaccount of the account that is not deleted (nothing is written).
     */
    readonly insert: (
      record: SubaccountRecord,
      documentBytes?: Uint8Array
    ) => Effect.Effect<void, DuplicateSubaccountReference | SubaccountStoreError>
    /** The account's subaccount `id`, whatever its status (a deleted one is DELETED). */
    readonly findById: (
      accountId: AccountId,
      id: string
    ) => Effect.Effect<Option.Option<SubaccountRecord>, SubaccountStoreError>
    /**
     * As `findById`, and inside a transaction the row stays locked until it ends: changes of one subaccount (status,
     * lock, limits, a PIX debit checked against its limits) wait for each other.
     */
    readonly findByIdForUpdate: (
      accountId: AccountId,
      id: string
    ) => Effect.Effect<Option.Option<SubaccountRecord>, SubaccountStoreError>
    /** The account's subaccount (not deleted) with that `externalReference`. */
    readonly findByExternalReference: (
      accountId: AccountId,
      externalReference: string
    ) => Effect.Effect<Option.Option<SubaccountRecord>, SubaccountStoreError>
    /** A page of the account's subaccounts (never deleted ones) passing `filters`, newest first. */
    readonly findManyByAccount: (
      accountId: AccountId,
      filters: SubaccountListFilters,
      page: PageRequest
    ) => Effect.Effect<SubaccountPage, SubaccountStoreError>
    /** Writes the mutable fields of an existing subaccount: name, status, lock mode, limits, surcharge, `updatedAt`. */
    readonly update: (record: SubaccountRecord) => Effect.Effect<void, SubaccountStoreError>
    /** The proof document's bytes of a PJ subaccount. */
    readonly findDocumentBytes: (
      accountId: AccountId,
      id: string
    ) => Effect.Effect<Option.Option<Uint8Array>, SubaccountStoreError>
    /**
     * Inserts a balance move. Fails with `DuplicateMoveReference` when its `externalReference` already names a move of
     * the account (nothing is written).
     */
    readonly insertMove: (
      move: SubaccountMoveRecord
    ) => Effect.Effect<void, DuplicateMoveReference | SubaccountStoreError>
    /** The account's move with that `externalReference`. */
    readonly findMoveByExternalReference: (
      accountId: AccountId,
      externalReference: string
    ) => Effect.Effect<Option.Option<SubaccountMoveRecord>, SubaccountStoreError>
  }
>()("@trilho/domain/SubaccountStore") {}

const refKey = (accountId: string, externalReference: string) => `${accountId}\u0000${externalReference}`

interface MemoryState {
  readonly byId: ReadonlyMap<string, SubaccountRecord>
  readonly documents: ReadonlyMap<string, Uint8Array>
  readonly moves: ReadonlyMap<string, SubaccountMoveRecord>
}

/** In-memory subaccounts with the SQL store's rules; enlists in the memory `Transactor` when it is provided. */
export const makeMemory = Effect.gen(function* () {
  const ref = yield* Ref.make<MemoryState>({ byId: new Map(), documents: new Map(), moves: new Map() })
  const registry = yield* Effect.serviceOption(MemoryTransactions)
  if (Option.isSome(registry)) {
    yield* registry.value.enlist({ save: Effect.map(Ref.get(ref), (saved) => Ref.set(ref, saved)) })
  }
  const findById = (accountId: AccountId, id: string) =>
    Effect.map(Ref.get(ref), (s) => {
      const found = s.byId.get(id)
      return found !== undefined && found.accountId === accountId ? Option.some(found) : Option.none()
    })
  const live = (s: MemoryState, accountId: string) =>
    [...s.byId.values()].filter((r) => r.accountId === accountId && isLive(r))
  return SubaccountStore.of({
    insert: (record, documentBytes) =>
      Effect.flatten(
        Ref.modify(ref, (s): readonly [Effect.Effect<void, DuplicateSubaccountReference>, MemoryState] => {
          if ([...s.byId.values()].some((r) => holdsReference(r, record))) {
            const error = new DuplicateSubaccountReference({
              accountId: record.accountId,
              externalReference: record.externalReference
            })
            return [Effect.fail(error), s]
          }
          if (s.byId.has(record.id)) return [Effect.die(new Error(`duplicate subaccount id ${record.id}`)), s]
          const documents =
            documentBytes === undefined ? s.documents : new Map(s.documents).set(record.id, documentBytes)
          return [Effect.void, { ...s, byId: new Map(s.byId).set(record.id, record), documents }]
        })
      ),
    findById,
    findByIdForUpdate: findById,
    findByExternalReference: (accountId, externalReference) =>
      Effect.map(Ref.get(ref), (s) =>
        Option.fromNullishOr([...s.byId.values()].find((r) => holdsReference(r, { accountId, externalReference })))
      ),
    findManyByAccount: (accountId, filters, page) =>
      Effect.map(Ref.get(ref), (s) => {
        const all = live(s, accountId)
          .filter((r) => filters.status === undefined || r.status === filters.status)
          .sort(newestSubaccountFirst)
        const start = (page.page - 1) * page.pageSize
        return { items: all.slice(start, start + page.pageSize), total: all.length }
      }),
    update: (record) =>
      Ref.update(ref, (s) => {
        const prev = s.byId.get(record.id)
        if (prev === undefined || prev.accountId !== record.accountId) return s
        return {
          ...s,
          byId: new Map(s.byId).set(record.id, {
            ...prev,
            name: record.name,
            status: record.status,
            lockMode: record.lockMode,
            limits: record.limits,
            surcharge: record.surcharge,
            updatedAt: record.updatedAt
          })
        }
      }),
    findDocumentBytes: (accountId, id) =>
      Effect.map(Ref.get(ref), (s) =>
        s.byId.get(id)?.accountId === accountId ? Option.fromNullishOr(s.documents.get(id)) : Option.none()
      ),
    insertMove: (move) =>
      Effect.flatten(
        Ref.modify(ref, (s): readonly [Effect.Effect<void, DuplicateMoveReference>, MemoryState] => {
          const key = move.externalReference === undefined ? undefined : refKey(move.accountId, move.externalReference)
          if (key !== undefined && s.moves.has(key)) {
            const error = new DuplicateMoveReference({
              accountId: move.accountId,
              externalReference: move.externalReference!
            })
            return [Effect.fail(error), s]
          }
          return [Effect.void, { ...s, moves: new Map(s.moves).set(key ?? `\u0001${move.id}`, move) }]
        })
      ),
    findMoveByExternalReference: (accountId, externalReference) =>
      Effect.map(Ref.get(ref), (s) => Option.fromNullishOr(s.moves.get(refKey(accountId, externalReference))))
  })
})

/** The in-memory subaccount store. */
export const layerMemory: Layer.Layer<SubaccountStore> = Layer.effect(SubaccountStore, makeMemory)
