import { expect, it } from "@effect/vitest"
import { Accounts, Charges, Crypto, Ledger, Med, MedStore, Notifier, SandboxClock } from "@trilho/domain"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { ConfigProvider, Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { blockAllOwed, layerLoop } from "../../src/jobs/BlockOwedMeds.ts"
import { layerServices } from "../../src/Layers.ts"

const shop = Ledger.AccountId.make("acc_med_owed")
const main = Ledger.mainLedgerAccount(shop)
const start = Date.parse("2026-03-01T12:00:00Z")

/** The MED and charge use cases over memory ports, with the sandbox clock. */
const world = Layer.mergeAll(
  Med.Meds.Default.pipe(
    Layer.provideMerge(Layer.merge(MedStore.layerMemory, Crypto.layerDeterministic())),
    Layer.provideMerge(Charges.Charges.Test)
  ),
  SandboxClock.layerMemory
)

const seed = Effect.flatMap(Accounts.Accounts, (accounts) =>
  accounts.insert({ id: shop, name: "Loja", email: `loja.${Date.now()}@med.test`, flags: {}, createdAt: new Date(0) })
)

let sequence = 0

/** A charge of the shop created and paid now: the credit a MED catch-up waits for. */
const pay = (amountCentavos: number) =>
  Effect.gen(function* () {
    const charges = yield* Charges.Charges
    const n = ++sequence
    const created = yield* charges.create({ accountId: shop, amountCentavos, description: `Pedido ${n}` })
    const outcome = yield* charges.confirmPaid({
      _tag: "ChargePaid",
      referenceId: created.record.referenceId,
      txid: created.record.txid,
      endToEndId: `E99999999202603011200${String(n).padStart(11, "0")}`,
      amountCentavos: created.record.amountCentavos,
      payer: { name: "Maria", document: "12345678909" },
      paidAt: new Date(start)
    })
    return outcome.record
  })

/** The shop spends `amountCentavos` of its money (a refund may spend a deposit still locked, as this does). */
const spend = (amountCentavos: number) =>
  Effect.flatMap(Ledger.Ledger, (ledger) =>
    ledger.post({
      id: Ledger.EntryId.make(`ent_med_owed_spent_${++sequence}`),
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
      createdAt: new Date(start)
    })
  )

/** A dispute on a paid charge of 100.00 after the shop spent 80.00 of it: it blocks 20.00 and owes 80.00. */
const shortDispute = Effect.gen(function* () {
  const deposit = yield* pay(10_000)
  yield* spend(8_000)
  const d = yield* (yield* Med.Meds).open({ accountId: shop, transactionId: deposit.id, type: "fraud" })
  expect(d.blockedCentavos).toBe(2_000)
  return d
})

it.effect(
  "a pass blocks what a short-money dispute owes once a paid charge credits its account, on the sandbox time",
  () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(start)
      yield* seed
      const meds = yield* Med.Meds
      const d = yield* shortDispute
      expect(yield* blockAllOwed(10)).toStrictEqual({ examined: 1, blockedCentavos: 0 })
      yield* pay(9_000)
      yield* (yield* SandboxClock.SandboxClock).advance(3_600_000)
      expect(yield* blockAllOwed(10)).toStrictEqual({ examined: 1, blockedCentavos: 8_000 })
      const after = yield* meds.findById(shop, d.id)
      expect(after.blockedCentavos).toBe(10_000)
      expect(after.updatedAt.getTime()).toBe(start + 3_600_000)
      expect(yield* (yield* Ledger.Ledger).balance(main)).toMatchObject({
        availableCentavos: 11_000,
        medBlockedCentavos: 10_000
      })
      expect(yield* blockAllOwed(10)).toStrictEqual({ examined: 0, blockedCentavos: 0 })
    }).pipe(Effect.provide(world))
)

it.live(
  "the loop, on the worker's services over SQL, is woken by a credit's outbox notice and blocks what is owed",
  () =>
    Effect.gen(function* () {
      yield* seed
      const meds = yield* Med.Meds
      const d = yield* shortDispute
      const loop = layerLoop.pipe(
        Layer.provide(ConfigProvider.layer(ConfigProvider.fromEnvRecord({ MEDS_CATCHUP_INTERVAL_MS: "60000" })))
      )
      const blocked = yield* Effect.gen(function* () {
        // The first pass finds no free money: the loop waits for a notice, or 60 s.
        yield* Effect.sleep("300 millis")
        yield* pay(9_000)
        // What the outbox trigger tells every process when the payment's transaction commits.
        yield* (yield* Notifier.Notifier).publish({ _tag: "OutboxWritten" })
        const read = Effect.map(meds.findById(shop, d.id), (now) => now.blockedCentavos)
        // Far below the 60 s the loop would otherwise wait.
        for (let tries = 0; tries < 200; tries++) {
          if ((yield* read) === 10_000) break
          yield* Effect.sleep("50 millis")
        }
        return yield* read
      }).pipe(Effect.provide(loop))
      expect(blocked).toBe(10_000)
      expect(yield* (yield* Ledger.Ledger).balance(main)).toMatchObject({
        availableCentavos: 11_000,
        medBlockedCentavos: 10_000
      })
    }).pipe(
      Effect.provide(
        layerServices.pipe(
          Layer.provideMerge(Notifier.layerMemory),
          Layer.provideMerge(layerTestDatabase({ poolSize: 4 }))
        )
      )
    ),
  120_000
)
