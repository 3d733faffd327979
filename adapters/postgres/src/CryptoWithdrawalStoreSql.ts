import { CryptoAssets, CryptoWithdrawals, Ledger } from "@trilho/domain"
import { Effect, Layer, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { clampListDates, describeError } from "./internal.ts"
import { listWhere } from "./ListQuery.ts"
import { tableReads } from "./TableReads.ts"

/** The columns of `crypto_withdrawals` read back. */
export const columns = [
  "account_id",
  "id",
  "api_key_id",
  "chain_status",
  "quote_id",
  "quote",
  "address",
  "extra_id",
  "description",
  "external_reference",
  "tx_hash",
  "failure_reason",
  "request_fingerprint",
  "created_at",
  "updated_at",
  "completed_at"
].join(", ")

const Row = Schema.Struct({
  accountId: Schema.String,
  id: Schema.String,
  apiKeyId: Schema.NullOr(Schema.String),
  chainStatus: CryptoAssets.CryptoWithdrawalStatus,
  quoteId: Schema.String,
  quote: Schema.Unknown,
  address: Schema.String,
  extraId: Schema.NullOr(Schema.String),
  description: Schema.NullOr(Schema.String),
  externalReference: Schema.NullOr(Schema.String),
  txHash: Schema.NullOr(Schema.String),
  failureReason: Schema.NullOr(Schema.String),
  requestFingerprint: Schema.String,
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
  completedAt: Schema.NullOr(Schema.Date)
})

const QuoteRow = Schema.Struct({ accountId: Schema.String, id: Schema.String, quote: Schema.Unknown })

const optional = <K extends string, V>(key: K, value: V | null) =>
  (value === null ? {} : { [key]: value }) as { [P in K]?: V }

const quoteOf = (value: unknown) =>
  CryptoWithdrawals.decodeQuote(
    (typeof value === "string" ? JSON.parse(value) : value) as CryptoWithdrawals.EncodedQuote
  )

const decodeRecord = (row: unknown) =>
  Effect.map(Schema.decodeUnknownEffect(Row)(row), (r): CryptoWithdrawals.CryptoWithdrawalRecord => ({
    id: r.id,
    accountId: Ledger.AccountId.make(r.accountId),
    ...optional("apiKeyId", r.apiKeyId),
    type: "CRYPTO_OUT",
    status: r.chainStatus,
    quoteId: r.quoteId,
    quote: quoteOf(r.quote),
    address: r.address,
    ...optional("extraId", r.extraId),
    ...optional("description", r.description),
    ...optional("externalReference", r.externalReference),
    ...optional("txHash", r.txHash),
    ...optional("failureReason", r.failureReason),
    requestFingerprint: r.requestFingerprint,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    ...optional("completedAt", r.completedAt)
  }))

/** Rows as the domain's records (the transaction list reads withdrawals back with it). */
export const decodeRecords = (rows: ReadonlyArray<unknown>) => Effect.forEach(rows, decodeRecord)

const storeError = (message: string) => (cause: unknown) =>
  new CryptoWithdrawals.CryptoWithdrawalStoreError({
    message: `CryptoWithdrawalStore.${message}: ${describeError(cause)}`,
    cause
  })

/**
 * Crypto withdrawals and quotes on PostgreSQL (migration 0034); joins the caller's transaction through the
 * `SqlClient`. An insert goes in with `ON CONFLICT DO NOTHING`, so a used quote or a taken reference fails no
 * statement (the caller's transaction stays usable) and is told apart by a read after.
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const { cols, catching, findOne, findListPage } = tableReads(sql, {
    name: "crypto_withdrawals",
    columns,
    decode: decodeRecord,
    storeError,
    span: "CryptoWithdrawalStore"
  })

  return CryptoWithdrawals.CryptoWithdrawalStore.of({
    insertQuote: (stored) =>
      sql`INSERT INTO crypto_withdrawal_quotes ${sql.insert({
        accountId: stored.accountId,
        id: stored.id,
        quote: JSON.stringify(CryptoWithdrawals.encodeQuote(stored.quote)),
        expiresAt: stored.quote.expiresAt,
        createdAt: stored.quote.quotedAt
      })}`.pipe(Effect.asVoid, catching("insertQuote")),

    findQuoteById: (accountId, quoteId) =>
      sql`SELECT account_id, id, quote FROM crypto_withdrawal_quotes
          WHERE account_id = ${accountId} AND id = ${quoteId}`.pipe(
        Effect.flatMap((rows) =>
          rows[0] === undefined
            ? Effect.succeedNone
            : Effect.map(Schema.decodeUnknownEffect(QuoteRow)(rows[0]), (r) =>
                Option.some({ id: r.id, accountId: Ledger.AccountId.make(r.accountId), quote: quoteOf(r.quote) })
              )
        ),
        catching("findQuoteById")
      ),

    insert: (record) =>
      Effect.gen(function* () {
        const rows = yield* sql<{ readonly id: string }>`INSERT INTO crypto_withdrawals ${sql.insert({
          accountId: record.accountId,
          id: record.id,
          apiKeyId: record.apiKeyId ?? null,
          status: CryptoAssets.withdrawalTransactionStatus[record.status],
          chainStatus: record.status,
          quoteId: record.quoteId,
          quote: JSON.stringify(CryptoWithdrawals.encodeQuote(record.quote)),
          debitCentavos: record.quote.debitCentavos,
          address: record.address,
          extraId: record.extraId ?? null,
          description: record.description ?? null,
          externalReference: record.externalReference ?? null,
          txHash: record.txHash ?? null,
          failureReason: record.failureReason ?? null,
          requestFingerprint: record.requestFingerprint,
          createdAt: record.createdAt,
          updatedAt: record.updatedAt,
          completedAt: record.completedAt ?? null
        })} ON CONFLICT DO NOTHING RETURNING id`
        if (rows.length > 0) return
        const used = yield* sql`SELECT 1 FROM crypto_withdrawals WHERE quote_id = ${record.quoteId}`
        if (used.length > 0) return yield* new CryptoWithdrawals.CryptoQuoteUsed({ quoteId: record.quoteId })
        if (record.externalReference !== undefined) {
          return yield* new CryptoWithdrawals.DuplicateCryptoWithdrawalReference({
            accountId: record.accountId,
            externalReference: record.externalReference
          })
        }
        return yield* new CryptoWithdrawals.CryptoWithdrawalStoreError({ message: "duplicate withdrawal id" })
      }).pipe(catching("insert")),

    findById: (accountId, id) => findOne(sql`account_id = ${accountId} AND id = ${id}`, "findById"),

    findByExternalReference: (accountId, externalReference) =>
      findOne(sql`account_id = ${accountId} AND external_reference = ${externalReference}`, "findByExternalReference"),

    findByWithdrawalId: (id) => findOne(sql`id = ${id}`, "findByWithdrawalId"),

    findManyByAccount: (accountId, requested, page) =>
      Effect.suspend(() => {
        const filters = clampListDates(requested)
        const matching = listWhere(sql, accountId, filters, {
          searchColumns: ["id", "description", "external_reference", "address", "tx_hash"],
          withSubaccount: false
        })
        return findListPage(matching, page, "findManyByAccount")
      }),

    updateStatus: (accountId, id, expected, changes) =>
      sql`UPDATE crypto_withdrawals SET
            status = ${CryptoAssets.withdrawalTransactionStatus[changes.status]},
            chain_status = ${changes.status},
            tx_hash = COALESCE(${changes.txHash ?? null}, tx_hash),
            failure_reason = COALESCE(${changes.failureReason ?? null}, failure_reason),
            completed_at = COALESCE(${changes.completedAt ?? null}::timestamptz, completed_at),
            updated_at = ${changes.updatedAt}
          WHERE account_id = ${accountId} AND id = ${id} AND chain_status = ${expected}
          RETURNING ${cols}`.pipe(
        Effect.flatMap(
          (
            rows
          ): Effect.Effect<
            CryptoWithdrawals.CryptoWithdrawalRecord,
            CryptoWithdrawals.CryptoWithdrawalStatusChanged | Schema.SchemaError
          > =>
            rows[0] === undefined
              ? Effect.fail(new CryptoWithdrawals.CryptoWithdrawalStatusChanged({ withdrawalId: id, expected }))
              : decodeRecord(rows[0])
        ),
        catching("updateStatus")
      )
  })
})

/** The SQL crypto withdrawal store; needs a migrated database. */
export const layer: Layer.Layer<CryptoWithdrawals.CryptoWithdrawalStore, never, SqlClient.SqlClient> = Layer.effect(
  CryptoWithdrawals.CryptoWithdrawalStore,
  make
)
