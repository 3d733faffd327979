import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * Prepaid mobile recharges. The phone is stored normalized (DDD + 9 digits); the status moves by compare-and-set
 * (`UPDATE … WHERE status = expected`), so of concurrent cancels and failures one wins and the debit is returned once.
 * The amount is positive and every row is scoped by `account_id`. The worker finds PENDING and PROCESSING recharges
 * by their last write through a partial index.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE TABLE mobile_recharges (
  account_id text NOT NULL,
  id text NOT NULL,
  api_key_id text,
  phone text NOT NULL CONSTRAINT mobile_recharges_phone_check CHECK (phone ~ '^[1-9][1-9]9[0-9]{8}$'),
  operator text NOT NULL,
  amount_centavos bigint NOT NULL CONSTRAINT mobile_recharges_amount_check CHECK (amount_centavos > 0),
  status text NOT NULL CONSTRAINT mobile_recharges_status_check
    CHECK (status IN ('PENDING', 'PROCESSING', 'COMPLETED', 'FAILED', 'CANCELED')),
  operator_reference text,
  failure_reason text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  completed_at timestamptz,
  canceled_at timestamptz,
  failed_at timestamptz,
  PRIMARY KEY (account_id, id)
);
CREATE INDEX mobile_recharges_newest ON mobile_recharges (account_id, created_at DESC, id COLLATE "C" DESC);
CREATE INDEX mobile_recharges_due ON mobile_recharges (status, updated_at, id COLLATE "C")
  WHERE status IN ('PENDING', 'PROCESSING');
`
  )
})
