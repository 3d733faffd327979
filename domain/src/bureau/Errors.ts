import { Schema } from "effect"

/**
 * Errors of the credit-bureau use cases. None carries HTTP knowledge; the API's table
 * (`apps/api/src/http/ErrorCodes.ts`) gives each its status and code.
 */

const Problems = Schema.Array(Schema.Struct({ field: Schema.String, message: Schema.String }))

const describe = (problems: ReadonlyArray<{ readonly field: string; readonly message: string }>) =>
  problems.map((p) => (p.message.startsWith(`${p.field} `) ? p.message : `${p.field}: ${p.message}`)).join("; ")

/**
 * A dunning create, simulate or list request with refused fields, or a billing that cannot be dunned (not found, not
 * OVERDUE, debtor not in the customer base, already dunned): every problem, each with its field path.
 */
export class InvalidDunning extends Schema.TaggedError<InvalidDunning>()("InvalidDunning", { problems: Problems }) {
  override get message(): string {
    return describe(this.problems)
  }
}

/** A report create or list request with refused fields: every problem, each with its field path. */
export class InvalidReport extends Schema.TaggedError<InvalidReport>()("InvalidReport", { problems: Problems }) {
  override get message(): string {
    return describe(this.problems)
  }
}

/** No dunning of this account has this id (another account's dunning is not found either). */
export class DunningNotFound extends Schema.TaggedError<DunningNotFound>()("DunningNotFound", { id: Schema.String }) {
  override get message(): string {
    return `no dunning ${this.id}`
  }
}

/** No report of this account has this id. */
export class ReportNotFound extends Schema.TaggedError<ReportNotFound>()("ReportNotFound", { id: Schema.String }) {
  override get message(): string {
    return `no credit report ${this.id}`
  }
}

/** The billing already has an active dunning (PENDING, SENT or REGISTERED): one at a time. Nothing was written. */
export class DunningAlreadyExists extends Schema.TaggedError<DunningAlreadyExists>()("DunningAlreadyExists", {
  billingId: Schema.String
}) {
  override get message(): string {
    return `billing ${this.billingId} already has an active dunning`
  }
}

/** A compare-and-set found the dunning in another status: a concurrent move came first. Nothing was written. */
export class DunningStatusChanged extends Schema.TaggedError<DunningStatusChanged>()("DunningStatusChanged", {
  id: Schema.String,
  expected: Schema.String
}) {
  override get message(): string {
    return `dunning ${this.id} is no longer ${this.expected}: another request moved it first`
  }
}

/** The storage behind dunnings and reports failed. Nothing is known to have been written. */
export class BureauStoreError extends Schema.TaggedError<BureauStoreError>()("BureauStoreError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}

/** The credit bureau did not answer. Nothing is known to have changed there; the call may be repeated. */
export class CreditBureauError extends Schema.TaggedError<CreditBureauError>()("CreditBureauError", {
  message: Schema.String
}) {}
