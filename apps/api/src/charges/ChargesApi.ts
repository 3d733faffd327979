import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Charges, type PixNetwork, Transactions } from "@trilho/domain"
import { Schema } from "effect"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody } from "../auth/BodyRules.ts"
import { Envelope, Page } from "../http/Envelope.ts"
import { withMoneyRouteErrors } from "../http/Errors.ts"
import { withIdempotencyKey } from "../http/Idempotency.ts"

/** The expected payer of a charge: a name and a CPF or CNPJ. */
export const PayerBody = StrictBody({ name: Schema.String, document: Schema.String })

/**
 * `POST /payment-pix/create` body (spec, Receive PIX). `amount` and `splitTax` are read as sent and parsed at the
 * edge (`Money.parseReais`, `Fees.parseSplitTax`), so a malformed amount is `INVALID_AMOUNT`, not a schema error.
 */
export const CreateChargeBody = StrictBody({
  amount: Schema.Unknown,
  description: Schema.String,
  coverFee: Schema.optional(Schema.Boolean),
  emitFiscalInvoice: Schema.optional(Schema.Boolean),
  expirationSeconds: Schema.optional(Schema.Number),
  externalReference: Schema.optional(Schema.String),
  subaccountId: Schema.optional(Schema.String),
  splitUser: Schema.optional(Schema.String),
  splitTax: Schema.optional(Schema.Unknown),
  payer: Schema.optional(PayerBody)
})

const PositiveIntFromString = Schema.NumberFromString.pipe(Schema.int())

/** Query of the charge list and of the account's transactions. */
export const ListQuery = Schema.Struct({
  page: Schema.optional(PositiveIntFromString),
  pageSize: Schema.optional(PositiveIntFromString),
  /** ISO 8601; a date without time stands for the start of that day (UTC). */
  dateFrom: Schema.optional(Schema.String),
  /** ISO 8601; a date without time stands for the end of that day (UTC). */
  dateTo: Schema.optional(Schema.String),
  status: Schema.optional(Transactions.TransactionStatus),
  externalReference: Schema.optional(Schema.String),
  search: Schema.optional(Schema.String),
  subaccountId: Schema.optional(Schema.String),
  /** Alias of `subaccountId`. */
  merchantSubaccountId: Schema.optional(Schema.String)
})
export type ListQuery = typeof ListQuery.Type

const IdPath = Schema.Struct({ id: Schema.String })

/**
 * Receive PIX (`/payment-pix/*`), each route behind the permission of its name. A charge of another merchant is a
 * 404, exactly like one that does not exist. The lookup by `externalReference` is
 * `GET /payment-pix/get-by-reference/{externalReference}` (permission `payment-pix/get`).
 */
export class ChargesGroup extends HttpApiGroup.make("charges")
  .add(
    HttpApiEndpoint.post("create", "/payment-pix/create")
      .setPayload(CreateChargeBody)
      .addSuccess(Envelope(Charges.LeanCharge))
      .pipe(withMoneyRouteErrors)
      .pipe(withIdempotencyKey)
      .pipe(permission("payment-pix/create"))
  )
  .add(
    HttpApiEndpoint.get("get", "/payment-pix/get/:id")
      .setPath(IdPath)
      .addSuccess(Envelope(Charges.LeanCharge))
      .pipe(withMoneyRouteErrors)
      .pipe(permission("payment-pix/get"))
  )
  .add(
    HttpApiEndpoint.get("getByReference", "/payment-pix/get-by-reference/:externalReference")
      .setPath(Schema.Struct({ externalReference: Schema.String }))
      .addSuccess(Envelope(Charges.LeanCharge))
      .pipe(withMoneyRouteErrors)
      .pipe(permission("payment-pix/get"))
  )
  .add(
    HttpApiEndpoint.get("status", "/payment-pix/status/:id")
      .setPath(IdPath)
      .addSuccess(Envelope(Charges.ChargeStatusView))
      .pipe(withMoneyRouteErrors)
      .pipe(permission("payment-pix/status"))
  )
  .add(
    HttpApiEndpoint.get("list", "/payment-pix/list")
      .setUrlParams(ListQuery)
      .addSuccess(Envelope(Page(Charges.LeanCharge)))
      .pipe(withMoneyRouteErrors)
      .pipe(permission("payment-pix/list"))
  )
  .middleware(Authentication) {}

/** The payer the sandbox pays with when the request names none. */
export const sandboxPayerDefault: PixNetwork.Payer = { name: "Pagador Sandbox", document: "12345678909" }
