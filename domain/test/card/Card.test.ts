import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import { type CardInput, cardTokenOf, validateCard } from "../../src/card/Card.ts"
import { brandOf, luhnValid } from "../../src/card/CardNumber.ts"
import { testCardOutcome, testCards } from "../../src/card/TestCards.ts"

// 2026-11-27T14:00:00Z: November 2026 in São Paulo.
const now = new Date("2026-11-27T14:00:00Z")

const visa: CardInput = {
  number: "4242 4242 4242 4242",
  expMonth: 12,
  expYear: 2030,
  cvv: "123",
  holderName: "Ana Souza"
}

const problemsOf = (input: CardInput, at = now) => {
  const result = validateCard(input, at)
  return Result.isFailure(result) ? result.failure.problems.map((p) => p.field) : []
}

describe("card brands", () => {
  it("reads the brand from the BIN, Elo and Hipercard before the brands matched by their first digits", () => {
    expect(brandOf("4242424242424242")).toBe("VISA")
    expect(brandOf("4011780000009999")).toBe("ELO")
    expect(brandOf("5066990000000002")).toBe("ELO")
    expect(brandOf("5555555555554444")).toBe("MASTERCARD")
    expect(brandOf("2223000000000007")).toBe("MASTERCARD")
    expect(brandOf("2720990000000000")).toBe("MASTERCARD")
    expect(brandOf("2721000000000000")).toBeUndefined()
    expect(brandOf("378282246310005")).toBe("AMEX")
    expect(brandOf("341111111111111")).toBe("AMEX")
    expect(brandOf("6363680000000007")).toBe("ELO")
    expect(brandOf("6062820000000003")).toBe("HIPERCARD")
    expect(brandOf("6011111111111117")).toBeUndefined()
    expect(brandOf("42424")).toBeUndefined()
  })
})

describe("test cards", () => {
  it("every documented test card is Luhn-valid, of its brand, and passes validation", () => {
    for (const card of testCards) {
      expect(luhnValid(card.number), card.number).toBe(true)
      expect(brandOf(card.number), card.number).toBe(card.brand)
      const cvv = card.brand === "AMEX" ? "1234" : "123"
      expect(Result.isSuccess(validateCard({ ...visa, number: card.number, cvv }, now)), card.number).toBe(true)
    }
  })

  it("has cards that succeed, decline for insufficient funds and stolen cards, and need a second step", () => {
    expect(testCardOutcome("4242424242424242")).toStrictEqual({ _tag: "approved" })
    expect(testCardOutcome("4000000000009995")).toStrictEqual({ _tag: "declined", reason: "insufficient_funds" })
    expect(testCardOutcome("4000000000009979")).toStrictEqual({ _tag: "declined", reason: "stolen_card" })
    expect(testCardOutcome("4000000000003220")).toStrictEqual({ _tag: "challenge" })
    expect(new Set(testCards.map((c) => c.brand))).toStrictEqual(
      new Set(["VISA", "MASTERCARD", "AMEX", "ELO", "HIPERCARD"])
    )
  })

  it("declines any other number, so a real card typed into the sandbox is never approved", () => {
    expect(testCardOutcome("4111111111111111")).toStrictEqual({ _tag: "declined", reason: "not_a_test_card" })
  })
})

describe("card validation", () => {
  it("accepts a card, dropping spaces and hyphens, and keeps only token, brand, BIN, last 4 and expiry", () => {
    const card = Result.getOrThrow(validateCard({ ...visa, number: "4242-4242-4242-4242", expYear: "30" }, now))
    expect(card).toMatchObject({ digits: "4242424242424242", brand: "VISA", expMonth: 12, expYear: 2030 })
    const token = cardTokenOf(card, "tok_1")
    expect(token).toStrictEqual({
      token: "tok_1",
      brand: "VISA",
      bin: "424242",
      last4: "4242",
      expMonth: 12,
      expYear: 2030
    })
    expect(JSON.stringify(token)).not.toContain("4242424242424242")
    expect(JSON.stringify(token)).not.toContain("123")
  })

  it("names every problem at once, never quoting the number or the CVV", () => {
    const result = validateCard(
      { number: "4242424242424241", expMonth: 13, expYear: 2030, cvv: "12", holderName: "" },
      now
    )
    const failure = Result.getOrThrow(Result.flip(result))
    expect(failure.problems.map((p) => p.field)).toStrictEqual(["number", "expMonth", "cvv", "holderName"])
    expect(failure.message).not.toContain("4242424242424241")
  })

  it("checks the CVV's length against the brand: 4 digits for Amex, 3 for the others", () => {
    expect(problemsOf({ ...visa, number: "378282246310005", cvv: "123" })).toStrictEqual(["cvv"])
    expect(problemsOf({ ...visa, number: "378282246310005", cvv: "1234" })).toStrictEqual([])
    expect(problemsOf({ ...visa, cvv: "1234" })).toStrictEqual(["cvv"])
    expect(problemsOf({ ...visa, cvv: "12a" })).toStrictEqual(["cvv"])
  })

  it("refuses a number of a brand not accepted, or of the wrong length for its brand", () => {
    expect(problemsOf({ ...visa, number: "6011111111111117" })).toStrictEqual(["number"])
    expect(problemsOf({ ...visa, number: "55555555555544440" })).toStrictEqual(["number"])
    expect(problemsOf({ ...visa, number: "4242 4242 abcd 4242" })).toStrictEqual(["number"])
    expect(problemsOf({ ...visa, number: "4".repeat(500) })).toStrictEqual(["number"])
  })

  it("accepts the current São Paulo month and refuses an earlier one", () => {
    expect(problemsOf({ ...visa, expMonth: 11, expYear: 2026 })).toStrictEqual([])
    expect(problemsOf({ ...visa, expMonth: 10, expYear: 2026 })).toStrictEqual(["expYear"])
    expect(problemsOf({ ...visa, expMonth: 12, expYear: 2025 })).toStrictEqual(["expYear"])
    // 00:30 UTC on 1 December is still 30 November in São Paulo (UTC−03:00).
    const lateNovember = new Date("2026-12-01T00:30:00Z")
    expect(problemsOf({ ...visa, expMonth: 11, expYear: 2026 }, lateNovember)).toStrictEqual([])
    expect(problemsOf({ ...visa, expMonth: 11, expYear: 2026 }, new Date("2026-12-01T03:00:00Z"))).toStrictEqual([
      "expYear"
    ])
    expect(problemsOf({ ...visa, expYear: 2047 })).toStrictEqual(["expYear"])
    expect(problemsOf({ ...visa, expMonth: "0" })).toStrictEqual(["expMonth"])
    expect(problemsOf({ ...visa, expYear: "20x0" })).toStrictEqual(["expYear"])
  })

  it("takes holder names of letters with accents, spaces, apostrophes, hyphens and dots, 2 to 64 characters", () => {
    expect(problemsOf({ ...visa, holderName: "  João  D'Ávila-Souza Jr. " })).toStrictEqual([])
    expect(problemsOf({ ...visa, holderName: "A" })).toStrictEqual(["holderName"])
    expect(problemsOf({ ...visa, holderName: "Ana 2" })).toStrictEqual(["holderName"])
    expect(problemsOf({ ...visa, holderName: "a".repeat(65) })).toStrictEqual(["holderName"])
  })
})
