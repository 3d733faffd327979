import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * The statement's movements: credits to a merchant ledger account made by an entry that is not the account's own
 * deposit to its main account. The partial index holds only those (a split partner's share, a subaccount's receipt),
 * so reading an account's `SPLIT_IN` lines, or the own entries that credit a subaccount (`SUBACCOUNT_PROFIT`), never
 * walks its ordinary deposits; system accounts (`sys:*`, credited by almost every entry) stay out of it.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE INDEX postings_statement_credits_idx ON postings (ledger_account_id, created_at)
  WHERE amount_centavos > 0 AND ledger_account_id <> ('main:' || account_id) AND ledger_account_id NOT LIKE 'sys:%';
`
  )
})
