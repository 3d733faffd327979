/**
 * The realtime gateway on PostgreSQL, on each of its WebSocket transports (`GATEWAY_TRANSPORT`: uWebSockets.js where it
 * loads, and `ws`), each figure beside a bare app of the same library with the same socket options, driven by the same
 * client processes:
 * (a) 10,000 idle authenticated connections: the server's memory per connection (overhead ratio, target ≤ 1.5);
 * (b) 1,000 connections of one key subscribed to `payment.*`, events committed at a steady rate: deliveries/s beside
 *     the bare app publishing the same frames from memory at the same rate (overhead ratio, target ≥ 0.8);
 * (c) one subscriber per event, 1,000 events/s: latency from the commit to the socket (target p99 < 100 ms);
 * (d) the cost of the NOTIFY at commit: outbox inserts/s with the trigger and without.
 * Servers and clients each run in processes of their own; this one seeds, commits the events and reports. See
 * bench/README.md for the knobs.
 */
import { Http } from "@trilho/api"
import { Transport } from "@trilho/gateway"
import { AccountsSql, ApiKeysSql } from "@trilho/postgres"
import { Cause, Console, Effect, Exit, Fiber, Layer } from "effect"
import { SqlClient } from "effect/sql"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import pg from "pg"
import { summarizeProfiles } from "../api/profile.ts"
import { type ServerProcess, startServer, withProfile } from "../api/servers.ts"
import { makeBenchDatabase } from "../ledger/database.ts"
import { type Clients, startClients } from "./clients.ts"
import { notifyCost } from "./notify.ts"
import {
  bareFanout,
  gatewayFanout,
  type IdleProfiling,
  type IdleRound,
  idlePhase,
  latencyPhase,
  type Payload,
  summarizeIdle
} from "./phases.ts"
import { decimal, formatLines, integer, type Line } from "./report.ts"
import { seedMerchants } from "./seed.ts"
import { type Settings, settings } from "./settings.ts"

const loadAverage = () => os.loadavg()[0]!.toFixed(1)

/** This process's limit of open files, which its children inherit (the npm script raises it). */
const openFilesLimit = () => {
  const line = fs
    .readFileSync("/proc/self/limits", "utf8")
    .split("\n")
    .find((l) => l.startsWith("Max open files"))
  return Number(line?.split(/\s+/)[3] ?? Number.NaN)
}

/** The gateway's settings for the bench: every connection comes from 127.0.0.1, so the per-address limits are raised. */
const gatewayEnv = {
  GATEWAY_HOST: "127.0.0.1",
  GATEWAY_PORT: "0",
  GATEWAY_CONNECTIONS_PER_MINUTE: "1000000",
  GATEWAY_AUTH_FAILURES_PER_MINUTE: "1000000",
  GATEWAY_MESSAGES_PER_SECOND: "1000"
}

const met = (ok: boolean) => (ok ? "yes" : "NO")

/**
 * glibc's allocator in the servers keeps what it was given (no trimming, one arena, no chunk of its own mapping): the
 * resident set then moves only by what the process holds, not by when malloc gives pages back, so that (a)'s deltas
 * measure the connections.
 */
const mallocEnv = {
  MALLOC_ARENA_MAX: "1",
  MALLOC_TRIM_THRESHOLD_: String(2 ** 30),
  MALLOC_MMAP_THRESHOLD_: String(2 ** 30)
}

/** What one round of (a) did on one server. */
const idleLine = (name: string, round: number, r: IdleRound) =>
  `(a) ${name}, round ${round + 1}: ${r.open} connections authenticated in ${r.connectSeconds.toFixed(1)} s ` +
  `(${r.failed} failed${r.firstError === "" ? "" : `: ${r.firstError}`}), ${r.closedByServer} closed by the server; ` +
  `RSS ${r.rssMiB.toFixed(0)} MiB; ${integer(r.connectCpuUs / Math.max(1, r.open))} us of CPU per connection; ` +
  `load average ${loadAverage()}`

/** A folder for one server's profiles of (a), when the bench profiles. */
const idleProfiling = (s: Settings, name: string): IdleProfiling | undefined =>
  s.profile || s.heapProfile
    ? { dir: fs.mkdtempSync(path.join(os.tmpdir(), `trilho-bench-${name}-a-`)), cpu: s.profile, heap: s.heapProfile }
    : undefined

