import { Context, Effect, Layer, Option, Result } from "effect"
import { fromEither, nowDate } from "../../charges/Common.ts"
import { type ListChargesInput, validateList } from "../../charges/Request.ts"
import * as Outbox from "../../events/Outbox.ts"
import { Ledger } from "../../ledger/Ledger.ts"
import type { AccountId } from "../../ledger/Model.ts"
import { createOnce } from "../../shared/ExternalReference.ts"
import * as Ids from "../../shared/Ids.ts"
import { span } from "../../shared/Tracing.ts"
import * as Transactor from "../../shared/Transactor.ts"
import { assetOf, type CryptoCurrency, type CryptoNetworkName } from "../Assets.ts"
import * as Network from "../CryptoNetwork.ts"
import type { DepositAddress } from "../Notices.ts"
import * as Prices from "../Prices.ts"
import { cryptoPricingDefault, quoteDeposit } from "../Quotes.ts"
import {
  CryptoDepositNotFound,
  CryptoDepositReferenceConflict,
  CryptoDepositStoreError,
  InvalidCryptoDeposit
} from "./Errors.ts"
import { makeProgress } from "./Apply.ts"
import { depositEventOf } from "./Credit.ts"
import {
  cryptoDepositDescriptionLengthMax,
  cryptoDepositExternalReferenceLengthMax,
  cryptoDepositIdPrefix,
  type CryptoDepositRecord
} from "./Record.ts"
import { CryptoDepositStore, layerMemory } from "./Store.ts"

/** A deposit quote request: a charge of `amountCentavos` reais to be paid in `currency` on `network`. */
export interface QuoteDepositInput {
  readonly currency: CryptoCurrency
  readonly network: CryptoNetworkName
  readonly amountCentavos: number
}

/** A deposit to create: the quote's fields, and what the merchant notes on it. */
export interface CreateDepositInput extends QuoteDepositInput {
  readonly accountId: AccountId
  readonly apiKeyId?: string | undefined
  readonly description?: string | undefined
  readonly externalReference?: string | undefined
}

/** A create's answer: the deposit, and whether an earlier request with its `externalReference` made it. */
export interface CryptoDepositOutcome {
  readonly record: CryptoDepositRecord
  readonly replayed: boolean
}

/** How many addresses a deposit's create asks for before it gives up: each one after the first was another's. */
export const depositAddressAttemptsMax = 5

const controlCharacters = /[\u0000-\u001f\u007f]/

const text = (field: string, value: string | undefined, max: number) => {
  if (value === undefined) return Result.succeed(undefined)
  const trimmed = value.trim()
  if (trimmed.length > max) {
    return Result.fail(new InvalidCryptoDeposit({ field, message: `${field} has at most ${max} characters` }))
  }
  if (controlCharacters.test(trimmed)) {
    return Result.fail(new InvalidCryptoDeposit({ field, message: `${field} has a control character` }))
  }
  return Result.succeed(trimmed === "" ? undefined : trimmed)
}

/**
 * Crypto deposits (`payment-crypto/*`, docs/decisions.md "Crypto"). A deposit is quoted when created (the units the
 * payer sends, holding 15 minutes), gets its own address from the chain (`CryptoNetwork`), and is stored with
 * `payment.created`. The chain's notices (`DepositObserved`, `DepositDropped`) and the clock (`expireDue`) move it
 * through the `cryptoDeposit` machine (`Progress`); COMPLETED credits the ledger once (`CRYPTO_IN`) with
 * `payment.paid`, in the transaction of the move, and tells the followers (`CryptoDepositFollowers`).
 */
