import { Context, type Effect } from "effect"
import type { LedgerStoreError, PostError } from "../ledger/Errors.ts"
import type { JournalEntry } from "../ledger/Model.ts"
import type { DuplicateInternalReference, InternalTransferStoreError } from "./InternalErrors.ts"
import type { InternalTransferRecord } from "./InternalRecord.ts"
import type { OutboxEventInput, OutboxStoreError } from "../events/Outbox.ts"

/** Everything one internal transfer writes. */
export interface InternalTransferWrite {
  readonly out: InternalTransferRecord
  readonly incoming: InternalTransferRecord
  readonly events: ReadonlyArray<OutboxEventInput>
  readonly entry: JournalEntry
}

/**
 * Optional storage port: writes a whole internal transfer (both records, both events and its journal entry, stamped
 * with the `Clock`'s time) as one transaction of its own, in one round trip to the database. Without it,
 * `InternalTransfers` writes the same through the record store, the outbox and the `Ledger` inside a `Transactor`
 * transaction. The point is the time the balance rows stay locked: the entry's statement locks the sender's and the
 * receiver's rows until the commit, and in one statement no client round trip happens in between (a hot receiver's
 * transfers queue on its row). Call it outside any transaction.
 */
export class InternalTransferWriter extends Context.Service<
  InternalTransferWriter,
  {
    /**
     * Writes the transfer, or nothing: the entry's refusal (`InsufficientFunds` …) writes no record and no event;
     * `DuplicateInternalReference` when the sender's `externalReference` already names another transfer.
     */
    readonly write: (
      transfer: InternalTransferWrite
    ) => Effect.Effect<
      void,
      PostError | LedgerStoreError | DuplicateInternalReference | InternalTransferStoreError | OutboxStoreError
    >
  }
>()("@trilho/domain/InternalTransferWriter") {}
