import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import * as Accounts from "../../src/accounts/Accounts.ts"
import { Billings } from "../../src/billing/Billings.ts"
import { CardBillings, type CreateAnyBillingInput } from "../../src/billing/cards/CardBillings.ts"
import { CardTokens } from "../../src/billing/cards/CardTokens.ts"
import { BillingStore } from "../../src/billing/Store.ts"
import { CardProcessor } from "../../src/card/CardProcessor.ts"
import { CardProcessorMemory } from "../../src/card/CardProcessorMemory.ts"
import * as CardConfig from "../../src/card/Config.ts"
import { AccountId } from "../../src/ledger/Model.ts"

const shop = AccountId.make("acc_card_billings")
const T0 = Date.parse("2026-11-27T12:00:00Z")
const dayMs = 86_400_000

/** Card billings over memory ports: billings, stored tokens and the memory card processor with its controls. */
const layer = CardBillings.Default.pipe(
  Layer.provideMerge(
    Layer.mergeAll(
      Billings.Test,
      CardTokens.Test,
      CardConfig.layer({ payUrl: "https://pay.trilho.test", ...CardConfig.settingsDefault })
    )
  )
)

const setUp = Effect.gen(function* () {
  yield* TestClock.setTime(T0)
  yield* (yield* Accounts.Accounts).insert({
    id: shop,
    name: "Loja",
    email: "loja@example.com",
    flags: {},
    createdAt: new Date(0)
  })
  const link = yield* (yield* CardProcessor).createOnboardingLink({ merchantId: shop, returnUrl: "r", refreshUrl: "f" })
  yield* (yield* CardProcessorMemory).submitOnboarding(link.processorAccountId, {
    company: { cnpj: "11222333000181", legalName: "Loja Exemplo Ltda" },
    bankAccount: { bankCode: "001", branch: "1234", accountNumber: "123456-7" }
  })
})

const credit = (extra: Partial<CreateAnyBillingInput> = {}): CreateAnyBillingInput => ({
  accountId: shop,
  method: "CARD_CREDIT",
  amount: 100,
  dueDate: "2026-11-27",
  customer: { name: "Maria Souza", taxId: "52998224725", email: "maria@example.com" },
  creditCard: { holderName: "Ana", number: "4242424242424242", expiryMonth: "12", expiryYear: "2040", ccv: "123" },
  creditCardHolderInfo: {
    name: "Ana Souza",
    email: "ana@example.com",
    cpfCnpj: "52998224725",
    postalCode: "01310100",
    addressNumber: "10",
    phone: "1134567890"
  },
  remoteIp: "200.160.2.3",
  ...extra
})

const charges = Effect.map(
  Effect.flatMap(CardProcessorMemory, (c) => c.calls),
  (calls) => calls.filter((c) => c === "chargeToken").length
)

describe("card billings", () => {
  it.effect("a processor outage leaves the billing PENDING; a repeat under its reference charges it, once", () =>
    Effect.gen(function* () {
      yield* setUp
      const cards = yield* CardBillings
      yield* (yield* CardProcessorMemory).failNext("chargeToken", "unavailable")
      const failed = yield* Effect.flip(cards.create(credit({ externalReference: "ord-1" })))
      expect(failed._tag).toBe("CardProcessorError")
      const stored = yield* (yield* BillingStore).findByExternalReference(shop, "ord-1")
      expect(stored._tag === "Some" && stored.value.status).toBe("PENDING")
      const again = yield* cards.create(credit({ externalReference: "ord-1" }))
      expect(again).toMatchObject({ replayed: true, record: { status: "CONFIRMED" } })
      const third = yield* cards.create(credit({ externalReference: "ord-1" }))
      expect(third.record).toMatchObject({ id: again.record.id, status: "CONFIRMED" })
      expect(yield* charges).toBe(2)
    }).pipe(Effect.provide(layer))
  )

  it.effect("chargeDue: claimed once by racing passes; declines retried after the delay, the last one FAILED", () =>
    Effect.gen(function* () {
      yield* setUp
      const cards = yield* CardBillings
      const billings = yield* Billings
      const first = yield* cards.create(credit())
      const token = first.record.card!.token!
      yield* (yield* CardProcessorMemory).setDeclining(token, "insufficient_funds")
      const card = { ...first.record.card!, nextChargeAt: new Date(T0 + dayMs) }
      const cycle = yield* billings.create({
        accountId: shop,
        method: "CARD_CREDIT",
        amount: 60,
        dueDate: "2026-11-28",
        customer: { name: "Maria Souza", taxId: "52998224725", email: "maria@example.com" },
        card: {
          processorAccountId: card.processorAccountId,
          token,
          remoteIp: "200.160.2.3",
          nextChargeAt: card.nextChargeAt
        }
      })
      const policy = { attemptsMax: 2, retryDelayMs: dayMs, leaseMs: 60_000 }
      const before = yield* charges
      const pass = (at: number) => cards.chargeDue(new Date(at), 10, policy)
      expect(yield* pass(T0)).toEqual([])
      const [one, two] = yield* Effect.all([pass(T0 + dayMs), pass(T0 + dayMs)], { concurrency: 2 })
      expect([...one, ...two].map((r) => [r.id, r.status, r.card?.attempts])).toEqual([[cycle.record.id, "PENDING", 1]])
      expect(yield* pass(T0 + 2 * dayMs - 1)).toEqual([])
      const last = yield* pass(T0 + 2 * dayMs)
      expect(last.map((r) => [r.status, r.card?.attempts, r.card?.failureReason])).toEqual([
        ["FAILED", 2, "insufficient_funds"]
      ])
      expect((yield* charges) - before).toBe(2)
      expect(yield* pass(T0 + 5 * dayMs)).toEqual([])
    }).pipe(Effect.provide(layer))
  )
})
