import { SqlClient } from "effect/sql"
import { Effect } from "effect"

/** The measured account, its subaccount, and the account whose charges split to it. */
export const hot = "acc_bench_hot"
export const subaccount = "sub_bench_hot"
export const other = (i: number) => `acc_bench_other_${i}`

/**
 * Fills `records` transaction records of `account` with `generate_series`, straight into the tables: half charges
 * (one in twenty for the subaccount, one in three with an external reference; 70 % COMPLETED), 30 % PIX transfers,
 * 10 % refunds and 10 % internal transfers, spread over about six months each with interleaved times. With
 * `credits`, also the ledger rows of its credits: a `SPLIT_IN` from another account's deposit per 50 charges, and the
 * `SUBACCOUNT_PROFIT` posting of each subaccount charge's deposit. The account's ordinary deposits have no postings
 * here: no branch of the list reads them (the credits' branches read only the partial index of migration 0012 and the
 * subaccount charges' entries).
 */
export const fill = (account: string, records: number, credits: boolean) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const charges = Math.round(records * 0.5)
    const transfers = Math.round(records * 0.3)
    const refunds = Math.round(records * 0.1)
    const internal = records - charges - transfers - refunds
    const tag = account.replace(/[^a-z0-9]/g, "")
    const id = (prefix: string) => `'${prefix}_' || lpad(upper(to_hex(g)), 26, '0')`
    yield* sql.unsafe(`
      INSERT INTO pix_charges (account_id, id, type, status, amount_centavos, fee_centavos, net_centavos,
        platform_fee_centavos, profit_centavos, currency, description, external_reference, txid, reference_id,
        end_to_end_id, copy_paste, location_url, qrcode_url, expiration_seconds, expires_at, completed_at,
        subaccount_id, cover_fee, emit_fiscal_invoice, request_fingerprint, created_at, updated_at)
      SELECT '${account}', ${id("pix")}, 'PIX_IN',
             (ARRAY['COMPLETED','COMPLETED','COMPLETED','COMPLETED','COMPLETED','COMPLETED','COMPLETED','PENDING',
                    'CANCELED','REVERSED'])[1 + g % 10],
             10000, 100 + p, 9900 - p, 100, p, 'BRL', 'Pedido ' || g,
             CASE WHEN g % 3 = 0 THEN 'ord-' || g END, lpad(upper(to_hex(g)), 26, '0'), 'ref-${tag}-' || g,
             'E${tag}' || lpad(g::text, 20, '0'), 'copy', 'loc/${tag}/' || g, 'https://pay.example/' || g, 86400,
             t + interval '1 day', t + interval '1 second', CASE WHEN g % 20 = 0 THEN '${subaccount}' END,
             false, false, 'fp', t, t
        FROM generate_series(1, ${charges}) g,
             LATERAL (SELECT timestamptz '2025-01-01' + g * interval '31 seconds' AS t,
                             CASE WHEN g % 20 = 0 THEN 25 ELSE 0 END AS p) x`)
    yield* sql.unsafe(`
      INSERT INTO pix_transfers (account_id, id, status, amount_centavos, fee_centavos, net_centavos, cover_fee,
        description, external_reference, destination_kind, pix_key, pix_key_type, end_to_end_id, reference_id, review,
        failure_reason, completed_at, request_fingerprint, created_at, updated_at, subaccount_id)
      SELECT '${account}', ${id("pxo")},
             (ARRAY['COMPLETED','COMPLETED','COMPLETED','COMPLETED','COMPLETED','COMPLETED','COMPLETED','COMPLETED',
                    'FAILED','PROCESSING'])[1 + g % 10],
             1050, 50, 1000, true, 'Fornecedor ' || (g % 5000), CASE WHEN g % 4 = 0 THEN 'pay-' || g END, 'KEY',
             'fornecedor' || (g % 20000) || '@example.com', 'EMAIL', 'P${tag}' || lpad(g::text, 20, '0'),
             'sbx-${tag}-' || g, 'NONE', NULL, NULL, 'fp', t, t, CASE WHEN g % 20 = 0 THEN '${subaccount}' END
        FROM generate_series(1, ${transfers}) g,
             LATERAL (SELECT timestamptz '2025-01-01' + g * interval '53 seconds' AS t) x`)
    yield* sql.unsafe(`
      INSERT INTO pix_refunds (account_id, id, refund_id, charge_id, end_to_end_id, status, nature, description,
        deposit_net_centavos, transfer_fee_centavos, debit_net_centavos, ledger_account_id, subaccount_id,
        deposit_unlock_at, reference_id, request_fingerprint, requested_at, updated_at)
      SELECT '${account}', ${id("rfd")}, 'dev-' || g, 'pix_' || lpad(upper(to_hex(g * 5)), 26, '0'),
             'E${tag}' || lpad((g * 5)::text, 20, '0'),
             (ARRAY['COMPLETED','COMPLETED','COMPLETED','COMPLETED','COMPLETED','COMPLETED','COMPLETED','COMPLETED',
                    'FAILED','REQUESTED'])[1 + g % 10],
             'ORIGINAL', CASE WHEN g % 2 = 0 THEN 'Devolução ' || g END, 9900, 30, 9930, 'main:${account}',
             CASE WHEN g % 20 = 0 THEN '${subaccount}' END, t, 'D${tag}' || g, 'fp', t, t
        FROM generate_series(1, ${refunds}) g,
             LATERAL (SELECT timestamptz '2025-01-01' + g * interval '97 seconds' AS t) x`)
    yield* sql.unsafe(`
      INSERT INTO internal_transfers (account_id, id, type, status, amount_centavos, description, external_reference,
        pair_id, counterparty_account_id, recipient_email, counterparty_name, request_fingerprint, created_at)
      SELECT '${account}', CASE WHEN g % 2 = 0 THEN ${id("ito")} ELSE ${id("iti")} END,
             CASE WHEN g % 2 = 0 THEN 'INTERNAL_TRANSFER_OUT' ELSE 'INTERNAL_TRANSFER_IN' END, 'COMPLETED', 500,
             'Repasse ' || g, CASE WHEN g % 4 = 0 THEN 'rep-' || g END, 'itp_${tag}_' || g, '${other(1)}',
             CASE WHEN g % 2 = 0 THEN 'parceiro@example.com' END, CASE WHEN g % 2 = 1 THEN 'Loja Parceira' END,
             'fp', t
        FROM generate_series(1, ${internal}) g,
             LATERAL (SELECT timestamptz '2025-01-01' + g * interval '101 seconds' AS t) x`)
    if (!credits) return
    // SPLIT_IN: a posting to the account's main ledger account in another account's deposit entry.
    yield* sql.unsafe(`
      INSERT INTO journal_entries (account_id, id, kind, transaction_id, created_at)
      SELECT '${other(1)}', 'ent_split_' || g, 'PIX_IN', 'pix_split_' || g,
             timestamptz '2025-01-01' + g * interval '1549 seconds'
        FROM generate_series(1, ${Math.round(charges / 50)}) g`)
    yield* sql.unsafe(`
      INSERT INTO postings (account_id, entry_id, ordinal, ledger_account_id, bucket, amount_centavos, created_at)
      SELECT account_id, id, 1, 'main:${account}', 'available', 2475, created_at
        FROM journal_entries WHERE account_id = '${other(1)}' AND id LIKE 'ent_split_%'`)
    // SUBACCOUNT_PROFIT: each subaccount charge's deposit entry credits the subaccount and the main account.
    yield* sql.unsafe(`
      INSERT INTO journal_entries (account_id, id, kind, transaction_id, created_at)
      SELECT account_id, 'ent_' || substr(id, 5), 'PIX_IN', id, completed_at
        FROM pix_charges WHERE account_id = '${account}' AND subaccount_id IS NOT NULL`)
    yield* sql.unsafe(`
      INSERT INTO postings (account_id, entry_id, ordinal, ledger_account_id, bucket, amount_centavos, created_at)
      SELECT e.account_id, e.id, o.ordinal, o.ledger_account_id, 'available', o.amount, e.created_at
        FROM journal_entries e,
             LATERAL (VALUES (1, 'sub:${subaccount}', 9875), (2, 'main:${account}', 25))
               AS o(ordinal, ledger_account_id, amount)
       WHERE e.account_id = '${account}' AND e.id LIKE 'ent_%'`)
  })
