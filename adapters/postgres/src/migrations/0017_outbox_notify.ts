import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * Wakes the gateways when events commit: each INSERT into the outbox notifies `trilho_notices` with the newest id it
 * wrote (`outbox:<id>`, ids only). PostgreSQL delivers a NOTIFY when its transaction commits, and never for one that
 * rolls back, so a listener is woken after the rows are visible.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE FUNCTION outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('trilho_notices', 'outbox:' || (SELECT max(id) FROM written));
  RETURN NULL;
END
$$;
CREATE TRIGGER outbox_notify AFTER INSERT ON outbox REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION outbox_notify();
`
  )
})
