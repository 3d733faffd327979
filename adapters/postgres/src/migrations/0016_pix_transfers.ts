import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * Sent PIX (`PIX_OUT`). The status moves by compare-and-set on (status, review); `external_reference` is unique per
 * account (DESIGN §5) and `end_to_end_id` across the platform (the network's notices name a transfer by it). The
 * resend scan reads PENDING transfers not held by a review through a partial index. Charges get an index on their
 * BR Code location, so a transfer paying a QR code of this platform finds its charge (an on-us payment).
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE TABLE pix_transfers (
  account_id text NOT NULL,
  id text NOT NULL,
  api_key_id text,
  status text NOT NULL CONSTRAINT pix_transfers_status_check
    CHECK (status IN ('PENDING', 'PROCESSING', 'COMPLETED', 'FAILED')),
  amount_centavos bigint NOT NULL CONSTRAINT pix_transfers_amount_check CHECK (amount_centavos > 0),
  fee_centavos bigint NOT NULL CONSTRAINT pix_transfers_fee_check CHECK (fee_centavos >= 0),
  net_centavos bigint NOT NULL CONSTRAINT pix_transfers_net_check CHECK (net_centavos > 0),
  cover_fee boolean NOT NULL,
  description text NOT NULL,
  external_reference text,
  destination_kind text NOT NULL CONSTRAINT pix_transfers_destination_check
    CHECK (destination_kind IN ('KEY', 'STATIC_BR_CODE', 'DYNAMIC_BR_CODE', 'ON_US_CHARGE')),
  pix_key text,
  pix_key_type text,
  br_code text,
  charge_id text,
  charge_account_id text,
  end_to_end_id text NOT NULL,
  reference_id text,
  recipient jsonb,
  review text NOT NULL CONSTRAINT pix_transfers_review_check
    CHECK (review IN ('NONE', 'PENDING', 'APPROVED', 'REFUSED')),
  failure_reason text,
  completed_at timestamptz,
  request_fingerprint text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, id),
  CONSTRAINT pix_transfers_amounts_check CHECK (amount_centavos = fee_centavos + net_centavos),
  CONSTRAINT pix_transfers_end_to_end_id_key UNIQUE (end_to_end_id)
);
CREATE UNIQUE INDEX pix_transfers_external_reference_key ON pix_transfers (account_id, external_reference)
  WHERE external_reference IS NOT NULL;
CREATE INDEX pix_transfers_account_created_idx ON pix_transfers (account_id, created_at DESC, id DESC);
CREATE INDEX pix_transfers_resendable_idx ON pix_transfers (created_at, id)
  WHERE status = 'PENDING' AND review IN ('NONE', 'APPROVED');
CREATE INDEX pix_charges_location_url_idx ON pix_charges (location_url);
`
  )
})
