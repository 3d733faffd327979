import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { runScript } from "../internal.ts"

/**
 * The operator portal and the merchant dashboard users. `subaccount_portals` holds one login per subaccount (none is
 * state `none`); its e-mail is unique across the platform without case (a unique index on `lower(email)`).
 * `portal_sessions` is read on every portal request, so revoking, a 2FA reset or new credentials end live tokens.
 * `login_failures` counts failed sign-ins per subject (`portal:email:…`, `portal:ip:…`, `user:…`) over a sliding
 * window. Reset tokens are stored by their SHA-256 and used once. `sandbox_mails` is the sandbox mailer's outbox.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* runScript(
    sql,
    `
CREATE TABLE subaccount_portals (
  subaccount_id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  state text NOT NULL CONSTRAINT subaccount_portals_state_check CHECK (state IN
    ('none', 'active', 'disabled', 'pending_password', 'invite_pending', 'pending_verification')),
  email text,
  password_hash text,
  email_verified boolean NOT NULL DEFAULT false,
  totp_secret text,
  totp_pending_secret text,
  totp_last_step bigint NOT NULL DEFAULT -1,
  last_login_at timestamptz,
  updated_at timestamptz NOT NULL,
  FOREIGN KEY (account_id, subaccount_id) REFERENCES subaccounts (account_id, id)
);
CREATE UNIQUE INDEX subaccount_portals_email_key ON subaccount_portals (lower(email)) WHERE email IS NOT NULL;
CREATE INDEX subaccount_portals_account_idx ON subaccount_portals (account_id);

CREATE TABLE portal_sessions (
  id text PRIMARY KEY,
  account_id text NOT NULL,
  subaccount_id text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX portal_sessions_live_idx ON portal_sessions (subaccount_id) WHERE ended_at IS NULL;

CREATE TABLE login_failures (
  subject text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX login_failures_subject_idx ON login_failures (subject, at);

CREATE TABLE portal_reset_tokens (
  hash_hex text PRIMARY KEY,
  account_id text NOT NULL,
  subaccount_id text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE merchant_users (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  email text NOT NULL,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX merchant_users_email_key ON merchant_users (lower(email));

CREATE TABLE sandbox_mails (
  id bigserial PRIMARY KEY,
  account_id text,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX sandbox_mails_to_idx ON sandbox_mails (lower(to_address), id);
`
  )
})
