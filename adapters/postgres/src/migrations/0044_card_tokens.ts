import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * Stored card tokens of card billings (`billings/tokenize-card`, `cardToken`). A row binds the processor's token to
 * one merchant (the key starts with `account_id`; the token itself is unique, as the processor draws it) and keeps
 * what may be shown of the card: brand, last 4, expiry and the holder's name. There is no column for the number or
 * the CVV; the checks keep `last4` to four digits, so no longer run of digits fits in it.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE TABLE card_tokens (
  account_id text NOT NULL,
  token text NOT NULL,
  customer_reference text,
  brand text NOT NULL CONSTRAINT card_tokens_brand_check CHECK (brand IN ('VISA', 'MASTERCARD', 'AMEX', 'ELO', 'HIPERCARD')),
  last4 text NOT NULL CONSTRAINT card_tokens_last4_check CHECK (last4 ~ '^[0-9]{4}$'),
  exp_month integer NOT NULL CONSTRAINT card_tokens_exp_month_check CHECK (exp_month BETWEEN 1 AND 12),
  exp_year integer NOT NULL CONSTRAINT card_tokens_exp_year_check CHECK (exp_year BETWEEN 2000 AND 9999),
  holder_name text NOT NULL,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz,
  PRIMARY KEY (account_id, token),
  CONSTRAINT card_tokens_token_key UNIQUE (token)
);
`
  )
})
