import { Charges, Ledger, Tracing, TransactionRecords } from "@trilho/domain"
import { Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import * as ChargeStoreSql from "./ChargeStoreSql.ts"
import * as InternalTransferStoreSql from "./InternalTransferStoreSql.ts"
import { clampListDates, describeError, failWith, Int8, pageWindow } from "./internal.ts"
import * as PixTransferStoreSql from "./PixTransferStoreSql.ts"
import * as RefundStoreSql from "./RefundStoreSql.ts"
import { Kind, queriesOf } from "./TransactionRecordsQuery.ts"

type Filters = Charges.ChargeListFilters

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
 * transfers, refunds, internal transfers) and one of the ledger's credits, each filtered in SQL through its own
 * indexes (migration 0025), ordered and cut to the page's end (`LIMIT offset + pageSize`, so a branch reads at most
 * that many index entries), then merged and cut to the page. A second query counts, summing each branch's count. A
 * branch the filters exclude (a status the table never holds, an `externalReference` or a `subaccountId` on a table
 * without one) is left out. The page's records are read back by primary key, with each store's decoder.
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
  const readBack = <A>(
    accountId: string,
    lines: ReadonlyArray<LineRow>,
    kind: Kind,
    table: string,
    columns: string,
    decode: (rows: ReadonlyArray<unknown>) => Effect.Effect<ReadonlyArray<A>, Schema.SchemaError>
  ) => {
    const ids = lines.filter((line) => line.kind === kind).map((line) => line.id)
    return ids.length === 0
      ? Effect.succeed(new Map<string, A>())
      : sql`SELECT ${sql.literal(columns)} FROM ${sql(table)}
             WHERE account_id = ${accountId} AND ${sql.in("id", ids)}`.pipe(
          Effect.flatMap(decode),
          Effect.map((records) => new Map(records.map((r) => [(r as { readonly id: string }).id, r])))
        )
  }

  const recordsOf = (accountId: string, lines: ReadonlyArray<LineRow>) =>
    Effect.all(
      {
        charges: readBack(
          accountId,
          lines,
          "charge",
          "pix_charges",
          ChargeStoreSql.columns,
          ChargeStoreSql.decodeRecords
        ),
        pix: readBack(
          accountId,
          lines,
          "pix_out",
          "pix_transfers",
          PixTransferStoreSql.columns,
          PixTransferStoreSql.decodeRecords
        ),
        refunds: readBack(
          accountId,
          lines,
          "refund",
          "pix_refunds",
          RefundStoreSql.columns,
          RefundStoreSql.decodeRecords
        ),
        internal: readBack(
          accountId,
          lines,
          "internal",
          "internal_transfers",
          InternalTransferStoreSql.columns,
          InternalTransferStoreSql.decodeRecords
        )
      },
      { concurrency: "unbounded" }
    ).pipe(
      Effect.flatMap((read) =>
        Effect.forEach(lines, (line): Effect.Effect<TransactionRecords.TransactionRecord, Ledger.LedgerStoreError> => {
          const found = (record: object | undefined, item: TransactionRecords.TransactionRecord) =>
            record === undefined
              ? Effect.fail(storeError("lost a record")(`${line.kind} ${line.id} not read back`))
              : Effect.succeed(item)
          switch (line.kind) {
            case "charge": {
              const charge = read.charges.get(line.id)
              return found(charge, { _tag: "Charge", charge: charge! })
            }
            case "pix_out": {
              const transfer = read.pix.get(line.id)
              return found(transfer, { _tag: "PixTransfer", transfer: transfer! })
            }
            case "refund": {
              const refund = read.refunds.get(line.id)
              return found(refund, { _tag: "Refund", refund: refund! })
            }
            case "internal": {
              const transfer = read.internal.get(line.id)
              return found(transfer, { _tag: "Internal", transfer: transfer! })
            }
            case "credit":
              return Effect.succeed({ _tag: "Credit", credit: creditOf(accountId, line) })
          }
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
