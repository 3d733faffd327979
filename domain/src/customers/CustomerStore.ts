import { Context, Effect, Layer, Option, Ref } from "effect"
import type { PageRequest } from "../charges/Record.ts"
import type { AccountId } from "../ledger/Model.ts"
import { amountMaxCentavos, type Centavos } from "../money/Money.ts"
import { MemoryTransactions } from "../shared/Transactor.ts"
import { CustomerChanged, CustomerDocumentTaken, CustomerNotFound, CustomerStoreError } from "./Errors.ts"
import {
  type CustomerFields,
  type CustomerListFilters,
  type CustomerRecord,
  isLive,
  matchesCustomerFilters,
  newestCustomerFirst
} from "./Record.ts"

export { CustomerChanged, CustomerDocumentTaken, CustomerNotFound, CustomerStoreError }

/** Customers per page of `findManyByAccount`, at most (spec, Store: `pageSize` max 100). */
export const customerPageSizeMax = 100

/** One page of customers, newest first, and the count of all that match. */
export interface CustomerPage {
  readonly items: ReadonlyArray<CustomerRecord>
  readonly total: number
}

/** Whether `amountCentavos` is an amount a purchase may add: a positive safe integer within the platform's maximum. */
export const isPurchaseAmount = (amountCentavos: number): boolean =>
  Number.isSafeInteger(amountCentavos) && amountCentavos > 0 && amountCentavos <= amountMaxCentavos

/**
 * Storage port of a store's customers. Every read and write is scoped to one account and sees live customers only
 * (`isLive`): another account's customer, or a deleted one, is not found. A document is unique among an account's live
 * customers (a unique constraint, not a read before the write).
 */
export class CustomerStore extends Context.Service<
  CustomerStore,
  {
    /**
     * Stores a new customer (metrics 0, version 0). When a live customer of the account has its document, writes
     * nothing and fails with `CustomerDocumentTaken` naming that customer.
     */
    readonly insert: (record: CustomerRecord) => Effect.Effect<void, CustomerDocumentTaken | CustomerStoreError>
    /** The account's live customer with this id. */
    readonly findById: (
      accountId: AccountId,
      id: string
    ) => Effect.Effect<Option.Option<CustomerRecord>, CustomerStoreError>
    /** The account's live customer with this normalized document. */
    readonly findByDocument: (
      accountId: AccountId,
      document: string
    ) => Effect.Effect<Option.Option<CustomerRecord>, CustomerStoreError>
    /**
     * One page of the account's live customers passing `filters` (`matchesCustomerFilters`), newest first
     * (`newestCustomerFirst`), and the number of all that pass. `page` starts at 1; `pageSize` is bounded by
     * `customerPageSizeMax`.
     */
    readonly findManyByAccount: (
      accountId: AccountId,
      filters: CustomerListFilters,
      page: PageRequest
    ) => Effect.Effect<CustomerPage, CustomerStoreError>
    /**
     * Writes `fields` and `updatedAt` over the account's live customer `id` if its version is still `expectedVersion`
     * (the version becomes `expectedVersion + 1`), and returns the customer as stored. The metrics are not written:
     * a purchase recorded meanwhile is kept. Otherwise `CustomerChanged` (or `CustomerNotFound`); a document another
     * live customer has is `CustomerDocumentTaken`, and nothing is written.
     */
    readonly update: (
      accountId: AccountId,
      id: string,
      fields: CustomerFields,
      updatedAt: Date,
      expectedVersion: number
    ) => Effect.Effect<CustomerRecord, CustomerChanged | CustomerNotFound | CustomerDocumentTaken | CustomerStoreError>
    /**
     * Deletes the account's live customer `id` at `at` (soft: the row stays, with `deletedAt`, out of every read, and
     * its document is free for a new customer); returns it as deleted. `CustomerNotFound` when it is not live.
     */
    readonly markDeleted: (
      accountId: AccountId,
      id: string,
      at: Date
    ) => Effect.Effect<CustomerRecord, CustomerNotFound | CustomerStoreError>
    /**
     * Counts one purchase of `amountCentavos` (positive, `isPurchaseAmount`; another amount is a defect) on the
     * account's live customer `customerId`: `transactions` + 1 and `volumeCentavos` + `amountCentavos` in one atomic
     * write, so concurrent purchases all count. Returns the customer after it. `CustomerNotFound` when it is not live.
     */
    readonly recordPurchase: (
      accountId: AccountId,
      customerId: string,
      amountCentavos: Centavos
    ) => Effect.Effect<CustomerRecord, CustomerNotFound | CustomerStoreError>
  }
>()("@trilho/domain/CustomerStore") {}

type State = ReadonlyMap<string, CustomerRecord>
type Refusal = CustomerChanged | CustomerNotFound | CustomerDocumentTaken

const key = (accountId: string, id: string) => `${accountId}\u0000${id}`

