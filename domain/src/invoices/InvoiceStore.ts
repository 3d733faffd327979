import { Context, Effect, Layer, Option, Ref } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import { MemoryTransactions } from "../shared/Transactor.ts"
import { InvoiceStatusChanged, InvoiceStoreError } from "./Errors.ts"
import {
  type InvoiceChanges,
  type InvoiceListFilters,
  invoiceAdvanceBatchMax,
  invoicePageSizeMax,
  type InvoiceRecord,
  type InvoiceSource,
  type InvoiceStatus,
  matchesFilters,
  newestFirst
} from "./Record.ts"

export { InvoiceStatusChanged, InvoiceStoreError }

/** A page of invoices, newest first, and the count of every invoice that matches. */
export interface InvoicePage {
  readonly items: ReadonlyArray<InvoiceRecord>
  readonly total: number
}

/** Storage port of fiscal invoices. Every read and write of one invoice is scoped to its account. */
export class InvoiceStore extends Context.Service<
  InvoiceStore,
  {
    /**
     * Stores a new invoice, unless the account already has one for the same source: then nothing is written and the
     * stored one is returned (`inserted` false). The database enforces one invoice per (account, source).
     */
    readonly insert: (
      record: InvoiceRecord
    ) => Effect.Effect<{ readonly record: InvoiceRecord; readonly inserted: boolean }, InvoiceStoreError>
    /** The account's invoice with this id. */
    readonly findById: (
      accountId: AccountId,
      id: string
    ) => Effect.Effect<Option.Option<InvoiceRecord>, InvoiceStoreError>
    /** The account's invoice of this source. */
    readonly findBySource: (
      accountId: AccountId,
      source: InvoiceSource
    ) => Effect.Effect<Option.Option<InvoiceRecord>, InvoiceStoreError>
    /**
     * One page of the account's invoices matching `filters`, newest first, and the count of all that match. `page`
     * from 1; `pageSize` bounded by `invoicePageSizeMax`.
     */
    readonly findPage: (
      accountId: AccountId,
      filters: InvoiceListFilters,
      page: { readonly page: number; readonly pageSize: number }
    ) => Effect.Effect<InvoicePage, InvoiceStoreError>
    /**
     * Invoices of any account in `status` last written at or before `updatedBefore`, oldest write first (id breaks
     * ties), at most `limit` (bounded by `invoiceAdvanceBatchMax`): the worker's due submissions and polls.
     */
    readonly findDue: (
      status: "CREATED" | "PROCESSING",
      updatedBefore: Date,
      limit: number
    ) => Effect.Effect<ReadonlyArray<InvoiceRecord>, InvoiceStoreError>
    /**
     * Writes `changes` over the invoice if its status is still `expected` (compare-and-set) and returns it as
     * written; otherwise `InvoiceStatusChanged` and nothing is written. Of concurrent moves from one status, one wins.
     */
    readonly updateStatus: (
      accountId: AccountId,
      id: string,
      expected: InvoiceStatus,
      changes: InvoiceChanges
    ) => Effect.Effect<InvoiceRecord, InvoiceStatusChanged | InvoiceStoreError>
  }
>()("@trilho/domain/InvoiceStore") {}

/** The record with `changes` applied: fields the changes leave out keep their values. */
export const applyChanges = (record: InvoiceRecord, changes: InvoiceChanges): InvoiceRecord => {
  const next: { -readonly [K in keyof InvoiceRecord]: InvoiceRecord[K] } = { ...record }
  next.status = changes.status
  next.updatedAt = changes.updatedAt
  if (changes.protocol !== undefined) next.protocol = changes.protocol
  if (changes.document !== undefined) next.document = changes.document
  if (changes.failureReason !== undefined) next.failureReason = changes.failureReason
  if (changes.cancelReason !== undefined) next.cancelReason = changes.cancelReason
  if (changes.submittedAt !== undefined) next.submittedAt = changes.submittedAt
  if (changes.failedAt !== undefined) next.failedAt = changes.failedAt
  if (changes.cancelledAt !== undefined) next.cancelledAt = changes.cancelledAt
  return next
}

const keyOf = (accountId: string, id: string) => `${accountId}/${id}`

/**
 * In-memory invoices with the same rules as the SQL store. When a `MemoryTransactions` registry is provided (the
 * memory `Transactor`), the store enlists in it.
 */
export const makeMemory = Effect.gen(function* () {
  const ref = yield* Ref.make<ReadonlyMap<string, InvoiceRecord>>(new Map())
  const registry = yield* Effect.serviceOption(MemoryTransactions)
  if (Option.isSome(registry)) {
    yield* registry.value.enlist({ save: Effect.map(Ref.get(ref), (saved) => Ref.set(ref, saved)) })
  }
  const bySource = (state: ReadonlyMap<string, InvoiceRecord>, accountId: string, source: InvoiceSource) =>
    [...state.values()].find(
      (r) => r.accountId === accountId && r.source.type === source.type && r.source.id === source.id
    )
  return InvoiceStore.of({
    insert: (record) =>
      Ref.modify(
        ref,
        (
          state
        ): readonly [
          { readonly record: InvoiceRecord; readonly inserted: boolean },
          ReadonlyMap<string, InvoiceRecord>
        ] => {
          const existing = bySource(state, record.accountId, record.source)
          if (existing !== undefined) return [{ record: existing, inserted: false }, state]
          if (state.has(keyOf(record.accountId, record.id))) throw new Error(`invoice ${record.id} is already stored`)
          return [{ record, inserted: true }, new Map(state).set(keyOf(record.accountId, record.id), record)]
        }
      ),
    findById: (accountId, id) =>
      Effect.map(Ref.get(ref), (state) => Option.fromUndefinedOr(state.get(keyOf(accountId, id)))),
    findBySource: (accountId, source) =>
      Effect.map(Ref.get(ref), (state) => Option.fromUndefinedOr(bySource(state, accountId, source))),
    findPage: (accountId, filters, page) =>
      Effect.map(Ref.get(ref), (state) => {
        const matching = [...state.values()]
          .filter((r) => r.accountId === accountId && matchesFilters(r, filters))
          .sort(newestFirst)
        const size = Math.max(0, Math.min(Math.floor(page.pageSize), invoicePageSizeMax))
        const from = (Math.max(1, Math.floor(page.page)) - 1) * size
        return { items: matching.slice(from, from + size), total: matching.length }
      }),
    findDue: (status, updatedBefore, limit) =>
      Effect.map(Ref.get(ref), (state) =>
        [...state.values()]
          .filter((r) => r.status === status && r.updatedAt.getTime() <= updatedBefore.getTime())
          .sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
          .slice(0, Math.max(0, Math.min(Math.floor(limit), invoiceAdvanceBatchMax)))
      ),
    updateStatus: (accountId, id, expected, changes) =>
      Effect.flatMap(
        Ref.modify(ref, (state): readonly [InvoiceRecord | undefined, ReadonlyMap<string, InvoiceRecord>] => {
          const key = keyOf(accountId, id)
          const stored = state.get(key)
          if (stored === undefined || stored.status !== expected) return [undefined, state]
          const written = applyChanges(stored, changes)
          return [written, new Map(state).set(key, written)]
        }),
        (written) =>
          written === undefined ? Effect.fail(new InvoiceStatusChanged({ id, expected })) : Effect.succeed(written)
      )
  })
})

/** The memory store as a layer. */
export const layerMemory: Layer.Layer<InvoiceStore> = Layer.effect(InvoiceStore, makeMemory)
