import { expect, it } from "@effect/vitest"
import { Accounts, Billing, Ledger, SandboxClock } from "@trilho/domain"
import { describePostgres } from "@trilho/postgres/testing"
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { generateOnce } from "../../src/jobs/GenerateSubscriptionBillings.ts"
import { freshMigratedDatabase, subscriptionOfEachCycle, workerServices } from "./billingFixtures.ts"

const shop = Ledger.AccountId.make("acc_wk_subscriptions")
const dayMs = 86_400_000
const daysBefore = Billing.subscriptionBillingDaysBeforeDefault

const freshDatabase = freshMigratedDatabase("subs")

/** One worker runtime: the worker's services over a pool of its own. */
const workerRuntime = (url: string) => Layer.build(workerServices(url))

describePostgres("subscription billings with two worker runtimes on one PostgreSQL", () => {
  it.live(
    "a year of sandbox time, a day at a time: each cycle of each of the seven cycles billed exactly once",
    () =>
      Effect.gen(function* () {
        const db = yield* freshDatabase
        const a = yield* workerRuntime(db.url)
        const b = yield* workerRuntime(db.url)
        const onA = <X, E>(effect: Effect.Effect<X, E, any>) => Effect.provide(effect, a) as Effect.Effect<X, E>
        const onB = <X, E>(effect: Effect.Effect<X, E, any>) => Effect.provide(effect, b) as Effect.Effect<X, E>

        yield* onA(
          Effect.flatMap(Accounts.Accounts, (accounts) =>
            accounts.insert({ id: shop, name: "Loja", email: "loja@subs.test", flags: {}, createdAt: new Date(0) })
          )
        )
        const today = yield* onA(SandboxClock.withSandboxTime(Effect.map(SandboxClock.nowDate, Billing.saoPauloDate)))
        const firstDueDate = Billing.addDays(today, 1)
        const created = yield* onA(SandboxClock.withSandboxTime(subscriptionOfEachCycle(shop, firstDueDate)))

        // Every day: the clock moves a day, then two passes on each runtime run at once (the other runtime may
        // still read yesterday's offset for up to a second: workers' clocks differ, the outcome must not).
        const clock = yield* onA(SandboxClock.SandboxClock)
        let made = 0
        for (let day = 1; day <= 365; day++) {
          yield* clock.advance(dayMs)
          const passes = yield* Effect.all(
            [onA(generateOnce()), onA(generateOnce()), onB(generateOnce()), onB(generateOnce())],
            {
              concurrency: 4
            }
          )
          made += passes.reduce((n, p) => n + p.made.length, 0)
        }
        yield* Effect.sleep("1100 millis")
        const last = yield* Effect.all([onA(generateOnce()), onB(generateOnce())], { concurrency: 2 })
        made += last.reduce((n, p) => n + p.made.length, 0)

        const finalToday = Billing.addDays(today, 365)
        const until = Billing.addDays(finalToday, daysBefore + 1)
        const sql = yield* onA(SqlClient.SqlClient)
        let expectedTotal = 0
        for (const { record } of created) {
          const expected = Billing.cyclesBetween(firstDueDate, record.cycle, firstDueDate, until)
          expectedTotal += expected.length
          const rows = yield* onA(
            sql<{ cycle: number; dueDate: string }>`SELECT cycle, due_date FROM billings
              WHERE subscription_id = ${record.id} ORDER BY cycle`
          )
          expect(
            rows.map((r) => [r.cycle, r.dueDate]),
            record.cycle
          ).toEqual(expected.map((c) => [c.index + 1, c.dueDate]))
          const after = yield* onA(Effect.flatMap(Billing.Subscriptions, (s) => s.findById(shop, record.id)))
          expect(after.cyclesBilled).toBe(expected.length)
        }
        // A year holds 52 or 53 weekly cycles, 26 or 27 biweekly, 12, 6, 4, 2 and 1; the window ends 10 days on.
        expect(expectedTotal).toBeGreaterThanOrEqual(52 + 26 + 12 + 6 + 4 + 2 + 1)
        expect(made).toBe(expectedTotal)
        const events = yield* onA(
          sql<{ aggregateId: string; n: string }>`SELECT aggregate_id, count(*) AS n FROM outbox
            WHERE event_type = 'payment.created' AND account_id = ${shop} GROUP BY aggregate_id`
        )
        expect(events).toHaveLength(expectedTotal)
        expect(events.every((e) => Number(e.n) === 1)).toBe(true)
      }).pipe(Effect.scoped),
    120_000
  )
})
