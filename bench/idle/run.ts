/**
 * The CPU an idle platform burns: each app started from the built CLI (`node dist/trilho.js api|gateway|worker` on
 * PostgreSQL, `dev` on the embedded PGlite), in a process of its own, with no traffic at all. After the apps are ready
 * and have settled, the CPU time (user + system) of each process over a window, in ms per second, beside the target.
 * The database server's backends serving the PostgreSQL apps are measured too, when that server runs on this machine.
 * On request, each app again under V8's CPU profiler, summarized over a window of the same length. See bench/README.md
 * for the knobs.
 */
import { SqlClient } from "effect/sql"
import { Console, Duration, Effect, Layer, Option } from "effect"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { processCpuUs } from "../api/cpu.ts"
import { type ProfileWindow, summarizeProfiles } from "../api/profile.ts"
import { BenchSetupError, runBench } from "../runBench.ts"
import { makeBenchDatabase } from "../ledger/database.ts"
import { type AppName, apps, buildCli, startApp } from "./apps.ts"
import { type Settings, settings, targetMsPerSecond } from "./settings.ts"

/** One line of the table: a process and its CPU over the window. */
interface Figure {
  readonly name: string
  readonly database: string
  readonly msPerSecond: number
  /** Whether the target applies (the apps), or the line is for information (the database server). */
  readonly targeted: boolean
}

/** The bench database of the PostgreSQL apps: its URL, and a connection of this process to it. */
interface OnPostgres {
  readonly url: string
  readonly sql: Layer.Layer<SqlClient.SqlClient>
}

/** Now on the monotonic clock, in µs: the clock of the profiles' timestamps. */
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n)

const selectedApps = (s: Settings) =>
  Effect.gen(function* () {
    const names = s.apps.split(",").map((name) => name.trim())
    const unknown = names.filter((name) => !(name in apps))
    if (unknown.length > 0) {
      return yield* new BenchSetupError({
        message: `BENCH_APPS: unknown app ${unknown.join(", ")} (any of ${Object.keys(apps).join(", ")})`
      })
    }
    const postgres = names.some((name) => apps[name as AppName].database === "postgres")
    if (postgres && Option.isNone(Option.filter(s.url, (url) => url.trim() !== ""))) {
      return yield* new BenchSetupError({
        message:
          "DATABASE_URL is not set: `trilho api`, `gateway` and `worker` run on PostgreSQL, where the bench creates (and " +
          "drops) a database of its own, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:idle " +
          "(or BENCH_APPS=dev for the embedded database alone)"
      })
    }
    return { names: names as ReadonlyArray<AppName>, postgres }
  })

/**
 * An app's environment: this process's, with JSON logs and free ports; the PostgreSQL apps on the bench database,
 * `dev` on an in-memory PGlite (never on a `DATABASE_URL` of the shell).
 */
const envOf = (name: AppName, databaseUrl: string | undefined): Record<string, string> => {
  const { DATABASE_URL: _shell, ...inherited } = process.env as Record<string, string>
  const base = { ...inherited, LOG_FORMAT: "json", API_PORT: "0", GATEWAY_PORT: "0" }
  return apps[name].database === "postgres" && databaseUrl !== undefined
    ? { ...base, DATABASE_URL: databaseUrl }
    : { ...base, TRILHO_DATA_DIR: "memory" }
}

/** The server's processes serving the bench database, other than this one's: when the server is on this machine. */
const databaseBackends = (databaseUrl: string) =>
  Effect.gen(function* () {
    const host = new URL(databaseUrl).hostname
    if (!["127.0.0.1", "localhost", "[::1]", ""].includes(host)) return []
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ readonly pid: number }>`
      SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`
    return rows.map((row) => row.pid)
  })

/** The CPU time `pids` used since `before` (each one's CPU time then), in µs; NaN when none can be read twice. */
const cpuSince = (pids: ReadonlyArray<number>, before: ReadonlyArray<number>) => {
  const used = pids.map((pid, i) => processCpuUs(pid) - before[i]!).filter(Number.isFinite)
  return used.length === 0 ? Number.NaN : used.reduce((sum, us) => sum + us, 0)
}

