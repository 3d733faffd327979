import { Context, Effect, Layer, Option, Ref } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import { BillingChanged, BillingStoreError, DuplicateBillingCycle, DuplicateBillingReference } from "./Errors.ts"
import { type BillingListFilters, type BillingRecord, isPayable, matchesBillingFilters } from "./Record.ts"

/** One page of billings, newest first, and the count of all matches. */
export interface BillingPage {
  readonly items: ReadonlyArray<BillingRecord>
  readonly total: number
}

/** Billings read per `findDue` call, at most. */
export const dueBatchMax = 500

/** Billings of one subscription `findManyBySubscription` reads, at most (a weekly subscription's ten years). */
export const subscriptionBillingsMax = 600

/**
 * Storage port of one-off billings. A write is a compare-and-set on the billing's `version`, so two writers racing on
 * one billing (a payment and the overdue pass, two worker processes) never both move it.
 */
export class BillingStore extends Context.Service<
  BillingStore,
  {
    /** The next billing number (a database sequence): the boleto's nosso número and the PIX txid are made of it. */
    readonly nextSequence: Effect.Effect<number, BillingStoreError>
    /**
     * Inserts a billing; `DuplicateBillingReference` when its `externalReference` is taken, `DuplicateBillingCycle`
     * when its subscription's cycle is already billed (nothing written).
     */
    readonly insert: (
      record: BillingRecord
    ) => Effect.Effect<void, DuplicateBillingReference | DuplicateBillingCycle | BillingStoreError>
    /** The account's billing with this id. */
    readonly findById: (
      accountId: AccountId,
      id: string
    ) => Effect.Effect<Option.Option<BillingRecord>, BillingStoreError>
    /** The account's billing with this `externalReference`. */
    readonly findByExternalReference: (
      accountId: AccountId,
      externalReference: string
    ) => Effect.Effect<Option.Option<BillingRecord>, BillingStoreError>
    /** The billing with this id, whatever its account (the sandbox pays by id, the slip page shows by id). */
    readonly findByBillingId: (id: string) => Effect.Effect<Option.Option<BillingRecord>, BillingStoreError>
    /** The billing with this 44-digit boleto barcode. */
    readonly findByBarcode: (barcode: string) => Effect.Effect<Option.Option<BillingRecord>, BillingStoreError>
    /** The PIX billing with this txid. */
    readonly findByPixTxid: (txid: string) => Effect.Effect<Option.Option<BillingRecord>, BillingStoreError>
    /** A page of the account's billings passing `filters` (`matchesBillingFilters`), newest first. */
    readonly findManyByAccount: (
      accountId: AccountId,
      filters: BillingListFilters,
      page: { readonly page: number; readonly pageSize: number }
    ) => Effect.Effect<BillingPage, BillingStoreError>
    /** The account's billings of a subscription, by cycle (at most `subscriptionBillingsMax`). */
    readonly findManyBySubscription: (
      accountId: AccountId,
      subscriptionId: string
    ) => Effect.Effect<ReadonlyArray<BillingRecord>, BillingStoreError>
    /** Up to `limit` (at most `dueBatchMax`) PENDING billings due before `today` (a São Paulo date), earliest first. */
    readonly findDue: (today: string, limit: number) => Effect.Effect<ReadonlyArray<BillingRecord>, BillingStoreError>
    /**
     * Up to `limit` (at most `dueBatchMax`) CONFIRMED card billings whose net settles at or before `now`
     * (`card.settlesAt`), earliest first, whatever their account.
     */
    readonly findSettlementDue: (
      now: Date,
      limit: number
    ) => Effect.Effect<ReadonlyArray<BillingRecord>, BillingStoreError>
    /**
     * Up to `limit` (at most `dueBatchMax`) PENDING or OVERDUE billings whose card charge is due at or before `now`
     * (`card.nextChargeAt`: a subscription's card cycle), earliest first, whatever their account.
     */
    readonly findCardChargeDue: (
      now: Date,
      limit: number
    ) => Effect.Effect<ReadonlyArray<BillingRecord>, BillingStoreError>
    /**
     * Writes `next` (status, card, payment, times, `version`) over the billing while its version is still
     * `expectedVersion`; otherwise `BillingChanged` and nothing is written.
     */
    readonly update: (
      next: BillingRecord,
      expectedVersion: number
    ) => Effect.Effect<BillingRecord, BillingChanged | BillingStoreError>
  }
>()("@trilho/domain/BillingStore") {}

interface MemoryState {
  readonly byId: ReadonlyMap<string, BillingRecord>
  readonly sequence: number
}

const newestFirst = (a: BillingRecord, b: BillingRecord) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)

