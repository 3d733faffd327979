import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * Rate-limit counters shared by every API process: one row per (subject, window), bumped by one
 * `INSERT … ON CONFLICT DO UPDATE`. The table is UNLOGGED: counters are rewritten on every request and worth nothing
 * after a crash (PostgreSQL empties an unlogged table on crash recovery, which at worst lets one window through
 * uncounted), so they skip the write-ahead log. A low fill factor keeps room on each page for the count's updates to
 * stay heap-only (no index entry per hit). Rows belong to a key or an IP, not to one merchant: no `account_id`.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE UNLOGGED TABLE rate_limits (
  subject text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL CONSTRAINT rate_limits_count_check CHECK (count > 0),
  PRIMARY KEY (subject, window_start)
) WITH (fillfactor = 70);
CREATE INDEX rate_limits_window_idx ON rate_limits (window_start);
`
  )
})
