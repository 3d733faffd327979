/**
 * Internal transfers over HTTP on PostgreSQL, each figure beside its baseline run in the same script:
 * (a) spread: `POST /v1/transfer-internal/create` between random pairs of 1,000 merchants through the API, beside
 *     pgbench running the SQL of one transfer (ceiling ratio);
 * (b) hot: every merchant but one sending into that one, through the API, beside (a) (and pgbench on the same hot
 *     workload, for comparison).
 * The API runs in a process of its own; the load generator in this one. The phases run in rounds, so that a change of
 * load on the machine weighs on a figure and its baseline alike. Then the API process is profiled under the hot load,
 * with PostgreSQL's sessions sampled meanwhile. See bench/README.md for the knobs.
 */
import { SqlClient } from "effect/sql"
import { Http } from "@trilho/api"
import { Ledger, LedgerStore } from "@trilho/domain"
import { AccountsSql, ApiKeysSql, LedgerStoreSql } from "@trilho/postgres"
import { Cause, Console, Effect, Exit, Fiber, Layer } from "effect"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { processCpuUs } from "../api/cpu.ts"
import { closedLoop, type Target } from "../api/load.ts"
import { summarizeProfiles } from "../api/profile.ts"
import { formatMs, formatRate, formatTable, type Row } from "../api/report.ts"
import { amortized } from "../api/sql.ts"
import { startServer, withProfile, type ServerProcess } from "../api/servers.ts"
import { makeBenchDatabase } from "../ledger/database.ts"
import { runPgbench } from "../ledger/pgbench.ts"
import { benchRequestsPerMinute, seedMerchants } from "./seed.ts"
import { settings } from "./settings.ts"
import { transferScript, type Workload } from "./sql.ts"
import { transfer } from "./targets.ts"
import { makeSessionSampler } from "./sessions.ts"

interface Result {
  readonly ok: number
  readonly seconds: number
  readonly p50Ms: number
  readonly p99Ms: number
  readonly cpuUs: number
  readonly refused: Readonly<Record<string, number>>
  readonly detail: string
}

interface Tally {
  ok: number
  seconds: number
  p50Ms: number
  p99Ms: number
  cpuUs: number
  insufficientFunds: number
  rateLimited: number
}

const loadAverage = () => os.loadavg()[0]!.toFixed(1)