export class CryptoDeposits extends Context.Service<CryptoDeposits>()("@trilho/domain/CryptoDeposits", {
  make: Effect.gen(function* () {
    const store = yield* CryptoDepositStore
    const outbox = yield* Outbox.Outbox
    const ids = yield* Ids.Ids
    const transactor = yield* Transactor.Transactor
    const prices = yield* Prices.CryptoPrices
    const network = yield* Network.CryptoNetwork

    /**
     * A quote at the market now: the asset must be offered (`UnsupportedAsset`), the units at or above its minimum
     * deposit (`BelowCryptoMinimum`), the amounts within range (`CryptoQuoteOutOfRange`), the fee below the amount.
     */
    const quoteAt = (input: QuoteDepositInput, now: Date) =>
      Effect.gen(function* () {
        const asset = yield* fromEither(assetOf(input.currency, input.network))
        const rate = yield* prices.rateOf(asset)
        return yield* fromEither(
          quoteDeposit({ asset, rate, pricing: cryptoPricingDefault, amountCentavos: input.amountCentavos, now })
        )
      })

    /** An estimate for `payment-crypto/quote`: nothing is stored; `create` quotes again. */
    const quote = Effect.fnUntraced(function* (input: QuoteDepositInput) {
      return yield* quoteAt(input, yield* nowDate)
    }, span("CryptoDeposits.quote"))

    /**
     * Creates a deposit at a quote taken now, with its address, and `payment.created`, in one transaction. With an
     * `externalReference` already used: the same body returns the first deposit (`replayed`), another is
     * `CryptoDepositReferenceConflict`.
     */
    const create = Effect.fnUntraced(function* (input: CreateDepositInput) {
      const description = yield* fromEither(text("description", input.description, cryptoDepositDescriptionLengthMax))
      const externalReference = yield* fromEither(
        text("externalReference", input.externalReference, cryptoDepositExternalReferenceLengthMax)
      )
      const fingerprint = JSON.stringify([input.amountCentavos, input.currency, input.network, description ?? null])
      return yield* createOnce({
        reference: externalReference,
        fingerprint,
        find: (reference) => store.findByExternalReference(input.accountId, reference),
        conflict: ({ externalReference = "", id }) =>
          new CryptoDepositReferenceConflict({ externalReference, depositId: id }),
        duplicate: "DuplicateCryptoDepositReference",
        create: Effect.gen(function* () {
          const now = yield* nowDate
          const quoted = yield* quoteAt(input, now)
          const id = yield* ids.next(cryptoDepositIdPrefix)
          const recordAt = (destination: DepositAddress): CryptoDepositRecord => ({
            id,
            accountId: input.accountId,
            ...(input.apiKeyId === undefined ? {} : { apiKeyId: input.apiKeyId }),
            type: "CRYPTO_IN",
            status: "AWAITING",
            quote: quoted,
            address: destination.address,
            ...(destination.extraId === undefined ? {} : { extraId: destination.extraId }),
            ...(description === undefined ? {} : { description }),
            ...(externalReference === undefined ? {} : { externalReference }),
            transfers: [],
            version: 1,
            requestFingerprint: fingerprint,
            createdAt: now,
            updatedAt: now
          })
          const insertOnce = (attempt: number) =>
            Effect.gen(function* () {
              const destination = yield* network.issueDepositAddress({
                depositId: id,
                currency: input.currency,
                network: input.network,
                attempt
              })
              const record = recordAt(destination)
              yield* transactor.transactionally(
                Effect.gen(function* () {
                  yield* store.insert(record)
                  yield* outbox.append([depositEventOf("payment.created", record, now)])
                })
              )
              return record
            })
          // An address another deposit holds (an XRP Ledger tag drawn twice) is drawn again, a few times at most.
          for (let attempt = 0; ; attempt++) {
            const inserted = yield* insertOnce(attempt).pipe(
              Effect.map(Option.some),
              Effect.catchTag("CryptoDepositAddressTaken", (taken) =>
                attempt + 1 < depositAddressAttemptsMax
                  ? Effect.succeedNone
                  : Effect.fail(
                      new CryptoDepositStoreError({
                        message: `no free deposit address: ${taken.address}`,
                        cause: taken
                      })
                    )
              )
            )
            if (Option.isSome(inserted))
              return { record: inserted.value, replayed: false } satisfies CryptoDepositOutcome
          }
        })
      })
    }, span("CryptoDeposits.create"))

    /** The account's deposit with this id, or else with this `externalReference`. */
    const findById = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
      const byId = yield* store.findById(accountId, id)
      if (Option.isSome(byId)) return byId.value
      const byReference = yield* store.findByExternalReference(accountId, id)
      return Option.isSome(byReference) ? byReference.value : yield* new CryptoDepositNotFound({ id })
    }, span("CryptoDeposits.findById"))

    /** The deposit with this id, whatever its account: the hosted pay page shows it by id alone. */
    const findForPage = Effect.fnUntraced(function* (id: string) {
      const found = yield* store.findByDepositId(id)
      return Option.isSome(found) ? found.value : yield* new CryptoDepositNotFound({ id })
    }, span("CryptoDeposits.findForPage"))

    /** A page of the account's deposits, newest first, with the charge list's filters. */
    const list = Effect.fnUntraced(function* (accountId: AccountId, query: ListChargesInput) {
      const { filters, page } = yield* fromEither(validateList(query))
      const found = yield* store.findManyByAccount(accountId, filters, page)
      return { ...found, page: page.page, pageSize: page.pageSize, pages: Math.ceil(found.total / page.pageSize) }
    }, span("CryptoDeposits.list"))

    const progress = yield* makeProgress(quoteAt)
    return { quote, create, findById, findForPage, list, ...progress } as const
  })
}) {
  /** The service over the ports it reads. */
  static readonly Default = Layer.effect(CryptoDeposits, CryptoDeposits.make)

  /** The service over memory ports: store, ledger, outbox, transactor, counter ids, sandbox prices, in-memory chain. */
  static readonly Test = Layer.suspend(() => {
    const base = Layer.mergeAll(Ledger.Test, Transactor.layerMemory, Ids.layerCounter)
    const ports = Layer.mergeAll(
      layerMemory,
      Outbox.layerMemory,
      Prices.layerStatic(),
      Network.layerMemory({ bitcoin: "testnet" })
    ).pipe(Layer.provideMerge(base))
    return Layer.provideMerge(CryptoDeposits.Default, ports)
  })
}
