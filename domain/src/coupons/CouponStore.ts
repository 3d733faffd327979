import { Context, Effect, Layer, Option, Ref } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import { MemoryTransactions } from "../shared/Transactor.ts"
import { CouponChanged, CouponCodeTaken, CouponNotApplicable, CouponNotFound, CouponStoreError } from "./Errors.ts"
import {
  type CouponListFilters,
  couponPageSizeMax,
  type CouponRecord,
  matchesFilters,
  newestFirst,
  normalizeCode
} from "./Record.ts"
import { isExhausted } from "./Redeem.ts"

export { CouponChanged, CouponCodeTaken, CouponNotApplicable, CouponNotFound, CouponStoreError }

/** A page of coupons, newest first, and the count of every coupon that matches. */
export interface CouponPage {
  readonly items: ReadonlyArray<CouponRecord>
  readonly total: number
}

/**
 * Storage port of coupons and their redemptions. Every read and write is scoped to one account. `uses` is the count of
 * a coupon's redemptions: only `redeem` and `release` change it, atomically, so concurrent checkouts never pass
 * `maxUses`. The SQL store runs on the ambient SQL client, so a redemption joins the transaction it is called in.
 */
export class CouponStore extends Context.Service<
  CouponStore,
  {
    /** Stores a new coupon. Another coupon of the account with the same code, in any case, is `CouponCodeTaken`. */
    readonly insert: (record: CouponRecord) => Effect.Effect<CouponRecord, CouponCodeTaken | CouponStoreError>
    /** The account's coupon with this id. */
    readonly findById: (
      accountId: AccountId,
      id: string
    ) => Effect.Effect<Option.Option<CouponRecord>, CouponStoreError>
    /** The account's coupon with this code, compared without case (and trimmed). */
    readonly findByCode: (
      accountId: AccountId,
      code: string
    ) => Effect.Effect<Option.Option<CouponRecord>, CouponStoreError>
    /**
     * One page of the account's coupons matching `filters` (`matchesFilters`), newest first (`newestFirst`), and the
     * count of all that match. `page` from 1; `pageSize` bounded by `couponPageSizeMax`.
     */
    readonly findPage: (
      accountId: AccountId,
      filters: CouponListFilters,
      page: { readonly page: number; readonly pageSize: number }
    ) => Effect.Effect<CouponPage, CouponStoreError>
    /**
     * Writes `record` (with `version` = `expectedVersion` + 1) over the stored one if its version is still
     * `expectedVersion`, otherwise `CouponChanged` (or `CouponNotFound`). `uses` is the store's own: the record's is
     * ignored and the stored count returned. A code another coupon of the account has is `CouponCodeTaken`.
     */
    readonly update: (
      record: CouponRecord,
      expectedVersion: number
    ) => Effect.Effect<CouponRecord, CouponChanged | CouponNotFound | CouponCodeTaken | CouponStoreError>
    /** Removes the account's coupon and its redemptions. */
    readonly delete: (accountId: AccountId, id: string) => Effect.Effect<void, CouponNotFound | CouponStoreError>
    /**
     * Counts one use of the coupon for `redemptionId`, atomically: only while `uses` is under `maxUses` (or there is
     * no cap), otherwise `CouponNotApplicable` with reason `exhausted`; of concurrent redemptions exactly as many as
     * the uses left succeed. Idempotent per redemption: a redemption already counted succeeds again and counts
     * nothing. Returns the coupon with its count after the redemption. `now` is recorded as its time.
     */
    readonly redeem: (
      accountId: AccountId,
      couponId: string,
      redemptionId: string,
      now: Date
    ) => Effect.Effect<CouponRecord, CouponNotFound | CouponNotApplicable | CouponStoreError>
    /**
     * Undoes a redemption: removes it and counts one use less. An unknown redemption, or one already released, changes
     * nothing.
     */
    readonly release: (
      accountId: AccountId,
      couponId: string,
      redemptionId: string
    ) => Effect.Effect<void, CouponStoreError>
  }
>()("@trilho/domain/CouponStore") {}

interface MemoryState {
  readonly coupons: ReadonlyMap<string, CouponRecord>
  /** Redemption ids by coupon key. */
  readonly redemptions: ReadonlyMap<string, ReadonlySet<string>>
}

const keyOf = (accountId: string, id: string) => `${accountId}/${id}`

const codeTaken = (state: MemoryState, record: CouponRecord) =>
  [...state.coupons.values()].some(
    (c) => c.accountId === record.accountId && c.id !== record.id && c.code === normalizeCode(record.code)
  )

type Refusal = CouponChanged | CouponNotFound | CouponCodeTaken | CouponNotApplicable

const settle = <A>(result: A | Refusal): Effect.Effect<A, Refusal> =>
  typeof result === "object" && result !== null && "_tag" in result
    ? Effect.fail(result as Refusal)
    : Effect.succeed(result as A)

/**
 * In-memory coupons with the same rules as the SQL store (the predicates are the domain's). When a
 * `MemoryTransactions` registry is provided (the memory `Transactor`), the store enlists in it.
 */
