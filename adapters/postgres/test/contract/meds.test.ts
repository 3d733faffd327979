import { describe, expect, it } from "@effect/vitest"
import {
  Accounts,
  Charges,
  ChargeStore,
  Crypto,
  Ids,
  Ledger,
  LedgerStore,
  Med,
  MedStore,
  Outbox,
  PixNetwork,
  Transactor
} from "@trilho/domain"
import { Effect, Layer, Option } from "effect"
import { AccountsSql, ChargeStoreSql, LedgerStoreSql, MedStoreSql, OutboxSql, TransactorSql } from "../../src/index.ts"
import { describePostgres, layerTestDatabase } from "../../src/testing.ts"
import { committedEvents } from "./committedEvents.ts"
import { paidCharge } from "./paidCharge.ts"

const shop = Ledger.AccountId.make("acc_shop")
const other = Ledger.AccountId.make("acc_other")
const main = Ledger.mainLedgerAccount(shop)

const chargesConfig = Charges.Config.layer({ ...Charges.Config.settingsDefault, payUrl: "https://pay.trilho.test" })

const memoryPorts = () => {
  const enlisted = Layer.mergeAll(MedStore.layerMemory, ChargeStore.layerMemory, Outbox.layerMemory)
  const ledger = Layer.provideMerge(Accounts.layerMemory, LedgerStore.layerMemory)
  return Layer.merge(Layer.provideMerge(enlisted, Transactor.layerMemory), ledger)
}

const sqlPorts = (backend: "pglite" | "postgres") =>
  Layer.mergeAll(
    MedStoreSql.layer,
    ChargeStoreSql.layer,
    OutboxSql.layer,
    AccountsSql.layer,
    LedgerStoreSql.layer,
    TransactorSql.layer
  ).pipe(Layer.provideMerge(layerTestDatabase({ backend, poolSize: 4 })))

const world = <E>(ports: Layer.Layer<any, E>) =>
  Layer.provideMerge(
    Layer.merge(Charges.Charges.Default, Med.Meds.Default),
    Layer.provideMerge(
      Ledger.Ledger.Default,
      Layer.mergeAll(
        ports,
        Ids.layerCounter,
        Crypto.layerDeterministic(),
        PixNetwork.layerMemory,
        Charges.Subaccounts.layerMemory,
        chargesConfig
      )
    )
  )

const seed = Effect.gen(function* () {
  const accounts = yield* Accounts.Accounts
  const flags = { medAutomaticContest: false }
  yield* accounts.insert({ id: shop, name: "Loja", email: "loja@shop.test", flags, createdAt: new Date(0) })
  yield* accounts.insert({ id: other, name: "Outra", email: "outra@shop.test", flags: {}, createdAt: new Date(0) })
})

/** A charge of the shop paid now. */
const paid = (amountCentavos: number) => paidCharge(shop, amountCentavos)

let spends = 0

/** The shop's merchant spends `amountCentavos` of its available money (to the PIX clearing account). */
const spend = (amountCentavos: number) =>
  Effect.flatMap(Ledger.Ledger, (ledger) =>
    ledger.post({
      id: Ledger.EntryId.make(`ent_spent_${++spends}`),
      accountId: shop,
      kind: "ADJUSTMENT",
      postings: [
        { ledgerAccountId: main, amountCentavos: -amountCentavos as never, bucket: "available", spend: "available" },
        {
          ledgerAccountId: Ledger.SystemAccount.pixClearing,
          amountCentavos: amountCentavos as never,
          bucket: "available"
        }
      ],
      createdAt: new Date(0)
    })
  )

const dispute = (n: number, overrides: Partial<Med.MedDispute> = {}): Med.MedDispute => ({
  id: Med.MedId.make(`med_${String(n).padStart(26, "0")}`),
  protocol: `proto-${n}`,
  accountId: shop,
  transactionId: `pix_tx${n}`,
  type: "fraud",
  status: "OPEN",
  amountCentavos: 1_000 as never,
  deadlineAt: new Date(7_000),
  automaticContest: false,
  blockedCentavos: 400 as never,
  returnedCentavos: 0 as never,
  createdAt: new Date(n * 1_000),
  updatedAt: new Date(n * 1_000),
  ...overrides
})

