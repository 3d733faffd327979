/**
 * pgbench's script of one checkout: every statement the API sends for `POST /v1/payment-links/checkout` with a coupon,
 * a new buyer, an `externalReference` and no `Idempotency-Key`, in order, read off PostgreSQL's statement log
 * (`log_statement = all`) of one request. Before the session: the key by the SHA-256 of its secret and its rate-limit
 * counter (each in as many checkouts as the API sends them: `Amortized`), the link, the merchant, the
 * `externalReference`, the product with its line counts, the coupon by code, the customer by document and its insert
 * (the link's CREATE_OR_UPDATE mode, a new buyer). Then one transaction: for `lines` only, the TEXT_LINES line (the
 * line the sale already holds, then the claim), the session with it, and the coupon's redemption in one statement;
 * then the charge as `Charges.create` writes it (its
 * `externalReference`, the merchant again, then the charge and its `payment.created` event in a transaction), and the
 * session's update with the charge. (Besides, at most once a second per process, a read of the sandbox clock's offset,
 * which `SandboxClockSql` caches: left out.) What the API takes from a row it read (the link's product, the coupon's
 * id, the product's name, the claimed line) pgbench takes from the same row with `\gset`.
 */
import type { Amortized } from "../api/sql.ts"
import { apiKeyColumns, chargeColumnList, chargeColumns } from "../api/sql.ts"
import { couponCode, type LinkKind } from "./seed.ts"

/** `SessionStoreSql`'s columns, in the order of its `INSERT` and of what its `UPDATE` returns. */
const sessionColumns =
  "account_id, id, link_id, api_key_id, method, status, description, amount_centavos, discount_centavos, " +
  "total_centavos, coupon_id, coupon_code, product_ids, deliveries, payer, customer_id, external_reference, " +
  "request_fingerprint, payment_id, pay_url, url_field, expires_at, paid_at, version, created_at, updated_at"

/** `CustomerStoreSql`'s columns, as its lookup by document reads them. */
const customerColumns =
  "account_id, id, name, email, document, type, status, phone, whatsapp, city, state, transactions, " +
  "volume_centavos, version, created_at, updated_at, deleted_at"

/** `CouponStoreSql`'s columns. */
const couponColumns =
  "account_id, id, code, discount_type, percent_bps, amount_centavos, status, product_ids, payment_link_ids, " +
  "max_uses, uses, expires_at, version, created_at, updated_at"

/** The merchant's price, discount and total of every checkout of the bench, in centavos (R$ 50.00, 10 % off). */
export const amounts = { amount: 5_000, discount: 500, total: 4_500 } as const

/**
 * The script for the `kind` links, and its text variables (`-D`): the instants, the URLs and the event's payload hold
 * colons that pgbench would read as variables inside a literal. Each run draws a merchant at random as the API load
 * does; the merchant's link id comes from `linkIds` (the API's ids, in merchant order), the rest from the rows read.
 * Ids are unique per run (`<lead>_<prefix>_<client>_<n>`), so the sessions of a run are counted by
 * `chk_<prefix>_%`. The charge's values are those of `template` (a charge the API stored: `row_to_json` of its row)
 * but for its ids, its account, its key and its `externalReference` (the session).
 */
