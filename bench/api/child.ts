import { Config, Effect, Layer } from "effect"
import { HttpServer } from "effect/http"
import * as fs from "node:fs"
import { Session } from "node:inspector/promises"

/** What a server child of the API bench reads from its environment (set by `servers.ts`). */
export const childSettings = Config.all({
  databaseUrl: Config.String("BENCH_CHILD_DATABASE_URL"),
  poolSize: Config.Int("BENCH_POOL_SIZE"),
  tracing: Config.Boolean("BENCH_TRACING").pipe(Config.withDefault(false)),
  /** The request line of `trilho api` (one structured line per request, batched to standard output). */
  requestLog: Config.Boolean("BENCH_REQUEST_LOG").pipe(Config.withDefault(true))
})

/** A message a server child sends its parent once it listens. */
export interface Listening {
  readonly listening: number
}

/** Tells the parent process the port the server listens on. */
const tellParent = Layer.effectDiscard(
  Effect.flatMap(HttpServer.HttpServer, (server) =>
    Effect.sync(() => {
      const address = server.address
      if ("port" in address && process.connected) {
        process.send?.({ listening: address.port } satisfies Listening)
      }
    })
  )
)

/**
 * Runs `served` (an app's layer with its HTTP server merged in: `app.pipe(Layer.provideMerge(http))`) and, once it is
 * built, tells the parent the port. The server listens before the app's router is built; a port told while the router
 * was still building (the two built side by side) let the parent's first request reach a server with no request
 * handler yet, where it hung until the parent's `fetch` failed on its timeout.
 */
export const serveThenTell = <A extends HttpServer.HttpServer, E, R>(served: Layer.Layer<A, E, R>) =>
  Layer.launch(tellParent.pipe(Layer.provide(served)))

/** IPC messages of the profiler control: start, stop and write to `file`, and the child's answers. */
export type ProfilerMessage =
  | { readonly profile: "start" }
  | { readonly profile: "stop"; readonly file: string }
  | { readonly profiling: "started" | "written" }

/**
 * Lets the parent profile this process over a window of its choosing: V8's CPU profiler (what `node --cpu-prof`
 * runs), started and stopped through the inspector on its messages, so that start-up is not in the profile.
 */
export const listenForProfiling = () => {
  let session: Session | undefined
  process.on("message", (message: ProfilerMessage) => {
    if (!("profile" in message)) return
    void (async () => {
      if (message.profile === "start" && session === undefined) {
        session = new Session()
        session.connect()
        await session.post("Profiler.enable")
        await session.post("Profiler.start")
        process.send?.({ profiling: "started" } satisfies ProfilerMessage)
      } else if (message.profile === "stop" && session !== undefined) {
        const { profile } = await session.post("Profiler.stop")
        fs.writeFileSync(message.file, JSON.stringify(profile))
        session.disconnect()
        session = undefined
        process.send?.({ profiling: "written" } satisfies ProfilerMessage)
      }
    })()
  })
}

/**
 * Ends this process when its parent goes away (the IPC channel closes), so that a bench stopped in any way leaves no
 * server behind.
 */
export const exitWithParent = () => {
  process.once("disconnect", () => process.exit(0))
}
