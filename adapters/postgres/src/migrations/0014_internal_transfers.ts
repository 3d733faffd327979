import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * Internal transfer records, one row per side (the sender's `INTERNAL_TRANSFER_OUT`, the receiver's
 * `INTERNAL_TRANSFER_IN`), both naming the transfer's journal entry in `pair_id`. The sender's `external_reference`
 * is unique per account (DESIGN §5); lists read the account's rows newest first through the second index.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE TABLE internal_transfers (
  account_id text NOT NULL,
  id text NOT NULL,
  type text NOT NULL CONSTRAINT internal_transfers_type_check
    CHECK (type IN ('INTERNAL_TRANSFER_OUT', 'INTERNAL_TRANSFER_IN')),
  status text NOT NULL CONSTRAINT internal_transfers_status_check CHECK (status = 'COMPLETED'),
  amount_centavos bigint NOT NULL CONSTRAINT internal_transfers_amount_check CHECK (amount_centavos > 0),
  description text NOT NULL,
  external_reference text,
  api_key_id text,
  pair_id text NOT NULL,
  counterparty_account_id text NOT NULL,
  recipient_email text,
  recipient_name text,
  counterparty_name text,
  request_fingerprint text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, id),
  CONSTRAINT internal_transfers_reference_side_check
    CHECK (external_reference IS NULL OR type = 'INTERNAL_TRANSFER_OUT')
);
CREATE UNIQUE INDEX internal_transfers_external_reference_key ON internal_transfers (account_id, external_reference)
  WHERE external_reference IS NOT NULL;
CREATE INDEX internal_transfers_account_created_idx ON internal_transfers (account_id, created_at DESC, id DESC);
`
  )
})
