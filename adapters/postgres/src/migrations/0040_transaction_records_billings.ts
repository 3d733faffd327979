import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * The indexes of the transaction list's billing branch, as migrations 0025, 0036 and 0038 made them for the others:
 * - the list's order, `(account_id, created_at DESC, id COLLATE "C" DESC)`: it replaces the index of migration 0039,
 *   in the database's collation (an index in another collation cannot serve the list's ORDER BY, the billings' own
 *   list's included);
 * - `status`, `(account_id, status, created_at DESC, id COLLATE "C" DESC)` (the machine's status; a list `status`
 *   selects one or two of them);
 * - `externalReference`: the unique index of migration 0039 serves;
 * - `search`: one trigram GIN index over `lower(column)` of each searchable column (`TransactionRecords.keyOf`).
 * Billings carry no subaccount.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
DROP INDEX billings_list_idx;
CREATE INDEX billings_list_idx ON billings (account_id, created_at DESC, id COLLATE "C" DESC);
CREATE INDEX billings_account_status_idx ON billings (account_id, status, created_at DESC, id COLLATE "C" DESC);
CREATE INDEX billings_search_idx ON billings USING gin (
  lower(id) gin_trgm_ops, lower(description) gin_trgm_ops, lower(external_reference) gin_trgm_ops,
  lower(barcode) gin_trgm_ops, lower(pix_txid) gin_trgm_ops);
`
  )
})
