/**
 * Ledger posting throughput on PostgreSQL, each figure beside its baseline run in the same script:
 * (a) PIX deposits over 1,000 merchants through `Ledger` over `LedgerStoreSql`, beside pgbench calling the same SQL
 *     function with the same entry (overhead ratio);
 * (b) one hot merchant through the `Ledger`'s batching, against (a); the same load without batching and pgbench on the
 *     hot account show why batching exists;
 * (c) pgbench single-row INSERTs: the ceiling of durable single-statement transactions at the same concurrency.
 * The phases run in rounds (each phase once per round, in the same order), so that a change of load on the machine
 * weighs on a figure and its baseline alike. See bench/README.md for the knobs.
 */
import { SqlClient } from "effect/sql"
import { Ledger, LedgerStore } from "@trilho/domain"
import { LedgerStoreSql } from "@trilho/postgres"
import { Cause, Console, Effect, Exit, Fiber, Layer } from "effect"
import * as os from "node:os"
import { makeBenchDatabase } from "./database.ts"
import { countingStore, runLoad, type StoreCalls } from "./load.ts"
import { depositScript, depositVariables, insertScript, runPgbench, scratchTableSql } from "./pgbench.ts"
import { formatRate, formatTable, summaryRows } from "./report.ts"
import { settings } from "./settings.ts"
import { hotAccount, hotDeposit, hotMerchant, merchantAccounts, spreadDeposit } from "./workload.ts"

/** What one phase measured over all its rounds. */
interface Tally {
  posted: number
  seconds: number
}

