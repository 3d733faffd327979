import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * The indexes of the transaction list's new branches (card transactions, crypto withdrawals, mobile recharges), as
 * migration 0025 made them for the first ones:
 * - the list's order, `(account_id, created_at DESC, id COLLATE "C" DESC)`: new on `card_transactions` (which had
 *   none by account); on `crypto_withdrawals` it replaces the index of migration 0034, in the database's collation
 *   (an index in another collation cannot serve the list's ORDER BY); `mobile_recharges_newest` (migration 0032)
 *   serves already;
 * - `status`, `(account_id, status, created_at DESC, id COLLATE "C" DESC)` on each (a withdrawal's `status` is its lean
 *   status, what the list filters);
 * - `externalReference`: the unique index of migration 0034 serves the withdrawals' (the two others carry none);
 * - `search`: one trigram GIN index per table over `lower(column)` of each searchable column
 *   (`TransactionRecords.keyOf`).
 * None of the three carries a subaccount.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE INDEX card_transactions_account_created_idx
  ON card_transactions (account_id, created_at DESC, id COLLATE "C" DESC);
CREATE INDEX card_transactions_account_status_idx
  ON card_transactions (account_id, status, created_at DESC, id COLLATE "C" DESC);
CREATE INDEX card_transactions_search_idx ON card_transactions USING gin (
  lower(id) gin_trgm_ops, lower(description) gin_trgm_ops, lower(payment_id) gin_trgm_ops,
  lower(card_last4) gin_trgm_ops);

DROP INDEX crypto_withdrawals_list_idx;
CREATE INDEX crypto_withdrawals_list_idx ON crypto_withdrawals (account_id, created_at DESC, id COLLATE "C" DESC);
CREATE INDEX crypto_withdrawals_account_status_idx
  ON crypto_withdrawals (account_id, status, created_at DESC, id COLLATE "C" DESC);
CREATE INDEX crypto_withdrawals_search_idx ON crypto_withdrawals USING gin (
  lower(id) gin_trgm_ops, lower(description) gin_trgm_ops, lower(external_reference) gin_trgm_ops,
  lower(address) gin_trgm_ops, lower(tx_hash) gin_trgm_ops);

CREATE INDEX mobile_recharges_account_status_idx
  ON mobile_recharges (account_id, status, created_at DESC, id COLLATE "C" DESC);
CREATE INDEX mobile_recharges_search_idx ON mobile_recharges USING gin (
  lower(id) gin_trgm_ops, lower(phone) gin_trgm_ops, lower(operator) gin_trgm_ops,
  lower(operator_reference) gin_trgm_ops);
`
  )
})
