import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"
import * as Shared from "./PostEntriesFunction.ts"

/** `text` with `from` replaced by `to`; a missing `from` is a defect (the shared text changed under this migration). */
const replacing = (text: string, from: string, to: string): string => {
  if (!text.includes(from)) throw new Error(`0023: the shared text no longer contains ${JSON.stringify(from)}`)
  return text.replace(from, to)
}

/** The shape checks of 0005 with the `blocked` bucket: a bucket of merchant accounts only, never under a 24 h lock. */
const postingShapeChecks = replacing(
  replacing(
    Shared.postingShapeChecks,
    `IF v_bucket IS NULL OR v_bucket NOT IN ('available', 'pending') THEN
          v_fail := 'a posting moves the available or the pending bucket';`,
    `IF v_bucket IS NULL OR v_bucket NOT IN ('available', 'pending', 'blocked') THEN
          v_fail := 'a posting moves the available, the pending or the blocked bucket';`
  ),
  `        IF v_spend IS NOT NULL AND v_amount > 0 THEN`,
  `        IF v_bucket = 'blocked' AND left(v_la, 4) = 'sys:' THEN
          v_fail := 'only merchant accounts hold blocked money';
          EXIT;
        END IF;
        IF v_spend IS NOT NULL AND v_amount > 0 THEN`
)

/**
 * One posting applied to the running state (`applyPosting`): `available` (t_avail) is the money not blocked and
 * `blocked` (t_med) the money held by MED disputes; the balance's `available` is their sum.
 */
const spendCheck = `      IF v_amount < 0 THEN
        IF v_bucket = 'pending' THEN
          v_spendable := t_pend[v_idx];
        ELSIF v_bucket = 'blocked' THEN
          v_spendable := t_med[v_idx];
        ELSIF coalesce(v_posting ->> 'spend', 'withdrawable') = 'available' THEN
          v_spendable := t_avail[v_idx];
        ELSE
          -- withdrawable = available - clamp(lock sum, 0, available) - MED-blocked, never below zero, where the
          -- balance's available is the available bucket plus the blocked one
          v_spendable := greatest(
            0,
            t_avail[v_idx] - least(greatest(t_lock[v_idx], 0), greatest(t_avail[v_idx] + t_med[v_idx], 0))
          );
        END IF;
        IF -v_amount > v_spendable THEN
          status := 'insufficient_funds';
          ledger_account_id := v_la;
          requested_centavos := -v_amount;
          spendable_centavos := v_spendable;
          v_refused := true;
          EXIT;
        END IF;
      END IF;
      IF v_bucket = 'available' THEN
        t_avail[v_idx] := t_avail[v_idx] + v_amount;
      ELSIF v_bucket = 'blocked' THEN
        t_med[v_idx] := t_med[v_idx] + v_amount;
      ELSE
        t_pend[v_idx] := t_pend[v_idx] + v_amount;
      END IF;`

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

CREATE OR REPLACE FUNCTION trilho_post_entries(p_entries jsonb, p_now timestamptz)
${Shared.resultColumns}
  -- The locked merchant accounts, sorted, and their state within this call.
  v_ids text[] := '{}';
  v_avail0 bigint[] := '{}';
  v_pend0 bigint[] := '{}';
  v_med0 bigint[] := '{}';
  v_avail bigint[] := '{}';
  v_pend bigint[] := '{}';
  v_med bigint[] := '{}';
  -- Lock sums (NULL until a withdrawable debit needs one), and the lock-carrying amounts accepted in this call, which
  -- are not in the postings table until the end.
  v_lock bigint[] := '{}';
  v_call_lock bigint[] := '{}';
${Shared.trialState}
  t_med bigint[];
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
    v_med0 := v_med0 || r.med;
    v_lock := v_lock || NULL::bigint;
    v_call_lock := v_call_lock || 0::bigint;
  END LOOP;
  v_avail := v_avail0;
  v_pend := v_pend0;
  v_med := v_med0;

  v_count := jsonb_array_length(p_entries);
  FOR v_ord IN 1 .. v_count
  LOOP
    v_entry := p_entries -> (v_ord - 1);
${Shared.entryStart}
    v_n := 0;
    IF v_entry_id IS NULL OR v_account IS NULL OR v_entry ->> 'kind' IS NULL OR v_entry ->> 'createdAt' IS NULL THEN
      v_fail := 'an entry has an id, an accountId, a kind and a createdAt';
    ELSIF jsonb_typeof(v_postings) IS DISTINCT FROM 'array' THEN
      v_fail := 'an entry has 2 to 16 postings';
    ELSE
      v_n := jsonb_array_length(v_postings);
      IF v_n NOT BETWEEN 2 AND 16 THEN
        v_fail := 'an entry has 2 to 16 postings';
      END IF;
    END IF;
    IF v_fail IS NULL THEN
      v_sum := 0;
      FOR v_k IN 0 .. v_n - 1
      LOOP
        v_posting := v_postings -> v_k;
${postingShapeChecks}
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
    t_med := v_med;
    t_call_lock := v_call_lock;
    v_refused := false;
    FOR v_k IN 0 .. v_n - 1
    LOOP
      v_posting := v_postings -> v_k;
${Shared.postingRead}
${spendCheck}
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
    v_med := t_med;
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
    SET available_centavos = u.available, pending_centavos = u.pending, med_blocked_centavos = u.med
    FROM unnest(v_ids, v_avail, v_pend, v_med, v_avail0, v_pend0, v_med0)
         AS u(id, available, pending, med, available0, pending0, med0)
    WHERE b.ledger_account_id = u.id
      AND (u.available <> u.available0 OR u.pending <> u.pending0 OR u.med <> u.med0);
  END IF;
END
$fn$;
`
  )
})
