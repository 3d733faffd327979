import { Context, Effect, Layer, Option, Ref, Schema } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import { MemoryTransactions } from "../shared/Transactor.ts"
import { isOpen } from "./Machine.ts"
import type { CardTransactionRecord } from "./Record.ts"

/** No card transaction with this id in the account (another account's is not found either). */
export class CardTransactionNotFound extends Schema.TaggedError<CardTransactionNotFound>()("CardTransactionNotFound", {
  by: Schema.Literals(["id", "sessionId", "externalReference"]),
  value: Schema.String
}) {
  override get message(): string {
    return `no card transaction with ${this.by} ${this.value}`
  }
}

/** The compare-and-set lost: another request changed the transaction since it was read (its version moved). */
export class CardTransactionChanged extends Schema.TaggedError<CardTransactionChanged>()("CardTransactionChanged", {
  transactionId: Schema.String,
  expectedVersion: Schema.Number,
  actualVersion: Schema.Number
}) {
  override get message(): string {
    return `card transaction ${this.transactionId} changed concurrently; retry`
  }
}

/** The storage of card transactions failed; nothing is known to have changed. */
export class CardTransactionStoreError extends Schema.TaggedError<CardTransactionStoreError>()(
  "CardTransactionStoreError",
  { message: Schema.String, cause: Schema.optional(Schema.Defect()) }
) {}

/** One page of an account's card transactions and the count of them all. */
export interface CardTransactionPage {
  readonly items: ReadonlyArray<CardTransactionRecord>
  readonly total: number
}

/** Card transactions per `findSettlementDue` call, at most. */
export const findSettlementDueMax = 1000

/** Card transactions per `findExpiredOpen` call, at most. */
export const findExpiredOpenMax = 1000

/**
 * Storage port of card transactions. Reads by id are scoped to one account; `findBySessionId` serves the processor's
 * hosted card page, which knows the session only, `findByExternalReference` the payment links' card rail (at most one
 * transaction per account and reference), `findSettlementDue` the settlement pass and `findExpiredOpen` the expiry
 * pass.
 */
export class CardTransactionStore extends Context.Service<
  CardTransactionStore,
  {
    /** Stores a new card transaction (a repeated id is a defect: ids are drawn fresh). */
    readonly insert: (record: CardTransactionRecord) => Effect.Effect<void, CardTransactionStoreError>
    /** The account's card transaction with this id. */
    readonly findById: (
      accountId: AccountId,
      id: string
    ) => Effect.Effect<Option.Option<CardTransactionRecord>, CardTransactionStoreError>
    /**
     * One page of the account's card transactions, newest first (then by id descending, byte order), and the count of
     * them all; `page` from 1, `pageSize` at most `findSettlementDueMax`. The transaction list reads them through it.
     */
    readonly findManyByAccount: (
      accountId: AccountId,
      page: { readonly page: number; readonly pageSize: number }
    ) => Effect.Effect<CardTransactionPage, CardTransactionStoreError>
    /** The card transaction of the processor's checkout session `sessionId`, whatever its account. */
    readonly findBySessionId: (
      sessionId: string
    ) => Effect.Effect<Option.Option<CardTransactionRecord>, CardTransactionStoreError>
    /** The account's card transaction opened under `externalReference` (a payment link checkout session's id). */
    readonly findByExternalReference: (
      accountId: AccountId,
      externalReference: string
    ) => Effect.Effect<Option.Option<CardTransactionRecord>, CardTransactionStoreError>
    /**
     * Compare-and-set on the version: writes `next` (its mutable fields: status, card, challenge, payment, failure,
     * refunded total, capture and settlement instants, `updatedAt`) with `version + 1`, only if the stored version is
     * still `next.version`; returns the stored record. Otherwise `CardTransactionChanged`, or
     * `CardTransactionNotFound`.
     */
    readonly update: (
      next: CardTransactionRecord
    ) => Effect.Effect<
      CardTransactionRecord,
      CardTransactionNotFound | CardTransactionChanged | CardTransactionStoreError
    >
    /**
     * Up to `limit` (at most `findSettlementDueMax`) captured, unsettled transactions of any account whose `settlesAt`
     * is at or before `now`, earliest first (then by id).
     */
    readonly findSettlementDue: (
      now: Date,
      limit: number
    ) => Effect.Effect<ReadonlyArray<CardTransactionRecord>, CardTransactionStoreError>
    /**
     * Up to `limit` (at most `findExpiredOpenMax`) checkouts of any account still waiting for the buyer (`PENDING`,
     * `AWAITING_CHALLENGE`) whose `expiresAt` is at or before `now`, earliest first (then by id).
     */
    readonly findExpiredOpen: (
      now: Date,
      limit: number
    ) => Effect.Effect<ReadonlyArray<CardTransactionRecord>, CardTransactionStoreError>
  }
>()("@trilho/domain/CardTransactionStore") {}

/** Whether a record is due to settle at `now`: captured, not settled, `settlesAt` reached. */
export const isSettlementDue = (record: CardTransactionRecord, now: Date): boolean =>
  record.capturedAt !== undefined &&
  record.settlesAt !== undefined &&
  record.settledAt === undefined &&
  record.settlesAt.getTime() <= now.getTime()

/**
 * What `update` stores: `next`'s mutable fields over the checkout as created (amounts, URLs, session, account and
 * creation are `stored`'s, whatever `next` says), with the version moved on by one.
 */