/** What a profiled (a) recorded of one server, for the notes. */
const idleNotes = (name: string, profiling: IdleProfiling | undefined, heapObjects: string | undefined) => [
  ...(profiling?.cpu === true
    ? [
        `CPU profile of the ${name} while (a)'s connections opened, ${profiling.dir}:\n${summarizeProfiles(profiling.dir, 20)}`
      ]
    : []),
  ...(heapObjects === undefined
    ? []
    : [`JS heap added by (a)'s connections in the ${name}, per connection:\n${heapObjects}`])
]

/** (a)'s rows of the table: the gateway's figures beside the bare app's. */
const idleTable = (
  transport: Transport.TransportName,
  connections: number,
  ours: ReturnType<typeof summarizeIdle>,
  theirs: ReturnType<typeof summarizeIdle>
): Array<Line> => {
  const ratio = ours.rssBytesPerConnection / theirs.rssBytesPerConnection
  const measurable = ours.rssBytesPerConnection > 0 && theirs.rssBytesPerConnection > 0
  const heapRatio = ours.heapBytesPerConnection / theirs.heapBytesPerConnection
  const ourRate = ours.perSecond
  const theirRate = theirs.perSecond
  return [
    {
      figure: `(a) ${transport}: RSS per idle connection, bytes (${integer(connections)})`,
      ours: integer(ours.rssBytesPerConnection),
      bare: integer(theirs.rssBytesPerConnection),
      // The resident set moves by megabytes as V8's heap grows and shrinks: no ratio of a delta that went down. The
      // target is on the JS heap, which holds what the gateway keeps per connection (bench/README.md).
      ratio: measurable ? decimal(ratio, 2) : "n/a",
      kind: "comparison",
      target: "",
      met: ""
    },
    {
      figure: `(a) ${transport}: JS heap per idle connection, bytes`,
      ours: integer(ours.heapBytesPerConnection),
      bare: integer(theirs.heapBytesPerConnection),
      ratio: decimal(heapRatio, 2),
      kind: "overhead",
      target: "<= 1.50",
      met: met(heapRatio <= 1.5)
    },
    {
      figure: `(a) ${transport}: V8 heap committed per connection, bytes`,
      ours: integer(ours.heapCommittedBytesPerConnection),
      bare: integer(theirs.heapCommittedBytesPerConnection),
      ratio: "",
      kind: "",
      target: "",
      met: ""
    },
    {
      figure: `(a) ${transport}: connections authenticated per second`,
      ours: integer(ourRate),
      bare: integer(theirRate),
      ratio: decimal(ourRate / theirRate, 2),
      kind: "overhead",
      target: ">= 0.50",
      met: met(ourRate / theirRate >= 0.5 && ours.failed === 0)
    },
    {
      figure: `(a) ${transport}: server CPU per connection opened, us`,
      ours: integer(ours.cpuUsPerConnection),
      bare: integer(theirs.cpuUsPerConnection),
      ratio: "",
      kind: "",
      target: "",
      met: ""
    }
  ]
}

/**
 * (a) on one transport: the same connections held by the gateway and by the bare app; memory per connection and
 * connections authenticated per second, each beside the bare app's.
 */
const idleFigures = (options: {
  readonly clients: Clients
  readonly gateway: ServerProcess
  readonly bare: ServerProcess
  readonly transport: Transport.TransportName
  readonly secrets: ReadonlyArray<string>
  readonly settings: Settings
}) =>
  Effect.gen(function* () {
    const { clients, transport, settings: s } = options
    const bareName = `bare ${transport}`
    const ourProfiling = idleProfiling(s, `gateway-${transport}`)
    const theirProfiling = idleProfiling(s, `bare-${transport}`)
    const ourRounds: Array<IdleRound> = []
    const theirRounds: Array<IdleRound> = []
    // Gateway and bare app in turn, round after round: a change of load weighs on both.
    for (let round = 0; round < s.idleRounds; round++) {
      const ours = yield* idlePhase(clients, options.gateway, options.secrets, round === 0 ? ourProfiling : undefined)
      yield* Console.log(idleLine(`gateway (${transport})`, round, ours))
      ourRounds.push(ours)
      const theirs = yield* idlePhase(clients, options.bare, options.secrets, round === 0 ? theirProfiling : undefined)
      yield* Console.log(idleLine(bareName, round, theirs))
      theirRounds.push(theirs)
    }
    const ours = summarizeIdle(ourRounds)
    const theirs = summarizeIdle(theirRounds)
    const lines = idleTable(transport, s.idleConnections, ours, theirs)
    const notes = [
      ...idleNotes(`gateway (${transport})`, ourProfiling, ours.heapObjects),
      ...idleNotes(bareName, theirProfiling, theirs.heapObjects)
    ]
    return { lines, notes }
  })

