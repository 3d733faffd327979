import { Accounts, Ledger, Tracing } from "@trilho/domain"
import { Effect, Layer, Option, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import type * as Statement from "effect/sql/Statement"
import { describeError, failWith, isUniqueViolation } from "./internal.ts"

const MerchantRow = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  email: Schema.String,
  flags: Schema.Unknown,
  createdAt: Schema.Date
})

const decodeMerchant = Schema.decodeUnknownEffect(Accounts.Merchant)

const storeError = (message: string) => (cause: unknown) =>
  new Accounts.AccountStoreError({ message: `${message}: ${describeError(cause)}`, cause })

/** Merchants on PostgreSQL. A merchant and its MAIN ledger account are inserted by one statement. */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const findOne = (where: Statement.Fragment) =>
    SqlSchema.findOneOption({
      Request: Schema.Void,
      Result: MerchantRow,
      execute: () => sql`SELECT id, name, email, flags, created_at FROM accounts WHERE ${where}`
    })(undefined).pipe(
      Effect.flatMap(
        Option.match({ onNone: () => Effect.succeedNone, onSome: (row) => Effect.asSome(decodeMerchant(row)) })
      )
    )

  return Accounts.Accounts.of({
    insert: (merchant) => {
      const ledgerAccountId = Ledger.mainLedgerAccount(merchant.id)
      return sql`
        WITH merchant AS (
          INSERT INTO accounts (id, name, email, flags, created_at)
          VALUES (${merchant.id}, ${merchant.name}, ${merchant.email}, ${JSON.stringify(merchant.flags)}::jsonb,
                  ${merchant.createdAt}::timestamptz)
          RETURNING id
        ), ledger_account AS (
          INSERT INTO ledger_accounts (id, account_id, kind)
          SELECT ${ledgerAccountId}, id, 'MAIN' FROM merchant
          ON CONFLICT DO NOTHING
        )
        INSERT INTO balances (ledger_account_id, account_id)
        SELECT ${ledgerAccountId}, id FROM merchant
        ON CONFLICT DO NOTHING`.pipe(
        Effect.asVoid,
        Effect.mapError(
          (error): Accounts.MerchantAlreadyExists | Accounts.MerchantEmailTaken | Accounts.AccountStoreError =>
            isUniqueViolation(error, "accounts_pkey")
              ? new Accounts.MerchantAlreadyExists({ accountId: merchant.id })
              : isUniqueViolation(error, "accounts_email_key")
                ? new Accounts.MerchantEmailTaken({ email: merchant.email })
                : storeError("insert failed")(error)
        ),
        Tracing.span("Accounts.insert")
      )
    },

    findById: (id) =>
      findOne(sql`id = ${id}`).pipe(
        Effect.catchTags({
          SqlError: failWith(storeError("findById failed")),
          SchemaError: failWith(storeError("findById returned an unexpected row"))
        }),
        Tracing.span("Accounts.findById")
      ),

    findByEmail: (email) =>
      findOne(sql`lower(email) = lower(${email})`).pipe(
        Effect.catchTags({
          SqlError: failWith(storeError("findByEmail failed")),
          SchemaError: failWith(storeError("findByEmail returned an unexpected row"))
        }),
        Tracing.span("Accounts.findByEmail")
      ),

    findMany: ({ afterId, limit }) =>
      SqlSchema.findAll({
        Request: Schema.Void,
        Result: MerchantRow,
        execute: () => sql`
          SELECT id, name, email, flags, created_at FROM accounts
           ${afterId === undefined ? sql`` : sql`WHERE id COLLATE "C" > ${afterId}`}
           ORDER BY id COLLATE "C"
           LIMIT ${Math.max(0, Math.min(limit, Accounts.merchantsPageMax))}`
      })(undefined).pipe(
        Effect.flatMap(Effect.forEach((row) => decodeMerchant(row))),
        Effect.catchTags({
          SqlError: failWith(storeError("findMany failed")),
          SchemaError: failWith(storeError("findMany returned an unexpected row"))
        }),
        Tracing.span("Accounts.findMany")
      ),

    updateFlags: (id, flags) =>
      SqlSchema.findOneOption({
        Request: Schema.Void,
        Result: MerchantRow,
        execute: () => sql`
          UPDATE accounts SET flags = flags || ${JSON.stringify(flags)}::jsonb
           WHERE id = ${id}
          RETURNING id, name, email, flags, created_at`
      })(undefined).pipe(
        Effect.flatMap(
          Option.match({
            onNone: (): Effect.Effect<Accounts.Merchant, Accounts.MerchantNotFound | Schema.SchemaError> =>
              Effect.fail(new Accounts.MerchantNotFound({ accountId: id })),
            onSome: (row) => decodeMerchant(row)
          })
        ),
        Effect.catchTags({
          SqlError: failWith(storeError("updateFlags failed")),
          SchemaError: failWith(storeError("updateFlags returned an unexpected row"))
        }),
        Tracing.span("Accounts.updateFlags")
      )
  })
})

/** The SQL merchants store; needs a migrated database. */
export const layer: Layer.Layer<Accounts.Accounts, never, SqlClient.SqlClient> = Layer.effect(Accounts.Accounts, make)
