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
  Refunds,
  RefundStore,
  Statement,
  Transactor
} from "@trilho/domain"
import { Clock, Effect, Layer } from "effect"
import { AccountsSql, ChargeStoreSql, LedgerStoreSql, OutboxSql, TransactorSql } from "../../src/index.ts"
import { layer as refundStoreSql } from "../../src/RefundStoreSql.ts"
import { layer as statementSql } from "../../src/StatementSql.ts"
import { describePostgres, layerTestDatabase } from "../../src/testing.ts"
import { paidCharge } from "./paidCharge.ts"

const shop = Ledger.AccountId.make("acc_shop")
const main = Ledger.mainLedgerAccount(shop)

const memoryPorts = () => {
  const charges = Layer.provideMerge(ChargeStore.layerMemory, Transactor.layerMemory)
  // The statement wraps the memory ledger store, the refund store wraps the statement's: every entry reaches both.
  const statement = Statement.layerMemory.pipe(Layer.provide(LedgerStore.layerMemory), Layer.provideMerge(charges))
  const stores = RefundStore.layerMemory.pipe(Layer.provideMerge(statement))
  return Layer.mergeAll(Outbox.layerMemory, Accounts.layerMemory).pipe(Layer.provideMerge(stores))
}

const sqlPorts = (backend: "pglite" | "postgres") =>
  Layer.mergeAll(
    statementSql,
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
      Layer.mergeAll(
        ports,
        Ids.layerCounter,
        PixNetwork.layerMemory,
        Charges.Subaccounts.layerMemory,
        Charges.Config.layer({ ...Charges.Config.settingsDefault, payUrl: "https://pay.trilho.test" })
      )
    )
  )

/** A charge of the shop paid now. */
const paid = (amountCentavos: number) => paidCharge(shop, amountCentavos)

const lastCall = Effect.flatMap(PixNetwork.PixNetworkMemory, (network) =>
  Effect.map(network.calls, (calls) => calls.filter((c) => c._tag === "requestRefund").at(-1)!)
)

/** What a line adds to the main account: a settled (COMPLETED or REVERSED) charge its net, a movement its sign. */
const creditedBy = (item: Statement.StatementItem): number =>
  item._tag === "Movement"
    ? Statement.signedCentavosOf(item.movement)
    : item.charge.status === "COMPLETED" || item.charge.status === "REVERSED"
      ? item.charge.netCentavos
      : 0

