import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * Coupons and their redemptions. A coupon's code is stored upper-case and is unique per account whatever its case (a
 * unique index on `upper(code)`). `uses` counts the coupon's rows of `coupon_redemptions`: a redemption inserts its row
 * and adds one use in the same transaction, under the coupon's row lock and only while `uses < max_uses`; the primary
 * key (account, coupon, redemption) makes a redemption count once. A release deletes the row and takes one use off in
 * one statement. Deleting a coupon deletes its redemptions.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE TABLE coupons (
  account_id text NOT NULL,
  id text NOT NULL,
  code text NOT NULL CONSTRAINT coupons_code_check CHECK (code = upper(code) AND char_length(code) BETWEEN 3 AND 40),
  discount_type text NOT NULL CONSTRAINT coupons_discount_type_check CHECK (discount_type IN ('PERCENT', 'FIXED')),
  percent_bps integer,
  amount_centavos bigint,
  status text NOT NULL CONSTRAINT coupons_status_check CHECK (status IN ('ACTIVE', 'INACTIVE')),
  product_ids jsonb NOT NULL,
  payment_link_ids jsonb NOT NULL,
  max_uses integer CONSTRAINT coupons_max_uses_check CHECK (max_uses > 0),
  uses integer NOT NULL CONSTRAINT coupons_uses_check CHECK (uses >= 0),
  expires_at timestamptz,
  version integer NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, id),
  CONSTRAINT coupons_discount_check CHECK (
    (discount_type = 'PERCENT' AND percent_bps BETWEEN 1 AND 10000 AND amount_centavos IS NULL)
    OR (discount_type = 'FIXED' AND amount_centavos > 0 AND percent_bps IS NULL)
  )
);
CREATE UNIQUE INDEX coupons_code_key ON coupons (account_id, upper(code));
CREATE INDEX coupons_account_created_idx ON coupons (account_id, created_at DESC, id COLLATE "C" DESC);
CREATE TABLE coupon_redemptions (
  account_id text NOT NULL,
  coupon_id text NOT NULL,
  redemption_id text NOT NULL,
  redeemed_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, coupon_id, redemption_id),
  CONSTRAINT coupon_redemptions_coupon_fkey FOREIGN KEY (account_id, coupon_id)
    REFERENCES coupons (account_id, id) ON DELETE CASCADE
);
`
  )
})
