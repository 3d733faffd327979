import { Context, Effect, Layer, Option, Ref } from "effect"
import type { ChargeListFilters, PageRequest } from "../charges/Record.ts"
import type { AccountId } from "../ledger/Model.ts"
import { DuplicateInternalReference, InternalTransferStoreError } from "./InternalErrors.ts"
import { type InternalTransferRecord, matchesInternalFilters, newestInternalFirst } from "./InternalRecord.ts"
import { MemoryTransactions } from "../shared/Transactor.ts"

/** One page of internal transfer records, newest first, and the count of all matches. */
export interface InternalTransferPage {
  readonly items: ReadonlyArray<InternalTransferRecord>
  readonly total: number
}

/** Storage port of internal transfer records (both sides of every transfer). */
export class InternalTransferStore extends Context.Service<
  InternalTransferStore,
  {
    /**
     * Inserts both sides of one transfer. Fails with `DuplicateInternalReference` when the sender's
     * `externalReference` already names another transfer of the sender (nothing is written).
     */
    readonly insertPair: (
      out: InternalTransferRecord,
      incoming: InternalTransferRecord
    ) => Effect.Effect<void, DuplicateInternalReference | InternalTransferStoreError>
    /** The record `id` owned by `accountId` (either side). */
    readonly findById: (
      accountId: AccountId,
      id: string
    ) => Effect.Effect<Option.Option<InternalTransferRecord>, InternalTransferStoreError>
    /** The sender-side record of `accountId` with that `externalReference`. */
    readonly findByExternalReference: (
      accountId: AccountId,
      externalReference: string
    ) => Effect.Effect<Option.Option<InternalTransferRecord>, InternalTransferStoreError>
    /** A page of the account's records (both sides) passing `filters`, newest first, ties by id descending. */
    readonly findManyByAccount: (
      accountId: AccountId,
      filters: ChargeListFilters,
      page: PageRequest
    ) => Effect.Effect<InternalTransferPage, InternalTransferStoreError>
  }
>()("@trilho/domain/InternalTransferStore") {}

const refKey = (accountId: string, externalReference: string) => `${accountId}\u0000${externalReference}`

interface MemoryState {
  readonly byId: ReadonlyMap<string, InternalTransferRecord>
  readonly byReference: ReadonlyMap<string, string>
}

/** In-memory records with the SQL store's rules; enlists in the memory `Transactor` when it is provided. */
export const makeMemory = Effect.gen(function* () {
  const ref = yield* Ref.make<MemoryState>({ byId: new Map(), byReference: new Map() })
  const registry = yield* Effect.serviceOption(MemoryTransactions)
  if (Option.isSome(registry)) {
    yield* registry.value.enlist({ save: Effect.map(Ref.get(ref), (saved) => Ref.set(ref, saved)) })
  }
  return InternalTransferStore.of({
    insertPair: (out, incoming) =>
      Effect.flatMap(
        Ref.modify(ref, (s): readonly [DuplicateInternalReference | "duplicate_id" | undefined, MemoryState] => {
          if (s.byId.has(out.id) || s.byId.has(incoming.id)) return ["duplicate_id", s]
          const key = out.externalReference === undefined ? undefined : refKey(out.accountId, out.externalReference)
          if (key !== undefined && s.byReference.has(key)) {
            return [
              new DuplicateInternalReference({ accountId: out.accountId, externalReference: out.externalReference! }),
              s
            ]
          }
          const byId = new Map(s.byId).set(out.id, out).set(incoming.id, incoming)
          const byReference = key === undefined ? s.byReference : new Map(s.byReference).set(key, out.id)
          return [undefined, { byId, byReference }]
        }),
        (error): Effect.Effect<void, DuplicateInternalReference | InternalTransferStoreError> =>
          error === undefined
            ? Effect.void
            : error === "duplicate_id"
              ? Effect.fail(new InternalTransferStoreError({ message: "duplicate internal transfer id" }))
              : Effect.fail(error)
      ),
    findById: (accountId, id) =>
      Effect.map(Ref.get(ref), (s) => {
        const found = s.byId.get(id)
        return found !== undefined && found.accountId === accountId ? Option.some(found) : Option.none()
      }),
    findByExternalReference: (accountId, externalReference) =>
      Effect.map(Ref.get(ref), (s) => {
        const id = s.byReference.get(refKey(accountId, externalReference))
        return Option.fromNullishOr(id === undefined ? undefined : s.byId.get(id))
      }),
    findManyByAccount: (accountId, filters, page) =>
      Effect.map(Ref.get(ref), (s) => {
        const all = [...s.byId.values()]
          .filter((r) => r.accountId === accountId && matchesInternalFilters(r, filters))
          .sort(newestInternalFirst)
        const start = (page.page - 1) * page.pageSize
        return { items: all.slice(start, start + page.pageSize), total: all.length }
      })
  })
})

/** The in-memory internal transfer store. */
export const layerMemory: Layer.Layer<InternalTransferStore> = Layer.effect(InternalTransferStore, makeMemory)
