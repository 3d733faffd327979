import { Schema } from "effect"

/**
 * Errors of the customer use cases. None carries HTTP knowledge; the status of each is in `docs/errors.md` (and the
 * API's table of codes).
 */

/** A create, update or list request with refused fields: every problem, each with its field path. */
export class InvalidCustomer extends Schema.TaggedError<InvalidCustomer>()("InvalidCustomer", {
  problems: Schema.Array(Schema.Struct({ field: Schema.String, message: Schema.String }))
}) {
  /** Every problem, each with its field's name unless its words already start with it. */
  override get message(): string {
    return this.problems
      .map((p) => (p.message.startsWith(`${p.field} `) ? p.message : `${p.field}: ${p.message}`))
      .join("; ")
  }
}

/** No live customer of this account has this id (never created, another account's, or deleted). */
export class CustomerNotFound extends Schema.TaggedError<CustomerNotFound>()("CustomerNotFound", {
  id: Schema.String
}) {
  override get message(): string {
    return `no customer ${this.id}`
  }
}

/** Another live customer of the account already has this document (unique per account): names it. */
export class CustomerDocumentTaken extends Schema.TaggedError<CustomerDocumentTaken>()("CustomerDocumentTaken", {
  document: Schema.String,
  existingId: Schema.String
}) {
  override get message(): string {
    return `document: customer ${this.existingId} already has this document`
  }
}

/** A compare-and-set found another version: a concurrent update came first. The use cases read again and retry. */
export class CustomerChanged extends Schema.TaggedError<CustomerChanged>()("CustomerChanged", {
  id: Schema.String,
  expectedVersion: Schema.Number
}) {
  override get message(): string {
    return `customer ${this.id} was changed by another request at the same time; retry`
  }
}

/** The storage behind the customers failed (connection lost, timeout). Nothing is known to have been written. */
export class CustomerStoreError extends Schema.TaggedError<CustomerStoreError>()("CustomerStoreError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}
