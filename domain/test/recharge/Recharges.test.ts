import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { TestClock } from "effect/testing"
import * as Accounts from "../../src/accounts/Accounts.ts"
import { Ledger } from "../../src/ledger/Ledger.ts"
import { AccountId, EntryId, mainLedgerAccount, SystemAccount } from "../../src/ledger/Model.ts"
import { pixDepositLockMs } from "../../src/ledger/Rules.ts"
import { LedgerStore } from "../../src/ledger/LedgerStore.ts"
import { Recharges } from "../../src/recharge/Recharges.ts"
import { feeFreeDeposit } from "../fixtures/deposits.ts"

const alice = AccountId.make("acc_alice")
const bob = AccountId.make("acc_bob")
// Vivo (second subscriber digit 8 is Oi, 1 is Vivo), accepted by the sandbox operator.
const vivo = "(11) 91234-5678"
// Ends in 0000: the sandbox operator refuses it when handed over.
const refused = "11912340000"

/** Alice and Bob; Alice with `amount` of withdrawable money. */
const seed = (amount: number) =>
  Effect.gen(function* () {
    const accounts = yield* Accounts.Accounts
    for (const [id, email] of [
      [alice, "alice@loja.test"],
      [bob, "bob@loja.test"]
    ] as const) {
      yield* accounts.insert({ id, name: id, email, flags: {}, createdAt: new Date(0) })
    }
    if (amount > 0) {
      yield* (yield* Ledger).post(
        feeFreeDeposit(
          { id: EntryId.make("ent_dep"), accountId: alice, createdAt: new Date(0) },
          mainLedgerAccount(alice),
          amount,
          new Date(-pixDepositLockMs)
        )
      )
    }
  })

const withdrawable = Effect.flatMap(Ledger, (ledger) =>
  Effect.map(ledger.balance(mainLedgerAccount(alice)), (b) => b.withdrawableCentavos)
)

