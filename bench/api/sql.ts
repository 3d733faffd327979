/**
 * The SQL the API sends for the benched routes, as `@trilho/postgres` writes it (read off PostgreSQL's statement log
 * of one request of each route), for the baselines that run the same statements without the framework.
 * `GET /v1/payment-pix/get/{id}`: the key by hash, the rate-limit counter, the charge.
 * `POST /v1/payment-pix/create` (no `externalReference`): the key by hash, the rate-limit counter, the merchant, then
 * one transaction: the charge, its `payment.created` event. (Besides, at most once a second per process, a read of the
 * sandbox clock's offset, which `SandboxClockSql` caches: left out of the baselines.)
 */

import { columns } from "@trilho/postgres/ChargeStoreSql"

/** `ApiKeysSql.findByHash`'s columns. */
export const apiKeyColumns =
  "id, account_id, name, hash_hex, hint, rail, permissions, ip_allowlist, requests_per_minute, revoked, created_at"

/** `ChargeStoreSql`'s columns, in the order of its `SELECT` and of its `INSERT`. */
export const chargeColumnList: ReadonlyArray<string> = columns.split(", ")

export const chargeColumns = chargeColumnList.join(", ")

/** The rate-limit window of the API's default settings. */
export const windowMs = 60_000

/** `RateLimiterSql.hit`. */
export const rateLimitHitSql = `
        INSERT INTO rate_limits AS r (subject, window_start, count)
        VALUES ($1, $2::timestamptz, 1)
        ON CONFLICT (subject, window_start) DO UPDATE SET count = r.count + 1
        RETURNING r.count`

/** A key of the bench as pgbench needs it: its hash, and its rate-limit subject. */
export interface ScriptKey {
  readonly hashHex: string
  readonly subject: string
}

/**
 * pgbench's script of one create, every statement the API sends for it, in order: a key drawn at random among
 * `keys` (as the load generator draws one per request), looked up by its hash (`\gset` keeps its id and account), its
 * counter hit, the merchant read, then `BEGIN`, the charge, its event, `COMMIT`. The charge's values are those of
 * `template` (a charge the API stored: `row_to_json` of its row) but for the ids, which are unique per run
 * (`pix_<prefix>_<client>_<n>`), and the key, which is the drawn one. Text values travel as `-D` variables (a colon
 * inside a literal would read as a variable): `variables` gives them.
 */
export const createScript = (options: {
  readonly prefix: string
  readonly keys: ReadonlyArray<ScriptKey>
  readonly template: Readonly<Record<string, unknown>>
  readonly eventPayload: string
}): { readonly script: string; readonly variables: Readonly<Record<string, string>> } => {
  const variables: Record<string, string> = { o_payload: options.eventPayload }
  const unique = (lead: string) => `'${lead}' || :client_id || '_' || :n`
  const id = unique(`pix_${options.prefix}_`)
  const value = (column: string): string => {
    switch (column) {
      case "account_id":
        return ":key_account_id"
      case "api_key_id":
        return ":key_id"
      case "id":
        return id
      case "txid":
        return unique(`${options.prefix}_`)
      case "reference_id":
        return unique(`ref_${options.prefix}_`)
    }
    const v = options.template[column]
    if (v === null || v === undefined) return "NULL"
    variables[`c_${column}`] = typeof v === "string" ? v : JSON.stringify(v)
    return `:c_${column}`
  }
  const keyBranches = options.keys.flatMap((key, k) => {
    variables[`hash${k}`] = key.hashHex
    variables[`subject${k}`] = key.subject
    return [
      `${k === 0 ? "\\if" : "\\elif"} :k = ${k}`,
      `SELECT ${apiKeyColumns} FROM api_keys WHERE hash_hex = :hash${k} \\gset key_`,
      `INSERT INTO rate_limits AS r (subject, window_start, count) VALUES (:subject${k}, date_trunc('minute', now()), 1) ` +
        `ON CONFLICT (subject, window_start) DO UPDATE SET count = r.count + 1 RETURNING r.count;`
    ]
  })
  const script = [
    `\\set k random(0, ${options.keys.length - 1})`,
    `\\set n random(1, 4611686018427387903)`,
    ...keyBranches,
    `\\endif`,
    `SELECT id, name, email, flags, created_at FROM accounts WHERE id = :key_account_id;`,
    `BEGIN;`,
    `INSERT INTO pix_charges (${chargeColumns}) VALUES (${chargeColumnList.map(value).join(", ")}) ` +
      `ON CONFLICT (account_id, external_reference) WHERE external_reference IS NOT NULL DO NOTHING RETURNING id;`,
    `INSERT INTO outbox (account_id, event_type, aggregate_id, api_key_id, payload, created_at) ` +
      `VALUES (:key_account_id, 'payment.created', ${id}, :key_id, :o_payload, :c_created_at) RETURNING id;`,
    `COMMIT;`,
    ""
  ].join("\n")
  return { script, variables }
}
