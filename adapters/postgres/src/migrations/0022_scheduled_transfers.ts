import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * Scheduled transfers. The due scan reads active schedules with no run in flight by `next_run_at`, and runs in flight
 * whose lease ran out by `run_lease_until` (a worker that crashed mid-run): two partial indexes, each as small as the
 * schedules it serves. Lists read an account's schedules newest first; the threshold pass reads the active threshold
 * schedules by id. Every write after the insert is a compare-and-set on `version`.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE TABLE scheduled_transfers (
  account_id text NOT NULL,
  id text NOT NULL,
  api_key_id text,
  label text,
  trigger_type text NOT NULL CONSTRAINT scheduled_transfers_trigger_type_check
    CHECK (trigger_type IN ('once', 'recurring', 'balance_threshold')),
  scheduled_at timestamptz,
  recurrence_rule jsonb,
  balance_threshold_centavos bigint CONSTRAINT scheduled_transfers_threshold_check
    CHECK (balance_threshold_centavos > 0),
  payload jsonb NOT NULL,
  max_runs integer CONSTRAINT scheduled_transfers_max_runs_check CHECK (max_runs > 0),
  status text NOT NULL CONSTRAINT scheduled_transfers_status_check
    CHECK (status IN ('active', 'paused', 'completed', 'failed')),
  next_run_at timestamptz,
  last_run_at timestamptz,
  run_count integer NOT NULL CONSTRAINT scheduled_transfers_run_count_check CHECK (run_count >= 0),
  last_failure text,
  threshold_armed boolean NOT NULL,
  run_due_at timestamptz,
  run_lease_until timestamptz,
  version integer NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, id),
  CONSTRAINT scheduled_transfers_trigger_fields_check CHECK (
    (trigger_type = 'once' AND scheduled_at IS NOT NULL)
    OR (trigger_type = 'recurring' AND recurrence_rule IS NOT NULL)
    OR (trigger_type = 'balance_threshold' AND balance_threshold_centavos IS NOT NULL)
  ),
  CONSTRAINT scheduled_transfers_run_claim_check CHECK ((run_due_at IS NULL) = (run_lease_until IS NULL))
);
CREATE INDEX scheduled_transfers_due_idx ON scheduled_transfers (next_run_at, id)
  WHERE status = 'active' AND run_due_at IS NULL;
CREATE INDEX scheduled_transfers_lease_idx ON scheduled_transfers (run_lease_until, id)
  WHERE run_due_at IS NOT NULL AND status IN ('active', 'paused');
CREATE INDEX scheduled_transfers_account_created_idx ON scheduled_transfers (account_id, created_at DESC, id DESC);
CREATE INDEX scheduled_transfers_thresholds_idx ON scheduled_transfers (id)
  WHERE trigger_type = 'balance_threshold' AND status = 'active';
`
  )
})
