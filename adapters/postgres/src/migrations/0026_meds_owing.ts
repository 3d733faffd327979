import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * The worker's catch-up of owed MED blocks (`MedStore.findOwing`): a partial index of the disputes still running
 * (`Med.isOpen`: OPEN, UNDER_REVIEW) that owe blocked money (`Med.isOwing`: blocked less than the amount), in the
 * catch-up's order (`Med.oldestMedFirst`: created, then id in byte order). Few disputes owe at any time, so the index
 * stays small while `meds` grows.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE INDEX meds_owing_idx ON meds (created_at, id COLLATE "C")
  WHERE status IN ('OPEN', 'UNDER_REVIEW') AND blocked_centavos < amount_centavos;
`
  )
})
