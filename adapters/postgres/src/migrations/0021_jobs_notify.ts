import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * Wakes the workers when jobs are queued: each INSERT into `jobs` notifies `trilho_notices` with `jobs:` (as the
 * outbox does with `outbox:<id>`, migration 0017). The notice goes out when the transaction commits, so a woken worker
 * finds the jobs; a worker that misses it finds them on its safety poll.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE FUNCTION jobs_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('trilho_notices', 'jobs:');
  RETURN NULL;
END
$$;
CREATE TRIGGER jobs_notify AFTER INSERT ON jobs FOR EACH STATEMENT EXECUTE FUNCTION jobs_notify();
`
  )
})