const suite = (name: string, ports: () => Layer.Layer<any, any>) =>
  describe(name, () => {
    it.effect("stores, reads by id and protocol, compares-and-sets, lists with filters; one dispute per deposit", () =>
      Effect.gen(function* () {
        const store = yield* MedStore.MedStore
        const a = dispute(1, { subaccountId: "sub_1", apiKeyId: "key_1", description: "golpe" })
        const b = dispute(2)
        yield* store.insert(a)
        yield* store.insert(b)
        expect(yield* store.findById(shop, a.id)).toEqual(Option.some(a))
        expect(yield* store.findByProtocol(shop, b.protocol)).toEqual(Option.some(b))
        expect(yield* store.findById(other, a.id)).toEqual(Option.none())
        const twice = yield* Effect.flip(store.insert(dispute(3, { transactionId: a.transactionId })))
        expect(twice).toMatchObject({ _tag: "MedAlreadyOpened", medId: a.id })
        const sameProtocol = yield* Effect.flip(store.insert(dispute(4, { protocol: a.protocol })))
        expect(sameProtocol._tag).toBe("MedAlreadyOpened")
        const evidence: Med.MedEvidence = {
          justification: "pedido entregue",
          proofs: ["https://rastreio.example.com/1"],
          analysis: "rejeitado",
          files: [{ name: "nota.pdf", type: "application/pdf", sizeBytes: 10, sha256: "a".repeat(64) }],
          automatic: false,
          submittedAt: new Date(5_000)
        }
        const reviewed = { ...a, status: "UNDER_REVIEW" as const, evidence, updatedAt: new Date(5_000) }
        // A write from a read that saw another blocked amount fails: the record and the ledger must agree.
        const staleBlock = yield* Effect.flip(store.update({ ...a, blockedCentavos: 300 as never }, reviewed))
        expect(staleBlock).toMatchObject({ _tag: "MedStatusChanged", actual: "OPEN" })
        expect(yield* store.findById(shop, a.id)).toEqual(Option.some(a))
        expect(yield* store.update(a, reviewed)).toEqual(reviewed)
        expect(yield* store.findById(shop, a.id)).toEqual(Option.some(reviewed))
        const stale = yield* Effect.flip(store.update(a, { ...reviewed, status: "ACCEPTED" }))
        expect(stale).toMatchObject({ _tag: "MedStatusChanged", actual: "UNDER_REVIEW" })
        const missing = yield* Effect.flip(store.update(dispute(9), dispute(9)))
        expect(missing._tag).toBe("MedNotFound")
        const all = yield* store.findManyByAccount(shop, {}, { page: 1, pageSize: 10 })
        expect(all.items.map((d) => d.id)).toEqual([b.id, a.id])
        expect(all.total).toBe(2)
        const filtered = yield* store.findManyByAccount(
          shop,
          { status: "UNDER_REVIEW", createdFrom: new Date(0), createdTo: new Date(1_000) },
          { page: 1, pageSize: 10 }
        )
        expect(filtered.items.map((d) => d.id)).toEqual([a.id])
        const second = yield* store.findManyByAccount(shop, {}, { page: 2, pageSize: 1 })
        expect(second).toMatchObject({ total: 2, items: [{ id: a.id }] })
        expect((yield* store.findManyByAccount(shop, { protocol: "none" }, { page: 1, pageSize: 10 })).total).toBe(0)
      }).pipe(Effect.provide(world(ports())))
    )

    it.effect(
      "findOwing: of every account, exactly the running disputes that owe (isOpen, isOwing), oldest first",
      () =>
        Effect.gen(function* () {
          const store = yield* MedStore.MedStore
          const statuses: ReadonlyArray<Med.MedStatus> = [
            "OPEN",
            "UNDER_REVIEW",
            "ACCEPTED",
            "REJECTED",
            "CANCELED",
            "EXPIRED"
          ]
          // Ids inserted newest first, four disputes to each instant (the id breaks the tie), two accounts.
          const all = Array.from({ length: 36 }, (_, i) => {
            const n = 36 - i
            return dispute(n, {
              accountId: n % 2 === 0 ? shop : other,
              status: statuses[n % statuses.length]!,
              blockedCentavos: [0, 400, 999, 1_000][Math.floor(n / 6) % 4]! as never,
              createdAt: new Date(Math.floor(n / 4) * 1_000)
            })
          })
          yield* Effect.forEach(all, (d) => store.insert(d))
          const expected = all.filter((d) => Med.isOpen(d.status) && Med.isOwing(d)).sort(Med.oldestMedFirst)
          expect(expected.length).toBeGreaterThan(8)
          expect(yield* store.findOwing(100)).toEqual(expected)
          expect(yield* store.findOwing(0)).toEqual([])
          // Pages of 4, each after the last of the one before, make the same list.
          const paged: Array<Med.MedDispute> = []
          while (true) {
            const page = yield* store.findOwing(4, paged.at(-1))
            paged.push(...page)
            if (page.length < 4) break
          }
          expect(paged.map((d) => d.id)).toEqual(expected.map((d) => d.id))
          // Blocked in full, a dispute owes nothing more; concluded, it is no longer running.
          const [first, second] = expected
          yield* store.update(first!, { ...first!, blockedCentavos: first!.amountCentavos })
          yield* store.update(second!, { ...second!, status: "CANCELED", blockedCentavos: 0 as never })
          expect((yield* store.findOwing(100)).map((d) => d.id)).toEqual(expected.slice(2).map((d) => d.id))
        }).pipe(Effect.provide(world(ports())))
    )

    it.effect("a dispute blocks its deposit's money, and accepting it returns that money, in one transaction", () =>
      Effect.gen(function* () {
        yield* seed
        const meds = yield* Med.Meds
        const ledger = yield* Ledger.Ledger
        const a = yield* paid(10_000)
        const b = yield* paid(4_000)
        const da = yield* meds.open({ accountId: shop, transactionId: a.id, amountCentavos: 6_000, type: "other" })
        const db = yield* meds.open({ accountId: shop, transactionId: b.id, type: "account_takeover" })
        expect(yield* ledger.balance(main)).toMatchObject({ availableCentavos: 14_000, medBlockedCentavos: 10_000 })
        yield* meds.submitEvidence(shop, da.protocol, { justification: "pedido entregue", analysis: "rejeitado" })
        expect(yield* meds.decide(shop, da.id, "reject")).toMatchObject({ status: "REJECTED", blockedCentavos: 0 })
        expect(yield* meds.decide(shop, db.id, "accept")).toMatchObject({ status: "ACCEPTED", returnedCentavos: 4_000 })
        expect(yield* ledger.balance(main)).toMatchObject({ availableCentavos: 10_000, medBlockedCentavos: 0 })
        expect((yield* meds.findManyByAccount(shop, { status: "ACCEPTED" })).items.map((d) => d.id)).toEqual([db.id])
        expect(yield* (yield* LedgerStore.LedgerStore).verify()).toMatchObject({
          unbalancedEntries: 0,
          balanceMismatches: 0,
          negativeBalances: 0,
          totalCentavos: 0
        })
        const events = (yield* committedEvents).filter((e) => e.accountId === shop)
        expect(events.filter((e) => e.eventType.startsWith("med.")).map((e) => e.eventType)).toEqual([
          "med.created",
          "med.created",
          "med.evidence_sent",
          "med.updated",
          "med.updated"
        ])
      }).pipe(Effect.provide(world(ports())))
    )

    it.effect(
      "catch-ups racing each other and credits: the dispute's blocked amount is the ledger's blocked money",
      () =>
        Effect.gen(function* () {
          yield* seed
          const meds = yield* Med.Meds
          const ledger = yield* Ledger.Ledger
          const deposit = yield* paid(10_000)
          yield* spend(7_000)
          const d = yield* meds.open({ accountId: shop, transactionId: deposit.id, type: "other" })
          expect(d.blockedCentavos).toBe(3_000)
          const catchUp = Effect.result(meds.blockOwed(shop, d.id))
          yield* Effect.all([catchUp, paid(300), catchUp, paid(700), catchUp, catchUp, paid(1_100), catchUp, catchUp], {
            concurrency: "unbounded"
          })
          const after = yield* meds.blockOwed(shop, d.id)
          expect(after.blockedCentavos).toBe(5_100)
          expect(yield* ledger.balance(main)).toMatchObject({ availableCentavos: 5_100, medBlockedCentavos: 5_100 })
          expect((yield* (yield* LedgerStore.LedgerStore).verify()).negativeBalances).toBe(0)
        }).pipe(Effect.provide(world(ports())))
    )
  })

suite("MED disputes: in-memory reference", memoryPorts)
suite("MED disputes on PGlite", () => sqlPorts("pglite"))
describePostgres("MED disputes on PostgreSQL", () => {
  suite("MED disputes on PostgreSQL", () => sqlPorts("postgres"))
})
