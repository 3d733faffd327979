import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * The sandbox clock's offset, shared by every process on the database (API, worker, CLI): one row, moved forward
 * only by `UPDATE … SET offset_ms = offset_ms + $1`. The key column admits a single value, so a second row cannot
 * exist; the offset never goes below zero (time never goes back). The sandbox clock belongs to the whole platform
 * instance, not to one merchant: no `account_id`.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE TABLE sandbox_clock (
  id boolean PRIMARY KEY DEFAULT true CONSTRAINT sandbox_clock_single_row_check CHECK (id),
  offset_ms bigint NOT NULL CONSTRAINT sandbox_clock_offset_ms_check CHECK (offset_ms >= 0)
);
INSERT INTO sandbox_clock (id, offset_ms) VALUES (true, 0);
`
  )
})
