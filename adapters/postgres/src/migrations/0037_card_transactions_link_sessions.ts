import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * Card transactions of payment link checkouts. `external_reference` names the checkout session a transaction pays
 * (one transaction per account and reference: a repeat of the card rail finds it); `api_key_id` may be empty, for a
 * session a buyer started on the link's hosted page without a key. The expiry pass reads the open checkouts by their
 * `expires_at` (an index of the open ones).
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
ALTER TABLE card_transactions ALTER COLUMN api_key_id DROP NOT NULL;
ALTER TABLE card_transactions ADD COLUMN external_reference text;
CREATE UNIQUE INDEX card_transactions_external_reference_key ON card_transactions (account_id, external_reference)
  WHERE external_reference IS NOT NULL;
CREATE INDEX card_transactions_open_expiry_idx ON card_transactions (expires_at, id)
  WHERE status IN ('PENDING', 'AWAITING_CHALLENGE');
`
  )
})
