/**
 * The SQL the API sends for the benched routes, as `@trilho/postgres` writes it (read off PostgreSQL's statement log
 * of one request of each route), for the baselines that run the same statements without the framework.
 * `GET /v1/payment-pix/get/{id}`: the key by hash (at most once a second per key and process: the API keeps it), the
 * rate-limit counter (once per block of counts: the API reserves 2 % of the key's limit, at most 100, at a time), the
 * charge. `POST /v1/payment-pix/create` (no `externalReference`): the same key and counter statements, the merchant,
 * then one transaction: the charge, its `payment.created` event. (Besides, at most once a second per process, a read
 * of the sandbox clock's offset, which `SandboxClockSql` caches: left out of the baselines.)
 */

import { Auth } from "@trilho/domain"
import { ChargeStoreSql } from "@trilho/postgres"

/** `ApiKeysSql.findByHash`'s columns. */
export const apiKeyColumns =
  "id, account_id, name, hash_hex, hint, rail, permissions, ip_allowlist, requests_per_minute, revoked, created_at"

/** `ChargeStoreSql`'s columns, in the order of its `SELECT` and of its `INSERT`. */
export const chargeColumnList: ReadonlyArray<string> = ChargeStoreSql.columns.split(", ")

export const chargeColumns = chargeColumnList.join(", ")

/** The rate-limit window of the API's default settings. */
export const windowMs = 60_000

/** `RateLimiterSql.hit` of `$3` counts. */
export const rateLimitHitSql = `
        INSERT INTO rate_limits AS r (subject, window_start, count)
        VALUES ($1, $2::timestamptz, $3)
        ON CONFLICT (subject, window_start) DO UPDATE SET count = r.count + EXCLUDED.count
        RETURNING r.count`

/** How often the API sends its key and counter statements, in % of requests: see `amortized`. */
export interface Amortized {
  readonly keyLookupPercent: number
  readonly reservePercent: number
  /** Counts per reservation. */
  readonly block: number
}

/**
 * How often the API sends its key and counter statements when `keys` keys share `requestsPerSecond` evenly: a key is
 * read once a second at most, so a request finds it kept unless a second has passed since the last read (with λ
 * requests per second per key, a read per 1 + λ requests); a block of counts is reserved once per `block` requests
 * of a key, and at least once per window.
 */
export const amortized = (requestsPerSecond: number, keys: number, requestsPerMinute: number): Amortized => {
  const perKeyPerSecond = requestsPerSecond > 0 ? requestsPerSecond / keys : 0
  const block = Auth.RateLimit.reservationSize(requestsPerMinute)
  return {
    keyLookupPercent: 100 / (1 + perKeyPerSecond),
    reservePercent: 100 / Math.max(1, Math.min(block, (perKeyPerSecond * windowMs) / 1000)),
    block
  }
}

/** A key of the bench as pgbench needs it: its id, account, hash and rate-limit subject. */
export interface ScriptKey {
  readonly id: string
  readonly accountId: string
  readonly hashHex: string
  readonly subject: string
}

/**
 * pgbench's script of one create, every statement the API sends for it, in order, at the rate the API sends it: the
 * key looked up by its hash and the counter hit of a block of counts in as many creates as the API sends them
 * (`amortized`), the merchant
 * read, then `BEGIN`, the charge, its event, `COMMIT`. Every bench key belongs to the one bench merchant, and a
 * lookup costs the same whichever key it finds: the first key stands for all of them. The charge's values are those of
 * `template` (a charge the API stored: `row_to_json` of its row) but for the ids, which are unique per run
 * (`pix_<prefix>_<client>_<n>`), and the key, the first one. Text values travel as `-D` variables (a colon
 * inside a literal would read as a variable): `variables` gives them.
 */
export const createScript = (options: {
  readonly prefix: string
  readonly keys: ReadonlyArray<ScriptKey>
  readonly amortized: Amortized
  readonly template: Readonly<Record<string, unknown>>
  readonly eventPayload: string
}): { readonly script: string; readonly variables: Readonly<Record<string, string>> } => {
  const key = options.keys[0]!
  const variables: Record<string, string> = {
    o_payload: options.eventPayload,
    key_id: key.id,
    key_account_id: key.accountId,
    key_hash: key.hashHex,
    key_subject: key.subject
  }
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
  const script = [
    `\\set n random(1, 4611686018427387903)`,
    `\\set draw random(1, 10000)`,
    `\\if :draw <= ${Math.round(options.amortized.keyLookupPercent * 100)}`,
    `SELECT ${apiKeyColumns} FROM api_keys WHERE hash_hex = :key_hash;`,
    `\\endif`,
    `\\if :draw <= ${Math.round(options.amortized.reservePercent * 100)}`,
    `INSERT INTO rate_limits AS r (subject, window_start, count) VALUES (:key_subject, date_trunc('minute', now()), ` +
      `${options.amortized.block}) ON CONFLICT (subject, window_start) DO UPDATE SET count = r.count + EXCLUDED.count ` +
      `RETURNING r.count;`,
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
