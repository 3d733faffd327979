import { Context, Effect, Layer, Option, Ref } from "effect"
import type { ChargeListFilters, PageRequest } from "../../charges/Record.ts"
import { newestFirst } from "../../charges/Record.ts"
import type { AccountId } from "../../ledger/Model.ts"
import { MemoryTransactions } from "../../shared/Transactor.ts"
import type { CryptoNetworkName } from "../Assets.ts"
import {
  CryptoDepositAddressTaken,
  CryptoDepositChanged,
  CryptoDepositStoreError,
  DuplicateCryptoDepositReference
} from "./Errors.ts"
import { type CryptoDepositRecord, matchesDepositFilters } from "./Record.ts"

/** One page of deposits, newest first, and the count of all matches. */
export interface CryptoDepositPage {
  readonly items: ReadonlyArray<CryptoDepositRecord>
  readonly total: number
}

/** Deposits read per `findExpiring` call, at most. */
export const expiringBatchMax = 500

/**
 * Storage port of crypto deposits (`CRYPTO_IN`). An address (with its `extraId`) names one deposit on its network;
 * a write is a compare-and-set on the deposit's `version`, so two notices racing on one deposit never lose a transfer.
 */
export class CryptoDepositStore extends Context.Service<
  CryptoDepositStore,
  {
    /**
     * Inserts a deposit; `DuplicateCryptoDepositReference` when its `externalReference` is taken,
     * `CryptoDepositAddressTaken` when its address (network, address, tag) is another deposit's (nothing written).
     */
    readonly insert: (
      record: CryptoDepositRecord
    ) => Effect.Effect<void, DuplicateCryptoDepositReference | CryptoDepositAddressTaken | CryptoDepositStoreError>
    /** The account's deposit with this id. */
    readonly findById: (
      accountId: AccountId,
      id: string
    ) => Effect.Effect<Option.Option<CryptoDepositRecord>, CryptoDepositStoreError>
    /** The account's deposit with this `externalReference`. */
    readonly findByExternalReference: (
      accountId: AccountId,
      externalReference: string
    ) => Effect.Effect<Option.Option<CryptoDepositRecord>, CryptoDepositStoreError>
    /** The deposit with this id, whatever its account (the pay page and the chain's notices name only it). */
    readonly findByDepositId: (id: string) => Effect.Effect<Option.Option<CryptoDepositRecord>, CryptoDepositStoreError>
    /** The deposit paid to `address` (and `extraId`, on a network with one) on `network`. */
    readonly findByAddress: (
      network: CryptoNetworkName,
      address: string,
      extraId: string | undefined
    ) => Effect.Effect<Option.Option<CryptoDepositRecord>, CryptoDepositStoreError>
    /** The deposit one of whose transfers is `txHash` on `network`. */
    readonly findByTxHash: (
      network: CryptoNetworkName,
      txHash: string
    ) => Effect.Effect<Option.Option<CryptoDepositRecord>, CryptoDepositStoreError>
    /** A page of the account's deposits passing `filters` (`matchesDepositFilters`), newest first. */
    readonly findManyByAccount: (
      accountId: AccountId,
      filters: ChargeListFilters,
      page: PageRequest
    ) => Effect.Effect<CryptoDepositPage, CryptoDepositStoreError>
    /**
     * Up to `limit` (at most `expiringBatchMax`) AWAITING or UNDERPAID deposits whose quote ran out at or before
     * `now`, earliest expiry first.
     */
    readonly findExpiring: (
      now: Date,
      limit: number
    ) => Effect.Effect<ReadonlyArray<CryptoDepositRecord>, CryptoDepositStoreError>
    /**
     * Writes `next` (status, quote, transfers, credit, times, `version`) over the deposit while its version is still
     * `expectedVersion`; otherwise `CryptoDepositChanged` and nothing is written.
     */
    readonly update: (
      next: CryptoDepositRecord,
      expectedVersion: number
    ) => Effect.Effect<CryptoDepositRecord, CryptoDepositChanged | CryptoDepositStoreError>
  }
>()("@trilho/domain/CryptoDepositStore") {}

const refKey = (accountId: string, externalReference: string) => `${accountId}\u0000${externalReference}`
const addressKey = (network: string, address: string, extraId: string | undefined) =>
  `${network}\u0000${address}\u0000${extraId ?? ""}`

interface MemoryState {
  readonly byId: ReadonlyMap<string, CryptoDepositRecord>
  readonly byReference: ReadonlyMap<string, string>
}

