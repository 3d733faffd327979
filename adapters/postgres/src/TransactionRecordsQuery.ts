import {
  Charges,
  CryptoDeposits,
  CryptoWithdrawals,
  Ledger,
  Statement,
  TransactionRecords,
  Transactions
} from "@trilho/domain"
import { Schema } from "effect"
import type { SqlClient } from "effect/sql"
import type * as SqlStatement from "effect/sql/Statement"

export type Filters = Charges.ChargeListFilters

/** Which table a line of the page comes from (one per `Source`, and the ledger's credits). */
export const Kind = Schema.Literals([
  "charge",
  "pix_out",
  "refund",
  "internal",
  "card",
  "crypto_in",
  "crypto_out",
  "recharge",
  "billing",
  "pix_automatic",
  "credit"
])
export type Kind = typeof Kind.Type

/**
 * The `LIKE` pattern of a substring test: the needle between `%`, its own `%`, `_` and `\` escaped, so that
 * `lower(column) LIKE lower(pattern)` is `strpos(lower(column), lower(needle)) > 0` and a trigram index serves it.
 */
export const likePattern = (needle: string): string => `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** A table of records, and how the list's filters read it (`TransactionRecords.keyOf`, `matches`). */
interface Source {
  readonly kind: Exclude<Kind, "credit">
  readonly table: string
  /** The column of the record's `createdAt`. */
  readonly createdAt: string
  /** The table's statuses a list `status` selects (none: no row of the table passes). */
  readonly statuses: (status: Transactions.TransactionStatus) => ReadonlyArray<string>
  readonly externalReference: boolean
  readonly subaccount: boolean
  /** The searchable columns, each under the table's trigram index (migrations 0025, 0036, 0038, 0040 and 0050). */
  readonly search: ReadonlyArray<string>
}

const within =
  (statuses: ReadonlyArray<string>) =>
  (status: Transactions.TransactionStatus): ReadonlyArray<string> =>
    statuses.includes(status) ? [status] : []

const sources: ReadonlyArray<Source> = [
  {
    kind: "charge",
    table: "pix_charges",
    createdAt: "created_at",
    statuses: within(Transactions.PixChargeStatus.literals),
    externalReference: true,
    subaccount: true,
    search: ["id", "description", "external_reference", "reference_id", "end_to_end_id"]
  },
  {
    kind: "pix_out",
    table: "pix_transfers",
    createdAt: "created_at",
    statuses: within(Transactions.PixTransferStatus.literals),
    externalReference: true,
    subaccount: true,
    search: ["id", "description", "external_reference", "reference_id", "end_to_end_id", "pix_key"]
  },
  {
    kind: "refund",
    table: "pix_refunds",
    createdAt: "requested_at",
    statuses: TransactionRecords.refundStatusesOf,
    externalReference: false,
    subaccount: true,
    search: ["id", "description", "refund_id", "charge_id", "end_to_end_id", "reference_id"]
  },
  {
    kind: "internal",
    table: "internal_transfers",
    createdAt: "created_at",
    statuses: within(Transactions.InternalTransferStatus.literals),
    externalReference: true,
    subaccount: false,
    search: ["id", "description", "external_reference", "pair_id"]
  },
  {
    kind: "card",
    table: "card_transactions",
    createdAt: "created_at",
    statuses: TransactionRecords.cardStatusesOf,
    externalReference: false,
    subaccount: false,
    search: ["id", "description", "payment_id", "card_last4"]
  },
  {
    kind: "crypto_in",
    table: "crypto_deposits",
    createdAt: "created_at",
    // `status` is the lean status (migration 0035); `chain_status` the machine's. `tx_search` joins the hashes.
    statuses: (status) => (CryptoDeposits.depositStatusesShownAs(status).length === 0 ? [] : [status]),
    externalReference: true,
    subaccount: false,
    search: ["id", "description", "external_reference", "address", "tx_search"]
  },
  {
    kind: "crypto_out",
    table: "crypto_withdrawals",
    createdAt: "created_at",
    // `status` is the lean status (migration 0034); `chain_status` the machine's.
    statuses: (status) => (CryptoWithdrawals.withdrawalStatusesShownAs(status).length === 0 ? [] : [status]),
    externalReference: true,
    subaccount: false,
    search: ["id", "description", "external_reference", "address", "tx_hash"]
  },
  {
    kind: "recharge",
    table: "mobile_recharges",
    createdAt: "created_at",
    statuses: TransactionRecords.rechargeStatusesOf,
    externalReference: false,
    subaccount: false,
    search: ["id", "phone", "operator", "operator_reference"]
  },
  {
    kind: "billing",
    table: "billings",
    createdAt: "created_at",
    // `status` is the billing machine's; PENDING and OVERDUE both show as PENDING.
    statuses: TransactionRecords.billingStatusesOf,
    externalReference: true,
    subaccount: false,
    search: ["id", "description", "external_reference", "barcode", "pix_txid"]
  },
  {
    kind: "pix_automatic",
    table: "pix_automatic_instructions",
    createdAt: "created_at",
    statuses: TransactionRecords.instructionStatusesOf,
    externalReference: false,
    subaccount: false,
    search: ["id", "description", "end_to_end_id", "authorization_id", "id_rec"]
  }
]

/** Fragments joined by `separator`. */
const joined = (sql: SqlClient.SqlClient, fragments: ReadonlyArray<SqlStatement.Fragment>, separator: string) =>
  fragments.slice(1).reduce((all, f) => sql`${all} ${sql.literal(separator)} ${f}`, fragments[0]!)

/**
 * The statements of the transaction list (`TransactionRecordsSql`): one branch per table (`sources`: charges, PIX
 * transfers, refunds, internal transfers, card transactions, crypto deposits and withdrawals, mobile recharges,
 * billings, PIX Automático instalments) and one of the ledger's credits, each filtered in SQL through its own indexes
 * (migrations 0025, 0036, 0038, 0040 and 0050); a branch the filters exclude (a status the table never holds, an `externalReference` or a `subaccountId`
 * on a table without one) is left out.
 */
export const queriesOf = (sql: SqlClient.SqlClient) => {
  /** The `WHERE` of a source, or none when the filters exclude every row of it. */
  const whereOf = (source: Source, accountId: string, filters: Filters): SqlStatement.Fragment | undefined => {
    const createdAt = sql(source.createdAt)
    const where: Array<SqlStatement.Fragment> = [sql`account_id = ${accountId}`]
    if (filters.status !== undefined) {
      const statuses = source.statuses(filters.status)
      if (statuses.length === 0) return undefined
      where.push(statuses.length === 1 ? sql`status = ${statuses[0]!}` : sql.in("status", statuses))
    }
    if (filters.externalReference !== undefined) {
      if (!source.externalReference) return undefined
      where.push(sql`external_reference = ${filters.externalReference}`)
    }
    if (filters.subaccountId !== undefined) {
      if (!source.subaccount) return undefined
      where.push(sql`subaccount_id = ${filters.subaccountId}`)
    }
    if (filters.dateFrom !== undefined) where.push(sql`${createdAt} >= ${filters.dateFrom}::timestamptz`)
    if (filters.dateTo !== undefined) where.push(sql`${createdAt} <= ${filters.dateTo}::timestamptz`)
    if (filters.search !== undefined && filters.search !== "") {
      const pattern = likePattern(filters.search)
      where.push(sql.or(source.search.map((column) => sql`lower(${sql(column)}) LIKE lower(${pattern})`)))
    }
    return sql.and(where)
  }

  /**
   * The credits of the account's main ledger account (`Statement.movementsOf`, kept to `SPLIT_IN` and
   * `SUBACCOUNT_PROFIT`), as three branches, each read newest first off an index of postings or charges; none when the
   * filters exclude them (a credit is COMPLETED, has no external reference and belongs to no subaccount):
   * - `SPLIT_IN`: the account's credits in another account's `PIX_IN` entries (the partial index of migration 0012);
   * - `SUBACCOUNT_PROFIT`: the main account's credit in each of the account's own `PIX_IN` entries that credits one of
   *   its subaccounts (the subaccount credits' index of migration 0025, then the entry and its postings by key);
   * - `SUBACCOUNT_PROFIT` of a subaccount charge whose split took its whole net (nothing credits the subaccount, the
   *   main account's credit is still the profit), through a partial index of those charges.
   */
  const creditsOf = (accountId: string, filters: Filters): Array<SqlStatement.Fragment> => {
    if (filters.status !== undefined && filters.status !== "COMPLETED") return []
    if (filters.externalReference !== undefined || filters.subaccountId !== undefined) return []
    const main = Ledger.mainLedgerAccount(accountId as Ledger.AccountId)
    const datesOf = (alias: string) => [
      ...(filters.dateFrom === undefined ? [] : [sql`${sql(alias)}.created_at >= ${filters.dateFrom}::timestamptz`]),
      ...(filters.dateTo === undefined ? [] : [sql`${sql(alias)}.created_at <= ${filters.dateTo}::timestamptz`])
    ]
    const columns = (type: TransactionRecords.CreditType) =>
      sql`'credit' AS kind,
          (${Statement.movementIdPrefix[type]} || '_' || substr(p.entry_id, strpos(p.entry_id, '_') + 1)) COLLATE "C"
            AS id,
          p.created_at, ${type}::text AS type, p.amount_centavos,
          ${Statement.movementDescription[type]}::text AS description,
          coalesce(e.transaction_id, e.id) AS reference_id, p.entry_id`
    const search =
      filters.search === undefined || filters.search === ""
        ? []
        : [
            sql.or(
              ["id", "description", "reference_id"].map(
                (c) => sql`lower(${sql(c)}) LIKE lower(${likePattern(filters.search!)})`
              )
            )
          ]
    // The search tests the output columns: each branch is wrapped once.
    const searched = (branch: SqlStatement.Fragment) =>
      search.length === 0 ? branch : sql`SELECT * FROM (${branch}) c WHERE ${sql.and(search)}`
    const splits = sql`
      SELECT ${columns("SPLIT_IN")}
        FROM postings p
        JOIN journal_entries e ON e.account_id = p.account_id AND e.id = p.entry_id
       WHERE ${sql.and([
         sql`p.ledger_account_id = ${main}`,
         // The predicate of the partial index of migration 0012, repeated so the planner uses it.
         sql`p.amount_centavos > 0 AND p.ledger_account_id <> ('main:' || p.account_id)`,
         sql`p.ledger_account_id NOT LIKE 'sys:%'`,
         sql`p.account_id <> ${accountId}`,
         sql`e.kind = 'PIX_IN'`,
         ...datesOf("p")
       ])}`
    const profits = sql`
      SELECT ${columns("SUBACCOUNT_PROFIT")}
        FROM postings s
        JOIN journal_entries e ON e.account_id = s.account_id AND e.id = s.entry_id AND e.kind = 'PIX_IN'
        JOIN postings p
          ON p.account_id = s.account_id AND p.entry_id = s.entry_id
         AND p.ledger_account_id = ${main} AND p.amount_centavos > 0
         -- An entry's postings share its time: said so, the planner reads the profits in the index's order.
         AND p.created_at = s.created_at
       WHERE ${sql.and([
         sql`s.account_id = ${accountId}`,
         // The predicate of the subaccount credits' index (migration 0025).
         sql`s.amount_centavos > 0 AND s.ledger_account_id LIKE 'sub:%'`,
         ...datesOf("s")
       ])}`
    const wholeSplitProfits = sql`
      SELECT ${columns("SUBACCOUNT_PROFIT")}
        FROM pix_charges ch
        JOIN journal_entries e ON e.account_id = ch.account_id AND e.transaction_id = ch.id AND e.kind = 'PIX_IN'
        JOIN postings p
          ON p.account_id = e.account_id AND p.entry_id = e.id
         AND p.ledger_account_id = ${main} AND p.amount_centavos > 0
       WHERE ${sql.and([
         sql`ch.account_id = ${accountId}`,
         // The predicate of the whole-split charges' index (migration 0025).
         sql`ch.subaccount_id IS NOT NULL AND ch.split_amount_centavos = ch.net_centavos`,
         ...datesOf("p")
       ])}`
    return [splits, profits, wholeSplitProfits].map(searched)
  }

  /** Each branch's rows, with the columns every branch shares; the branches the filters leave. */
  const branchesOf = (accountId: string, filters: Filters): Array<SqlStatement.Fragment> => {
    return [
      ...sources.flatMap((source) => {
        const where = whereOf(source, accountId, filters)
        return where === undefined
          ? []
          : [
              sql`SELECT ${source.kind} AS kind, id COLLATE "C" AS id, ${sql(source.createdAt)} AS created_at,
                         NULL::text AS type, NULL::bigint AS amount_centavos, NULL::text AS description,
                         NULL::text AS reference_id, NULL::text AS entry_id
                    FROM ${sql(source.table)}
                   WHERE ${where}`
            ]
      }),
      ...creditsOf(accountId, filters)
    ]
  }

  /**
   * The page's lines: each branch ordered (by its output columns: the record's time and its id in byte order, as
   * its index holds them) and cut to the page's end, then merged and cut to the page.
   */
  const pageOf = (branches: ReadonlyArray<SqlStatement.Fragment>, limit: number, offset: number) => {
    const end = offset + limit
    const ordered = branches.map((branch) => sql`(${branch} ORDER BY created_at DESC, id DESC LIMIT ${end})`)
    return sql`
      SELECT * FROM (${joined(sql, ordered, "UNION ALL")}) r
       ORDER BY r.created_at DESC, r.id DESC
       LIMIT ${limit} OFFSET ${offset}`
  }

  /** The number of records passing the filters: the sum of each branch's count. */
  const countOf = (branches: ReadonlyArray<SqlStatement.Fragment>) =>
    sql`SELECT ${joined(
      sql,
      branches.map((branch) => sql`(SELECT count(*) FROM (${branch}) b)`),
      "+"
    )} AS total`

  return { branchesOf, pageOf, countOf }
}
