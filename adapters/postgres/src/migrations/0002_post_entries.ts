import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

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
RETURNS TABLE (
  ordinal integer,
  entry_id text,
  status text,
  first_entry_id text,
  ledger_account_id text,
  requested_centavos bigint,
  spendable_centavos bigint,
  message text
)
LANGUAGE plpgsql
AS $fn$
#variable_conflict use_column
DECLARE
  -- The locked merchant accounts, sorted, and their committed state within this call. v_lock is NULL until the lock
  -- sum of an account is needed (only withdrawable debits need it, so deposits never read it).
  v_ids text[] := '{}';
  v_avail bigint[] := '{}';
  v_pend bigint[] := '{}';
  v_med bigint[] := '{}';
  v_lock bigint[] := '{}';
  -- The state while one entry is tried.
  t_avail bigint[];
  t_pend bigint[];
  t_lock bigint[];
  r record;
  v_ord integer := 0;
  v_entry jsonb;
  v_postings jsonb;
  v_posting jsonb;
  v_entry_id text;
  v_account text;
  v_key text;
  v_created_at timestamptz;
  v_fail text;
  v_sum numeric;
  v_amount numeric;
  v_la text;
  v_bucket text;
  v_spend text;
  v_unlock timestamptz;
  v_idx integer;
  v_spendable bigint;
  v_locked bigint;
  v_existing text;
  v_missing text;
  v_refused boolean;
