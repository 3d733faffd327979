import { Context, Effect, Layer, Option } from "effect"
import { CardCharges } from "../card/CardCharges.ts"
import { Charges } from "../charges/Charges.ts"
import type { CreateChargeError } from "../charges/Create.ts"
import { descriptionLengthMax } from "../charges/Record.ts"
import { CryptoDeposits } from "../crypto/deposits/Deposits.ts"
import { cryptoDepositDescriptionLengthMax } from "../crypto/deposits/Record.ts"
import { depositQuoteValidityMs } from "../crypto/Quotes.ts"
import type { AccountId } from "../ledger/Model.ts"
import { PaymentLinksConfig } from "../links/Config.ts"
import type { CheckoutMethod } from "../links/Record.ts"
import { type CheckoutSession, sessionExpirationSeconds } from "./Record.ts"
import type { ValidStart } from "./Request.ts"

/** The payment a rail opened for a session: its id, the page where the buyer pays, and that page's API name. */
export interface OpenedPayment {
  readonly paymentId: string
  readonly payUrl: string
  readonly urlField: CheckoutSession["urlField"]
}

type CardService = CardCharges["Service"]

/** Every refusal of a card checkout a rail may meet (the amount's, the gate's, the processor's, the store's). */
export type CardCheckoutError =
  Effect.Error<ReturnType<CardService["checkout"]>> | Effect.Error<ReturnType<CardService["findByExternalReference"]>>

type CryptoService = CryptoDeposits["Service"]

/** Every refusal of a crypto deposit a rail may meet (the asset's, its minimum, the quote's range, the store's). */
export type CryptoDepositError =
  Effect.Error<ReturnType<CryptoService["create"]>> | Effect.Error<ReturnType<CryptoService["quote"]>>

/** Every refusal of opening a payment: the PIX charge's, the card checkout's, the crypto deposit's. */
export type OpenPaymentError = CreateChargeError | CardCheckoutError | CryptoDepositError

/** What a rail reads of the request beyond the session: the asset a `CRYPTO` buyer chose. */
export type RailRequest = Pick<ValidStart, "crypto">

/**
 * One way to pay a session: `check` refuses a total the method cannot take, before anything of the session is
 * written (the card's 5.00 minimum, the crypto asset's minimum deposit); `open` opens its payment on the method's
 * network; `expiresAfterSeconds` is how long a session on the rail holds its reservations (its `expiresAt`). The
 * payment's end reaches the session through its followers (`Follower.ts`). A new checkout method is one rail here and
 * one case in the links' capability rule (`methodUnavailable`).
 */
export interface CheckoutRail {
  readonly method: CheckoutMethod
  readonly expiresAfterSeconds: number
  readonly check: (
    accountId: AccountId,
    totalCentavos: number,
    request: RailRequest
  ) => Effect.Effect<void, OpenPaymentError>
  readonly open: (session: CheckoutSession, request: RailRequest) => Effect.Effect<OpenedPayment, OpenPaymentError>
}

/** The rails the checkout can open payments on; a method without one is unavailable. */
export class CheckoutRails extends Context.Service<CheckoutRails, ReadonlyArray<CheckoutRail>>()(
  "@trilho/domain/CheckoutRails"
) {}

/**
 * PIX: a dynamic QR charge of the session's total, under the session's id as its `externalReference` (a repeat
 * finds the same charge), expiring with the session, naming the payer; the buyer pays on the charge's page. Any
 * positive total is a charge (the charge checks its bounds when it is created).
 */
export const makePixRail = Effect.map(Charges, (charges): CheckoutRail => ({
  method: "PIX",
  expiresAfterSeconds: sessionExpirationSeconds,
  check: () => Effect.void,
  open: (session) =>
    Effect.map(
      charges.create({
        accountId: session.accountId,
        apiKeyId: session.apiKeyId,
        amountCentavos: session.totalCentavos,
        description: session.description.slice(0, descriptionLengthMax),
        externalReference: session.id,
        expirationSeconds: sessionExpirationSeconds,
        payer: { name: session.payer.name, document: session.payer.document }
      }),
      ({ record }) => ({ paymentId: record.id, payUrl: record.qrcodeUrl, urlField: "payCheckoutUrl" as const })
    )
}))

