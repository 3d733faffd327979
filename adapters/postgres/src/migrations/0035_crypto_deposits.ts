import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * Crypto deposits. The quote, the transfers seen and the credit are kept whole as JSON (big integers as decimal
 * text): they are read and written with the deposit. `tx_hashes` lists the transfers' hashes for the lookup of a
 * dropped one, `tx_search` the same joined for the list's search; an address (with its tag) names one deposit on its network. `status` is the lean status the lists
 * filter by, `chain_status` the deposit machine's; `version` is the compare-and-set of every write. Indexes: the
 * list, the expiry pass (AWAITING and UNDERPAID by quote expiry), the address and the transfer lookups.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE TABLE crypto_deposits (
  account_id text NOT NULL,
  id text NOT NULL,
  api_key_id text,
  status text NOT NULL
    CONSTRAINT crypto_deposits_status_check CHECK (status IN ('PENDING', 'PROCESSING', 'COMPLETED', 'CANCELED')),
  chain_status text NOT NULL
    CONSTRAINT crypto_deposits_chain_status_check
    CHECK (chain_status IN ('AWAITING', 'CONFIRMING', 'UNDERPAID', 'COMPLETED', 'EXPIRED')),
  network text NOT NULL,
  quote jsonb NOT NULL,
  quote_expires_at timestamptz NOT NULL,
  address text NOT NULL,
  extra_id text,
  description text,
  external_reference text,
  transfers jsonb NOT NULL,
  tx_hashes text[] NOT NULL,
  tx_search text NOT NULL,
  credit jsonb,
  requoted_at timestamptz,
  version integer NOT NULL CONSTRAINT crypto_deposits_version_check CHECK (version > 0),
  request_fingerprint text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  completed_at timestamptz,
  PRIMARY KEY (account_id, id)
);
CREATE UNIQUE INDEX crypto_deposits_id_key ON crypto_deposits (id);
CREATE UNIQUE INDEX crypto_deposits_address_key ON crypto_deposits (network, address, COALESCE(extra_id, ''));
CREATE UNIQUE INDEX crypto_deposits_reference_key ON crypto_deposits (account_id, external_reference)
  WHERE external_reference IS NOT NULL;
CREATE INDEX crypto_deposits_list_idx ON crypto_deposits (account_id, created_at DESC, id DESC);
CREATE INDEX crypto_deposits_expiry_idx ON crypto_deposits (quote_expires_at, id)
  WHERE chain_status IN ('AWAITING', 'UNDERPAID');
CREATE INDEX crypto_deposits_tx_hashes_idx ON crypto_deposits USING gin (tx_hashes);
`
  )
})
