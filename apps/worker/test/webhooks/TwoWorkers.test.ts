import { expect, it } from "@effect/vitest"
import { Ledger, Outbox, WebhookDeliveries } from "@trilho/domain"
import { layerPostgres, OutboxSql, runMigrations } from "@trilho/postgres"
import { describePostgres } from "@trilho/postgres/testing"
import { WebhookDeliveriesSql } from "@trilho/postgres"
import { WebhookEndpointsSql } from "@trilho/postgres"
import { SqlClient } from "effect/sql"
import { Crypto, Ids } from "@trilho/domain"
import { Effect, Layer, Redacted } from "effect"
import { type ChildProcess, spawn } from "node:child_process"
import * as path from "node:path"
import { makeEndpoint, startReceiver } from "./harness.ts"
import { freshMigratedDatabase } from "../jobs/billingFixtures.ts"

const events = 1200
const aggregates = 150

const spawnWorker = (url: string, id: string): ChildProcess =>
  spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "workerProcess.ts")], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      WORKER_ID: id,
      TRILHO_MODE: "sandbox",
      WEBHOOK_LEASE_MS: "3000",
      WEBHOOK_TIMEOUT_MS: "1500",
      WEBHOOK_CONCURRENCY: "16",
      WEBHOOK_DISPATCH_INTERVAL_MS: "20",
      WEBHOOK_SEND_INTERVAL_MS: "50"
    },
    stdio: ["ignore", "ignore", "pipe"]
  })

/** A fresh database for the worker processes, dropped at the end. */
const freshDatabase = freshMigratedDatabase("wk")

describePostgres("two webhook workers on one PostgreSQL", () => {
  it.live(
    "one worker SIGKILLed mid-batch: no event lost, and any duplicate carries the same delivery id",
    () =>
      Effect.gen(function* () {
        const db = yield* freshDatabase
        const storage = Layer.mergeAll(OutboxSql.layer, WebhookDeliveriesSql.layer, WebhookEndpointsSql.layer).pipe(
          Layer.provideMerge(Ids.layer.pipe(Layer.provideMerge(Crypto.layerDeterministic(99)))),
          Layer.provideMerge(layerPostgres({ url: Redacted.make(db.url), poolSize: 2 }))
        )
        const ctx = yield* Layer.build(storage)
        const use = <A, E>(effect: Effect.Effect<A, E, Layer.Success<typeof storage>>) => Effect.provide(effect, ctx)
        yield* use(runMigrations)

        // A receiver that takes a little time, so each worker has sends in flight when it dies.
        const receiver = yield* startReceiver(() => 200)
        const slow = receiver.server.listeners("request")[0] as (req: unknown, res: unknown) => void
        receiver.server.removeAllListeners("request")
        receiver.server.on("request", (req, res) => setTimeout(() => slow(req, res), 15))

        const account = Ledger.AccountId.make("acc_two_workers")
        const endpoint = yield* use(makeEndpoint(account, receiver.url))

        const workers = [spawnWorker(db.url, "wA"), spawnWorker(db.url, "wB")]
        const stderr: Array<string> = []
        workers.forEach((w) => w.stderr?.on("data", (c: Buffer) => stderr.push(c.toString())))
        yield* Effect.addFinalizer(() => Effect.sync(() => workers.forEach((w) => w.kill("SIGKILL"))))

        // Events keep arriving while the workers run: 1,200 in batches across 150 payments.
        const outbox = yield* use(Outbox.Outbox)
        for (let batch = 0; batch < events / 100; batch++) {
          yield* use(
            outbox.append(
              Array.from({ length: 100 }, (_, i) => {
                const n = batch * 100 + i
                return {
                  accountId: account,
                  eventType: n % 2 === 0 ? "payment.created" : "payment.paid",
                  aggregateId: `pix_${n % aggregates}`,
                  apiKeyId: undefined,
                  payload: { id: `pix_${n % aggregates}`, n },
                  createdAt: new Date()
                }
              })
            )
          )
          if (batch === 0) {
            // The processes start (tsx compiles them): wait for the first delivery.
            for (let i = 0; i < 600 && receiver.received.length === 0; i++) yield* Effect.sleep("50 millis")
          }
          yield* Effect.sleep("30 millis")
          if (batch === 3) {
            // Wait until worker A is mid-batch (holds leased deliveries), then kill it without warning.
            const sql = yield* use(SqlClient.SqlClient)
            let leased = 0
            for (let i = 0; i < 2000 && leased === 0; i++) {
              const rows = yield* use(
                sql<{ n: string }>`SELECT count(*) AS n FROM webhook_deliveries
                                    WHERE status = 'PENDING' AND lease_token LIKE 'wA:%'`
              )
              leased = Number(rows[0]!.n)
              if (leased === 0) yield* Effect.sleep("5 millis")
            }
            expect(leased).toBeGreaterThan(0)
            workers[0]!.kill("SIGKILL")
          }
        }

        // Wait for every event to be delivered by the surviving worker (lost leases end after 3 s).
        const deliveries = yield* use(WebhookDeliveries.WebhookDeliveries)
        const sql = yield* use(SqlClient.SqlClient)
        let done = false
        for (let i = 0; i < 600 && !done; i++) {
          const rows = yield* use(
            sql<{ total: string; succeeded: string }>`
              SELECT count(*) AS total, count(*) FILTER (WHERE status = 'SUCCEEDED') AS succeeded
                FROM webhook_deliveries WHERE endpoint_id = ${endpoint.id}`
          )
          done = Number(rows[0]!.total) === events && Number(rows[0]!.succeeded) === events
          if (!done) yield* Effect.sleep("100 millis")
        }
        expect(done, stderr.join("")).toBe(true)
        expect(receiver.applied.size).toBe(events)

        // Every event reached the receiver; every duplicate repeats a delivery id the store knows, for the same event.
        const bodies = new Map<string, string>()
        for (const r of receiver.received) {
          const id = JSON.parse(r.body).id as string
          const seen = bodies.get(id)
          if (seen !== undefined) expect(r.body).toBe(seen)
          bodies.set(id, r.body)
        }
        const stored = yield* use(deliveries.findManyByEndpoint(account, endpoint.id, { offset: 0, limit: 1000 }))
        const rest = yield* use(deliveries.findManyByEndpoint(account, endpoint.id, { offset: 1000, limit: 1000 }))
        const storedIds = new Set([...stored.items, ...rest.items].map((d) => d.id))
        expect(storedIds.size).toBe(events)
        for (const id of receiver.duplicates) expect(storedIds.has(id)).toBe(true)
        expect([...receiver.applied.keys()].every((id) => storedIds.has(id))).toBe(true)
        const eventNumbers = new Set([...receiver.applied.values()].map((b) => (b as { data: { n: number } }).data.n))
        expect(eventNumbers.size).toBe(events)
      }).pipe(Effect.scoped),
    120_000
  )
})
