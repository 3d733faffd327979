import { PixAutomatic } from "@trilho/domain"
import { Schema } from "effect"
import type { HttpRouter } from "effect/http"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody } from "../auth/BodyRules.ts"
import { Amount } from "../http/Amounts.ts"
import { Envelope, Page } from "../http/Envelope.ts"
import { withMoneyRouteErrors } from "../http/Errors.ts"
import { idempotentMoneyRouteErrors, withIdempotencyKey } from "../http/Idempotency.ts"
import { PageNumber, PageSize } from "../http/QueryParams.ts"
import { getRecord, IdPath } from "../http/RecordRoutes.ts"

/** A calendar date `YYYY-MM-DD` (São Paulo calendar). */
export const CalendarDate = Schema.String.check(
  Schema.makeFilter((s: string) => PixAutomatic.isCalendarDate(s), { message: "a calendar date YYYY-MM-DD" })
).annotate({ description: "A calendar date `YYYY-MM-DD` (America/Sao_Paulo).", examples: ["2026-12-05"] })

const ShortText = (max: number) => Schema.String.check(Schema.isMaxLength(max))

/** `POST /pix-automatic/authorizations/create` body. */
export const CreateAuthorizationBody = StrictBody({
  /** The payer: a customer of the account (`customers/create` first). */
  customerId: ShortText(64),
  /** The merchant's contract the recurrence pays (1 to 35 characters). */
  contractId: ShortText(PixAutomatic.contractIdLengthMax),
  description: Schema.optionalKey(ShortText(PixAutomatic.pixAutomaticDescriptionLengthMax)),
  frequency: PixAutomatic.Frequency,
  startDate: CalendarDate,
  endDate: Schema.optionalKey(CalendarDate),
  /** Every instalment is exactly this amount (reais). */
  fixedAmount: Schema.optionalKey(Amount),
  /** Every instalment is at most this amount (reais). */
  maxAmount: Schema.optionalKey(Amount),
  retryPolicy: Schema.optionalKey(PixAutomatic.RetryPolicy),
  /** The first instalment, paid with the payer's consent (the QR code). */
  firstPayment: StrictBody({ amount: Amount, dueDate: Schema.optionalKey(CalendarDate) })
})

/** `POST /pix-automatic/payment-instructions/create` body. */
export const CreateInstructionBody = StrictBody({
  authorizationId: ShortText(64),
  amount: Amount,
  dueDate: CalendarDate,
  description: Schema.optionalKey(ShortText(PixAutomatic.pixAutomaticDescriptionLengthMax))
})

/** An authorization as `create` answers it: the lean record with the QR image of its BR Code. */
export const CreatedAuthorization = Schema.Struct({
  ...PixAutomatic.LeanAuthorization.fields,
  qrCodeBase64: Schema.String
})

const pageFields = {
  page: Schema.optionalKey(PageNumber),
  pageSize: Schema.optionalKey(PageSize(PixAutomatic.pixAutomaticPageSizeMax))
}

/** `GET /pix-automatic/authorizations/list` query. */
export const AuthorizationListQuery = Schema.Struct({
  ...pageFields,
  status: Schema.optionalKey(PixAutomatic.AuthorizationStatus),
  customerId: Schema.optionalKey(ShortText(64))
})

/** `GET /pix-automatic/payment-instructions/list` query. */
export const InstructionListQuery = Schema.Struct({
  ...pageFields,
  status: Schema.optionalKey(PixAutomatic.InstructionStatus),
  authorizationId: Schema.optionalKey(ShortText(64))
})

/**
 * PIX Automático (`/pix-automatic/*`): authorizations (recurrences the payer consents to) and payment instructions
 * (instalments). Behind `pix-automatic/authorizations/*` and `pix-automatic/payment-instructions/*`; every route
 * answers 403 `PRODUCT_UNAVAILABLE` when the product is off on the account. Another merchant's ids are a 404.
 */
