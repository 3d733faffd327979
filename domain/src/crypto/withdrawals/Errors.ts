import { Schema } from "effect"

/** A field of a crypto withdrawal request (or list query) that the platform does not take. */
export class InvalidCryptoWithdrawal extends Schema.TaggedError<InvalidCryptoWithdrawal>()("InvalidCryptoWithdrawal", {
  field: Schema.String,
  message: Schema.String
}) {}

/** No withdrawal quote of the account with that id. */
export class CryptoQuoteNotFound extends Schema.TaggedError<CryptoQuoteNotFound>()("CryptoQuoteNotFound", {
  quoteId: Schema.String
}) {
  override get message(): string {
    return `quoteId: no withdrawal quote ${this.quoteId}`
  }
}

/** A withdrawal quote already taken up by another withdrawal: a quote pays one withdrawal. */
export class CryptoQuoteUsed extends Schema.TaggedError<CryptoQuoteUsed>()("CryptoQuoteUsed", {
  quoteId: Schema.String
}) {
  override get message(): string {
    return `quoteId: the quote ${this.quoteId} was already used by a withdrawal; ask for a new quote`
  }
}

/** No crypto withdrawal of the account with that id (or `externalReference`). */
export class CryptoWithdrawalNotFound extends Schema.TaggedError<CryptoWithdrawalNotFound>()(
  "CryptoWithdrawalNotFound",
  { id: Schema.String }
) {
  override get message(): string {
    return `no crypto withdrawal ${this.id}`
  }
}

/** The `externalReference` names an earlier withdrawal of a different request. */
export class CryptoWithdrawalReferenceConflict extends Schema.TaggedError<CryptoWithdrawalReferenceConflict>()(
  "CryptoWithdrawalReferenceConflict",
  { externalReference: Schema.String, withdrawalId: Schema.String }
) {
  override get message(): string {
    return `externalReference ${this.externalReference} already names withdrawal ${this.withdrawalId} of another request`
  }
}

/** The store refused an insert: the account's `externalReference` is taken (nothing was written). */
export class DuplicateCryptoWithdrawalReference extends Schema.TaggedError<DuplicateCryptoWithdrawalReference>()(
  "DuplicateCryptoWithdrawalReference",
  { accountId: Schema.String, externalReference: Schema.String }
) {}

/** A compare-and-set move found the withdrawal no longer in the expected status. */
export class CryptoWithdrawalStatusChanged extends Schema.TaggedError<CryptoWithdrawalStatusChanged>()(
  "CryptoWithdrawalStatusChanged",
  { withdrawalId: Schema.String, expected: Schema.String }
) {
  override get message(): string {
    return `withdrawal ${this.withdrawalId} is no longer ${this.expected}`
  }
}

/** Storage of crypto withdrawals or quotes failed (infrastructure). */
export class CryptoWithdrawalStoreError extends Schema.TaggedError<CryptoWithdrawalStoreError>()(
  "CryptoWithdrawalStoreError",
  { message: Schema.String, cause: Schema.optional(Schema.Defect()) }
) {}
