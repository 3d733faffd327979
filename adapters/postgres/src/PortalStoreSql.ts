import { Ledger, Portal, PortalStore, Tracing } from "@trilho/domain"
import { Array as Arr, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import type { SqlError } from "effect/sql/SqlError"
import { describeError, isUniqueViolation } from "./internal.ts"

const storeError = (message: string) => (cause: unknown) =>
  new Portal.PortalStoreError({ message: `${message}: ${describeError(cause)}`, cause })

interface LoginRow {
  readonly accountId: string
  readonly subaccountId: string
  readonly state: Portal.PortalState
  readonly email: string | null
  readonly passwordHash: string | null
  readonly emailVerified: boolean
  readonly totpSecret: string | null
  readonly totpPendingSecret: string | null
  readonly totpLastStep: bigint
  readonly lastLoginAt: Date | null
  readonly updatedAt: Date
}

const toLogin = (row: LoginRow): PortalStore.PortalLogin => ({
  ...row,
  accountId: Ledger.AccountId.make(row.accountId),
  totpLastStep: Number(row.totpLastStep)
})

const columns = `account_id, subaccount_id, state, email, password_hash, email_verified, totp_secret,
  totp_pending_secret, totp_last_step, last_login_at, updated_at`

/**
 * The portal logins, sessions, failed sign-ins and reset tokens on PostgreSQL (migration 0020). Time is always a
 * parameter. A live session is one not ended, not expired, whose login is `active` and whose subaccount is `ACTIVE`:
 * the check reads all three in one statement on every portal request.
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const cols = sql.literal(columns)
  const mapped =
    (name: string) =>
    <A, R>(effect: Effect.Effect<A, SqlError, R>) =>
      effect.pipe(Effect.mapError(storeError(`${name} failed`)), Tracing.span(`PortalStore.${name}`))

  return PortalStore.PortalStore.of({
    findBySubaccount: (accountId, subaccountId) =>
      sql<LoginRow>`SELECT ${cols} FROM subaccount_portals
        WHERE account_id = ${accountId} AND subaccount_id = ${subaccountId}`.pipe(
        Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), toLogin)),
        mapped("findBySubaccount")
      ),
    findManyByAccount: (accountId) =>
      sql<LoginRow>`SELECT ${cols} FROM subaccount_portals WHERE account_id = ${accountId}`.pipe(
        Effect.map((rows) => rows.map(toLogin)),
        mapped("findManyByAccount")
      ),
    findByEmail: (email) =>
      sql<LoginRow>`SELECT ${cols} FROM subaccount_portals WHERE lower(email) = lower(${email})`.pipe(
        Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), toLogin)),
        mapped("findByEmail")
      ),
    save: (login) =>
      sql`
        INSERT INTO subaccount_portals (${cols})
        VALUES (${login.accountId}, ${login.subaccountId}, ${login.state}, ${login.email}, ${login.passwordHash},
                ${login.emailVerified}, ${login.totpSecret}, ${login.totpPendingSecret}, ${login.totpLastStep},
                ${login.lastLoginAt}::timestamptz, ${login.updatedAt}::timestamptz)
        ON CONFLICT (subaccount_id) DO UPDATE SET
          state = EXCLUDED.state, email = EXCLUDED.email, password_hash = EXCLUDED.password_hash,
          email_verified = EXCLUDED.email_verified, totp_secret = EXCLUDED.totp_secret,
          totp_pending_secret = EXCLUDED.totp_pending_secret,
          totp_last_step = GREATEST(subaccount_portals.totp_last_step, EXCLUDED.totp_last_step),
          updated_at = EXCLUDED.updated_at
        WHERE subaccount_portals.account_id = EXCLUDED.account_id`.pipe(
        Effect.asVoid,
        Effect.catchIf(
          (error) => isUniqueViolation(error, "subaccount_portals_email_key"),
          () => Effect.fail(new Portal.PortalEmailTaken({ email: login.email ?? "" }))
        ),
        Effect.mapError((error) => (error._tag === "PortalEmailTaken" ? error : storeError("save failed")(error))),
        Tracing.span("PortalStore.save")
      ),
    useTotpStep: (subaccountId, step) =>
      sql`UPDATE subaccount_portals SET totp_last_step = ${step}
        WHERE subaccount_id = ${subaccountId} AND totp_last_step < ${step} RETURNING subaccount_id`.pipe(
        Effect.map((rows) => rows.length === 1),
        mapped("useTotpStep")
      ),
    insertSession: (session, at) =>
      sql
        .withTransaction(
          Effect.andThen(
            sql`INSERT INTO portal_sessions (id, account_id, subaccount_id, created_at, expires_at)
            VALUES (${session.id}, ${session.accountId}, ${session.subaccountId}, ${at}::timestamptz,
                    ${session.expiresAt}::timestamptz)`,
            sql`UPDATE subaccount_portals SET last_login_at = ${at}::timestamptz
            WHERE subaccount_id = ${session.subaccountId}`
          )
        )
        .pipe(Effect.asVoid, mapped("insertSession")),
    findLiveSession: (id, at) =>
      sql<{ id: string; accountId: string; subaccountId: string; expiresAt: Date }>`
        SELECT s.id, s.account_id, s.subaccount_id, s.expires_at
        FROM portal_sessions s
        JOIN subaccount_portals p ON p.subaccount_id = s.subaccount_id AND p.state = 'active'
        JOIN subaccounts a ON a.account_id = s.account_id AND a.id = s.subaccount_id AND a.status = 'ACTIVE'
        WHERE s.id = ${id} AND s.ended_at IS NULL AND s.expires_at > ${at}::timestamptz`.pipe(
        Effect.map((rows) =>
          Option.map(Option.fromNullishOr(rows[0]), (row) => ({
            ...row,
            accountId: Ledger.AccountId.make(row.accountId)
          }))
        ),
        mapped("findLiveSession")
      ),
    endSessions: (subaccountId, at) =>
      sql`UPDATE portal_sessions SET ended_at = ${at}::timestamptz
        WHERE subaccount_id = ${subaccountId} AND ended_at IS NULL RETURNING id`.pipe(
        Effect.map((rows) => rows.length),
        mapped("endSessions")
      ),
    endSession: (id, at) =>
      sql`UPDATE portal_sessions SET ended_at = ${at}::timestamptz WHERE id = ${id} AND ended_at IS NULL`.pipe(
        Effect.asVoid,
        mapped("endSession")
      ),
    countFailures: (subject, since) =>
      sql<{ count: bigint }>`SELECT count(*) AS count FROM login_failures
        WHERE subject = ${subject} AND at > ${since}::timestamptz`.pipe(
        Effect.map((rows) => Number(rows[0]?.count ?? 0)),
        mapped("countFailures")
      ),
    insertFailure: (subjects, at) =>
      Arr.isReadonlyArrayNonEmpty(subjects)
        ? sql`INSERT INTO login_failures ${sql.insert(Arr.map(subjects, (subject) => ({ subject, at })))}`.pipe(
            Effect.asVoid,
            mapped("insertFailure")
          )
        : Effect.void,
    clearFailures: (subject) =>
      sql`DELETE FROM login_failures WHERE subject = ${subject}`.pipe(Effect.asVoid, mapped("clearFailures")),
    insertResetToken: (token) =>
      sql`INSERT INTO portal_reset_tokens (hash_hex, account_id, subaccount_id, created_at, expires_at)
        VALUES (${token.hashHex}, ${token.accountId}, ${token.subaccountId}, ${token.createdAt}::timestamptz,
                ${token.expiresAt}::timestamptz)`.pipe(Effect.asVoid, mapped("insertResetToken")),
    useResetToken: (hashHex, at) =>
      sql<{ accountId: string; subaccountId: string }>`
        UPDATE portal_reset_tokens SET used_at = ${at}::timestamptz
        WHERE hash_hex = ${hashHex} AND used_at IS NULL AND expires_at > ${at}::timestamptz
        RETURNING account_id, subaccount_id`.pipe(
        Effect.map((rows) =>
          Option.map(Option.fromNullishOr(rows[0]), (row) => ({
            accountId: Ledger.AccountId.make(row.accountId),
            subaccountId: row.subaccountId
          }))
        ),
        mapped("useResetToken")
      )
  })
})

export const layer = Layer.effect(PortalStore.PortalStore, make)
