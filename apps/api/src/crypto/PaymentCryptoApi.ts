import { CryptoAssets, CryptoDeposits } from "@trilho/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody } from "../auth/BodyRules.ts"
import { ListQuery } from "../charges/ChargesApi.ts"
import { Amount } from "../http/Amounts.ts"
import { Envelope, Page } from "../http/Envelope.ts"
import { withMoneyRouteErrors } from "../http/Errors.ts"
import { idempotentMoneyRouteErrors, withIdempotencyKey } from "../http/Idempotency.ts"
import { getRecord } from "../http/RecordRoutes.ts"

const quoteFields = {
  /** The charge in reais (the gross). */
  amount: Amount,
  currency: CryptoAssets.CryptoCurrency,
  network: CryptoAssets.CryptoNetworkName
}

/** `POST /payment-crypto/quote` body: reais to charge, paid in `currency` on `network`. */
export const QuoteDepositBody = StrictBody(quoteFields)

/** `POST /payment-crypto/create` body: the quote's fields and what the merchant notes on the deposit. */
export const CreateDepositBody = StrictBody({
  ...quoteFields,
  description: Schema.optionalKey(Schema.String),
  externalReference: Schema.optionalKey(Schema.String)
})

/** One asset of `GET /payment-crypto/currencies`; minimums and fee in whole coins, as text. */
export const CryptoCurrencyView = Schema.Struct({
  currency: CryptoAssets.CryptoCurrency,
  network: CryptoAssets.CryptoNetworkName,
  decimals: Schema.Finite,
  minDeposit: Schema.String,
  minWithdrawal: Schema.String,
  networkFee: Schema.String,
  confirmations: Schema.Finite,
  extraIdRequired: Schema.Boolean,
  contract: Schema.optionalKey(Schema.String)
})

/**
 * Crypto deposits (`/payment-crypto/*`): the assets offered, a quote (an estimate), create (quoted then, with its own
 * address), get (by id or `externalReference`), list; each behind the permission of its name. Another account's
 * deposit is a 404.
 */
export class PaymentCryptoGroup extends HttpApiGroup.make("paymentCrypto")
  .add(
    HttpApiEndpoint.get("currencies", "/payment-crypto/currencies", {
      success: Envelope(Schema.Struct({ items: Schema.Array(CryptoCurrencyView) })),
      error: withMoneyRouteErrors
    }).pipe(permission("payment-crypto/currencies"))
  )
  .add(
    HttpApiEndpoint.post("quote", "/payment-crypto/quote", {
      payload: QuoteDepositBody,
      success: Envelope(CryptoDeposits.CryptoDepositQuoteView),
      error: withMoneyRouteErrors
    }).pipe(permission("payment-crypto/quote"))
  )
  .add(
    HttpApiEndpoint.post("create", "/payment-crypto/create", {
      payload: CreateDepositBody,
      success: Envelope(CryptoDeposits.LeanCryptoDeposit),
      error: idempotentMoneyRouteErrors
    }).pipe(withIdempotencyKey, permission("payment-crypto/create"))
  )
  .add(getRecord("get", "/payment-crypto/get/:id", CryptoDeposits.LeanCryptoDeposit, "payment-crypto/get"))
  .add(
    HttpApiEndpoint.get("list", "/payment-crypto/list", {
      query: ListQuery,
      success: Envelope(Page(CryptoDeposits.LeanCryptoDeposit)),
      error: withMoneyRouteErrors
    }).pipe(permission("payment-crypto/list"))
  )
  .middleware(Authentication) {}
