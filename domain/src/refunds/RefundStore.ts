import { Context, Effect, Layer, Option, Ref, Result } from "effect"
import type { ChargeRecord, PageRequest } from "../charges/Record.ts"
import type { AccountId, JournalEntry, LedgerAccountId } from "../ledger/Model.ts"
import { depositIdempotencyKey } from "../charges/Deposit.ts"
import {
  DuplicateActiveRefund,
  DuplicateRefundId,
  RefundNotFound,
  RefundStatusChanged,
  RefundStoreError
} from "./Errors.ts"
import {
  isActiveRefund,
  isUnsubmitted,
  matchesRefundFilters,
  newestRefundFirst,
  type RefundListFilters,
  type RefundRecord,
  type RefundStatus,
  type RefundStatusUpdate
} from "./Record.ts"
import { ChargeStore } from "../charges/ChargeStore.ts"
import { LedgerStore } from "../ledger/LedgerStore.ts"
import { MemoryTransactions } from "../shared/Transactor.ts"

/** One page of refunds (the latest of each deposit), newest first, and the count of all matches. */
export interface RefundPage {
  readonly items: ReadonlyArray<RefundRecord>
  readonly total: number
}

/** Refunds `findUnsubmitted` returns per call, at most. */
export const findUnsubmittedMax = 1000

/** Deposits whose latest refunds `findLatestByCharges` reads at once, at most (a page of a list). */
export const latestByChargesMax = 100

/**
 * Storage port of refunds. Every read but `findByReferenceId` (which serves the network's notices) is scoped to one
 * account: another account's refund is not found.
 */
export class RefundStore extends Context.Service<
  RefundStore,
  {
    /**
     * Stores a new refund. Fails with `DuplicateRefundId` when the account's `refundId` is taken, and with
     * `DuplicateActiveRefund` when the deposit already has a REQUESTED or COMPLETED refund (unique constraints, not
     * reads before the write); nothing is written then.
     */
    readonly insert: (
      record: RefundRecord
    ) => Effect.Effect<void, DuplicateRefundId | DuplicateActiveRefund | RefundStoreError>
    /** The account's refund with this record id. */
    readonly findById: (
      accountId: AccountId,
      id: string
    ) => Effect.Effect<Option.Option<RefundRecord>, RefundStoreError>
    /** The account's refund with this client `refundId`. */
    readonly findByRefundId: (
      accountId: AccountId,
      refundId: string
    ) => Effect.Effect<Option.Option<RefundRecord>, RefundStoreError>
    /** The refund the PIX network knows by `referenceId`, whatever its account. */
    readonly findByReferenceId: (referenceId: string) => Effect.Effect<Option.Option<RefundRecord>, RefundStoreError>
    /** The refund whose record id the platform sent to the network as its refund id, whatever its account. */
    readonly findBySentId: (id: string) => Effect.Effect<Option.Option<RefundRecord>, RefundStoreError>
    /** The latest refund (by `requestedAt`, then id) of each of the account's deposits `chargeIds` that has one. */
    readonly findLatestByCharges: (
      accountId: AccountId,
      chargeIds: ReadonlyArray<string>
    ) => Effect.Effect<ReadonlyMap<string, RefundRecord>, RefundStoreError>
    /**
     * Compare-and-set of the status: moves the account's refund from `from` to `to` and writes `fields`, only if its
     * status is still `from`; returns the updated record. Otherwise `RefundStatusChanged`, or `RefundNotFound`.
     * `from` = `to` writes the fields only (the network's reference after the hand-over).
     */
    readonly updateStatus: (
      accountId: AccountId,
      id: string,
      from: RefundStatus,
      to: RefundStatus,
      fields: RefundStatusUpdate
    ) => Effect.Effect<RefundRecord, RefundNotFound | RefundStatusChanged | RefundStoreError>
    /**
     * One page of the account's deposits' latest refunds passing `filters` (`matchesRefundFilters`), newest first
     * (`newestRefundFirst`), and the number of all that pass. `page` starts at 1; the caller bounds `pageSize`.
     */
    readonly findManyByAccount: (
      accountId: AccountId,
      filters: RefundListFilters,
      page: PageRequest
    ) => Effect.Effect<RefundPage, RefundStoreError>
    /**
     * One page of every refund of the account (each request, not only each deposit's latest), newest request first
     * (`newestRefundFirst`), and the number of them: the refunds the transaction list shows. `page` starts at 1; the
     * caller bounds `pageSize`.
     */
    readonly findEveryByAccount: (
      accountId: AccountId,
      page: PageRequest
    ) => Effect.Effect<RefundPage, RefundStoreError>
    /**
     * Up to `limit` REQUESTED refunds of any account without a network reference, requested at or before
     * `requestedBefore`, oldest first (then by id).
     */
    readonly findUnsubmitted: (
      requestedBefore: Date,
      limit: number
    ) => Effect.Effect<ReadonlyArray<RefundRecord>, RefundStoreError>
    /** The id of the account's charge whose deposit has this end-to-end id. */
    readonly findChargeIdByEndToEndId: (
      accountId: AccountId,
      endToEndId: string
    ) => Effect.Effect<Option.Option<string>, RefundStoreError>
    /**
     * The 24 h lock instant the deposit of charge `chargeId` put on `ledgerAccountId` (its journal entry's posting),
     * none when the ledger holds no such deposit.
     */
    readonly findDepositUnlockAt: (
      accountId: AccountId,
      chargeId: string,
      ledgerAccountId: LedgerAccountId
    ) => Effect.Effect<Option.Option<Date>, RefundStoreError>
  }