/**
 * One pass: the apps started together (each profiled into a folder of `profileRoot` when given), left to settle, then
 * each process's CPU over the window; the apps are stopped when the pass ends (a profile is written as its app exits).
 */
const pass = (s: Settings, names: ReadonlyArray<AppName>, database: OnPostgres | undefined, profileRoot?: string) =>
  Effect.gen(function* () {
    const running = yield* Effect.all(
      names.map((name) =>
        startApp({
          name,
          env: envOf(name, database?.url),
          profileDir: profileRoot === undefined ? undefined : path.join(profileRoot, name)
        })
      ),
      { concurrency: "unbounded" }
    )
    yield* Effect.sleep(Duration.seconds(s.settleSeconds))
    const backends =
      database === undefined ? [] : yield* databaseBackends(database.url).pipe(Effect.provide(database.sql))
    const before = running.map((app) => processCpuUs(app.pid))
    const backendsBefore = backends.map(processCpuUs)
    const fromUs = monotonicUs()
    yield* Effect.sleep(Duration.seconds(s.seconds))
    const toUs = monotonicUs()
    const perSecond = (us: number) => us / 1000 / ((toUs - fromUs) / 1_000_000)
    const figures: Array<Figure> = running.map((app, i) => ({
      name: app.name,
      database: apps[app.name].database === "postgres" ? "PostgreSQL" : "PGlite",
      msPerSecond: perSecond(cpuSince([app.pid], [before[i]!])),
      targeted: true
    }))
    const backendsUs = cpuSince(backends, backendsBefore)
    if (Number.isFinite(backendsUs)) {
      figures.push({
        name: `database server (${backends.length} backends)`,
        database: "PostgreSQL",
        msPerSecond: perSecond(backendsUs),
        targeted: false
      })
    }
    return { figures, window: { fromUs, toUs } satisfies ProfileWindow }
  }).pipe(Effect.scoped)

const formatTable = (figures: ReadonlyArray<Figure>): string => {
  const header = ["process", "database", "CPU ms/s", "target", "met"]
  const lines = figures.map((f) => [
    f.name,
    f.database,
    f.msPerSecond.toFixed(1),
    f.targeted ? `<= ${targetMsPerSecond}` : "",
    f.targeted ? (f.msPerSecond <= targetMsPerSecond ? "yes" : "NO") : ""
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)))
  const format = (cells: ReadonlyArray<string>) =>
    cells
      .map((c, i) => (i === 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd()
  return [format(header), widths.map((w) => "-".repeat(w)).join("  "), ...lines.map(format)].join("\n")
}

/** Each app again under the profiler, and the summary of its busy samples within the window. */
const profilePass = (s: Settings, names: ReadonlyArray<AppName>, database: OnPostgres | undefined) =>
  Effect.gen(function* () {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "trilho-bench-idle-profile-"))
    const { window } = yield* pass(s, names, database, root)
    for (const name of names) {
      const dir = path.join(root, name)
      yield* Console.log(
        `\nCPU profile of ${name}, idle (${s.seconds} s; busy samples only, idle ones left out), ${dir}:\n` +
          summarizeProfiles(dir, 20, { window, busyOnly: true })
      )
    }
  })

const main = Effect.gen(function* () {
  const s = yield* settings
  const { names, postgres } = yield* selectedApps(s)
  yield* buildCli
  const db = postgres ? yield* makeBenchDatabase(Option.getOrThrow(s.url)) : undefined
  const database: OnPostgres | undefined = db === undefined ? undefined : { url: db.url, sql: Layer.orDie(db.pool(1)) }
  yield* Console.log(
    `Idle bench: ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}; ${names.join(", ")} ` +
      `(node dist/trilho.js <app>), one process each, no traffic; ${s.settleSeconds} s to settle, then ${s.seconds} s ` +
      `measured\n`
  )
  const { figures } = yield* pass(s, names, database)
  yield* Console.log(formatTable(figures))
  if (s.profile) yield* profilePass(s, names, database)
}).pipe(Effect.scoped)

runBench(main)
