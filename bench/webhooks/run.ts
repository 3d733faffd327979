/**
 * Webhook delivery throughput and latency on PostgreSQL, each figure beside its baseline run in the same process:
 * (a) deliveries/s from the outbox to a local receiver through the worker (dispatcher: outbox page → deliveries in one
 *     transaction; sender: leased claims, signing, POST, attempt recorded), beside (b) a bare loop that signs and POSTs
 *     the same bodies to the same receiver at the same concurrency (overhead ratio = a / b, target ≥ 0.7);
 * (c) commit-to-delivery latency at a steady 500 events/s (p50, p99, max; target p99 < 200 ms).
 * Settings: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), WEBHOOK_BENCH_EVENTS (5000),
 * WEBHOOK_BENCH_RATE (500 events/s), WEBHOOK_BENCH_SECONDS (10), WEBHOOK_BENCH_ROUNDS (5: (a) and (b) alternate), WEBHOOK_CONCURRENCY (64).
 */
import { Ids, Ledger, Outbox, WebhookEndpoints, Webhooks, WebhookSend } from "@trilho/domain"
import { NodeCrypto } from "@trilho/node"
import { NotifierPg, OutboxSql, TransactorSql } from "@trilho/postgres"
import { WebhookDeliveriesSql } from "@trilho/postgres"
import { WebhookEndpointsSql } from "@trilho/postgres"
import { post } from "@trilho/worker/delivery"
import { Webhooks as Worker } from "@trilho/worker"
import { SqlClient } from "effect/sql"
import { Console, Effect, Layer } from "effect"
import * as http from "node:http"
import type { AddressInfo } from "node:net"
import * as os from "node:os"
import { makeBenchDatabase } from "../ledger/database.ts"

const env = (name: string, fallback: number) => {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? value : fallback
}
const serverUrl = process.env.DATABASE_URL?.trim() || "postgres://postgres@127.0.0.1:5432/test"
const events = env("WEBHOOK_BENCH_EVENTS", 5000)
const rate = env("WEBHOOK_BENCH_RATE", 500)
const seconds = env("WEBHOOK_BENCH_SECONDS", 10)
const concurrency = env("WEBHOOK_CONCURRENCY", 64)
const rounds = env("WEBHOOK_BENCH_ROUNDS", 5)

/** A receiver answering 204 at once; it counts requests and keeps each one's arrival time by delivery body. */
const startReceiver = () =>
  new Promise<{ url: string; count: () => number; arrivals: Array<{ at: number; body: string }>; close: () => void }>(
    (resolve) => {
      const arrivals: Array<{ at: number; body: string }> = []
      let count = 0
      const server = http.createServer((req, res) => {
        const chunks: Array<Buffer> = []
        req.on("data", (c: Buffer) => chunks.push(c))
        req.on("end", () => {
          count++
          arrivals.push({ at: Date.now(), body: Buffer.concat(chunks).toString("utf8") })
          res.writeHead(204).end()
        })
      })
      server.keepAliveTimeout = 60_000
      server.listen(0, "127.0.0.1", () =>
        resolve({
          url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
          count: () => count,
          arrivals,
          close: () => {
            server.closeAllConnections()
            server.close()
          }
        })
      )
    }
  )

const waitFor = (condition: () => boolean, timeoutMs: number) =>
  Effect.gen(function* () {
    const deadline = Date.now() + timeoutMs
    while (!condition()) {
      if (Date.now() > deadline) return false
      yield* Effect.sleep("2 millis")
    }
    return true
  })

