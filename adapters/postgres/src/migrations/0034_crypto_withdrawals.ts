import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * Crypto withdrawals and their quotes. A quote is kept whole as JSON (its big integers as decimal text): it is read
 * and written with its withdrawal, never queried apart. A quote pays one withdrawal (`crypto_withdrawals_quote_key`);
 * `status` is the lean status the lists filter by, `chain_status` the withdrawal machine's.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE TABLE crypto_withdrawal_quotes (
  account_id text NOT NULL,
  id text NOT NULL,
  quote jsonb NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, id)
);
CREATE UNIQUE INDEX crypto_withdrawal_quotes_id_key ON crypto_withdrawal_quotes (id);

CREATE TABLE crypto_withdrawals (
  account_id text NOT NULL,
  id text NOT NULL,
  api_key_id text,
  status text NOT NULL
    CONSTRAINT crypto_withdrawals_status_check CHECK (status IN ('PENDING', 'PROCESSING', 'COMPLETED', 'FAILED')),
  chain_status text NOT NULL
    CONSTRAINT crypto_withdrawals_chain_status_check
    CHECK (chain_status IN ('REQUESTED', 'BROADCAST', 'COMPLETED', 'FAILED')),
  quote_id text NOT NULL,
  quote jsonb NOT NULL,
  debit_centavos bigint NOT NULL CONSTRAINT crypto_withdrawals_debit_check CHECK (debit_centavos > 0),
  address text NOT NULL,
  extra_id text,
  description text,
  external_reference text,
  tx_hash text,
  failure_reason text,
  request_fingerprint text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  completed_at timestamptz,
  PRIMARY KEY (account_id, id)
);
CREATE UNIQUE INDEX crypto_withdrawals_id_key ON crypto_withdrawals (id);
CREATE UNIQUE INDEX crypto_withdrawals_quote_key ON crypto_withdrawals (quote_id);
CREATE UNIQUE INDEX crypto_withdrawals_reference_key ON crypto_withdrawals (account_id, external_reference)
  WHERE external_reference IS NOT NULL;
CREATE INDEX crypto_withdrawals_list_idx ON crypto_withdrawals (account_id, created_at DESC, id DESC);
`
  )
})
