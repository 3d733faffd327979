import { Protocol } from "@trilho/gateway"
import type { Outbox } from "@trilho/domain"
import { Effect } from "effect"
import * as path from "node:path"
import type pg from "pg"
import { processCpuUs } from "../api/cpu.ts"
import { type ServerProcess, withProfile } from "../api/servers.ts"
import { type Clients, drain, publishFromMemory, serverHeapSnapshot, serverMemory } from "./clients.ts"
import { heapByKind, heapPerConnection } from "./heap.ts"
import { wallMs } from "./messages.ts"
import { produce, type Produced } from "./producer.ts"
import { percentile } from "./report.ts"
import type { BenchMerchant } from "./seed.ts"

/** The pattern every subscribed connection of the bench holds. */
export const pattern = "payment.*"

/** The WebSocket URL of a server child. */
export const wsUrl = (server: ServerProcess) => `${server.url.replace(/^http/, "ws")}/v1`

/** A `payment.created` event's payload: the one the API wrote for a real charge, with the charge's id replaced. */
export interface Payload {
  readonly text: string
  readonly chargeId: string
}
const payloadFor = (payload: Payload, chargeId: string) => payload.text.replaceAll(payload.chargeId, chargeId)

/** The server's memory after a full GC, once its allocations have had a moment to settle. */
const settledMemory = (server: ServerProcess) =>
  Effect.andThen(Effect.sleep("1 second"), Effect.andThen(serverMemory(server), serverMemory(server)))

/** Connections opened and closed before the first measurement of (a): their one-off allocations stay out of it. */
const warmupConnectionsMax = 1_000

/** What (a) records besides its figures, when asked: files written in `dir`. */
export interface IdleProfiling {
  readonly dir: string
  /** V8's CPU profile of the server while the connections open (`<dir>/connect.cpuprofile`). */
  readonly cpu: boolean
  /** Heap snapshots of the server after the figures' measurements, before and after the connections. */
  readonly heap: boolean
}

/**
 * (a): the server's memory per connection: resident set and JS heap after a full GC, before and after
 * `secrets.length` connections, after a warm-up of up to 1,000 connections opened and closed, so that buffers, code
 * compiled and pools grown by the first connections stay out of it. With `profiling`, also a CPU profile of the
 * opening and a summary of the heap objects the connections added (the first snapshot is taken before the first
 * measurement, the second after the second, so that they move the figures as little as possible).
 */
export const idlePhase = (
  clients: Clients,
  server: ServerProcess,
  secrets: ReadonlyArray<string>,
  profiling?: IdleProfiling
) =>
  Effect.gen(function* () {
    yield* clients.connect(wsUrl(server), secrets.slice(0, Math.min(warmupConnectionsMax, secrets.length / 10)))
    yield* clients.close
    const snapshot = (name: string) =>
      profiling?.heap === true
        ? Effect.map(serverHeapSnapshot(server, path.join(profiling.dir, name)), (r) => r.file)
        : Effect.succeed(undefined)
    // The snapshot first: the memory it takes to write stays out of the difference.
    const beforeFile = yield* snapshot("before.heapsnapshot")
    const before = yield* settledMemory(server)
    const startMs = Date.now()
    const cpuBeforeUs = processCpuUs(server.pid)
    const opening = clients.connect(wsUrl(server), secrets)
    const connected = yield* profiling?.cpu === true
      ? withProfile(server, path.join(profiling.dir, "connect.cpuprofile"), opening)
      : opening
    const connectSeconds = (Date.now() - startMs) / 1000
    const connectCpuUs = processCpuUs(server.pid) - cpuBeforeUs
    const after = yield* settledMemory(server)
    const afterFile = yield* snapshot("after.heapsnapshot")
    const report = yield* clients.report
    yield* clients.close
    return {
      ...connected,
      connectSeconds,
      connectCpuUs,
      closedByServer: report.closedByServer,
      rssBytes: after.rssBytes - before.rssBytes,
      heapUsedBytes: after.heapUsedBytes - before.heapUsedBytes,
      heapTotalBytes: after.heapTotalBytes - before.heapTotalBytes,
      rssMiB: after.rssBytes / 2 ** 20,
      heapObjects:
        beforeFile === undefined || afterFile === undefined
          ? undefined
          : heapPerConnection(heapByKind(beforeFile), heapByKind(afterFile), Math.max(1, connected.open), 15)
    } satisfies IdleRound
  })

