import { Schema } from "effect"
import { formatReais } from "../money/Money.ts"

/** An entry whose postings do not sum to zero, or is otherwise malformed. Never reaches storage. */
export class UnbalancedEntry extends Schema.TaggedError<UnbalancedEntry>()("UnbalancedEntry", {
  entryId: Schema.String,
  message: Schema.String
}) {}

/** A debit larger than what the account may spend under the posting's spend rule. */
export class InsufficientFunds extends Schema.TaggedError<InsufficientFunds>()("InsufficientFunds", {
  ledgerAccountId: Schema.String,
  requestedCentavos: Schema.Number,
  spendableCentavos: Schema.Number
}) {
  override get message() {
    return `insufficient funds: ${formatReais(this.requestedCentavos)} needed, ${formatReais(this.spendableCentavos)} available to spend`
  }
}

/** A posting names a merchant ledger account that does not exist. */
export class LedgerAccountNotFound extends Schema.TaggedError<LedgerAccountNotFound>()("LedgerAccountNotFound", {
  ledgerAccountId: Schema.String
}) {}

/** The storage behind the ledger failed (connection lost, timeout). Nothing is known to have been written. */
export class LedgerStoreError extends Schema.TaggedError<LedgerStoreError>()("LedgerStoreError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}

export type PostError = UnbalancedEntry | InsufficientFunds | LedgerAccountNotFound
