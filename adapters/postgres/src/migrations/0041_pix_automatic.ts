import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * PIX Automático: authorizations (BACEN recurrences, `id_rec` unique) and their payment instructions. `version` is
 * the compare-and-set of every write. One instruction per authorization and period holds the period (a partial unique
 * index on `holds_period`): two schedules racing for one period cannot both land. Indexes: the lists (newest first),
 * the consent expiry pass (PENDING_CONSENT by `consent_expires_at`) and the due-date pass (SCHEDULED by `due_date`).
 */
const authorizations = `
CREATE TABLE pix_automatic_authorizations (
  account_id text NOT NULL,
  id text NOT NULL,
  api_key_id text,
  id_rec text NOT NULL,
  customer_id text NOT NULL,
  payer_name text NOT NULL,
  payer_document text NOT NULL,
  contract_id text NOT NULL,
  description text,
  frequency text NOT NULL
    CONSTRAINT pix_automatic_authorizations_frequency_check
    CHECK (frequency IN ('WEEKLY', 'MONTHLY', 'QUARTERLY', 'SEMIANNUALLY', 'YEARLY')),
  start_date text NOT NULL,
  end_date text,
  fixed_amount_centavos bigint CONSTRAINT pix_automatic_authorizations_fixed_check CHECK (fixed_amount_centavos > 0),
  max_amount_centavos bigint CONSTRAINT pix_automatic_authorizations_max_check CHECK (max_amount_centavos > 0),
  retry_policy text NOT NULL,
  status text NOT NULL
    CONSTRAINT pix_automatic_authorizations_status_check
    CHECK (status IN ('PENDING_CONSENT', 'ACTIVE', 'REJECTED', 'CANCELED', 'REVOKED', 'EXPIRED')),
  first_instruction_id text NOT NULL,
  copy_paste text NOT NULL,
  consent_expires_at timestamptz NOT NULL,
  end_reason text,
  version integer NOT NULL CONSTRAINT pix_automatic_authorizations_version_check CHECK (version > 0),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  approved_at timestamptz,
  ended_at timestamptz,
  PRIMARY KEY (account_id, id)
);
CREATE UNIQUE INDEX pix_automatic_authorizations_id_key ON pix_automatic_authorizations (id);
CREATE UNIQUE INDEX pix_automatic_authorizations_id_rec_key ON pix_automatic_authorizations (id_rec);
CREATE INDEX pix_automatic_authorizations_list_idx ON pix_automatic_authorizations (account_id, created_at DESC, id DESC);
CREATE INDEX pix_automatic_authorizations_consent_idx ON pix_automatic_authorizations (consent_expires_at, id)
  WHERE status = 'PENDING_CONSENT';
`

const instructions = `
CREATE TABLE pix_automatic_instructions (
  account_id text NOT NULL,
  id text NOT NULL,
  api_key_id text,
  authorization_id text NOT NULL,
  id_rec text NOT NULL,
  first boolean NOT NULL,
  amount_centavos bigint NOT NULL CONSTRAINT pix_automatic_instructions_amount_check CHECK (amount_centavos > 0),
  fee_centavos bigint NOT NULL CONSTRAINT pix_automatic_instructions_fee_check CHECK (fee_centavos >= 0),
  net_centavos bigint NOT NULL CONSTRAINT pix_automatic_instructions_net_check CHECK (net_centavos > 0),
  due_date text NOT NULL,
  period integer NOT NULL,
  holds_period boolean NOT NULL,
  description text,
  status text NOT NULL
    CONSTRAINT pix_automatic_instructions_status_check CHECK (status IN ('SCHEDULED', 'PAID', 'FAILED', 'CANCELED')),
  reason text,
  end_to_end_id text,
  request_fingerprint text NOT NULL,
  version integer NOT NULL CONSTRAINT pix_automatic_instructions_version_check CHECK (version > 0),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  paid_at timestamptz,
  PRIMARY KEY (account_id, id),
  CONSTRAINT pix_automatic_instructions_amounts_check CHECK (fee_centavos + net_centavos = amount_centavos)
);
CREATE UNIQUE INDEX pix_automatic_instructions_id_key ON pix_automatic_instructions (id);
CREATE UNIQUE INDEX pix_automatic_instructions_period_key ON pix_automatic_instructions (authorization_id, period)
  WHERE holds_period;
CREATE INDEX pix_automatic_instructions_list_idx ON pix_automatic_instructions (account_id, created_at DESC, id DESC);
CREATE INDEX pix_automatic_instructions_authorization_idx ON pix_automatic_instructions (authorization_id, due_date)
  WHERE status = 'SCHEDULED';
CREATE INDEX pix_automatic_instructions_due_idx ON pix_automatic_instructions (due_date, id)
  WHERE status = 'SCHEDULED' AND NOT first;
`

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(sql, authorizations)
  yield* runScript(sql, instructions)
})
