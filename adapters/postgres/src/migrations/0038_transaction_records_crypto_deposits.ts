import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * The indexes of the transaction list's crypto deposit branch, as migrations 0025 and 0036 made them for the others:
 * - the list's order, `(account_id, created_at DESC, id COLLATE "C" DESC)`: it replaces the index of migration 0035,
 *   in the database's collation (an index in another collation cannot serve the list's ORDER BY, the deposits' own
 *   list's included);
 * - `status`, `(account_id, status, created_at DESC, id COLLATE "C" DESC)` (a deposit's `status` is its lean status,
 *   what the list filters);
 * - `externalReference`: the unique index of migration 0035 serves;
 * - `search`: one trigram GIN index over `lower(column)` of each searchable column (`TransactionRecords.keyOf`; the
 *   transfers' hashes are `tx_search`).
 * Deposits carry no subaccount.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
DROP INDEX crypto_deposits_list_idx;
CREATE INDEX crypto_deposits_list_idx ON crypto_deposits (account_id, created_at DESC, id COLLATE "C" DESC);
CREATE INDEX crypto_deposits_account_status_idx
  ON crypto_deposits (account_id, status, created_at DESC, id COLLATE "C" DESC);
CREATE INDEX crypto_deposits_search_idx ON crypto_deposits USING gin (
  lower(id) gin_trgm_ops, lower(description) gin_trgm_ops, lower(external_reference) gin_trgm_ops,
  lower(address) gin_trgm_ops, lower(tx_search) gin_trgm_ops);
`
  )
})
