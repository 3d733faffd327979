import { describe, expect, it } from "@effect/vitest"
import {
  Accounts,
  Ids,
  InternalTransferStore,
  Ledger,
  LedgerStore,
  Outbox,
  Transactor,
  Transfers
} from "@trilho/domain"
import { Clock, Effect, Layer, Result } from "effect"
import { layer as internalTransfersSql } from "../../src/InternalTransferStoreSql.ts"
import * as InternalTransferWriterSql from "../../src/InternalTransferWriterSql.ts"
import { AccountsSql, LedgerStoreSql, OutboxSql, TransactorSql } from "../../src/index.ts"
import { describePostgres, layerTestDatabase } from "../../src/testing.ts"

const alice = Ledger.AccountId.make("acc_alice")
const bob = Ledger.AccountId.make("acc_bob")

const memoryPorts = Layer.mergeAll(InternalTransferStore.layerMemory, Outbox.layerMemory, Accounts.layerMemory).pipe(
  Layer.provideMerge(Layer.mergeAll(LedgerStore.layerMemory, Transactor.layerMemory))
)

const sqlPorts = (backend: "pglite" | "postgres", oneStatement = false) =>
  Layer.mergeAll(
    oneStatement ? Layer.merge(internalTransfersSql, InternalTransferWriterSql.layer) : internalTransfersSql,
    OutboxSql.layer,
    AccountsSql.layer,
    LedgerStoreSql.layer,
    TransactorSql.layer
  ).pipe(Layer.provideMerge(layerTestDatabase({ backend, poolSize: 4 })))

const world = <E>(ports: Layer.Layer<any, E>) =>
  Layer.provideMerge(
    Transfers.InternalTransfers.Default,
    Layer.provideMerge(Ledger.Ledger.Default, Layer.merge(ports, Ids.layerCounter))
  )

/** Alice (with `withdrawable` centavos, credited 25 h ago) and Bob. */
const seed = (withdrawable: number) =>
  Effect.gen(function* () {
    const accounts = yield* Accounts.Accounts
    yield* accounts.insert({
      id: alice,
      name: "Alice Ltda",
      email: "alice@loja.test",
      flags: {},
      createdAt: new Date(0)
    })
    yield* accounts.insert({ id: bob, name: "Bob ME", email: "bob@loja.test", flags: {}, createdAt: new Date(0) })
    const confirmedAt = new Date((yield* Clock.currentTimeMillis) - 25 * 3_600_000)
    yield* (yield* Ledger.Ledger).post(
      Ledger.pixDepositEntry(
        { id: Ledger.EntryId.make("ent_seed"), accountId: alice, createdAt: confirmedAt },
        {
          receiver: Ledger.mainLedgerAccount(alice),
          confirmedAt,
          amounts: {
            grossCentavos: withdrawable,
            feeCentavos: 0,
            netCentavos: withdrawable,
            platformFeeCentavos: 0,
            profitCentavos: 0,
            partnerCentavos: 0,
            merchantCentavos: withdrawable
          } as never
        }
      )
    )
  })

const request = (over: Partial<Transfers.CreateInternalTransferInput> = {}): Transfers.CreateInternalTransferInput => ({
  accountId: alice,
  apiKeyId: "key_a",
  amountCentavos: 1_000,
  recipientEmail: "bob@loja.test",
  ...over
})

const suite = (name: string, ports: () => Layer.Layer<any, any>) =>
  describe(name, () => {
    it.effect(
      "stores both sides, reads them back by id, reference and list filters; a reference repeat replays or conflicts",
      () =>
        Effect.gen(function* () {
          yield* seed(10_000)
          const transfers = yield* Transfers.InternalTransfers
          const first = yield* transfers.create(request({ externalReference: "ref-1", description: "Aluguel" }))
          yield* transfers.create(request({ amountCentavos: 2_000 }))
          expect(yield* transfers.findById(alice, first.record.id)).toEqual(first.record)
          expect(yield* transfers.findById(alice, "ref-1")).toEqual(first.record)
          expect(Result.isFailure(yield* Effect.result(transfers.findById(bob, first.record.id)))).toBe(true)
          const page = yield* transfers.list(bob, { pageSize: 1 })
          expect(page.total).toBe(2)
          expect(page.pages).toBe(2)
          expect(page.items[0]).toMatchObject({ type: "INTERNAL_TRANSFER_IN", counterpartyName: "Alice Ltda" })
          expect((yield* transfers.list(alice, { search: "ALUG" })).items.map((r) => r.id)).toEqual([first.record.id])
          expect((yield* transfers.list(alice, { externalReference: "ref-1" })).total).toBe(1)
          expect((yield* transfers.list(alice, { status: "FAILED" })).total).toBe(0)
          const replay = yield* transfers.create(request({ externalReference: "ref-1", description: "Aluguel" }))
          expect(replay).toEqual({ record: first.record, replayed: true })
          const conflict = yield* Effect.result(transfers.create(request({ externalReference: "ref-1" })))
          expect(Result.isFailure(conflict) && conflict.failure._tag).toBe("InternalReferenceConflict")
          const balance = yield* (yield* Ledger.Ledger).balance(Ledger.mainLedgerAccount(alice))
          expect(balance.availableCentavos).toBe(7_000)
        }).pipe(Effect.provide(world(ports())))
    )

    it.effect("a refused transfer (short of withdrawable) writes no record, no entry and no event", () =>
      Effect.gen(function* () {
        yield* seed(500)
        const transfers = yield* Transfers.InternalTransfers
        const refused = yield* Effect.result(transfers.create(request({ externalReference: "ref-x" })))
        expect(Result.isFailure(refused) && refused.failure._tag).toBe("InsufficientFunds")
        expect((yield* transfers.list(alice, {})).total).toBe(0)
        expect((yield* transfers.list(bob, {})).total).toBe(0)
        const events = yield* (yield* Outbox.Outbox).readAfter(Outbox.outboxStart, 100)
        expect(events.events).toHaveLength(0)
        const verification = yield* (yield* LedgerStore.LedgerStore).verify()
        expect(verification).toMatchObject({ entries: 1, unbalancedEntries: 0, balanceMismatches: 0, totalCentavos: 0 })
      }).pipe(Effect.provide(world(ports())))
    )

    it.effect("concurrent creates with one externalReference move money once", () =>
      Effect.gen(function* () {
        yield* seed(10_000)
        const transfers = yield* Transfers.InternalTransfers
        const results = yield* Effect.forEach(
          Array.from({ length: 8 }, () => transfers.create(request({ externalReference: "same" }))),
          (effect) => effect,
          { concurrency: "unbounded" }
        )
        expect(new Set(results.map((r) => r.record.id)).size).toBe(1)
        expect(results.filter((r) => !r.replayed)).toHaveLength(1)
        const balance = yield* (yield* Ledger.Ledger).balance(Ledger.mainLedgerAccount(alice))
        expect(balance.availableCentavos).toBe(9_000)
      }).pipe(Effect.provide(world(ports())))
    )
  })

suite("internal transfers: in-memory reference", () => memoryPorts)
suite("internal transfers on PGlite", () => sqlPorts("pglite"))
suite("internal transfers on PGlite, written in one statement", () => sqlPorts("pglite", true))
describePostgres("internal transfers on PostgreSQL", () => {
  suite("internal transfers on PostgreSQL", () => sqlPorts("postgres"))
  suite("internal transfers on PostgreSQL, written in one statement", () => sqlPorts("postgres", true))
})
