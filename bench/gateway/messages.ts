/** IPC between the gateway bench and its children: the client processes and the two servers. */

/** What the bench asks a client process. */
export type ClientCommand =
  | {
      readonly command: "connect"
      /** `ws://host:port/v1`; each connection adds `?token=<its secret>`. */
      readonly url: string
      /** One secret per connection to open. */
      readonly secrets: ReadonlyArray<string>
      /** Subscribed once authenticated, when set. */
      readonly pattern?: string | undefined
    }
  /** Zeroes the counters; with `record`, every event frame's outbox id and arrival time are kept. */
  | { readonly command: "reset"; readonly record: boolean }
  | { readonly command: "report" }
  | { readonly command: "close" }

/** A client process's answers. */
export type ClientReply =
  /** `open`: the connections this command opened (authenticated, and subscribed when asked). */
  | { readonly reply: "connected"; readonly open: number; readonly failed: number; readonly firstError: string }
  | {
      readonly reply: "report"
      /** Event frames received since the last reset. */
      readonly frames: number
      /** Arrival of the last event frame (epoch ms, sub-millisecond). */
      readonly lastMs: number
      /** With `record`: pairs of outbox id and arrival time (epoch ms). */
      readonly arrivals: ReadonlyArray<readonly [number, number]>
      /** Connections closed by the server since they opened. */
      readonly closedByServer: number
    }
  | { readonly reply: "closed" }

/** What the bench asks a server child besides the profiler's messages. */
export type ServerCommand =
  | { readonly command: "memory" }
  /** Writes a heap snapshot to `file` after a full GC (`BENCH_HEAP_PROFILE`). */
  | { readonly command: "heapSnapshot"; readonly file: string }
  /** Bare app only: publishes `frames` on `topic`, `rate` per second, from memory (`bySend`: a `send` per socket). */
  | {
      readonly command: "publish"
      readonly topic: string
      readonly frames: ReadonlyArray<string>
      readonly rate: number
      readonly bySend: boolean
    }

/** A server child's answers. */
export type ServerReply =
  | {
      readonly reply: "memory"
      readonly rssBytes: number
      readonly heapUsedBytes: number
      /** V8's heap as committed (`heapTotal`). */
      readonly heapTotalBytes: number
    }
  | { readonly reply: "published"; readonly frames: number; readonly seconds: number }
  | { readonly reply: "heapSnapshot"; readonly file: string }

/** Wall-clock time in ms with sub-millisecond precision, comparable between processes of one machine. */
export const wallMs = (): number => performance.timeOrigin + performance.now()

/** The outbox id of an event frame (`{"id":"dlv_<n>_…",…`), or undefined for any other frame. */
export const eventIdOf = (frame: string): number | undefined => {
  if (!frame.startsWith('{"id":"dlv_')) return undefined
  const end = frame.indexOf("_", 11)
  return end < 0 ? undefined : Number(frame.slice(11, end))
}