export class PixAutomaticGroup extends HttpApiGroup.make("pixAutomatic")
  .add(
    HttpApiEndpoint.post("createAuthorization", "/pix-automatic/authorizations/create", {
      payload: CreateAuthorizationBody,
      success: Envelope(CreatedAuthorization),
      error: idempotentMoneyRouteErrors
    }).pipe(withIdempotencyKey, permission("pix-automatic/authorizations/create"))
  )
  .add(
    HttpApiEndpoint.get("listAuthorizations", "/pix-automatic/authorizations/list", {
      query: AuthorizationListQuery,
      success: Envelope(Page(PixAutomatic.LeanAuthorization)),
      error: withMoneyRouteErrors
    }).pipe(permission("pix-automatic/authorizations/list"))
  )
  .add(
    getRecord(
      "getAuthorization",
      "/pix-automatic/authorizations/get/:id",
      PixAutomatic.LeanAuthorization,
      "pix-automatic/authorizations/get"
    )
  )
  .add(
    HttpApiEndpoint.delete("cancelAuthorization", "/pix-automatic/authorizations/cancel/:id", {
      params: IdPath,
      success: Envelope(PixAutomatic.LeanAuthorization),
      error: idempotentMoneyRouteErrors
    }).pipe(permission("pix-automatic/authorizations/cancel"))
  )
  .add(
    HttpApiEndpoint.post("createInstruction", "/pix-automatic/payment-instructions/create", {
      payload: CreateInstructionBody,
      success: Envelope(PixAutomatic.LeanInstruction),
      error: idempotentMoneyRouteErrors
    }).pipe(withIdempotencyKey, permission("pix-automatic/payment-instructions/create"))
  )
  .add(
    HttpApiEndpoint.get("listInstructions", "/pix-automatic/payment-instructions/list", {
      query: InstructionListQuery,
      success: Envelope(Page(PixAutomatic.LeanInstruction)),
      error: withMoneyRouteErrors
    }).pipe(permission("pix-automatic/payment-instructions/list"))
  )
  .add(
    getRecord(
      "getInstruction",
      "/pix-automatic/payment-instructions/get/:id",
      PixAutomatic.LeanInstruction,
      "pix-automatic/payment-instructions/get"
    )
  )
  .add(
    HttpApiEndpoint.delete("cancelInstruction", "/pix-automatic/payment-instructions/cancel/:id", {
      params: IdPath,
      success: Envelope(PixAutomatic.LeanInstruction),
      error: idempotentMoneyRouteErrors
    }).pipe(permission("pix-automatic/payment-instructions/cancel"))
  )
  .middleware(Authentication) {}

/** A control of the sandbox payer's bank: a POST with an empty body on the record named by the path's id. */
const bankControl = <const Name extends string, S extends Schema.Top>(
  name: Name,
  path: HttpRouter.PathInput,
  success: S
) =>
  HttpApiEndpoint.post(name, path, {
    params: IdPath,
    payload: StrictBody({}),
    success: Envelope(success),
    error: idempotentMoneyRouteErrors
  }).pipe(permission("sandbox/pix-automatic"))

/**
 * Sandbox controls of the payer's bank: approve (pays the first instalment), reject or revoke an authorization, and
 * refuse a scheduled instalment (insufficient funds). Only in sandbox mode; permission `sandbox/pix-automatic`.
 */
export class SandboxPixAutomaticGroup extends HttpApiGroup.make("sandboxPixAutomatic")
  .add(bankControl("approve", "/sandbox/pix-automatic/authorizations/:id/approve", PixAutomatic.LeanAuthorization))
  .add(bankControl("reject", "/sandbox/pix-automatic/authorizations/:id/reject", PixAutomatic.LeanAuthorization))
  .add(bankControl("revoke", "/sandbox/pix-automatic/authorizations/:id/revoke", PixAutomatic.LeanAuthorization))
  .add(
    bankControl("failInstruction", "/sandbox/pix-automatic/payment-instructions/:id/fail", PixAutomatic.LeanInstruction)
  )
  .middleware(Authentication) {}
