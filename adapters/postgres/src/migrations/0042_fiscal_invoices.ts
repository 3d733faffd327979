import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * Fiscal invoices (NFS-e) of paid sources. One invoice per (account, source): the unique key makes opening it again a
 * no-op. The status moves by compare-and-set (`UPDATE … WHERE status = expected`), so of two worker processes one
 * moves each invoice and writes its event. Every row is scoped by `account_id`; the worker finds CREATED and
 * PROCESSING invoices by their last write through a partial index.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE TABLE fiscal_invoices (
  account_id text NOT NULL,
  id text NOT NULL,
  api_key_id text,
  source_type text NOT NULL CONSTRAINT fiscal_invoices_source_type_check
    CHECK (source_type IN ('PIX_CHARGE', 'BILLING')),
  source_id text NOT NULL,
  status text NOT NULL CONSTRAINT fiscal_invoices_status_check
    CHECK (status IN ('CREATED', 'PROCESSING', 'ISSUED', 'FAILED', 'CANCELLED')),
  service_centavos bigint NOT NULL CONSTRAINT fiscal_invoices_service_check CHECK (service_centavos > 0),
  iss_rate_bps integer NOT NULL CONSTRAINT fiscal_invoices_rate_check CHECK (iss_rate_bps BETWEEN 200 AND 500),
  iss_centavos bigint NOT NULL CONSTRAINT fiscal_invoices_iss_check
    CHECK (iss_centavos >= 0 AND iss_centavos <= service_centavos),
  service_code text NOT NULL,
  city_code text NOT NULL,
  description text NOT NULL,
  taker_name text,
  taker_tax_id text,
  protocol text,
  document_number text,
  verification_code text,
  pdf_url text,
  xml_url text,
  issued_at timestamptz,
  failure_reason text,
  cancel_reason text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  submitted_at timestamptz,
  failed_at timestamptz,
  cancelled_at timestamptz,
  PRIMARY KEY (account_id, id),
  CONSTRAINT fiscal_invoices_source_key UNIQUE (account_id, source_type, source_id),
  CONSTRAINT fiscal_invoices_issued_check CHECK (status NOT IN ('ISSUED') OR document_number IS NOT NULL)
);
CREATE INDEX fiscal_invoices_newest ON fiscal_invoices (account_id, created_at DESC, id COLLATE "C" DESC);
CREATE INDEX fiscal_invoices_due ON fiscal_invoices (status, updated_at, id COLLATE "C")
  WHERE status IN ('CREATED', 'PROCESSING');
`
  )
})
