import { expect, it } from "@effect/vitest"
import { Accounts, Billing, Ledger, SandboxClock } from "@trilho/domain"
import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { settleBillingsOnce } from "../../src/jobs/SettleCardDeposits.ts"

const shop = Ledger.AccountId.make("acc_card_bil_worker")
const start = Date.parse("2026-11-27T14:00:00Z")
const periodMs = 30 * 86_400_000

const balance = Effect.flatMap(Ledger.Ledger, (ledger) => ledger.balance(Ledger.mainLedgerAccount(shop)))

it.effect(
  "card billings: RECEIVED once their settlement instant passes on the sandbox clock; racing passes settle once",
  () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(start)
      yield* (yield* Accounts.Accounts).insert({
        id: shop,
        name: "Loja",
        email: "loja@example.com",
        flags: {},
        createdAt: new Date(0)
      })
      const billings = yield* Billing.Billings
      const made = yield* billings.create({
        accountId: shop,
        method: "CARD_CREDIT",
        amount: 100,
        dueDate: "2026-11-27",
        customer: { name: "Maria Souza", taxId: "52998224725", email: "maria@example.com" },
        card: {
          processorAccountId: "acct_sbx_1",
          token: "tok_sbx_2",
          brand: "VISA",
          last4: "4242",
          remoteIp: "200.1.2.3"
        }
      })
      const capturedAt = new Date(start)
      const confirmed = yield* billings.confirmCard(made.record, {
        paymentId: "pay_sbx_3",
        capturedAt,
        settlesAt: new Date(start + periodMs),
        grossCentavos: 10_000,
        feeCentavos: 599,
        netCentavos: 9_401
      })
      expect(confirmed.status).toBe("CONFIRMED")
      expect(yield* balance).toMatchObject({ pendingCentavos: 9_401, withdrawableCentavos: 0 })
      expect(yield* settleBillingsOnce()).toBe(0)
      const sandbox = yield* SandboxClock.SandboxClock
      yield* sandbox.advance(periodMs - 1)
      expect(yield* settleBillingsOnce()).toBe(0)
      yield* sandbox.advance(1)
      const [one, two] = yield* Effect.all([settleBillingsOnce(), settleBillingsOnce()], { concurrency: 2 })
      expect(one + two).toBe(1)
      expect(yield* balance).toMatchObject({ pendingCentavos: 0, withdrawableCentavos: 9_401 })
      const read = yield* billings.findById(shop, made.record.id)
      expect(read).toMatchObject({ status: "RECEIVED", card: { settledAt: new Date(start + periodMs) } })
      expect(yield* settleBillingsOnce()).toBe(0)
    }).pipe(Effect.provide(Layer.merge(Billing.Billings.Test, SandboxClock.layerMemory)))
)
