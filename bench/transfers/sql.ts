/**
 * pgbench's script of one internal transfer: every statement the API sends for `POST /v1/transfer-internal/create`
 * with an `externalReference` and no `Idempotency-Key`, in order, read off PostgreSQL's statement log
 * (`log_statement = all`) of one request: the key by the SHA-256 of the secret and its rate-limit counter (each in as
 * many transfers as the API sends them: `amortized`; the sender's account is known from its number), the sender's
 * reference, the sender, the recipient by e-mail, then the transfer in one statement (`InternalTransferWriterSql`:
 * the entry through `trilho_post_entries`, both records and both events). (Besides, at most once a second per
 * process, a read of the sandbox clock's offset, which `SandboxClockSql` caches: left out.)
 */
import { InternalTransferStoreSql } from "@trilho/postgres"
import type { Amortized } from "../api/sql.ts"

const apiKeyColumns =
  "id, account_id, name, hash_hex, hint, rail, permissions, ip_allowlist, requests_per_minute, revoked, created_at"

/** Who sends to whom: random pairs among `merchants`, or every merchant but 0 into merchant 0. */
export type Workload =
  { readonly kind: "spread"; readonly merchants: number } | { readonly kind: "hot"; readonly merchants: number }

/**
 * The script, and its text variables (`-D`): the instants and the events' payloads hold colons that pgbench would
 * read as variables inside a literal. Ids are unique per run (`it?_<prefix>_<client>_<n>`), so the entries of a run
 * are counted by `itp_<prefix>_%`. A colon followed by a letter inside the entry's JSON is written `\u003a`
 * (PostgreSQL's JSON parser gives back the same text).
 */
export const transferScript = (options: {
  readonly prefix: string
  readonly workload: Workload
  readonly now: Date
  /** The events' payloads of a transfer the API made (their ids differ; their size and shape are the same). */
  readonly outPayload: string
  readonly inPayload: string
  readonly amortized: Amortized
  /** Any key's id: the events' `api_key_id` until the script reads a key. */
  readonly anyKeyId: string
}): { readonly script: string; readonly variables: Readonly<Record<string, string>> } => {
  const n = options.workload.merchants
  const pick =
    options.workload.kind === "spread"
      ? [`\\set s random(0, ${n - 1})`, `\\set r (:s + random(1, ${n - 1})) % ${n}`]
      : [`\\set s random(1, ${n - 1})`, `\\set r 0`]
  const account = (v: string) => `('acc_t' || lpad(${v}::text, 5, '0'))`
  const email = `(${account(":r")} || '@bench.trilho.dev')`
  const unique = (lead: string) => `('${lead}_${options.prefix}_' || :client_id || '_' || :n)`
  const [out, incoming, pair] = [unique("ito"), unique("iti"), unique("itp")]
  const reference = unique("ref")
  const fingerprint = `('[' || :amount || ',"' || ${email} || '","Internal transfer"]')`
  const entry =
    `'[{"id": "' || ${pair} || '", "kind": "INTERNAL_TRANSFER", "postings": [{"spend": "withdrawable", ` +
    `"bucket": "available", "amountCentavos": -' || :amount || ', "ledgerAccountId": "main\\u003a' || ` +
    `${account(":s")} || '"}, {"bucket": "available", "amountCentavos": ' || :amount || ', "ledgerAccountId": ` +
    `"main\\u003a' || ${account(":r")} || '"}], "accountId": "' || ${account(":s")} || '", "createdAt": "' || ` +
    `:now || '", "description": "Internal transfer", "transactionId": "' || ${out} || '"}]'`
  const events =
    `'[{"account_id": "' || ${account(":s")} || '", "event_type": "transfer.internal.completed", "aggregate_id": "' ` +
    `|| ${out} || '", "api_key_id": "' || :key_id || '", "payload": ' || :out_payload || ', "created_at": "' || ` +
    `:now || '"}, {"account_id": "' || ${account(":r")} || '", "event_type": "transfer.internal.received", ` +
    `"aggregate_id": "' || ${incoming} || '", "api_key_id": null, "payload": ' || :in_payload || ', ` +
    `"created_at": "' || :now || '"}]'`
  // InternalTransferWriterSql's statement: the entry, then the records and events only when it is posted.
  const transfer =
    `WITH posted AS MATERIALIZED (SELECT * FROM trilho_post_entries((${entry})::jsonb, :now::timestamptz)), ` +
    `sender AS (INSERT INTO internal_transfers (${InternalTransferStoreSql.columns}) SELECT ${account(":s")}, ${out}, 'INTERNAL_TRANSFER_OUT', ` +
    `'COMPLETED', :amount, 'Internal transfer', ${reference}, :key_id, ${pair}, ${account(":r")}, ${email}, ` +
    `'Loja ' || ${account(":r")}, NULL, ${fingerprint}, :now::timestamptz FROM posted WHERE posted.status = 'posted' ` +
    `RETURNING id), receiver AS (INSERT INTO internal_transfers (${InternalTransferStoreSql.columns}) SELECT ${account(":r")}, ${incoming}, ` +
    `'INTERNAL_TRANSFER_IN', 'COMPLETED', :amount, 'Internal transfer', NULL, NULL, ${pair}, ${account(":s")}, NULL, ` +
    `NULL, 'Loja ' || ${account(":s")}, ${fingerprint}, :now::timestamptz FROM sender RETURNING id), ` +
    `events AS (INSERT INTO outbox (account_id, event_type, aggregate_id, api_key_id, payload, created_at) ` +
    `SELECT e.account_id, e.event_type, e.aggregate_id, e.api_key_id, e.payload, e.created_at FROM receiver, ` +
    `jsonb_to_recordset((${events})::jsonb) AS e(account_id text, event_type text, aggregate_id text, ` +
    `api_key_id text, payload jsonb, created_at timestamptz) RETURNING id) ` +
    `SELECT posted.*, (SELECT count(*) FROM events) AS events_written FROM posted;`
  const script = [
    ...pick,
    `\\set amount random(100, 1000)`,
    `\\set n random(1, 4611686018427387903)`,
    `\\set draw random(1, 10000)`,
    `\\if :draw <= ${Math.round(options.amortized.keyLookupPercent * 100)}`,
    `SELECT ${apiKeyColumns} FROM api_keys ` +
      `WHERE hash_hex = encode(sha256(convert_to('trl_live_bench_transfers_' || lpad(:s::text, 24, '0'), 'UTF8')), 'hex') \\gset key_`,
    `\\endif`,
    `\\if :draw <= ${Math.round(options.amortized.reservePercent * 100)}`,
    `INSERT INTO rate_limits AS r (subject, window_start, count) VALUES ('key:' || :key_id, ` +
      `date_trunc('minute', now()), ${options.amortized.block}) ON CONFLICT (subject, window_start) DO UPDATE SET ` +
      `count = r.count + EXCLUDED.count RETURNING r.count;`,
    `\\endif`,
    `SELECT ${InternalTransferStoreSql.columns} FROM internal_transfers WHERE account_id = ${account(":s")} AND external_reference = ${reference};`,
    `SELECT id, name, email, flags, created_at FROM accounts WHERE id = ${account(":s")};`,
    `SELECT id, name, email, flags, created_at FROM accounts WHERE lower(email) = lower(${email});`,
    transfer,
    ""
  ].join("\n")
  return {
    script,
    variables: {
      now: options.now.toISOString(),
      out_payload: options.outPayload,
      in_payload: options.inPayload,
      key_id: options.anyKeyId
    }
  }
}