describe("Recharges", () => {
  it.effect("the provider lookup names the operator and its packages; a bad number names phoneNumber", () =>
    Effect.gen(function* () {
      const recharges = yield* Recharges
      const found = yield* recharges.provider("+55 (11) 91234-5678")
      expect(found.phone.digits).toBe("11912345678")
      expect(found.offer).toStrictEqual({
        operator: "Vivo",
        packagesCentavos: [1_500, 2_000, 3_000, 3_500, 5_000, 10_000]
      })
      const bad = yield* Effect.flip(recharges.provider("20912345678"))
      expect(bad._tag).toBe("InvalidRecharge")
      expect(bad.message).toBe("phoneNumber has no Brazilian DDD 20")
    }).pipe(Effect.provide(Recharges.Test))
  )

  it.effect("create debits the amount from withdrawable, PENDING and cancellable; every problem is named", () =>
    Effect.gen(function* () {
      yield* seed(10_000)
      const recharges = yield* Recharges
      const record = yield* recharges.create({ accountId: alice, phone: vivo, amountCentavos: 2_000 })
      expect(record).toMatchObject({ phone: "11912345678", operator: "Vivo", amountCentavos: 2_000, status: "PENDING" })
      expect(yield* withdrawable).toBe(8_000)
      const both = yield* Effect.flip(recharges.create({ accountId: alice, phone: "123", amountCentavos: -1 }))
      expect(both._tag === "InvalidRecharge" && both.problems.map((p) => p.field)).toStrictEqual(["phone", "amount"])
      const notPackage = yield* Effect.flip(recharges.create({ accountId: alice, phone: vivo, amountCentavos: 2_500 }))
      expect(notPackage.message).toBe(
        "amount must be one of the Vivo packages: 15.00, 20.00, 30.00, 35.00, 50.00, 100.00"
      )
      expect(yield* withdrawable).toBe(8_000)
    }).pipe(Effect.provide(Recharges.Test))
  )

  it.effect("insufficient withdrawable money refuses the create and writes nothing", () =>
    Effect.gen(function* () {
      yield* seed(1_000)
      const recharges = yield* Recharges
      const refusal = yield* Effect.flip(recharges.create({ accountId: alice, phone: vivo, amountCentavos: 1_500 }))
      expect(refusal._tag).toBe("InsufficientFunds")
      expect((yield* recharges.list(alice, {})).total).toBe(0)
      expect(yield* withdrawable).toBe(1_000)
    }).pipe(Effect.provide(Recharges.Test))
  )

  it.effect("cancel returns the debit once; a second cancel and a cancel after hand-over are refused", () =>
    Effect.gen(function* () {
      yield* seed(10_000)
      const recharges = yield* Recharges
      const a = yield* recharges.create({ accountId: alice, phone: vivo, amountCentavos: 1_500 })
      const canceled = yield* recharges.cancel(alice, a.id)
      expect(canceled.status).toBe("CANCELED")
      expect(canceled.canceledAt).toBeDefined()
      expect(yield* withdrawable).toBe(10_000)
      const again = yield* Effect.flip(recharges.cancel(alice, a.id))
      expect(again._tag).toBe("RechargeNotCancellable")
      expect(yield* withdrawable).toBe(10_000)
      const b = yield* recharges.create({ accountId: alice, phone: vivo, amountCentavos: 1_500 })
      const processing = yield* recharges.send(alice, b.id)
      expect(processing).toMatchObject({ status: "PROCESSING", operatorReference: `SBX-${b.id}` })
      expect((yield* Effect.flip(recharges.cancel(alice, b.id))).message).toContain("is PROCESSING")
      // Another account's recharge is not found.
      expect((yield* Effect.flip(recharges.cancel(bob, b.id)))._tag).toBe("RechargeNotFound")
      expect((yield* Effect.flip(recharges.findById(bob, b.id)))._tag).toBe("RechargeNotFound")
    }).pipe(Effect.provide(Recharges.Test))
  )

  it.effect("complete keeps the debit; fail returns it; the operator refuses numbers ending in 0000", () =>
    Effect.gen(function* () {
      yield* seed(10_000)
      const recharges = yield* Recharges
      const a = yield* recharges.create({ accountId: alice, phone: vivo, amountCentavos: 1_500 })
      const done = yield* recharges.complete(alice, a.id)
      expect(done.status).toBe("COMPLETED")
      expect((yield* recharges.complete(alice, a.id)).status).toBe("COMPLETED")
      expect((yield* Effect.flip(recharges.fail(alice, a.id, "late")))._tag).toBe("InvalidTransition")
      expect(yield* withdrawable).toBe(8_500)
      const b = yield* recharges.create({ accountId: alice, phone: vivo, amountCentavos: 2_000 })
      const failed = yield* recharges.fail(alice, b.id, "operator down")
      expect(failed).toMatchObject({ status: "FAILED", failureReason: "operator down" })
      expect((yield* recharges.fail(alice, b.id, "again")).failureReason).toBe("operator down")
      expect((yield* Effect.flip(recharges.complete(alice, b.id)))._tag).toBe("InvalidTransition")
      expect(yield* withdrawable).toBe(8_500)
      const c = yield* recharges.create({ accountId: alice, phone: refused, amountCentavos: 2_000 })
      const rejected = yield* recharges.complete(alice, c.id)
      expect(rejected).toMatchObject({ status: "FAILED", failureReason: "number not active at the operator" })
      expect(yield* withdrawable).toBe(8_500)
      // What the merchant paid for completed recharges sits on the operator's side; the books balance.
      const clearing = yield* (yield* LedgerStore).sumPostings(SystemAccount.rechargeClearing)
      expect(clearing.availableCentavos).toBe(1_500)
      expect(yield* (yield* LedgerStore).verify()).toMatchObject({ unbalancedEntries: 0, negativeBalances: 0 })
    }).pipe(Effect.provide(Recharges.Test))
  )

  it.effect("list pages newest first and filters by status and phone", () =>
    Effect.gen(function* () {
      yield* seed(100_000)
      const recharges = yield* Recharges
      const first = yield* recharges.create({ accountId: alice, phone: vivo, amountCentavos: 1_500 })
      yield* recharges.create({ accountId: alice, phone: "21981234567", amountCentavos: 1_200 })
      yield* recharges.cancel(alice, first.id)
      const all = yield* recharges.list(alice, { pageSize: 1 })
      expect([all.total, all.pages, all.items.length]).toStrictEqual([2, 2, 1])
      expect((yield* recharges.list(alice, { status: "CANCELED" })).items.map((r) => r.id)).toStrictEqual([first.id])
      expect((yield* recharges.list(alice, { phone: "(21) 98123-4567" })).items.map((r) => r.operator)).toStrictEqual([
        "Oi"
      ])
      expect((yield* recharges.list(bob, {})).total).toBe(0)
      const bad = yield* Effect.flip(recharges.list(alice, { page: 0, pageSize: 101, phone: "x" }))
      expect(bad._tag === "InvalidRecharge" && bad.problems.map((p) => p.field)).toStrictEqual([
        "page",
        "pageSize",
        "phone"
      ])
    }).pipe(Effect.provide(Recharges.Test))
  )

  it.effect(
    "the worker's pass hands a recharge over after the cancel window; the sandbox operator completes it a minute later",
    () =>
      Effect.gen(function* () {
        yield* seed(10_000)
        const recharges = yield* Recharges
        const a = yield* recharges.create({ accountId: alice, phone: vivo, amountCentavos: 1_500 })
        const b = yield* recharges.create({ accountId: alice, phone: refused, amountCentavos: 2_000 })
        expect(yield* recharges.advance()).toStrictEqual({ handedOver: 0, completed: 0, failed: 0 })
        yield* TestClock.adjust("59 seconds")
        const late = yield* recharges.create({ accountId: alice, phone: vivo, amountCentavos: 3_000 })
        yield* TestClock.adjust("1 second")
        expect(yield* recharges.advance()).toStrictEqual({ handedOver: 1, completed: 0, failed: 1 })
        expect((yield* recharges.findById(alice, a.id)).status).toBe("PROCESSING")
        expect((yield* recharges.findById(alice, b.id)).status).toBe("FAILED")
        expect((yield* recharges.findById(alice, late.id)).canceledAt).toBeUndefined()
        yield* recharges.cancel(alice, late.id)
        yield* TestClock.adjust("59 seconds")
        expect(yield* recharges.advance()).toStrictEqual({ handedOver: 0, completed: 0, failed: 0 })
        yield* TestClock.adjust("1 second")
        expect(yield* recharges.advance()).toStrictEqual({ handedOver: 0, completed: 1, failed: 0 })
        expect((yield* recharges.findById(alice, a.id)).status).toBe("COMPLETED")
        expect(yield* recharges.advance()).toStrictEqual({ handedOver: 0, completed: 0, failed: 0 })
        expect(yield* withdrawable).toBe(8_500)
      }).pipe(Effect.provide(Recharges.Test))
  )
})