const main = Effect.gen(function* () {
  const s = yield* settings
  const phases = new Set(s.phases.split(",").map((p) => p.trim()))
  const filesLimit = openFilesLimit()
  if (!(filesLimit > s.idleConnections + 1_000)) {
    return yield* Effect.die(new Error(`open files limit ${filesLimit}: raise it (ulimit -n) above the connections`))
  }
  const db = yield* makeBenchDatabase(s.url)
  const admin = Layer.succeedContext(
    yield* Layer.build(
      Layer.mergeAll(AccountsSql.layer, ApiKeysSql.layer, Http.layerServices).pipe(Layer.provideMerge(db.pool(4)))
    )
  )
  const sql = yield* Effect.provide(SqlClient.SqlClient, admin)
  const seededAtMs = Date.now()
  const merchants = yield* seedMerchants(Math.max(s.latencyMerchants, s.idleKeys)).pipe(Effect.provide(admin))
  const first = merchants[0]!
  yield* Console.log(`seeded ${merchants.length} merchants, one key each, in ${(Date.now() - seededAtMs) / 1000} s`)

  // A real `payment.created` payload: one charge created through the API (its own process, stopped after).
  const payload: Payload = yield* Effect.scoped(
    Effect.gen(function* () {
      const api = yield* startServer({
        name: "API",
        file: "apiServer.ts",
        env: { BENCH_CHILD_DATABASE_URL: db.url, BENCH_POOL_SIZE: "2", BENCH_REQUEST_LOG: "false" }
      })
      const response = yield* Effect.promise(() =>
        fetch(`${api.url}/v1/payment-pix/create`, {
          method: "POST",
          headers: { "x-api-key": first.secret, "content-type": "application/json" },
          body: JSON.stringify({ amount: 10, description: "Pedido 42" })
        }).then((r) => r.text())
      )
      const [row] = yield* sql<{ readonly text: string; readonly chargeId: string }>`
        SELECT payload::text AS text, aggregate_id AS charge_id FROM outbox WHERE event_type = 'payment.created' LIMIT 1`
      if (row === undefined) return yield* Effect.die(new Error(`the API created no charge: ${response}`))
      return row
    })
  )

  const pool = yield* Effect.acquireRelease(
    Effect.sync(
      () =>
        new pg.Pool({ connectionString: db.url, max: s.producerPoolSize, application_name: "trilho-bench-producer" })
    ),
    (p) => Effect.promise(() => p.end())
  )
  yield* Effect.promise(() => Promise.all(Array.from({ length: s.producerPoolSize }, () => pool.query("SELECT 1"))))
  const clients = yield* startClients(s.clientProcesses)
  const lines: Array<Line> = []
  const notes: Array<string> = []

  // The transports asked for; one whose library does not load here is left out, with the reason.
  const asked = s.transports
    .split(",")
    .map((t) => t.trim())
    .filter((t): t is Transport.TransportName => Transport.transportNames.includes(t as Transport.TransportName))
  const transports: Array<Transport.TransportName> = []
  for (const transport of asked) {
    const loaded = yield* Effect.result(Transport.load(transport))
    if (loaded._tag === "Success") transports.push(transport)
    else {
      yield* Console.log(`${transport}: skipped, ${loaded.failure.message}`)
      notes.push(`${transport}: skipped, ${loaded.failure.message}`)
    }
  }

  for (const transport of transports) {
    yield* Effect.scoped(
      Effect.gen(function* () {
        const bareName = `bare ${transport}`
        const gateway = yield* startServer({
          name: `gateway (${transport})`,
          file: "../gateway/gatewayServer.ts",
          env: {
            ...gatewayEnv,
            ...mallocEnv,
            GATEWAY_TRANSPORT: transport,
            BENCH_CHILD_DATABASE_URL: db.url,
            BENCH_POOL_SIZE: String(s.poolSize)
          },
          execArgv: ["--expose-gc"]
        })
        const bare = yield* startServer({
          name: bareName,
          file: "../gateway/bareServer.ts",
          env: { ...mallocEnv, BENCH_TRANSPORT: transport },
          execArgv: ["--expose-gc"]
        })
        yield* Console.log(
          `\nGateway bench on ${transport}: PostgreSQL, ${os.cpus().length} cores, load average ${loadAverage()}, ` +
            `open files limit ${filesLimit}; gateway (GATEWAY_TRANSPORT=${transport}, pool ${s.poolSize}) and ` +
            `${bareName} app in processes of their own; ${s.clientProcesses} client processes (ws); producer pool ` +
            `${s.producerPoolSize}\n`
        )

        if (phases.has("a")) {
          const secrets = Array.from({ length: s.idleConnections }, (_, i) => merchants[i % s.idleKeys]!.secret)
          const idle = yield* idleFigures({ clients, gateway, bare, transport, secrets, settings: s })
          lines.push(...idle.lines)
          notes.push(...idle.notes)
        }

        if (phases.has("b")) {
          const fanout = (profileFile: string | undefined) => {
            const run = gatewayFanout({
              clients,
              server: gateway,
              pool,
              merchant: first,
              payload,
              connections: s.fanoutConnections,
              rate: s.fanoutRate,
              seconds: s.seconds
            })
            return profileFile === undefined ? run : withProfile(gateway, profileFile, run)
          }
          const profileDir = s.profile
            ? fs.mkdtempSync(path.join(os.tmpdir(), `trilho-bench-gateway-${transport}-b-`))
            : undefined
          const ours = yield* fanout(profileDir === undefined ? undefined : path.join(profileDir, "gateway.cpuprofile"))
          yield* Console.log(
            `(b) gateway (${transport}): ${integer(ours.fanout.deliveries)} of ${integer(ours.fanout.expected)} deliveries in ` +
              `${ours.fanout.seconds.toFixed(1)} s; ${ours.fanout.detail}; load average ${loadAverage()}`
          )
          const bareRun = (rate: number, bySend = false) =>
            bareFanout({
              clients,
              server: bare,
              secret: first.secret,
              connections: s.fanoutConnections,
              frames: ours.frames,
              rate,
              bySend
            })
          const theirs = yield* bareRun(s.fanoutRate)
          yield* Console.log(
            `(b) ${bareName}, same rate: ${integer(theirs.deliveries)} of ${integer(theirs.expected)} deliveries in ` +
              `${theirs.seconds.toFixed(1)} s; ${theirs.detail}; load average ${loadAverage()}`
          )
          const bySend = s.fanoutBySend ? yield* bareRun(s.fanoutRate, true) : undefined
          if (bySend !== undefined) {
            yield* Console.log(
              `(b) ${bareName}, same rate, a send per socket: ${integer(bySend.deliveries)} of ` +
                `${integer(bySend.expected)} deliveries in ${bySend.seconds.toFixed(1)} s; ${bySend.detail}; ` +
                `load average ${loadAverage()}`
            )
          }
          const flat = yield* bareRun(1_000_000)
          yield* Console.log(
            `(b) ${bareName}, flat out: ${integer(flat.deliveries)} of ${integer(flat.expected)} deliveries in ` +
              `${flat.seconds.toFixed(1)} s; ${flat.detail}; load average ${loadAverage()}`
          )
          const ratio = ours.fanout.perSecond / theirs.perSecond
          lines.push(
            {
              figure: `(b) ${transport}: deliveries/s, ${s.fanoutRate} events/s to ${s.fanoutConnections} connections`,
              ours: integer(ours.fanout.perSecond),
              bare: integer(theirs.perSecond),
              ratio: decimal(ratio, 2),
              kind: "overhead",
              target: ">= 0.80",
              met: met(ratio >= 0.8)
            },
            {
              figure: `(b) ${transport}: deliveries lost (sent - received)`,
              ours: integer(ours.fanout.expected - ours.fanout.deliveries),
              bare: integer(theirs.expected - theirs.deliveries),
              ratio: "",
              kind: "",
              target: "",
              met: ""
            },
            {
              figure: `(b) ${transport}: server CPU per delivery, us`,
              ours: decimal(ours.fanout.cpuUsPerDelivery, 2),
              bare: decimal(theirs.cpuUsPerDelivery, 2),
              ratio: "",
              kind: "",
              target: "",
              met: ""
            },
            {
              figure: `(b) ${transport}: bare app flat out, deliveries/s (same frames)`,
              ours: "",
              bare: integer(flat.perSecond),
              ratio: decimal(ours.fanout.perSecond / flat.perSecond, 2),
              kind: "comparison",
              target: "",
              met: ""
            }
          )
          if (bySend !== undefined) {
            lines.push(
              {
                figure: `(b) ${transport}: bare app, a send per socket instead of publish`,
                ours: "",
                bare: integer(bySend.perSecond),
                ratio: decimal(ours.fanout.perSecond / bySend.perSecond, 2),
                kind: "comparison",
                target: "",
                met: ""
              },
              {
                figure: `(b) ${transport}: bare app send per socket, CPU per delivery, us`,
                ours: "",
                bare: decimal(bySend.cpuUsPerDelivery, 2),
                ratio: "",
                kind: "",
                target: "",
                met: ""
              }
            )
          }
          if (profileDir !== undefined) {
            notes.push(
              `CPU profile of the gateway (${transport}) under (b), ${profileDir}:\n${summarizeProfiles(profileDir, 20)}`
            )
          }
        }

        if (phases.has("c")) {
          const profileDir = s.profile
            ? fs.mkdtempSync(path.join(os.tmpdir(), `trilho-bench-gateway-${transport}-c-`))
            : undefined
          const run = latencyPhase({
            clients,
            server: gateway,
            pool,
            merchants: merchants.slice(0, s.latencyMerchants),
            payload,
            rate: s.latencyRate,
            perCommit: s.latencyPerCommit,
            seconds: s.seconds
          })
          const ours = yield* profileDir === undefined
            ? run
            : withProfile(gateway, path.join(profileDir, "gateway.cpuprofile"), run)
          yield* Console.log(
            `(c) gateway (${transport}): ${ours.open} connections (${ours.failedConnections} failed), ${integer(ours.events)} events ` +
              `committed at ${integer(ours.committedPerSecond)}/s (${s.latencyPerCommit} per commit, ` +
              `${ours.failedCommits} failed${ours.firstError === "" ? "" : `: ${ours.firstError}`}); ` +
              `${integer(ours.delivered)} delivered, ${ours.missing} missing, ${ours.unexpected} unexpected; ` +
              `p50 ${decimal(ours.p50Ms)} ms, p95 ${decimal(ours.p95Ms)} ms, p99 ${decimal(ours.p99Ms)} ms, ` +
              `max ${decimal(ours.maxMs)} ms; gateway CPU ${integer(ours.cpuUsPerEvent)} us per event; ` +
              `${ours.closedByServer} closed by the server; load average ${loadAverage()}`
          )
          const target = (label: string, ms: number, goal?: number) =>
            ({
              figure: `(c) ${transport}: ${label} commit to socket, ms (${integer(ours.committedPerSecond)} events/s)`,
              ours: decimal(ms),
              bare: "",
              ratio: "",
              kind: goal === undefined ? "" : "absolute",
              target: goal === undefined ? "" : `< ${goal}`,
              met: goal === undefined ? "" : met(ms < goal && ours.missing === 0)
            }) satisfies Line
          lines.push(target("p50", ours.p50Ms), target("p95", ours.p95Ms), target("p99", ours.p99Ms, 100))
          if (profileDir !== undefined) {
            notes.push(
              `CPU profile of the gateway (${transport}) under (c), ${profileDir}:\n${summarizeProfiles(profileDir, 20)}`
            )
          }
        }
      })
    )
  }

  if (phases.has("d")) {
    const costs = yield* notifyCost({
      url: db.url,
      account: first.accountId,
      key: first.apiKeyId,
      payload: payload.text,
      clientCounts: [1, s.notifyClients],
      threads: s.pgbenchThreads,
      seconds: s.notifySeconds,
      rounds: s.notifyRounds
    })
    for (const cost of costs) {
      yield* Console.log(
        `(d) pgbench outbox INSERT, ${cost.clients} clients: ${integer(cost.withTrigger)}/s with the NOTIFY trigger, ` +
          `${integer(cost.withoutTrigger)}/s without; load average ${loadAverage()}`
      )
      lines.push({
        figure: `(d) outbox inserts/s, with / without NOTIFY, ${cost.clients} clients`,
        ours: integer(cost.withTrigger),
        bare: integer(cost.withoutTrigger),
        ratio: decimal(cost.withTrigger / cost.withoutTrigger, 2),
        kind: "cost",
        target: "",
        met: ""
      })
    }
  }

  yield* Console.log(`\n${formatLines(lines)}`)
  yield* Console.log(
    "\n(a), (b): overhead ratios against the bare app of the same transport; (d): the 'gateway' column is with the " +
      "trigger, the 'bare' column without it."
  )
  for (const note of notes) yield* Console.log(`\n${note}`)
}).pipe(Effect.scoped)

const fiber = Effect.runFork(main)
// Every SIGINT or SIGTERM interrupts the run, whose finalizers stop the children and drop the database.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => Effect.runFork(Fiber.interrupt(fiber)))
fiber.addObserver((exit) => {
  if (Exit.isFailure(exit) && !Cause.hasInterruptsOnly(exit.cause)) {
    console.error(Cause.pretty(exit.cause))
    process.exitCode = 1
  }
})
