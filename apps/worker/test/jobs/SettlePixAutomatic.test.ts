import { expect, layer } from "@effect/vitest"
import { Accounts, Charges, Ids, Ledger, PixAutomatic, SandboxClock } from "@trilho/domain"
import {
  AccountsSql,
  CustomerStoreSql,
  LedgerStoreSql,
  OutboxSql,
  PixAutomaticStoreSql,
  SandboxClockSql,
  TransactorSql,
  layerPostgres
} from "@trilho/postgres"
import { describePostgres, layerTestDatabase } from "@trilho/postgres/testing"
import { PixAutomaticBankSandbox } from "@trilho/sandbox"
import { Context, Effect, Layer, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { TestClock } from "effect/testing"
import { settleOnce } from "../../src/jobs/SettlePixAutomatic.ts"
import { currentDatabaseUrl, insertCustomer, weeklyInstalments } from "./billingFixtures.ts"

const dayMs = 86_400_000
// 2026-11-27 12:00 in São Paulo.
const start = Date.parse("2026-11-27T15:00:00Z")

/** The PIX Automático service over SQL, as the worker builds it, on the given `SqlClient`. */
const layerService = PixAutomatic.PixAutomatic.Default.pipe(
  Layer.provideMerge(
    Layer.mergeAll(
      PixAutomaticStoreSql.layer,
      CustomerStoreSql.layer,
      PixAutomaticBankSandbox.layer,
      AccountsSql.layer,
      OutboxSql.layer,
      TransactorSql.layer,
      Ledger.Ledger.Default.pipe(Layer.provideMerge(LedgerStoreSql.layer)),
      SandboxClockSql.layer(),
      Ids.layerCounter
    )
  )
)

const layerWorld = (backend: "pglite" | "postgres") =>
  layerService.pipe(
    Layer.provideMerge(Charges.Config.layer({ payUrl: "https://pay.trilho.dev", ...Charges.Config.settingsDefault })),
    Layer.provideMerge(layerTestDatabase({ backend, poolSize: 8 }))
  )

/**
 * `count` ACTIVE weekly authorizations of a fresh merchant, each with its first instalment paid and one instalment
 * due 8 days later (one `.51` instalment the sandbox payer's bank refuses).
 */
const scheduled = (accountId: Ledger.AccountId, count: number, today: string) =>
  Effect.gen(function* () {
    yield* (yield* Accounts.Accounts).insert({
      id: accountId,
      name: "Loja Recorrente",
      email: `${accountId}@example.com`,
      flags: {},
      createdAt: new Date(start)
    })
    yield* insertCustomer(accountId, new Date(start))
    yield* weeklyInstalments(accountId, count, today, (i) => (i === 0 ? 10_051 : 10_000))
  })

/** Two workers run passes at once on `here` and `there`; every due instalment is moved exactly once. */
const twoWorkers = (
  accountId: Ledger.AccountId,
  there: PixAutomatic.PixAutomatic["Service"],
  today: string,
  eightDaysLater: Effect.Effect<void, unknown>
) =>
  Effect.gen(function* () {
    yield* scheduled(accountId, 10, today)
    expect(yield* settleOnce()).toMatchObject({ paid: 0, failed: 0 })
    yield* eightDaysLater
    const pass = (service?: PixAutomatic.PixAutomatic["Service"]) =>
      service === undefined ? settleOnce() : Effect.provideService(settleOnce(), PixAutomatic.PixAutomatic, service)
    const [a, b] = yield* Effect.all([pass(), pass(there)], { concurrency: 2 })
    expect(a.paid + b.paid).toBe(9)
    expect(a.failed + b.failed).toBe(1)
    expect(yield* settleOnce()).toMatchObject({ paid: 0, failed: 0, skipped: 0 })
    const balance = yield* (yield* Ledger.Ledger).balance(Ledger.mainLedgerAccount(accountId))
    // 10 first instalments of 10.00 (fee 0.20) and 9 of 100.00 (fee 1.09).
    expect(balance.availableCentavos).toBe(10 * 980 + 9 * 9_891)
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ readonly kind: string; readonly n: number }>`
      SELECT event_type AS kind, count(*)::int AS n FROM outbox WHERE account_id = ${accountId} GROUP BY event_type
      ORDER BY event_type`
    expect(rows.map((r) => [r.kind, r.n])).toEqual([
      ["payment.failed", 1],
      ["payment.paid", 19]
    ])
  })

layer(layerWorld("pglite"), { timeout: 120_000 })("PIX Automático loop on PGlite", (it) => {
  it.effect("two workers settle 10 due instalments: 9 paid and 1 refused, each once; consents expire", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(start)
      const other = yield* PixAutomatic.PixAutomatic.make
      yield* twoWorkers(
        Ledger.AccountId.make("acc_pxa_worker"),
        other,
        "2026-11-27",
        TestClock.setTime(start + 8 * dayMs)
      )
      const service = yield* PixAutomatic.PixAutomatic
      const pending = yield* service.createAuthorization(Ledger.AccountId.make("acc_pxa_worker"), undefined, {
        customerId: "cus_acc_pxa_worker",
        contractId: "C-late",
        frequency: "MONTHLY",
        startDate: "2026-12-05",
        firstPayment: { amountCentavos: 1_000 }
      })
      yield* TestClock.setTime(start + 15 * dayMs)
      expect(yield* settleOnce()).toMatchObject({ expired: 1 })
      const after = yield* service.getAuthorization(Ledger.AccountId.make("acc_pxa_worker"), pending.id)
      expect(after.status).toBe("EXPIRED")
    })
  )
})

describePostgres("PIX Automático loop on PostgreSQL", () => {
  layer(layerWorld("postgres"), { timeout: 120_000, excludeTestServices: true })((it) => {
    it.effect("two worker processes (two pools) settle the due instalments each exactly once", () =>
      Effect.gen(function* () {
        const url = yield* currentDatabaseUrl
        const otherProcess = layerService.pipe(Layer.provide(layerPostgres({ url: Redacted.make(url), poolSize: 8 })))
        yield* Effect.scoped(
          Effect.gen(function* () {
            const context = yield* Layer.build(otherProcess)
            const there = Context.get(context, PixAutomatic.PixAutomatic)
            // Live time here (the pools' timers): the sandbox clock moves the days, and every call reads it.
            const sandbox = yield* SandboxClock.SandboxClock
            const today = PixAutomatic.saoPauloDate(yield* SandboxClock.withSandboxTime(SandboxClock.nowDate))
            yield* SandboxClock.withSandboxTime(
              twoWorkers(Ledger.AccountId.make("acc_pxa_worker_pg"), there, today, sandbox.advance(8 * dayMs))
            )
          })
        )
      })
    )
  })
})
