import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * Products and their TEXT_LINES stock. A product's `sku` is unique per account (a partial unique index: products
 * without one do not collide). Each line is a row, numbered by an identity in the order it was added; a claim takes
 * the oldest unsold one with `FOR UPDATE SKIP LOCKED` (a partial index holds only the unsold lines), and a sale holds
 * at most one line of a product (a partial unique index), so a claim repeated for the same sale finds its line.
 * Deleting a product deletes its lines.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE TABLE products (
  account_id text NOT NULL,
  id text NOT NULL,
  name text NOT NULL,
  sku text,
  description text,
  price_centavos bigint CONSTRAINT products_price_check CHECK (price_centavos > 0),
  status text NOT NULL CONSTRAINT products_status_check CHECK (status IN ('ACTIVE', 'INACTIVE')),
  deliveries jsonb NOT NULL,
  version integer NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, id)
);
CREATE UNIQUE INDEX products_sku_key ON products (account_id, sku) WHERE sku IS NOT NULL;
CREATE INDEX products_account_created_idx ON products (account_id, created_at DESC, id COLLATE "C" DESC);
CREATE TABLE product_lines (
  account_id text NOT NULL,
  product_id text NOT NULL,
  id bigint GENERATED ALWAYS AS IDENTITY,
  line text NOT NULL,
  sale_id text,
  claimed_at timestamptz,
  PRIMARY KEY (account_id, product_id, id),
  CONSTRAINT product_lines_product_fkey FOREIGN KEY (account_id, product_id)
    REFERENCES products (account_id, id) ON DELETE CASCADE,
  CONSTRAINT product_lines_claim_check CHECK ((sale_id IS NULL) = (claimed_at IS NULL))
);
CREATE INDEX product_lines_unsold_idx ON product_lines (account_id, product_id, id) WHERE sale_id IS NULL;
CREATE UNIQUE INDEX product_lines_sale_key ON product_lines (account_id, product_id, sale_id)
  WHERE sale_id IS NOT NULL;
`
  )
})
