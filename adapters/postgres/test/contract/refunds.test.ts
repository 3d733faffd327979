import { describe, expect, it } from "@effect/vitest"
import {
  Accounts,
  Charges,
  ChargeStore,
  Ids,
  Ledger,
  LedgerStore,
  Outbox,
  PixNetwork,
  RefundStore,
  Refunds,
  Transactor
} from "@trilho/domain"
import { Clock, Effect, Layer, Option, Result } from "effect"
import { layer as refundStoreSql } from "../../src/RefundStoreSql.ts"
import { AccountsSql, ChargeStoreSql, LedgerStoreSql, OutboxSql, TransactorSql } from "../../src/index.ts"
import { describePostgres, layerTestDatabase } from "../../src/testing.ts"
import { committedEvents } from "./committedEvents.ts"
import { paidCharge } from "./paidCharge.ts"

const shop = Ledger.AccountId.make("acc_shop")
const other = Ledger.AccountId.make("acc_other")
const main = Ledger.mainLedgerAccount(shop)

const chargesConfig = Charges.Config.layer({ ...Charges.Config.settingsDefault, payUrl: "https://pay.trilho.test" })

const memoryPorts = () => {
  const transactor = Transactor.layerMemory
  const charges = Layer.provideMerge(ChargeStore.layerMemory, transactor)
  const stores = RefundStore.layerMemory.pipe(Layer.provide(LedgerStore.layerMemory), Layer.provideMerge(charges))
  // The merchants open their ledger accounts through the wrapped ledger store.
  return Layer.mergeAll(Outbox.layerMemory, Accounts.layerMemory).pipe(Layer.provideMerge(stores))
}

const sqlPorts = (backend: "pglite" | "postgres") =>
  Layer.mergeAll(
    refundStoreSql,
    ChargeStoreSql.layer,
    OutboxSql.layer,
    AccountsSql.layer,
    LedgerStoreSql.layer,
    TransactorSql.layer
  ).pipe(Layer.provideMerge(layerTestDatabase({ backend, poolSize: 4 })))

const world = <E>(ports: Layer.Layer<any, E>) =>
  Layer.provideMerge(
    Layer.merge(Charges.Charges.Default, Refunds.Refunds.Default),
    Layer.provideMerge(
      Ledger.Ledger.Default,
      Layer.mergeAll(ports, Ids.layerCounter, PixNetwork.layerMemory, Charges.Subaccounts.layerMemory, chargesConfig)
    )
  )

