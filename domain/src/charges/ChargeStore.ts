import { Context, Effect, Layer, Option, Ref } from "effect"
import { ChargeNotFound, ChargeStatusChanged, ChargeStoreError, DuplicateExternalReference } from "./Errors.ts"
import type { ChargeListFilters, ChargePage, ChargeRecord, PageRequest } from "./Record.ts"
import { canExpire, isExpiring, matchesFilters, newestFirst } from "./Record.ts"
import type { AccountId } from "../ledger/Model.ts"
import type { Payer } from "../pix/Notices.ts"
import type { PixChargeStatus } from "../transactions/Status.ts"
import { MemoryTransactions } from "../shared/Transactor.ts"

export { ChargeNotFound, ChargeStatusChanged, ChargeStoreError, DuplicateExternalReference }

/** Charges per `findExpiring` call, at most. */
export const findExpiringMax = 1000

/** What a status change writes beside the status. Fields left out keep their value. */
export interface ChargeStatusUpdate {
  readonly updatedAt: Date
  readonly endToEndId?: string | undefined
  readonly payer?: Payer | undefined
  readonly completedAt?: Date | undefined
  readonly failureReason?: string | undefined
}

/**
 * Storage port of PIX charges. Every read but `findByReferenceId` and `findExpiring` (which serve the network's
 * notices and the expiry job) is scoped to one account: another account's charge is not found.
 */
export class ChargeStore extends Context.Service<
  ChargeStore,
  {
    /**
     * Stores a new charge. A second charge of the same account with the same `externalReference` is refused with
     * `DuplicateExternalReference` (a unique constraint, not a read before the write).
     */
    readonly insert: (record: ChargeRecord) => Effect.Effect<void, DuplicateExternalReference | ChargeStoreError>
    /** The account's charge with this id. */
    readonly findById: (
      accountId: AccountId,
      id: string
    ) => Effect.Effect<Option.Option<ChargeRecord>, ChargeStoreError>
    /** The account's charge with this `externalReference` (exact). */
    readonly findByExternalReference: (
      accountId: AccountId,
      externalReference: string
    ) => Effect.Effect<Option.Option<ChargeRecord>, ChargeStoreError>
    /** The charge the PIX network knows by `referenceId`, whatever its account. */
    readonly findByReferenceId: (referenceId: string) => Effect.Effect<Option.Option<ChargeRecord>, ChargeStoreError>
    /**
     * Compare-and-set of the status: moves the account's charge from `from` to `to` and writes `fields`, only if its
     * status is still `from`; returns the updated record. Otherwise `ChargeStatusChanged` with the status found
     * (another request moved it first), or `ChargeNotFound`.
     */
    readonly updateStatus: (
      accountId: AccountId,
      id: string,
      from: PixChargeStatus,
      to: PixChargeStatus,
      fields: ChargeStatusUpdate
    ) => Effect.Effect<ChargeRecord, ChargeNotFound | ChargeStatusChanged | ChargeStoreError>
    /**
     * One page of the account's charges passing `filters` (`matchesFilters`), newest first (`newestFirst`), and the
     * number of all that pass. `page` starts at 1; the caller bounds `pageSize`.
     */
    readonly findManyByAccount: (
      accountId: AccountId,
      filters: ChargeListFilters,
      page: PageRequest
    ) => Effect.Effect<ChargePage, ChargeStoreError>
    /**
     * Up to `limit` (at most `findExpiringMax`) PENDING charges of any account whose `expiresAt` is at or before
     * `now`, earliest expiry first (then by id).
     */
    readonly findExpiring: (now: Date, limit: number) => Effect.Effect<ReadonlyArray<ChargeRecord>, ChargeStoreError>
    /** The earliest `expiresAt` of the PENDING charges of every account; undefined when none is PENDING. */
    readonly nextExpiresAt: Effect.Effect<Date | undefined, ChargeStoreError>
  }
>()("@trilho/domain/ChargeStore") {}

interface MemoryState {
  readonly byId: ReadonlyMap<string, ChargeRecord>
  readonly byExternalReference: ReadonlyMap<string, string>
  readonly byReferenceId: ReadonlyMap<string, string>
}

const refKey = (accountId: string, externalReference: string) => `${accountId}\u0000${externalReference}`

/**
 * In-memory charges with the same rules as the SQL store. When a `MemoryTransactions` registry is provided (the
 * memory `Transactor`), the store enlists in it, so a failed transaction puts it back.
 */