/** One round of (a) on one server: what its connections added (differences after a full GC) and took. */
export interface IdleRound {
  readonly open: number
  readonly failed: number
  readonly firstError: string
  readonly closedByServer: number
  readonly connectSeconds: number
  readonly connectCpuUs: number
  readonly rssBytes: number
  readonly heapUsedBytes: number
  /** V8's committed heap: the part of the resident set that follows the garbage made, not what is kept. */
  readonly heapTotalBytes: number
  readonly rssMiB: number
  readonly heapObjects: string | undefined
}

/**
 * (a) over its rounds, per connection: sums over sums, so that a round on a busier machine weighs on the figure as
 * much as its connections and seconds do.
 */
export const summarizeIdle = (rounds: ReadonlyArray<IdleRound>) => {
  const sum = (f: (round: IdleRound) => number) => rounds.reduce((n, round) => n + f(round), 0)
  const open = sum((r) => r.open)
  const per = (f: (round: IdleRound) => number) => sum(f) / Math.max(1, open)
  return {
    open,
    failed: sum((r) => r.failed),
    perSecond: open / sum((r) => r.connectSeconds),
    cpuUsPerConnection: per((r) => r.connectCpuUs),
    rssBytesPerConnection: per((r) => r.rssBytes),
    heapBytesPerConnection: per((r) => r.heapUsedBytes),
    heapCommittedBytesPerConnection: per((r) => r.heapTotalBytes),
    heapObjects: rounds[0]?.heapObjects
  }
}

/** What a fan-out run delivered. */
export interface Fanout {
  readonly open: number
  readonly events: number
  readonly deliveries: number
  readonly expected: number
  readonly seconds: number
  readonly perSecond: number
  readonly cpuUsPerDelivery: number
  readonly detail: string
}

const fanoutOf = (
  server: ServerProcess,
  open: number,
  events: number,
  startMs: number,
  cpuBeforeUs: number,
  delivered: { readonly frames: number; readonly lastMs: number; readonly closedByServer: number },
  detail: string
): Fanout => {
  const seconds = (delivered.lastMs - startMs) / 1000
  return {
    open,
    events,
    deliveries: delivered.frames,
    expected: events * open,
    seconds,
    perSecond: delivered.frames / seconds,
    cpuUsPerDelivery: (processCpuUs(server.pid) - cpuBeforeUs) / Math.max(1, delivered.frames),
    detail: `${detail}; ${delivered.closedByServer} connections closed by the server`
  }
}

/**
 * (b), ours: `connections` connections of one key subscribed to `payment.*`, events of that key committed at `rate`
 * for `seconds`; deliveries counted at the clients until they stop coming. Also returns the frames, for the bare app.
 */
export const gatewayFanout = (options: {
  readonly clients: Clients
  readonly server: ServerProcess
  readonly pool: pg.Pool
  readonly merchant: BenchMerchant
  readonly payload: Payload
  readonly connections: number
  readonly rate: number
  readonly seconds: number
}) =>
  Effect.gen(function* () {
    const { clients, server, merchant } = options
    const secrets = Array.from({ length: options.connections }, () => merchant.secret)
    const connected = yield* clients.connect(wsUrl(server), secrets, pattern)
    yield* clients.reset(false)
    const cpuBeforeUs = processCpuUs(server.pid)
    const produced = yield* Effect.promise(() =>
      produce({
        pool: options.pool,
        rate: options.rate,
        seconds: options.seconds,
        perCommit: 1,
        event: (i) => ({
          accountId: merchant.accountId,
          apiKeyId: merchant.apiKeyId,
          aggregateId: `pix_fan${i}`,
          payload: payloadFor(options.payload, `pix_fan${i}`)
        })
      })
    )
    const delivered = yield* drain(clients)
    yield* clients.close
    // The frames the gateway sent, for the bare app to publish: the same ids, types, payloads and times.
    const ids = [...produced.committedAtMs.keys()].sort((a, b) => a - b)
    const createdAt = new Date()
    const frames = ids.map((id, i) =>
      Protocol.eventFrameFor(
        Protocol.eventFrame(
          {
            id,
            position: `0:${id}`,
            accountId: merchant.accountId,
            eventType: "payment.created",
            aggregateId: `pix_fan${i}`,
            apiKeyId: merchant.apiKeyId,
            payload: JSON.parse(payloadFor(options.payload, `pix_fan${i}`)),
            createdAt
          } as Outbox.OutboxEvent,
          "bench"
        ),
        1,
        0
      )
    )
    const fanout = fanoutOf(
      server,
      connected.open,
      ids.length,
      produced.startMs,
      cpuBeforeUs,
      delivered,
      `${connected.open} connections (${connected.failed} failed${connected.firstError === "" ? "" : `: ${connected.firstError}`}); ` +
        `${ids.length} events committed in ${produced.seconds.toFixed(1)} s, ${produced.failed} failed`
    )
    return { fanout, frames }
  })

