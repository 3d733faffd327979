/**
 * The HTTP API on PostgreSQL, each figure beside its baseline run in the same script:
 * (1) `GET /v1/payment-pix/get/{id}` through the API, beside a bare `node:http` server running the same SQL on a pool
 *     of the same size (overhead ratio);
 * (2) `POST /v1/payment-pix/create` through the API, beside pgbench running the SQL of one create (ceiling ratio);
 * (3) a constant route of an HttpApi app with the API's envelope, beside a constant `node:http` server (overhead);
 * (4) creates at fixed rates, stepped up: the highest rate whose p99 stays under the target.
 * Every server runs in a process of its own; the load generator runs in this one. The phases run in rounds, so that
 * a change of load on the machine weighs on a figure and its baseline alike. The ratios the brief sets: (1) and (3)
 * CPU per request, (2) throughput. On request (`BENCH_PROFILE=true`), each server is then profiled under each
 * phase's load. See bench/README.md for the knobs.
 */
import { SqlClient } from "effect/sql"
import { Http } from "@trilho/api"
import { AccountsSql, ApiKeysSql } from "@trilho/postgres"
import { Config, Console, Effect, Layer, Option } from "effect"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { BenchSetupError, runBench } from "../runBench.ts"
import { makeBenchDatabase } from "../ledger/database.ts"
import { runPgbench } from "../ledger/pgbench.ts"
import { ownCpuUs, processCpuUs } from "./cpu.ts"
import { closedLoop, type Target } from "./load.ts"
import { summarizeProfiles } from "./profile.ts"
import { highestRate } from "./rates.ts"
import { type Figure, formatMs, formatRate, formatTable, labels, summaryRows } from "./report.ts"
import { benchRequestsPerMinute, seedMerchant } from "./seed.ts"
import { startServer, withProfile, type ServerProcess } from "./servers.ts"
import { settings } from "./settings.ts"
import { amortized, createScript } from "./sql.ts"
import { constant, createCharge, getCharge } from "./targets.ts"

/** What a phase measured over its rounds. */
interface Tally {
  ok: number
  seconds: number
  p99Ms: number
  cpuUs: number
}

const requireDatabase = Effect.flatMap(Config.option(Config.String("DATABASE_URL")), (url) =>
  Option.isSome(url) && url.value.trim() !== ""
    ? Effect.void
    : new BenchSetupError({
        message:
          "DATABASE_URL is not set: this bench runs on PostgreSQL, where it creates (and drops) a database of its own, " +
          "e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:api"
      })
)

