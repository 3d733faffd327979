import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * Checkout sessions of payment links. A session's id is unique on its own (the buyer's pages read it without an
 * account); its `external_reference` is unique per account (a partial unique index). The payer, the products and
 * the deliveries (the reserved TEXT_LINES line included) are JSON: they are read and written with the session,
 * never queried apart.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE TABLE checkout_sessions (
  account_id text NOT NULL,
  id text NOT NULL,
  link_id text NOT NULL,
  api_key_id text,
  method text NOT NULL CONSTRAINT checkout_sessions_method_check CHECK (method IN ('PIX', 'CRYPTO', 'CARD')),
  status text NOT NULL CONSTRAINT checkout_sessions_status_check CHECK (status IN ('OPEN', 'PAID', 'EXPIRED', 'FAILED')),
  description text NOT NULL,
  amount_centavos bigint NOT NULL CONSTRAINT checkout_sessions_amount_check CHECK (amount_centavos > 0),
  discount_centavos bigint NOT NULL,
  total_centavos bigint NOT NULL,
  coupon_id text,
  coupon_code text,
  product_ids jsonb NOT NULL,
  deliveries jsonb NOT NULL,
  payer jsonb NOT NULL,
  customer_id text,
  external_reference text,
  request_fingerprint text NOT NULL,
  payment_id text,
  pay_url text,
  url_field text NOT NULL,
  expires_at timestamptz NOT NULL,
  paid_at timestamptz,
  version integer NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, id),
  CONSTRAINT checkout_sessions_total_check
    CHECK (discount_centavos >= 0 AND total_centavos >= 0 AND discount_centavos + total_centavos = amount_centavos)
);
CREATE UNIQUE INDEX checkout_sessions_id_key ON checkout_sessions (id);
CREATE UNIQUE INDEX checkout_sessions_reference_key ON checkout_sessions (account_id, external_reference)
  WHERE external_reference IS NOT NULL;
CREATE INDEX checkout_sessions_link_idx ON checkout_sessions (account_id, link_id, created_at DESC);
`
  )
})
