import { Schema } from "effect"

/** A field of a crypto deposit request (or list query) that the platform does not take. */
export class InvalidCryptoDeposit extends Schema.TaggedError<InvalidCryptoDeposit>()("InvalidCryptoDeposit", {
  field: Schema.String,
  message: Schema.String
}) {}

/** No crypto deposit of the account with that id (or `externalReference`), or none at that address or transfer. */
export class CryptoDepositNotFound extends Schema.TaggedError<CryptoDepositNotFound>()("CryptoDepositNotFound", {
  id: Schema.String
}) {
  override get message(): string {
    return `no crypto deposit ${this.id}`
  }
}

/** The `externalReference` names an earlier deposit of a different request. */
export class CryptoDepositReferenceConflict extends Schema.TaggedError<CryptoDepositReferenceConflict>()(
  "CryptoDepositReferenceConflict",
  { externalReference: Schema.String, depositId: Schema.String }
) {
  override get message(): string {
    return `externalReference ${this.externalReference} already names deposit ${this.depositId} of another request`
  }
}

/** The store refused an insert: the account's `externalReference` is taken (nothing was written). */
export class DuplicateCryptoDepositReference extends Schema.TaggedError<DuplicateCryptoDepositReference>()(
  "DuplicateCryptoDepositReference",
  { accountId: Schema.String, externalReference: Schema.String }
) {}

/**
 * The store refused an insert: the deposit's address (network, address and destination tag) belongs to another
 * deposit (nothing was written). `create` asks the network for another address; it never reaches a caller.
 */
export class CryptoDepositAddressTaken extends Schema.TaggedError<CryptoDepositAddressTaken>()(
  "CryptoDepositAddressTaken",
  { network: Schema.String, address: Schema.String, extraId: Schema.optionalKey(Schema.String) }
) {}

/** A compare-and-set write found the deposit changed by another writer since it was read (its `version` moved). */
export class CryptoDepositChanged extends Schema.TaggedError<CryptoDepositChanged>()("CryptoDepositChanged", {
  depositId: Schema.String
}) {
  override get message(): string {
    return `deposit ${this.depositId} changed meanwhile; read it again`
  }
}

/** Storage of crypto deposits failed (infrastructure). */
export class CryptoDepositStoreError extends Schema.TaggedError<CryptoDepositStoreError>()("CryptoDepositStoreError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}

/** A follower refused a deposit's change; the change and its events are rolled back with it. */
export class CryptoDepositFollowerError extends Schema.TaggedError<CryptoDepositFollowerError>()(
  "CryptoDepositFollowerError",
  { message: Schema.String, cause: Schema.optional(Schema.Defect()) }
) {}
