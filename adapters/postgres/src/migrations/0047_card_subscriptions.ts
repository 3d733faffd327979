import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * Card subscriptions. `subscriptions.card` keeps a CARD_CREDIT subscription's card as JSON (the processor account, the
 * stored token with its brand and last 4, the buyer's IP): never a card number or CVV. `billings.charge_due_at` is set
 * while a billing is PENDING or OVERDUE and its card charge is the worker's (a subscription's card cycle: the start of
 * its due date, then each retry, or a claim's lease), for the charge pass (payable by that instant).
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
ALTER TABLE subscriptions ADD COLUMN card jsonb;
ALTER TABLE billings ADD COLUMN charge_due_at timestamptz;
CREATE INDEX billings_charge_due_idx ON billings (charge_due_at, id) WHERE status IN ('PENDING', 'OVERDUE');
`
  )
})
