import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * Payment links (`PaymentLinks.PaymentLinkRecord`). `allowed_methods` and `product_ids` are JSON arrays of text, their
 * sizes bounded by checks (1 to 3 distinct methods; at most 20 products). A deleted link keeps its row with
 * `deleted_at`, for the checkout sessions that point at it; the account's list index holds live links only. The public
 * hosted page finds a link by its id alone (`payment_links_id_idx`; ids are unique by construction, and the key keeps
 * `account_id` first so the table can be sharded by account).
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE TABLE payment_links (
  account_id text NOT NULL,
  id text NOT NULL,
  name text NOT NULL,
  description text,
  allowed_methods jsonb NOT NULL CONSTRAINT payment_links_methods_check CHECK (
    jsonb_typeof(allowed_methods) = 'array' AND jsonb_array_length(allowed_methods) BETWEEN 1 AND 3
    AND allowed_methods <@ '["PIX", "CRYPTO", "CARD"]'::jsonb),
  fixed_amount_centavos bigint CONSTRAINT payment_links_amount_check CHECK (fixed_amount_centavos > 0),
  product_ids jsonb NOT NULL CONSTRAINT payment_links_products_check CHECK (
    jsonb_typeof(product_ids) = 'array' AND jsonb_array_length(product_ids) <= 20),
  customer_mode text NOT NULL
    CONSTRAINT payment_links_customer_mode_check CHECK (customer_mode IN ('NONE', 'CREATE', 'CREATE_OR_UPDATE')),
  status text NOT NULL CONSTRAINT payment_links_status_check CHECK (status IN ('ACTIVE', 'INACTIVE')),
  version integer NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  deleted_at timestamptz,
  PRIMARY KEY (account_id, id)
);
CREATE INDEX payment_links_id_idx ON payment_links (id);
CREATE INDEX payment_links_account_created_idx ON payment_links (account_id, created_at DESC, id COLLATE "C" DESC)
  WHERE deleted_at IS NULL;
`
  )
})
