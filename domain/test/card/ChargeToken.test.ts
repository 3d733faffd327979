import { describe, expect, it } from "@effect/vitest"
import { Effect, Result } from "effect"
import { TestClock } from "effect/testing"
import { validateCard } from "../../src/card/Card.ts"
import { CardProcessor, type ChargeTokenRequest } from "../../src/card/CardProcessor.ts"
import { CardProcessorMemory, layerMemory } from "../../src/card/CardProcessorMemory.ts"
import { cardProductOf, testCards } from "../../src/card/TestCards.ts"
import { centavos } from "../../src/money/Money.ts"

const amounts = { grossCentavos: centavos(5_000), feeCentavos: centavos(350), netCentavos: centavos(4_650) }

/** A validated test card expiring at the end of `expMonth`/`expYear` (checked at 1970, the test clock's start). */
const card = (number: string, expMonth = 12, expYear = 2030) =>
  Result.getOrThrow(
    validateCard({ number, expMonth, expYear, cvv: "123", holderName: "Ana Souza" }, new Date("2026-11-27T12:00:00Z"))
  )

/** An onboarded processor account (charges enabled), the processor and its controls. */
const onboarded = Effect.gen(function* () {
  const processor = yield* CardProcessor
  const controls = yield* CardProcessorMemory
  const link = yield* processor.createOnboardingLink({ merchantId: "m_1", returnUrl: "r", refreshUrl: "f" })
  yield* controls.submitOnboarding(link.processorAccountId, {
    company: { cnpj: "11222333000181", legalName: "Loja Exemplo Ltda" },
    bankAccount: { bankCode: "001", branch: "1234", accountNumber: "123456-7" }
  })
  const charge = (token: string, reference: string, overrides: Partial<ChargeTokenRequest> = {}) =>
    processor.chargeToken({
      processorAccountId: link.processorAccountId,
      token,
      amounts,
      reference,
      remoteIp: "200.160.2.3",
      description: "Mensalidade",
      product: "CREDIT",
      ...overrides
    })
  return { processor, controls, accountId: link.processorAccountId, charge }
})

describe("memory card processor: charges on a stored token", () => {
  it.effect("approves a stored test card without a session; the same reference answers the first result", () =>
    Effect.gen(function* () {
      const { charge, processor } = yield* onboarded
      const token = yield* processor.tokenize(card("4242424242424242"))
      const first = yield* charge(token.token, "bil_1")
      expect(first._tag).toBe("approved")
      expect(yield* charge(token.token, "bil_1")).toStrictEqual(first)
      const second = yield* charge(token.token, "bil_2")
      expect(second._tag).toBe("approved")
      expect(second).not.toStrictEqual(first)
      // The payment is a captured one: refunded up to its gross, not past it.
      const paymentId = first._tag === "approved" ? first.paymentId : ""
      expect(yield* processor.refund({ paymentId, refundId: "r1", amountCentavos: 5_000 })).toHaveProperty(
        "refundReference"
      )
      const over = yield* Effect.flip(processor.refund({ paymentId, refundId: "r2", amountCentavos: 1 }))
      expect(over.reason).toBe("rejected")
    }).pipe(Effect.provide(layerMemory()))
  )

  it.effect("declines with the test card's reason, a challenge card as authentication_required, each remembered", () =>
    Effect.gen(function* () {
      const { charge, processor } = yield* onboarded
      const outcomes: Array<string> = []
      for (const number of ["4000000000009995", "4000000000009979", "4000000000003220", "6062820000000011"]) {
        const token = yield* processor.tokenize(card(number))
        const result = yield* charge(token.token, `bil_${number}`)
        outcomes.push(result._tag === "declined" ? result.reason : result._tag)
        expect(yield* charge(token.token, `bil_${number}`)).toStrictEqual(result)
      }
      expect(outcomes).toEqual([
        "insufficient_funds",
        "stolen_card",
        "authentication_required",
        "authentication_required"
      ])
    }).pipe(Effect.provide(layerMemory()))
  )

  it.effect("a voucher card pays VOUCHER charges only, a credit card CREDIT ones only", () =>
    Effect.gen(function* () {
      const { charge, processor } = yield* onboarded
      const voucher = yield* processor.tokenize(card("5067500000000008"))
      const credit = yield* processor.tokenize(card("5555555555554444"))
      const poor = yield* processor.tokenize(card("5067510000000007"))
      const tags = [
        yield* charge(voucher.token, "v1", { product: "VOUCHER" }),
        yield* charge(voucher.token, "v2", { product: "CREDIT" }),
        yield* charge(credit.token, "c1", { product: "VOUCHER" }),
        yield* charge(credit.token, "c2", { product: "CREDIT" }),
        yield* charge(poor.token, "p1", { product: "VOUCHER" })
      ].map((r) => (r._tag === "declined" ? r.reason : r._tag))
      expect(tags).toEqual([
        "approved",
        "product_not_supported",
        "product_not_supported",
        "approved",
        "insufficient_funds"
      ])
      // The sandbox's voucher BINs are exactly the voucher test cards'.
      expect(testCards.filter((c) => cardProductOf(c.number) === "VOUCHER").map((c) => c.number)).toEqual([
        "5067500000000008",
        "5067510000000007"
      ])
    }).pipe(Effect.provide(layerMemory()))
  )

  it.effect("declines a card whose expiry month passed since it was tokenized", () =>
    Effect.gen(function* () {
      const { charge, processor } = yield* onboarded
      // Expires at the end of January 1970 in São Paulo; the test clock starts on 1970-01-01.
      const token = yield* processor.tokenize(card("4242424242424242", 1, 2030))
      const early = yield* processor.tokenize({ ...card("4242424242424242"), expMonth: 1, expYear: 1970 })
      expect((yield* charge(token.token, "a"))._tag).toBe("approved")
      expect(yield* charge(early.token, "b")).toStrictEqual({ _tag: "approved", paymentId: expect.any(String) })
      yield* TestClock.adjust(45 * 24 * 60 * 60 * 1000)
      expect(yield* charge(early.token, "c")).toStrictEqual({ _tag: "declined", reason: "expired_card" })
    }).pipe(Effect.provide(layerMemory()))
  )

  it.effect("refuses an unknown account or token, a disabled account, a zero amount, and fails once when told to", () =>
    Effect.gen(function* () {
      const { accountId, charge, controls, processor } = yield* onboarded
      const token = yield* processor.tokenize(card("4242424242424242"))
      expect((yield* Effect.flip(charge("tok_nope", "x1"))).reason).toBe("not_found")
      expect((yield* Effect.flip(charge(token.token, "x2", { processorAccountId: "acct_nope" }))).reason).toBe(
        "not_found"
      )
      const zero = { grossCentavos: centavos(0), feeCentavos: centavos(0), netCentavos: centavos(0) }
      expect((yield* Effect.flip(charge(token.token, "x3", { amounts: zero }))).reason).toBe("rejected")
      yield* controls.failNext("chargeToken", "unavailable")
      const down = yield* Effect.flip(charge(token.token, "x4"))
      expect(down).toMatchObject({ operation: "chargeToken", reason: "unavailable" })
      // Nothing was charged under the failed call's reference: a retry with it is the first charge.
      expect((yield* charge(token.token, "x4"))._tag).toBe("approved")
      yield* controls.markPastDue(accountId, "bank_account")
      expect((yield* Effect.flip(charge(token.token, "x5"))).reason).toBe("rejected")
      expect(yield* controls.calls).toContain("chargeToken")
    }).pipe(Effect.provide(layerMemory()))
  )
})
