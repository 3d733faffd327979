import { Charges, type PixNetwork, Transactions } from "@trilho/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody } from "../auth/BodyRules.ts"
import { Envelope, Page } from "../http/Envelope.ts"
import { withMoneyRouteErrors } from "../http/Errors.ts"
import { idempotentMoneyRouteErrors, withIdempotencyKey } from "../http/Idempotency.ts"
import { ListDate, PageNumber, PageSize, ReferenceFilter, SearchText, SubaccountFilter } from "../http/QueryParams.ts"
import { Amount, SplitTax } from "../http/Amounts.ts"
import { getRecord } from "../http/RecordRoutes.ts"

/** The expected payer of a charge: a name and a CPF or CNPJ. */
export const PayerBody = StrictBody({ name: Schema.String, document: Schema.String })

/**
 * `POST /payment-pix/create` body (spec, Receive PIX). `amount` and `splitTax` are JSON numbers checked while the body
 * is decoded (`Amounts.ts`), so a malformed one is reported with every other problem of the body.
 */
export const CreateChargeBody = StrictBody({
  amount: Amount,
  description: Schema.String,
  coverFee: Schema.optionalKey(Schema.Boolean),
  emitFiscalInvoice: Schema.optionalKey(Schema.Boolean),
  expirationSeconds: Schema.optionalKey(Schema.Finite),
  externalReference: Schema.optionalKey(Schema.String),
  subaccountId: Schema.optionalKey(Schema.String),
  splitUser: Schema.optionalKey(Schema.String),
  splitTax: Schema.optionalKey(SplitTax),
  payer: Schema.optionalKey(PayerBody)
})

/** Query of the charge list, of the account's transactions and of the transfer lists; every value bounded. */
export const ListQuery = Schema.Struct({
  page: Schema.optionalKey(PageNumber),
  pageSize: Schema.optionalKey(PageSize()),
  /** ISO 8601; a date without time stands for the start of that day (UTC). */
  dateFrom: Schema.optionalKey(ListDate),
  /** ISO 8601; a date without time stands for the end of that day (UTC). */
  dateTo: Schema.optionalKey(ListDate),
  status: Schema.optionalKey(Transactions.TransactionStatus),
  externalReference: Schema.optionalKey(ReferenceFilter),
  search: Schema.optionalKey(SearchText("Case-insensitive substring of the item's ids, description and references.")),
  subaccountId: Schema.optionalKey(SubaccountFilter),
  /** Alias of `subaccountId`. */
  merchantSubaccountId: Schema.optionalKey(SubaccountFilter)
})
export type ListQuery = typeof ListQuery.Type

/**
 * Receive PIX (`/payment-pix/*`), each route behind the permission of its name. A charge of another merchant is a
 * 404, exactly like one that does not exist. The lookup by `externalReference` is
 * `GET /payment-pix/get-by-reference/{externalReference}` (permission `payment-pix/get`).
 */
export class ChargesGroup extends HttpApiGroup.make("charges")
  .add(
    HttpApiEndpoint.post("create", "/payment-pix/create", {
      payload: CreateChargeBody,
      success: Envelope(Charges.LeanCharge),
      error: idempotentMoneyRouteErrors
    }).pipe(withIdempotencyKey, permission("payment-pix/create"))
  )
  .add(getRecord("get", "/payment-pix/get/:id", Charges.LeanCharge, "payment-pix/get"))
  .add(
    HttpApiEndpoint.get("getByReference", "/payment-pix/get-by-reference/:externalReference", {
      params: Schema.Struct({ externalReference: Schema.String }),
      success: Envelope(Charges.LeanCharge),
      error: withMoneyRouteErrors
    }).pipe(permission("payment-pix/get"))
  )
  .add(getRecord("status", "/payment-pix/status/:id", Charges.ChargeStatusView, "payment-pix/status"))
  .add(
    HttpApiEndpoint.get("list", "/payment-pix/list", {
      query: ListQuery,
      success: Envelope(Page(Charges.LeanCharge)),
      error: withMoneyRouteErrors
    }).pipe(permission("payment-pix/list"))
  )
  .middleware(Authentication) {}

/** The payer the sandbox pays with when the request names none. */
export const sandboxPayerDefault: PixNetwork.Payer = { name: "Pagador Sandbox", document: "12345678909" }
