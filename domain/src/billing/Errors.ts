import { Schema } from "effect"

/** A create, refund, list or sandbox request with refused fields: every problem, each with its field path. */
export class InvalidBilling extends Schema.TaggedError<InvalidBilling>()("InvalidBilling", {
  problems: Schema.Array(Schema.Struct({ field: Schema.String, message: Schema.String }))
}) {
  override get message(): string {
    return this.problems
      .map((p) => (p.message.startsWith(`${p.field} `) ? p.message : `${p.field}: ${p.message}`))
      .join("; ")
  }
}

/** A billing method the platform does not take yet on `billings/create` (the card methods). */
export class BillingMethodNotAvailable extends Schema.TaggedError<BillingMethodNotAvailable>()(
  "BillingMethodNotAvailable",
  { method: Schema.String }
) {
  override get message(): string {
    return `method ${this.method} is not available for billings yet; use BOLETO or PIX`
  }
}

/** No billing of the account with that id (or `externalReference`), or none with that digitable line or BR Code. */
export class BillingNotFound extends Schema.TaggedError<BillingNotFound>()("BillingNotFound", { id: Schema.String }) {
  override get message(): string {
    return `no billing ${this.id}`
  }
}

/** The `externalReference` names an earlier billing of a different request. */
export class BillingReferenceConflict extends Schema.TaggedError<BillingReferenceConflict>()(
  "BillingReferenceConflict",
  { externalReference: Schema.String, billingId: Schema.String }
) {
  override get message(): string {
    return `externalReference ${this.externalReference} already names billing ${this.billingId} of another request`
  }
}

/** The store refused an insert: the account's `externalReference` is taken (nothing was written). */
export class DuplicateBillingReference extends Schema.TaggedError<DuplicateBillingReference>()(
  "DuplicateBillingReference",
  { accountId: Schema.String, externalReference: Schema.String }
) {}

/** The store refused an insert: the subscription's cycle already has its billing (nothing was written). */
export class DuplicateBillingCycle extends Schema.TaggedError<DuplicateBillingCycle>()("DuplicateBillingCycle", {
  subscriptionId: Schema.String,
  cycle: Schema.Number
}) {
  override get message(): string {
    return `cycle ${this.cycle} of subscription ${this.subscriptionId} is already billed`
  }
}

/** How a refused move of a billing reads in its conflict's message. */
const conflictWords = {
  pay: "be paid",
  refund: "be refunded",
  cancel: "be canceled",
  overdue: "become overdue"
} as const

/** A move the billing's status does not allow: paying a paid or canceled billing, refunding an unpaid one. */
export class BillingStatusConflict extends Schema.TaggedError<BillingStatusConflict>()("BillingStatusConflict", {
  billingId: Schema.String,
  status: Schema.String,
  action: Schema.Literals(["pay", "refund", "cancel", "overdue"])
}) {
  override get message(): string {
    return `billing ${this.billingId} is ${this.status}: it cannot ${conflictWords[this.action]}`
  }
}

/** A compare-and-set write found the billing changed by another writer since it was read (its `version` moved). */
export class BillingChanged extends Schema.TaggedError<BillingChanged>()("BillingChanged", {
  billingId: Schema.String
}) {
  override get message(): string {
    return `billing ${this.billingId} changed meanwhile; read it again`
  }
}

/** Storage of billings failed (infrastructure). */
export class BillingStoreError extends Schema.TaggedError<BillingStoreError>()("BillingStoreError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}