const suite = (name: string, ports: () => Layer.Layer<any, any>) =>
  describe(name, () => {
    it.effect("refund lines: the debit, the return of a failed refund; the settled lines add up to the balance", () =>
      Effect.gen(function* () {
        const accounts = yield* Accounts.Accounts
        yield* accounts.insert({
          id: shop,
          name: "Loja",
          email: "loja@shop.test",
          flags: { refundPercentBps: 100, refundFixedCentavos: 50 },
          createdAt: new Date(0)
        })
        const refunds = yield* Refunds.Refunds
        const a = yield* paid(10_000)
        const b = yield* paid(20_000)
        const c = yield* paid(30_000)
        // Money beyond the deposits for the fees (which spend withdrawable money only).
        const confirmedAt = new Date(-25 * 3_600_000)
        yield* (yield* Ledger.Ledger).post(
          Ledger.pixDepositEntry(
            { id: Ledger.EntryId.make("ent_seed"), accountId: shop, createdAt: confirmedAt },
            {
              receiver: main,
              confirmedAt,
              amounts: {
                grossCentavos: 1_000,
                feeCentavos: 0,
                netCentavos: 1_000,
                platformFeeCentavos: 0,
                profitCentavos: 0,
                partnerCentavos: 0,
                merchantCentavos: 1_000
              } as never
            }
          )
        )
        const done = yield* refunds.create({ accountId: shop, transactionId: a.id, refundId: "ra" })
        yield* refunds.complete({
          _tag: "RefundCompleted",
          referenceId: (yield* lastCall).referenceId,
          refundId: done.refund.id,
          originalEndToEndId: a.endToEndId!,
          returnId: "D9999999820260101120000000001",
          amountCentavos: 10_000,
          completedAt: new Date(1_000)
        })
        const failed = yield* refunds.create({ accountId: shop, transactionId: b.id, refundId: "rb" })
        yield* refunds.fail({
          _tag: "RefundFailed",
          referenceId: (yield* lastCall).referenceId,
          refundId: failed.refund.id,
          originalEndToEndId: b.endToEndId!,
          reason: "AC03",
          failedAt: new Date(2_000)
        })
        yield* refunds.create({ accountId: shop, transactionId: c.id, refundId: "rc" })
        const statement = yield* Statement.Statement
        const page = yield* statement.findManyByAccount(shop, {}, { page: 1, pageSize: 100 })
        const movements = page.items.flatMap((i) => (i._tag === "Movement" ? [i.movement] : []))
        expect(movements.map((m) => [m.type, m.id, m.amountCentavos, m.referenceId]).sort()).toEqual(
          [
            ["REFUND", done.refund.id, 10_150, a.id],
            ["REFUND", failed.refund.id, 20_250, b.id],
            ["REFUND_REVERSAL", `rfr_${failed.refund.id.slice(4)}`, 20_250, b.id],
            ["REFUND", yield* Effect.map(refunds.findById(shop, "rc"), (v) => v.refund.id), 30_350, c.id]
          ].sort()
        )
        expect(page.items.find((i) => i._tag === "Charge" && i.charge.id === a.id)).toMatchObject({
          charge: { status: "REVERSED" }
        })
        const balance = yield* (yield* Ledger.Ledger).balance(main)
        // The seed credit is a bare ledger entry, no charge: the lines add up to the rest.
        expect(page.items.reduce((sum, item) => sum + creditedBy(item), 0)).toBe(balance.availableCentavos - 1_000)
        // A movement is COMPLETED: other statuses leave the refund lines out; search finds them by the deposit's id.
        expect(
          (yield* statement.findManyByAccount(shop, { status: "PENDING" }, { page: 1, pageSize: 100 })).total
        ).toBe(0)
        const byDeposit = yield* statement.findManyByAccount(shop, { search: b.id }, { page: 1, pageSize: 100 })
        expect(byDeposit.items.map((i) => (i._tag === "Movement" ? i.movement.type : i.charge.id)).sort()).toEqual(
          [b.id, "REFUND", "REFUND_REVERSAL"].sort()
        )
        const late = yield* statement.findManyByAccount(
          shop,
          { dateFrom: new Date((yield* Clock.currentTimeMillis) + 1) },
          { page: 1, pageSize: 100 }
        )
        expect(late.total).toBe(0)
      }).pipe(Effect.provide(world(ports())))
    )

    it.effect("a subaccount's refund is a line of the subaccount's statement, not of the main account's", () =>
      Effect.gen(function* () {
        yield* (yield* Accounts.Accounts).insert({
          id: shop,
          name: "Loja",
          email: "loja@shop.test",
          flags: { subaccounts: true, subaccountPix: true },
          createdAt: new Date(0)
        })
        yield* (yield* Charges.Subaccounts.ChargeSubaccountsMemory).put({
          id: "sub_1",
          accountId: shop,
          status: "ACTIVE",
          lockMode: null,
          pixInSurcharge: { percentBps: 0, fixedCentavos: 0 }
        })
        yield* (yield* Ledger.Ledger).openAccount({
          id: Ledger.subLedgerAccount("sub_1"),
          accountId: shop,
          kind: "SUBACCOUNT"
        })
        const charges = yield* Charges.Charges
        const created = yield* charges.create({
          accountId: shop,
          amountCentavos: 5_000,
          description: "Pedido sub",
          subaccountId: "sub_1"
        })
        const paid = yield* charges.confirmPaid({
          _tag: "ChargePaid",
          referenceId: created.record.referenceId,
          txid: created.record.txid,
          endToEndId: "E99999999202601011200SUBSUBSUB01",
          amountCentavos: 5_000,
          payer: { name: "Maria", document: "12345678909" },
          paidAt: new Date(0)
        })
        const refund = yield* (yield* Refunds.Refunds).create({
          accountId: shop,
          transactionId: paid.record.id,
          subaccountId: "sub_1"
        })
        const statement = yield* Statement.Statement
        const ofSub = yield* statement.findManyByAccount(shop, { subaccountId: "sub_1" }, { page: 1, pageSize: 100 })
        expect(
          ofSub.items.map((i) => (i._tag === "Movement" ? [i.movement.type, i.movement.id] : i.charge.id))
        ).toEqual([["REFUND", refund.refund.id], paid.record.id])
        const ofMain = yield* statement.findManyByAccount(shop, {}, { page: 1, pageSize: 100 })
        expect(ofMain.items.filter((i) => i._tag === "Movement")).toEqual([])
        const balance = yield* (yield* Ledger.Ledger).balance(Ledger.subLedgerAccount("sub_1"))
        expect(balance.availableCentavos).toBe(0)
      }).pipe(Effect.provide(world(ports())))
    )
  })

suite("statement with refunds: in-memory reference", memoryPorts)
suite("statement with refunds on PGlite", () => sqlPorts("pglite"))
describePostgres("statement with refunds on PostgreSQL", () => {
  suite("statement with refunds on PostgreSQL", () => sqlPorts("postgres"))
})
