import { CryptoAssets, CryptoWithdrawals } from "@trilho/domain"
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

const asset = {
  currency: CryptoAssets.CryptoCurrency,
  network: CryptoAssets.CryptoNetworkName
}
const amounts = {
  /** Units to send, as decimal text in whole coins. */
  cryptoAmount: Schema.optionalKey(Schema.String),
  /** Reais to spend, fees included. */
  amount: Schema.optionalKey(Amount)
}
const destination = {
  address: Schema.String,
  extraId: Schema.optionalKey(Schema.String),
  description: Schema.optionalKey(Schema.String),
  externalReference: Schema.optionalKey(Schema.String)
}

/** `POST /transfer-crypto/quote` body: the asset, and exactly one of `cryptoAmount` and `amount`. */
export const QuoteCryptoBody = StrictBody({ ...asset, ...amounts })

/** `POST /transfer-crypto/create` body: a quote id from `transfer-crypto/quote` and the destination. */
export const CreateCryptoBody = StrictBody({ quoteId: Schema.String, ...destination })

/** `POST /transfer-crypto-auto/create` body: the quote's fields and the destination, in one call. */
export const AutoCryptoBody = StrictBody({ ...asset, ...amounts, ...destination })

/**
 * Crypto withdrawals (`/transfer-crypto/*`): quote, create at a quote, get (by id or `externalReference`), list; each
 * behind the permission of its name. Another account's withdrawal is a 404.
 */
export class TransferCryptoGroup extends HttpApiGroup.make("transferCrypto")
  .add(
    HttpApiEndpoint.post("quote", "/transfer-crypto/quote", {
      payload: QuoteCryptoBody,
      success: Envelope(CryptoWithdrawals.CryptoQuoteView),
      error: withMoneyRouteErrors
    }).pipe(permission("transfer-crypto/quote"))
  )
  .add(
    HttpApiEndpoint.post("create", "/transfer-crypto/create", {
      payload: CreateCryptoBody,
      success: Envelope(CryptoWithdrawals.LeanCryptoWithdrawal),
      error: idempotentMoneyRouteErrors
    }).pipe(withIdempotencyKey, permission("transfer-crypto/create"))
  )
  .add(getRecord("get", "/transfer-crypto/get/:id", CryptoWithdrawals.LeanCryptoWithdrawal, "transfer-crypto/get"))
  .add(
    HttpApiEndpoint.get("list", "/transfer-crypto/list", {
      query: ListQuery,
      success: Envelope(Page(CryptoWithdrawals.LeanCryptoWithdrawal)),
      error: withMoneyRouteErrors
    }).pipe(permission("transfer-crypto/list"))
  )
  .middleware(Authentication) {}

/** `POST /transfer-crypto-auto/create`: quote and withdraw in one call (permission `transfer-crypto-auto/create`). */
export class TransferCryptoAutoGroup extends HttpApiGroup.make("transferCryptoAuto")
  .add(
    HttpApiEndpoint.post("create", "/transfer-crypto-auto/create", {
      payload: AutoCryptoBody,
      success: Envelope(CryptoWithdrawals.LeanCryptoWithdrawal),
      error: idempotentMoneyRouteErrors
    }).pipe(withIdempotencyKey, permission("transfer-crypto-auto/create"))
  )
  .middleware(Authentication) {}
