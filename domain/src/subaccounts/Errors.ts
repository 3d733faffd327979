import { Schema } from "effect"

/** A request that breaks a field rule (CPF check digits, reference too long, a limit that is not an amount …). */
export class InvalidSubaccountInput extends Schema.TaggedError<InvalidSubaccountInput>()("InvalidSubaccountInput", {
  field: Schema.String,
  message: Schema.String
}) {}

/** Subaccounts (or subaccount PIX) are not enabled on the account: the spec's 403. */
export class SubaccountsNotEnabled extends Schema.TaggedError<SubaccountsNotEnabled>()("SubaccountsNotEnabled", {
  message: Schema.String
}) {}

/** No subaccount of the account with that id or `externalReference` (a deleted one included). */
export class SubaccountMissing extends Schema.TaggedError<SubaccountMissing>()("SubaccountMissing", {
  reference: Schema.String
}) {
  override get message() {
    return `no subaccount ${this.reference}`
  }
}

/** The create's `externalReference` already names a subaccount of the account made with another body. */
export class SubaccountReferenceConflict extends Schema.TaggedError<SubaccountReferenceConflict>()(
  "SubaccountReferenceConflict",
  { externalReference: Schema.String, subaccountId: Schema.String }
) {
  override get message() {
    return `externalReference ${this.externalReference} already names subaccount ${this.subaccountId} with another body`
  }
}

/** A move's `externalReference` already names a move of the account made with another body. */
export class SubaccountMoveConflict extends Schema.TaggedError<SubaccountMoveConflict>()("SubaccountMoveConflict", {
  externalReference: Schema.String,
  moveId: Schema.String
}) {
  override get message() {
    return `externalReference ${this.externalReference} already names move ${this.moveId} with another body`
  }
}

/**
 * The subaccount's status or lock mode refuses the movement: money into a DISABLED, `full` or `deposit_only` one, or
 * out of a DISABLED, `full` or `withdraw_only` one.
 */
export class SubaccountLocked extends Schema.TaggedError<SubaccountLocked>()("SubaccountLocked", {
  subaccountId: Schema.String,
  direction: Schema.Literals(["in", "out"]),
  status: Schema.String,
  lockMode: Schema.NullOr(Schema.String)
}) {
  override get message() {
    return `subaccount ${this.subaccountId} does not allow money ${this.direction === "in" ? "into" : "out of"} it (${this.status}, lock ${this.lockMode ?? "none"})`
  }
}

/** Delete of a subaccount whose Padrao balance (available or pending) is not zero: the spec's 400. */
export class SubaccountHasBalance extends Schema.TaggedError<SubaccountHasBalance>()("SubaccountHasBalance", {
  subaccountId: Schema.String,
  availableCentavos: Schema.Number,
  pendingCentavos: Schema.Number
}) {
  override get message() {
    return `subaccount ${this.subaccountId} still holds a Padrao balance; move it out before deleting`
  }
}

/** Storage saw the subaccount `externalReference` taken (the unique constraint); the use case answers with the first. */
export class DuplicateSubaccountReference extends Schema.TaggedError<DuplicateSubaccountReference>()(
  "DuplicateSubaccountReference",
  { accountId: Schema.String, externalReference: Schema.String }
) {}

/** Storage saw the move `externalReference` taken (the unique constraint); the use case answers with the first. */
export class DuplicateMoveReference extends Schema.TaggedError<DuplicateMoveReference>()("DuplicateMoveReference", {
  accountId: Schema.String,
  externalReference: Schema.String
}) {}

/** The storage behind subaccounts failed. */
export class SubaccountStoreError extends Schema.TaggedError<SubaccountStoreError>()("SubaccountStoreError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}