const percentile = (sorted: ReadonlyArray<number>, p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

const main = Effect.gen(function* () {
  const db = yield* makeBenchDatabase(serverUrl)
  const storage = Layer.mergeAll(
    OutboxSql.layer,
    TransactorSql.layer,
    WebhookDeliveriesSql.layer,
    WebhookEndpointsSql.layer,
    Ids.layer.pipe(Layer.provideMerge(NodeCrypto.layer)),
    // The worker's wake-ups: the outbox trigger's NOTIFY, through LISTEN, as in a worker process.
    Worker.WebhookSignals.layer.pipe(Layer.provide(NotifierPg.layer))
  ).pipe(Layer.provideMerge(db.pool(8)))
  const ctx = yield* Layer.build(storage)
  const receiver = yield* Effect.promise(() => startReceiver())
  yield* Effect.addFinalizer(() => Effect.sync(receiver.close))
  const config: Worker.WebhooksConfig = {
    mode: "sandbox",
    timeoutMs: 10_000,
    concurrency,
    // The safety polls of a worker process: notices and the worker's own signals do the waking.
    dispatchIntervalMs: 5_000,
    sendIntervalMs: 5_000,
    leaseMs: 60_000
  }

  yield* Console.log(
    `webhooks bench: PostgreSQL, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}; ` +
      `${events} events in ${rounds} rounds, sender concurrency ${concurrency}, pool 8, receiver in process (204 at once)\n`
  )

  const account = Ledger.AccountId.make("acc_bench_webhooks")
  const endpoint = yield* Effect.gen(function* () {
    const ids = yield* Ids.Ids
    const now = new Date()
    const e: Webhooks.WebhookEndpoint = {
      id: (yield* ids.next(Webhooks.webhookEndpointIdPrefix)) as Webhooks.WebhookEndpointId,
      accountId: account,
      apiKeyId: undefined,
      url: receiver.url,
      description: "bench",
      events: ["*"],
      status: "ACTIVE",
      secret: yield* Webhooks.generateSecret,
      previousSecret: undefined,
      previousSecretExpiresAt: undefined,
      failedEventsInARow: 0,
      createdAt: now,
      updatedAt: now
    }
    yield* (yield* WebhookEndpoints.WebhookEndpoints).insert(e)
    return e
  }).pipe(Effect.provide(ctx))

  const eventInput = (n: number): Outbox.OutboxEventInput => ({
    accountId: account,
    eventType: "payment.paid",
    aggregateId: `pix_bench_${n}`,
    payload: { id: `pix_bench_${n}`, status: "COMPLETED", amount: 10.5, t: Date.now() },
    createdAt: new Date()
  })

  // (a) and (b) alternate over `rounds`, so a change of load on the machine weighs on both alike.
  let workerSeconds = 0
  let bareSeconds = 0
  let bareCount = 0
  const perRound = Math.ceil(events / rounds)
  for (let round = 0; round < rounds; round++) {
    const first = round * perRound
    const count = Math.min(perRound, events - first)
    if (count <= 0) break
    const arrivedBefore = receiver.count()
    // (a) The worker: the round's events already committed, then the dispatcher and the sender started; until all
    // arrive.
    yield* Effect.gen(function* () {
      const outbox = yield* Outbox.Outbox
      for (let start = 0; start < count; start += 1000) {
        yield* outbox.append(
          Array.from({ length: Math.min(1000, count - start) }, (_, i) => eventInput(first + start + i))
        )
      }
    }).pipe(Effect.provide(ctx))
    const workerStart = performance.now()
    yield* Effect.scoped(
      Effect.gen(function* () {
        yield* Effect.forkScoped(Worker.runDispatcher(config))
        yield* Effect.forkScoped(Worker.runSender("bench", config))
        const done = yield* waitFor(() => receiver.count() >= arrivedBefore + count, 600_000)
        if (!done) yield* Console.log("worker phase timed out")
      }).pipe(Effect.provide(ctx))
    )
    workerSeconds += (performance.now() - workerStart) / 1000

    // (b) The bare loop: the same bodies, signed and POSTed with the same code and concurrency, nothing stored.
    const bodies = receiver.arrivals.slice(arrivedBefore, arrivedBefore + count).map((a) => a.body)
    const bareStart = performance.now()
    yield* Effect.forEach(
      bodies,
      (body) =>
        Effect.gen(function* () {
          const parsed = JSON.parse(body) as { id: string; event: string }
          const headers = yield* WebhookSend.deliveryHeaders({
            deliveryId: parsed.id,
            eventType: parsed.event,
            body,
            secret: endpoint.secret!,
            nowMs: Date.now()
          })
          yield* post(receiver.url, body, headers, { timeoutMs: 10_000, guardAddresses: false })
        }),
      { concurrency, discard: true }
    ).pipe(Effect.provide(ctx))
    bareSeconds += (performance.now() - bareStart) / 1000
    bareCount += bodies.length
  }
  const workerRate = events / workerSeconds
  const bareRate = bareCount / bareSeconds

  // (c) Latency at a steady rate: events committed one transaction per 10 ms tick, each waking the worker through
  // its NOTIFY.
  const latencies: Array<number> = []
  const before = receiver.arrivals.length
  yield* Effect.scoped(
    Effect.gen(function* () {
      yield* Effect.forkScoped(Worker.runDispatcher(config))
      yield* Effect.forkScoped(Worker.runSender("bench-latency", config))
      const outbox = yield* Outbox.Outbox
      const perTick = Math.max(1, Math.round(rate / 100))
      const ticks = seconds * 100
      const start = Date.now()
      for (let tick = 0; tick < ticks; tick++) {
        const due = start + tick * 10
        const wait = due - Date.now()
        if (wait > 0) yield* Effect.sleep(`${wait} millis`)
        yield* outbox.append(Array.from({ length: perTick }, (_, i) => eventInput(events + tick * perTick + i)))
      }
      yield* waitFor(() => receiver.arrivals.length - before >= ticks * perTick, 60_000)
    }).pipe(Effect.provide(ctx))
  )
  for (const a of receiver.arrivals.slice(before)) {
    const t = (JSON.parse(a.body) as { data: { t: number } }).data.t
    latencies.push(a.at - t)
  }
  latencies.sort((x, y) => x - y)

  const sql = yield* Effect.provide(SqlClient.SqlClient, ctx)
  const stored = yield* sql<{ n: string; ok: string }>`
    SELECT count(*) AS n, count(*) FILTER (WHERE status = 'SUCCEEDED') AS ok FROM webhook_deliveries`.pipe(Effect.orDie)

  yield* Console.log(
    [
      `(a) worker, outbox → receiver   ${workerRate.toFixed(0).padStart(7)} deliveries/s  (${events} in ${workerSeconds.toFixed(2)} s)`,
      `(b) bare loop, sign + POST      ${bareRate.toFixed(0).padStart(7)} deliveries/s  (${bareCount} in ${bareSeconds.toFixed(2)} s)`,
      `    overhead ratio a / b        ${(workerRate / bareRate).toFixed(2).padStart(7)}   (target ≥ 0.70)`,
      `(c) commit → delivery at ${rate}/s for ${seconds} s: p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms, ` +
        `max ${latencies.at(-1)} ms over ${latencies.length} events   (target p99 < 200 ms)`,
      `    deliveries stored ${stored[0]!.n}, SUCCEEDED ${stored[0]!.ok}`
    ].join("\n")
  )
})

Effect.runPromise(Effect.scoped(main)).then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  }
)
