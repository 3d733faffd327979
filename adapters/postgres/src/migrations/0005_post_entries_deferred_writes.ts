import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"
import * as Shared from "./PostEntriesFunction.ts"

/**
 * `trilho_post_entries(p_entries jsonb, p_now timestamptz)`, same contract as 0002, cheaper for the batches of a hot
 * merchant: each touched balance row is written once at the end of the call (not once per entry, which left one dead
 * row version per entry), the postings of every accepted entry are inserted by one statement at the end, and the
 * loops walk the JSON by index instead of running a query per loop.
 *
 * Contract: `p_entries` is a JSON array of entries shaped like the domain's `JournalEntry` (camelCase keys, instants
 * as ISO text). The function locks every merchant balance row the batch touches, sorted by id (`COLLATE "C"`), then
 * decides the entries in order, each on its own, with the rules of `domain/src/ledger/Rules.ts`, and returns one row
 * per entry, in order: `posted`, `replayed` (with `first_entry_id`), `insufficient_funds` (with `ledger_account_id`,
 * `requested_centavos`, `spendable_centavos`), `account_not_found` (with `ledger_account_id`) or `unbalanced` (with
 * `message`). A refused entry changes nothing; the others are kept. No savepoint, no exception block: every refusal is
 * decided before anything is written, and a repeated idempotency key is settled by `INSERT … ON CONFLICT DO NOTHING`.
 * Time is `p_now`, never the server clock: it decides which 24 h locks still hold.
 */
export const postEntriesV2 = `CREATE OR REPLACE FUNCTION trilho_post_entries(p_entries jsonb, p_now timestamptz)
${Shared.resultColumns}
  -- The locked merchant accounts, sorted, and their state within this call.
  v_ids text[] := '{}';
  v_avail0 bigint[] := '{}';
  v_pend0 bigint[] := '{}';
  v_avail bigint[] := '{}';
  v_pend bigint[] := '{}';
  v_med bigint[] := '{}';
  -- Lock sums (NULL until a withdrawable debit needs one), and the lock-carrying amounts accepted in this call, which
  -- are not in the postings table until the end.
  v_lock bigint[] := '{}';
  v_call_lock bigint[] := '{}';
${Shared.trialState}
  t_call_lock bigint[];
  v_accepted integer[] := '{}';
  r record;
  v_count integer;
  v_n integer;
  v_ord integer;
  v_k integer;
${Shared.entryLocalsAndBalanceLock}
    v_avail0 := v_avail0 || r.available;
    v_pend0 := v_pend0 || r.pending;
    v_med := v_med || r.med;
    v_lock := v_lock || NULL::bigint;
    v_call_lock := v_call_lock || 0::bigint;
  END LOOP;
  v_avail := v_avail0;
  v_pend := v_pend0;

  v_count := jsonb_array_length(p_entries);
  FOR v_ord IN 1 .. v_count
  LOOP
    v_entry := p_entries -> (v_ord - 1);
${Shared.entryStart}
${Shared.entryShape}
${Shared.postingShapeChecks}
${Shared.unbalancedOrReplayed}
    -- 3. Every merchant account named exists (system accounts need no row); the smallest missing one is reported.
    v_missing := NULL;
    FOR v_k IN 0 .. v_n - 1
    LOOP
      v_la := v_postings -> v_k ->> 'ledgerAccountId';
      IF left(v_la, 4) <> 'sys:' AND array_position(v_ids, v_la) IS NULL
         AND (v_missing IS NULL OR v_la COLLATE "C" < v_missing COLLATE "C") THEN
        v_missing := v_la;
      END IF;
    END LOOP;
${Shared.accountNotFound}
    -- 4. The 24 h lock sums this entry's withdrawable debits need: read once per call and account (the postings
    -- accepted earlier in this call are added, as they are written only at the end).
    FOR v_k IN 0 .. v_n - 1
    LOOP
      v_posting := v_postings -> v_k;
${Shared.lockSumRead}
          v_lock[v_idx] := v_locked + v_call_lock[v_idx];
${Shared.tryStart}
    t_call_lock := v_call_lock;
    v_refused := false;
    FOR v_k IN 0 .. v_n - 1
    LOOP
      v_posting := v_postings -> v_k;
${Shared.postingRead}
${Shared.spendCheck}
      IF v_posting ->> 'unlockAt' IS NOT NULL THEN
        v_unlock := (v_posting ->> 'unlockAt')::timestamptz;
        IF v_unlock > p_now THEN
          t_call_lock[v_idx] := t_call_lock[v_idx] + v_amount;
          IF t_lock[v_idx] IS NOT NULL THEN
            t_lock[v_idx] := t_lock[v_idx] + v_amount;
          END IF;
        END IF;
${Shared.refusedAnswer}
    -- 6. Record the entry. A concurrent call that took the key first wins; this entry is then its replay.
${Shared.journalInsert}
    v_avail := t_avail;
    v_pend := t_pend;
    v_lock := t_lock;
    v_call_lock := t_call_lock;
    v_accepted := v_accepted || v_ord;
    status := 'posted';
    RETURN NEXT;
  END LOOP;

  -- 7. The postings of every accepted entry, and each changed balance row once.
  IF cardinality(v_accepted) > 0 THEN
    INSERT INTO postings (account_id, entry_id, ordinal, ledger_account_id, bucket, amount_centavos, unlock_at, spend,
                          created_at)
    SELECT e.value ->> 'accountId', e.value ->> 'id', p.ordinality::smallint, p.value ->> 'ledgerAccountId',
           p.value ->> 'bucket', (p.value ->> 'amountCentavos')::numeric::bigint, (p.value ->> 'unlockAt')::timestamptz,
           p.value ->> 'spend', (e.value ->> 'createdAt')::timestamptz
    FROM unnest(v_accepted) a(n)
    CROSS JOIN LATERAL (SELECT p_entries -> (a.n - 1) AS value) e
    CROSS JOIN LATERAL jsonb_array_elements(e.value -> 'postings') WITH ORDINALITY p;

    UPDATE balances b
    SET available_centavos = u.available, pending_centavos = u.pending
    FROM unnest(v_ids, v_avail, v_pend, v_avail0, v_pend0) AS u(id, available, pending, available0, pending0)
    WHERE b.ledger_account_id = u.id AND (u.available <> u.available0 OR u.pending <> u.pending0);
  END IF;
END
$fn$;
`

/** Replaces the posting function with its second version. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(sql, postEntriesV2)
})
