import { describe, expect, it } from "@effect/vitest"
import { Effect, Option, Result } from "effect"
import { TestClock } from "effect/testing"
import { validateCard } from "../../src/card/Card.ts"
import { CardProcessor } from "../../src/card/CardProcessor.ts"
import { CardProcessorMemory, layerMemory } from "../../src/card/CardProcessorMemory.ts"
import { cardCheckoutBlocker } from "../../src/card/Onboarding.ts"
import { centavos } from "../../src/money/Money.ts"

const amounts = { grossCentavos: centavos(10_000), feeCentavos: centavos(608), netCentavos: centavos(9_392) }
const hourMs = 60 * 60 * 1000

/** A validated test card (the memory processor keeps only its outcome under the token). */
const card = (number: string) =>
  Result.getOrThrow(
    validateCard(
      { number, expMonth: 12, expYear: 2030, cvv: "123", holderName: "Ana Souza" },
      new Date("2026-11-27T12:00:00Z")
    )
  )

/** An onboarded account and an open checkout session for it, expiring in one hour. */
const openSession = Effect.gen(function* () {
  const processor = yield* CardProcessor
  const controls = yield* CardProcessorMemory
  const link = yield* processor.createOnboardingLink({
    merchantId: "m_1",
    returnUrl: "https://r",
    refreshUrl: "https://f"
  })
  yield* controls.submitOnboarding(link.processorAccountId, {
    company: { cnpj: "11222333000181", legalName: "Loja Exemplo Ltda" },
    bankAccount: { bankCode: "001", branch: "1234", accountNumber: "123456-7" }
  })
  const session = yield* processor.createCheckoutSession({
    processorAccountId: link.processorAccountId,
    transactionId: "card_1",
    amounts,
    description: "Pedido 1",
    expiresAt: new Date(hourMs)
  })
  return { processor, controls, link, session }
})

describe("memory card processor", () => {
  it.effect("onboards a merchant: one account per merchant, its link, then the form makes it able to take cards", () =>
    Effect.gen(function* () {
      const { link, processor, session } = yield* openSession
      expect(link).toStrictEqual({
        processorAccountId: "acct_sbx_1",
        url: "https://processor.sandbox.invalid/onboarding/acct_sbx_1",
        expiresAt: new Date(30 * 60 * 1000)
      })
      const again = yield* processor.createOnboardingLink({ merchantId: "m_1", returnUrl: "r", refreshUrl: "f" })
      expect(again.processorAccountId).toBe("acct_sbx_1")
      const account = Option.getOrThrow(yield* processor.findAccountById("acct_sbx_1"))
      expect(cardCheckoutBlocker(account)).toBeUndefined()
      expect(yield* processor.findAccountByMerchant("m_2")).toStrictEqual(Option.none())
      expect(session.url).toBe(`https://processor.sandbox.invalid/checkout/${session.sessionId}`)
    }).pipe(Effect.provide(layerMemory()))
  )

  it.effect("approves a test card and refunds parts of it, never past what was captured, once per refund id", () =>
    Effect.gen(function* () {
      const { processor, session } = yield* openSession
      const token = yield* processor.tokenize(card("4242424242424242"))
      expect(token).toMatchObject({ brand: "VISA", bin: "424242", last4: "4242" })
      const paid = yield* processor.authorize({ sessionId: session.sessionId, token: token.token })
      if (paid._tag !== "approved") throw new Error("expected approval")
      const first = yield* processor.refund({ paymentId: paid.paymentId, refundId: "r1", amountCentavos: 6_000 })
      const repeat = yield* processor.refund({ paymentId: paid.paymentId, refundId: "r1", amountCentavos: 6_000 })
      expect(repeat).toStrictEqual(first)
      const over = yield* Effect.flip(
        processor.refund({ paymentId: paid.paymentId, refundId: "r2", amountCentavos: 4_001 })
      )
      expect(over).toMatchObject({ operation: "refund", reason: "rejected" })
      const again = yield* Effect.flip(processor.authorize({ sessionId: session.sessionId, token: token.token }))
      expect(again.reason).toBe("rejected")
    }).pipe(Effect.provide(layerMemory()))
  )

  it.effect("declines with the test card's reason and asks a challenge card for a second step", () =>
    Effect.gen(function* () {
      const { processor, session } = yield* openSession
      const stolen = yield* processor.tokenize(card("4000000000009979"))
      expect(yield* processor.authorize({ sessionId: session.sessionId, token: stolen.token })).toStrictEqual({
        _tag: "declined",
        reason: "stolen_card"
      })
      const second = yield* processor.createCheckoutSession({
        processorAccountId: "acct_sbx_1",
        transactionId: "card_2",
        amounts,
        description: "Pedido 2",
        expiresAt: new Date(hourMs)
      })
      const challenged = yield* processor.tokenize(card("4000000000003220"))
      const step = yield* processor.authorize({ sessionId: second.sessionId, token: challenged.token })
      if (step._tag !== "challenge") throw new Error("expected a challenge")
      const wrong = yield* Effect.flip(
        processor.completeChallenge({ sessionId: second.sessionId, challengeId: "chl_x", passed: true })
      )
      expect(wrong.reason).toBe("rejected")
      const passed = yield* processor.completeChallenge({
        sessionId: second.sessionId,
        challengeId: step.challengeId,
        passed: true
      })
      expect(passed._tag).toBe("approved")
    }).pipe(Effect.provide(layerMemory()))
  )

  it.effect("refuses an expired session, an unknown token, and fails once when told to", () =>
    Effect.gen(function* () {
      const { controls, processor, session } = yield* openSession
      const token = yield* processor.tokenize(card("4242424242424242"))
      const unknown = yield* Effect.flip(processor.authorize({ sessionId: session.sessionId, token: "tok_nope" }))
      expect(unknown.reason).toBe("not_found")
      yield* controls.failNext("authorize", "unavailable")
      const down = yield* Effect.flip(processor.authorize({ sessionId: session.sessionId, token: token.token }))
      expect(down.reason).toBe("unavailable")
      yield* TestClock.adjust(hourMs)
      const late = yield* Effect.flip(processor.authorize({ sessionId: session.sessionId, token: token.token }))
      expect(late).toMatchObject({ reason: "rejected", message: `checkout session ${session.sessionId} has expired` })
      const calls = yield* controls.calls
      expect(calls.filter((c) => c === "authorize")).toHaveLength(3)
    }).pipe(Effect.provide(layerMemory()))
  )

  it.effect("a past-due requirement set by the sandbox blocks card checkout", () =>
    Effect.gen(function* () {
      const { controls } = yield* openSession
      const broken = yield* controls.markPastDue("acct_sbx_1", "pj_data")
      expect(cardCheckoutBlocker(broken)?.capability).toBe("requirements_past_due")
      const missing = yield* Effect.flip(controls.markPastDue("acct_nope", "pj_data"))
      expect(missing.reason).toBe("not_found")
    }).pipe(Effect.provide(layerMemory()))
  )
})
