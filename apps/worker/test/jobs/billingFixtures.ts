import { Billing, CustomerStore, Ledger, Money, Notifier, PixAutomatic } from "@trilho/domain"
import { layerPostgres, runMigrations } from "@trilho/postgres"
import { databaseUrl } from "@trilho/postgres/testing"
import { Context, Effect, Layer, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { layerServices } from "../../src/Layers.ts"

/** The payer of the billing fixtures: a valid CPF. */
export const payer = { name: "Maria Souza", taxId: "52998224725", email: "maria@example.com" }

/** The URL of the database the test's `SqlClient` is connected to: for another pool or process on it. */
export const currentDatabaseUrl = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<{ readonly database: string }>`SELECT current_database() AS database`
  const url = new URL(databaseUrl()!)
  url.pathname = `/${rows[0]!.database}`
  return url.toString()
})

/** The merchant's registered customer `cus_<accountId>` (a CPF), as PIX Automático needs its payer. */
export const insertCustomer = (accountId: Ledger.AccountId, at: Date) =>
  Effect.flatMap(CustomerStore.CustomerStore, (customers) =>
    customers.insert({
      id: `cus_${accountId}`,
      accountId,
      name: "Ana Souza",
      email: "ana@example.com",
      document: "52998224725",
      type: "PF",
      status: "active",
      transactions: 0,
      volumeCentavos: Money.centavos(0),
      version: 0,
      createdAt: at,
      updatedAt: at
    })
  )

/** One subscription of each of the seven cycles from `firstDueDate`, BOLETO and PIX in turn, 30.00 and up. */
export const subscriptionOfEachCycle = (accountId: Ledger.AccountId, firstDueDate: string) =>
  Effect.forEach(Billing.SubscriptionCycle.literals, (cycle, i) =>
    Effect.flatMap(Billing.Subscriptions, (subs) =>
      subs.create({
        accountId,
        method: i % 2 === 0 ? "BOLETO" : "PIX",
        amount: 30 + i,
        cycle,
        nextDueDate: firstDueDate,
        customer: payer
      })
    )
  )

/**
 * `count` ACTIVE weekly authorizations for the merchant's customer (`insertCustomer`), each with its first
 * instalment of 10.00 paid and one instalment of `amountOf(i)` centavos due 8 days after `today`: the ids of those.
 */
export const weeklyInstalments = (
  accountId: Ledger.AccountId,
  count: number,
  today: string,
  amountOf: (i: number) => number
) =>
  Effect.gen(function* () {
    const service = yield* PixAutomatic.PixAutomatic
    const ids: Array<string> = []
    for (let i = 0; i < count; i++) {
      const auth = yield* service.createAuthorization(accountId, undefined, {
        customerId: `cus_${accountId}`,
        contractId: `C-${i}`,
        frequency: "WEEKLY",
        startDate: today,
        firstPayment: { amountCentavos: 1_000 }
      })
      yield* service.approve(accountId, auth.id)
      const instruction = yield* service.createInstruction(accountId, undefined, {
        authorizationId: auth.id,
        amountCentavos: amountOf(i),
        dueDate: PixAutomatic.addDays(today, 8)
      })
      ids.push(instruction.id)
    }
    return ids
  })

/** A fresh, migrated database named `trilho_t_<tag>_…` on the test server, for worker runtimes; dropped at the end. */
export const freshMigratedDatabase = (tag: string) =>
  Effect.acquireRelease(
    Effect.gen(function* () {
      const admin = databaseUrl()!
      const name = `trilho_t_${tag}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
      const onAdmin = (statement: (sql: SqlClient.SqlClient) => Effect.Effect<unknown, unknown>) =>
        Effect.scoped(
          Effect.flatMap(Layer.build(layerPostgres({ url: Redacted.make(admin), poolSize: 1 })), (ctx) =>
            statement(Context.get(ctx, SqlClient.SqlClient))
          )
        ).pipe(Effect.orDie)
      yield* onAdmin((sql) => sql`CREATE DATABASE ${sql(name)}`)
      const u = new URL(admin)
      u.pathname = `/${name}`
      const url = u.toString()
      yield* Effect.scoped(
        Effect.flatMap(Layer.build(layerPostgres({ url: Redacted.make(url), poolSize: 1 })), (ctx) =>
          Effect.provide(runMigrations, ctx)
        )
      ).pipe(Effect.orDie)
      return { url, drop: onAdmin((sql) => sql`DROP DATABASE IF EXISTS ${sql(name)} WITH (FORCE)`) }
    }),
    (db) => db.drop
  )

/** The worker's services over a pool of its own on the database at `url`: one worker runtime, as a process has. */
export const workerServices = (url: string, applicationName = "trilho-test-worker") =>
  layerServices.pipe(
    Layer.provideMerge(Notifier.layerMemory),
    Layer.provideMerge(layerPostgres({ url: Redacted.make(url), poolSize: 3, applicationName }))
  )
