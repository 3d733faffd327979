import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * The outbox: events written in the transaction of the state change that caused them. `xid` is the writing
 * transaction's id; followers read in (xid, id) order and only below the oldest transaction still in flight, so a
 * row that commits late is never behind a position already handed out.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  account_id text NOT NULL,
  event_type text NOT NULL,
  aggregate_id text NOT NULL,
  api_key_id text,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  xid xid8 NOT NULL DEFAULT pg_current_xact_id()
);
CREATE INDEX outbox_position_idx ON outbox (xid, id);
CREATE INDEX outbox_account_position_idx ON outbox (account_id, xid, id);
CREATE INDEX outbox_aggregate_idx ON outbox (account_id, aggregate_id, id);
`
  )
})
