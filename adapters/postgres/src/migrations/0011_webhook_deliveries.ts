import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * Webhook deliveries: one row per (event, endpoint) with the exact body sent on every attempt, its status and the
 * lease of the sender working on it; the log of attempts; and the dispatcher's position in the outbox (one row per
 * dispatcher, locked by whichever worker dispatches a page).
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE TABLE webhook_deliveries (
  id text PRIMARY KEY,
  account_id text NOT NULL,
  event_id bigint NOT NULL,
  endpoint_id text NOT NULL,
  event_type text NOT NULL,
  aggregate_id text NOT NULL,
  body text NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING', 'SUCCEEDED', 'FAILED')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  attempts_limit integer NOT NULL CHECK (attempts_limit >= 1),
  next_attempt_at timestamptz,
  lease_token text,
  last_status_code integer,
  last_error text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (status <> 'PENDING' OR next_attempt_at IS NOT NULL),
  CHECK (attempts <= attempts_limit),
  UNIQUE (event_id, endpoint_id)
);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at, event_id) WHERE status = 'PENDING';
CREATE INDEX webhook_deliveries_chain_idx ON webhook_deliveries (endpoint_id, aggregate_id, event_id)
  WHERE status = 'PENDING';
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (account_id, endpoint_id, event_id DESC);
CREATE INDEX webhook_deliveries_event_idx ON webhook_deliveries (account_id, event_id);

CREATE TABLE webhook_delivery_attempts (
  delivery_id text NOT NULL REFERENCES webhook_deliveries (id),
  attempt integer NOT NULL CHECK (attempt >= 1),
  at timestamptz NOT NULL,
  status_code integer,
  duration_ms integer NOT NULL CHECK (duration_ms >= 0),
  error text,
  PRIMARY KEY (delivery_id, attempt)
);

CREATE TABLE webhook_dispatch_cursors (
  name text PRIMARY KEY,
  position text NOT NULL
);
INSERT INTO webhook_dispatch_cursors (name, position) VALUES ('webhooks', '0:0');

CREATE INDEX outbox_account_created_idx ON outbox (account_id, created_at DESC, id DESC);
`
  )
})
