import { expect, it } from "@effect/vitest"
import { Accounts, Card, Ledger, SandboxClock } from "@trilho/domain"
import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { settleOnce } from "../../src/jobs/SettleCardDeposits.ts"

const m1 = Ledger.AccountId.make("acc_card_worker")
const start = Date.parse("2026-11-27T14:00:00Z")

/** A card payment of `amountCentavos` captured on sandbox time by a merchant that passed onboarding. */
const captured = (amountCentavos: number) =>
  SandboxClock.withSandboxTime(
    Effect.gen(function* () {
      yield* (yield* Accounts.Accounts).insert({
        id: m1,
        name: "Loja",
        email: "loja@example.com",
        flags: {},
        createdAt: new Date(0)
      })
      const charges = yield* Card.CardCharges
      const link = yield* charges.onboardingLink(m1)
      yield* (yield* Card.CardProcessorMemory).submitOnboarding(link.processorAccountId, {
        company: { cnpj: "11.222.333/0001-81", legalName: "Loja Ltda" },
        bankAccount: { bankCode: "001", branch: "1234", accountNumber: "12345-6" }
      })
      const open = yield* charges.checkout({ accountId: m1, apiKeyId: "key_1", amountCentavos, description: "Pedido" })
      return yield* charges.payWithCard(open.sessionId, {
        number: "4242424242424242",
        expMonth: 12,
        expYear: 2040,
        cvv: "123",
        holderName: "Ana Souza"
      })
    })
  )

const balance = Effect.flatMap(Ledger.Ledger, (ledger) => ledger.balance(Ledger.mainLedgerAccount(m1)))

it.effect("card deposits: withdrawable once the settlement period passes on the sandbox clock, not before", () =>
  Effect.gen(function* () {
    yield* TestClock.setTime(start)
    const sandbox = yield* SandboxClock.SandboxClock
    // The sandbox runs a day ahead of the real clock: the capture and the settlement both read sandbox time.
    yield* sandbox.advance(24 * 3_600_000)
    const record = yield* captured(10_000)
    expect(record.status).toBe("COMPLETED")
    expect(record.capturedAt?.getTime()).toBe(start + 24 * 3_600_000)
    const period = Card.cardSettlementPeriodMsDefault
    expect(record.settlesAt?.getTime()).toBe(record.capturedAt!.getTime() + period)
    expect(yield* balance).toMatchObject({ pendingCentavos: 9_401, withdrawableCentavos: 0 })

    expect(yield* settleOnce()).toBe(0)
    // One millisecond short of the period on the sandbox clock (the real clock does not move): still pending.
    yield* sandbox.advance(period - 1)
    expect(yield* settleOnce()).toBe(0)
    expect(yield* balance).toMatchObject({ pendingCentavos: 9_401, withdrawableCentavos: 0 })

    yield* sandbox.advance(1)
    expect(yield* settleOnce()).toBe(1)
    expect(yield* balance).toMatchObject({ pendingCentavos: 0, withdrawableCentavos: 9_401 })
    const charges = yield* Card.CardCharges
    expect(yield* charges.settleDue(new Date(start + 2 * period))).toEqual([])
    expect(yield* settleOnce()).toBe(0)
  }).pipe(Effect.provide(Layer.merge(Card.CardCharges.Test, SandboxClock.layerMemory)))
)
