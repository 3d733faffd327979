import { PaymentLinks } from "@trilho/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody } from "../auth/BodyRules.ts"
import { Amount } from "../http/Amounts.ts"
import { Envelope, Page } from "../http/Envelope.ts"
import { BadRequest, Conflict, NotFound, ServiceUnavailable, Unprocessable } from "../http/Errors.ts"
import { FilterText, PageNumber, PageSize } from "../http/QueryParams.ts"

const AllowedMethods = Schema.Array(PaymentLinks.CheckoutMethod).annotate({
  description:
    "How buyers may pay: PIX, CRYPTO, CARD; at least one, each once. A method the account cannot take is 422 " +
    "PAYMENT_METHOD_UNAVAILABLE naming the missing capability."
})

const ProductIds = Schema.Array(Schema.String).annotate({
  description: "Up to 20 distinct ids of the account's ACTIVE products; an unknown or inactive one is named."
})

const FixedAmount = Amount.annotate({
  description: "Reais, from 0.01 to 9,999,999,999.99 (a PIX charge's bounds); omit it for an open value."
})

/** `POST /payment-links/create` body (spec, Store: `allowedMethods`, `fixedAmount` or an open value, `productIds`). */
export const CreatePaymentLinkBody = StrictBody({
  name: Schema.String,
  description: Schema.optionalKey(Schema.String),
  allowedMethods: AllowedMethods,
  fixedAmount: Schema.optionalKey(FixedAmount),
  productIds: Schema.optionalKey(ProductIds),
  customerMode: Schema.optionalKey(PaymentLinks.CustomerMode),
  status: Schema.optionalKey(PaymentLinks.PaymentLinkStatus)
})

/**
 * `PATCH /payment-links/update/{id}` body: the fields to change; `null` clears `description` or `fixedAmount` (an
 * open value again) and empties `productIds`.
 */
export const UpdatePaymentLinkBody = StrictBody({
  name: Schema.optionalKey(Schema.String),
  description: Schema.optionalKey(Schema.NullOr(Schema.String)),
  allowedMethods: Schema.optionalKey(AllowedMethods),
  fixedAmount: Schema.optionalKey(Schema.NullOr(FixedAmount)),
  productIds: Schema.optionalKey(Schema.NullOr(ProductIds)),
  customerMode: Schema.optionalKey(PaymentLinks.CustomerMode),
  status: Schema.optionalKey(PaymentLinks.PaymentLinkStatus)
})

/** `PATCH /payment-links/status/{id}` body. */
export const PaymentLinkStatusBody = StrictBody({ status: PaymentLinks.PaymentLinkStatus })

/** The payment link as the API shows it, the amount in reais, with the address of its hosted page. */
export const PaymentLink = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  description: Schema.optionalKey(Schema.String),
  allowedMethods: Schema.Array(PaymentLinks.CheckoutMethod),
  fixedAmount: Schema.optionalKey(
    Schema.Finite.annotate({ description: "Reais; absent: the buyer chooses the value (open value)." })
  ),
  productIds: Schema.Array(Schema.String),
  customerMode: PaymentLinks.CustomerMode,
  status: PaymentLinks.PaymentLinkStatus,
  payPageUrl: Schema.String.annotate({ description: "The hosted page where buyers pay the link: `<PAY_URL>/l/<id>`." }),
  createdAt: Schema.String,
  updatedAt: Schema.String
})
export type PaymentLink = typeof PaymentLink.Type

/** `GET /payment-links/list` query. */
export const PaymentLinkListQuery = Schema.Struct({
  page: Schema.optionalKey(PageNumber),
  pageSize: Schema.optionalKey(PageSize(PaymentLinks.paymentLinkPageSizeMax)),
  search: Schema.optionalKey(
    FilterText(PaymentLinks.paymentLinkSearchLengthMax, "Case-insensitive substring of the link's name.")
  ),
  status: Schema.optionalKey(PaymentLinks.PaymentLinkStatus)
})

const IdPath = Schema.Struct({ id: Schema.String })
const readErrors = [BadRequest, NotFound, ServiceUnavailable] as const
const writeErrors = [BadRequest, NotFound, Conflict, Unprocessable, ServiceUnavailable] as const

/**
 * Payment links (`/payment-links/*`), each route behind the permission of its name (the status route behind
 * `payment-links/update`); another account's link, or a deleted one, is a 404. API keys only, as the whole store.
 */
export class PaymentLinksGroup extends HttpApiGroup.make("paymentLinks")
  .add(
    HttpApiEndpoint.post("create", "/payment-links/create", {
      payload: CreatePaymentLinkBody,
      success: Envelope(PaymentLink),
      error: writeErrors
    }).pipe(permission("payment-links/create"))
  )
  .add(
    HttpApiEndpoint.get("get", "/payment-links/get/:id", {
      params: IdPath,
      success: Envelope(PaymentLink),
      error: readErrors
    }).pipe(permission("payment-links/get"))
  )
  .add(
    HttpApiEndpoint.get("list", "/payment-links/list", {
      query: PaymentLinkListQuery,
      success: Envelope(Page(PaymentLink)),
      error: readErrors
    }).pipe(permission("payment-links/list"))
  )
  .add(
    HttpApiEndpoint.patch("update", "/payment-links/update/:id", {
      params: IdPath,
      payload: UpdatePaymentLinkBody,
      success: Envelope(PaymentLink),
      error: writeErrors
    }).pipe(permission("payment-links/update"))
  )
  .add(
    HttpApiEndpoint.patch("status", "/payment-links/status/:id", {
      params: IdPath,
      payload: PaymentLinkStatusBody,
      success: Envelope(PaymentLink),
      error: writeErrors
    }).pipe(permission("payment-links/update"))
  )
  .add(
    HttpApiEndpoint.delete("delete", "/payment-links/delete/:id", {
      params: IdPath,
      success: Envelope(PaymentLink),
      error: readErrors
    }).pipe(permission("payment-links/delete"))
  )
  .middleware(Authentication) {}