export const checkoutScript = (options: {
  readonly prefix: string
  readonly kind: LinkKind
  readonly linkIds: ReadonlyArray<string>
  readonly now: Date
  readonly amortized: Amortized
  /** Any key's id: the rows' `api_key_id` until the script reads a key. */
  readonly anyKeyId: string
  readonly template: Readonly<Record<string, unknown>>
  readonly eventPayload: string
}): { readonly script: string; readonly variables: Readonly<Record<string, string>> } => {
  const expiresAt = new Date(options.now.getTime() + 30 * 60_000)
  const variables: Record<string, string> = {
    now: options.now.toISOString(),
    expires_at: expiresAt.toISOString(),
    o_payload: options.eventPayload,
    key_id: options.anyKeyId
  }
  const account = `('acc_c' || lpad(:m::text, 5, '0'))`
  const unique = (lead: string) => `('${lead}_${options.prefix}_' || :client_id || '_' || :n)`
  const [session, customer, charge] = [unique("chk"), unique("cus"), unique("pix")]
  const reference = unique("ref")
  const email = `('comprador-' || :client_id || '-' || :n || '@compra.test')`
  const delivery =
    options.kind === "plain"
      ? `jsonb_build_object('type', 'TEXT_INFINITE', 'productId', :prd_id::text, 'productName', :prd_name::text, ` +
        `'richContent', (:prd_deliveries::jsonb -> 0 ->> 'richContent'))`
      : `jsonb_build_object('line', LINE, 'type', 'TEXT_LINES', 'productId', :prd_id::text, 'productName', :prd_name::text)`
  const deliveries = (line: string) => `jsonb_build_array(${delivery.replace("LINE", line)})`
  const payer = `jsonb_build_object('name', 'Maria Souza', 'email', ${email}, 'document', :doc::text)`
  const fingerprint =
    `('["' || :link_id || '","PIX",null,"${couponCode}","Maria Souza","' || :doc || '","' || ${email} || ` +
    `'",null]')`
  const linkArray = `ARRAY[${options.linkIds.map((id) => `'${id}'`).join(", ")}]`
  const chargeValue = (column: string): string => {
    switch (column) {
      case "account_id":
        return account
      case "api_key_id":
        return ":key_id"
      case "id":
        return charge
      case "external_reference":
        return session
      case "txid":
        return unique("tx")
      case "reference_id":
        return unique("sandbox")
    }
    const v = options.template[column]
    if (v === null || v === undefined) return "NULL"
    variables[`c_${column}`] = typeof v === "string" ? v : JSON.stringify(v)
    return `:c_${column}`
  }
  /** The session's update with its opened charge (the only write after its insert). */
  const sessionUpdate = (set: string, version: number) =>
    `UPDATE checkout_sessions SET status = 'OPEN', deliveries = ${set}, customer_id = :cus_id::text, ` +
    `payment_id = ${charge}::text, pay_url = :c_qrcode_url::text, ` +
    `url_field = 'payCheckoutUrl', paid_at = NULL::timestamptz, version = ${version + 1}, ` +
    `updated_at = :now::timestamptz WHERE account_id = ${account} AND id = ${session} AND version = ${version} ` +
    `RETURNING ${sessionColumns};`
  const claim =
    options.kind === "plain"
      ? []
      : [
          `SELECT id, line FROM product_lines WHERE account_id = ${account} AND product_id = :prd_id AND sale_id = ${session};`,
          `UPDATE product_lines SET sale_id = ${session}, claimed_at = :now::timestamptz ` +
            `WHERE account_id = ${account} AND product_id = :prd_id AND sale_id IS NULL ` +
            `AND id = (SELECT id FROM product_lines WHERE account_id = ${account} AND product_id = :prd_id ` +
            `AND sale_id IS NULL ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED) RETURNING id, line \\gset sold_`
        ]
  const line = options.kind === "plain" ? "''" : ":sold_line::text"
  const script = [
    `\\set m random(0, ${options.linkIds.length - 1})`,
    `\\set mi :m + 1`,
    `\\set n random(1, 4611686018427387903)`,
    `\\set doc random(10000000000, 99999999999)`,
    `\\set draw random(1, 10000)`,
    `\\if :draw <= ${Math.round(options.amortized.keyLookupPercent * 100)}`,
    `SELECT ${apiKeyColumns} FROM api_keys ` +
      `WHERE hash_hex = encode(sha256(convert_to('trl_live_bench_checkout_' || lpad(:m::text, 25, '0'), 'UTF8')), 'hex') \\gset key_`,
    `\\endif`,
    `\\if :draw <= ${Math.round(options.amortized.reservePercent * 100)}`,
    `INSERT INTO rate_limits AS r (subject, window_start, count) VALUES ('key:' || :key_id, ` +
      `date_trunc('minute', now()), ${options.amortized.block}) ON CONFLICT (subject, window_start) DO UPDATE SET ` +
      `count = r.count + EXCLUDED.count RETURNING r.count;`,
    `\\endif`,
    `SELECT account_id, id, name, description, allowed_methods, fixed_amount_centavos, product_ids, customer_mode, ` +
      `status, version, created_at, updated_at FROM payment_links WHERE account_id = ${account} ` +
      `AND id = (${linkArray})[:mi] AND deleted_at IS NULL LIMIT 1 \\gset link_`,
    `SELECT id, name, email, flags, created_at FROM accounts WHERE id = ${account};`,
    `SELECT ${sessionColumns} FROM checkout_sessions WHERE account_id = ${account} AND external_reference = ${reference};`,
    `SELECT p.account_id, p.id, p.name, p.sku, p.description, p.price_centavos, p.status, p.deliveries, p.version, ` +
      `p.created_at, p.updated_at, (SELECT count(*) FROM product_lines l WHERE l.account_id = p.account_id ` +
      `AND l.product_id = p.id AND l.sale_id IS NULL) AS lines_available, (SELECT count(*) FROM product_lines l ` +
      `WHERE l.account_id = p.account_id AND l.product_id = p.id AND l.sale_id IS NOT NULL) AS lines_sold ` +
      `FROM products p WHERE p.account_id = ${account} AND p.id = (:link_product_ids::jsonb ->> 0) \\gset prd_`,
    `SELECT ${couponColumns} FROM coupons WHERE account_id = ${account} AND upper(code) = upper('${couponCode}') \\gset cpn_`,
    `SELECT ${customerColumns} FROM customers WHERE account_id = ${account} AND document = :doc::text ` +
      `AND deleted_at IS NULL LIMIT 1;`,
    `INSERT INTO customers (account_id, id, name, email, document, type, status, phone, whatsapp, city, state, ` +
      `transactions, volume_centavos, version, created_at, updated_at) VALUES (${account}, ${customer}, ` +
      `'Maria Souza', ${email}, :doc::text, 'PF', 'active', NULL, NULL, NULL, NULL, 0, 0, 0, :now::timestamptz, ` +
      `:now::timestamptz) ON CONFLICT DO NOTHING RETURNING id \\gset cus_`,
    `BEGIN;`,
    ...claim,
    `INSERT INTO checkout_sessions (${sessionColumns}) VALUES (${account}, ${session}, :link_id, :key_id, 'PIX', ` +
      `'OPEN', :link_name, ${amounts.amount}, ${amounts.discount}, ${amounts.total}, :cpn_id, :cpn_code, ` +
      `:link_product_ids::jsonb, ${deliveries(line)}, ${payer}, :cus_id, ${reference}, ${fingerprint}, NULL, NULL, ` +
      `'payCheckoutUrl', :expires_at::timestamptz, NULL, 0, :now::timestamptz, :now::timestamptz);`,
    `WITH locked AS (SELECT account_id, id FROM coupons WHERE account_id = ${account} AND id = :cpn_id ` +
      `AND (max_uses IS NULL OR uses < max_uses) FOR UPDATE), recorded AS (INSERT INTO coupon_redemptions ` +
      `(account_id, coupon_id, redemption_id, redeemed_at) SELECT account_id, id, ${session}, :now::timestamptz ` +
      `FROM locked ON CONFLICT DO NOTHING RETURNING coupon_id) UPDATE coupons SET uses = uses + 1 ` +
      `WHERE account_id = ${account} AND id IN (SELECT coupon_id FROM recorded) RETURNING ${couponColumns};`,
    `COMMIT;`,
    `SELECT ${chargeColumns} FROM pix_charges WHERE account_id = ${account} AND external_reference = ${session};`,
    `SELECT id, name, email, flags, created_at FROM accounts WHERE id = ${account};`,
    `BEGIN;`,
    `INSERT INTO pix_charges (${chargeColumns}) VALUES (${chargeColumnList.map(chargeValue).join(", ")}) ` +
      `ON CONFLICT (account_id, external_reference) WHERE external_reference IS NOT NULL DO NOTHING RETURNING id;`,
    `INSERT INTO outbox (account_id, event_type, aggregate_id, api_key_id, payload, created_at) ` +
      `VALUES (${account}, 'payment.created', ${charge}, :key_id, :o_payload, :now::timestamptz) RETURNING id;`,
    `COMMIT;`,
    sessionUpdate(deliveries(line), 0),
    ""
  ].join("\n")
  return { script, variables }
}