/** (b), baseline: the bare app publishes `frames` from memory at `rate` to as many connections of the same clients. */
export const bareFanout = (options: {
  readonly clients: Clients
  readonly server: ServerProcess
  readonly secret: string
  readonly connections: number
  readonly frames: ReadonlyArray<string>
  readonly rate: number
  readonly bySend: boolean
}) =>
  Effect.gen(function* () {
    const { clients, server } = options
    const secrets = Array.from({ length: options.connections }, () => options.secret)
    const connected = yield* clients.connect(wsUrl(server), secrets, pattern)
    yield* clients.reset(false)
    const cpuBeforeUs = processCpuUs(server.pid)
    const startMs = wallMs()
    const published = yield* publishFromMemory(server, pattern, options.frames, options.rate, options.bySend)
    const delivered = yield* drain(clients)
    yield* clients.close
    return fanoutOf(
      server,
      connected.open,
      published.frames,
      startMs,
      cpuBeforeUs,
      delivered,
      `${connected.open} connections (${connected.failed} failed); ${published.frames} frames published in ` +
        `${published.seconds.toFixed(1)} s`
    )
  })

/**
 * (c): one connection per merchant (each its own key) subscribed to `payment.*`; events committed at `rate`,
 * `perCommit` in each transaction, each event addressed to one merchant's key in turn, so that exactly one socket
 * receives it. Latency: from the wall time right after the COMMIT returned to the frame's arrival at the client.
 */
export const latencyPhase = (options: {
  readonly clients: Clients
  readonly server: ServerProcess
  readonly pool: pg.Pool
  readonly merchants: ReadonlyArray<BenchMerchant>
  readonly payload: Payload
  readonly rate: number
  readonly perCommit: number
  readonly seconds: number
}) =>
  Effect.gen(function* () {
    const { clients, server, merchants } = options
    const connected = yield* clients.connect(
      wsUrl(server),
      merchants.map((m) => m.secret),
      pattern
    )
    yield* clients.reset(true)
    const cpuBeforeUs = processCpuUs(server.pid)
    const produced: Produced = yield* Effect.promise(() =>
      produce({
        pool: options.pool,
        rate: options.rate,
        seconds: options.seconds,
        perCommit: options.perCommit,
        event: (i) => {
          const merchant = merchants[i % merchants.length]!
          return {
            accountId: merchant.accountId,
            apiKeyId: merchant.apiKeyId,
            aggregateId: `pix_lat${i}`,
            payload: payloadFor(options.payload, `pix_lat${i}`)
          }
        }
      })
    )
    const delivered = yield* drain(clients)
    const cpuUs = processCpuUs(server.pid) - cpuBeforeUs
    yield* clients.close
    const latencies: Array<number> = []
    let unknown = 0
    const seen = new Set<number>()
    for (const [id, atMs] of delivered.arrivals) {
      const committedMs = produced.committedAtMs.get(id)
      if (committedMs === undefined || seen.has(id)) unknown++
      else latencies.push(atMs - committedMs)
      seen.add(id)
    }
    latencies.sort((a, b) => a - b)
    const events = produced.committedAtMs.size
    return {
      open: connected.open,
      failedConnections: connected.failed,
      events,
      committedPerSecond: events / produced.seconds,
      failedCommits: produced.failed,
      firstError: produced.firstError,
      delivered: latencies.length,
      missing: events - latencies.length,
      unexpected: unknown,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      p99Ms: percentile(latencies, 99),
      maxMs: latencies.length === 0 ? Number.NaN : latencies[latencies.length - 1]!,
      cpuUsPerEvent: cpuUs / Math.max(1, latencies.length),
      closedByServer: delivered.closedByServer
    }
  })
