import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"
import { postEntriesV2 } from "./0005_post_entries_deferred_writes.ts"

/**
 * The changes from the second version to the third, each a text of 0005's function and what replaces it: the running
 * state of the blocked bucket (`v_med0`, `v_med`, `t_med`), the bucket's shape rules, its spend check and update, and
 * its write-back to `balances.med_blocked_centavos`.
 */
const blockedBucket: ReadonlyArray<readonly [string, string]> = [
  ["  v_pend0 bigint[] := '{}';\n", "  v_pend0 bigint[] := '{}';\n  v_med0 bigint[] := '{}';\n"],
  ["  t_call_lock bigint[];\n", "  t_med bigint[];\n  t_call_lock bigint[];\n"],
  ["    v_med := v_med || r.med;\n", "    v_med0 := v_med0 || r.med;\n"],
  ["  v_pend := v_pend0;\n", "  v_pend := v_pend0;\n  v_med := v_med0;\n"],
  [
    `        IF v_bucket IS NULL OR v_bucket NOT IN ('available', 'pending') THEN
          v_fail := 'a posting moves the available or the pending bucket';`,
    `        IF v_bucket IS NULL OR v_bucket NOT IN ('available', 'pending', 'blocked') THEN
          v_fail := 'a posting moves the available, the pending or the blocked bucket';`
  ],
  [
    "        IF v_spend IS NOT NULL AND v_amount > 0 THEN\n",
    `        IF v_bucket = 'blocked' AND left(v_la, 4) = 'sys:' THEN
          v_fail := 'only merchant accounts hold blocked money';
          EXIT;
        END IF;
        IF v_spend IS NOT NULL AND v_amount > 0 THEN\n`
  ],
  ["    t_lock := v_lock;\n", "    t_lock := v_lock;\n    t_med := v_med;\n"],
  [
    "          v_spendable := t_pend[v_idx];\n",
    "          v_spendable := t_pend[v_idx];\n        ELSIF v_bucket = 'blocked' THEN\n          v_spendable := t_med[v_idx];\n"
  ],
  [
    `          -- withdrawable = available - clamp(lock sum, 0, available) - MED-blocked, never below zero
          v_spendable := greatest(
            0,
            t_avail[v_idx] - least(greatest(t_lock[v_idx], 0), greatest(t_avail[v_idx], 0)) - v_med[v_idx]`,
    `          -- withdrawable = available - clamp(lock sum, 0, available) - MED-blocked, never below zero, where the
          -- balance's available is the available bucket plus the blocked one
          v_spendable := greatest(
            0,
            t_avail[v_idx] - least(greatest(t_lock[v_idx], 0), greatest(t_avail[v_idx] + t_med[v_idx], 0))`
  ],
  [
    "        t_avail[v_idx] := t_avail[v_idx] + v_amount;\n      ELSE\n",
    "        t_avail[v_idx] := t_avail[v_idx] + v_amount;\n      ELSIF v_bucket = 'blocked' THEN\n        t_med[v_idx] := t_med[v_idx] + v_amount;\n      ELSE\n"
  ],
  ["    v_pend := t_pend;\n", "    v_pend := t_pend;\n    v_med := t_med;\n"],
  [
    `    SET available_centavos = u.available, pending_centavos = u.pending
    FROM unnest(v_ids, v_avail, v_pend, v_avail0, v_pend0) AS u(id, available, pending, available0, pending0)
    WHERE b.ledger_account_id = u.id AND (u.available <> u.available0 OR u.pending <> u.pending0);`,
    `    SET available_centavos = u.available, pending_centavos = u.pending, med_blocked_centavos = u.med
    FROM unnest(v_ids, v_avail, v_pend, v_med, v_avail0, v_pend0, v_med0)
         AS u(id, available, pending, med, available0, pending0, med0)
    WHERE b.ledger_account_id = u.id
      AND (u.available <> u.available0 OR u.pending <> u.pending0 OR u.med <> u.med0);`
  ]
]

/** `text` with each `[from, to]` applied once; a `from` found other than once is a defect (0005's text changed). */
const patched = (text: string, patches: ReadonlyArray<readonly [string, string]>): string =>
  patches.reduce((current, [from, to]) => {
    const at = current.indexOf(from)
    if (at < 0 || current.indexOf(from, at + 1) >= 0) {
      throw new Error(`0023: 0005's function does not hold exactly one ${JSON.stringify(from)}`)
    }
    return current.slice(0, at) + to + current.slice(at + from.length)
  }, text)

/**
 * `trilho_post_entries(p_entries jsonb, p_now timestamptz)`, third version: 0005's contract and shape, with the
 * `blocked` bucket of MED disputes (`Ledger.Bucket`). Postings may move `blocked` on merchant accounts; its running
 * state is `balances.med_blocked_centavos` (whose CHECK keeps it at or above zero); an `available` debit never spends
 * blocked money (its rules see the available bucket alone); `withdrawable` is `available` − locked24h − blocked as
 * before, with the balance's `available` being the two buckets together. The postings' bucket CHECK takes `blocked`.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
ALTER TABLE postings DROP CONSTRAINT postings_bucket_check;
ALTER TABLE postings ADD CONSTRAINT postings_bucket_check CHECK (bucket IN ('available', 'pending', 'blocked'));
${patched(postEntriesV2, blockedBucket)}`
  )
})