const main = Effect.gen(function* () {
  const s = yield* settings
  const phases = new Set(s.phases.split(",").map((p) => p.trim()))
  const roundSeconds = Math.max(1, Math.round(s.seconds / s.rounds))
  const db = yield* makeBenchDatabase(s.url)
  const admin = Layer.succeedContext(
    yield* Layer.build(
      Layer.mergeAll(
        AccountsSql.layer,
        ApiKeysSql.layer,
        Ledger.Ledger.Default.pipe(Layer.provideMerge(LedgerStoreSql.layer)),
        Http.layerServices
      ).pipe(Layer.provideMerge(db.pool(4)))
    )
  )
  const sql = yield* Effect.provide(SqlClient.SqlClient, admin)
  const seededAtMs = Date.now()
  yield* seedMerchants(s.merchants).pipe(Effect.provide(admin))
  yield* Console.log(
    `seeded ${s.merchants} merchants with their keys in ${((Date.now() - seededAtMs) / 1000).toFixed(1)} s`
  )

  const api = yield* startServer({
    name: "API",
    file: "apiServer.ts",
    env: {
      BENCH_CHILD_DATABASE_URL: db.url,
      BENCH_POOL_SIZE: String(s.poolSize),
      BENCH_TRACING: String(s.tracing),
      BENCH_REQUEST_LOG: String(s.requestLog)
    }
  })
  yield* Console.log(
    `Transfers bench: PostgreSQL, ${os.cpus().length} cores, load average ${loadAverage()}; API in its own process ` +
      `(pool ${s.poolSize}, tracing ${s.tracing ? "on" : "off"}, request log ${s.requestLog ? "on" : "off"}); ` +
      `${s.connections} keep-alive connections; pgbench -c ${s.poolSize}; ${s.merchants} merchants; ` +
      `${s.rounds} rounds of ${roundSeconds} s per phase after ${s.warmupSeconds} s of warm-up\n`
  )

  // The rows every transfer updates or inserts into: no phase pays for the dead rows the one before left.
  const vacuum = sql.unsafe("VACUUM (ANALYZE) balances, rate_limits").pipe(Effect.asVoid)
  const spread: Workload = { kind: "spread", merchants: s.merchants }
  const hot: Workload = { kind: "hot", merchants: s.merchants }

  const apiRound = (server: ServerProcess, target: Target, seconds: number) =>
    Effect.gen(function* () {
      yield* vacuum
      const cpuBefore = processCpuUs(server.pid)
      const run = yield* closedLoop({ url: server.url, connections: s.connections, seconds, target })
      const cpuUs = processCpuUs(server.pid) - cpuBefore
      const refused = Object.entries(run.refused)
        .map(([label, n]) => `${n} × ${label}`)
        .join(", ")
      return {
        ok: run.ok,
        seconds: run.seconds,
        p50Ms: run.p50Ms,
        p99Ms: run.p99Ms,
        cpuUs,
        refused: run.refused,
        detail:
          `p50 ${formatMs(run.p50Ms)} ms, p99 ${formatMs(run.p99Ms)} ms; API CPU ` +
          `${Math.round(cpuUs / Math.max(run.ok, 1))} us per transfer; ${run.mismatched} 2xx with another body, ` +
          `non-2xx: ${refused === "" ? "none" : refused}, ${run.errors} errors; load average ${loadAverage()}`
      } satisfies Result
    })

  // Warm-up through the API; one of its transfers gives pgbench the events' payloads.
  const warm = yield* apiRound(api, transfer(spread, "warm"), s.warmupSeconds)
  yield* Console.log(`warm-up API spread: ${warm.ok} transfers; ${warm.detail}`)
  const [payloads] = yield* sql<{ readonly outPayload: string; readonly inPayload: string }>`
    SELECT o.payload::text AS out_payload, i.payload::text AS in_payload
      FROM outbox o JOIN outbox i ON i.event_type = 'transfer.internal.received'
     WHERE o.event_type = 'transfer.internal.completed' LIMIT 1`
  if (payloads === undefined) return yield* Effect.die(new Error("the warm-up made no transfer"))

  const [anyKey] = yield* sql<{ readonly id: string }>`SELECT id FROM api_keys LIMIT 1`
  const pgbench = (workload: Workload, lead: string, apiLabel: string) => (round: number) =>
    Effect.gen(function* () {
      yield* vacuum
      const prefix = `${lead}${round}`
      // The key and counter statements as often as the API sent them at its rate in the same workload.
      const apiTally = tallies.get(apiLabel)!
      const apiPerSecond = apiTally.seconds > 0 ? apiTally.ok / apiTally.seconds : 0
      const senders = workload.kind === "spread" ? workload.merchants : workload.merchants - 1
      const { script, variables } = transferScript({
        prefix,
        workload,
        now: new Date(),
        outPayload: payloads.outPayload,
        inPayload: payloads.inPayload,
        amortized: amortized(apiPerSecond, senders, benchRequestsPerMinute),
        anyKeyId: anyKey!.id
      })
      const run = yield* runPgbench({
        url: db.url,
        script,
        variables,
        clients: s.poolSize,
        threads: s.pgbenchThreads,
        seconds: roundSeconds
      })
      const [stored] = yield* sql<{ readonly n: string }>`
        SELECT count(*) AS n FROM journal_entries WHERE id LIKE ${`itp_${prefix}_%`}`
      const ok = Number(stored?.n ?? 0)
      return {
        ok,
        seconds: run.seconds,
        p50Ms: Number.NaN,
        p99Ms: Number.NaN,
        cpuUs: Number.NaN,
        refused: {},
        detail: `${run.transactions} transactions, ${run.failed} failed, ${ok} entries posted; load average ${loadAverage()}`
      } satisfies Result
    })

  const labels = {
    apiSpread: "(a) API, spread",
    pgbenchSpread: "(a) pgbench, same SQL, spread",
    apiHot: "(b) API, hot receiver",
    pgbenchHot: "(b) pgbench, same SQL, hot"
  } as const
  const all = [
    {
      group: "spread",
      label: labels.apiSpread,
      run: (round: number) => apiRound(api, transfer(spread, `s${round}`), roundSeconds)
    },
    { group: "pgbench", label: labels.pgbenchSpread, run: pgbench(spread, "pgbs", labels.apiSpread) },
    {
      group: "hot",
      label: labels.apiHot,
      run: (round: number) => apiRound(api, transfer(hot, `h${round}`), roundSeconds)
    },
    { group: "pgbench", label: labels.pgbenchHot, run: pgbench(hot, "pgbh", labels.apiHot) }
  ].filter((phase) => phases.has(phase.group))
  const tallies = new Map<string, Tally>(
    Object.values(labels).map((label) => [
      label,
      { ok: 0, seconds: 0, p50Ms: Number.NaN, p99Ms: Number.NaN, cpuUs: 0, insufficientFunds: 0, rateLimited: 0 }
    ])
  )
  for (let round = 1; round <= s.rounds; round++) {
    for (const phase of all) {
      const result = yield* phase.run(round)
      const tally = tallies.get(phase.label)!
      tally.ok += result.ok
      tally.seconds += result.seconds
      tally.cpuUs += result.cpuUs
      // The worst round's percentiles: a percentile of two runs is not the mean of theirs.
      tally.p50Ms = Number.isNaN(tally.p50Ms) ? result.p50Ms : Math.max(tally.p50Ms, result.p50Ms)
      tally.p99Ms = Number.isNaN(tally.p99Ms) ? result.p99Ms : Math.max(tally.p99Ms, result.p99Ms)
      for (const [label, n] of Object.entries(result.refused)) {
        if (label.endsWith("INSUFFICIENT_FUNDS")) tally.insufficientFunds += n
        if (label.startsWith("429")) tally.rateLimited += n
      }
      yield* Console.log(
        `round ${round} ${phase.label}: ${result.ok} in ${result.seconds.toFixed(2)} s = ` +
          `${formatRate(result.ok / result.seconds)}/s; ${result.detail}`
      )
    }
  }

  const figure = (label: string) => {
    const t = tallies.get(label)!
    return { perSecond: t.ok / t.seconds, p99Ms: t.p99Ms, cpuUsPerOk: t.cpuUs / t.ok }
  }
  const rows: ReadonlyArray<Row> = [
    {
      phase: labels.apiSpread,
      ...figure(labels.apiSpread),
      baseline: { name: "pgbench, same SQL, spread", ...figure(labels.pgbenchSpread) },
      kind: "ceiling",
      target: { of: "throughput", value: 0.6 }
    },
    {
      phase: labels.apiHot,
      ...figure(labels.apiHot),
      baseline: { name: "(a) API, spread", ...figure(labels.apiSpread) },
      target: { of: "throughput", value: 0.8 }
    },
    {
      phase: labels.pgbenchHot,
      ...figure(labels.pgbenchHot),
      baseline: { name: "pgbench, same SQL, spread", ...figure(labels.pgbenchSpread) }
    }
  ]
  yield* Console.log(`\n${formatTable(rows)}`)
  for (const label of [labels.apiSpread, labels.apiHot]) {
    const t = tallies.get(label)!
    if (t.seconds === 0) continue
    yield* Console.log(
      `${label}: p50 ${formatMs(t.p50Ms)} ms, p99 ${formatMs(t.p99Ms)} ms (worst round); ` +
        `${t.insufficientFunds} refused INSUFFICIENT_FUNDS, ${t.rateLimited} refused 429`
    )
  }

  const verification = yield* Effect.flatMap(LedgerStore.LedgerStore, (store) => store.verify()).pipe(
    Effect.provide(admin)
  )
  yield* Console.log(`\nverify(): ${JSON.stringify(verification)}`)
  const clean =
    verification.unbalancedEntries === 0 &&
    verification.balanceMismatches === 0 &&
    verification.negativeBalances === 0 &&
    verification.totalCentavos === 0
  const rateLimited = [...tallies.values()].reduce((n, t) => n + t.rateLimited, 0)
  if (!clean || rateLimited > 0) {
    return yield* Effect.die(new Error(`the ledger is not clean or requests were rate limited (${rateLimited} × 429)`))
  }

  // What PostgreSQL's sessions of the API's pool do under the spread load (idle: waiting for the API process).
  if (s.profile && phases.has("spread")) {
    const sessions = makeSessionSampler(sql, "trilho-bench-api")
    const sampler = yield* Effect.forkChild(sessions.run)
    const result = yield* apiRound(api, transfer(spread, "sampled"), roundSeconds)
    yield* Fiber.interrupt(sampler)
    yield* Console.log(
      `\nunder the spread load (${roundSeconds} s: ${formatRate(result.ok / result.seconds)}/s), ${sessions.report()}`
    )
  }
  // The API under the hot load once more: its CPU profile, and what PostgreSQL's sessions of its pool wait on.
  if (s.profile && phases.has("hot")) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "trilho-bench-transfers-profile-"))
    const file = path.join(dir, "api.cpuprofile")
    const sessions = makeSessionSampler(sql, "trilho-bench-api")
    const sampler = yield* Effect.forkChild(sessions.run)
    const result = yield* withProfile(api, file, apiRound(api, transfer(hot, "profile"), roundSeconds))
    yield* Fiber.interrupt(sampler)
    yield* Console.log(
      `\nCPU profile of the API process under the hot load (${roundSeconds} s: ${formatRate(result.ok / result.seconds)}/s), ` +
        `${file}:\n${summarizeProfiles(dir, 20)}`
    )
    yield* Console.log(`\nunder the hot load, ${sessions.report()}`)
  }
}).pipe(Effect.scoped)

const fiber = Effect.runFork(main)
// Every SIGINT or SIGTERM (a Ctrl-C may come more than once) interrupts the run, whose finalizers stop the API
// and drop the database.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => Effect.runFork(Fiber.interrupt(fiber)))
fiber.addObserver((exit) => {
  if (Exit.isFailure(exit) && !Cause.hasInterruptsOnly(exit.cause)) {
    console.error(Cause.pretty(exit.cause))
    process.exitCode = 1
  }
})
