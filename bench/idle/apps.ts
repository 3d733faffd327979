import { Data, Effect, type Scope } from "effect"
import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import * as path from "node:path"
import { fileURLToPath } from "node:url"

export class AppStartError extends Data.TaggedError("AppStartError")<{ readonly message: string }> {}

/** The apps the bench runs: `trilho <command>`, ready once its output shows `ready`. */
export const apps = {
  api: { command: "api", database: "postgres", ready: /Listening on http/ },
  gateway: { command: "gateway", database: "postgres", ready: /gateway listening on/ },
  worker: { command: "worker", database: "postgres", ready: /worker \S+ running/ },
  dev: { command: "dev", database: "pglite", ready: /Trilho sandbox is running/ }
} as const

export type AppName = keyof typeof apps

/** An app running in its own process. */
export interface AppProcess {
  readonly name: AppName
  readonly child: ChildProcess
  readonly pid: number
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
const entry = path.join(root, "dist", "trilho.js")

/** Builds `dist/trilho.js` when a source is newer than it (`npm run trilho` does the same). */
export const buildCli = Effect.sync(() =>
  execFileSync(process.execPath, [path.join(root, "scripts", "build.mjs"), "--if-stale"], { stdio: "inherit" })
)

/** The last lines an app wrote, for the message of a failed start. */
const tail = (text: string) => text.trimEnd().split("\n").slice(-5).join("\n")

/**
 * Starts `node dist/trilho.js <command>` with `env` (its whole environment), and waits until its output says it is
 * ready. Its output is read and dropped for as long as it runs. Stopped with SIGTERM when the scope closes (SIGKILL if it has not
 * exited 30 s later); a profiled app writes its profile as it exits.
 */
export const startApp = (options: {
  readonly name: AppName
  readonly env: Readonly<Record<string, string>>
  readonly profileDir?: string | undefined
}): Effect.Effect<AppProcess, AppStartError, Scope.Scope> =>
  Effect.acquireRelease(
    Effect.callback<AppProcess, AppStartError>((resume) => {
      const app = apps[options.name]
      const profile = options.profileDir === undefined ? [] : ["--cpu-prof", `--cpu-prof-dir=${options.profileDir}`]
      const child = spawn(process.execPath, [...profile, entry, app.command], {
        cwd: root,
        env: options.env,
        stdio: ["ignore", "pipe", "pipe"]
      })
      let output = ""
      const onOutput = (chunk: Buffer) => {
        output = (output + chunk.toString("utf8")).slice(-10_000)
        if (!app.ready.test(output)) return
        clearTimeout(timer)
        child.removeAllListeners("exit")
        child.stdout.off("data", onOutput)
        child.stderr.off("data", onOutput)
        child.stdout.resume()
        child.stderr.resume()
        resume(Effect.succeed({ name: options.name, child, pid: child.pid! }))
      }
      const fail = (message: string) => {
        child.kill("SIGKILL")
        resume(Effect.fail(new AppStartError({ message: `${options.name}: ${message}\n${tail(output)}` })))
      }
      const timer = setTimeout(() => fail("not ready within 120 s"), 120_000)
      child.once("exit", (code, signal) => {
        clearTimeout(timer)
        fail(`exited before it was ready (${signal ?? code})`)
      })
      child.stdout.on("data", onOutput)
      child.stderr.on("data", onOutput)
    }),
    (app) =>
      Effect.callback<void>((resume) => {
        const child = app.child
        if (child.exitCode !== null || child.signalCode !== null) return resume(Effect.void)
        const timer = setTimeout(() => child.kill("SIGKILL"), 30_000)
        child.once("exit", () => {
          clearTimeout(timer)
          resume(Effect.void)
        })
        child.kill("SIGTERM")
      })
  )
