import { describe, expect, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { TestClock } from "effect/testing"
import { CardTokens, tokenizeAnswerOf } from "../../src/billing/cards/CardTokens.ts"
import { CardTokenStore } from "../../src/billing/cards/CardTokenStore.ts"
import type { TokenizeCardInput } from "../../src/billing/cards/Request.ts"
import { CardProcessorMemory } from "../../src/card/CardProcessorMemory.ts"
import { CardProcessor } from "../../src/card/CardProcessor.ts"
import { AccountId } from "../../src/ledger/Model.ts"

const merchant = AccountId.make("acc_cards")
const other = AccountId.make("acc_other")

const request: TokenizeCardInput = {
  creditCard: {
    holderName: "Ana Souza",
    number: "4242 4242 4242 4242",
    expiryMonth: "05",
    expiryYear: "2030",
    ccv: "318"
  },
  creditCardHolderInfo: {
    name: "Ana Souza",
    email: "Ana@Example.com",
    cpfCnpj: "529.982.247-25",
    postalCode: "01310-100",
    addressNumber: "1578",
    phone: "(11) 3456-7890",
    mobilePhone: "11 98765-4321"
  },
  remoteIp: "200.160.2.3"
}

/** The clock's start in these tests (a card's expiry is read against it). */
const T0 = Date.parse("2026-11-27T12:00:00Z")

/** Onboards `accountId` at the memory processor (company and bank account), so the card gate lets it through. */
const onboard = (accountId: string) =>
  Effect.gen(function* () {
    yield* TestClock.setTime(T0)
    const processor = yield* CardProcessor
    const controls = yield* CardProcessorMemory
    const link = yield* processor.createOnboardingLink({ merchantId: accountId, returnUrl: "r", refreshUrl: "f" })
    yield* controls.submitOnboarding(link.processorAccountId, {
      company: { cnpj: "11222333000181", legalName: "Loja Exemplo Ltda" },
      bankAccount: { bankCode: "001", branch: "1234", accountNumber: "123456-7" }
    })
    return link.processorAccountId
  })

describe("card tokens", () => {
  it.effect("tokenizes without charging and stores brand, last 4, expiry and holder, never the number or CVV", () =>
    Effect.gen(function* () {
      yield* onboard(merchant)
      const tokens = yield* CardTokens
      yield* TestClock.adjust(1000)
      const record = yield* tokens.tokenize(merchant, { ...request, customer: "cus_1" })
      expect(tokenizeAnswerOf(record)).toStrictEqual({
        creditCardToken: record.token,
        creditCardBrand: "VISA",
        creditCardNumber: "4242"
      })
      const stored = Option.getOrThrow(yield* (yield* CardTokenStore).findByToken(merchant, record.token))
      expect(stored).toStrictEqual({
        accountId: merchant,
        token: record.token,
        customerReference: "cus_1",
        brand: "VISA",
        last4: "4242",
        expMonth: 5,
        expYear: 2030,
        holderName: "Ana Souza",
        createdAt: new Date(T0 + 1000)
      })
      expect(JSON.stringify(stored)).not.toMatch(/4242424242424242|318/)
      expect(yield* (yield* CardProcessorMemory).calls).not.toContain("authorize")
      expect(yield* (yield* CardProcessorMemory).calls).not.toContain("chargeToken")
    }).pipe(Effect.provide(CardTokens.Test))
  )

  it.effect("names every problem of the card, the holder, the IP and the customer in one error", () =>
    Effect.gen(function* () {
      yield* onboard(merchant)
      const tokens = yield* CardTokens
      const error = yield* Effect.flip(
        tokens.tokenize(merchant, {
          creditCard: { holderName: "A", number: "4242424242424241", expiryMonth: "13", expiryYear: "30", ccv: "12" },
          creditCardHolderInfo: {
            name: " ",
            email: "ana@",
            cpfCnpj: "111.111.111-12",
            postalCode: "1310-100",
            addressNumber: "",
            addressComplement: "x".repeat(101),
            phone: "123",
            mobilePhone: "abc"
          },
          remoteIp: "10.0.0.7",
          customer: "has space"
        })
      )
      expect(error._tag).toBe("InvalidCardTokenRequest")
      const fields = error._tag === "InvalidCardTokenRequest" ? error.problems.map((p) => p.field) : []
      expect(fields).toEqual([
        "creditCard.number",
        "creditCard.expiryMonth",
        "creditCard.ccv",
        "creditCard.holderName",
        "creditCardHolderInfo.name",
        "creditCardHolderInfo.email",
        "creditCardHolderInfo.cpfCnpj",
        "creditCardHolderInfo.postalCode",
        "creditCardHolderInfo.addressNumber",
        "creditCardHolderInfo.addressComplement",
        "creditCardHolderInfo.phone",
        "creditCardHolderInfo.mobilePhone",
        "remoteIp",
        "customer"
      ])
      expect(error.message).toContain("private")
      expect(error.message).not.toContain("4242424242424241")
      for (const ip of ["127.0.0.1", "::1", "192.168.1.10", "not-an-ip", "[2804:14c::1]"]) {
        const refused = yield* Effect.flip(tokens.tokenize(merchant, { ...request, remoteIp: ip }))
        expect(refused._tag, ip).toBe("InvalidCardTokenRequest")
      }
      // A public IPv6 address is a buyer's.
      expect((yield* tokens.tokenize(merchant, { ...request, remoteIp: "2804:14c:65a1::1" })).last4).toBe("4242")
    }).pipe(Effect.provide(CardTokens.Test))
  )

  it.effect("the card gate refuses a merchant not onboarded; a processor outage stores nothing", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(T0)
      const tokens = yield* CardTokens
      const gated = yield* Effect.flip(tokens.tokenize(merchant, request))
      expect(gated).toMatchObject({ _tag: "CardProcessingUnavailable", capability: "processor_account" })
      yield* onboard(merchant)
      yield* (yield* CardProcessorMemory).failNext("tokenize", "unavailable")
      const down = yield* Effect.flip(tokens.tokenize(merchant, request))
      expect(down).toMatchObject({ _tag: "CardProcessorError", reason: "unavailable" })
      expect((yield* tokens.tokenize(merchant, request)).token).toMatch(/^tok_sbx_\d+$/)
    }).pipe(Effect.provide(CardTokens.Test))
  )

  it.effect("a charge resolves a stored token of its merchant only, records its use, or tokenizes the card", () =>
    Effect.gen(function* () {
      const processorAccountId = yield* onboard(merchant)
      yield* onboard(other)
      const tokens = yield* CardTokens
      const record = yield* tokens.tokenize(merchant, { ...request, customer: "cus_1" })
      yield* TestClock.adjust(5000)
      const resolved = yield* tokens.resolveForCharge({
        accountId: merchant,
        cardToken: record.token,
        remoteIp: "200.160.2.3",
        customer: "cus_1"
      })
      expect(resolved).toStrictEqual({
        card: { ...record, lastUsedAt: new Date(T0 + 5000) },
        processorAccountId,
        remoteIp: "200.160.2.3",
        tokenized: false
      })
      const stolen = yield* Effect.flip(
        tokens.resolveForCharge({ accountId: other, cardToken: record.token, remoteIp: "200.160.2.3" })
      )
      expect(stolen).toMatchObject({ _tag: "CardTokenNotFound", token: record.token })
      const otherCustomer = yield* Effect.flip(
        tokens.resolveForCharge({
          accountId: merchant,
          cardToken: record.token,
          remoteIp: "200.160.2.3",
          customer: "cus_2"
        })
      )
      expect(otherCustomer.message).toContain("another customer")
      const fresh = yield* tokens.resolveForCharge({ accountId: merchant, ...request })
      expect(fresh).toMatchObject({ tokenized: true, card: { last4: "4242", lastUsedAt: new Date(T0 + 5000) } })
      expect(fresh.card.token).not.toBe(record.token)
    }).pipe(Effect.provide(CardTokens.Test))
  )

  it.effect("a charge names its card one way: both, neither or half a card are refused before anything else", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(T0)
      const tokens = yield* CardTokens
      const cases = [
        { cardToken: "tok_1", creditCard: request.creditCard },
        {},
        { creditCard: request.creditCard },
        { creditCardHolderInfo: request.creditCardHolderInfo },
        { cardToken: "tok 1" }
      ]
      const fields: Array<string> = []
      for (const c of cases) {
        const error = yield* Effect.flip(tokens.resolveForCharge({ accountId: merchant, remoteIp: "10.0.0.1", ...c }))
        fields.push(
          error._tag === "InvalidCardTokenRequest" ? error.problems.map((p) => p.field).join(",") : error._tag
        )
      }
      expect(fields).toEqual(["cardToken", "creditCard", "creditCardHolderInfo", "creditCard", "cardToken,remoteIp"])
      // A well-formed token of no one's, on a merchant through the gate: not found.
      yield* onboard(merchant)
      const missing = yield* Effect.flip(
        tokens.resolveForCharge({ accountId: merchant, cardToken: "tok_sbx_999", remoteIp: "200.160.2.3" })
      )
      expect(missing._tag).toBe("CardTokenNotFound")
    }).pipe(Effect.provide(CardTokens.Test))
  )
})