>()("@trilho/domain/RefundStore") {}

/** The unlock instant of a deposit's posting to `ledgerAccountId` in `entry`, when it is that charge's deposit. */
export const depositUnlockAtIn = (
  entry: JournalEntry,
  accountId: AccountId,
  chargeId: string,
  ledgerAccountId: LedgerAccountId
): Date | undefined => {
  if (
    entry.accountId !== accountId ||
    entry.idempotencyKey !== depositIdempotencyKey({ id: chargeId as ChargeRecord["id"] })
  )
    return undefined
  return entry.postings.find((p) => p.ledgerAccountId === ledgerAccountId && p.unlockAt !== undefined)?.unlockAt
}

type RefundMap = ReadonlyMap<string, RefundRecord>

const latestOf = (records: Iterable<RefundRecord>): Map<string, RefundRecord> => {
  const latest = new Map<string, RefundRecord>()
  for (const r of records) {
    const key = `${r.accountId}\u0000${r.chargeId}`
    const seen = latest.get(key)
    if (seen === undefined || newestRefundFirst(r, seen) < 0) latest.set(key, r)
  }
  return latest
}

/**
 * In-memory refunds with the SQL store's rules, over the `ChargeStore` (end-to-end lookups) and the `LedgerStore` it
 * wraps: the wrapper (provided beside `RefundStore`) keeps the entries it applies, which deposit locks are read
 * from. Enlists in the memory `Transactor` when it is provided.
 */
