import { expect, it } from "@effect/vitest"
import { Accounts, Billing, Ledger, SandboxClock } from "@trilho/domain"
import { runMigrations } from "@trilho/postgres"
import { describePostgres } from "@trilho/postgres/testing"
import { Context, Effect, Exit, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { overdueOnce } from "../../src/jobs/OverdueBillings.ts"
import { freshMigratedDatabase, workerServices } from "./billingFixtures.ts"

const shop = Ledger.AccountId.make("acc_wk_overdue_two")
const payer = { name: "Maria Souza", taxId: "52998224725", email: "maria@example.com" }
const pastDue = 40

const freshDatabase = freshMigratedDatabase("bil")

/** One worker's services with a pool of its own over the database at `url`. */
const servicesOf = (url: string) => workerServices(url)
type Services = Layer.Success<ReturnType<typeof servicesOf>>

/** Runs effects with one worker's services. */
const on =
  (ctx: Context.Context<Services>) =>
  <A, E>(effect: Effect.Effect<A, E, Services>): Effect.Effect<A, E> =>
    Effect.provide(effect, ctx)

describePostgres("overdue billings with two workers on one PostgreSQL", () => {
  it.live(
    "two workers, each with its own pool, move each past-due billing to OVERDUE once; racing payments pay once",
    () =>
      Effect.gen(function* () {
        const db = yield* freshDatabase
        const [one, two] = yield* Effect.all([Layer.build(servicesOf(db.url)), Layer.build(servicesOf(db.url))])
        const [first, second] = [on(one), on(two)]
        yield* first(runMigrations)
        yield* first(
          Effect.flatMap(Accounts.Accounts, (accounts) =>
            accounts.insert({ id: shop, name: "Loja", email: "loja@two.test", flags: {}, createdAt: new Date(0) })
          )
        )
        const created = yield* first(
          SandboxClock.withSandboxTime(
            Effect.gen(function* () {
              const billings = yield* Billing.Billings
              const today = Billing.saoPauloDate(yield* SandboxClock.nowDate)
              return yield* Effect.forEach(Array.from({ length: pastDue + 5 }), (_, i) =>
                billings.create({
                  accountId: shop,
                  method: i % 2 === 0 ? "BOLETO" : "PIX",
                  amount: 10 + i,
                  dueDate: i < pastDue ? today : Billing.addDays(today, 30),
                  customer: payer
                })
              )
            })
          )
        )
        // Two days on the shared sandbox clock: the first 40 are past due for both workers.
        yield* second(Effect.flatMap(SandboxClock.SandboxClock, (clock) => clock.advance(2 * 86_400_000)))

        // Each worker runs small passes until one finds nothing due, both at once.
        const drain = (run: typeof first) =>
          Effect.gen(function* () {
            const moved: Array<string> = []
            while (true) {
              const pass = yield* run(overdueOnce(4))
              if (pass.moved.length === 0 && pass.skipped === 0) return moved
              moved.push(...pass.moved.map((r) => r.id))
            }
          })
        const [byOne, bySecond] = yield* Effect.all([drain(first), drain(second)], { concurrency: 2 })
        const moved = [...byOne, ...bySecond]
        expect(new Set(moved).size).toBe(moved.length)
        expect(moved.sort()).toEqual(
          created
            .slice(0, pastDue)
            .map((c) => c.record.id)
            .sort()
        )

        // Both workers pay the same overdue PIX billings at once: one payment each, one credit, one event.
        const pix = created.filter((c, i) => i < pastDue && c.record.method === "PIX").slice(0, 6)
        const outcomes = yield* Effect.forEach(
          pix,
          (c) =>
            Effect.all(
              [first, second].map((run) =>
                Effect.exit(
                  run(
                    SandboxClock.withSandboxTime(
                      Effect.flatMap(Billing.Billings, (b) => b.pay({ kind: "pix", id: c.record.id }))
                    )
                  )
                )
              ),
              { concurrency: 2 }
            ),
          { concurrency: 3 }
        )
        for (const pair of outcomes) expect(pair.filter(Exit.isSuccess)).toHaveLength(1)

        const rows = yield* first(
          Effect.flatMap(
            SqlClient.SqlClient,
            (sql) => sql<{ readonly eventType: string; readonly aggregateId: string }>`
              SELECT event_type, aggregate_id FROM outbox WHERE account_id = ${shop} ORDER BY id`
          )
        )
        const keys = rows.map((r) => `${r.eventType}:${r.aggregateId}`)
        expect(new Set(keys).size).toBe(keys.length)
        expect(rows.filter((r) => r.eventType === "payment.created")).toHaveLength(created.length)
        expect(
          rows
            .filter((r) => r.eventType === "payment.paid")
            .map((r) => r.aggregateId)
            .sort()
        ).toEqual(pix.map((c) => c.record.id).sort())
        expect(rows).toHaveLength(created.length + pix.length)
        const states = yield* first(
          Effect.flatMap(
            SqlClient.SqlClient,
            (sql) => sql<{ readonly status: string; readonly version: number; readonly n: number }>`
              SELECT status, version, count(*)::int AS n FROM billings WHERE account_id = ${shop}
               GROUP BY status, version ORDER BY status, version`
          )
        )
        expect(states).toEqual([
          { status: "OVERDUE", version: 2, n: pastDue - pix.length },
          { status: "PENDING", version: 1, n: 5 },
          { status: "RECEIVED", version: 3, n: pix.length }
        ])
        const credits = yield* first(
          Effect.flatMap(
            SqlClient.SqlClient,
            (sql) => sql<{ readonly n: number }>`
              SELECT count(*)::int AS n FROM journal_entries WHERE account_id = ${shop} AND kind = 'BILLING_IN'`
          )
        )
        expect(credits[0]!.n).toBe(pix.length)
      }),
    180_000
  )
})