const main = Effect.gen(function* () {
  const s = yield* settings
  const db = yield* makeBenchDatabase(s.url)
  // A small pool for setup, counts, VACUUM and verify(), open for the whole run.
  const admin = Layer.succeedContext(yield* Layer.build(db.pool(2)))
  const roundSeconds = Math.max(1, Math.round(s.seconds / s.rounds))
  let postedTotal = 0

  yield* Console.log(
    `ledger bench: PostgreSQL, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}; ` +
      `${s.clients} clients, pool ${s.poolSize}, pgbench -c ${s.clients} -j ${s.pgbenchThreads} -M prepared; ` +
      `${s.rounds} rounds of ${roundSeconds} s per phase after ${s.warmupSeconds} s of warm-up per Ledger phase; ` +
      `tracing ${s.tracing ? "on" : "off"}; batching window ${s.windowMs} ms, at most ${s.batchMax} entries per call, ` +
      `${s.lanes} lane${s.lanes === 1 ? "" : "s"} for 1,000 merchants\n`
  )

  // Accounts through the ledger itself; the scratch table of (c).
  yield* Effect.gen(function* () {
    const ledger = yield* Ledger.Ledger
    yield* Effect.forEach([...merchantAccounts, hotAccount], ledger.openAccount, { concurrency: 8, discard: true })
    const sql = yield* SqlClient.SqlClient
    yield* sql.unsafe(scratchTableSql)
  }).pipe(Effect.provide(Ledger.Ledger.Default.pipe(Layer.provide(LedgerStoreSql.layer), Layer.provideMerge(admin))))

  const vacuumBalances = Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe("VACUUM (ANALYZE) balances")).pipe(
    Effect.provide(admin)
  )

  // One pool for every Ledger phase, opened once: its sessions stay warm from round to round.
  const pool = yield* Layer.build(db.pool(s.poolSize))

  /**
   * One round of a load through the `Ledger` over the shared pool; round 0 is the warm-up. The node CPU per entry is
   * the whole process's (user + system) over the round: the framework's cost, with the load generator's.
   */
  const ledgerRound =
    (prefix: string, entry: (id: string) => Ledger.JournalEntry, batched: boolean) => (round: number) =>
      Effect.gen(function* () {
        const calls: StoreCalls = { calls: 0, entries: 0 }
        const ledger = batched
          ? Ledger.Ledger.Batched({ windowMs: s.windowMs, entriesPerBatchMax: s.batchMax, lanes: s.lanes })
          : Ledger.Ledger.Default
        const seconds = round === 0 ? s.warmupSeconds : roundSeconds
        const cpu = process.cpuUsage()
        const run = yield* runLoad({ clients: s.clients, seconds, prefix: `${prefix}${round}`, entry }).pipe(
          Effect.provide(ledger.pipe(Layer.provide(countingStore(calls)), Layer.provide(Layer.succeedContext(pool)))),
          Effect.withTracerEnabled(s.tracing)
        )
        const cpuUs = process.cpuUsage(cpu)
        postedTotal += run.posted
        const detail =
          `${run.refused} refused, ${run.failed} failed; ${calls.calls} store calls, ` +
          `${(calls.entries / Math.max(calls.calls, 1)).toFixed(1)} entries per call; node CPU ` +
          `${Math.round((cpuUs.user + cpuUs.system) / Math.max(run.posted, 1))} us per entry` +
          (run.firstFailure === undefined ? "" : `; first failure: ${run.firstFailure}`)
        return { posted: run.posted, seconds: run.seconds, detail }
      })

  /** One round of pgbench; posted entries counted in the database, not inferred from pgbench's transactions. */
  const pgbenchRound = (prefix: string | undefined, script: string) => (round: number) =>
    Effect.gen(function* () {
      const run = yield* runPgbench({
        url: db.url,
        script: prefix === undefined ? script : script.replaceAll(`${prefix}-`, `${prefix}${round}-`),
        variables: depositVariables(new Date()),
        clients: s.clients,
        threads: s.pgbenchThreads,
        seconds: roundSeconds
      })
      const sql = yield* SqlClient.SqlClient
      const posted =
        prefix === undefined
          ? run.transactions - run.failed
          : yield* sql<{ readonly n: string }>`
              SELECT count(*) AS n FROM journal_entries WHERE id LIKE ${`${prefix}${round}-%`}`.pipe(
              Effect.map((rows) => Number(rows[0]?.n ?? 0))
            )
      if (prefix !== undefined) postedTotal += posted
      const detail = `${run.transactions} transactions, ${run.failed} failed`
      return { posted, seconds: run.seconds, detail }
    }).pipe(Effect.provide(admin))

  const allPhases = [
    { label: "(a) Ledger, 1,000 merchants", ledger: true, run: ledgerRound("a", spreadDeposit, false) },
    {
      label: "(a) pgbench same SQL, 1,000 merchants",
      ledger: false,
      run: pgbenchRound("pa", depositScript({ prefix: "pa", merchant: { random: true } }))
    },
    { label: "(a) Ledger, 1,000 merchants, batched", ledger: true, run: ledgerRound("ab", spreadDeposit, true) },
    { label: "(b) Ledger, hot merchant, batched", ledger: true, run: ledgerRound("hb", hotDeposit, true) },
    { label: "(b) Ledger, hot merchant, unbatched", ledger: true, run: ledgerRound("hu", hotDeposit, false) },
    {
      label: "(b) pgbench same SQL, hot merchant",
      ledger: false,
      run: pgbenchRound("ph", depositScript({ prefix: "ph", merchant: { accountId: hotMerchant } }))
    },
    { label: "(c) pgbench single-row INSERT", ledger: false, run: pgbenchRound(undefined, insertScript) }
  ] as const
  const groups = new Set(s.groups.split(",").map((g) => g.trim()))
  const phases = allPhases.map((phase) => ({ ...phase, selected: groups.has(phase.label.slice(1, 2)) }))
  const tallies: Array<Tally> = phases.map(() => ({ posted: 0, seconds: 0 }))
  for (let round = 0; round <= s.rounds; round++) {
    for (const [i, phase] of phases.entries()) {
      // Round 0 warms the Ledger's pool and code up; pgbench opens new sessions every round anyway.
      if (!phase.selected || (round === 0 && !phase.ledger)) continue
      // Every deposit leaves a dead version of a balance row behind, and this server may run without autovacuum:
      // each phase starts from a vacuumed balances table, so that no phase pays for the bloat of the one before.
      yield* vacuumBalances
      const result = yield* phase.run(round)
      if (round > 0) {
        tallies[i]!.posted += result.posted
        tallies[i]!.seconds += result.seconds
      }
      yield* Console.log(
        `${round === 0 ? "warm-up" : `round ${round}`} ${phase.label}: ${result.posted} in ${result.seconds.toFixed(2)} s = ` +
          `${formatRate(result.posted / result.seconds)}/s; ${result.detail}`
      )
    }
  }
  const [ledger, pgbench, ledgerBatched, hotBatched, hotUnbatched, hotPgbench, insert] = tallies.map(
    (t) => t.posted / t.seconds
  ) as [number, number, number, number, number, number, number]

  const verification = yield* Effect.flatMap(LedgerStore.LedgerStore, (store) => store.verify()).pipe(
    Effect.provide(LedgerStoreSql.layer.pipe(Layer.provide(admin)))
  )
  const clean =
    verification.unbalancedEntries === 0 &&
    verification.balanceMismatches === 0 &&
    verification.negativeBalances === 0 &&
    verification.totalCentavos === 0 &&
    verification.entries === postedTotal

  const figures = { ledger, pgbench, ledgerBatched, hotBatched, hotUnbatched, hotPgbench, insert }
  yield* Console.log(`\n${formatTable(summaryRows(figures, s.lanes))}`)
  yield* Console.log(
    `\nverify(): ${verification.entries} entries (${postedTotal} counted as posted, warm-ups included), ` +
      `${verification.unbalancedEntries} unbalanced, ${verification.balanceMismatches} balance mismatches, ` +
      `${verification.negativeBalances} negative balances, total ${verification.totalCentavos} centavos: ` +
      (clean ? "clean" : "NOT CLEAN")
  )
  if (!clean) return yield* Effect.fail(new Error("the ledger is not clean after the benchmark"))
}).pipe(Effect.scoped)

const fiber = Effect.runFork(main)
process.once("SIGINT", () => Effect.runFork(Fiber.interrupt(fiber)))
fiber.addObserver((exit) => {
  if (Exit.isFailure(exit) && !Cause.hasInterruptsOnly(exit.cause)) {
    console.error(Cause.pretty(exit.cause))
    process.exitCode = 1
  }
})
