import { Schema } from "effect"

/** A create or list request that breaks a field rule (neither or both ids, a nature not in the list, text too long …). */
export class InvalidRefundInput extends Schema.TaggedError<InvalidRefundInput>()("InvalidRefundInput", {
  field: Schema.String,
  message: Schema.String
}) {}

/** No deposit (or refund) of the account with that id, `refundId` or end-to-end id. */
export class RefundNotFound extends Schema.TaggedError<RefundNotFound>()("RefundNotFound", { id: Schema.String }) {
  override get message() {
    return `no refundable deposit or refund ${this.id}`
  }
}

/** The deposit cannot be refunded: not COMPLETED, without an end-to-end id, or not on the rail `PADRAO`. */
export class DepositNotRefundable extends Schema.TaggedError<DepositNotRefundable>()("DepositNotRefundable", {
  chargeId: Schema.String,
  message: Schema.String
}) {}

/** The deposit already has a refund requested or completed: only one full refund per deposit. */
export class DepositAlreadyRefunded extends Schema.TaggedError<DepositAlreadyRefunded>()("DepositAlreadyRefunded", {
  chargeId: Schema.String,
  refundId: Schema.String
}) {
  override get message() {
    return `deposit ${this.chargeId} already has refund ${this.refundId} requested or completed`
  }
}

/** The `refundId` already names a refund of the account made with another body. */
export class RefundIdConflict extends Schema.TaggedError<RefundIdConflict>()("RefundIdConflict", {
  refundId: Schema.String
}) {
  override get message() {
    return `refundId ${this.refundId} already names a refund made with another body`
  }
}

/** Storage saw the account's `refundId` taken (the unique constraint); the use case answers with the first. */
export class DuplicateRefundId extends Schema.TaggedError<DuplicateRefundId>()("DuplicateRefundId", {
  accountId: Schema.String,
  refundId: Schema.String
}) {}

/** Storage saw another refund of the deposit requested or completed (the partial unique index). */
export class DuplicateActiveRefund extends Schema.TaggedError<DuplicateActiveRefund>()("DuplicateActiveRefund", {
  accountId: Schema.String,
  chargeId: Schema.String
}) {
  override get message() {
    return `deposit ${this.chargeId} already has a refund requested or completed`
  }
}

/** A refund's status changed under a compare-and-set (another request moved it first). */
export class RefundStatusChanged extends Schema.TaggedError<RefundStatusChanged>()("RefundStatusChanged", {
  id: Schema.String,
  status: Schema.String
}) {
  override get message() {
    return `refund ${this.id} is ${this.status}`
  }
}

/** The storage behind refunds failed. */
export class RefundStoreError extends Schema.TaggedError<RefundStoreError>()("RefundStoreError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}
