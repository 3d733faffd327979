import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * One-off billings. The payer, the boleto, the PIX and the payment are kept whole as JSON (read and written with the
 * billing); `customer_id`, `barcode` and `pix_txid` are columns for the list filter and the payments' lookups. The
 * due date is a São Paulo calendar date kept as `YYYY-MM-DD` text (compared as text, never moved by a time zone).
 * `billing_sequence` numbers billings: the boleto's nosso número and the PIX txid. `version` is the compare-and-set of
 * every write. Indexes: the list, the overdue pass (PENDING by due date), the lookups.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE SEQUENCE billing_sequence AS bigint START 1;
CREATE TABLE billings (
  account_id text NOT NULL,
  id text NOT NULL,
  api_key_id text,
  method text NOT NULL
    CONSTRAINT billings_method_check CHECK (method IN ('BOLETO', 'CARD_CREDIT', 'CARD_DEBIT', 'CARD_VOUCHER', 'PIX')),
  status text NOT NULL
    CONSTRAINT billings_status_check
    CHECK (status IN ('PENDING', 'CONFIRMED', 'RECEIVED', 'OVERDUE', 'CANCELED', 'REFUNDED', 'FAILED')),
  amount_centavos bigint NOT NULL CONSTRAINT billings_amount_check CHECK (amount_centavos > 0),
  due_date text NOT NULL CONSTRAINT billings_due_date_check CHECK (due_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  description text,
  external_reference text,
  customer jsonb NOT NULL,
  customer_id text,
  fine_bps integer NOT NULL CONSTRAINT billings_fine_check CHECK (fine_bps BETWEEN 0 AND 200),
  interest_monthly_bps integer NOT NULL CONSTRAINT billings_interest_check CHECK (interest_monthly_bps BETWEEN 0 AND 100),
  emit_fiscal_invoice boolean NOT NULL,
  sequence bigint NOT NULL,
  boleto jsonb,
  barcode text,
  pix jsonb,
  pix_txid text,
  payment jsonb,
  subscription_id text,
  refund_description text,
  version integer NOT NULL CONSTRAINT billings_version_check CHECK (version > 0),
  request_fingerprint text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  overdue_at timestamptz,
  canceled_at timestamptz,
  refunded_at timestamptz,
  PRIMARY KEY (account_id, id)
);
CREATE UNIQUE INDEX billings_id_key ON billings (id);
CREATE UNIQUE INDEX billings_sequence_key ON billings (sequence);
CREATE UNIQUE INDEX billings_barcode_key ON billings (barcode) WHERE barcode IS NOT NULL;
CREATE UNIQUE INDEX billings_pix_txid_key ON billings (pix_txid) WHERE pix_txid IS NOT NULL;
CREATE UNIQUE INDEX billings_reference_key ON billings (account_id, external_reference)
  WHERE external_reference IS NOT NULL;
CREATE INDEX billings_list_idx ON billings (account_id, created_at DESC, id DESC);
CREATE INDEX billings_due_idx ON billings (due_date, id) WHERE status = 'PENDING';
`
  )
})
