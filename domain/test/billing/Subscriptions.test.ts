import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit } from "effect"
import { TestClock } from "effect/testing"
import { Accounts, Billing, Ledger } from "../../src/index.ts"

const shop = Ledger.AccountId.make("acc_subs")
const payer = { name: "Maria Souza", taxId: "529.982.247-25", email: "maria@example.com" }
const day = 86_400_000

/** 2027-01-04 12:00 in São Paulo. */
const start = Date.parse("2027-01-04T15:00:00Z")

const setUp = Effect.gen(function* () {
  yield* TestClock.setTime(start)
  yield* (yield* Accounts.Accounts).insert({
    id: shop,
    name: "Loja",
    email: "loja@subs.test",
    flags: {},
    createdAt: new Date(0)
  })
  return yield* Billing.Subscriptions
})

const base = {
  accountId: shop,
  method: "BOLETO" as const,
  amount: 49.9,
  cycle: "MONTHLY",
  nextDueDate: "2027-01-31",
  customer: payer
}

describe("Subscriptions", () => {
  it.effect("a create names every problem in one refusal and writes nothing", () =>
    Effect.gen(function* () {
      const subs = yield* setUp
      const exit = yield* Effect.exit(
        subs.create({
          ...base,
          amount: -1,
          cycle: "DAILY",
          nextDueDate: "2026-12-01",
          endDate: "2026-11-01",
          maxPayments: 0,
          customer: { name: "", taxId: "123", email: "x" }
        })
      )
      expect(Exit.isFailure(exit)).toBe(true)
      const error = Exit.isFailure(exit) ? (exit.cause as any).reasons?.[0]?.error : undefined
      const fields = (error?.problems ?? []).map((p: { field: string }) => p.field)
      for (const f of ["amount", "cycle", "nextDueDate", "endDate", "maxPayments", "customer.taxId"]) {
        expect(fields).toContain(f)
      }
      expect((yield* subs.list(shop, {})).total).toBe(0)
    }).pipe(Effect.provide(Billing.Subscriptions.Test))
  )

  it.effect("CARD_CREDIT is refused like the billings' card methods", () =>
    Effect.gen(function* () {
      const subs = yield* setUp
      const error = yield* Effect.flip(subs.create({ ...base, method: "CARD_CREDIT" }))
      expect(error._tag).toBe("BillingMethodNotAvailable")
    }).pipe(Effect.provide(Billing.Subscriptions.Test))
  )

  it.effect("cycles are billed days before their due date, once each, until maxPayments; then EXPIRED", () =>
    Effect.gen(function* () {
      const subs = yield* setUp
      const { record } = yield* subs.create({ ...base, maxPayments: 3, externalReference: "plan-1" })
      expect(record.status).toBe("ACTIVE")
      expect((yield* subs.create({ ...base, maxPayments: 3, externalReference: "plan-1" })).replayed).toBe(true)
      // 2027-01-04: the first cycle (2027-01-31) is 27 days away, beyond 10 days.
      expect((yield* subs.generate(new Date(start), 10)).made).toEqual([])
      expect((yield* subs.generate(new Date(start + 17 * day), 10)).made.map((m) => m.cycle)).toEqual([1])
      expect((yield* subs.generate(new Date(start + 17 * day), 10)).made).toEqual([])
      // A worker down for two months catches up every missed cycle at once.
      const late = yield* subs.generate(new Date(start + 80 * day), 10)
      expect(late.made.map((m) => m.cycle)).toEqual([2, 3])
      const after = yield* subs.findById(shop, record.id)
      expect(after.status).toBe("EXPIRED")
      expect(after.cyclesBilled).toBe(3)
      const bills = yield* subs.billingsOf(shop, record.id)
      expect(bills.map((b) => [b.subscriptionCycle, b.dueDate])).toEqual([
        [1, "2027-01-31"],
        [2, "2027-02-28"],
        [3, "2027-03-31"]
      ])
      expect(bills.every((b) => b.status === "PENDING" && b.subscriptionId === record.id)).toBe(true)
      expect((yield* subs.generate(new Date(start + 400 * day), 10)).made).toEqual([])
    }).pipe(Effect.provide(Billing.Subscriptions.Test))
  )

  it.effect("cancel: CANCELED, its unpaid billings canceled, paid ones kept, nothing generated after", () =>
    Effect.gen(function* () {
      const subs = yield* setUp
      const billings = yield* Billing.Billings
      const { record } = yield* subs.create({ ...base, cycle: "WEEKLY", nextDueDate: "2027-01-05", method: "PIX" })
      const made = yield* subs.generate(new Date(start), 10)
      expect(made.made.map((m) => m.cycle)).toEqual([1, 2])
      yield* billings.pay({ kind: "pix", id: made.made[0]!.billingId })
      const canceled = yield* subs.cancel(shop, record.id)
      expect(canceled.status).toBe("CANCELED")
      const bills = yield* subs.billingsOf(shop, record.id)
      expect(bills.map((b) => b.status)).toEqual(["RECEIVED", "CANCELED"])
      expect((yield* subs.generate(new Date(start + 30 * day), 10)).made).toEqual([])
      const again = yield* Effect.flip(subs.cancel(shop, record.id))
      expect(again._tag).toBe("SubscriptionStatusConflict")
      const missing = yield* Effect.flip(subs.cancel(shop, "sub_nope"))
      expect(missing._tag).toBe("SubscriptionNotFound")
    }).pipe(Effect.provide(Billing.Subscriptions.Test))
  )
})
