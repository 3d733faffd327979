import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * Credit-bureau dunnings, their proof documents and credit reports. A billing has at most one active dunning
 * (PENDING, SENT or REGISTERED): a partial unique index, so of concurrent creates one wins. The status moves by
 * compare-and-set; the worker finds due dunnings by status and last write through a partial index. Documents keep
 * their bytes (at most 5 MB each, 5 a dunning) beside the dunning; the dunning row holds their metadata. Every row is
 * scoped by `account_id`; fees are positive.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE TABLE bureau_dunnings (
  account_id text NOT NULL,
  id text NOT NULL,
  api_key_id text,
  billing_id text NOT NULL,
  type text NOT NULL CONSTRAINT bureau_dunnings_type_check CHECK (type = 'CREDIT_BUREAU'),
  status text NOT NULL CONSTRAINT bureau_dunnings_status_check
    CHECK (status IN ('PENDING', 'SENT', 'REGISTERED', 'PAID_OFF', 'CANCELED')),
  description text,
  debtor jsonb NOT NULL,
  address jsonb NOT NULL,
  documents jsonb NOT NULL,
  amount_centavos bigint NOT NULL CONSTRAINT bureau_dunnings_amount_check CHECK (amount_centavos > 0),
  fee_centavos bigint NOT NULL CONSTRAINT bureau_dunnings_fee_check CHECK (fee_centavos > 0),
  bureau_reference text,
  cancel_reason text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  sent_at timestamptz,
  registered_at timestamptz,
  paid_off_at timestamptz,
  canceled_at timestamptz,
  PRIMARY KEY (account_id, id)
);
CREATE UNIQUE INDEX bureau_dunnings_active_billing ON bureau_dunnings (account_id, billing_id)
  WHERE status IN ('PENDING', 'SENT', 'REGISTERED');
CREATE INDEX bureau_dunnings_newest ON bureau_dunnings (account_id, created_at DESC, id COLLATE "C" DESC);
CREATE INDEX bureau_dunnings_due ON bureau_dunnings (status, updated_at, id COLLATE "C")
  WHERE status IN ('PENDING', 'SENT', 'REGISTERED');

CREATE TABLE bureau_dunning_documents (
  account_id text NOT NULL,
  dunning_id text NOT NULL,
  position integer NOT NULL CONSTRAINT bureau_dunning_documents_position_check CHECK (position BETWEEN 0 AND 4),
  bytes bytea NOT NULL CONSTRAINT bureau_dunning_documents_size_check
    CHECK (octet_length(bytes) BETWEEN 1 AND 5242880),
  PRIMARY KEY (account_id, dunning_id, position),
  FOREIGN KEY (account_id, dunning_id) REFERENCES bureau_dunnings (account_id, id)
);

CREATE TABLE bureau_reports (
  account_id text NOT NULL,
  id text NOT NULL,
  api_key_id text,
  customer_id text NOT NULL,
  cpf_cnpj text NOT NULL,
  status text NOT NULL CONSTRAINT bureau_reports_status_check CHECK (status = 'COMPLETED'),
  score integer NOT NULL CONSTRAINT bureau_reports_score_check CHECK (score BETWEEN 0 AND 1000),
  risk_level text NOT NULL CONSTRAINT bureau_reports_risk_check CHECK (risk_level IN ('LOW', 'MEDIUM', 'HIGH')),
  restrictions integer NOT NULL CONSTRAINT bureau_reports_restrictions_check CHECK (restrictions >= 0),
  fee_centavos bigint NOT NULL CONSTRAINT bureau_reports_fee_check CHECK (fee_centavos > 0),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, id)
);
CREATE INDEX bureau_reports_newest ON bureau_reports (account_id, created_at DESC, id COLLATE "C" DESC);
`
  )
})
