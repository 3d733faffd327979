import { Context, Effect, Layer, Option, Result } from "effect"
import { fromEither, nowDate } from "../../charges/Common.ts"
import { type ListChargesInput, validateList } from "../../charges/Request.ts"
import { Ledger } from "../../ledger/Ledger.ts"
import { cryptoOutEntry, cryptoOutRefundEntry } from "../../ledger/OutflowEntries.ts"
import { type AccountId, EntryId, mainLedgerAccount } from "../../ledger/Model.ts"
import { MedStore } from "../../med/MedStore.ts"
import { Ids } from "../../shared/Ids.ts"
import { createOnce } from "../../shared/ExternalReference.ts"
import { span } from "../../shared/Tracing.ts"
import { Transactor } from "../../shared/Transactor.ts"
import { AddressValidator } from "../AddressValidator.ts"
import { assetOf, type CryptoCurrency, type CryptoNetworkName, parseAssetAmount } from "../Assets.ts"
import { CryptoNetwork } from "../CryptoNetwork.ts"
import { withdrawalGate } from "../Machines.ts"
import { CryptoPrices } from "../Prices.ts"
import { acceptQuote, cryptoPricingDefault, quoteWithdrawal, type WithdrawalAmount } from "../Quotes.ts"
import {
  CryptoQuoteNotFound,
  CryptoWithdrawalNotFound,
  CryptoWithdrawalReferenceConflict,
  InvalidCryptoWithdrawal
} from "./Errors.ts"
import {
  cryptoDebitEntryIdPrefix,
  cryptoDescriptionLengthMax,
  cryptoExternalReferenceLengthMax,
  cryptoQuoteIdPrefix,
  cryptoReasonLengthMax,
  cryptoRefundEntryIdPrefix,
  cryptoWithdrawalIdPrefix,
  type CryptoWithdrawalRecord,
  withdrawalOrderOf
} from "./Record.ts"
import { CryptoWithdrawalStore } from "./Store.ts"

/** A withdrawal quote request: the asset, and exactly one of the units to send (`cryptoAmount`) or reais to spend. */
export interface QuoteWithdrawalInput {
  readonly accountId: AccountId
  readonly currency: CryptoCurrency
  readonly network: CryptoNetworkName
  readonly cryptoAmount?: string | undefined
  readonly amountCentavos?: number | undefined
}

/** A withdrawal at a stored quote, to a destination. */
export interface CreateWithdrawalInput {
  readonly accountId: AccountId
  readonly apiKeyId?: string | undefined
  readonly quoteId: string
  readonly address: string
  readonly extraId?: string | undefined
  readonly description?: string | undefined
  readonly externalReference?: string | undefined
}

/** A withdrawal quoted and made in one call (`transfer-crypto-auto/create`). */
export type AutoWithdrawalInput = QuoteWithdrawalInput & Omit<CreateWithdrawalInput, "quoteId" | "accountId">

/** A create's answer: the withdrawal, and whether an earlier request with its `externalReference` made it. */
export interface CryptoWithdrawalOutcome {
  readonly record: CryptoWithdrawalRecord
  readonly replayed: boolean
}

/** Disputes counted by the MED gate, per status, at most (the gate needs only whether there is one). */
const gatePageSize = 1

const controlCharacters = /[\u0000-\u001f\u007f]/

const text = (field: string, value: string | undefined, max: number) => {
  if (value === undefined) return Result.succeed(undefined)
  const trimmed = value.trim()
  if (trimmed.length > max) {
    return Result.fail(new InvalidCryptoWithdrawal({ field, message: `${field} has at most ${max} characters` }))
  }
  if (controlCharacters.test(trimmed)) {
    return Result.fail(new InvalidCryptoWithdrawal({ field, message: `${field} has a control character` }))
  }
  return Result.succeed(trimmed === "" ? undefined : trimmed)
}

const idBody = (id: string) => id.slice(id.indexOf("_") + 1)

