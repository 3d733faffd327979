import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * MED disputes (`Med.MedDispute`). One dispute per disputed deposit and one per protocol, per account (unique
 * constraints); the evidence is a JSON document (metadata of its files, never their bytes). The money a dispute blocks
 * lives in the ledger (`blocked` bucket, migration 0023); `blocked_centavos` is the dispute's share of it.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE TABLE meds (
  account_id text NOT NULL,
  id text NOT NULL,
  protocol text NOT NULL,
  transaction_id text NOT NULL,
  subaccount_id text,
  api_key_id text,
  type text NOT NULL
    CONSTRAINT meds_type_check CHECK (type IN ('fraud', 'account_takeover', 'coercion', 'fraudulent_access', 'other')),
  status text NOT NULL
    CONSTRAINT meds_status_check CHECK (status IN ('OPEN', 'UNDER_REVIEW', 'ACCEPTED', 'REJECTED', 'CANCELED', 'EXPIRED')),
  amount_centavos bigint NOT NULL CONSTRAINT meds_amount_positive CHECK (amount_centavos > 0),
  description text,
  deadline_at timestamptz NOT NULL,
  automatic_contest boolean NOT NULL,
  evidence jsonb,
  blocked_centavos bigint NOT NULL
    CONSTRAINT meds_blocked_range CHECK (blocked_centavos >= 0 AND blocked_centavos <= amount_centavos),
  returned_centavos bigint NOT NULL
    CONSTRAINT meds_returned_range CHECK (returned_centavos >= 0 AND returned_centavos <= amount_centavos),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  resolved_at timestamptz,
  PRIMARY KEY (account_id, id),
  CONSTRAINT meds_transaction_key UNIQUE (account_id, transaction_id),
  CONSTRAINT meds_protocol_key UNIQUE (account_id, protocol)
);
CREATE INDEX meds_account_created_idx ON meds (account_id, created_at DESC, id);
`
  )
})
