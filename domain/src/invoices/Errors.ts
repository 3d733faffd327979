import { Schema } from "effect"

/**
 * Errors of the fiscal invoice use cases. None carries HTTP knowledge; the API's table
 * (`apps/api/src/http/ErrorCodes.ts`) gives each its status and code.
 */

/** A list or configuration request with refused fields: every problem, each with its field path. */
export class InvalidInvoiceRequest extends Schema.TaggedError<InvalidInvoiceRequest>()("InvalidInvoiceRequest", {
  problems: Schema.Array(Schema.Struct({ field: Schema.String, message: Schema.String }))
}) {
  override get message(): string {
    return this.problems
      .map((p) => (p.message.startsWith(`${p.field} `) ? p.message : `${p.field}: ${p.message}`))
      .join("; ")
  }
}

/** No invoice of this account has this id (another account's invoice is not found either). */
export class InvoiceNotFound extends Schema.TaggedError<InvoiceNotFound>()("InvoiceNotFound", {
  id: Schema.String
}) {
  override get message(): string {
    return `no fiscal invoice ${this.id}`
  }
}

/** An invoice opened on an account whose automatic issuing is off or incomplete. */
export class FiscalNotConfigured extends Schema.TaggedError<FiscalNotConfigured>()("FiscalNotConfigured", {
  accountId: Schema.String
}) {
  override get message(): string {
    return "automatic fiscal issuing is not configured on the account"
  }
}

/** A compare-and-set found the invoice in another status: a concurrent move came first. Nothing was written. */
export class InvoiceStatusChanged extends Schema.TaggedError<InvoiceStatusChanged>()("InvoiceStatusChanged", {
  id: Schema.String,
  expected: Schema.String
}) {
  override get message(): string {
    return `fiscal invoice ${this.id} is no longer ${this.expected}: another request moved it first`
  }
}

/** The storage behind the invoices failed. Nothing is known to have been written. */
export class InvoiceStoreError extends Schema.TaggedError<InvoiceStoreError>()("InvoiceStoreError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}

/** The city's issuer did not answer. Nothing is known to have changed there; the call may be repeated. */
export class FiscalIssuerError extends Schema.TaggedError<FiscalIssuerError>()("FiscalIssuerError", {
  message: Schema.String
}) {}
