import { Effect, Option, Ref } from "effect"
import { MemoryTransactions } from "./Transactor.ts"

/** A record moved through its states by compare-and-set on `status`, listed newest first, advanced oldest write first. */
export interface StatusRecord {
  readonly id: string
  readonly accountId: string
  readonly status: string
  readonly updatedAt: Date
}

/** `record` with every field `changes` defines written over it: fields the changes leave out keep their values. */
export const withChanges = <R extends object>(record: R, changes: Partial<R>): R => {
  const next = { ...record } as Record<string, unknown>
  for (const [field, value] of Object.entries(changes)) if (value !== undefined) next[field] = value
  return next as R
}

/**
 * The parts the memory stores of status records share, as their SQL twins behave: records keyed by account and id;
 * a page of the account's matching records in list order with the count of all; the records in one status written at
 * or before a time, oldest write first (ties by id), at most `batchMax`; and a compare-and-set move of one record
 * from an expected status (`None` when it is not there or has moved on, nothing written). When a
 * `MemoryTransactions` registry is provided (the memory `Transactor`), the records enlist in it.
 */
export const makeStatusRecordsMemory = <R extends StatusRecord>(limits: {
  readonly pageSizeMax: number
  readonly batchMax: number
}) =>
  Effect.gen(function* () {
    const ref = yield* Ref.make<ReadonlyMap<string, R>>(new Map())
    const registry = yield* Effect.serviceOption(MemoryTransactions)
    if (Option.isSome(registry)) {
      yield* registry.value.enlist({ save: Effect.map(Ref.get(ref), (saved) => Ref.set(ref, saved)) })
    }
    const keyOf = (accountId: string, id: string) => `${accountId}/${id}`

    /** Stores `record` unless its key is taken; whether it was stored. */
    const insertNew = (record: R) =>
      Ref.modify(ref, (state): readonly [boolean, ReadonlyMap<string, R>] => {
        const key = keyOf(record.accountId, record.id)
        return state.has(key) ? [false, state] : [true, new Map(state).set(key, record)]
      })

    const findById = (accountId: string, id: string) =>
      Effect.map(Ref.get(ref), (state) => Option.fromUndefinedOr(state.get(keyOf(accountId, id))))

    const findPage = (
      accountId: string,
      matches: (record: R) => boolean,
      order: (a: R, b: R) => number,
      page: { readonly page: number; readonly pageSize: number }
    ) =>
      Effect.map(Ref.get(ref), (state) => {
        const matching = [...state.values()].filter((r) => r.accountId === accountId && matches(r)).sort(order)
        const size = Math.max(0, Math.min(Math.floor(page.pageSize), limits.pageSizeMax))
        const from = (Math.max(1, Math.floor(page.page)) - 1) * size
        return { items: matching.slice(from, from + size), total: matching.length }
      })

    const findDue = (status: R["status"], updatedBefore: Date, limit: number) =>
      Effect.map(Ref.get(ref), (state) =>
        [...state.values()]
          .filter((r) => r.status === status && r.updatedAt.getTime() <= updatedBefore.getTime())
          .sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
          .slice(0, Math.max(0, Math.min(Math.floor(limit), limits.batchMax)))
      )

    const moveFrom = (accountId: string, id: string, expected: R["status"], write: (stored: R) => R) =>
      Ref.modify(ref, (state): readonly [Option.Option<R>, ReadonlyMap<string, R>] => {
        const key = keyOf(accountId, id)
        const stored = state.get(key)
        if (stored === undefined || stored.status !== expected) return [Option.none(), state]
        const written = write(stored)
        return [Option.some(written), new Map(state).set(key, written)]
      })

    return { records: ref, insertNew, findById, findPage, findDue, moveFrom } as const
  })
