import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * PIX sent from a subaccount: `subaccount_id` names the paying subaccount (null: the main account), and
 * `profit_centavos` the part of the fee (the subaccount's surcharge) credited to the main account as
 * `SUBACCOUNT_PROFIT`. The index serves the limit check, which sums a subaccount's debits in the São Paulo day and
 * month, and the list filtered by subaccount.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
ALTER TABLE pix_transfers ADD COLUMN subaccount_id text;
ALTER TABLE pix_transfers ADD COLUMN profit_centavos bigint NOT NULL DEFAULT 0
  CONSTRAINT pix_transfers_profit_check CHECK (profit_centavos >= 0 AND profit_centavos <= fee_centavos);
CREATE INDEX pix_transfers_account_subaccount_idx ON pix_transfers (account_id, subaccount_id, created_at DESC, id DESC)
  WHERE subaccount_id IS NOT NULL;
`
  )
})
