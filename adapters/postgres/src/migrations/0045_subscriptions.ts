import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * Subscriptions, and the cycle of each billing a subscription issued. `cycles_billed` counts the cycles with their
 * billing; `next_due_date` is the next cycle's (NULL once the last is billed); both move only by a compare-and-set on
 * `version`, in the transaction that inserts the cycle's billing. `billings (subscription_id, cycle)` is unique: a
 * cycle is billed once even if two workers raced past the compare-and-set. Dates are São Paulo calendar dates as
 * `YYYY-MM-DD` text. Indexes: the list, the generation pass (ACTIVE by next due date), a subscription's billings.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE TABLE subscriptions (
  account_id text NOT NULL,
  id text NOT NULL,
  api_key_id text,
  method text NOT NULL CONSTRAINT subscriptions_method_check CHECK (method IN ('BOLETO', 'CARD_CREDIT', 'PIX')),
  status text NOT NULL CONSTRAINT subscriptions_status_check CHECK (status IN ('ACTIVE', 'CANCELED', 'EXPIRED')),
  amount_centavos bigint NOT NULL CONSTRAINT subscriptions_amount_check CHECK (amount_centavos > 0),
  cycle text NOT NULL CONSTRAINT subscriptions_cycle_check
    CHECK (cycle IN ('WEEKLY', 'BIWEEKLY', 'MONTHLY', 'BIMONTHLY', 'QUARTERLY', 'SEMIANNUALLY', 'YEARLY')),
  first_due_date text NOT NULL CONSTRAINT subscriptions_first_due_date_check
    CHECK (first_due_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  cycles_billed integer NOT NULL CONSTRAINT subscriptions_cycles_billed_check CHECK (cycles_billed >= 0),
  next_due_date text CONSTRAINT subscriptions_next_due_date_check CHECK (next_due_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  end_date text CONSTRAINT subscriptions_end_date_check CHECK (end_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  max_payments integer CONSTRAINT subscriptions_max_payments_check CHECK (max_payments > 0),
  description text,
  external_reference text,
  customer jsonb NOT NULL,
  fine_bps integer NOT NULL CONSTRAINT subscriptions_fine_check CHECK (fine_bps BETWEEN 0 AND 200),
  interest_monthly_bps integer NOT NULL
    CONSTRAINT subscriptions_interest_check CHECK (interest_monthly_bps BETWEEN 0 AND 100),
  version integer NOT NULL CONSTRAINT subscriptions_version_check CHECK (version > 0),
  request_fingerprint text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  canceled_at timestamptz,
  expired_at timestamptz,
  PRIMARY KEY (account_id, id),
  CONSTRAINT subscriptions_cycles_check CHECK (max_payments IS NULL OR cycles_billed <= max_payments)
);
CREATE UNIQUE INDEX subscriptions_id_key ON subscriptions (id);
CREATE UNIQUE INDEX subscriptions_reference_key ON subscriptions (account_id, external_reference)
  WHERE external_reference IS NOT NULL;
CREATE INDEX subscriptions_list_idx ON subscriptions (account_id, created_at DESC, id DESC);
CREATE INDEX subscriptions_due_idx ON subscriptions (next_due_date, id) WHERE status = 'ACTIVE';
ALTER TABLE billings ADD COLUMN cycle integer CONSTRAINT billings_cycle_check CHECK (cycle > 0);
ALTER TABLE billings ADD CONSTRAINT billings_subscription_cycle_check
  CHECK ((subscription_id IS NULL) = (cycle IS NULL));
CREATE UNIQUE INDEX billings_subscription_cycle_key ON billings (subscription_id, cycle)
  WHERE subscription_id IS NOT NULL;
`
  )
})