/**
 * Crypto withdrawals (`transfer-crypto/*`). A quote is stored and holds 60 s; a withdrawal takes one valid quote
 * (`acceptQuote`: a stale one is `CryptoQuoteExpired`, never re-priced), checks the address (`AddressValidator`) and
 * the MED gate (`withdrawalGate`: no dispute OPEN or UNDER_REVIEW), then debits exactly the quote's debit from
 * `withdrawable` (`CRYPTO_OUT`, network fee and fee included) with the record in one transaction, and hands it to the
 * chain. A failure returns the whole debit. The catalog has no crypto events: none is emitted.
 */
export class CryptoWithdrawals extends Context.Service<CryptoWithdrawals>()("@trilho/domain/CryptoWithdrawals", {
  make: Effect.gen(function* () {
    const store = yield* CryptoWithdrawalStore
    const ledger = yield* Ledger
    const meds = yield* MedStore
    const ids = yield* Ids
    const transactor = yield* Transactor
    const prices = yield* CryptoPrices
    const validator = yield* AddressValidator
    const network = yield* CryptoNetwork

    /**
     * Quotes a withdrawal and stores the quote: the asset must be offered (`UnsupportedAsset`), exactly one amount
     * given (`InvalidCryptoWithdrawal`), a crypto amount well written (`InvalidCryptoAmount`), at or above the
     * minimum (`BelowCryptoMinimum`) and within range (`CryptoQuoteOutOfRange`).
     */
    const quote = Effect.fnUntraced(function* (input: QuoteWithdrawalInput) {
      const asset = yield* fromEither(assetOf(input.currency, input.network))
      if ((input.cryptoAmount === undefined) === (input.amountCentavos === undefined)) {
        return yield* new InvalidCryptoWithdrawal({
          field: "cryptoAmount",
          message: "give exactly one of cryptoAmount (to send) and amount (reais to spend)"
        })
      }
      const amount: WithdrawalAmount =
        input.cryptoAmount !== undefined
          ? { _tag: "Units", units: yield* fromEither(parseAssetAmount(asset, input.cryptoAmount)) }
          : { _tag: "Centavos", centavos: input.amountCentavos! }
      const rate = yield* prices.rateOf(asset)
      const now = yield* nowDate
      const quoted = yield* fromEither(quoteWithdrawal({ asset, rate, pricing: cryptoPricingDefault, amount, now }))
      const stored = { id: yield* ids.next(cryptoQuoteIdPrefix), accountId: input.accountId, quote: quoted }
      yield* store.insertQuote(stored)
      return stored
    }, span("CryptoWithdrawals.quote"))

    /** The MED gate over the account's disputes OPEN or UNDER_REVIEW. */
    const gate = (accountId: AccountId) =>
      Effect.gen(function* () {
        const page = { page: 1, pageSize: gatePageSize }
        const open = yield* meds.findManyByAccount(accountId, { status: "OPEN" }, page)
        const review = yield* meds.findManyByAccount(accountId, { status: "UNDER_REVIEW" }, page)
        const statuses = [
          ...Array.from({ length: open.total }, () => "OPEN" as const),
          ...Array.from({ length: review.total }, () => "UNDER_REVIEW" as const)
        ]
        yield* fromEither(withdrawalGate(statuses))
      })

    /**
     * Makes a withdrawal at the account's quote `quoteId` (`CryptoQuoteNotFound`), to an address valid on its network
     * (`InvalidCryptoAddress`), while the quote holds (`CryptoQuoteExpired`) and no MED dispute is open
     * (`CryptoWithdrawalsBlocked`); a quote pays one withdrawal (`CryptoQuoteUsed`); `InsufficientFunds` when
     * `withdrawable` is short (nothing written). With an `externalReference` already used: the same body returns the
     * first record (`replayed`), another is `CryptoWithdrawalReferenceConflict`.
     */
    const create = Effect.fnUntraced(function* (input: CreateWithdrawalInput) {
      const description = yield* fromEither(text("description", input.description, cryptoDescriptionLengthMax))
      const externalReference = yield* fromEither(
        text("externalReference", input.externalReference, cryptoExternalReferenceLengthMax)
      )
      const found = yield* store.findQuoteById(input.accountId, input.quoteId)
      if (Option.isNone(found)) return yield* new CryptoQuoteNotFound({ quoteId: input.quoteId })
      const stored = found.value
      const destination = yield* fromEither(validator.validate(stored.quote.network, input.address, input.extraId))
      const fingerprint = JSON.stringify([
        stored.id,
        destination.address,
        destination.extraId ?? null,
        description ?? null
      ])
      return yield* createOnce({
        reference: externalReference,
        fingerprint,
        find: (reference) => store.findByExternalReference(input.accountId, reference),
        conflict: ({ externalReference = "", id }) =>
          new CryptoWithdrawalReferenceConflict({ externalReference, withdrawalId: id }),
        duplicate: "DuplicateCryptoWithdrawalReference",
        create: Effect.gen(function* () {
          const now = yield* nowDate
          const accepted = yield* fromEither(acceptQuote(stored.quote, now))
          yield* gate(input.accountId)
          const id = yield* ids.next(cryptoWithdrawalIdPrefix)
          const record: CryptoWithdrawalRecord = {
            id,
            accountId: input.accountId,
            ...(input.apiKeyId === undefined ? {} : { apiKeyId: input.apiKeyId }),
            type: "CRYPTO_OUT",
            status: "REQUESTED",
            quoteId: stored.id,
            quote: accepted,
            address: destination.address,
            ...(destination.extraId === undefined ? {} : { extraId: destination.extraId }),
            ...(description === undefined ? {} : { description }),
            ...(externalReference === undefined ? {} : { externalReference }),
            requestFingerprint: fingerprint,
            createdAt: now,
            updatedAt: now
          }
          yield* transactor.transactionally(
            Effect.gen(function* () {
              // The record first: it holds the quote's uniqueness; the ledger's refusal rolls it back.
              yield* store.insert(record)
              yield* ledger.post(debitEntryOf(record))
            })
          )
          return { record: yield* broadcast(record), replayed: false } satisfies CryptoWithdrawalOutcome
        })
      })
    }, span("CryptoWithdrawals.create"))

    /** Quotes and withdraws in one call, at the quote taken then (the address is checked before quoting). */
    const createAuto = Effect.fnUntraced(function* (input: AutoWithdrawalInput) {
      yield* fromEither(validator.validate(input.network, input.address, input.extraId))
      const stored = yield* quote(input)
      return yield* create({ ...input, quoteId: stored.id })
    }, span("CryptoWithdrawals.createAuto"))

    /**
     * Hands a REQUESTED withdrawal to the chain: BROADCAST with its hash; refused by the chain, FAILED with its money
     * back; the chain unreachable, it stays REQUESTED (the debit committed: a 5xx would invite a second debit).
     */
    const broadcast = (record: CryptoWithdrawalRecord) =>
      network.broadcastWithdrawal(withdrawalOrderOf(record)).pipe(
        Effect.matchEffect({
          onFailure: (error) =>
            error.reason === "rejected"
              ? failRecord(record, "REQUESTED", error.message)
              : Effect.as(Effect.logWarning(`crypto withdrawal ${record.id} not broadcast`, error), record),
          onSuccess: ({ txHash }) =>
            Effect.flatMap(nowDate, (now) =>
              store.updateStatus(record.accountId, record.id, "REQUESTED", {
                status: "BROADCAST",
                txHash,
                updatedAt: now
              })
            )
        })
      )

    /** FAILED from `from`, with the whole debit returned (`CRYPTO_OUT` negated), in one transaction. */
    const failRecord = (record: CryptoWithdrawalRecord, from: "REQUESTED" | "BROADCAST", reason: string) =>
      transactor.transactionally(
        Effect.gen(function* () {
          const now = yield* nowDate
          const failed = yield* store.updateStatus(record.accountId, record.id, from, {
            status: "FAILED",
            failureReason: reason.slice(0, cryptoReasonLengthMax),
            updatedAt: now
          })
          yield* ledger.post(refundEntryOf(failed, now))
          return failed
        })
      )

    const byNotice = (withdrawalId: string) =>
      Effect.flatMap(store.findByWithdrawalId(withdrawalId), (found) =>
        Option.isSome(found)
          ? Effect.succeed(found.value)
          : Effect.fail(new CryptoWithdrawalNotFound({ id: withdrawalId }))
      )

    /** The chain settled a BROADCAST withdrawal: COMPLETED (`CryptoWithdrawalStatusChanged` from any other status). */
    const settle = Effect.fnUntraced(function* (withdrawalId: string, settledAt: Date) {
      const record = yield* byNotice(withdrawalId)
      return yield* store.updateStatus(record.accountId, record.id, "BROADCAST", {
        status: "COMPLETED",
        completedAt: settledAt,
        updatedAt: settledAt
      })
    }, span("CryptoWithdrawals.settle"))

    /** The chain failed a BROADCAST withdrawal: FAILED, the whole debit returned. */
    const fail = Effect.fnUntraced(function* (withdrawalId: string, reason: string) {
      return yield* failRecord(yield* byNotice(withdrawalId), "BROADCAST", reason)
    }, span("CryptoWithdrawals.fail"))

    /** The account's withdrawal with this id, or else with this `externalReference`. */
    const findById = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
      const byId = yield* store.findById(accountId, id)
      if (Option.isSome(byId)) return byId.value
      const byReference = yield* store.findByExternalReference(accountId, id)
      return Option.isSome(byReference) ? byReference.value : yield* new CryptoWithdrawalNotFound({ id })
    }, span("CryptoWithdrawals.findById"))

    /** A page of the account's withdrawals, newest first, with the charge list's filters. */
    const list = Effect.fnUntraced(function* (accountId: AccountId, query: ListChargesInput) {
      const { filters, page } = yield* fromEither(validateList(query))
      const found = yield* store.findManyByAccount(accountId, filters, page)
      return { ...found, page: page.page, pageSize: page.pageSize, pages: Math.ceil(found.total / page.pageSize) }
    }, span("CryptoWithdrawals.list"))

    return { quote, create, createAuto, settle, fail, findById, list } as const
  })
}) {
  /** The service over the ports it reads. */
  static readonly Default = Layer.effect(CryptoWithdrawals, CryptoWithdrawals.make)
}

/** The debit of a withdrawal: exactly its quote's debit, from the payer's `withdrawable`. */
export const debitEntryOf = (record: CryptoWithdrawalRecord) =>
  cryptoOutEntry(
    {
      id: EntryId.make(`${cryptoDebitEntryIdPrefix}_${idBody(record.id)}`),
      accountId: record.accountId,
      transactionId: record.id,
      description: record.description,
      createdAt: record.createdAt
    },
    {
      payer: mainLedgerAccount(record.accountId),
      debitCentavos: record.quote.debitCentavos,
      feeCentavos: record.quote.feeCentavos,
      chainCentavos: record.quote.sendCostCentavos + record.quote.networkFeeCentavos
    }
  )

/** The refund of a failed withdrawal: its debit negated, at once withdrawable. */
export const refundEntryOf = (record: CryptoWithdrawalRecord, at: Date) =>
  cryptoOutRefundEntry(
    {
      id: EntryId.make(`${cryptoRefundEntryIdPrefix}_${idBody(record.id)}`),
      accountId: record.accountId,
      transactionId: record.id,
      description: record.failureReason,
      createdAt: at
    },
    debitEntryOf(record)
  )