export const makeMemory = Effect.gen(function* () {
  const ref = yield* Ref.make<MemoryState>({ coupons: new Map(), redemptions: new Map() })
  const registry = yield* Effect.serviceOption(MemoryTransactions)
  if (Option.isSome(registry)) {
    yield* registry.value.enlist({ save: Effect.map(Ref.get(ref), (saved) => Ref.set(ref, saved)) })
  }
  return CouponStore.of({
    insert: (record) =>
      Effect.flatMap(
        Ref.modify(ref, (state): readonly [CouponRecord | Refusal | "duplicate_id", MemoryState] => {
          const key = keyOf(record.accountId, record.id)
          if (state.coupons.has(key)) return ["duplicate_id", state]
          if (codeTaken(state, record)) return [new CouponCodeTaken({ code: normalizeCode(record.code) }), state]
          const stored = { ...record, code: normalizeCode(record.code) }
          return [stored, { ...state, coupons: new Map(state.coupons).set(key, stored) }]
        }),
        (result) =>
          result === "duplicate_id"
            ? Effect.die(new Error(`coupon ${record.id} is already stored`))
            : (settle(result) as Effect.Effect<CouponRecord, CouponCodeTaken>)
      ),
    findById: (accountId, id) =>
      Effect.map(Ref.get(ref), (state) => Option.fromUndefinedOr(state.coupons.get(keyOf(accountId, id)))),
    findByCode: (accountId, code) =>
      Effect.map(Ref.get(ref), (state) =>
        Option.fromUndefinedOr(
          [...state.coupons.values()].find((c) => c.accountId === accountId && c.code === normalizeCode(code))
        )
      ),
    findPage: (accountId, filters, page) =>
      Effect.map(Ref.get(ref), (state) => {
        const matching = [...state.coupons.values()]
          .filter((c) => c.accountId === accountId && matchesFilters(c, filters))
          .sort(newestFirst)
        const size = Math.max(0, Math.min(Math.floor(page.pageSize), couponPageSizeMax))
        const from = (Math.max(1, Math.floor(page.page)) - 1) * size
        return { items: matching.slice(from, from + size), total: matching.length }
      }),
    update: (record, expectedVersion) =>
      Effect.flatMap(
        Ref.modify(ref, (state): readonly [CouponRecord | Refusal, MemoryState] => {
          const key = keyOf(record.accountId, record.id)
          const stored = state.coupons.get(key)
          if (stored === undefined) return [new CouponNotFound({ id: record.id }), state]
          if (stored.version !== expectedVersion) return [new CouponChanged({ id: record.id, expectedVersion }), state]
          if (codeTaken(state, record)) return [new CouponCodeTaken({ code: normalizeCode(record.code) }), state]
          const written = {
            ...record,
            code: normalizeCode(record.code),
            uses: stored.uses,
            version: expectedVersion + 1
          }
          return [written, { ...state, coupons: new Map(state.coupons).set(key, written) }]
        }),
        (result) => settle<CouponRecord>(result) as Effect.Effect<CouponRecord, Exclude<Refusal, CouponNotApplicable>>
      ),
    delete: (accountId, id) =>
      Effect.flatMap(
        Ref.modify(ref, (state): readonly [boolean, MemoryState] => {
          const key = keyOf(accountId, id)
          if (!state.coupons.has(key)) return [false, state]
          const coupons = new Map(state.coupons)
          coupons.delete(key)
          const redemptions = new Map(state.redemptions)
          redemptions.delete(key)
          return [true, { coupons, redemptions }]
        }),
        (deleted) => (deleted ? Effect.void : Effect.fail(new CouponNotFound({ id })))
      ),
    redeem: (accountId, couponId, redemptionId) =>
      Effect.flatMap(
        Ref.modify(ref, (state): readonly [CouponRecord | Refusal, MemoryState] => {
          const key = keyOf(accountId, couponId)
          const stored = state.coupons.get(key)
          if (stored === undefined) return [new CouponNotFound({ id: couponId }), state]
          const held = state.redemptions.get(key) ?? new Set<string>()
          if (held.has(redemptionId)) return [stored, state]
          if (isExhausted(stored)) return [new CouponNotApplicable({ reason: "exhausted", code: stored.code }), state]
          const counted = { ...stored, uses: stored.uses + 1 }
          return [
            counted,
            {
              coupons: new Map(state.coupons).set(key, counted),
              redemptions: new Map(state.redemptions).set(key, new Set(held).add(redemptionId))
            }
          ]
        }),
        (result) => settle<CouponRecord>(result) as Effect.Effect<CouponRecord, CouponNotFound | CouponNotApplicable>
      ),
    release: (accountId, couponId, redemptionId) =>
      Ref.update(ref, (state) => {
        const key = keyOf(accountId, couponId)
        const stored = state.coupons.get(key)
        const held = state.redemptions.get(key)
        if (stored === undefined || held === undefined || !held.has(redemptionId)) return state
        const left = new Set(held)
        left.delete(redemptionId)
        return {
          coupons: new Map(state.coupons).set(key, { ...stored, uses: stored.uses - 1 }),
          redemptions: new Map(state.redemptions).set(key, left)
        }
      })
  })
})

/** The in-memory coupon store; it enlists in the memory `Transactor` when that layer is provided to it. */
export const layerMemory: Layer.Layer<CouponStore> = Layer.effect(CouponStore, makeMemory)
