/**
 * Checkout sessions over HTTP on PostgreSQL, each figure beside its baseline run in the same script:
 * (a) plain: `POST /v1/payment-links/checkout` of a link selling a TEXT_INFINITE product, with a coupon and a new
 *     buyer, for random merchants through the API, beside pgbench running the SQL of one checkout (ceiling ratio);
 * (b) lines: the same of a link selling a TEXT_LINES product (one line claimed per session), beside pgbench running
 *     that checkout's SQL.
 * The API runs in a process of its own; the load generator in this one. The phases run in rounds, so that a change of
 * load on the machine weighs on a figure and its baseline alike. Outcomes are sessions stored with their charge,
 * counted in the database. Then PostgreSQL's sessions of the API's pool are sampled under the lines load, and the API
 * process is profiled under the plain load, with the sessions sampled meanwhile. See bench/README.md for the knobs.
 */
import { SqlClient } from "effect/sql"
import { Http } from "@trilho/api"
import { AccountsSql, ApiKeysSql } from "@trilho/postgres"
import { Console, Effect, Fiber, Layer } from "effect"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { processCpuUs } from "../api/cpu.ts"
import { closedLoop } from "../api/load.ts"
import { summarizeProfiles } from "../api/profile.ts"
import { formatMs, formatRate, formatTable, type Row } from "../api/report.ts"
import { amortized } from "../api/sql.ts"
import { startServer, withProfile, type ServerProcess } from "../api/servers.ts"
import { makeBenchDatabase } from "../ledger/database.ts"
import { runPgbench } from "../ledger/pgbench.ts"
import { BenchSetupError, runBench } from "../runBench.ts"
import { makeSessionSampler } from "../transfers/sessions.ts"
import { benchRequestsPerMinute, type LinkKind, seedMerchants, seedShops } from "./seed.ts"
import { settings } from "./settings.ts"
import { checkoutScript } from "./sql.ts"
import { checkout } from "./targets.ts"

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
      Layer.mergeAll(AccountsSql.layer, ApiKeysSql.layer, Http.layerServices).pipe(Layer.provideMerge(db.pool(4)))
    )
  )
  const sql = yield* Effect.provide(SqlClient.SqlClient, admin)
  const seededAtMs = Date.now()
  yield* seedMerchants(s.merchants).pipe(Effect.provide(admin))

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
  const shops = yield* seedShops(api.url, s.merchants, s.lines)
  yield* Console.log(
    `seeded ${s.merchants} merchants with their keys, products (${s.lines} lines each for the lines phase), links ` +
      `and coupons in ${((Date.now() - seededAtMs) / 1000).toFixed(1)} s`
  )
  yield* Console.log(
    `Checkout bench: PostgreSQL, ${os.cpus().length} cores, load average ${loadAverage()}; API in its own process ` +
      `(pool ${s.poolSize}, tracing ${s.tracing ? "on" : "off"}, request log ${s.requestLog ? "on" : "off"}); ` +
      `${s.connections} keep-alive connections; pgbench -c ${s.poolSize}; ${s.merchants} merchants; ` +
      `${s.rounds} rounds of ${roundSeconds} s per phase after ${s.warmupSeconds} s of warm-up\n`
  )

  // The rows every checkout updates: no phase pays for the dead rows the one before left.
  const vacuum = sql
    .unsafe("VACUUM (ANALYZE) coupons, rate_limits, product_lines, checkout_sessions, customers")
    .pipe(Effect.asVoid)
  const stored = (where: string, value: string) =>
    Effect.map(
      sql.unsafe<{ readonly n: string }>(
        `SELECT count(*) AS n FROM checkout_sessions WHERE ${where} LIKE $1 AND payment_id IS NOT NULL`,
        [value]
      ),
      (rows) => Number(rows[0]?.n ?? 0)
    )

  const apiRound = (server: ServerProcess, kind: LinkKind, prefix: string, seconds: number) =>
    Effect.gen(function* () {
      yield* vacuum
      const cpuBefore = processCpuUs(server.pid)
      const target = checkout(shops, kind, prefix)
      const run = yield* closedLoop({ url: server.url, connections: s.connections, seconds, target })
      const cpuUs = processCpuUs(server.pid) - cpuBefore
      const ok = yield* stored("external_reference", `${prefix}-%`)
      const refused = Object.entries(run.refused)
        .map(([label, n]) => `${n} × ${label}`)
        .join(", ")
      return {
        ok,
        seconds: run.seconds,
        p50Ms: run.p50Ms,
        p99Ms: run.p99Ms,
        cpuUs,
        refused: run.refused,
        detail:
          `${run.ok} answered "checkout session started"; p50 ${formatMs(run.p50Ms)} ms, p99 ${formatMs(run.p99Ms)} ms; ` +
          `API CPU ${Math.round(cpuUs / Math.max(ok, 1))} us per session; ${run.mismatched} 2xx with another body, ` +
          `non-2xx: ${refused === "" ? "none" : refused}, ${run.errors} errors; load average ${loadAverage()}`
      } satisfies Result
    })

  // Warm-up through the API; one of its charges gives pgbench the charge's values and its event's payload.
  const warm = yield* apiRound(api, "plain", "warm", s.warmupSeconds)
  yield* Console.log(`warm-up API plain: ${warm.ok} sessions; ${warm.detail}`)
  const [sample] = yield* sql<{ readonly charge: string; readonly payload: string }>`
    SELECT row_to_json(c)::text AS charge, o.payload::text AS payload
      FROM pix_charges c JOIN outbox o ON o.aggregate_id = c.id AND o.event_type = 'payment.created'
     LIMIT 1`
  if (sample === undefined) {
    return yield* new BenchSetupError({ message: "the warm-up stored no checkout session: nothing to compare with" })
  }
  const template = JSON.parse(sample.charge) as Record<string, unknown>
  const [anyKey] = yield* sql<{ readonly id: string }>`SELECT id FROM api_keys LIMIT 1`

  const pgbench = (kind: LinkKind, lead: string, apiLabel: string) => (round: number) =>
    Effect.gen(function* () {
      yield* vacuum
      const prefix = `${lead}${round}`
      // The key and counter statements as often as the API sent them at its rate in the same workload.
      const apiTally = tallies.get(apiLabel)!
      const apiPerSecond = apiTally.seconds > 0 ? apiTally.ok / apiTally.seconds : 0
      const { script, variables } = checkoutScript({
        prefix,
        kind,
        linkIds: shops.map((shop) => shop.links[kind]),
        now: new Date(),
        amortized: amortized(apiPerSecond, s.merchants, benchRequestsPerMinute),
        anyKeyId: anyKey!.id,
        template,
        eventPayload: sample.payload
      })
      const run = yield* runPgbench({
        url: db.url,
        script,
        variables,
        clients: s.poolSize,
        threads: s.pgbenchThreads,
        seconds: roundSeconds
      })
      const ok = yield* stored("id", `chk_${prefix}_%`)
      return {
        ok,
        seconds: run.seconds,
        p50Ms: Number.NaN,
        p99Ms: Number.NaN,
        cpuUs: Number.NaN,
        refused: {},
        detail: `${run.transactions} transactions, ${run.failed} failed, ${ok} sessions stored; load average ${loadAverage()}`
      } satisfies Result
    })

  const labels = {
    apiPlain: "(a) API, plain",
    pgbenchPlain: "(a) pgbench, same SQL, plain",
    apiLines: "(b) API, TEXT_LINES",
    pgbenchLines: "(b) pgbench, same SQL, lines"
  } as const
  const all = [
    {
      group: "plain",
      label: labels.apiPlain,
      run: (round: number) => apiRound(api, "plain", `p${round}`, roundSeconds)
    },
    { group: "pgbench", label: labels.pgbenchPlain, run: pgbench("plain", "pgp", labels.apiPlain) },
    {
      group: "lines",
      label: labels.apiLines,
      run: (round: number) => apiRound(api, "lines", `l${round}`, roundSeconds)
    },
    { group: "pgbench", label: labels.pgbenchLines, run: pgbench("lines", "pgl", labels.apiLines) }
  ].filter((phase) => phases.has(phase.group))
  const tallies = new Map<string, Tally>(
    Object.values(labels).map((label) => [
      label,
      { ok: 0, seconds: 0, p50Ms: Number.NaN, p99Ms: Number.NaN, cpuUs: 0, rateLimited: 0 }
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
      phase: labels.apiPlain,
      ...figure(labels.apiPlain),
      baseline: { name: "pgbench, same SQL, plain", ...figure(labels.pgbenchPlain) },
      kind: "ceiling",
      target: { of: "throughput", value: 0.6 }
    },
    {
      phase: labels.apiLines,
      ...figure(labels.apiLines),
      baseline: { name: "pgbench, same SQL, lines", ...figure(labels.pgbenchLines) },
      kind: "ceiling",
      target: { of: "throughput", value: 0.6 }
    }
  ]
  yield* Console.log(`\n${formatTable(rows)}`)
  for (const label of [labels.apiPlain, labels.apiLines]) {
    const t = tallies.get(label)!
    if (t.seconds === 0) continue
    yield* Console.log(
      `${label}: p50 ${formatMs(t.p50Ms)} ms, p99 ${formatMs(t.p99Ms)} ms (worst round); ${t.rateLimited} refused 429`
    )
  }
  const [stock] = yield* sql<{ readonly sold: string; readonly left: string }>`
    SELECT count(*) FILTER (WHERE sale_id IS NOT NULL) AS sold, count(*) FILTER (WHERE sale_id IS NULL) AS left
      FROM product_lines`
  yield* Console.log(`TEXT_LINES stock: ${stock?.sold ?? 0} lines sold, ${stock?.left ?? 0} left`)
  const rateLimited = [...tallies.values()].reduce((n, t) => n + t.rateLimited, 0)
  if (rateLimited > 0) {
    return yield* new BenchSetupError({
      message: `requests were rate limited (${rateLimited} × 429): raise the keys' limit`
    })
  }

  // What PostgreSQL's sessions of the API's pool do under the lines load (idle: waiting for the API process).
  if (s.profile && phases.has("lines")) {
    const sessions = makeSessionSampler(sql, "trilho-bench-api")
    const sampler = yield* Effect.forkChild(sessions.run)
    const result = yield* apiRound(api, "lines", "sampled", roundSeconds)
    yield* Fiber.interrupt(sampler)
    yield* Console.log(
      `\nunder the lines load (${roundSeconds} s: ${formatRate(result.ok / result.seconds)}/s), ${sessions.report()}`
    )
  }
  // The API under the plain load once more: its CPU profile, and what PostgreSQL's sessions of its pool wait on.
  if (s.profile && phases.has("plain")) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "trilho-bench-checkout-profile-"))
    const file = path.join(dir, "api.cpuprofile")
    const sessions = makeSessionSampler(sql, "trilho-bench-api")
    const sampler = yield* Effect.forkChild(sessions.run)
    const result = yield* withProfile(api, file, apiRound(api, "plain", "profile", roundSeconds))
    yield* Fiber.interrupt(sampler)
    yield* Console.log(
      `\nCPU profile of the API process under the plain load (${roundSeconds} s: ` +
        `${formatRate(result.ok / result.seconds)}/s), ${file}:\n${summarizeProfiles(dir, 25)}`
    )
    yield* Console.log(`\nunder the plain load, ${sessions.report()}`)
  }
}).pipe(Effect.scoped)

runBench(main)
