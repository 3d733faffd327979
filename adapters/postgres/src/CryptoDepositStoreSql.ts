import { CryptoAssets, CryptoDeposits, Ledger } from "@trilho/domain"
import { Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { clampListDates, describeError } from "./internal.ts"
import { listWhere } from "./ListQuery.ts"
import { tableReads } from "./TableReads.ts"

/** The columns of `crypto_deposits` read back, in `Row`'s order. */
export const columns = [
  "account_id",
  "id",
  "api_key_id",
  "chain_status",
  "quote",
  "address",
  "extra_id",
  "description",
  "external_reference",
  "transfers",
  "credit",
  "requoted_at",
  "version",
  "request_fingerprint",
  "created_at",
  "updated_at",
  "completed_at"
].join(", ")

const Row = Schema.Struct({
  accountId: Schema.String,
  id: Schema.String,
  apiKeyId: Schema.NullOr(Schema.String),
  chainStatus: CryptoAssets.CryptoDepositStatus,
  quote: Schema.Unknown,
  address: Schema.String,
  extraId: Schema.NullOr(Schema.String),
  description: Schema.NullOr(Schema.String),
  externalReference: Schema.NullOr(Schema.String),
  transfers: Schema.Unknown,
  credit: Schema.Unknown,
  requotedAt: Schema.NullOr(Schema.Date),
  version: Schema.Number,
  requestFingerprint: Schema.String,
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
  completedAt: Schema.NullOr(Schema.Date)
})

const optional = <K extends string, V>(key: K, value: V | null) =>
  (value === null ? {} : { [key]: value }) as { [P in K]?: V }

const json = <A>(value: unknown): A => (typeof value === "string" ? JSON.parse(value) : value) as A

const decodeRecord = (row: unknown) =>
  Effect.map(Schema.decodeUnknownEffect(Row)(row), (r): CryptoDeposits.CryptoDepositRecord => ({
    id: r.id,
    accountId: Ledger.AccountId.make(r.accountId),
    ...optional("apiKeyId", r.apiKeyId),
    type: "CRYPTO_IN",
    status: r.chainStatus,
    quote: CryptoDeposits.decodeDepositQuote(json(r.quote)),
    address: r.address,
    ...optional("extraId", r.extraId),
    ...optional("description", r.description),
    ...optional("externalReference", r.externalReference),
    transfers: CryptoDeposits.decodeTransfers(json(r.transfers)),
    ...(r.credit === null ? {} : { credit: CryptoDeposits.decodeCredit(json(r.credit)) }),
    ...optional("requotedAt", r.requotedAt),
    version: r.version,
    requestFingerprint: r.requestFingerprint,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    ...optional("completedAt", r.completedAt)
  }))

/** Rows as the domain's records (the transaction list reads deposits back with it). */
export const decodeRecords = (rows: ReadonlyArray<unknown>) => Effect.forEach(rows, decodeRecord)

const storeError = (message: string) => (cause: unknown) =>
  new CryptoDeposits.CryptoDepositStoreError({
    message: `CryptoDepositStore.${message}: ${describeError(cause)}`,
    cause
  })

/** The columns a write sets from a record (every one but the keys). */
const written = (record: CryptoDeposits.CryptoDepositRecord) => {
  const hashes = record.transfers.map((t) => t.txHash)
  return {
    status: CryptoAssets.depositTransactionStatus[record.status],
    chainStatus: record.status,
    quote: JSON.stringify(CryptoDeposits.encodeDepositQuote(record.quote)),
    quoteExpiresAt: record.quote.expiresAt,
    transfers: JSON.stringify(CryptoDeposits.encodeTransfers(record.transfers)),
    txHashes: hashes,
    txSearch: hashes.join(" "),
    credit: record.credit === undefined ? null : JSON.stringify(CryptoDeposits.encodeCredit(record.credit)),
    requotedAt: record.requotedAt ?? null,
    version: record.version,
    updatedAt: record.updatedAt,
    completedAt: record.completedAt ?? null
  }
}

/**
 * Crypto deposits on PostgreSQL (migration 0035); joins the caller's transaction through the `SqlClient`. An insert
 * goes in with `ON CONFLICT DO NOTHING`, so a taken reference fails no statement (the caller's transaction stays
 * usable); a write is a compare-and-set on `version`.
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const { cols, catching, findOne, findMany, findListPage } = tableReads(sql, {
    name: "crypto_deposits",
    columns,
    decode: decodeRecord,
    storeError,
    span: "CryptoDepositStore"
  })

  return CryptoDeposits.CryptoDepositStore.of({
    insert: (record) =>
      Effect.gen(function* () {
        const rows = yield* sql<{ readonly id: string }>`INSERT INTO crypto_deposits ${sql.insert({
          accountId: record.accountId,
          id: record.id,
          apiKeyId: record.apiKeyId ?? null,
          network: record.quote.network,
          address: record.address,
          extraId: record.extraId ?? null,
          description: record.description ?? null,
          externalReference: record.externalReference ?? null,
          requestFingerprint: record.requestFingerprint,
          createdAt: record.createdAt,
          ...written(record)
        })} ON CONFLICT DO NOTHING RETURNING id`
        if (rows.length > 0) return
        if (record.externalReference !== undefined) {
          const taken = yield* sql`SELECT 1 FROM crypto_deposits
            WHERE account_id = ${record.accountId} AND external_reference = ${record.externalReference}`
          if (taken.length > 0) {
            return yield* new CryptoDeposits.DuplicateCryptoDepositReference({
              accountId: record.accountId,
              externalReference: record.externalReference
            })
          }
        }
        const sameAddress = yield* sql`SELECT 1 FROM crypto_deposits
          WHERE network = ${record.quote.network} AND address = ${record.address}
            AND COALESCE(extra_id, '') = ${record.extraId ?? ""}`
        if (sameAddress.length > 0) {
          return yield* new CryptoDeposits.CryptoDepositAddressTaken({
            network: record.quote.network,
            address: record.address,
            ...(record.extraId === undefined ? {} : { extraId: record.extraId })
          })
        }
        return yield* new CryptoDeposits.CryptoDepositStoreError({ message: "duplicate deposit id" })
      }).pipe(catching("insert")),

    findById: (accountId, id) => findOne(sql`account_id = ${accountId} AND id = ${id}`, "findById"),

    findByExternalReference: (accountId, externalReference) =>
      findOne(sql`account_id = ${accountId} AND external_reference = ${externalReference}`, "findByExternalReference"),

    findByDepositId: (id) => findOne(sql`id = ${id}`, "findByDepositId"),

    findByAddress: (network, address, extraId) =>
      findOne(
        sql`network = ${network} AND address = ${address} AND COALESCE(extra_id, '') = ${extraId ?? ""}`,
        "findByAddress"
      ),

    findByTxHash: (network, txHash) =>
      findOne(sql`network = ${network} AND tx_hashes @> ARRAY[${txHash}]::text[]`, "findByTxHash"),

    findManyByAccount: (accountId, requested, page) =>
      Effect.suspend(() => {
        const filters = clampListDates(requested)
        const matching = listWhere(sql, accountId, filters, {
          searchColumns: ["id", "description", "external_reference", "address", "tx_search"],
          withSubaccount: false
        })
        return findListPage(matching, page, "findManyByAccount")
      }),

    findExpiring: (now, limit) =>
      findMany(
        sql`SELECT ${cols} FROM crypto_deposits
            WHERE chain_status IN ('AWAITING', 'UNDERPAID') AND quote_expires_at <= ${now}
            ORDER BY quote_expires_at, id
            LIMIT ${Math.max(0, Math.min(limit, CryptoDeposits.expiringBatchMax))}`,
        "findExpiring"
      ),

    update: (next, expectedVersion) =>
      sql`UPDATE crypto_deposits SET ${sql.update(written(next))}
          WHERE account_id = ${next.accountId} AND id = ${next.id} AND version = ${expectedVersion}
          RETURNING ${cols}`.pipe(
        Effect.flatMap(
          (
            rows
          ): Effect.Effect<
            CryptoDeposits.CryptoDepositRecord,
            CryptoDeposits.CryptoDepositChanged | Schema.SchemaError
          > =>
            rows[0] === undefined
              ? Effect.fail(new CryptoDeposits.CryptoDepositChanged({ depositId: next.id }))
              : decodeRecord(rows[0])
        ),
        catching("update")
      )
  })
})

/** The SQL crypto deposit store; needs a migrated database. */
export const layer: Layer.Layer<CryptoDeposits.CryptoDepositStore, never, SqlClient.SqlClient> = Layer.effect(
  CryptoDeposits.CryptoDepositStore,
  make
)
