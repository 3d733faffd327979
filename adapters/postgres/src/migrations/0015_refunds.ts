import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * Refunds of PIX deposits, one row per request (a deposit whose refund failed may be refunded again). The client's
 * `refund_id` is unique per account; a deposit holds at most one REQUESTED or COMPLETED refund (a partial unique
 * index), so a second refund can never be reserved, whatever the timing. Reads: the latest refund of a deposit, the
 * network's notices by `reference_id`, lists newest first; and deposits by end-to-end id (`pix_charges`).
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE TABLE pix_refunds (
  account_id text NOT NULL,
  id text NOT NULL,
  refund_id text NOT NULL,
  charge_id text NOT NULL,
  end_to_end_id text NOT NULL,
  status text NOT NULL CONSTRAINT pix_refunds_status_check CHECK (status IN ('REQUESTED', 'COMPLETED', 'FAILED')),
  nature text NOT NULL,
  description text,
  deposit_net_centavos bigint NOT NULL CONSTRAINT pix_refunds_deposit_net_check CHECK (deposit_net_centavos > 0),
  transfer_fee_centavos bigint NOT NULL CONSTRAINT pix_refunds_fee_check CHECK (transfer_fee_centavos >= 0),
  debit_net_centavos bigint NOT NULL,
  ledger_account_id text NOT NULL,
  subaccount_id text,
  deposit_unlock_at timestamptz NOT NULL,
  reference_id text,
  return_id text,
  failure_reason text,
  api_key_id text,
  request_fingerprint text NOT NULL,
  requested_at timestamptz NOT NULL,
  completed_at timestamptz,
  failed_at timestamptz,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, id),
  CONSTRAINT pix_refunds_debit_check CHECK (debit_net_centavos = deposit_net_centavos + transfer_fee_centavos)
);
CREATE UNIQUE INDEX pix_refunds_refund_id_key ON pix_refunds (account_id, refund_id);
CREATE UNIQUE INDEX pix_refunds_active_key ON pix_refunds (account_id, charge_id)
  WHERE status IN ('REQUESTED', 'COMPLETED');
CREATE INDEX pix_refunds_charge_idx ON pix_refunds (account_id, charge_id, requested_at DESC, id DESC);
CREATE INDEX pix_refunds_account_requested_idx ON pix_refunds (account_id, requested_at DESC, id DESC);
CREATE INDEX pix_refunds_reference_idx ON pix_refunds (reference_id) WHERE reference_id IS NOT NULL;
CREATE INDEX pix_refunds_id_idx ON pix_refunds (id);
CREATE INDEX pix_refunds_unsubmitted_idx ON pix_refunds (requested_at, id)
  WHERE status = 'REQUESTED' AND reference_id IS NULL;
CREATE INDEX pix_charges_end_to_end_idx ON pix_charges (account_id, end_to_end_id) WHERE end_to_end_id IS NOT NULL;
`
  )
})
