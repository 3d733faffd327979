/**
 * The transaction list (`GET /account/transactions`) at 1 M records of one account, on PostgreSQL. The records are
 * written straight into the tables with `generate_series` (`seed.ts`), beside other accounts' records, then each
 * query is timed (median of `BENCH_RUNS` runs after `BENCH_WARMUP` untimed ones):
 * - `list`: `TransactionRecordsSql.findManyByAccount`, what the route calls (the page and the count, concurrently,
 *   then the page's records read back by primary key);
 * - `page` and `count`: its two statements alone;
 * - `baseline`: the same page read off one table's index with plain SQL (`SELECT … WHERE account_id = $1 AND <the same
 *   filter> ORDER BY created_at DESC, id DESC LIMIT 50 OFFSET <the same>`). No list of the account's records can read
 *   a page faster than one ordered index scan of one table: the ratio page/baseline is what the merge of five
 *   branches costs. The count's baseline is the index-only count of the charges alone (half the records).
 * See bench/README.md for the knobs.
 */
import type { Charges, Ledger } from "@trilho/domain"
import { TransactionRecordsQuery, TransactionRecordsSql } from "@trilho/postgres"
import { Console, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type * as SqlStatement from "effect/sql/Statement"
import * as os from "node:os"
import { makeBenchDatabase } from "../ledger/database.ts"
import { runBench } from "../runBench.ts"
import { fill, hot, other, subaccount } from "./seed.ts"
import { settings } from "./settings.ts"

/** One measured list: its filters and page, and the single-table page it is set beside. */
interface Case {
  readonly name: string
  readonly filters: Charges.ChargeListFilters
  readonly page: number
  readonly baseline: { readonly table: string; readonly where: string; readonly createdAt?: string }
}

const pageSize = 50

const cases: ReadonlyArray<Case> = [
  { name: "first page", filters: {}, page: 1, baseline: { table: "pix_charges", where: "TRUE" } },
  { name: "page 200", filters: {}, page: 200, baseline: { table: "pix_charges", where: "TRUE" } },
  { name: "page 2,000", filters: {}, page: 2_000, baseline: { table: "pix_charges", where: "TRUE" } },
  {
    name: "status FAILED",
    filters: { status: "FAILED" },
    page: 1,
    baseline: { table: "pix_transfers", where: "status = 'FAILED'" }
  },
  {
    name: "status PENDING",
    filters: { status: "PENDING" },
    page: 1,
    baseline: { table: "pix_charges", where: "status = 'PENDING'" }
  },
  {
    name: "externalReference",
    filters: { externalReference: "ord-300" },
    page: 1,
    baseline: { table: "pix_charges", where: "external_reference = 'ord-300'" }
  },
  {
    name: "search (rare: a refundId)",
    filters: { search: "dev-4242" },
    page: 1,
    baseline: { table: "pix_refunds", where: "refund_id = 'dev-4242'", createdAt: "requested_at" }
  },
  {
    name: "search (rare: a PIX key)",
    filters: { search: "fornecedor1234@" },
    page: 1,
    baseline: { table: "pix_transfers", where: "pix_key = 'fornecedor1234@example.com'" }
  },
  {
    name: "search (common: 'pedido 1')",
    filters: { search: "pedido 1" },
    page: 1,
    baseline: { table: "pix_charges", where: "TRUE" }
  },
  {
    name: "dates (one day)",
    filters: { dateFrom: new Date("2025-03-01T00:00:00Z"), dateTo: new Date("2025-03-01T23:59:59.999Z") },
    page: 1,
    baseline: {
      table: "pix_charges",
      where: "created_at BETWEEN '2025-03-01T00:00:00Z' AND '2025-03-01T23:59:59.999Z'"
    }
  },
  {
    name: "subaccountId",
    filters: { subaccountId: subaccount },
    page: 1,
    baseline: { table: "pix_charges", where: `subaccount_id = '${subaccount}'` }
  }
]

const median = (values: ReadonlyArray<number>) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

const main = Effect.gen(function* () {
  const s = yield* settings
  const db = yield* makeBenchDatabase(s.url)
  const pool = Layer.succeedContext(yield* Layer.build(db.pool(4)))

  yield* Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* Console.log(
      `transactions bench: PostgreSQL, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}; ` +
        `${s.records.toLocaleString("en")} records of one account, ${s.others} other accounts of ` +
        `${s.otherRecords.toLocaleString("en")}; median of ${s.runs} runs after ${s.warmup}\n`
    )
    const started = Date.now()
    yield* fill(hot, s.records, true)
    for (let i = 1; i <= s.others; i++) yield* fill(other(i), s.otherRecords, false)
    yield* sql.unsafe(
      "VACUUM (ANALYZE) pix_charges, pix_transfers, pix_refunds, internal_transfers, postings, journal_entries"
    )
    yield* Console.log(`filled and vacuumed in ${((Date.now() - started) / 1000).toFixed(0)} s\n`)

    const records = yield* TransactionRecordsSql.make
    const queries = TransactionRecordsQuery.queriesOf(sql)
    const timed = <A, E>(effect: Effect.Effect<A, E>) =>
      Effect.gen(function* () {
        for (let i = 0; i < s.warmup; i++) yield* effect
        const ms: Array<number> = []
        for (let i = 0; i < s.runs; i++) {
          const t = performance.now()
          yield* effect
          ms.push(performance.now() - t)
        }
        return median(ms)
      })
    const explain = (statement: SqlStatement.Statement<unknown>) => {
      const [text, params] = statement.compile()
      return Effect.map(
        sql.unsafe<{ readonly "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params),
        (rows) => rows.map((row) => Object.values(row)[0]).join("\n")
      )
    }

    const rows: Array<ReadonlyArray<string>> = [
      ["case", "total", "list ms", "page ms", "count ms", "baseline ms", "page/baseline"]
    ]
    for (const c of cases) {
      const account = hot as Ledger.AccountId
      const offset = (c.page - 1) * pageSize
      const branches = queries.branchesOf(account, c.filters)
      const found = yield* records.findManyByAccount(account, c.filters, { page: c.page, pageSize })
      const list = yield* timed(records.findManyByAccount(account, c.filters, { page: c.page, pageSize }))
      const page = yield* timed(queries.pageOf(branches, pageSize, offset).unprepared)
      const count = yield* timed(queries.countOf(branches).unprepared)
      const createdAt = c.baseline.createdAt ?? "created_at"
      const baseline = yield* timed(
        sql.unsafe(
          `SELECT * FROM ${c.baseline.table} WHERE account_id = $1 AND ${c.baseline.where}
            ORDER BY ${createdAt} DESC, id COLLATE "C" DESC LIMIT ${pageSize} OFFSET ${offset}`,
          [hot]
        )
      )
      rows.push([
        c.name,
        found.total.toLocaleString("en"),
        list.toFixed(2),
        page.toFixed(2),
        count.toFixed(2),
        baseline.toFixed(2),
        (page / baseline).toFixed(1)
      ])
      if (s.explain) {
        yield* Console.log(`--- ${c.name}: page\n${yield* explain(queries.pageOf(branches, pageSize, offset))}\n`)
        yield* Console.log(`--- ${c.name}: count\n${yield* explain(queries.countOf(branches))}\n`)
      }
    }
    const chargesCount = yield* timed(sql.unsafe("SELECT count(*) FROM pix_charges WHERE account_id = $1", [hot]))
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)))
    for (const row of rows) yield* Console.log(row.map((cell, i) => cell.padStart(widths[i]!)).join("  "))
    yield* Console.log(
      `\ncount baseline: the index-only count of the account's charges alone ` +
        `(${Math.round(s.records * 0.5).toLocaleString("en")} rows): ${chargesCount.toFixed(2)} ms`
    )
  }).pipe(Effect.provide(pool))
}).pipe(Effect.scoped)

runBench(main)
