import { Charges, Ledger, Tracing, TransactionRecords } from "@trilho/domain"
import { Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import * as BillingStoreSql from "./BillingStoreSql.ts"
import * as CardTransactionStoreSql from "./CardTransactionStoreSql.ts"
import * as ChargeStoreSql from "./ChargeStoreSql.ts"
import * as CryptoDepositStoreSql from "./CryptoDepositStoreSql.ts"
import * as CryptoWithdrawalStoreSql from "./CryptoWithdrawalStoreSql.ts"
import * as InternalTransferStoreSql from "./InternalTransferStoreSql.ts"
import { clampListDates, describeError, failWith, Int8, pageWindow } from "./internal.ts"
import { decodeInstruction, instructionColumns } from "./PixAutomaticRows.ts"
import * as PixTransferStoreSql from "./PixTransferStoreSql.ts"
import * as RechargeStoreSql from "./RechargeStoreSql.ts"
import * as RefundStoreSql from "./RefundStoreSql.ts"
import { Kind, queriesOf } from "./TransactionRecordsQuery.ts"

type Filters = Charges.ChargeListFilters

/** The kinds of line read back from a table (every kind but the ledger's credits). */
type SourceKind = Exclude<Kind, "credit">

/** How the page's lines of one table are read back: its columns and store decoder, and the record they make. */
interface Reader<A extends { readonly id: string }> {
  readonly table: string
  readonly columns: string
  readonly decode: (rows: ReadonlyArray<unknown>) => Effect.Effect<ReadonlyArray<A>, Schema.SchemaError>
  readonly record: (stored: A) => TransactionRecords.TransactionRecord
}

const reader = <A extends { readonly id: string }>(r: Reader<A>): Reader<{ readonly id: string }> =>
  r as unknown as Reader<{ readonly id: string }>

/**
 * The reader of each table of the list (`TransactionRecordsQuery`'s sources): adding a table to the list is one
 * source there and one reader here (and its record's cases in the domain's `keyOf` and `toLeanRecord`).
 */
const readers: { readonly [K in SourceKind]: Reader<{ readonly id: string }> } = {
  charge: reader({
    table: "pix_charges",
    columns: ChargeStoreSql.columns,
    decode: ChargeStoreSql.decodeRecords,
    record: (charge) => ({ _tag: "Charge", charge })
  }),
  pix_out: reader({
    table: "pix_transfers",
    columns: PixTransferStoreSql.columns,
    decode: PixTransferStoreSql.decodeRecords,
    record: (transfer) => ({ _tag: "PixTransfer", transfer })
  }),
  refund: reader({
    table: "pix_refunds",
    columns: RefundStoreSql.columns,
    decode: RefundStoreSql.decodeRecords,
    record: (refund) => ({ _tag: "Refund", refund })
  }),
  internal: reader({
    table: "internal_transfers",
    columns: InternalTransferStoreSql.columns,
    decode: InternalTransferStoreSql.decodeRecords,
    record: (transfer) => ({ _tag: "Internal", transfer })
  }),
  card: reader({
    table: "card_transactions",
    columns: CardTransactionStoreSql.columns,
    decode: CardTransactionStoreSql.decodeRecords,
    record: (card) => ({ _tag: "Card", card })
  }),
  crypto_in: reader({
    table: "crypto_deposits",
    columns: CryptoDepositStoreSql.columns,
    decode: CryptoDepositStoreSql.decodeRecords,
    record: (deposit) => ({ _tag: "CryptoIn", deposit })
  }),
  crypto_out: reader({
    table: "crypto_withdrawals",
    columns: CryptoWithdrawalStoreSql.columns,
    decode: CryptoWithdrawalStoreSql.decodeRecords,
    record: (withdrawal) => ({ _tag: "CryptoOut", withdrawal })
  }),
  recharge: reader({
    table: "mobile_recharges",
    columns: RechargeStoreSql.columns,
    decode: RechargeStoreSql.decodeRecords,
    record: (recharge) => ({ _tag: "Recharge", recharge })
  }),
  billing: reader({
    table: "billings",
    columns: BillingStoreSql.columns,
    decode: BillingStoreSql.decodeRecords,
    record: (billing) => ({ _tag: "Billing", billing })
  }),
  pix_automatic: reader({
    table: "pix_automatic_instructions",
    columns: instructionColumns,
    decode: (rows) => Effect.forEach(rows, decodeInstruction),
    record: (instruction) => ({ _tag: "PixAutomatic", instruction })
  })
}

const sourceKinds = Object.keys(readers) as ReadonlyArray<SourceKind>

/** A line of the page as the union query returns it: a record's id, or a credit with its fields. */
const LineRow = Schema.Struct({
  kind: Kind,
  id: Schema.String,
  createdAt: Schema.Date,
  type: Schema.NullOr(TransactionRecords.CreditType),
  amountCentavos: Schema.NullOr(Int8),
  description: Schema.NullOr(Schema.String),
  referenceId: Schema.NullOr(Schema.String),
  entryId: Schema.NullOr(Schema.String)
})
type LineRow = typeof LineRow.Type

const storeError = (message: string) => (cause: unknown) =>
  new Ledger.LedgerStoreError({
    message: `TransactionRecords.findManyByAccount ${message}: ${describeError(cause)}`,
    cause
  })

/**
 * The transaction records on PostgreSQL. One query lists the page: a UNION ALL of one branch per table (charges, PIX
 * transfers, refunds, internal transfers, card transactions, crypto withdrawals, mobile recharges) and one of the
 * ledger's credits, each filtered in SQL through its own indexes (migrations 0025 and 0036), ordered and cut to the page's end (`LIMIT offset + pageSize`, so a branch reads at most
 * that many index entries), then merged and cut to the page. A second query counts, summing each branch's count. A
 * branch the filters exclude (a status the table never holds, an `externalReference` or a `subaccountId` on a table
 * without one) is left out. The page's records are read back by primary key, with each store's decoder (`readers`).
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const { branchesOf, pageOf, countOf } = queriesOf(sql)

  /**
   * The page's lines: each branch ordered and cut to the page's end, then merged and cut to the page. Both statements
   * run unprepared, so each is planned with its values: a cached statement's generic plan knows no search pattern
   * and no status, and may pass its trigram or status index by (seconds instead of milliseconds at 1 M records).
   */
  const linesOf = (branches: Parameters<typeof pageOf>[0], limit: number, offset: number) =>
    pageOf(branches, limit, offset).unprepared.pipe(Effect.flatMap(Schema.decodeUnknownEffect(Schema.Array(LineRow))))

  /** The number of records passing the filters: the sum of each branch's count. */
  const totalOf = (branches: Parameters<typeof countOf>[0]) =>
    countOf(branches).unprepared.pipe(Effect.flatMap((rows) => Schema.decodeUnknownEffect(Int8)(rows[0]?.total)))

  /** The records of the page's lines of one table, read back by primary key with the table store's decoder. */
  const readBack = (accountId: string, lines: ReadonlyArray<LineRow>, kind: SourceKind) => {
    const reader = readers[kind]
    const ids = lines.filter((line) => line.kind === kind).map((line) => line.id)
    return ids.length === 0
      ? Effect.succeed(new Map<string, TransactionRecords.TransactionRecord>())
      : sql`SELECT ${sql.literal(reader.columns)} FROM ${sql(reader.table)}
             WHERE account_id = ${accountId} AND ${sql.in("id", ids)}`.pipe(
          Effect.flatMap(reader.decode),
          Effect.map((records) => new Map(records.map((r) => [r.id, reader.record(r as never)])))
        )
  }

  const recordsOf = (accountId: string, lines: ReadonlyArray<LineRow>) =>
    Effect.forEach(sourceKinds, (kind) => readBack(accountId, lines, kind), { concurrency: "unbounded" }).pipe(
      Effect.map((maps) => new Map(sourceKinds.map((kind, i) => [kind, maps[i]!] as const))),
      Effect.flatMap((read) =>
        Effect.forEach(lines, (line): Effect.Effect<TransactionRecords.TransactionRecord, Ledger.LedgerStoreError> => {
          if (line.kind === "credit") return Effect.succeed({ _tag: "Credit", credit: creditOf(accountId, line) })
          const record = read.get(line.kind)?.get(line.id)
          return record === undefined
            ? Effect.fail(storeError("lost a record")(`${line.kind} ${line.id} not read back`))
            : Effect.succeed(record)
        })
      )
    )

  const findManyByAccount = (
    accountId: Ledger.AccountId,
    requested: Filters,
    page: Charges.PageRequest
  ): Effect.Effect<TransactionRecords.TransactionRecordPage, Ledger.LedgerStoreError> =>
    Effect.gen(function* () {
      const branches = branchesOf(accountId, clampListDates(requested))
      if (branches.length === 0) return { items: [], total: 0 }
      const { limit, offset } = pageWindow(page.page, page.pageSize, Charges.chargePageSizeMax)
      const [lines, total] = yield* Effect.all(
        [limit === 0 ? Effect.succeed([]) : linesOf(branches, limit, offset), totalOf(branches)],
        { concurrency: 2 }
      )
      return { items: yield* recordsOf(accountId, lines), total }
    }).pipe(
      Effect.catchTags({
        SqlError: failWith(storeError("failed")),
        SchemaError: failWith(storeError("returned an unexpected row"))
      }),
      Tracing.span("TransactionRecords.findManyByAccount")
    )

  return TransactionRecords.TransactionRecords.of({ findManyByAccount })
})

/** A credit line as the domain's movement. */
const creditOf = (accountId: string, line: LineRow): TransactionRecords.Credit => ({
  id: line.id,
  type: line.type!,
  amountCentavos: line.amountCentavos! as Charges.ChargeRecord["amountCentavos"],
  description: line.description!,
  referenceId: line.referenceId!,
  entryId: line.entryId! as Ledger.EntryId,
  ledgerAccountId: Ledger.mainLedgerAccount(accountId as Ledger.AccountId),
  createdAt: line.createdAt
})

/** The SQL transaction records; needs a migrated database. */
export const layer: Layer.Layer<TransactionRecords.TransactionRecords, never, SqlClient.SqlClient> = Layer.effect(
  TransactionRecords.TransactionRecords,
  make
)