/** The shop (refunds at 1 % + 0.50, with `withdrawable` centavos credited 25 h ago) and another merchant. */
const seed = (withdrawable: number) =>
  Effect.gen(function* () {
    const accounts = yield* Accounts.Accounts
    const flags = { refundPercentBps: 100, refundFixedCentavos: 50 }
    yield* accounts.insert({ id: shop, name: "Loja", email: "loja@shop.test", flags, createdAt: new Date(0) })
    yield* accounts.insert({ id: other, name: "Outra", email: "outra@shop.test", flags: {}, createdAt: new Date(0) })
    if (withdrawable === 0) return
    const confirmedAt = new Date((yield* Clock.currentTimeMillis) - 25 * 3_600_000)
    yield* (yield* Ledger.Ledger).post(
      Ledger.pixDepositEntry(
        { id: Ledger.EntryId.make("ent_seed"), accountId: shop, createdAt: confirmedAt },
        {
          receiver: main,
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

/** A charge of the shop paid now. */
const paid = (amountCentavos: number) => paidCharge(shop, amountCentavos)

const lastCall = Effect.flatMap(PixNetwork.PixNetworkMemory, (network) =>
  Effect.map(network.calls, (calls) => calls.filter((c) => c._tag === "requestRefund").at(-1)!)
)

const available = Effect.flatMap(Ledger.Ledger, (ledger) =>
  Effect.map(ledger.balance(main), (b) => b.availableCentavos)
)

/** The refund events committed so far. */
const refundEvents = Effect.map(committedEvents, (events) =>
  events.filter((e) => e.eventType.startsWith("refund.") || e.eventType === "payment.refunded")
)

const suite = (name: string, ports: () => Layer.Layer<any, any>) =>
  describe(name, () => {
    it.effect("request, complete, read by every id, list with filters; replay, conflict, second refund refused", () =>
      Effect.gen(function* () {
        yield* seed(10_000)
        const refunds = yield* Refunds.Refunds
        const a = yield* paid(1_000)
        const b = yield* paid(2_000)
        const first = yield* refunds.create({
          accountId: shop,
          transactionId: a.id,
          refundId: "ra",
          description: "Troca"
        })
        // 10.00 refunded, fee 1 % (0.10) + 0.50.
        expect(first.refund).toMatchObject({
          depositNetCentavos: 1_000,
          transferFeeCentavos: 60,
          debitNetCentavos: 1_060
        })
        expect(yield* available).toBe(10_000 + 1_000 + 2_000 - 1_060)
        const completed = yield* refunds.complete({
          _tag: "RefundCompleted",
          referenceId: (yield* lastCall).referenceId,
          refundId: first.refund.id,
          originalEndToEndId: a.endToEndId!,
          returnId: "D999999982026010112000000001",
          amountCentavos: 1_000,
          completedAt: new Date(2_000)
        })
        expect(completed.charge.status).toBe("REVERSED")
        yield* refunds.create({ accountId: shop, e2eId: b.endToEndId!, refundId: "rb", nature: "FRAUD" })
        for (const id of [a.id, "ra", first.refund.id, a.endToEndId!]) {
          expect(yield* refunds.findById(shop, id)).toEqual({ charge: completed.charge, refund: completed.refund })
        }
        expect((yield* Effect.flip(refunds.findById(other, "ra")))._tag).toBe("RefundNotFound")
        expect((yield* refunds.list(shop, {})).items.map((v) => v.refund.refundId)).toEqual(["rb", "ra"])
        expect((yield* refunds.list(shop, { status: "COMPLETED" })).items.map((v) => v.charge.id)).toEqual([a.id])
        expect((yield* refunds.list(shop, { nature: "FRAUD" })).items.map((v) => v.charge.id)).toEqual([b.id])
        expect((yield* refunds.list(shop, { search: "TROC" })).items.map((v) => v.charge.id)).toEqual([a.id])
        expect((yield* refunds.list(shop, { search: b.endToEndId!.slice(-6) })).total).toBe(1)
        expect((yield* refunds.list(shop, { dateTo: new Date(-1) })).total).toBe(0)
        expect((yield* refunds.list(shop, { pageSize: 1, page: 2 })).items.map((v) => v.refund.refundId)).toEqual([
          "ra"
        ])
        expect((yield* refunds.list(other, {})).total).toBe(0)
        const replay = yield* refunds.create({ accountId: shop, e2eId: b.endToEndId!, refundId: "rb", nature: "FRAUD" })
        expect(replay.replayed).toBe(true)
        const conflict = yield* Effect.flip(refunds.create({ accountId: shop, e2eId: b.endToEndId!, refundId: "rb" }))
        expect(conflict._tag).toBe("RefundIdConflict")
        const second = yield* Effect.flip(refunds.create({ accountId: shop, transactionId: b.id, refundId: "rc" }))
        expect(second._tag).toBe("DepositAlreadyRefunded")
        const afterDone = yield* Effect.flip(refunds.create({ accountId: shop, transactionId: a.id }))
        expect(afterDone._tag).toBe("DepositAlreadyRefunded")
        expect((yield* refundEvents).map((e) => e.eventType)).toEqual([
          "refund.requested",
          "refund.completed",
          "payment.refunded",
          "refund.requested"
        ])
      }).pipe(Effect.provide(world(ports())))
    )

    it.effect(
      "a failed refund returns the debit exactly; the deposit is refunded again, and the list shows the latest",
      () =>
        Effect.gen(function* () {
          yield* seed(10_000)
          const refunds = yield* Refunds.Refunds
          const a = yield* paid(5_000)
          const before = yield* available
          const first = yield* refunds.create({ accountId: shop, transactionId: a.id, refundId: "r1" })
          const failed = yield* refunds.fail({
            _tag: "RefundFailed",
            referenceId: (yield* lastCall).referenceId,
            refundId: first.refund.id,
            originalEndToEndId: a.endToEndId!,
            reason: "AC03",
            failedAt: new Date(3_000)
          })
          expect(failed.refund).toMatchObject({ status: "FAILED", failureReason: "AC03", failedAt: new Date(3_000) })
          expect(yield* available).toBe(before)
          const again = yield* refunds.create({ accountId: shop, transactionId: a.id, refundId: "r2" })
          expect(again.refund.status).toBe("REQUESTED")
          expect((yield* refunds.list(shop, {})).items.map((v) => v.refund.refundId)).toEqual(["r2"])
          expect((yield* refunds.list(shop, { status: "FAILED" })).total).toBe(0)
          expect((yield* refunds.findById(shop, "r1")).refund.status).toBe("FAILED")
          expect((yield* refunds.findById(shop, a.id)).refund.refundId).toBe("r2")
          const verification = yield* (yield* LedgerStore.LedgerStore).verify()
          expect(verification).toMatchObject({ unbalancedEntries: 0, balanceMismatches: 0, negativeBalances: 0 })
        }).pipe(Effect.provide(world(ports())))
    )

    it.effect("a refund short of funds writes no refund, no entry and no event", () =>
      Effect.gen(function* () {
        yield* seed(0)
        const refunds = yield* Refunds.Refunds
        const a = yield* paid(5_000)
        const entriesBefore = (yield* (yield* LedgerStore.LedgerStore).verify()).entries
        const refused = yield* Effect.flip(refunds.create({ accountId: shop, transactionId: a.id, refundId: "r1" }))
        expect(refused._tag).toBe("InsufficientFunds")
        expect((yield* (yield* LedgerStore.LedgerStore).verify()).entries).toBe(entriesBefore)
        expect((yield* refunds.list(shop, {})).total).toBe(0)
        expect(yield* refundEvents).toEqual([])
      }).pipe(Effect.provide(world(ports())))
    )

    it.effect("concurrent refunds of one deposit reserve the money once", () =>
      Effect.gen(function* () {
        yield* seed(10_000)
        const refunds = yield* Refunds.Refunds
        const a = yield* paid(5_000)
        const before = yield* available
        const results = yield* Effect.forEach(
          Array.from({ length: 6 }, (_, i) =>
            Effect.result(refunds.create({ accountId: shop, transactionId: a.id, refundId: i < 3 ? "same" : `r${i}` }))
          ),
          (effect) => effect,
          { concurrency: "unbounded" }
        )
        const made = results.filter(Result.isSuccess).map((r) => r.success)
        expect(new Set(made.map((r) => r.refund.id)).size).toBe(1)
        for (const r of results) if (Result.isFailure(r)) expect(r.failure._tag).toBe("DepositAlreadyRefunded")
        expect(yield* available).toBe(before - 5_000 - 100)
      }).pipe(Effect.provide(world(ports())))
    )

    it.effect("refunds never handed over are found oldest first, until the network's reference is stored", () =>
      Effect.gen(function* () {
        yield* seed(0)
        const store = yield* RefundStore.RefundStore
        const record = (n: number, requestedAtMs: number): Refunds.RefundRecord => ({
          id: `rfd_${String(n).padStart(26, "0")}`,
          accountId: n === 3 ? other : shop,
          refundId: `r${n}`,
          chargeId: `pix_${String(n).padStart(26, "0")}`,
          endToEndId: `E99999999202601011200${String(n).padStart(11, "0")}`,
          status: "REQUESTED",
          nature: "ORIGINAL",
          depositNetCentavos: 100 as never,
          transferFeeCentavos: 0 as never,
          debitNetCentavos: 100 as never,
          ledgerAccountId: main,
          depositUnlockAt: new Date(0),
          requestFingerprint: "[]",
          requestedAt: new Date(requestedAtMs),
          updatedAt: new Date(requestedAtMs)
        })
        yield* store.insert(record(1, 5_000))
        yield* store.insert(record(2, 1_000))
        yield* store.insert(record(3, 3_000))
        yield* store.insert(record(4, 9_000))
        const ids = (found: ReadonlyArray<Refunds.RefundRecord>) => found.map((r) => r.refundId)
        expect(ids(yield* store.findUnsubmitted(new Date(5_000), 10))).toEqual(["r2", "r3", "r1"])
        expect(ids(yield* store.findUnsubmitted(new Date(5_000), 2))).toEqual(["r2", "r3"])
        yield* store.updateStatus(shop, record(2, 0).id, "REQUESTED", "REQUESTED", {
          referenceId: "net-2",
          updatedAt: new Date(6_000)
        })
        yield* store.updateStatus(other, record(3, 0).id, "REQUESTED", "FAILED", {
          failedAt: new Date(6_000),
          failureReason: "x",
          updatedAt: new Date(6_000)
        })
        expect(ids(yield* store.findUnsubmitted(new Date(10_000), 10))).toEqual(["r1", "r4"])
        // The scan's answer is the domain's predicate over what is stored, at any cut-off.
        const stored = yield* Effect.forEach([1, 2, 3, 4], (n) =>
          Effect.map(store.findBySentId(record(n, 0).id), Option.getOrThrow)
        )
        for (const cut of [0, 1_000, 4_999, 5_000, 9_000, 10_000]) {
          const expected = stored
            .filter((r) => Refunds.isUnsubmitted(r, new Date(cut)))
            .sort((a, b) => a.requestedAt.getTime() - b.requestedAt.getTime() || (a.id < b.id ? -1 : 1))
          expect(ids(yield* store.findUnsubmitted(new Date(cut), 10))).toEqual(ids(expected))
        }
        // Notices name the id the platform sent, whatever the account.
        expect((yield* store.findBySentId(record(3, 0).id)).pipe((o) => o._tag === "Some" && o.value.refundId)).toBe(
          "r3"
        )
        expect((yield* store.findBySentId("rfd_none"))._tag).toBe("None")
        expect((yield* store.findByReferenceId("net-2")).pipe((o) => o._tag === "Some" && o.value.refundId)).toBe("r2")
      }).pipe(Effect.provide(world(ports())))
    )
  })

suite("refunds: in-memory reference", memoryPorts)
suite("refunds on PGlite", () => sqlPorts("pglite"))
describePostgres("refunds on PostgreSQL", () => {
  suite("refunds on PostgreSQL", () => sqlPorts("postgres"))
})
