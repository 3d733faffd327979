import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * The indexes of the transaction list (`GET /account/transactions`), one per filter on each table it reads:
 * - the list's order, `(account_id, created_at DESC, id COLLATE "C" DESC)` (a refund's time is `requested_at`). The
 *   list orders ids in byte order across tables; `pix_charges.id` is `COLLATE "C"` already, the other tables' ids are
 *   not, so their indexes name the collation (an index in another collation cannot serve that ORDER BY). They replace
 *   the indexes of migrations 0014 to 0019 on the same columns, which the lists of each type now use too;
 * - `status` (`(account_id, status, created_at DESC, id DESC)`) where the table has more than one status
 *   (`internal_transfers` is always COMPLETED);
 * - `subaccountId` (partial, only rows of a subaccount) where the table carries it;
 * - `externalReference`: the unique indexes of migrations 0008, 0014 and 0016 serve it (refunds carry none);
 * - `search`, a substring of any of the searchable columns (`TransactionRecords.keyOf`): one trigram GIN index per
 *   table over `lower(column)` of each of them, which `lower(column) LIKE '%needle%'` reads (pg_trgm; PGlite loads
 *   the extension, Debian's PostgreSQL server package holds it).
 * The credits are read newest first too: `SPLIT_IN` through the postings index of migration 0012, `SUBACCOUNT_PROFIT`
 * through an index of the credits to an account's own subaccounts (the subaccount's share of a subaccount charge's
 * deposit, whose entry also credits the profit), and, for a subaccount charge whose split took the whole net (its
 * deposit credits no subaccount), a partial index of those rare charges.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX postings_subaccount_credits_idx ON postings (account_id, created_at DESC, entry_id)
  WHERE amount_centavos > 0 AND ledger_account_id LIKE 'sub:%';
CREATE INDEX pix_charges_whole_split_idx ON pix_charges (account_id)
  WHERE subaccount_id IS NOT NULL AND split_amount_centavos = net_centavos;

CREATE INDEX pix_charges_search_idx ON pix_charges USING gin (
  lower(id) gin_trgm_ops, lower(description) gin_trgm_ops, lower(external_reference) gin_trgm_ops,
  lower(reference_id) gin_trgm_ops, lower(end_to_end_id) gin_trgm_ops);

DROP INDEX pix_transfers_account_created_idx;
CREATE INDEX pix_transfers_account_created_idx ON pix_transfers (account_id, created_at DESC, id COLLATE "C" DESC);
CREATE INDEX pix_transfers_account_status_idx
  ON pix_transfers (account_id, status, created_at DESC, id COLLATE "C" DESC);
DROP INDEX pix_transfers_account_subaccount_idx;
CREATE INDEX pix_transfers_account_subaccount_idx
  ON pix_transfers (account_id, subaccount_id, created_at DESC, id COLLATE "C" DESC) WHERE subaccount_id IS NOT NULL;
CREATE INDEX pix_transfers_search_idx ON pix_transfers USING gin (
  lower(id) gin_trgm_ops, lower(description) gin_trgm_ops, lower(external_reference) gin_trgm_ops,
  lower(reference_id) gin_trgm_ops, lower(end_to_end_id) gin_trgm_ops, lower(pix_key) gin_trgm_ops);

DROP INDEX pix_refunds_account_requested_idx;
CREATE INDEX pix_refunds_account_requested_idx ON pix_refunds (account_id, requested_at DESC, id COLLATE "C" DESC);
CREATE INDEX pix_refunds_account_status_idx
  ON pix_refunds (account_id, status, requested_at DESC, id COLLATE "C" DESC);
CREATE INDEX pix_refunds_account_subaccount_idx
  ON pix_refunds (account_id, subaccount_id, requested_at DESC, id COLLATE "C" DESC) WHERE subaccount_id IS NOT NULL;
CREATE INDEX pix_refunds_search_idx ON pix_refunds USING gin (
  lower(id) gin_trgm_ops, lower(description) gin_trgm_ops, lower(refund_id) gin_trgm_ops,
  lower(charge_id) gin_trgm_ops, lower(end_to_end_id) gin_trgm_ops, lower(reference_id) gin_trgm_ops);

DROP INDEX internal_transfers_account_created_idx;
CREATE INDEX internal_transfers_account_created_idx
  ON internal_transfers (account_id, created_at DESC, id COLLATE "C" DESC);
CREATE INDEX internal_transfers_search_idx ON internal_transfers USING gin (
  lower(id) gin_trgm_ops, lower(description) gin_trgm_ops, lower(external_reference) gin_trgm_ops,
  lower(pair_id) gin_trgm_ops);
`
  )
})
