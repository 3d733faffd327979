import { Ledger, MerchantUsers, Portal, Tracing } from "@trilho/domain"
import { Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import { describeError, isUniqueViolation } from "./internal.ts"

const storeError = (message: string) => (cause: unknown) =>
  new Portal.PortalStoreError({ message: `${message}: ${describeError(cause)}`, cause })

interface Row {
  readonly id: string
  readonly accountId: string
  readonly email: string
  readonly passwordHash: string
  readonly createdAt: Date
}

const toUser = (row: Row): MerchantUsers.MerchantUser => ({ ...row, accountId: Ledger.AccountId.make(row.accountId) })

/** Dashboard users on PostgreSQL (migration 0020); e-mails unique without case. */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  return MerchantUsers.MerchantUsers.of({
    insert: (user) =>
      sql`INSERT INTO merchant_users (id, account_id, email, password_hash, created_at)
        VALUES (${user.id}, ${user.accountId}, ${user.email}, ${user.passwordHash}, ${user.createdAt}::timestamptz)`.pipe(
        Effect.asVoid,
        Effect.mapError((error) =>
          isUniqueViolation(error, "merchant_users_email_key")
            ? new Portal.MerchantUserEmailTaken({ email: user.email })
            : storeError("insert failed")(error)
        ),
        Tracing.span("MerchantUsers.insert")
      ),
    findByEmail: (email) =>
      sql<Row>`SELECT id, account_id, email, password_hash, created_at FROM merchant_users
        WHERE lower(email) = lower(${email})`.pipe(
        Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), toUser)),
        Effect.mapError(storeError("findByEmail failed")),
        Tracing.span("MerchantUsers.findByEmail")
      ),
    findById: (accountId, id) =>
      sql<Row>`SELECT id, account_id, email, password_hash, created_at FROM merchant_users
        WHERE account_id = ${accountId} AND id = ${id}`.pipe(
        Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), toUser)),
        Effect.mapError(storeError("findById failed")),
        Tracing.span("MerchantUsers.findById")
      )
  })
})

export const layer = Layer.effect(MerchantUsers.MerchantUsers, make)
