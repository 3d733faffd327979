import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * Card billings. `card` keeps a card billing's card side whole as JSON (the processor account, the stored token with
 * its brand and last 4, the buyer's IP, the processor's payment, the settlement instants, a refusal's reason, the
 * charge attempts): never a card number or CVV. `settles_at` is set while a billing is CONFIRMED, for the settlement
 * pass (CONFIRMED by settlement instant).
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
ALTER TABLE billings ADD COLUMN card jsonb;
ALTER TABLE billings ADD COLUMN settles_at timestamptz;
CREATE INDEX billings_settlement_idx ON billings (settles_at, id) WHERE status = 'CONFIRMED';
`
  )
})