const main = Effect.gen(function* () {
  yield* requireDatabase
  const s = yield* settings
  const phases = new Set(s.phases.split(",").map((p) => p.trim()))
  const roundSeconds = Math.max(1, Math.round(s.seconds / s.rounds))
  const db = yield* makeBenchDatabase(s.url)
  const admin = Layer.succeedContext(yield* Layer.build(db.pool(2)))
  const sql = yield* Effect.provide(SqlClient.SqlClient, admin)
  const keys = yield* seedMerchant(s.keys).pipe(
    Effect.provide(
      Layer.mergeAll(AccountsSql.layer, ApiKeysSql.layer, Http.layerServices).pipe(Layer.provideMerge(admin))
    )
  )
  const secrets = keys.map((key) => key.secret)

  const env = {
    BENCH_CHILD_DATABASE_URL: db.url,
    BENCH_POOL_SIZE: String(s.poolSize),
    BENCH_TRACING: String(s.tracing),
    BENCH_REQUEST_LOG: String(s.requestLog)
  }
  // The same servers without the request logger, for comparison (unless the main ones already run without it).
  const quietEnv = { ...env, BENCH_REQUEST_LOG: "false" }
  const [api, bare, constApi, apiQuiet, constQuiet] = yield* Effect.all(
    [
      startServer({ name: "API", file: "apiServer.ts", env }),
      startServer({ name: "bare node:http", file: "bareServer.ts", env }),
      startServer({ name: "HttpApi constant", file: "constServer.ts", env }),
      s.requestLog ? startServer({ name: "API, no request log", file: "apiServer.ts", env: quietEnv }) : Effect.void,
      s.requestLog
        ? startServer({ name: "HttpApi constant, no request log", file: "constServer.ts", env: quietEnv })
        : Effect.void
    ],
    { concurrency: "unbounded" }
  )
  yield* Console.log(
    `API bench: PostgreSQL, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}; one process per ` +
      `server; ${s.connections} keep-alive connections; pool ${s.poolSize}; ${s.keys} API keys (a random one per ` +
      `request); ${s.rounds} rounds of ${roundSeconds} s per phase after ${s.warmupSeconds} s of warm-up per server ` +
      `and route; tracing ${s.tracing ? "on" : "off"}, request log ${s.requestLog ? "on" : "off"}\n`
  )

  // The pages of every table the phases write: no phase pays for the dead rows the one before left.
  const vacuum = sql.unsafe("VACUUM (ANALYZE) rate_limits, pix_charges, outbox").pipe(Effect.asVoid)

  /** A closed-loop run against `server`, with its CPU and this process's (the load generator's) per outcome. */
  const loadRound = (server: ServerProcess, target: Target, seconds: number) =>
    Effect.gen(function* () {
      yield* vacuum
      const serverCpu = processCpuUs(server.pid)
      const ownCpu = ownCpuUs()
      const run = yield* closedLoop({ url: server.url, connections: s.connections, seconds, target })
      const cpuUs = processCpuUs(server.pid) - serverCpu
      const perOk = (us: number) => Math.round(us / Math.max(run.ok, 1))
      const refused = Object.entries(run.refused)
        .map(([status, n]) => `${n} × ${status}`)
        .join(", ")
      const detail =
        `p50 ${formatMs(run.p50Ms)} ms, p99 ${formatMs(run.p99Ms)} ms; server CPU ${perOk(cpuUs)} us, ` +
        `load generator ${perOk(ownCpuUs() - ownCpu)} us per outcome; ${run.mismatched} 2xx with another body, ` +
        `non-2xx: ${refused === "" ? "none" : refused}, ${run.errors} errors`
      return { ok: run.ok, seconds: run.seconds, p99Ms: run.p99Ms, cpuUs, detail }
    })

  // Warm-up: creates through the API (they also give the GET phase its charges and pgbench its template).
  const creates = createCharge(secrets)
  const chargesMin = Math.min(s.charges, 100)
  for (let created = 0, tries = 0; created < chargesMin && tries < 10; tries++) {
    const warm = yield* loadRound(api, creates, s.warmupSeconds)
    created += warm.ok
    yield* Console.log(`warm-up API create: ${warm.ok} charges; ${warm.detail}`)
  }
  const ids = (yield* sql<{
    readonly id: string
  }>`SELECT id FROM pix_charges ORDER BY random() LIMIT ${s.charges}`).map((row) => row.id)
  if (ids.length === 0) return yield* new BenchSetupError({ message: "the warm-up created no charge" })
  const template = yield* sql<{ readonly row: string; readonly payload: string }>`
    SELECT row_to_json(c)::text AS row, o.payload::text AS payload
      FROM pix_charges c JOIN outbox o ON o.aggregate_id = c.id LIMIT 1`
  const gets = getCharge(ids, secrets)

  const closed = (label: string, server: ServerProcess, target: Target) => ({
    label,
    warm: (seconds: number) => loadRound(server, target, seconds),
    run: (_round: number) => loadRound(server, target, roundSeconds)
  })
  const pgbenchCreate = {
    label: labels.pgbench,
    warm: undefined,
    run: (round: number) =>
      Effect.gen(function* () {
        yield* vacuum
        const prefix = `pgb${round}`
        // The key and counter statements as often as the API sent them at its create rate.
        const apiCreates = tallies.get(labels.apiCreate)!
        const createsPerSecond = apiCreates.seconds > 0 ? apiCreates.ok / apiCreates.seconds : 0
        const { script, variables } = createScript({
          prefix,
          keys,
          amortized: amortized(createsPerSecond, keys.length, benchRequestsPerMinute),
          template: JSON.parse(template[0]!.row) as Record<string, unknown>,
          eventPayload: template[0]!.payload
        })
        const run = yield* runPgbench({
          url: db.url,
          script,
          variables,
          clients: s.poolSize,
          threads: s.pgbenchThreads,
          seconds: roundSeconds
        })
        const stored = yield* sql<{ readonly n: string }>`
          SELECT count(*) AS n FROM pix_charges WHERE id LIKE ${`pix_${prefix}_%`}`
        const ok = Number(stored[0]?.n ?? 0)
        return {
          ok,
          seconds: run.seconds,
          p99Ms: Number.NaN,
          cpuUs: Number.NaN,
          detail: `${run.transactions} transactions, ${run.failed} failed, ${ok} charges stored`
        }
      })
  }
  const quiet = (label: string, server: ServerProcess | void, target: Target) =>
    server === undefined ? { ...closed(label, api, target), skip: true } : closed(label, server, target)
  const allPhases = [
    { group: "1", ...closed(labels.apiGet, api, gets) },
    { group: "1", ...quiet(labels.apiGetQuiet, apiQuiet, gets) },
    { group: "1", ...closed(labels.bareGet, bare, gets) },
    { group: "2", ...closed(labels.apiCreate, api, creates) },
    { group: "2", ...pgbenchCreate },
    { group: "3", ...closed(labels.constHttpApi, constApi, constant) },
    { group: "3", ...quiet(labels.constQuiet, constQuiet, constant) },
    { group: "3", ...closed(labels.constBare, bare, constant) }
  ]
  const selected = allPhases.filter((phase) => phases.has(phase.group) && !("skip" in phase))
  for (const phase of selected) {
    if (phase.warm === undefined) continue
    const result = yield* phase.warm(s.warmupSeconds)
    yield* Console.log(`warm-up ${phase.label}: ${result.ok} ok; ${result.detail}`)
  }
  const tallies = new Map(
    allPhases.map((phase) => [phase.label, { ok: 0, seconds: 0, p99Ms: Number.NaN, cpuUs: 0 } as Tally])
  )
  for (let round = 1; round <= s.rounds; round++) {
    for (const phase of selected) {
      const result = yield* phase.run(round)
      const tally = tallies.get(phase.label)!
      tally.ok += result.ok
      tally.seconds += result.seconds
      tally.cpuUs += result.cpuUs
      // The worst round's p99: a percentile of two runs is not the mean of theirs.
      tally.p99Ms = Number.isNaN(tally.p99Ms) ? result.p99Ms : Math.max(tally.p99Ms, result.p99Ms)
      yield* Console.log(
        `round ${round} ${phase.label}: ${result.ok} in ${result.seconds.toFixed(2)} s = ` +
          `${formatRate(result.ok / result.seconds)}/s; ${result.detail}`
      )
    }
  }
  const figure = (label: string): Figure => {
    const tally = tallies.get(label)!
    return { perSecond: tally.ok / tally.seconds, p99Ms: tally.p99Ms, cpuUsPerOk: tally.cpuUs / tally.ok }
  }
  const apiCreate = figure(labels.apiCreate)

  // Phase 4: from a fifth of phase 2's closed-loop rate when it ran (far below what the API sustains).
  const sustained = phases.has("4")
    ? yield* highestRate({
        url: api.url,
        target: creates,
        startPerSecond: Option.getOrElse(s.rateStartPerSecond, () =>
          Number.isFinite(apiCreate.perSecond) ? Math.max(1, Math.floor(apiCreate.perSecond / 5)) : 10
        ),
        factor: s.rateFactor,
        stepSeconds: s.rateStepSeconds,
        p99TargetMs: s.p99TargetMs,
        before: vacuum
      })
    : undefined

  const rows = summaryRows((label) => figure(labels[label]))
  yield* Console.log(`\n${formatTable(rows)}`)
  if (phases.has("4")) {
    yield* Console.log(
      sustained === undefined
        ? `\n(4) no create rate tried kept its p99 under ${s.p99TargetMs} ms`
        : `\n(4) highest create rate with p99 under ${s.p99TargetMs} ms: ${sustained.ratePerSecond}/s ` +
            `(p99 ${formatMs(sustained.p99Ms)} ms; steps of x${s.rateFactor})`
    )
  }

  // On request, a CPU profile of each server under each phase's load (one round each), with source maps applied.
  if (s.profile) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "trilho-bench-api-profile-"))
    const profiled = [
      { label: labels.apiGet, server: api, target: gets, group: "1" },
      { label: labels.bareGet, server: bare, target: gets, group: "1" },
      { label: labels.apiCreate, server: api, target: creates, group: "2" },
      { label: labels.constHttpApi, server: constApi, target: constant, group: "3" },
      { label: labels.constBare, server: bare, target: constant, group: "3" }
    ].filter((phase) => phases.has(phase.group))
    for (const phase of profiled) {
      const phaseDir = path.join(dir, phase.label.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, ""))
      fs.mkdirSync(phaseDir)
      yield* withProfile(
        phase.server,
        path.join(phaseDir, "server.cpuprofile"),
        loadRound(phase.server, phase.target, roundSeconds)
      )
      yield* Console.log(
        `\nCPU profile of ${phase.server.name} under "${phase.label}" (${roundSeconds} s), ${phaseDir}:\n` +
          summarizeProfiles(phaseDir, 20)
      )
    }
  }
}).pipe(Effect.scoped)

runBench(main)
