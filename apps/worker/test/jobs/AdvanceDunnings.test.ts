import { expect, it, layer } from "@effect/vitest"
import { Accounts, Billing, Bureau, BureauStore, CustomerStore, Ids, Ledger, SandboxClock } from "@trilho/domain"
import { NodeCrypto } from "@trilho/node"
import {
  AccountsSql,
  BillingStoreSql,
  BureauStoreSql,
  CustomerStoreSql,
  LedgerStoreSql,
  layerPostgres,
  SandboxClockSql,
  TransactorSql
} from "@trilho/postgres"
import { databaseUrl, describePostgres, layerTestDatabase } from "@trilho/postgres/testing"
import { Effect, Layer, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { TestClock } from "effect/testing"
import { advanceOnce } from "../../src/jobs/AdvanceDunnings.ts"

const start = Date.parse("2026-01-01T12:00:00Z")
const payerCpf = "52998224725"
const pdf = new TextEncoder().encode("%PDF-1.4 proof")

/** A merchant with 1,000.00 withdrawable, its customer `payerCpf`, and `count` OVERDUE billings of that payer. */
const seed = (accountId: Ledger.AccountId, count: number) =>
  Effect.gen(function* () {
    yield* (yield* Accounts.Accounts).insert({
      id: accountId,
      name: "Loja",
      email: `${accountId}@example.com`,
      flags: {},
      createdAt: new Date(0)
    })
    const confirmedAt = new Date(start - 25 * 3_600_000)
    yield* (yield* Ledger.Ledger).post(
      Ledger.pixDepositEntry(
        { id: Ledger.EntryId.make(`ent_seed_${accountId}`), accountId, createdAt: confirmedAt },
        {
          receiver: Ledger.mainLedgerAccount(accountId),
          confirmedAt,
          amounts: {
            grossCentavos: 100_000,
            feeCentavos: 0,
            netCentavos: 100_000,
            platformFeeCentavos: 0,
            profitCentavos: 0,
            partnerCentavos: 0,
            merchantCentavos: 100_000
          } as never
        }
      )
    )
    yield* (yield* CustomerStore.CustomerStore).insert({
      id: `cus_${accountId}`,
      accountId,
      name: "Maria Souza",
      email: "maria@example.com",
      document: payerCpf,
      type: "PF",
      status: "active",
      transactions: 0,
      volumeCentavos: 0 as never,
      version: 0,
      createdAt: new Date(0),
      updatedAt: new Date(0)
    })
    const billings = yield* Billing.BillingStore
    const ids: Array<string> = []
    for (let i = 0; i < count; i++) {
      const sequence = yield* billings.nextSequence
      const id = `bil_${accountId}_${i}`
      yield* billings.insert({
        id,
        accountId,
        method: "BOLETO",
        status: "OVERDUE",
        amountCentavos: 15_000,
        dueDate: "2025-12-01",
        customer: { name: "Maria Souza", taxId: payerCpf, email: "maria@example.com" },
        fineBps: 0,
        interestMonthlyBps: 0,
        emitFiscalInvoice: false,
        sequence,
        version: 1,
        requestFingerprint: "f",
        createdAt: new Date(0),
        updatedAt: new Date(0)
      })
      ids.push(id)
    }
    return ids
  })

const request = (accountId: Ledger.AccountId, billingId: string, debtorName?: string) => ({
  accountId,
  payment: billingId,
  type: "CREDIT_BUREAU",
  ...(debtorName === undefined ? {} : { debtorName }),
  postalCode: "01310-100",
  street: "Avenida Paulista",
  number: "1000",
  district: "Bela Vista",
  city: "São Paulo",
  state: "SP",
  documents: [{ name: "contrato.pdf", bytes: pdf }]
})

/** Marks a billing paid (the store's compare-and-set), as a payment would. */
const markPaid = (accountId: Ledger.AccountId, id: string) =>
  Effect.gen(function* () {
    const store = yield* Billing.BillingStore
    const billing = (yield* store.findById(accountId, id)).pipe((o) => (o._tag === "Some" ? o.value : undefined))!
    yield* store.update({ ...billing, status: "RECEIVED", version: billing.version + 1 }, billing.version)
  })

it.effect("dunnings: sent, registered by the sandbox bureau a minute later, paid off once the billing is paid", () =>
  Effect.gen(function* () {
    yield* TestClock.setTime(start)
    const m1 = Ledger.AccountId.make("acc_m1")
    const [billingId] = yield* seed(m1, 1)
    const dunnings = yield* Bureau.Dunnings
    const record = yield* dunnings.create(request(m1, billingId!))
    expect(yield* advanceOnce()).toStrictEqual({ sent: 1, registered: 0, paidOff: 0, canceled: 0 })
    // The pass runs on sandbox time: a minute on it lists the debtor.
    yield* (yield* SandboxClock.SandboxClock).advance(60_000)
    expect(yield* advanceOnce()).toStrictEqual({ sent: 0, registered: 1, paidOff: 0, canceled: 0 })
    yield* markPaid(m1, billingId!)
    yield* (yield* SandboxClock.SandboxClock).advance(Bureau.registeredRecheckMs)
    expect(yield* advanceOnce()).toStrictEqual({ sent: 0, registered: 0, paidOff: 1, canceled: 0 })
    expect((yield* dunnings.findById(m1, record.id)).status).toBe("PAID_OFF")
  }).pipe(Effect.provide(Layer.merge(Bureau.Dunnings.Test, SandboxClock.layerMemory)))
)

/** One worker process's dunnings over SQL: with `sql`, its own pool. */
const workerStack = Bureau.Dunnings.Default.pipe(
  Layer.provideMerge(
    Layer.mergeAll(
      BureauStoreSql.layer,
      BillingStoreSql.layer,
      CustomerStoreSql.layer,
      AccountsSql.layer,
      TransactorSql.layer,
      Bureau.layerSandbox,
      SandboxClockSql.layer(),
      Ledger.Ledger.Default.pipe(Layer.provideMerge(LedgerStoreSql.layer)),
      Ids.layer.pipe(Layer.provideMerge(NodeCrypto.layer))
    )
  )
)

describePostgres("dunnings with two worker processes", () => {
  layer(workerStack.pipe(Layer.provideMerge(layerTestDatabase({ backend: "postgres", poolSize: 10 }))), {
    excludeTestServices: true,
    timeout: 120_000
  })((it) => {
    it.effect("two processes (two pools) passing together move each dunning exactly once", () =>
      Effect.scoped(
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          const rows = yield* sql<{ readonly database: string }>`SELECT current_database() AS database`
          const url = new URL(databaseUrl()!)
          url.pathname = `/${rows[0]!.database}`
          // A second, separate pool on the same database: another worker process, as far as the server can tell.
          const other = yield* Layer.build(
            workerStack.pipe(Layer.provide(layerPostgres({ url: Redacted.make(url.toString()), poolSize: 10 })))
          )
          const accountId = Ledger.AccountId.make(`acc_two_${Date.now()}`)
          const billingIds = yield* seed(accountId, 20)
          const dunnings = yield* Bureau.Dunnings
          const created = yield* Effect.forEach(billingIds, (id, i) =>
            dunnings.create(request(accountId, id, i === 7 ? "Refused Debtor" : undefined))
          )
          const total = { sent: 0, registered: 0, paidOff: 0, canceled: 0 }
          const both = Effect.map(
            Effect.all([advanceOnce(), Effect.provideContext(advanceOnce(), other)], { concurrency: 2 }),
            (passes) => {
              for (const p of passes) {
                total.sent += p.sent
                total.registered += p.registered
                total.paidOff += p.paidOff
                total.canceled += p.canceled
              }
            }
          )
          yield* both
          yield* both
          expect(total).toStrictEqual({ sent: 19, registered: 0, paidOff: 0, canceled: 1 })
          yield* (yield* SandboxClock.SandboxClock).advance(61_000)
          yield* both
          yield* both
          expect(total).toStrictEqual({ sent: 19, registered: 19, paidOff: 0, canceled: 1 })
          yield* markPaid(accountId, billingIds[3]!)
          yield* (yield* SandboxClock.SandboxClock).advance(Bureau.registeredRecheckMs + 1_000)
          yield* both
          yield* both
          expect(total).toStrictEqual({ sent: 19, registered: 19, paidOff: 1, canceled: 1 })
          for (const [i, record] of created.entries()) {
            const status = (yield* dunnings.findById(accountId, record.id)).status
            expect(status).toBe(i === 7 ? "CANCELED" : i === 3 ? "PAID_OFF" : "REGISTERED")
          }
          // 20 fees, each once.
          const fees = yield* sql<{ readonly n: number }>`
            SELECT count(*)::int AS n FROM journal_entries WHERE account_id = ${accountId} AND kind = 'FEE'`
          expect(fees[0]!.n).toBe(20)
          expect(yield* (yield* BureauStore.BureauStore).findDocumentBytes(accountId, created[0]!.id)).toEqual([pdf])
        })
      )
    )
  })
})
