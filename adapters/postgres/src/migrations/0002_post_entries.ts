import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"
import * as Shared from "./PostEntriesFunction.ts"

/**
 * `trilho_post_entries(p_entries jsonb, p_now timestamptz)`: applies a batch of journal entries in one round trip.
 *
 * `p_entries` is a JSON array of entries shaped like the domain's `JournalEntry` (camelCase keys, instants as ISO
 * text). The function locks every merchant balance row the batch touches, sorted by id, then applies the entries in
 * order, each on its own, with the rules of `domain/src/ledger/Rules.ts`, and returns one row per entry:
 * `posted`, `replayed` (with `first_entry_id`), `insufficient_funds` (with the account, the amount asked and what it
 * could spend), `account_not_found` (with the account) or `unbalanced` (with a message). A refused entry changes
 * nothing; the others are kept. No savepoint, no exception block: refusals are decided before anything is written,
 * and a repeated idempotency key is detected by `INSERT … ON CONFLICT DO NOTHING`.
 *
 * Time is `p_now`, never the server clock: it decides which 24 h locks still hold.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE FUNCTION trilho_post_entries(p_entries jsonb, p_now timestamptz)
${Shared.resultColumns}
  -- The locked merchant accounts, sorted, and their committed state within this call. v_lock is NULL until the lock
  -- sum of an account is needed (only withdrawable debits need it, so deposits never read it).
  v_ids text[] := '{}';
  v_avail bigint[] := '{}';
  v_pend bigint[] := '{}';
  v_med bigint[] := '{}';
  v_lock bigint[] := '{}';
${Shared.trialState}
  r record;
  v_ord integer := 0;
${Shared.entryLocalsAndBalanceLock}
    v_avail := v_avail || r.available;
    v_pend := v_pend || r.pending;
    v_med := v_med || r.med;
    v_lock := v_lock || NULL::bigint;
  END LOOP;

  FOR v_entry IN SELECT x.value FROM jsonb_array_elements(p_entries) WITH ORDINALITY x ORDER BY x.ordinality
  LOOP
    v_ord := v_ord + 1;
${Shared.entryStart}
    IF v_entry_id IS NULL OR v_account IS NULL OR v_entry ->> 'kind' IS NULL OR v_entry ->> 'createdAt' IS NULL THEN
      v_fail := 'an entry has an id, an accountId, a kind and a createdAt';
    ELSIF jsonb_typeof(v_postings) IS DISTINCT FROM 'array' THEN
      v_fail := 'an entry has 2 to 16 postings';
    ELSIF jsonb_array_length(v_postings) NOT BETWEEN 2 AND 16 THEN
      v_fail := 'an entry has 2 to 16 postings';
    ELSE
      v_sum := 0;
      FOR v_posting IN SELECT x.value FROM jsonb_array_elements(v_postings) WITH ORDINALITY x ORDER BY x.ordinality
      LOOP
${Shared.postingShapeChecks}
${Shared.unbalancedOrReplayed}
    -- 3. Every merchant account named exists (system accounts need no row).
    SELECT min((x.value ->> 'ledgerAccountId') COLLATE "C") INTO v_missing
    FROM jsonb_array_elements(v_postings) x
    WHERE left(x.value ->> 'ledgerAccountId', 4) <> 'sys:'
      AND NOT ((x.value ->> 'ledgerAccountId') = ANY (v_ids));
${Shared.accountNotFound}
    -- 4. The 24 h lock sums this entry's withdrawable debits need, read once per call and account.
    FOR v_posting IN SELECT x.value FROM jsonb_array_elements(v_postings) x
    LOOP
${Shared.lockSumRead}
          v_lock[v_idx] := v_locked;
${Shared.tryStart}
    v_refused := false;
    FOR v_posting IN SELECT x.value FROM jsonb_array_elements(v_postings) WITH ORDINALITY x ORDER BY x.ordinality
    LOOP
${Shared.postingRead}
      v_unlock := (v_posting ->> 'unlockAt')::timestamptz;
${Shared.spendCheck}
      IF v_unlock IS NOT NULL AND v_unlock > p_now AND t_lock[v_idx] IS NOT NULL THEN
        t_lock[v_idx] := t_lock[v_idx] + v_amount;
${Shared.refusedAnswer}
    -- 6. Write. A concurrent call that took the key first wins; this entry is then its replay.
${Shared.journalInsert}
    INSERT INTO postings (account_id, entry_id, ordinal, ledger_account_id, bucket, amount_centavos, unlock_at, spend,
                          created_at)
    SELECT v_account, v_entry_id, x.ordinality::smallint, x.value ->> 'ledgerAccountId', x.value ->> 'bucket',
           (x.value ->> 'amountCentavos')::numeric::bigint, (x.value ->> 'unlockAt')::timestamptz, x.value ->> 'spend',
           v_created_at
    FROM jsonb_array_elements(v_postings) WITH ORDINALITY x;

    UPDATE balances b
    SET available_centavos = b.available_centavos + d.available,
        pending_centavos = b.pending_centavos + d.pending
    FROM (
      SELECT x.value ->> 'ledgerAccountId' AS id,
             sum(CASE WHEN x.value ->> 'bucket' = 'available' THEN (x.value ->> 'amountCentavos')::numeric ELSE 0 END)
               ::bigint AS available,
             sum(CASE WHEN x.value ->> 'bucket' = 'pending' THEN (x.value ->> 'amountCentavos')::numeric ELSE 0 END)
               ::bigint AS pending
      FROM jsonb_array_elements(v_postings) x
      WHERE left(x.value ->> 'ledgerAccountId', 4) <> 'sys:'
      GROUP BY 1
    ) d
    WHERE b.ledger_account_id = d.id;

    v_avail := t_avail;
    v_pend := t_pend;
    v_lock := t_lock;
    status := 'posted';
    RETURN NEXT;
  END LOOP;
END
$fn$;
`
  )
})