/** In-memory deposits with the SQL store's rules; enlists in the memory `Transactor` when provided. */
export const makeMemory = Effect.gen(function* () {
  const ref = yield* Ref.make<MemoryState>({ byId: new Map(), byReference: new Map() })
  const registry = yield* Effect.serviceOption(MemoryTransactions)
  if (Option.isSome(registry)) {
    yield* registry.value.enlist({ save: Effect.map(Ref.get(ref), (saved) => Ref.set(ref, saved)) })
  }
  const find = (predicate: (r: CryptoDepositRecord) => boolean) =>
    Effect.map(Ref.get(ref), (s) => Option.fromNullishOr([...s.byId.values()].find(predicate)))
  type InsertError = DuplicateCryptoDepositReference | CryptoDepositAddressTaken | CryptoDepositStoreError
  return CryptoDepositStore.of({
    insert: (record) =>
      Effect.flatMap(
        Ref.modify(ref, (s): readonly [InsertError | undefined, MemoryState] => {
          if (s.byId.has(record.id)) return [new CryptoDepositStoreError({ message: "duplicate deposit id" }), s]
          const address = addressKey(record.quote.network, record.address, record.extraId)
          const taken = [...s.byId.values()].some((r) => addressKey(r.quote.network, r.address, r.extraId) === address)
          if (taken) {
            const { network } = record.quote
            const extra = record.extraId === undefined ? {} : { extraId: record.extraId }
            return [new CryptoDepositAddressTaken({ network, address: record.address, ...extra }), s]
          }
          const key =
            record.externalReference === undefined ? undefined : refKey(record.accountId, record.externalReference)
          if (key !== undefined && s.byReference.has(key)) {
            return [
              new DuplicateCryptoDepositReference({
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
              byReference: key === undefined ? s.byReference : new Map(s.byReference).set(key, record.id)
            }
          ]
        }),
        (error): Effect.Effect<void, InsertError> => (error === undefined ? Effect.void : Effect.fail(error))
      ),
    findById: (accountId, id) =>
      Effect.map(Ref.get(ref), (s) => {
        const found = s.byId.get(id)
        return Option.fromNullishOr(found !== undefined && found.accountId === accountId ? found : undefined)
      }),
    findByExternalReference: (accountId, externalReference) =>
      Effect.map(Ref.get(ref), (s) => {
        const id = s.byReference.get(refKey(accountId, externalReference))
        return Option.fromNullishOr(id === undefined ? undefined : s.byId.get(id))
      }),
    findByDepositId: (id) => Effect.map(Ref.get(ref), (s) => Option.fromNullishOr(s.byId.get(id))),
    findByAddress: (network, address, extraId) =>
      find((r) => addressKey(r.quote.network, r.address, r.extraId) === addressKey(network, address, extraId)),
    findByTxHash: (network, txHash) =>
      find((r) => r.quote.network === network && r.transfers.some((t) => t.txHash === txHash)),
    findManyByAccount: (accountId, filters, page) =>
      Effect.map(Ref.get(ref), (s) => {
        const all = [...s.byId.values()]
          .filter((r) => r.accountId === accountId && matchesDepositFilters(r, filters))
          .sort(newestFirst)
        const start = (page.page - 1) * page.pageSize
        return { items: all.slice(start, start + page.pageSize), total: all.length }
      }),
    findExpiring: (now, limit) =>
      Effect.map(Ref.get(ref), (s) =>
        [...s.byId.values()]
          .filter(
            (r) => (r.status === "AWAITING" || r.status === "UNDERPAID") && r.quote.expiresAt.getTime() <= now.getTime()
          )
          .sort((a, b) => a.quote.expiresAt.getTime() - b.quote.expiresAt.getTime() || (a.id < b.id ? -1 : 1))
          .slice(0, Math.min(limit, expiringBatchMax))
      ),
    update: (next, expectedVersion) =>
      Effect.flatMap(
        Ref.modify(ref, (s): readonly [CryptoDepositRecord | undefined, MemoryState] => {
          const found = s.byId.get(next.id)
          if (found === undefined || found.accountId !== next.accountId || found.version !== expectedVersion) {
            return [undefined, s]
          }
          return [next, { ...s, byId: new Map(s.byId).set(next.id, next) }]
        }),
        (updated) =>
          updated === undefined
            ? Effect.fail(new CryptoDepositChanged({ depositId: next.id }))
            : Effect.succeed(updated)
      )
  })
})

/** The in-memory crypto deposit store. */
export const layerMemory: Layer.Layer<CryptoDepositStore> = Layer.effect(CryptoDepositStore, makeMemory)
