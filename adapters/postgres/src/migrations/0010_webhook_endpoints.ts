import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * Webhook endpoints. `api_key_id` is the key an endpoint is bound to (NULL: account-wide). The secrets are kept so
 * the dispatcher can sign (an HMAC needs the secret itself, not a hash): `secret` is NULL only in PENDING_SECRET, and
 * `previous_secret` signs too until `previous_secret_expires_at`. The list reads `(account_id, created_at DESC)`; the
 * dispatcher reads the ACTIVE endpoints of an account through the partial index.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE TABLE webhook_endpoints (
  id text PRIMARY KEY,
  account_id text NOT NULL,
  api_key_id text,
  url text NOT NULL CONSTRAINT webhook_endpoints_url_check CHECK (length(url) BETWEEN 1 AND 2048),
  description text NOT NULL CONSTRAINT webhook_endpoints_description_check CHECK (char_length(description) <= 120),
  events text[] NOT NULL
    CONSTRAINT webhook_endpoints_events_check CHECK (cardinality(events) BETWEEN 1 AND 80),
  status text NOT NULL
    CONSTRAINT webhook_endpoints_status_check CHECK (status IN ('ACTIVE', 'DISABLED', 'PENDING_SECRET')),
  secret text,
  previous_secret text,
  previous_secret_expires_at timestamptz,
  failed_events_in_a_row integer NOT NULL DEFAULT 0
    CONSTRAINT webhook_endpoints_failed_events_check CHECK (failed_events_in_a_row >= 0),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT webhook_endpoints_secret_check CHECK ((status = 'PENDING_SECRET') = (secret IS NULL)),
  CONSTRAINT webhook_endpoints_previous_secret_check
    CHECK ((previous_secret IS NULL) = (previous_secret_expires_at IS NULL))
);
CREATE INDEX webhook_endpoints_account_created_idx ON webhook_endpoints (account_id, created_at DESC, id DESC);
CREATE INDEX webhook_endpoints_active_idx ON webhook_endpoints (account_id, created_at) WHERE status = 'ACTIVE';
`
  )
})