/**
 * CARD: a card checkout (`CardCharges.checkout`) of the session's total as the gross (the fee comes off the
 * merchant's net, as without `coverFee`), under the session's id as its `externalReference` (a repeat finds the same
 * transaction), expiring when the session does; both return URLs lead to the session's page (the receipt once paid). The
 * buyer pays on the processor's hosted page (`processorCheckoutUrl`). `check` refuses a total under the card minimum
 * (`CardAmountBelowMinimum`) or one the fee would take whole.
 */
export const makeCardRail = Effect.gen(function* () {
  const cards = yield* CardCharges
  const config = yield* PaymentLinksConfig
  const opened = (record: { readonly id: string; readonly checkoutUrl: string }): OpenedPayment => ({
    paymentId: record.id,
    payUrl: record.checkoutUrl,
    urlField: "processorCheckoutUrl"
  })
  const rail: CheckoutRail = {
    method: "CARD",
    expiresAfterSeconds: sessionExpirationSeconds,
    check: (accountId, totalCentavos) => cards.checkAmount(accountId, totalCentavos),
    open: (session) =>
      Effect.gen(function* () {
        const found = yield* cards.findByExternalReference(session.accountId, session.id)
        if (Option.isSome(found)) return opened(found.value)
        const back = config.sessionPageUrlFor(session.linkId, session.id)
        const record = yield* cards.checkout({
          accountId: session.accountId,
          apiKeyId: session.apiKeyId,
          amountCentavos: session.totalCentavos,
          description: session.description.slice(0, descriptionLengthMax),
          successUrl: back,
          cancelUrl: back,
          externalReference: session.id,
          expiresAt: session.expiresAt
        })
        return opened(record)
      })
  }
  return rail
})

const missingAsset = () => Effect.die(new Error("a CRYPTO request passed its checks without an asset"))

/**
 * CRYPTO: a crypto deposit (`CryptoDeposits.create`) of the session's total in the asset the buyer chose, under the
 * session's id as its `externalReference` (a repeat finds the same deposit), its description the link's name; the
 * buyer pays on the deposit's hosted page (`payCheckoutUrl`). `check` quotes the total in that asset before anything
 * is written, so an asset's minimum deposit (`BelowCryptoMinimum`) or a fee taking the whole total refuses the
 * checkout. The session holds its reservations as long as the deposit's quote (15 minutes): the deposit's expiry
 * ends it.
 */
export const makeCryptoRail = Effect.gen(function* () {
  const deposits = yield* CryptoDeposits
  const config = yield* PaymentLinksConfig
  const rail: CheckoutRail = {
    method: "CRYPTO",
    expiresAfterSeconds: depositQuoteValidityMs / 1000,
    check: (_accountId, totalCentavos, { crypto }) =>
      crypto === undefined
        ? missingAsset()
        : Effect.asVoid(deposits.quote({ ...crypto, amountCentavos: totalCentavos })),
    open: (session, { crypto }) =>
      crypto === undefined
        ? missingAsset()
        : Effect.map(
            deposits.create({
              accountId: session.accountId,
              apiKeyId: session.apiKeyId,
              currency: crypto.currency,
              network: crypto.network,
              amountCentavos: session.totalCentavos,
              description: session.description.slice(0, cryptoDepositDescriptionLengthMax),
              externalReference: session.id
            }),
            ({ record }): OpenedPayment => ({
              paymentId: record.id,
              payUrl: config.cryptoPageUrlFor(record.id),
              urlField: "payCheckoutUrl"
            })
          )
  }
  return rail
})

/** The rails of today: PIX, CARD and CRYPTO. */
export const layer: Layer.Layer<CheckoutRails, never, Charges | CardCharges | CryptoDeposits | PaymentLinksConfig> =
  Layer.effect(CheckoutRails, Effect.all([makePixRail, makeCardRail, makeCryptoRail]))
