import { Data, Effect, type Scope } from "effect"
import { type ChildProcess, fork } from "node:child_process"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { processCpuUs } from "../api/cpu.ts"
import type { ServerProcess } from "../api/servers.ts"
import type { ClientCommand, ClientReply, ServerCommand, ServerReply } from "./messages.ts"

export class ClientError extends Data.TaggedError("ClientError")<{ readonly message: string }> {}

const here = path.dirname(fileURLToPath(import.meta.url))

/** How long a client process or a server may take to answer the bench (opening 10,000 connections on a loaded machine). */
const answerTimeout = "600 seconds"

/** The next message of `child` that `pick` accepts, after sending `message` (if any). */
const ask = <A>(child: ChildProcess, message: unknown, pick: (reply: any) => A | undefined) =>
  Effect.callback<A>((resume) => {
    const onMessage = (reply: unknown) => {
      const picked = pick(reply)
      if (picked === undefined) return
      child.off("message", onMessage)
      resume(Effect.succeed(picked))
    }
    child.on("message", onMessage)
    if (message !== undefined) child.send(message as object)
    return Effect.sync(() => child.off("message", onMessage))
  }).pipe(
    Effect.timeoutOrElse({
      duration: answerTimeout,
      orElse: () => Effect.fail(new ClientError({ message: "no answer in time" }))
    })
  )

/** What the client processes saw since the last reset, summed. */
export interface ClientsReport {
  readonly frames: number
  readonly lastMs: number
  readonly arrivals: ReadonlyArray<readonly [number, number]>
  readonly closedByServer: number
}

/**
 * `count` client processes (`client.ts`), stopped when the scope closes. The connections of a phase are dealt to them
 * in turn; the same processes drive every server.
 */
export const startClients = (count: number): Effect.Effect<Clients, never, Scope.Scope> =>
  Effect.acquireRelease(
    Effect.sync(() =>
      Array.from({ length: count }, () =>
        fork(path.join(here, "client.ts"), [], {
          execArgv: ["--import", "tsx"],
          stdio: ["ignore", "inherit", "inherit", "ipc"]
        })
      )
    ),
    (children) => Effect.sync(() => children.forEach((child) => child.kill("SIGKILL")))
  ).pipe(Effect.map(makeClients))

const makeClients = (children: ReadonlyArray<ChildProcess>) => {
  const all = <A>(message: (i: number) => ClientCommand | undefined, pick: (reply: ClientReply) => A | undefined) =>
    Effect.all(
      children.map((child, i) => ask(child, message(i), pick)),
      { concurrency: "unbounded" }
    )
  return {
    /** Opens one connection per secret, authenticated and subscribed to `pattern` when set. */
    connect: (url: string, secrets: ReadonlyArray<string>, pattern?: string) =>
      Effect.map(
        all(
          (i) => ({
            command: "connect",
            url,
            secrets: secrets.filter((_, j) => j % children.length === i),
            pattern
          }),
          (r) => (r.reply === "connected" ? r : undefined)
        ),
        (replies) => ({
          open: replies.reduce((n, r) => n + r.open, 0),
          failed: replies.reduce((n, r) => n + r.failed, 0),
          firstError: replies.find((r) => r.firstError !== "")?.firstError ?? ""
        })
      ),
    reset: (record: boolean) =>
      Effect.sync(() => children.forEach((child) => child.send({ command: "reset", record } satisfies ClientCommand))),
    report: Effect.map(
      all(
        () => ({ command: "report" }),
        (r) => (r.reply === "report" ? r : undefined)
      ),
      (replies): ClientsReport => ({
        frames: replies.reduce((n, r) => n + r.frames, 0),
        lastMs: Math.max(...replies.map((r) => r.lastMs)),
        arrivals: replies.flatMap((r) => r.arrivals),
        closedByServer: replies.reduce((n, r) => n + r.closedByServer, 0)
      })
    ),
    close: Effect.asVoid(
      all(
        () => ({ command: "close" }),
        (r) => (r.reply === "closed" ? r : undefined)
      )
    ),
    /** CPU time (user + system) of the client processes so far, in µs. */
    cpuUs: () => children.reduce((n, child) => n + processCpuUs(child.pid!), 0)
  }
}
export type Clients = ReturnType<typeof makeClients>

/** The server's resident set and heap after a full GC (the child runs with `--expose-gc`). */
export const serverMemory = (server: ServerProcess) =>
  ask(server.child, { command: "memory" } satisfies ServerCommand, (r: ServerReply) =>
    r.reply === "memory" ? r : undefined
  )

/** Has a server write a heap snapshot to `file` (after a full GC); resolves once it is written. */
export const serverHeapSnapshot = (server: ServerProcess, file: string) =>
  ask(server.child, { command: "heapSnapshot", file } satisfies ServerCommand, (r: ServerReply) =>
    r.reply === "heapSnapshot" ? r : undefined
  )

/** Has the bare app publish `frames` on `topic` at `rate` per second; resolves when the last one is published. */
export const publishFromMemory = (
  server: ServerProcess,
  topic: string,
  frames: ReadonlyArray<string>,
  rate: number,
  bySend: boolean
) =>
  ask(server.child, { command: "publish", topic, frames, rate, bySend } satisfies ServerCommand, (r: ServerReply) =>
    r.reply === "published" ? r : undefined
  )

/** Waits until the clients' frame count stops rising for `quietMs` (at most `maxMs`); their report then. */
export const drain = (clients: Clients, quietMs = 1_000, maxMs = 15_000) =>
  Effect.gen(function* () {
    const startMs = Date.now()
    let last = yield* clients.report
    let steadySinceMs = Date.now()
    while (Date.now() - steadySinceMs < quietMs && Date.now() - startMs < maxMs) {
      yield* Effect.sleep("200 millis")
      const now = yield* clients.report
      if (now.frames !== last.frames) steadySinceMs = Date.now()
      last = now
    }
    return last
  })
