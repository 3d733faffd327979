import { Schema } from "effect"

/**
 * Errors of the receive-PIX use cases. None carries HTTP knowledge; the suggested status of each is listed in
 * `docs/decisions.md` (Charges) for the API's error table.
 */

/** A field of a charge request (or of a charge list query) that the platform does not take. */
export class InvalidChargeInput extends Schema.TaggedError<InvalidChargeInput>()("InvalidChargeInput", {
  field: Schema.String,
  message: Schema.String
}) {}

/** No charge of this account answers to the id, external reference or network reference. */
export class ChargeNotFound extends Schema.TaggedError<ChargeNotFound>()("ChargeNotFound", {
  by: Schema.Literals(["id", "externalReference", "referenceId"]),
  value: Schema.String
}) {
  override get message(): string {
    return `no PIX charge with ${this.by} ${this.value}`
  }
}

/** The `externalReference` already names a charge of the account created with another body. */
export class ExternalReferenceConflict extends Schema.TaggedError<ExternalReferenceConflict>()(
  "ExternalReferenceConflict",
  { externalReference: Schema.String, chargeId: Schema.String }
) {
  override get message(): string {
    return `externalReference ${this.externalReference} already names charge ${this.chargeId} with another body`
  }
}

/**
 * The store refused a second charge with the same `externalReference` for one account (a unique constraint). The
 * `Charges` service turns it into a replay or an `ExternalReferenceConflict`; it does not leave the service.
 */
export class DuplicateExternalReference extends Schema.TaggedError<DuplicateExternalReference>()(
  "DuplicateExternalReference",
  { accountId: Schema.String, externalReference: Schema.String }
) {}

/** The charge's status is no longer the one a compare-and-set expected: another request moved it first. */
export class ChargeStatusChanged extends Schema.TaggedError<ChargeStatusChanged>()("ChargeStatusChanged", {
  chargeId: Schema.String,
  expected: Schema.String,
  actual: Schema.String
}) {
  override get message(): string {
    return `charge ${this.chargeId} is ${this.actual}, not ${this.expected}`
  }
}

/** `splitUser` names no merchant, or names the charging merchant itself. */
export class InvalidSplitUser extends Schema.TaggedError<InvalidSplitUser>()("InvalidSplitUser", {
  reason: Schema.Literals(["unknown", "self"]),
  message: Schema.String
}) {}

/** A request field whose feature is not enabled on the account (`subaccountId` without the subaccount flags). */
export class FeatureNotEnabled extends Schema.TaggedError<FeatureNotEnabled>()("FeatureNotEnabled", {
  feature: Schema.Literals(["subaccounts", "subaccount_pix"]),
  message: Schema.String
}) {}

/** A request field whose feature is not configured on the account (`emitFiscalInvoice` without automatic issuing). */
export class FeatureNotConfigured extends Schema.TaggedError<FeatureNotConfigured>()("FeatureNotConfigured", {
  feature: Schema.Literal("fiscal_invoice"),
  message: Schema.String
}) {}

/** `subaccountId` names no subaccount of the account. */
export class SubaccountNotFound extends Schema.TaggedError<SubaccountNotFound>()("SubaccountNotFound", {
  subaccountId: Schema.String
}) {
  override get message(): string {
    return `no subaccount ${this.subaccountId}`
  }
}

/** The subaccount does not take deposits: it is not ACTIVE, or its lock mode is `full` or `deposit_only`. */
export class SubaccountNotReceiving extends Schema.TaggedError<SubaccountNotReceiving>()("SubaccountNotReceiving", {
  subaccountId: Schema.String,
  status: Schema.String,
  lockMode: Schema.NullOr(Schema.String)
}) {
  override get message(): string {
    return `subaccount ${this.subaccountId} does not take PIX deposits (${this.status}, lock ${this.lockMode ?? "none"})`
  }
}

/** The network reported a payment of another amount than the charge's: nothing is credited. */
export class PaidAmountMismatch extends Schema.TaggedError<PaidAmountMismatch>()("PaidAmountMismatch", {
  chargeId: Schema.String,
  expectedCentavos: Schema.Number,
  paidCentavos: Schema.Number
}) {}

/** The storage behind the charges failed (connection lost, timeout). Nothing is known to have been written. */
export class ChargeStoreError extends Schema.TaggedError<ChargeStoreError>()("ChargeStoreError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}

/** The storage behind the subaccount lookup failed. */
export class SubaccountLookupError extends Schema.TaggedError<SubaccountLookupError>()("SubaccountLookupError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}