const holderOf = (all: State, accountId: string, document: string, except?: string) => {
  for (const r of all.values()) {
    if (r.accountId === accountId && r.document === document && isLive(r) && r.id !== except) return r
  }
  return undefined
}

const settle = <A>(result: A | Refusal): Effect.Effect<A, Refusal> =>
  typeof result === "object" && result !== null && "_tag" in result
    ? Effect.fail(result as Refusal)
    : Effect.succeed(result as A)

const bound = (n: number, max: number) => Math.max(0, Math.min(Math.floor(n), max))

/**
 * In-memory customers with the SQL store's rules (the predicates and the order are the domain's). When a
 * `MemoryTransactions` registry is provided (the memory `Transactor`), the store enlists in it.
 */
export const makeMemory = Effect.gen(function* () {
  const ref = yield* Ref.make<State>(new Map())
  const registry = yield* Effect.serviceOption(MemoryTransactions)
  if (Option.isSome(registry)) {
    yield* registry.value.enlist({ save: Effect.map(Ref.get(ref), (saved) => Ref.set(ref, saved)) })
  }
  const live = (all: State, accountId: string, id: string) => {
    const found = all.get(key(accountId, id))
    return found !== undefined && isLive(found) ? found : undefined
  }
  /** Applies `change` to the live customer, atomically; a refusal leaves the state as it was. */
  const modify = <R extends Refusal = CustomerNotFound>(
    accountId: string,
    id: string,
    change: (all: State, r: CustomerRecord) => CustomerRecord | R
  ): Effect.Effect<CustomerRecord, R | CustomerNotFound> =>
    Effect.flatMap(
      Ref.modify(ref, (all): readonly [CustomerRecord | R | CustomerNotFound, State] => {
        const stored = live(all, accountId, id)
        if (stored === undefined) return [new CustomerNotFound({ id }), all]
        const next = change(all, stored)
        return "_tag" in next ? [next, all] : [next, new Map(all).set(key(accountId, id), next)]
      }),
      (result) => settle<CustomerRecord>(result) as Effect.Effect<CustomerRecord, R | CustomerNotFound>
    )

  return CustomerStore.of({
    insert: (record) =>
      Effect.flatMap(
        Ref.modify(ref, (all): readonly [CustomerDocumentTaken | "duplicate_id" | undefined, State] => {
          if (all.has(key(record.accountId, record.id))) return ["duplicate_id", all]
          const holder = holderOf(all, record.accountId, record.document)
          if (holder !== undefined) {
            return [new CustomerDocumentTaken({ document: record.document, existingId: holder.id }), all]
          }
          return [undefined, new Map(all).set(key(record.accountId, record.id), record)]
        }),
        (refused) =>
          refused === undefined
            ? Effect.void
            : refused === "duplicate_id"
              ? Effect.die(new Error(`customer ${record.id} is already stored`))
              : Effect.fail(refused)
      ),
    findById: (accountId, id) => Effect.map(Ref.get(ref), (all) => Option.fromUndefinedOr(live(all, accountId, id))),
    findByDocument: (accountId, document) =>
      Effect.map(Ref.get(ref), (all) => Option.fromUndefinedOr(holderOf(all, accountId, document))),
    findManyByAccount: (accountId, filters, page) =>
      Effect.map(Ref.get(ref), (all) => {
        const matching = [...all.values()]
          .filter((r) => r.accountId === accountId && matchesCustomerFilters(r, filters))
          .sort(newestCustomerFirst)
        const size = bound(page.pageSize, customerPageSizeMax)
        const start = Math.max(0, Math.floor(page.page) - 1) * size
        return { items: matching.slice(start, start + size), total: matching.length }
      }),
    update: (accountId, id, fields, updatedAt, expectedVersion) =>
      modify<Refusal>(accountId, id, (all, stored) => {
        if (stored.version !== expectedVersion) return new CustomerChanged({ id, expectedVersion })
        const holder = holderOf(all, accountId, fields.document, id)
        if (holder !== undefined) return new CustomerDocumentTaken({ document: fields.document, existingId: holder.id })
        const { phone: _p, whatsapp: _w, city: _c, state: _s, ...kept } = stored
        return { ...kept, ...fields, updatedAt, version: expectedVersion + 1 }
      }),
    markDeleted: (accountId, id, at) => modify<never>(accountId, id, (_all, stored) => ({ ...stored, deletedAt: at })),
    recordPurchase: (accountId, customerId, amountCentavos) =>
      isPurchaseAmount(amountCentavos)
        ? modify<never>(accountId, customerId, (_all, stored) => ({
            ...stored,
            transactions: stored.transactions + 1,
            volumeCentavos: (stored.volumeCentavos + amountCentavos) as Centavos
          }))
        : Effect.die(new RangeError(`a purchase amount is a positive number of centavos, not ${amountCentavos}`))
  })
})

/** The in-memory customer store; it enlists in the memory `Transactor` when that layer is provided to it. */
export const layerMemory: Layer.Layer<CustomerStore> = Layer.effect(CustomerStore, makeMemory)
