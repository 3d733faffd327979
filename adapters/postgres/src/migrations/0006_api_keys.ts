import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * API keys: only the SHA-256 of the secret is stored (`hash_hex`), never the secret. `findByHash` runs on every
 * request, so the hash has its own unique index and the lookup is one index probe. Keys of a merchant are keyed by
 * `(account_id, id)`; the listing reads `(account_id, created_at DESC)`.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE TABLE api_keys (
  account_id text NOT NULL,
  id text NOT NULL,
  name text NOT NULL,
  hash_hex text NOT NULL,
  hint text NOT NULL,
  rail text NOT NULL CONSTRAINT api_keys_rail_check CHECK (rail IN ('PADRAO')),
  permissions text[] NOT NULL,
  ip_allowlist text[] NOT NULL,
  requests_per_minute integer NOT NULL CONSTRAINT api_keys_requests_per_minute_check CHECK (requests_per_minute > 0),
  revoked boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz,
  PRIMARY KEY (account_id, id),
  CONSTRAINT api_keys_hash_hex_key UNIQUE (hash_hex),
  CONSTRAINT api_keys_revoked_at_check CHECK (revoked OR revoked_at IS NULL)
);
CREATE INDEX api_keys_account_created_idx ON api_keys (account_id, created_at DESC, id DESC);
`
  )
})
