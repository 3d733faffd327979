import { Schema } from "effect"

/** A create request that breaks a field rule (amount below the minimum, e-mail missing, text too long …). */
export class InvalidInternalTransfer extends Schema.TaggedError<InvalidInternalTransfer>()("InvalidInternalTransfer", {
  field: Schema.String,
  message: Schema.String
}) {}

/** The recipient e-mail names the sending account itself. */
export class InternalTransferToSelf extends Schema.TaggedError<InternalTransferToSelf>()("InternalTransferToSelf", {
  message: Schema.String
}) {}

/** The recipient e-mail names no account. */
export class InternalRecipientNotFound extends Schema.TaggedError<InternalRecipientNotFound>()(
  "InternalRecipientNotFound",
  { message: Schema.String }
) {}

/** No internal transfer of the account with that id (or `externalReference`). */
export class InternalTransferNotFound extends Schema.TaggedError<InternalTransferNotFound>()(
  "InternalTransferNotFound",
  { id: Schema.String }
) {
  override get message() {
    return `no internal transfer ${this.id}`
  }
}

/** The `externalReference` already names an internal transfer of the account made with another body. */
export class InternalReferenceConflict extends Schema.TaggedError<InternalReferenceConflict>()(
  "InternalReferenceConflict",
  { externalReference: Schema.String, transferId: Schema.String }
) {
  override get message() {
    return `externalReference ${this.externalReference} already names internal transfer ${this.transferId} with another body`
  }
}

/** Storage saw the account's `externalReference` taken (the unique constraint); the use case answers with the first. */
export class DuplicateInternalReference extends Schema.TaggedError<DuplicateInternalReference>()(
  "DuplicateInternalReference",
  { accountId: Schema.String, externalReference: Schema.String }
) {}

/** The storage behind internal transfers failed. */
export class InternalTransferStoreError extends Schema.TaggedError<InternalTransferStoreError>()(
  "InternalTransferStoreError",
  { message: Schema.String, cause: Schema.optional(Schema.Defect()) }
) {}
