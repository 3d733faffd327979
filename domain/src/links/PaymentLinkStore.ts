import { Context, Effect, Layer, Option, Ref } from "effect"
import type { PageRequest } from "../charges/Record.ts"
import type { AccountId } from "../ledger/Model.ts"
import { PaymentLinkChanged, PaymentLinkNotFound, PaymentLinkStoreError } from "./Errors.ts"
import {
  isLive,
  matchesFilters,
  newestFirst,
  type PaymentLinkListFilters,
  paymentLinkPageSizeMax,
  type PaymentLinkRecord
} from "./Record.ts"

export { PaymentLinkChanged, PaymentLinkNotFound, PaymentLinkStoreError }

/** Ids one `missing` call may ask about, at most (a coupon's or a link's list, with room). */
export const missingIdsMax = 100

/** A page of payment links, newest first, and the count of every link that matches. */
export interface PaymentLinkPage {
  readonly items: ReadonlyArray<PaymentLinkRecord>
  readonly total: number
}

/**
 * Storage port of payment links. Every read and write but `findLive` is scoped to one account, and every read sees
 * live links only (`isLive`): another account's link, or a deleted one, is not found. A deleted link's row stays, for
 * the checkout sessions that point at it.
 */
export class PaymentLinkStore extends Context.Service<
  PaymentLinkStore,
  {
    /** Stores a new link (version 0). Its id is new: a stored id is a defect. */
    readonly insert: (record: PaymentLinkRecord) => Effect.Effect<void, PaymentLinkStoreError>
    /** The account's live link with this id. */
    readonly findById: (
      accountId: AccountId,
      id: string
    ) => Effect.Effect<Option.Option<PaymentLinkRecord>, PaymentLinkStoreError>
    /**
     * The live link with this id, whatever its account: for the public hosted link page, which knows the id only.
     * A deleted link is not found; an INACTIVE one is (the page says it cannot be paid).
     */
    readonly findLive: (id: string) => Effect.Effect<Option.Option<PaymentLinkRecord>, PaymentLinkStoreError>
    /**
     * One page of the account's live links matching `filters` (`matchesFilters`), newest first (`newestFirst`), and
     * the count of all that match. `page` from 1; `pageSize` bounded by `paymentLinkPageSizeMax`.
     */
    readonly findPage: (
      accountId: AccountId,
      filters: PaymentLinkListFilters,
      page: PageRequest
    ) => Effect.Effect<PaymentLinkPage, PaymentLinkStoreError>
    /**
     * Writes `record` (with `version` = `expectedVersion` + 1) over the account's live link if its version is still
     * `expectedVersion`, and returns it as stored; otherwise `PaymentLinkChanged` (or `PaymentLinkNotFound`), and
     * nothing is written. `createdAt` and `deletedAt` are never written here.
     */
    readonly update: (
      record: PaymentLinkRecord,
      expectedVersion: number
    ) => Effect.Effect<PaymentLinkRecord, PaymentLinkChanged | PaymentLinkNotFound | PaymentLinkStoreError>
    /**
     * Deletes the account's live link at `now` (soft: the row stays with `deletedAt`, out of every read here) and
     * returns it as deleted. `PaymentLinkNotFound` when it is not live.
     */
    readonly delete: (
      accountId: AccountId,
      id: string,
      now: Date
    ) => Effect.Effect<PaymentLinkRecord, PaymentLinkNotFound | PaymentLinkStoreError>
    /**
     * Those of `ids` (at most `missingIdsMax`; more is a defect) that are not live links of the account, in the
     * order given, each once. Empty when all are.
     */
    readonly missing: (
      accountId: AccountId,
      ids: ReadonlyArray<string>
    ) => Effect.Effect<ReadonlyArray<string>, PaymentLinkStoreError>
  }
>()("@trilho/domain/PaymentLinkStore") {}

type State = ReadonlyMap<string, PaymentLinkRecord>

const bound = (n: number, max: number) => Math.max(0, Math.min(Math.floor(n), max))

/** The ids of `ids` that `isKnown` refuses, each once, in order: the reference of `missing`. */
export const missingOf = (ids: ReadonlyArray<string>, isKnown: (id: string) => boolean): ReadonlyArray<string> =>
  [...new Set(ids)].filter((id) => !isKnown(id))

/** In-memory payment links with the SQL store's rules (the predicates and the order are the domain's). */
export const makeMemory = Effect.gen(function* () {
  const ref = yield* Ref.make<State>(new Map())
  const live = (all: State, accountId: string, id: string) => {
    const found = all.get(id)
    return found !== undefined && found.accountId === accountId && isLive(found) ? found : undefined
  }
  return PaymentLinkStore.of({
    insert: (record) =>
      Effect.flatMap(
        Ref.modify(ref, (all): readonly [boolean, State] =>
          all.has(record.id) ? [false, all] : [true, new Map(all).set(record.id, record)]
        ),
        (stored) => (stored ? Effect.void : Effect.die(new Error(`payment link ${record.id} is already stored`)))
      ),
    findById: (accountId, id) => Effect.map(Ref.get(ref), (all) => Option.fromUndefinedOr(live(all, accountId, id))),
    findLive: (id) =>
      Effect.map(Ref.get(ref), (all) => {
        const found = all.get(id)
        return found !== undefined && isLive(found) ? Option.some(found) : Option.none()
      }),
    findPage: (accountId, filters, page) =>
      Effect.map(Ref.get(ref), (all) => {
        const matching = [...all.values()]
          .filter((r) => r.accountId === accountId && matchesFilters(r, filters))
          .sort(newestFirst)
        const size = bound(page.pageSize, paymentLinkPageSizeMax)
        const from = Math.max(0, Math.floor(page.page) - 1) * size
        return { items: matching.slice(from, from + size), total: matching.length }
      }),
    update: (record, expectedVersion) =>
      Effect.flatMap(
        Ref.modify(ref, (all): readonly [PaymentLinkRecord | PaymentLinkChanged | PaymentLinkNotFound, State] => {
          const stored = live(all, record.accountId, record.id)
          if (stored === undefined) return [new PaymentLinkNotFound({ id: record.id }), all]
          if (stored.version !== expectedVersion) {
            return [new PaymentLinkChanged({ id: record.id, expectedVersion }), all]
          }
          const { deletedAt: _deleted, ...fields } = record
          const written: PaymentLinkRecord = { ...fields, createdAt: stored.createdAt, version: expectedVersion + 1 }
          return [written, new Map(all).set(record.id, written)]
        }),
        (result) => ("_tag" in result ? Effect.fail(result) : Effect.succeed(result))
      ),
    delete: (accountId, id, now) =>
      Effect.flatMap(
        Ref.modify(ref, (all): readonly [PaymentLinkRecord | undefined, State] => {
          const stored = live(all, accountId, id)
          if (stored === undefined) return [undefined, all]
          const deleted: PaymentLinkRecord = { ...stored, deletedAt: now }
          return [deleted, new Map(all).set(id, deleted)]
        }),
        (deleted) => (deleted === undefined ? Effect.fail(new PaymentLinkNotFound({ id })) : Effect.succeed(deleted))
      ),
    missing: (accountId, ids) =>
      ids.length > missingIdsMax
        ? Effect.die(new RangeError(`missing takes at most ${missingIdsMax} ids, got ${ids.length}`))
        : Effect.map(Ref.get(ref), (all) => missingOf(ids, (id) => live(all, accountId, id) !== undefined))
  })
})

/** The in-memory payment link store. */
export const layerMemory: Layer.Layer<PaymentLinkStore> = Layer.effect(PaymentLinkStore, makeMemory)
