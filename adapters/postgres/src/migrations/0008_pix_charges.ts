import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * PIX charges (`PIX_IN` transactions), keyed by `(account_id, id)`. The database holds the rules the store promises:
 * an `external_reference` is unique per account (a partial unique index: charges without one are free), a network
 * `reference_id` names one charge, amounts add up (gross = fee + net, fee = platform fee + subaccount profit).
 *
 * Ids sort in byte order (`COLLATE "C"`), the order of the domain's lists (newest first, ties by id), so the list
 * indexes serve the list's ORDER BY. Lists read an account's rows by `created_at` (all, or one status, or one
 * subaccount); a `search` is a substring test over those rows, bounded by the account and the date filters, with no
 * index of its own (a trigram index is not available on every server). Expiry reads the pending charges by
 * `expires_at` through a partial index that holds only PENDING rows.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE TABLE pix_charges (
  account_id text NOT NULL,
  id text COLLATE "C" NOT NULL,
  api_key_id text,
  type text NOT NULL CONSTRAINT pix_charges_type_check CHECK (type = 'PIX_IN'),
  status text NOT NULL
    CONSTRAINT pix_charges_status_check CHECK (status IN ('PENDING', 'COMPLETED', 'FAILED', 'CANCELED', 'REVERSED')),
  amount_centavos bigint NOT NULL CONSTRAINT pix_charges_amount_positive CHECK (amount_centavos > 0),
  fee_centavos bigint NOT NULL CONSTRAINT pix_charges_fee_nonnegative CHECK (fee_centavos >= 0),
  net_centavos bigint NOT NULL CONSTRAINT pix_charges_net_positive CHECK (net_centavos > 0),
  platform_fee_centavos bigint NOT NULL
    CONSTRAINT pix_charges_platform_fee_nonnegative CHECK (platform_fee_centavos >= 0),
  profit_centavos bigint NOT NULL CONSTRAINT pix_charges_profit_nonnegative CHECK (profit_centavos >= 0),
  currency text NOT NULL CONSTRAINT pix_charges_currency_check CHECK (currency = 'BRL'),
  description text NOT NULL,
  external_reference text,
  txid text NOT NULL,
  reference_id text NOT NULL,
  end_to_end_id text,
  payer jsonb,
  requested_payer jsonb,
  copy_paste text NOT NULL,
  location_url text NOT NULL,
  qrcode_url text NOT NULL,
  expiration_seconds integer NOT NULL,
  expires_at timestamptz NOT NULL,
  completed_at timestamptz,
  failure_reason text,
  subaccount_id text,
  split_account_id text,
  split_bps integer CONSTRAINT pix_charges_split_bps_check CHECK (split_bps BETWEEN 1 AND 10000),
  split_amount_centavos bigint,
  cover_fee boolean NOT NULL,
  emit_fiscal_invoice boolean NOT NULL,
  request_fingerprint text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, id),
  CONSTRAINT pix_charges_reference_id_key UNIQUE (reference_id),
  CONSTRAINT pix_charges_amounts_add_up
    CHECK (amount_centavos = fee_centavos + net_centavos AND fee_centavos = platform_fee_centavos + profit_centavos),
  CONSTRAINT pix_charges_split_check CHECK (
    (split_account_id IS NULL AND split_bps IS NULL AND split_amount_centavos IS NULL)
    OR (split_account_id IS NOT NULL AND split_bps IS NOT NULL
        AND split_amount_centavos BETWEEN 0 AND net_centavos))
);
CREATE UNIQUE INDEX pix_charges_external_reference_key ON pix_charges (account_id, external_reference)
  WHERE external_reference IS NOT NULL;
CREATE INDEX pix_charges_account_created_idx ON pix_charges (account_id, created_at DESC, id DESC);
CREATE INDEX pix_charges_account_status_idx ON pix_charges (account_id, status, created_at DESC, id DESC);
CREATE INDEX pix_charges_account_subaccount_idx ON pix_charges (account_id, subaccount_id, created_at DESC, id DESC)
  WHERE subaccount_id IS NOT NULL;
CREATE INDEX pix_charges_expiring_idx ON pix_charges (expires_at, id) WHERE status = 'PENDING';
`
  )
})
