import { expect, layer } from "@effect/vitest"
import { Accounts, Billing, Ledger, Notifier, SandboxClock } from "@trilho/domain"
import { describePostgres, layerTestDatabase } from "@trilho/postgres/testing"
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { type ChildProcess, spawn } from "node:child_process"
import * as path from "node:path"
import { layerServices } from "../../src/Layers.ts"
import {
  currentDatabaseUrl,
  insertCustomer,
  payer,
  subscriptionOfEachCycle,
  weeklyInstalments
} from "./billingFixtures.ts"

/*
 * The billing jobs run by two real worker processes (the worker's own `bin.ts`, each with its own pool) over one
 * PostgreSQL, while the sandbox clock moves a year a week at a time: subscription cycles, overdue billings, PIX
 * Automático instalments and fiscal invoices are each moved exactly once, and both processes take a share of the work.
 */

const shop = Ledger.AccountId.make("acc_wk_processes")
const dayMs = 86_400_000
const weeks = 52
const flags = {
  fiscalInvoiceAuto: true,
  fiscalServiceCode: "01.07",
  fiscalIssRateBps: 250,
  fiscalCityCode: "3550308",
  pixAutomaticEnabled: true
}
const invoiced = 6
const authorizations = 5

/** A worker process of the app's own entry point, passing every billing loop every 40 ms in small batches. */
const spawnWorker = (url: string, id: string): { child: ChildProcess; output: () => string } => {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "../../src/bin.ts")], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: "3",
      WORKER_ID: id,
      TRILHO_MODE: "sandbox",
      LOG_FORMAT: "logfmt",
      LOG_LEVEL: "info",
      SUBSCRIPTIONS_INTERVAL_MS: "40",
      SUBSCRIPTIONS_BATCH: "2",
      BILLINGS_OVERDUE_INTERVAL_MS: "40",
      BILLINGS_OVERDUE_BATCH: "3",
      PIX_AUTOMATIC_INTERVAL_MS: "40",
      PIX_AUTOMATIC_BATCH: "1",
      FISCAL_INVOICES_INTERVAL_MS: "40",
      FISCAL_INVOICES_BATCH: "1"
    },
    stdio: ["ignore", "pipe", "pipe"]
  })
  const chunks: Array<string> = []
  child.stdout!.on("data", (d: Buffer) => chunks.push(d.toString()))
  child.stderr!.on("data", (d: Buffer) => chunks.push(d.toString()))
  return { child, output: () => chunks.join("") }
}

/** The sum of the numbers after `label` in a process's log. */
const counted = (log: string, label: string): number =>
  [...log.matchAll(new RegExp(`${label}: (\\d+)`, "g"))].reduce((n, m) => n + Number(m[1]), 0)

const until = <A>(read: Effect.Effect<A, unknown>, done: (a: A) => boolean, timeoutMs: number) =>
  Effect.gen(function* () {
    const deadline = Date.now() + timeoutMs
    while (true) {
      const value = yield* read
      if (done(value) || Date.now() > deadline) return value
      yield* Effect.sleep("100 millis")
    }
  })

/** The merchant, its customer, the subscriptions of the seven cycles, paid invoiced billings and PIX Automático. */
const seed = (today: string) =>
  Effect.gen(function* () {
    yield* (yield* Accounts.Accounts).insert({
      id: shop,
      name: "Loja",
      email: "loja@processes.test",
      flags,
      createdAt: new Date(0)
    })
    const firstDueDate = Billing.addDays(today, 1)
    const subscriptions = yield* subscriptionOfEachCycle(shop, firstDueDate)
    const billings = yield* Billing.Billings
    for (let i = 0; i < invoiced; i++) {
      const made = yield* billings.create({
        accountId: shop,
        method: "PIX",
        amount: 50 + i,
        dueDate: Billing.addDays(today, 3),
        customer: payer,
        emitFiscalInvoice: true
      })
      yield* billings.pay({ kind: "pix", id: made.record.id })
    }
    yield* insertCustomer(shop, new Date(0))
    const instructions = yield* weeklyInstalments(shop, authorizations, today, () => 10_000)
    return { firstDueDate, subscriptions, instructions }
  })

const layerTest = layerServices.pipe(
  Layer.provideMerge(Notifier.layerMemory),
  Layer.provideMerge(layerTestDatabase({ backend: "postgres", poolSize: 3 }))
)

