import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * `Idempotency-Key` rows, one per (account, API key, key): the primary key is what lets exactly one of concurrent
 * requests with the same key run. A row is PENDING (its holder's `lock_token` and lease in `locked_until`) until the
 * first answer is stored (`response_status`, `response_body` as JSON text of `{message, data}`), then COMPLETED.
 * Rows live 24 h (`expires_at`), pruned through the index on it.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE TABLE idempotency_keys (
  account_id text NOT NULL,
  api_key_id text NOT NULL,
  idempotency_key text NOT NULL CONSTRAINT idempotency_keys_key_check
    CHECK (idempotency_key ~ '^[!-~]{1,255}$'),
  fingerprint text NOT NULL,
  status text NOT NULL CONSTRAINT idempotency_keys_status_check CHECK (status IN ('PENDING', 'COMPLETED')),
  lock_token text NOT NULL,
  locked_until timestamptz NOT NULL,
  response_status integer,
  response_body text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, api_key_id, idempotency_key),
  CONSTRAINT idempotency_keys_response_check CHECK (
    (status = 'COMPLETED') = (response_status IS NOT NULL AND response_body IS NOT NULL)
  )
);
CREATE INDEX idempotency_keys_expires_idx ON idempotency_keys (expires_at);
`
  )
})