export const makeMemory = Effect.gen(function* () {
  const inner = yield* LedgerStore
  const charges = yield* ChargeStore
  const ref = yield* Ref.make<RefundMap>(new Map())
  const entries = yield* Ref.make<ReadonlyArray<JournalEntry>>([])
  const registry = yield* Effect.serviceOption(MemoryTransactions)
  if (Option.isSome(registry)) {
    yield* registry.value.enlist({ save: Effect.map(Ref.get(ref), (saved) => Ref.set(ref, saved)) })
  }
  const ledgerStore = LedgerStore.of({
    ...inner,
    post: (batch, now) =>
      Effect.tap(inner.post(batch, now), (outcomes) =>
        Ref.update(entries, (all) => [
          ...all,
          ...batch.filter((_, i) => {
            const outcome = outcomes[i]
            return outcome !== undefined && Result.isSuccess(outcome) && !outcome.success.replayed
          })
        ])
      )
  })
  const all = Effect.map(Ref.get(ref), (m) => [...m.values()])
  const store = RefundStore.of({
    insert: (record) =>
      Effect.flatMap(
        Ref.modify(
          ref,
          (
            m: RefundMap
          ): readonly [DuplicateRefundId | DuplicateActiveRefund | RefundStoreError | undefined, RefundMap] => {
            if (m.has(record.id)) return [new RefundStoreError({ message: "duplicate refund id" }), m]
            const others = [...m.values()].filter((r) => r.accountId === record.accountId)
            if (others.some((r) => r.refundId === record.refundId)) {
              return [new DuplicateRefundId({ accountId: record.accountId, refundId: record.refundId }), m]
            }
            if (isActiveRefund(record) && others.some((r) => r.chargeId === record.chargeId && isActiveRefund(r))) {
              return [new DuplicateActiveRefund({ accountId: record.accountId, chargeId: record.chargeId }), m]
            }
            return [undefined, new Map(m).set(record.id, record)]
          }
        ),
        (error): Effect.Effect<void, DuplicateRefundId | DuplicateActiveRefund | RefundStoreError> =>
          error === undefined ? Effect.void : Effect.fail(error)
      ),
    findById: (accountId, id) =>
      Effect.map(Ref.get(ref), (m) => Option.filter(Option.fromNullishOr(m.get(id)), (r) => r.accountId === accountId)),
    findByRefundId: (accountId, refundId) =>
      Effect.map(all, (rs) =>
        Option.fromNullishOr(rs.find((r) => r.accountId === accountId && r.refundId === refundId))
      ),
    findByReferenceId: (referenceId) =>
      Effect.map(all, (rs) => Option.fromNullishOr(rs.find((r) => r.referenceId === referenceId))),
    findBySentId: (id) => Effect.map(Ref.get(ref), (m) => Option.fromNullishOr(m.get(id))),
    findLatestByCharges: (accountId, chargeIds) =>
      Effect.map(all, (rs) => {
        const wanted = new Set(chargeIds)
        const latest = latestOf(rs.filter((r) => r.accountId === accountId && wanted.has(r.chargeId)))
        return new Map([...latest.values()].map((r) => [r.chargeId, r]))
      }),
    updateStatus: (accountId, id, from, to, fields) =>
      Effect.flatMap(
        Ref.modify(ref, (m: RefundMap): readonly [RefundRecord | RefundNotFound | RefundStatusChanged, RefundMap] => {
          const found = m.get(id)
          if (found === undefined || found.accountId !== accountId) return [new RefundNotFound({ id }), m]
          if (found.status !== from) return [new RefundStatusChanged({ id, status: found.status }), m]
          const updated: RefundRecord = {
            ...found,
            status: to,
            updatedAt: fields.updatedAt,
            ...(fields.referenceId === undefined ? {} : { referenceId: fields.referenceId }),
            ...(fields.returnId === undefined ? {} : { returnId: fields.returnId }),
            ...(fields.completedAt === undefined ? {} : { completedAt: fields.completedAt }),
            ...(fields.failedAt === undefined ? {} : { failedAt: fields.failedAt }),
            ...(fields.failureReason === undefined ? {} : { failureReason: fields.failureReason })
          }
          return [updated, new Map(m).set(id, updated)]
        }),
        (result): Effect.Effect<RefundRecord, RefundNotFound | RefundStatusChanged> =>
          result instanceof RefundNotFound || result instanceof RefundStatusChanged
            ? Effect.fail(result)
            : Effect.succeed(result)
      ),
    findManyByAccount: (accountId, filters, page) =>
      Effect.map(all, (rs) => {
        const matching = [...latestOf(rs.filter((r) => r.accountId === accountId)).values()]
          .filter((r) => matchesRefundFilters(r, filters))
          .sort(newestRefundFirst)
        const start = (page.page - 1) * page.pageSize
        return { items: matching.slice(start, start + page.pageSize), total: matching.length }
      }),
    findEveryByAccount: (accountId, page) =>
      Effect.map(all, (rs) => {
        const every = rs.filter((r) => r.accountId === accountId).sort(newestRefundFirst)
        const start = (page.page - 1) * page.pageSize
        return { items: every.slice(start, start + page.pageSize), total: every.length }
      }),
    findUnsubmitted: (requestedBefore, limit) =>
      Effect.map(all, (rs) =>
        rs
          .filter((r) => isUnsubmitted(r, requestedBefore))
          .sort((a, b) => -newestRefundFirst(a, b))
          .slice(0, Math.max(0, limit))
      ),
    findChargeIdByEndToEndId: (accountId, endToEndId) =>
      charges.findManyByAccount(accountId, { search: endToEndId }, { page: 1, pageSize: 100 }).pipe(
        Effect.map((found) => Option.fromNullishOr(found.items.find((c) => c.endToEndId === endToEndId)?.id)),
        Effect.mapError((error) => new RefundStoreError({ message: error.message, cause: error }))
      ),
    findDepositUnlockAt: (accountId, chargeId, ledgerAccountId) =>
      Effect.map(Ref.get(entries), (es) => {
        for (const entry of es) {
          const unlockAt = depositUnlockAtIn(entry, accountId, chargeId, ledgerAccountId)
          if (unlockAt !== undefined) return Option.some(unlockAt)
        }
        return Option.none()
      })
  })
  return Context.make(RefundStore, store).pipe(Context.add(LedgerStore, ledgerStore))
})

/**
 * The memory refund store with the `LedgerStore` it reads deposits from: build the ledger over the `LedgerStore`
 * this layer provides, so every entry goes through it.
 */
export const layerMemory: Layer.Layer<RefundStore | LedgerStore, never, LedgerStore | ChargeStore> =
  Layer.effectContext(makeMemory)