/** The in-memory billing store (no rule of its own: filters by `matchesBillingFilters`). */
export const makeMemory = Effect.gen(function* () {
  const ref = yield* Ref.make<MemoryState>({ byId: new Map(), sequence: 0 })
  const find = (p: (r: BillingRecord) => boolean) =>
    Effect.map(Ref.get(ref), (s) => Option.fromNullishOr([...s.byId.values()].find(p)))
  return BillingStore.of({
    nextSequence: Ref.modify(ref, (s) => [s.sequence + 1, { ...s, sequence: s.sequence + 1 }] as const),
    insert: (record) =>
      Effect.flatMap(
        Ref.modify(ref, (s): readonly ["ok" | "reference" | "cycle", MemoryState] => {
          const all = [...s.byId.values()]
          if (
            record.externalReference !== undefined &&
            all.some((r) => r.accountId === record.accountId && r.externalReference === record.externalReference)
          ) {
            return ["reference", s]
          }
          if (
            record.subscriptionId !== undefined &&
            all.some(
              (r) => r.subscriptionId === record.subscriptionId && r.subscriptionCycle === record.subscriptionCycle
            )
          ) {
            return ["cycle", s]
          }
          return ["ok", { ...s, byId: new Map(s.byId).set(record.id, record) }]
        }),
        (outcome): Effect.Effect<void, DuplicateBillingReference | DuplicateBillingCycle> =>
          outcome === "ok"
            ? Effect.void
            : outcome === "cycle"
              ? Effect.fail(
                  new DuplicateBillingCycle({
                    subscriptionId: record.subscriptionId ?? "",
                    cycle: record.subscriptionCycle ?? 0
                  })
                )
              : Effect.fail(
                  new DuplicateBillingReference({
                    accountId: record.accountId,
                    externalReference: record.externalReference ?? ""
                  })
                )
      ),
    findById: (accountId, id) => find((r) => r.accountId === accountId && r.id === id),
    findByExternalReference: (accountId, reference) =>
      find((r) => r.accountId === accountId && r.externalReference === reference),
    findByBillingId: (id) => find((r) => r.id === id),
    findByBarcode: (barcode) => find((r) => r.boleto?.barcode === barcode),
    findByPixTxid: (txid) => find((r) => r.pix?.txid === txid),
    findManyByAccount: (accountId, filters, page) =>
      Effect.map(Ref.get(ref), (s) => {
        const all = [...s.byId.values()]
          .filter((r) => r.accountId === accountId && matchesBillingFilters(r, filters))
          .sort(newestFirst)
        const start = (Math.max(1, page.page) - 1) * page.pageSize
        return { items: all.slice(start, start + page.pageSize), total: all.length }
      }),
    findManyBySubscription: (accountId, subscriptionId) =>
      Effect.map(Ref.get(ref), (s) =>
        [...s.byId.values()]
          .filter((r) => r.accountId === accountId && r.subscriptionId === subscriptionId)
          .sort((a, b) => (a.subscriptionCycle ?? 0) - (b.subscriptionCycle ?? 0))
          .slice(0, subscriptionBillingsMax)
      ),
    findDue: (today, limit) =>
      Effect.map(Ref.get(ref), (s) =>
        [...s.byId.values()]
          .filter((r) => r.status === "PENDING" && r.dueDate < today)
          .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.id < b.id ? -1 : 1))
          .slice(0, Math.min(limit, dueBatchMax))
      ),
    findSettlementDue: (now, limit) =>
      Effect.map(Ref.get(ref), (s) =>
        [...s.byId.values()]
          .filter(
            (r) =>
              r.status === "CONFIRMED" && r.card?.settlesAt !== undefined && r.card.settlesAt.getTime() <= now.getTime()
          )
          .sort((a, b) => a.card!.settlesAt!.getTime() - b.card!.settlesAt!.getTime() || (a.id < b.id ? -1 : 1))
          .slice(0, Math.min(limit, dueBatchMax))
      ),
    findCardChargeDue: (now, limit) =>
      Effect.map(Ref.get(ref), (s) =>
        [...s.byId.values()]
          .filter(
            (r) => isPayable(r) && r.card?.nextChargeAt !== undefined && r.card.nextChargeAt.getTime() <= now.getTime()
          )
          .sort((a, b) => a.card!.nextChargeAt!.getTime() - b.card!.nextChargeAt!.getTime() || (a.id < b.id ? -1 : 1))
          .slice(0, Math.min(limit, dueBatchMax))
      ),
    update: (next, expectedVersion) =>
      Effect.flatMap(
        Ref.modify(ref, (s): readonly [BillingRecord | undefined, MemoryState] => {
          const found = s.byId.get(next.id)
          if (found === undefined || found.accountId !== next.accountId || found.version !== expectedVersion) {
            return [undefined, s]
          }
          return [next, { ...s, byId: new Map(s.byId).set(next.id, next) }]
        }),
        (updated) =>
          updated === undefined ? Effect.fail(new BillingChanged({ billingId: next.id })) : Effect.succeed(updated)
      )
  })
})

/** The in-memory billing store. */
export const layerMemory: Layer.Layer<BillingStore> = Layer.effect(BillingStore, makeMemory)
