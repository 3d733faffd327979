import { expect, it, layer } from "@effect/vitest"
import { Accounts, Fiscal, Ids, InvoiceStore, Ledger, Outbox, SandboxClock, Transactor } from "@trilho/domain"
import { NodeCrypto } from "@trilho/node"
import {
  AccountsSql,
  InvoiceStoreSql,
  layerPostgres,
  OutboxSql,
  SandboxClockSql,
  TransactorSql
} from "@trilho/postgres"
import { describePostgres, layerTestDatabase } from "@trilho/postgres/testing"
import { FiscalSandbox } from "@trilho/sandbox"
import { Effect, Layer, Redacted, Schedule } from "effect"
import { TestClock } from "effect/testing"
import { issueOnce } from "../../src/jobs/IssueFiscalInvoices.ts"
import { currentDatabaseUrl } from "./billingFixtures.ts"

const m1 = Ledger.AccountId.make("acc_m1")
const start = Date.parse("2026-01-01T12:00:00Z")
const flags = { fiscalInvoiceAuto: true, fiscalServiceCode: "01.07", fiscalIssRateBps: 250, fiscalCityCode: "3550308" }

const openInvoice = (accountId: Ledger.AccountId, sourceId: string, takerName = "Ana") =>
  Effect.flatMap(Fiscal.Invoices, (invoices) =>
    invoices.open({
      accountId,
      source: { type: "PIX_CHARGE", id: sourceId },
      serviceCentavos: 1_000,
      description: "Aula",
      taker: { name: takerName, taxId: "12345678909" }
    })
  )

it.effect("fiscal invoices: submitted, then issued by the sandbox city a minute later on sandbox time", () =>
  Effect.gen(function* () {
    yield* TestClock.setTime(start)
    yield* (yield* Accounts.Accounts).insert({
      id: m1,
      name: "Loja",
      email: "l@example.com",
      flags,
      createdAt: new Date(0)
    })
    const record = yield* openInvoice(m1, "pix_1")
    expect(yield* issueOnce()).toStrictEqual({ submitted: 1, issued: 0, failed: 0 })
    // The sandbox clock moves the pass's time: a minute on it issues the invoice.
    yield* (yield* SandboxClock.SandboxClock).advance(60_000)
    expect(yield* issueOnce()).toStrictEqual({ submitted: 0, issued: 1, failed: 0 })
    expect((yield* (yield* Fiscal.Invoices).findById(m1, record.id)).status).toBe("ISSUED")
  }).pipe(
    Effect.provide(
      Fiscal.Invoices.Default.pipe(
        Layer.provideMerge(
          Layer.mergeAll(
            Accounts.layerMemory,
            InvoiceStore.layerMemory,
            Outbox.layerMemory,
            FiscalSandbox.layer,
            SandboxClock.layerMemory
          ).pipe(Layer.provideMerge(Layer.mergeAll(Transactor.layerMemory, Ids.layerCounter, Ledger.Ledger.Test)))
        )
      )
    )
  )
)

/** One worker process's fiscal invoices over SQL: its own issuer and, with `sql`, its own pool. */
const workerStack = Fiscal.Invoices.Default.pipe(
  Layer.provideMerge(
    Layer.mergeAll(
      InvoiceStoreSql.layer,
      OutboxSql.layer,
      AccountsSql.layer,
      TransactorSql.layer,
      FiscalSandbox.layer,
      SandboxClockSql.layer(),
      Ids.layer.pipe(Layer.provideMerge(NodeCrypto.layer))
    )
  )
)

describePostgres("fiscal invoices with two worker processes", () => {
  layer(workerStack.pipe(Layer.provideMerge(layerTestDatabase({ backend: "postgres", poolSize: 10 }))), {
    excludeTestServices: true,
    timeout: 120_000
  })((it) => {
    it.effect("two processes (two pools) passing together move each invoice, and write each event, exactly once", () =>
      Effect.scoped(
        Effect.gen(function* () {
          const url = yield* currentDatabaseUrl
          // A second, separate pool on the same database: another worker process, as far as the server can tell.
          const other = yield* Layer.build(
            workerStack.pipe(Layer.provide(layerPostgres({ url: Redacted.make(url), poolSize: 10 })))
          )
          const accountId = Ledger.AccountId.make(`acc_two_${Date.now()}`)
          yield* (yield* Accounts.Accounts).insert({
            id: accountId,
            name: "Loja",
            email: `${accountId}@example.com`,
            flags,
            createdAt: new Date(0)
          })
          const opened = yield* Effect.forEach(
            Array.from({ length: 20 }, (_, i) => i),
            (i) => openInvoice(accountId, `pix_${i}`, i === 7 ? "Refused Buyer" : "Ana")
          )
          const both = Effect.all([issueOnce(), Effect.provideContext(issueOnce(), other)], { concurrency: 2 })
          yield* both
          yield* both
          yield* (yield* SandboxClock.SandboxClock).advance(61_000)
          yield* both
          yield* both
          const invoices = yield* Fiscal.Invoices
          for (const [i, record] of opened.entries()) {
            expect((yield* invoices.findById(accountId, record.id)).status).toBe(i === 7 ? "FAILED" : "ISSUED")
          }
          // A fresh commit may show a moment late (a transaction in flight elsewhere on the server holds it back).
          const page = yield* Effect.flatMap(Outbox.Outbox, (outbox) =>
            outbox.readAfter(Outbox.outboxStart, Outbox.outboxPageMax, { accountId })
          ).pipe(
            Effect.filterOrFail(
              (p) => p.events.length >= 20 * 3,
              () => "waiting for the outbox"
            ),
            Effect.retry(Schedule.spaced("50 millis").pipe(Schedule.upTo({ duration: "60 seconds" }))),
            Effect.orDie
          )
          const counts = new Map<string, number>()
          for (const e of page.events) {
            const k = `${e.aggregateId} ${e.eventType}`
            counts.set(k, (counts.get(k) ?? 0) + 1)
          }
          expect([...counts.values()].every((n) => n === 1)).toBe(true)
          expect(page.events).toHaveLength(20 * 3)
          expect(page.events.filter((e) => e.eventType === "invoice.failed")).toHaveLength(1)
        })
      )
    )
  })
})
