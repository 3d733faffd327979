import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * A store's customers (`Customers.CustomerRecord`). The document is unique among an account's live customers (a
 * partial unique index: a deleted customer keeps its row, with `deleted_at`, and frees its document). The metrics
 * `transactions` and `volume_centavos` are only ever added to, in one `UPDATE … SET x = x + …` per purchase, so
 * concurrent purchases all count. `search` reads the trigram indexes over `lower(name)`, `lower(email)` and
 * `document` (pg_trgm, created by migration 0025).
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE TABLE customers (
  account_id text NOT NULL,
  id text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  document text NOT NULL,
  type text NOT NULL CONSTRAINT customers_type_check CHECK (type IN ('PF', 'PJ')),
  status text NOT NULL CONSTRAINT customers_status_check CHECK (status IN ('active', 'inactive', 'blocked')),
  phone text,
  whatsapp text,
  city text,
  state text,
  transactions bigint NOT NULL DEFAULT 0 CONSTRAINT customers_transactions_check CHECK (transactions >= 0),
  volume_centavos bigint NOT NULL DEFAULT 0 CONSTRAINT customers_volume_check CHECK (volume_centavos >= 0),
  version integer NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  deleted_at timestamptz,
  PRIMARY KEY (account_id, id),
  CONSTRAINT customers_document_type_check CHECK (
    (type = 'PF' AND document ~ '^[0-9]{11}$') OR (type = 'PJ' AND document ~ '^[0-9A-Z]{12}[0-9]{2}$')
  )
);
CREATE UNIQUE INDEX customers_document_key ON customers (account_id, document) WHERE deleted_at IS NULL;
CREATE INDEX customers_account_created_idx ON customers (account_id, created_at DESC, id COLLATE "C" DESC)
  WHERE deleted_at IS NULL;
CREATE INDEX customers_account_status_idx ON customers (account_id, status, created_at DESC, id COLLATE "C" DESC)
  WHERE deleted_at IS NULL;
CREATE INDEX customers_search_idx ON customers USING gin (
  lower(name) gin_trgm_ops, lower(email) gin_trgm_ops, document gin_trgm_ops) WHERE deleted_at IS NULL;
`
  )
})