export const makeMemory = Effect.gen(function* () {
  const ref = yield* Ref.make<MemoryState>({
    byId: new Map(),
    byExternalReference: new Map(),
    byReferenceId: new Map()
  })
  const registry = yield* Effect.serviceOption(MemoryTransactions)
  if (Option.isSome(registry)) {
    yield* registry.value.enlist({ save: Effect.map(Ref.get(ref), (saved) => Ref.set(ref, saved)) })
  }
  const find = (accountId: AccountId, id: string | undefined) =>
    Effect.map(Ref.get(ref), (s) => {
      const record = id === undefined ? undefined : s.byId.get(id)
      return record !== undefined && record.accountId === accountId ? Option.some(record) : Option.none()
    })
  return ChargeStore.of({
    insert: (record) =>
      Effect.flatMap(
        Ref.modify(ref, (s): readonly [DuplicateExternalReference | "duplicate_id" | undefined, MemoryState] => {
          if (s.byId.has(record.id) || s.byReferenceId.has(record.referenceId)) return ["duplicate_id", s]
          const key =
            record.externalReference === undefined ? undefined : refKey(record.accountId, record.externalReference)
          if (key !== undefined && s.byExternalReference.has(key)) {
            return [
              new DuplicateExternalReference({
                accountId: record.accountId,
                externalReference: record.externalReference!
              }),
              s
            ]
          }
          return [
            undefined,
            {
              byId: new Map(s.byId).set(record.id, record),
              byExternalReference:
                key === undefined ? s.byExternalReference : new Map(s.byExternalReference).set(key, record.id),
              byReferenceId: new Map(s.byReferenceId).set(record.referenceId, record.id)
            }
          ]
        }),
        (refused) =>
          refused === undefined
            ? Effect.void
            : refused === "duplicate_id"
              ? Effect.die(new Error(`charge ${record.id} (reference ${record.referenceId}) is already stored`))
              : Effect.fail(refused)
      ),
    findById: (accountId, id) => find(accountId, id),
    findByExternalReference: (accountId, externalReference) =>
      Effect.flatMap(Ref.get(ref), (s) =>
        find(accountId, s.byExternalReference.get(refKey(accountId, externalReference)))
      ),
    findByReferenceId: (referenceId) =>
      Effect.map(Ref.get(ref), (s) => {
        const id = s.byReferenceId.get(referenceId)
        return Option.fromNullishOr(id === undefined ? undefined : s.byId.get(id))
      }),
    updateStatus: (accountId, id, from, to, fields) =>
      Effect.flatMap(
        Ref.modify(ref, (s): readonly [ChargeRecord | ChargeNotFound | ChargeStatusChanged, MemoryState] => {
          const record = s.byId.get(id)
          if (record === undefined || record.accountId !== accountId) {
            return [new ChargeNotFound({ by: "id", value: id }), s]
          }
          if (record.status !== from) {
            return [new ChargeStatusChanged({ chargeId: id, expected: from, actual: record.status }), s]
          }
          const next: ChargeRecord = {
            ...record,
            status: to,
            updatedAt: fields.updatedAt,
            ...(fields.endToEndId === undefined ? {} : { endToEndId: fields.endToEndId }),
            ...(fields.payer === undefined ? {} : { payer: fields.payer }),
            ...(fields.completedAt === undefined ? {} : { completedAt: fields.completedAt }),
            ...(fields.failureReason === undefined ? {} : { failureReason: fields.failureReason })
          }
          return [next, { ...s, byId: new Map(s.byId).set(id, next) }]
        }),
        (result) => ("_tag" in result ? Effect.fail(result) : Effect.succeed(result))
      ),
    findManyByAccount: (accountId, filters, page) =>
      Effect.map(Ref.get(ref), (s) => {
        const all = [...s.byId.values()]
          .filter((r) => r.accountId === accountId && matchesFilters(r, filters))
          .sort(newestFirst)
        const start = (page.page - 1) * page.pageSize
        return { items: all.slice(start, start + page.pageSize), total: all.length }
      }),
    findExpiring: (now, limit) =>
      Effect.map(Ref.get(ref), (s) =>
        [...s.byId.values()]
          .filter((r) => isExpiring(r, now))
          .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
          .slice(0, Math.max(0, Math.min(limit, findExpiringMax)))
      ),
    nextExpiresAt: Effect.map(Ref.get(ref), (s) => {
      let next: Date | undefined
      for (const r of s.byId.values()) {
        if (canExpire(r) && (next === undefined || r.expiresAt.getTime() < next.getTime())) next = r.expiresAt
      }
      return next
    })
  })
})

/** The in-memory charge store; it enlists in the memory `Transactor` when that layer is provided to it. */
export const layerMemory: Layer.Layer<ChargeStore> = Layer.effect(ChargeStore, makeMemory)