BEGIN
  IF p_now IS NULL THEN
    RAISE EXCEPTION 'trilho_post_entries: p_now is required' USING ERRCODE = 'null_value_not_allowed';
  END IF;
  IF jsonb_typeof(p_entries) IS DISTINCT FROM 'array' THEN
    RAISE EXCEPTION 'trilho_post_entries: p_entries must be a JSON array' USING ERRCODE = 'invalid_parameter_value';
  END IF;

  -- Every merchant balance of the batch, locked at once in one fixed order: concurrent batches never deadlock.
  FOR r IN
    SELECT b.ledger_account_id AS id, b.available_centavos AS available, b.pending_centavos AS pending,
           b.med_blocked_centavos AS med
    FROM balances b
    WHERE b.ledger_account_id IN (
      SELECT p.value ->> 'ledgerAccountId'
      FROM jsonb_array_elements(p_entries) e,
           jsonb_array_elements(
             CASE WHEN jsonb_typeof(e.value -> 'postings') = 'array' THEN e.value -> 'postings' ELSE '[]'::jsonb END
           ) p
      WHERE left(p.value ->> 'ledgerAccountId', 4) <> 'sys:')
    ORDER BY b.ledger_account_id COLLATE "C"
    FOR UPDATE OF b
  LOOP
    v_ids := v_ids || r.id;
    v_avail := v_avail || r.available;
    v_pend := v_pend || r.pending;
    v_med := v_med || r.med;
    v_lock := v_lock || NULL::bigint;
  END LOOP;

  FOR v_entry IN SELECT x.value FROM jsonb_array_elements(p_entries) WITH ORDINALITY x ORDER BY x.ordinality
  LOOP
    v_ord := v_ord + 1;
    ordinal := v_ord;
    status := NULL;
    first_entry_id := NULL;
    ledger_account_id := NULL;
    requested_centavos := NULL;
    spendable_centavos := NULL;
    message := NULL;
    v_entry_id := v_entry ->> 'id';
    v_account := v_entry ->> 'accountId';
    v_key := v_entry ->> 'idempotencyKey';
    v_postings := v_entry -> 'postings';
    entry_id := v_entry_id;

    -- 1. Shape: 2..16 nonzero integer postings summing to zero (validateEntry).
    v_fail := NULL;
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
        v_la := v_posting ->> 'ledgerAccountId';
        v_bucket := v_posting ->> 'bucket';
        v_spend := v_posting ->> 'spend';
        IF jsonb_typeof(v_posting -> 'amountCentavos') IS DISTINCT FROM 'number' THEN
          v_fail := 'every posting moves a nonzero integer amount of centavos';
          EXIT;
        END IF;
        v_amount := (v_posting ->> 'amountCentavos')::numeric;
        IF v_amount = 0 OR v_amount <> trunc(v_amount) OR abs(v_amount) > 9007199254740991 THEN
          v_fail := 'every posting moves a nonzero integer amount of centavos';
          EXIT;
        END IF;
        IF v_la IS NULL THEN
          v_fail := 'every posting names a ledger account';
          EXIT;
        END IF;
        IF v_bucket IS NULL OR v_bucket NOT IN ('available', 'pending') THEN
          v_fail := 'a posting moves the available or the pending bucket';
          EXIT;
        END IF;
        IF v_posting ->> 'unlockAt' IS NOT NULL AND (left(v_la, 4) = 'sys:' OR v_bucket <> 'available') THEN
          v_fail := 'only merchant available buckets carry a 24 h lock';
          EXIT;
        END IF;
        IF v_spend IS NOT NULL AND v_amount > 0 THEN
          v_fail := 'a credit has no spend rule';
          EXIT;
        END IF;
        IF v_spend IS NOT NULL AND v_spend NOT IN ('withdrawable', 'available') THEN
          v_fail := 'a debit spends under the withdrawable or the available rule';
          EXIT;
        END IF;
        v_sum := v_sum + v_amount;
        IF abs(v_sum) > 9007199254740991 THEN
          v_fail := 'the postings'' running sum leaves the safe integer range';
          EXIT;
        END IF;
      END LOOP;
      IF v_fail IS NULL AND v_sum <> 0 THEN
        v_fail := format('postings sum to %s, not zero', v_sum);
      END IF;
    END IF;
    IF v_fail IS NOT NULL THEN
      status := 'unbalanced';
      message := v_fail;
      RETURN NEXT;
      CONTINUE;
    END IF;
    v_created_at := (v_entry ->> 'createdAt')::timestamptz;

    -- 2. A key already used by the account: the first entry's result, nothing moved.
    IF v_key IS NOT NULL THEN
      SELECT j.id INTO v_existing FROM journal_entries j WHERE j.account_id = v_account AND j.idempotency_key = v_key;
      IF FOUND THEN
        status := 'replayed';
        first_entry_id := v_existing;
        RETURN NEXT;
        CONTINUE;
      END IF;
    END IF;

    -- 3. Every merchant account named exists (system accounts need no row).
    SELECT min((x.value ->> 'ledgerAccountId') COLLATE "C") INTO v_missing
    FROM jsonb_array_elements(v_postings) x
    WHERE left(x.value ->> 'ledgerAccountId', 4) <> 'sys:'
      AND NOT ((x.value ->> 'ledgerAccountId') = ANY (v_ids));
    IF v_missing IS NOT NULL THEN
      status := 'account_not_found';
      ledger_account_id := v_missing;
      RETURN NEXT;
      CONTINUE;
    END IF;

    -- 4. The 24 h lock sums this entry's withdrawable debits need, read once per call and account.
    FOR v_posting IN SELECT x.value FROM jsonb_array_elements(v_postings) x
    LOOP
      v_la := v_posting ->> 'ledgerAccountId';
      IF left(v_la, 4) <> 'sys:' AND (v_posting ->> 'amountCentavos')::numeric < 0
         AND v_posting ->> 'bucket' = 'available' AND coalesce(v_posting ->> 'spend', 'withdrawable') = 'withdrawable' THEN
        v_idx := array_position(v_ids, v_la);
        IF v_lock[v_idx] IS NULL THEN
          SELECT coalesce(sum(q.amount_centavos), 0) INTO v_locked
          FROM postings q WHERE q.ledger_account_id = v_la AND q.unlock_at > p_now;
          v_lock[v_idx] := v_locked;
        END IF;
      END IF;
    END LOOP;

    -- 5. Each posting in order against the running state (applyPosting): a debit may take what its rule allows.
    t_avail := v_avail;
    t_pend := v_pend;
    t_lock := v_lock;
    v_refused := false;
    FOR v_posting IN SELECT x.value FROM jsonb_array_elements(v_postings) WITH ORDINALITY x ORDER BY x.ordinality
    LOOP
      v_la := v_posting ->> 'ledgerAccountId';
      CONTINUE WHEN left(v_la, 4) = 'sys:';
      v_idx := array_position(v_ids, v_la);
      v_amount := (v_posting ->> 'amountCentavos')::numeric;
      v_bucket := v_posting ->> 'bucket';
      v_unlock := (v_posting ->> 'unlockAt')::timestamptz;
      IF v_amount < 0 THEN
        IF v_bucket = 'pending' THEN
          v_spendable := t_pend[v_idx];
        ELSIF coalesce(v_posting ->> 'spend', 'withdrawable') = 'available' THEN
          v_spendable := t_avail[v_idx];
        ELSE
          -- withdrawable = available - clamp(lock sum, 0, available) - MED-blocked, never below zero
          v_spendable := greatest(
            0,
            t_avail[v_idx] - least(greatest(t_lock[v_idx], 0), greatest(t_avail[v_idx], 0)) - v_med[v_idx]
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
      ELSE
        t_pend[v_idx] := t_pend[v_idx] + v_amount;
      END IF;
      IF v_unlock IS NOT NULL AND v_unlock > p_now AND t_lock[v_idx] IS NOT NULL THEN
        t_lock[v_idx] := t_lock[v_idx] + v_amount;
      END IF;
    END LOOP;
    IF v_refused THEN
      RETURN NEXT;
      CONTINUE;
    END IF;

    -- 6. Write. A concurrent call that took the key first wins; this entry is then its replay.
    INSERT INTO journal_entries (account_id, id, kind, transaction_id, idempotency_key, description, created_at)
    VALUES (v_account, v_entry_id, v_entry ->> 'kind', v_entry ->> 'transactionId', v_key, v_entry ->> 'description',
            v_created_at)
    ON CONFLICT (account_id, idempotency_key) DO NOTHING;
    IF NOT FOUND THEN
      SELECT j.id INTO v_existing FROM journal_entries j WHERE j.account_id = v_account AND j.idempotency_key = v_key;
      status := 'replayed';
      first_entry_id := v_existing;
      RETURN NEXT;
      CONTINUE;
    END IF;

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
