import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * Durable jobs. `run_at` is when a job may next be claimed: its due time while pending, the end of its lease while
 * running, so one partial index serves both the due jobs and the jobs of crashed workers.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL,
  run_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'pending'
    CONSTRAINT jobs_status_check CHECK (status IN ('pending', 'running', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 25 CONSTRAINT jobs_max_attempts_check CHECK (max_attempts >= 1),
  locked_by text,
  locked_until timestamptz,
  last_error text,
  dedupe_key text CONSTRAINT jobs_dedupe_key UNIQUE
);
CREATE INDEX jobs_claim_idx ON jobs (kind, run_at, id) WHERE status IN ('pending', 'running');
`
  )
})
