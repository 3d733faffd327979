import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * Card transactions (`CARD_CREDIT_IN`). A row keeps the checkout as created (amounts, return URLs, the processor's
 * account and session) and what the payment left: the card's token, brand, BIN, last 4 and expiry (never the number
 * or the CVV: there is no column for them), the refunded total and the settlement instants. Every change moves
 * `version` by one under a compare-and-set; the checks keep fee + net = gross and the refunded total within the net.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE TABLE card_transactions (
  account_id text NOT NULL,
  id text NOT NULL,
  api_key_id text NOT NULL,
  status text NOT NULL CONSTRAINT card_transactions_status_check CHECK (status IN (
    'PENDING', 'AWAITING_CHALLENGE', 'COMPLETED', 'FAILED', 'CANCELED', 'PARTIALLY_REFUNDED', 'REFUNDED')),
  amount_centavos bigint NOT NULL CONSTRAINT card_transactions_amount_check CHECK (amount_centavos > 0),
  gross_centavos bigint NOT NULL,
  fee_centavos bigint NOT NULL CONSTRAINT card_transactions_fee_check CHECK (fee_centavos >= 0),
  net_centavos bigint NOT NULL CONSTRAINT card_transactions_net_check CHECK (net_centavos > 0),
  cover_fee boolean NOT NULL,
  description text NOT NULL,
  success_url text,
  cancel_url text,
  processor_account_id text NOT NULL,
  session_id text NOT NULL,
  checkout_url text NOT NULL,
  expires_at timestamptz NOT NULL,
  card_token text,
  card_brand text,
  card_bin text,
  card_last4 text,
  card_exp_month integer,
  card_exp_year integer,
  challenge_id text,
  payment_id text,
  failure_reason text,
  refunded_centavos bigint NOT NULL,
  captured_at timestamptz,
  settles_at timestamptz,
  settled_at timestamptz,
  version integer NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, id),
  CONSTRAINT card_transactions_id_key UNIQUE (id),
  CONSTRAINT card_transactions_session_key UNIQUE (session_id),
  CONSTRAINT card_transactions_amounts_check CHECK (fee_centavos + net_centavos = gross_centavos),
  CONSTRAINT card_transactions_refunded_check CHECK (refunded_centavos BETWEEN 0 AND net_centavos),
  CONSTRAINT card_transactions_card_check CHECK (
    (card_token IS NULL) = (card_last4 IS NULL) AND (card_last4 IS NULL OR card_last4 ~ '^[0-9]{4}$')
    AND (card_bin IS NULL OR card_bin ~ '^[0-9]{6}$'))
);
CREATE INDEX card_transactions_settlement_idx ON card_transactions (settles_at, id)
  WHERE settled_at IS NULL AND captured_at IS NOT NULL;
`
  )
})
