import { Context, Effect, Layer, Option, Ref } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import { MemoryTransactions } from "../shared/Transactor.ts"
import { BureauStoreError, DunningAlreadyExists, DunningStatusChanged } from "./Errors.ts"
import {
  applyDunningChanges,
  bureauPageSizeMax,
  dunningAdvanceBatchMax,
  type DunningChanges,
  type DunningListFilters,
  type DunningRecord,
  type DunningStatus,
  isActive,
  matchesDunningFilters,
  matchesReportFilters,
  newestFirst,
  type ReportListFilters,
  type ReportRecord
} from "./Record.ts"

/** A page of records, newest first, and the count of every record that matches. */
export interface BureauPage<A> {
  readonly items: ReadonlyArray<A>
  readonly total: number
}

type PageRequest = { readonly page: number; readonly pageSize: number }

/** Storage port of credit-bureau dunnings (with their documents' bytes) and reports, every read scoped to one account. */
export class BureauStore extends Context.Service<
  BureauStore,
  {
    /**
     * Stores a new dunning and its documents' bytes (in the order of `record.documents`). When the billing already
     * has an active dunning (`isActive`), writes nothing and fails with `DunningAlreadyExists`.
     */
    readonly insertDunning: (
      record: DunningRecord,
      files: ReadonlyArray<Uint8Array>
    ) => Effect.Effect<void, DunningAlreadyExists | BureauStoreError>
    /** The account's dunning with this id. */
    readonly findDunningById: (
      accountId: AccountId,
      id: string
    ) => Effect.Effect<Option.Option<DunningRecord>, BureauStoreError>
    /** The account's active dunning of this billing, if any. */
    readonly findActiveDunning: (
      accountId: AccountId,
      billingId: string
    ) => Effect.Effect<Option.Option<DunningRecord>, BureauStoreError>
    /** The bytes of a dunning's documents, in their order (none for an unknown dunning). */
    readonly findDocumentBytes: (
      accountId: AccountId,
      dunningId: string
    ) => Effect.Effect<ReadonlyArray<Uint8Array>, BureauStoreError>
    /** One page (from 1, size bounded by `bureauPageSizeMax`) of the account's dunnings, newest first. */
    readonly findDunningPage: (
      accountId: AccountId,
      filters: DunningListFilters,
      page: PageRequest
    ) => Effect.Effect<BureauPage<DunningRecord>, BureauStoreError>
    /**
     * Dunnings of any account in `status` last written at or before `updatedBefore`, oldest write first (id breaks
     * ties), at most `limit` (bounded by `dunningAdvanceBatchMax`): the worker's due moves.
     */
    readonly findDueDunnings: (
      status: "PENDING" | "SENT" | "REGISTERED",
      updatedBefore: Date,
      limit: number
    ) => Effect.Effect<ReadonlyArray<DunningRecord>, BureauStoreError>
    /**
     * Writes `changes` over the dunning if its status is still `expected` (compare-and-set) and returns it as
     * written; otherwise `DunningStatusChanged` and nothing is written.
     */
    readonly updateDunningStatus: (
      accountId: AccountId,
      id: string,
      expected: DunningStatus,
      changes: DunningChanges
    ) => Effect.Effect<DunningRecord, DunningStatusChanged | BureauStoreError>
    /** Stores a new report. An id already stored is a defect (ids are generated). */
    readonly insertReport: (record: ReportRecord) => Effect.Effect<void, BureauStoreError>
    /** The account's report with this id. */
    readonly findReportById: (
      accountId: AccountId,
      id: string
    ) => Effect.Effect<Option.Option<ReportRecord>, BureauStoreError>
    /** One page of the account's reports, newest first. */
    readonly findReportPage: (
      accountId: AccountId,
      filters: ReportListFilters,
      page: PageRequest
    ) => Effect.Effect<BureauPage<ReportRecord>, BureauStoreError>
  }
>()("@trilho/domain/BureauStore") {}

interface State {
  readonly dunnings: ReadonlyMap<string, DunningRecord>
  readonly files: ReadonlyMap<string, ReadonlyArray<Uint8Array>>
  readonly reports: ReadonlyMap<string, ReportRecord>
}

const keyOf = (accountId: string, id: string) => `${accountId}/${id}`

const pageOf = <A extends { readonly createdAt: Date; readonly id: string }>(
  all: ReadonlyArray<A>,
  page: PageRequest
): BureauPage<A> => {
  const sorted = [...all].sort(newestFirst)
  const size = Math.max(0, Math.min(Math.floor(page.pageSize), bureauPageSizeMax))
  const from = (Math.max(1, Math.floor(page.page)) - 1) * size
  return { items: sorted.slice(from, from + size), total: sorted.length }
}

