import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * Subaccounts and their balance movements.
 *
 * `subaccounts`: one row per subaccount of a merchant (`account_id`). The id is global (its ledger account is
 * `sub:<id>`); `external_reference` is unique per account among the rows not deleted (a deleted subaccount frees its
 * reference). Status `DELETED` is the soft delete: the row stays (the ledger account and its history too) and reads as
 * not found. Limits are nullable centavos (null: no limit); the surcharge is four integers (PIX in and out, basis
 * points and centavos). A PJ's proof document is kept whole (`document_bytes`) beside its name, type, size and
 * SHA-256. The operator-portal login lives elsewhere (its own table, keyed by `(account_id, subaccount_id)`).
 *
 * `subaccount_moves`: add-balance, remove-balance and transfer, one row per move, naming its journal entry
 * (`entry_id`). `external_reference` is unique per account, so a repeated move is found, never made twice.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE TABLE subaccounts (
  account_id text NOT NULL,
  id text NOT NULL,
  external_reference text NOT NULL CONSTRAINT subaccounts_external_reference_length_check
    CHECK (char_length(external_reference) BETWEEN 1 AND 64),
  name text NOT NULL,
  person_type text NOT NULL CONSTRAINT subaccounts_person_type_check CHECK (person_type IN ('PF', 'PJ')),
  full_name text NOT NULL,
  cpf text NOT NULL,
  birth_date text NOT NULL,
  postal_code text NOT NULL,
  cnpj text,
  company_name text,
  site text,
  document_file_name text,
  document_content_type text,
  document_size_bytes integer,
  document_sha256 text,
  document_bytes bytea,
  status text NOT NULL CONSTRAINT subaccounts_status_check CHECK (status IN ('ACTIVE', 'DISABLED', 'DELETED')),
  lock_mode text CONSTRAINT subaccounts_lock_mode_check
    CHECK (lock_mode IS NULL OR lock_mode IN ('full', 'withdraw_only', 'deposit_only')),
  limit_per_transaction_centavos bigint CONSTRAINT subaccounts_limit_per_transaction_check
    CHECK (limit_per_transaction_centavos IS NULL OR limit_per_transaction_centavos > 0),
  limit_daily_centavos bigint CONSTRAINT subaccounts_limit_daily_check
    CHECK (limit_daily_centavos IS NULL OR limit_daily_centavos > 0),
  limit_monthly_centavos bigint CONSTRAINT subaccounts_limit_monthly_check
    CHECK (limit_monthly_centavos IS NULL OR limit_monthly_centavos > 0),
  pix_in_percent_bps integer NOT NULL DEFAULT 0
    CONSTRAINT subaccounts_pix_in_percent_check CHECK (pix_in_percent_bps BETWEEN 0 AND 10000),
  pix_in_fixed_centavos bigint NOT NULL DEFAULT 0
    CONSTRAINT subaccounts_pix_in_fixed_check CHECK (pix_in_fixed_centavos >= 0),
  pix_out_percent_bps integer NOT NULL DEFAULT 0
    CONSTRAINT subaccounts_pix_out_percent_check CHECK (pix_out_percent_bps BETWEEN 0 AND 10000),
  pix_out_fixed_centavos bigint NOT NULL DEFAULT 0
    CONSTRAINT subaccounts_pix_out_fixed_check CHECK (pix_out_fixed_centavos >= 0),
  request_fingerprint text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  deleted_at timestamptz,
  PRIMARY KEY (account_id, id),
  CONSTRAINT subaccounts_id_key UNIQUE (id),
  CONSTRAINT subaccounts_deleted_check CHECK ((status = 'DELETED') = (deleted_at IS NOT NULL)),
  CONSTRAINT subaccounts_pj_check CHECK (person_type = 'PF' OR (cnpj IS NOT NULL AND company_name IS NOT NULL))
);
CREATE UNIQUE INDEX subaccounts_external_reference_key ON subaccounts (account_id, external_reference)
  WHERE status <> 'DELETED';
CREATE INDEX subaccounts_account_created_idx ON subaccounts (account_id, created_at DESC, id DESC)
  WHERE status <> 'DELETED';

CREATE TABLE subaccount_moves (
  account_id text NOT NULL,
  id text NOT NULL,
  kind text NOT NULL CONSTRAINT subaccount_moves_kind_check
    CHECK (kind IN ('ADD_BALANCE', 'REMOVE_BALANCE', 'TRANSFER')),
  from_subaccount_id text,
  to_subaccount_id text,
  amount_centavos bigint NOT NULL CONSTRAINT subaccount_moves_amount_check CHECK (amount_centavos > 0),
  description text,
  external_reference text CONSTRAINT subaccount_moves_external_reference_length_check
    CHECK (external_reference IS NULL OR char_length(external_reference) BETWEEN 1 AND 64),
  request_fingerprint text NOT NULL,
  entry_id text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, id),
  CONSTRAINT subaccount_moves_sides_check CHECK (
    (kind = 'ADD_BALANCE' AND from_subaccount_id IS NULL AND to_subaccount_id IS NOT NULL)
    OR (kind = 'REMOVE_BALANCE' AND from_subaccount_id IS NOT NULL AND to_subaccount_id IS NULL)
    OR (kind = 'TRANSFER' AND from_subaccount_id IS NOT NULL AND to_subaccount_id IS NOT NULL
        AND from_subaccount_id <> to_subaccount_id)
  )
);
CREATE UNIQUE INDEX subaccount_moves_external_reference_key ON subaccount_moves (account_id, external_reference)
  WHERE external_reference IS NOT NULL;
`
  )
})
