import { Charges, Ledger, Statement, Tracing } from "@trilho/domain"
import { Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import type * as SqlStatement from "effect/sql/Statement"
import { columns as chargeColumns, decodeRecords } from "./ChargeStoreSql.ts"
import { clampListDates, describeError, failWith, Int8, pageWindow } from "./internal.ts"
import { listWhere } from "./ListQuery.ts"

/** A line of the page as the union query returns it: a charge's id, or a movement with its fields. */
const LineRow = Schema.Struct({
  line: Schema.Literals(["charge", "movement"]),
  id: Schema.String,
  createdAt: Schema.Date,
  type: Schema.NullOr(Statement.MovementType),
  amountCentavos: Schema.NullOr(Int8),
  description: Schema.NullOr(Schema.String),
  referenceId: Schema.NullOr(Schema.String),
  entryId: Schema.NullOr(Schema.String),
  total: Int8
})

const storeError = (message: string) => (cause: unknown) =>
  new Ledger.LedgerStoreError({ message: `Statement.findManyByAccount ${message}: ${describeError(cause)}`, cause })

/**
 * The statement on PostgreSQL: one query lists the page and counts every line, over the account's `pix_charges`
 * (the charge lists' indexes) UNION ALL the movements credited to the statement's ledger account (`movementLines`,
 * through the partial index of migration 0012, date bounds included). The ledger account must belong to the account
 * (`ledger_accounts`), so another merchant's subaccount reads nothing. A second query reads the page's charges by
 * primary key.
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const cols = sql.literal(chargeColumns)

  const chargeLines = (accountId: string, filters: Charges.ChargeListFilters) => {
    const matching = listWhere(sql, accountId, filters, {
      searchColumns: ["id", "description", "external_reference", "reference_id", "end_to_end_id"],
      withSubaccount: true
    })
    return sql`
      SELECT 'charge' AS line, id, created_at, NULL::text AS type, NULL::bigint AS amount_centavos,
             NULL::text AS description, NULL::text AS reference_id, NULL::text AS entry_id
        FROM pix_charges
       WHERE ${matching}`
  }

  /**
   * The movements of the statement's ledger account. The first two branches read the partial index of migration 0012
   * (its predicate is repeated so the planner can use it): `SPLIT_IN`, the account's credits in another account's
   * `PIX_IN` entries; `SUBACCOUNT_PROFIT` (main account only), the credit to the main account of each own `PIX_IN`
   * entry that also credits one of the account's subaccounts. A third branch (main account only) lists both sides of
   * the account's internal transfers, debits included.
   */
  const movementLines = (accountId: string, filters: Charges.ChargeListFilters) => {
    const ledgerAccountId = Statement.statementLedgerAccount(accountId as Ledger.AccountId, filters)
    const credit = (alias: string) =>
      sql.literal(
        `${alias}.amount_centavos > 0 AND ${alias}.ledger_account_id <> ('main:' || ${alias}.account_id) ` +
          `AND ${alias}.ledger_account_id NOT LIKE 'sys:%'`
      )
    const dates = (column: SqlStatement.Fragment): Array<SqlStatement.Fragment> => [
      ...(filters.dateFrom === undefined ? [] : [sql`${column} >= ${filters.dateFrom}::timestamptz`]),
      ...(filters.dateTo === undefined ? [] : [sql`${column} <= ${filters.dateTo}::timestamptz`])
    ]
    const splits = sql`
      SELECT 'SPLIT_IN' AS type, p.amount_centavos, p.created_at, p.entry_id,
             coalesce(e.transaction_id, e.id) AS reference_id, NULL::text AS entry_description
        FROM postings p
        JOIN journal_entries e ON e.account_id = p.account_id AND e.id = p.entry_id
       WHERE ${sql.and([
         sql`p.ledger_account_id = ${ledgerAccountId}`,
         credit("p"),
         sql`p.account_id <> ${accountId}`,
         sql`e.kind = 'PIX_IN'`,
         sql`EXISTS (SELECT 1 FROM ledger_accounts la WHERE la.id = ${ledgerAccountId} AND la.account_id = ${accountId})`,
         ...dates(sql`p.created_at`)
       ])}`
    const profits = sql`
      SELECT 'SUBACCOUNT_PROFIT' AS type, p.amount_centavos, p.created_at, p.entry_id,
             coalesce(e.transaction_id, e.id) AS reference_id, NULL::text AS entry_description
        FROM postings p
        JOIN journal_entries e ON e.account_id = p.account_id AND e.id = p.entry_id
       WHERE p.account_id = ${accountId} AND p.ledger_account_id = ${ledgerAccountId} AND p.amount_centavos > 0
         AND e.kind = 'PIX_IN'
         AND ${sql.and(dates(sql`p.created_at`).length === 0 ? [sql`TRUE`] : dates(sql`p.created_at`))}
         AND ((p.account_id, p.entry_id) IN (
               SELECT s.account_id, s.entry_id
                 FROM ledger_accounts sa
                 JOIN postings s ON s.ledger_account_id = sa.id
                WHERE ${sql.and([
                  sql`sa.account_id = ${accountId}`,
                  sql`sa.kind = 'SUBACCOUNT'`,
                  sql`s.account_id = ${accountId}`,
                  credit("s"),
                  ...dates(sql`s.created_at`)
                ])})
              -- A split may take a subaccount charge's whole net: no posting credits the subaccount, the main
              -- account's credit is still the profit.
              OR EXISTS (SELECT 1 FROM pix_charges c
                          WHERE c.account_id = e.account_id AND c.id = e.transaction_id
                            AND c.subaccount_id IS NOT NULL))`
    // Both sides of the main account's internal transfers (through the postings' ledger account index): the debit
    // is the OUT line, the credit the IN line, each with its entry's description.
    const internal = sql`
      SELECT CASE WHEN p.amount_centavos < 0 THEN 'INTERNAL_TRANSFER_OUT' ELSE 'INTERNAL_TRANSFER_IN' END AS type,
             abs(p.amount_centavos) AS amount_centavos, p.created_at, p.entry_id, e.id AS reference_id,
             e.description AS entry_description
        FROM postings p
        JOIN journal_entries e ON e.account_id = p.account_id AND e.id = p.entry_id
       WHERE ${sql.and([
         sql`p.ledger_account_id = ${ledgerAccountId}`,
         sql`e.kind = 'INTERNAL_TRANSFER'`,
         sql`EXISTS (SELECT 1 FROM ledger_accounts la WHERE la.id = ${ledgerAccountId} AND la.account_id = ${accountId} AND la.kind = 'MAIN')`,
         ...dates(sql`p.created_at`)
       ])}`
    // The main account's PIX transfers and mobile recharges: each debit (a PIX_OUT or MOBILE_RECHARGE line) and each
    // reversal of a failed (or cancelled) one; the line's type is its entry's kind.
    const pixOut = sql`
      SELECT e.kind AS type,
             abs(p.amount_centavos) AS amount_centavos, p.created_at, p.entry_id,
             coalesce(e.transaction_id, e.id) AS reference_id, e.description AS entry_description
        FROM postings p
        JOIN journal_entries e ON e.account_id = p.account_id AND e.id = p.entry_id
       WHERE ${sql.and([
         sql`p.ledger_account_id = ${ledgerAccountId}`,
         sql`e.kind IN ('PIX_OUT', 'PIX_OUT_REVERSAL', 'MOBILE_RECHARGE', 'MOBILE_RECHARGE_REVERSAL')`,
         sql`EXISTS (SELECT 1 FROM ledger_accounts la WHERE la.id = ${ledgerAccountId} AND la.account_id = ${accountId} AND la.kind = 'MAIN')`,
         ...dates(sql`p.created_at`)
       ])}`
    // The refunds of the statement's ledger account (main or subaccount), read through the account's refund rows
    // rather than its postings: each refund's debit entry (id = the refund's id) and, for a failed one, the entry
    // returning it (`rfr_` + the same body), with the refund's whole debit as the amount.
    const refundEntries = (type: "REFUND" | "REFUND_REVERSAL") => sql`
      SELECT ${type} AS type, r.debit_net_centavos AS amount_centavos, e.created_at, e.id AS entry_id,
             r.charge_id AS reference_id, e.description AS entry_description
        FROM pix_refunds r
        JOIN journal_entries e
          ON e.account_id = r.account_id
         AND e.id = ${
           type === "REFUND"
             ? sql`r.id`
             : sql`${Statement.movementIdPrefix.REFUND_REVERSAL} || '_' || substr(r.id, strpos(r.id, '_') + 1)`
         }
       WHERE ${sql.and([
         sql`r.account_id = ${accountId}`,
         sql`r.ledger_account_id = ${ledgerAccountId}`,
         ...(type === "REFUND" ? [] : [sql`r.status = 'FAILED'`]),
         sql`e.kind = ${type}`,
         ...dates(sql`e.created_at`)
       ])}`
    const refundLines = sql`${refundEntries("REFUND")} UNION ALL ${refundEntries("REFUND_REVERSAL")}`
    const movements =
      filters.subaccountId === undefined
        ? sql`${splits} UNION ALL ${profits} UNION ALL ${internal} UNION ALL ${pixOut} UNION ALL ${refundLines}`
        : sql`${splits} UNION ALL ${refundLines}`
    const search =
      filters.search === undefined || filters.search === ""
        ? sql`TRUE`
        : sql.or(
            ["id", "description", "reference_id"].map(
              (column) => sql`strpos(lower(${sql(column)}), lower(${filters.search!})) > 0`
            )
          )
    return sql`
      SELECT 'movement' AS line, id, created_at, type, amount_centavos, description, reference_id, entry_id
        FROM (SELECT m.type, m.amount_centavos, m.created_at, m.entry_id, m.reference_id,
                     CASE m.type WHEN 'SPLIT_IN' THEN ${Statement.movementIdPrefix.SPLIT_IN}
                                 WHEN 'SUBACCOUNT_PROFIT' THEN ${Statement.movementIdPrefix.SUBACCOUNT_PROFIT}
                                 WHEN 'INTERNAL_TRANSFER_OUT' THEN ${Statement.movementIdPrefix.INTERNAL_TRANSFER_OUT}
                                 WHEN 'PIX_OUT' THEN ${Statement.movementIdPrefix.PIX_OUT}
                                 WHEN 'PIX_OUT_REVERSAL' THEN ${Statement.movementIdPrefix.PIX_OUT_REVERSAL}
                                 WHEN 'REFUND' THEN ${Statement.movementIdPrefix.REFUND}
                                 WHEN 'REFUND_REVERSAL' THEN ${Statement.movementIdPrefix.REFUND_REVERSAL}
                                 WHEN 'MOBILE_RECHARGE' THEN ${Statement.movementIdPrefix.MOBILE_RECHARGE}
                                 WHEN 'MOBILE_RECHARGE_REVERSAL' THEN ${Statement.movementIdPrefix.MOBILE_RECHARGE_REVERSAL}
                                 ELSE ${Statement.movementIdPrefix.INTERNAL_TRANSFER_IN} END
                       || '_' || substr(m.entry_id, strpos(m.entry_id, '_') + 1) AS id,
                     coalesce(m.entry_description,
                       CASE m.type WHEN 'SPLIT_IN' THEN ${Statement.movementDescription.SPLIT_IN}
                                   WHEN 'SUBACCOUNT_PROFIT' THEN ${Statement.movementDescription.SUBACCOUNT_PROFIT}
                                   ELSE ${Statement.movementDescription.INTERNAL_TRANSFER_OUT} END) AS description
                FROM (${movements}) m) mv
       WHERE ${search}`
  }

  const findManyByAccount = (
    accountId: Ledger.AccountId,
    requested: Charges.ChargeListFilters,
    page: Charges.PageRequest
  ): Effect.Effect<Statement.StatementPage, Ledger.LedgerStoreError> =>
    Effect.gen(function* () {
      const filters = clampListDates(requested)
      const { limit: pageSize, offset } = pageWindow(page.page, page.pageSize, Charges.chargePageSizeMax)
      // A movement is COMPLETED and has no external reference.
      const withMovements =
        (filters.status === undefined || filters.status === "COMPLETED") && filters.externalReference === undefined
      const lines = withMovements
        ? sql`${chargeLines(accountId, filters)} UNION ALL ${movementLines(accountId, filters)}`
        : chargeLines(accountId, filters)
      const rows = yield* sql`
        SELECT l.*, count(*) OVER () AS total
          FROM (${lines}) l
         ORDER BY l.created_at DESC, l.id COLLATE "C" DESC
         LIMIT ${pageSize} OFFSET ${offset}`.pipe(Effect.flatMap(Schema.decodeUnknownEffect(Schema.Array(LineRow))))
      const total =
        rows[0]?.total ??
        // A page past the end (or of size 0) has no row to carry the total.
        (yield* sql<{ readonly total: unknown }>`SELECT count(*) AS total FROM (${lines}) l`.pipe(
          Effect.flatMap((counted) => Schema.decodeUnknownEffect(Int8)(counted[0]?.total))
        ))
      const chargeIds = rows.filter((row) => row.line === "charge").map((row) => row.id)
      const charges =
        chargeIds.length === 0
          ? []
          : yield* sql`SELECT ${cols} FROM pix_charges WHERE account_id = ${accountId} AND ${sql.in("id", chargeIds)}`.pipe(
              Effect.flatMap(decodeRecords)
            )
      const byId = new Map(charges.map((charge) => [charge.id as string, charge]))
      const items = yield* Effect.forEach(rows, (row) => {
        if (row.line === "charge") {
          const charge = byId.get(row.id)
          return charge === undefined
            ? Effect.fail(storeError("lost a charge")(`charge ${row.id} not read back`))
            : Effect.succeed<Statement.StatementItem>({ _tag: "Charge", charge })
        }
        return Effect.succeed<Statement.StatementItem>({
          _tag: "Movement",
          movement: {
            id: row.id,
            type: row.type!,
            amountCentavos: row.amountCentavos! as Charges.ChargeRecord["amountCentavos"],
            description: row.description!,
            referenceId: row.referenceId!,
            entryId: row.entryId! as Ledger.EntryId,
            ledgerAccountId: Statement.statementLedgerAccount(accountId, filters),
            createdAt: row.createdAt
          }
        })
      })
      return { items, total }
    }).pipe(
      Effect.catchTags({
        SqlError: failWith(storeError("failed")),
        SchemaError: failWith(storeError("returned an unexpected row"))
      }),
      Tracing.span("Statement.findManyByAccount")
    )

  return Statement.Statement.of({ findManyByAccount })
})

/** The SQL statement; needs a migrated database. */
export const layer: Layer.Layer<Statement.Statement, never, SqlClient.SqlClient> = Layer.effect(
  Statement.Statement,
  make
)