describePostgres("the billing jobs with two worker processes", () => {
  layer(layerTest, { excludeTestServices: true, timeout: 180_000 })((it) => {
    it.effect("a year of sandbox time: each cycle, overdue move, instalment and invoice happens exactly once", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const url = yield* currentDatabaseUrl
        const workers = yield* Effect.acquireRelease(
          Effect.sync(() => [spawnWorker(url, "wk-a"), spawnWorker(url, "wk-b")]),
          (ws) => Effect.sync(() => ws.forEach((w) => w.child.kill("SIGTERM")))
        )
        const today = Billing.saoPauloDate(yield* SandboxClock.withSandboxTime(SandboxClock.nowDate))
        const seeded = yield* SandboxClock.withSandboxTime(seed(today))
        yield* until(
          Effect.sync(() => workers.map((w) => w.output())),
          (logs) => logs.every((l) => l.includes("running (concurrency")),
          60_000
        )

        // A week at a time: each step leaves the processes a few passes (their clocks read the offset within 1 s).
        const clock = yield* SandboxClock.SandboxClock
        for (let week = 1; week <= weeks; week++) {
          yield* clock.advance(7 * dayMs)
          yield* Effect.sleep("250 millis")
        }

        const finalToday = Billing.addDays(today, 7 * weeks)
        const windowEnd = Billing.addDays(finalToday, Billing.subscriptionBillingDaysBeforeDefault + 1)
        const expected = seeded.subscriptions.map(({ record }) => ({
          id: record.id,
          cycles: Billing.cyclesBetween(seeded.firstDueDate, record.cycle, seeded.firstDueDate, windowEnd)
        }))
        const expectedBillings = expected.reduce((n, s) => n + s.cycles.length, 0)
        const expectedOverdue = expected.reduce((n, s) => n + s.cycles.filter((c) => c.dueDate < finalToday).length, 0)
        const progress = sql<{
          readonly made: number
          readonly overdue: number
          readonly issued: number
          readonly paid: number
        }>`
          SELECT
            (SELECT count(*)::int FROM billings WHERE account_id = ${shop} AND subscription_id IS NOT NULL) AS made,
            (SELECT count(*)::int FROM billings WHERE account_id = ${shop} AND status = 'OVERDUE') AS overdue,
            (SELECT count(*)::int FROM outbox WHERE account_id = ${shop} AND event_type = 'invoice.issued') AS issued,
            (SELECT count(*)::int FROM outbox WHERE account_id = ${shop} AND event_type = 'payment.paid'
              AND aggregate_id = ANY(${seeded.instructions})) AS paid`
        const done = yield* until(
          Effect.map(progress, (rows) => rows[0]!),
          (p) =>
            p.made === expectedBillings &&
            p.overdue === expectedOverdue &&
            p.issued === invoiced &&
            p.paid === authorizations,
          60_000
        )
        expect(done).toEqual({
          made: expectedBillings,
          overdue: expectedOverdue,
          issued: invoiced,
          paid: authorizations
        })
        // Quiet for a while: nothing more is made or moved.
        yield* Effect.sleep("1500 millis")
        expect((yield* progress)[0]).toEqual(done)

        // A year holds 52 or 53 weekly cycles, 26 or 27 biweekly, 12, 6, 4, 2 and 1; the window ends 10 days on.
        expect(expectedBillings).toBeGreaterThanOrEqual(52 + 26 + 12 + 6 + 4 + 2 + 1)
        for (const s of expected) {
          const rows = yield* sql<{ readonly cycle: number; readonly dueDate: string; readonly version: number }>`
            SELECT cycle, due_date, version FROM billings WHERE subscription_id = ${s.id} ORDER BY cycle`
          expect(rows.map((r) => [r.cycle, r.dueDate])).toEqual(s.cycles.map((c) => [c.index + 1, c.dueDate]))
          // Made (version 1), then moved to OVERDUE once (version 2) when its due date passed.
          expect(rows.map((r) => r.version)).toEqual(s.cycles.map((c) => (c.dueDate < finalToday ? 2 : 1)))
        }
        // Every event of the merchant once per thing: one payment.created per billing, one payment.paid per
        // instalment, one invoice.* of each kind per invoice.
        const events = yield* sql<{ readonly eventType: string; readonly aggregateId: string }>`
          SELECT event_type, aggregate_id FROM outbox WHERE account_id = ${shop}`
        const keys = events.map((e) => `${e.eventType} ${e.aggregateId}`)
        expect(new Set(keys).size).toBe(keys.length)
        expect(events.filter((e) => e.eventType === "payment.created").length).toBeGreaterThanOrEqual(
          expectedBillings + invoiced
        )
        const balance = yield* (yield* Ledger.Ledger).balance(Ledger.mainLedgerAccount(shop))
        const instalmentCredits = yield* sql<{ readonly n: number }>`
          SELECT count(*)::int AS n FROM journal_entries WHERE account_id = ${shop}
            AND transaction_id = ANY(${seeded.instructions})`
        expect(instalmentCredits[0]!.n).toBe(authorizations)
        expect(balance.availableCentavos).toBeGreaterThan(0)

        // Both processes took a share of the work, and together made exactly what was due.
        const logs = workers.map((w) => w.output())
        const madeBy = logs.map((l) => counted(l, "subscription billings made"))
        const overdueBy = logs.map((l) => counted(l, "billings overdue"))
        expect(madeBy[0]! + madeBy[1]!).toBe(expectedBillings)
        expect(overdueBy[0]! + overdueBy[1]!).toBe(expectedOverdue)
        expect(madeBy.map((n, i) => n + overdueBy[i]!).every((n) => n > 0)).toBe(true)
      }).pipe(Effect.scoped)
    )
  })
})
