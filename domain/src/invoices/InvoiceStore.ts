import { Context, Effect, Layer, Option, Ref } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import { makeStatusRecordsMemory, withChanges } from "../shared/StatusRecordsMemory.ts"
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
export const applyChanges = (record: InvoiceRecord, changes: InvoiceChanges): InvoiceRecord =>
  withChanges<InvoiceRecord>(record, changes)

/** In-memory invoices with the same rules as the SQL store: one invoice per source. */
export const makeMemory = Effect.gen(function* () {
  const memory = yield* makeStatusRecordsMemory<InvoiceRecord>({
    pageSizeMax: invoicePageSizeMax,
    batchMax: invoiceAdvanceBatchMax
  })
  const bySource = (accountId: string, source: InvoiceSource) =>
    Effect.map(Ref.get(memory.records), (state) =>
      Option.fromUndefinedOr(
        [...state.values()].find(
          (r) => r.accountId === accountId && r.source.type === source.type && r.source.id === source.id
        )
      )
    )
  return InvoiceStore.of({
    insert: (record) =>
      Effect.gen(function* () {
        const existing = yield* bySource(record.accountId, record.source)
        if (Option.isSome(existing)) return { record: existing.value, inserted: false }
        if (!(yield* memory.insertNew(record)))
          return yield* Effect.die(new Error(`invoice ${record.id} is already stored`))
        return { record, inserted: true }
      }),
    findById: memory.findById,
    findBySource: bySource,
    findPage: (accountId, filters, page) =>
      memory.findPage(accountId, (r) => matchesFilters(r, filters), newestFirst, page),
    findDue: memory.findDue,
    updateStatus: (accountId, id, expected, changes) =>
      Effect.flatMap(
        memory.moveFrom(accountId, id, expected, (stored) => applyChanges(stored, changes)),
        (written) =>
          Option.isSome(written)
            ? Effect.succeed(written.value)
            : Effect.fail(new InvoiceStatusChanged({ id, expected }))
      )
  })
})

/** The memory store as a layer. */
export const layerMemory: Layer.Layer<InvoiceStore> = Layer.effect(InvoiceStore, makeMemory)
