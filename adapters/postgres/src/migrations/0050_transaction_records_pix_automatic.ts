import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * The indexes of the transaction list's PIX Automático branch (the instalments of `pix_automatic_instructions`), as
 * migrations 0025, 0036, 0038 and 0040 made them for the others:
 * - the list's order, `(account_id, created_at DESC, id COLLATE "C" DESC)`: it replaces the index of migration 0041,
 *   which was in the database's collation (an index in another collation cannot serve the list's ORDER BY, the
 *   instructions' own list's included);
 * - `status`, `(account_id, status, created_at DESC, id COLLATE "C" DESC)` (each of the four statuses is one of the six);
 * - `search`: one trigram GIN index over `lower(column)` of each searchable column (`TransactionRecords.keyOf`).
 * Instalments carry no external reference and no subaccount.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
DROP INDEX pix_automatic_instructions_list_idx;
CREATE INDEX pix_automatic_instructions_list_idx
  ON pix_automatic_instructions (account_id, created_at DESC, id COLLATE "C" DESC);
CREATE INDEX pix_automatic_instructions_account_status_idx
  ON pix_automatic_instructions (account_id, status, created_at DESC, id COLLATE "C" DESC);
CREATE INDEX pix_automatic_instructions_search_idx ON pix_automatic_instructions USING gin (
  lower(id) gin_trgm_ops, lower(description) gin_trgm_ops, lower(end_to_end_id) gin_trgm_ops,
  lower(authorization_id) gin_trgm_ops, lower(id_rec) gin_trgm_ops);
`
  )
})