export const withUpdate = (stored: CardTransactionRecord, next: CardTransactionRecord): CardTransactionRecord => {
  const { cancelUrl: _cancel, successUrl: _success, apiKeyId: _key, externalReference: _reference, ...mutable } = next
  return {
    ...mutable,
    id: stored.id,
    accountId: stored.accountId,
    ...(stored.apiKeyId === undefined ? {} : { apiKeyId: stored.apiKeyId }),
    ...(stored.externalReference === undefined ? {} : { externalReference: stored.externalReference }),
    amountCentavos: stored.amountCentavos,
    grossCentavos: stored.grossCentavos,
    feeCentavos: stored.feeCentavos,
    netCentavos: stored.netCentavos,
    coverFee: stored.coverFee,
    description: stored.description,
    ...(stored.successUrl === undefined ? {} : { successUrl: stored.successUrl }),
    ...(stored.cancelUrl === undefined ? {} : { cancelUrl: stored.cancelUrl }),
    processorAccountId: stored.processorAccountId,
    sessionId: stored.sessionId,
    checkoutUrl: stored.checkoutUrl,
    expiresAt: stored.expiresAt,
    createdAt: stored.createdAt,
    version: stored.version + 1
  }
}

/**
 * In-memory card transactions with the same rules as the SQL store; enlisted in the memory `Transactor` when its
 * registry is provided, so a failed transaction puts it back.
 */
type Memory = ReadonlyMap<string, CardTransactionRecord>

const referenced = (s: Memory, record: CardTransactionRecord) =>
  [...s.values()].some((r) => r.accountId === record.accountId && r.externalReference === record.externalReference)

export const makeMemory = Effect.gen(function* () {
  const ref = yield* Ref.make<Memory>(new Map())
  const registry = yield* Effect.serviceOption(MemoryTransactions)
  if (Option.isSome(registry)) {
    yield* registry.value.enlist({ save: Effect.map(Ref.get(ref), (saved) => Ref.set(ref, saved)) })
  }
  return CardTransactionStore.of({
    insert: (record) =>
      Effect.flatMap(
        Ref.modify(ref, (s) =>
          s.has(record.id) || (record.externalReference !== undefined && referenced(s, record))
            ? [false, s]
            : ([true, new Map(s).set(record.id, record)] as const)
        ),
        (inserted) =>
          inserted
            ? Effect.void
            : Effect.die(new Error(`card transaction ${record.id} (or its reference) is already stored`))
      ),
    findById: (accountId, id) =>
      Effect.map(Ref.get(ref), (s) => {
        const record = s.get(id)
        return record !== undefined && record.accountId === accountId ? Option.some(record) : Option.none()
      }),
    findManyByAccount: (accountId, page) =>
      Effect.map(Ref.get(ref), (s) => {
        const all = [...s.values()]
          .filter((r) => r.accountId === accountId)
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
        const size = Math.max(0, Math.min(page.pageSize, findSettlementDueMax))
        const start = (Math.max(1, page.page) - 1) * size
        return { items: all.slice(start, start + size), total: all.length }
      }),
    findBySessionId: (sessionId) =>
      Effect.map(Ref.get(ref), (s) => Option.fromNullishOr([...s.values()].find((r) => r.sessionId === sessionId))),
    findByExternalReference: (accountId, externalReference) =>
      Effect.map(Ref.get(ref), (s) =>
        Option.fromNullishOr(
          [...s.values()].find((r) => r.accountId === accountId && r.externalReference === externalReference)
        )
      ),
    update: (next) =>
      Effect.flatMap(
        Ref.modify(
          ref,
          (s: Memory): readonly [CardTransactionRecord | CardTransactionNotFound | CardTransactionChanged, Memory] => {
            const stored = s.get(next.id)
            if (stored === undefined || stored.accountId !== next.accountId) {
              return [new CardTransactionNotFound({ by: "id", value: next.id }), s]
            }
            if (stored.version !== next.version) {
              return [
                new CardTransactionChanged({
                  transactionId: next.id,
                  expectedVersion: next.version,
                  actualVersion: stored.version
                }),
                s
              ]
            }
            const updated = withUpdate(stored, next)
            return [updated, new Map(s).set(next.id, updated)]
          }
        ),
        (result) => ("_tag" in result ? Effect.fail(result) : Effect.succeed(result))
      ),
    findSettlementDue: (now, limit) =>
      Effect.map(Ref.get(ref), (s) =>
        [...s.values()]
          .filter((r) => isSettlementDue(r, now))
          .sort((a, b) => a.settlesAt!.getTime() - b.settlesAt!.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
          .slice(0, Math.max(0, Math.min(limit, findSettlementDueMax)))
      ),
    findExpiredOpen: (now, limit) =>
      Effect.map(Ref.get(ref), (s) =>
        [...s.values()]
          .filter((r) => isOpen(r.status) && r.expiresAt.getTime() <= now.getTime())
          .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
          .slice(0, Math.max(0, Math.min(limit, findExpiredOpenMax)))
      )
  })
})

/** The in-memory card transaction store; it enlists in the memory `Transactor` when that layer is provided to it. */
export const layerMemory: Layer.Layer<CardTransactionStore> = Layer.effect(CardTransactionStore, makeMemory)
