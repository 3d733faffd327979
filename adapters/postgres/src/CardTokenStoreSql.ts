import { BillingCards, Tracing } from "@trilho/domain"
import { Effect, Layer, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { catchAdapterFailures, describeError, isUniqueViolation } from "./internal.ts"

/** The columns read back. */
export const columns = [
  "account_id",
  "token",
  "customer_reference",
  "brand",
  "last4",
  "exp_month",
  "exp_year",
  "holder_name",
  "created_at",
  "last_used_at"
].join(", ")

const Row = Schema.Struct({
  accountId: Schema.String,
  token: Schema.String,
  customerReference: Schema.NullOr(Schema.String),
  brand: Schema.String,
  last4: Schema.String,
  expMonth: Schema.Number,
  expYear: Schema.Number,
  holderName: Schema.String,
  createdAt: Schema.Date,
  lastUsedAt: Schema.NullOr(Schema.Date)
})

const decodeToken = (row: unknown) =>
  Effect.flatMap(Schema.decodeUnknownEffect(Row)(row), (r) =>
    Schema.decodeUnknownEffect(BillingCards.StoredCardToken)({
      accountId: r.accountId,
      token: r.token,
      ...(r.customerReference === null ? {} : { customerReference: r.customerReference }),
      brand: r.brand,
      last4: r.last4,
      expMonth: r.expMonth,
      expYear: r.expYear,
      holderName: r.holderName,
      createdAt: r.createdAt,
      ...(r.lastUsedAt === null ? {} : { lastUsedAt: r.lastUsedAt })
    })
  )

const storeError = (message: string) => (cause: unknown) =>
  new BillingCards.CardTokenStoreError({ message: `CardTokenStore.${message}: ${describeError(cause)}`, cause })

/** Every SQL or decoding failure of a store call, as the port's storage error. */
const catchAll = catchAdapterFailures(storeError)

/**
 * Card tokens on PostgreSQL (`card_tokens`, migration 0044). Every statement filters on `account_id`, so another
 * merchant's token is not found; `markUsed` moves `last_used_at` forward in one `UPDATE … RETURNING`.
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const cols = sql.literal(columns)

  const one = (rows: ReadonlyArray<unknown>) =>
    rows[0] === undefined ? Effect.succeedNone : Effect.asSome(decodeToken(rows[0]))

  return BillingCards.CardTokenStore.of({
    insert: (record) =>
      sql`
        INSERT INTO card_tokens ${sql.insert({
          accountId: record.accountId,
          token: record.token,
          customerReference: record.customerReference ?? null,
          brand: record.brand,
          last4: record.last4,
          expMonth: record.expMonth,
          expYear: record.expYear,
          holderName: record.holderName,
          createdAt: record.createdAt,
          lastUsedAt: record.lastUsedAt ?? null
        })}`.pipe(
        Effect.asVoid,
        // Tokens are drawn by the processor: a second row with one is a defect, as in the memory store.
        Effect.catchIf(
          (error) => error._tag === "SqlError" && isUniqueViolation(error),
          () => Effect.die(new Error(`card token ${record.token} is already stored`))
        ),
        catchAll("insert"),
        Tracing.span("CardTokenStore.insert")
      ),
    findByToken: (accountId, token) =>
      sql`SELECT ${cols} FROM card_tokens WHERE account_id = ${accountId} AND token = ${token}`.pipe(
        Effect.flatMap(one),
        catchAll("findByToken"),
        Tracing.span("CardTokenStore.findByToken")
      ),
    markUsed: (accountId, token, at) =>
      sql`
        UPDATE card_tokens SET last_used_at = GREATEST(COALESCE(last_used_at, ${at}), ${at})
         WHERE account_id = ${accountId} AND token = ${token}
        RETURNING ${cols}`.pipe(
        Effect.flatMap(one),
        Effect.flatMap(
          Option.match({
            onNone: () => Effect.fail(new BillingCards.CardTokenNotFound({ token })),
            onSome: Effect.succeed
          })
        ),
        catchAll("markUsed"),
        Tracing.span("CardTokenStore.markUsed")
      )
  })
})

/** The store on the `SqlClient` in context. */
export const layer = Layer.effect(BillingCards.CardTokenStore, make)
