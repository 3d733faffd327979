import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * Merchants, ledger accounts, materialized merchant balances, journal entries and postings.
 *
 * System accounts (`sys:*`) have no row here: their balances are sums of postings, so deposits for different merchants
 * never wait on a shared row. Every merchant row carries `account_id`.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE TABLE accounts (
  id text PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  flags jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX accounts_email_key ON accounts (lower(email));

CREATE TABLE ledger_accounts (
  id text PRIMARY KEY,
  account_id text NOT NULL,
  kind text NOT NULL CONSTRAINT ledger_accounts_kind_check CHECK (kind IN ('MAIN', 'SUBACCOUNT', 'SYSTEM'))
);
CREATE INDEX ledger_accounts_account_idx ON ledger_accounts (account_id, id);

CREATE TABLE balances (
  ledger_account_id text PRIMARY KEY REFERENCES ledger_accounts (id),
  account_id text NOT NULL,
  available_centavos bigint NOT NULL DEFAULT 0 CONSTRAINT balances_available_nonnegative CHECK (available_centavos >= 0),
  pending_centavos bigint NOT NULL DEFAULT 0 CONSTRAINT balances_pending_nonnegative CHECK (pending_centavos >= 0),
  med_blocked_centavos bigint NOT NULL DEFAULT 0 CONSTRAINT balances_med_blocked_nonnegative CHECK (med_blocked_centavos >= 0)
);
CREATE INDEX balances_account_idx ON balances (account_id, ledger_account_id);

CREATE TABLE journal_entries (
  account_id text NOT NULL,
  id text NOT NULL,
  kind text NOT NULL,
  transaction_id text,
  idempotency_key text,
  description text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, id),
  CONSTRAINT journal_entries_idempotency_key UNIQUE (account_id, idempotency_key)
);
CREATE INDEX journal_entries_id_idx ON journal_entries (id);
CREATE INDEX journal_entries_transaction_idx ON journal_entries (account_id, transaction_id)
  WHERE transaction_id IS NOT NULL;

CREATE TABLE postings (
  account_id text NOT NULL,
  entry_id text NOT NULL,
  ordinal smallint NOT NULL,
  ledger_account_id text NOT NULL,
  bucket text NOT NULL CONSTRAINT postings_bucket_check CHECK (bucket IN ('available', 'pending')),
  amount_centavos bigint NOT NULL CONSTRAINT postings_amount_nonzero CHECK (amount_centavos <> 0),
  unlock_at timestamptz,
  spend text CONSTRAINT postings_spend_check CHECK (spend IN ('withdrawable', 'available')),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, entry_id, ordinal),
  FOREIGN KEY (account_id, entry_id) REFERENCES journal_entries (account_id, id)
);
-- The 24 h lock of an account: its lock-carrying postings not yet unlocked, summed from the index alone.
CREATE INDEX postings_lock_idx ON postings (ledger_account_id, unlock_at) INCLUDE (amount_centavos)
  WHERE unlock_at IS NOT NULL;
-- Statements of an account, and the sums of a system account.
CREATE INDEX postings_ledger_account_idx ON postings (ledger_account_id, created_at);

-- The ledger is append-only: a reversal is a new entry.
CREATE FUNCTION trilho_refuse_ledger_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$fn$;
CREATE TRIGGER postings_append_only BEFORE UPDATE OR DELETE ON postings
  FOR EACH ROW EXECUTE FUNCTION trilho_refuse_ledger_change();
CREATE TRIGGER postings_no_truncate BEFORE TRUNCATE ON postings
  FOR EACH STATEMENT EXECUTE FUNCTION trilho_refuse_ledger_change();
CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION trilho_refuse_ledger_change();
CREATE TRIGGER journal_entries_no_truncate BEFORE TRUNCATE ON journal_entries
  FOR EACH STATEMENT EXECUTE FUNCTION trilho_refuse_ledger_change();
`
  )
})
