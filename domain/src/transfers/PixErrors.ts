import { Schema } from "effect"
import { formatReais } from "../money/Money.ts"

/** A field of a PIX transfer request (or list query) that the platform does not take. */
export class InvalidPixTransfer extends Schema.TaggedError<InvalidPixTransfer>()("InvalidPixTransfer", {
  field: Schema.String,
  message: Schema.String
}) {}

/** The amount sent differs from the amount a BR Code carries (or from the charge a dynamic code of ours names). */
export class BrCodeAmountMismatch extends Schema.TaggedError<BrCodeAmountMismatch>()("BrCodeAmountMismatch", {
  codeCentavos: Schema.Number,
  requestedCentavos: Schema.Number
}) {
  override get message() {
    return `the BR Code asks for ${formatReais(this.codeCentavos)}, the request sends ${formatReais(this.requestedCentavos)}`
  }
}

/** A dynamic BR Code of this platform names a charge that can no longer be paid (paid, failed, expired, own). */
export class ChargeNotPayable extends Schema.TaggedError<ChargeNotPayable>()("ChargeNotPayable", {
  chargeId: Schema.String,
  message: Schema.String
}) {}

/** No PIX transfer of the account with that id (or `externalReference`, or end-to-end id). */
export class PixTransferNotFound extends Schema.TaggedError<PixTransferNotFound>()("PixTransferNotFound", {
  id: Schema.String
}) {
  override get message() {
    return `no PIX transfer ${this.id}`
  }
}

/** The `externalReference` already names a PIX transfer of the account made with another body. */
export class PixTransferReferenceConflict extends Schema.TaggedError<PixTransferReferenceConflict>()(
  "PixTransferReferenceConflict",
  { externalReference: Schema.String, transferId: Schema.String }
) {
  override get message() {
    return `externalReference ${this.externalReference} already names PIX transfer ${this.transferId} with another body`
  }
}

/** Storage saw the account's `externalReference` taken (the unique constraint); the use case answers with the first. */
export class DuplicatePixTransferReference extends Schema.TaggedError<DuplicatePixTransferReference>()(
  "DuplicatePixTransferReference",
  { accountId: Schema.String, externalReference: Schema.String }
) {}

/** A compare-and-set status move found the transfer in another state (a concurrent move won). */
export class PixTransferStatusChanged extends Schema.TaggedError<PixTransferStatusChanged>()(
  "PixTransferStatusChanged",
  { transferId: Schema.String, expected: Schema.String }
) {
  override get message() {
    return `PIX transfer ${this.transferId} is no longer ${this.expected}`
  }
}

/** The storage behind PIX transfers failed. */
export class PixTransferStoreError extends Schema.TaggedError<PixTransferStoreError>()("PixTransferStoreError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}
