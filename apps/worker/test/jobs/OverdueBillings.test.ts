import { expect, it } from "@effect/vitest"
import { Accounts, Billing, Ledger, Notifier, SandboxClock } from "@trilho/domain"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { Effect, Layer } from "effect"
import { overdueOnce } from "../../src/jobs/OverdueBillings.ts"
import { layerServices } from "../../src/Layers.ts"

const shop = Ledger.AccountId.make("acc_wk_overdue")
const payer = { name: "Maria Souza", taxId: "52998224725", email: "maria@example.com" }

it.live(
  "two concurrent overdue passes move each past-due billing to OVERDUE exactly once, on sandbox time",
  () =>
    Effect.gen(function* () {
      yield* (yield* Accounts.Accounts).insert({
        id: shop,
        name: "Loja",
        email: "loja@overdue.test",
        flags: {},
        createdAt: new Date(0)
      })
      const billings = yield* Billing.Billings
      const today = yield* SandboxClock.withSandboxTime(Effect.map(SandboxClock.nowDate, Billing.saoPauloDate))
      const created = yield* SandboxClock.withSandboxTime(
        Effect.forEach(Array.from({ length: 12 }), (_, i) =>
          billings.create({
            accountId: shop,
            method: i % 2 === 0 ? "BOLETO" : "PIX",
            amount: 10 + i,
            dueDate: i < 10 ? today : Billing.addDays(today, 30),
            customer: payer
          })
        )
      )
      expect((yield* overdueOnce()).moved).toEqual([])
      yield* (yield* SandboxClock.SandboxClock).advance(2 * 86_400_000)
      const [a, b] = yield* Effect.all([overdueOnce(3), overdueOnce(3)], { concurrency: 2 })
      const rest = yield* overdueOnce()
      const moved = [...a.moved, ...b.moved, ...rest.moved].map((r) => r.id)
      expect(new Set(moved).size).toBe(moved.length)
      expect(moved.sort()).toEqual(
        created
          .slice(0, 10)
          .map((c) => c.record.id)
          .sort()
      )
      for (const c of created.slice(10)) expect((yield* billings.findById(shop, c.record.id)).status).toBe("PENDING")
      expect((yield* overdueOnce()).moved).toEqual([])
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