/**
 * In-memory dunnings and reports with the same rules as the SQL store (the predicates are the domain's). When a
 * `MemoryTransactions` registry is provided (the memory `Transactor`), the store enlists in it.
 */
export const makeMemory = Effect.gen(function* () {
  const ref = yield* Ref.make<State>({ dunnings: new Map(), files: new Map(), reports: new Map() })
  const registry = yield* Effect.serviceOption(MemoryTransactions)
  if (Option.isSome(registry)) {
    yield* registry.value.enlist({ save: Effect.map(Ref.get(ref), (saved) => Ref.set(ref, saved)) })
  }
  const dunnings = Effect.map(Ref.get(ref), (s) => [...s.dunnings.values()])
  return BureauStore.of({
    insertDunning: (record, files) =>
      Effect.flatMap(
        Ref.modify(ref, (s): readonly [string | undefined, State] => {
          const key = keyOf(record.accountId, record.id)
          if (s.dunnings.has(key)) return ["duplicate id", s]
          const taken = [...s.dunnings.values()].some(
            (d) => d.accountId === record.accountId && d.billingId === record.billingId && isActive(d.status)
          )
          if (taken) return ["taken", s]
          return [
            undefined,
            { ...s, dunnings: new Map(s.dunnings).set(key, record), files: new Map(s.files).set(key, files) }
          ]
        }),
        (refused) =>
          refused === undefined
            ? Effect.void
            : refused === "taken"
              ? Effect.fail(new DunningAlreadyExists({ billingId: record.billingId }))
              : Effect.die(new Error(`dunning ${record.id} is already stored`))
      ),
    findDunningById: (accountId, id) =>
      Effect.map(Ref.get(ref), (s) => Option.fromUndefinedOr(s.dunnings.get(keyOf(accountId, id)))),
    findActiveDunning: (accountId, billingId) =>
      Effect.map(dunnings, (all) =>
        Option.fromUndefinedOr(
          all.find((d) => d.accountId === accountId && d.billingId === billingId && isActive(d.status))
        )
      ),
    findDocumentBytes: (accountId, dunningId) =>
      Effect.map(Ref.get(ref), (s) => s.files.get(keyOf(accountId, dunningId)) ?? []),
    findDunningPage: (accountId, filters, page) =>
      Effect.map(dunnings, (all) =>
        pageOf(
          all.filter((d) => d.accountId === accountId && matchesDunningFilters(d, filters)),
          page
        )
      ),
    findDueDunnings: (status, updatedBefore, limit) =>
      Effect.map(dunnings, (all) =>
        all
          .filter((d) => d.status === status && d.updatedAt.getTime() <= updatedBefore.getTime())
          .sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
          .slice(0, Math.max(0, Math.min(Math.floor(limit), dunningAdvanceBatchMax)))
      ),
    updateDunningStatus: (accountId, id, expected, changes) =>
      Effect.flatMap(
        Ref.modify(ref, (s): readonly [DunningRecord | undefined, State] => {
          const key = keyOf(accountId, id)
          const stored = s.dunnings.get(key)
          if (stored === undefined || stored.status !== expected) return [undefined, s]
          const written = applyDunningChanges(stored, changes)
          return [written, { ...s, dunnings: new Map(s.dunnings).set(key, written) }]
        }),
        (written) =>
          written === undefined ? Effect.fail(new DunningStatusChanged({ id, expected })) : Effect.succeed(written)
      ),
    insertReport: (record) =>
      Effect.flatMap(
        Ref.modify(ref, (s): readonly [boolean, State] => {
          const key = keyOf(record.accountId, record.id)
          return s.reports.has(key) ? [false, s] : [true, { ...s, reports: new Map(s.reports).set(key, record) }]
        }),
        (inserted) => (inserted ? Effect.void : Effect.die(new Error(`report ${record.id} is already stored`)))
      ),
    findReportById: (accountId, id) =>
      Effect.map(Ref.get(ref), (s) => Option.fromUndefinedOr(s.reports.get(keyOf(accountId, id)))),
    findReportPage: (accountId, filters, page) =>
      Effect.map(Ref.get(ref), (s) =>
        pageOf(
          [...s.reports.values()].filter((r) => r.accountId === accountId && matchesReportFilters(r, filters)),
          page
        )
      )
  })
})

/** The memory store as a layer. */
export const layerMemory: Layer.Layer<BureauStore> = Layer.effect(BureauStore, makeMemory)

export { BureauStoreError, DunningAlreadyExists, DunningStatusChanged }
