import { Data, Effect, type Scope } from "effect"
import { type ChildProcess, fork } from "node:child_process"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { bundle } from "../../scripts/bundle.mjs"
import type { Listening, ProfilerMessage } from "./child.ts"

export class ServerStartError extends Data.TaggedError("ServerStartError")<{ readonly message: string }> {}

/** A server running in its own process. */
export interface ServerProcess {
  readonly child: ChildProcess
  readonly name: string
  readonly pid: number
  readonly url: string
}

const here = path.dirname(fileURLToPath(import.meta.url))
const benchRoot = path.resolve(here, "..")
const repositoryRoot = path.resolve(benchRoot, "..")

/** Bundles already made by this process, by source file. */
const built = new Map<string, Promise<string>>()

/**
 * The JavaScript of the server `source` (a TypeScript file of the bench), bundled as production is
 * (`scripts/bundle.mjs`: minified syntax, source maps) under `bench/.build/`, once per process.
 */
export const buildServer = (source: string): Effect.Effect<string, ServerStartError> =>
  Effect.tryPromise({
    try: () => {
      const known = built.get(source)
      if (known !== undefined) return known
      const relative = path.relative(benchRoot, source).replace(/\.ts$/, "")
      const outdir = path.join(benchRoot, ".build", path.dirname(relative))
      const name = path.basename(relative)
      const made = bundle({
        entryPoints: { [name]: path.relative(repositoryRoot, source) },
        outdir: path.join(outdir, name)
      }).then(() => path.join(outdir, name, `${name}.js`))
      built.set(source, made)
      return made
    },
    catch: (cause) => new ServerStartError({ message: `${path.basename(source)}: build failed: ${String(cause)}` })
  })

/**
 * Starts `file` (a path from this folder) in its own node process, bundled to JavaScript first (`buildServer`), with
 * `execArgv`, and waits until it tells its port. Each server gets a process of its own, so that no server shares its
 * event loop with the load generator or another server.
 * Stopped with SIGTERM when the scope closes (SIGKILL if it has not exited 10 s later).
 */
export const startServer = (options: {
  readonly name: string
  readonly file: string
  readonly env: Readonly<Record<string, string>>
  readonly execArgv?: ReadonlyArray<string> | undefined
}): Effect.Effect<ServerProcess, ServerStartError, Scope.Scope> =>
  Effect.acquireRelease(
    Effect.flatMap(buildServer(path.resolve(here, options.file)), (script) => launch(options, script)),
    stop
  )

const launch = (
  options: {
    readonly name: string
    readonly env: Readonly<Record<string, string>>
    readonly execArgv?: ReadonlyArray<string> | undefined
  },
  script: string
) =>
  Effect.callback<ServerProcess, ServerStartError>((resume) => {
    const child = fork(script, [], {
      execArgv: [...(options.execArgv ?? [])],
      env: { ...process.env, ...options.env },
      stdio: ["ignore", "ignore", "inherit", "ipc"]
    })
    const fail = (message: string) => {
      child.kill("SIGKILL")
      resume(Effect.fail(new ServerStartError({ message: `${options.name}: ${message}` })))
    }
    const timer = setTimeout(() => fail("did not listen within 60 s"), 60_000)
    child.once("exit", (code, signal) => {
      clearTimeout(timer)
      fail(`exited before listening (${signal ?? code})`)
    })
    child.on("message", (message: Partial<Listening>) => {
      if (typeof message.listening !== "number") return
      clearTimeout(timer)
      child.removeAllListeners("exit")
      resume(
        Effect.succeed({ name: options.name, pid: child.pid!, url: `http://127.0.0.1:${message.listening}`, child })
      )
    })
  })

/** Stops a server: SIGTERM, then SIGKILL if it has not exited 10 s later. */
const stop = (server: ServerProcess) =>
  Effect.callback<void>((resume) => {
    const child = server.child
    if (child.exitCode !== null || child.signalCode !== null) return resume(Effect.void)
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000)
    child.once("exit", () => {
      clearTimeout(timer)
      resume(Effect.void)
    })
    child.kill("SIGTERM")
  })

/** Runs `during` with `server`'s CPU profiler on (see `listenForProfiling`), and writes the profile to `file`. */
export const withProfile = <A, E, R>(server: ServerProcess, file: string, during: Effect.Effect<A, E, R>) => {
  const ask = (message: ProfilerMessage, answer: "started" | "written") =>
    Effect.callback<void>((resume) => {
      const onMessage = (reply: Partial<ProfilerMessage>) => {
        if ("profiling" in reply && reply.profiling === answer) {
          server.child.off("message", onMessage)
          resume(Effect.void)
        }
      }
      server.child.on("message", onMessage)
      server.child.send(message)
    }).pipe(Effect.timeout("30 seconds"), Effect.orDie)
  return Effect.acquireUseRelease(
    ask({ profile: "start" }, "started"),
    () => during,
    () => ask({ profile: "stop", file }, "written")
  )
}
