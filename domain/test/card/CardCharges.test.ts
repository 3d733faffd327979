import { describe, expect, it } from "@effect/vitest"
import { Effect, Result } from "effect"
import { TestClock } from "effect/testing"
import * as Accounts from "../../src/accounts/Accounts.ts"
import { CardCharges } from "../../src/card/CardCharges.ts"
import { CardProcessorMemory } from "../../src/card/CardProcessorMemory.ts"
import { Outbox, outboxPageMax, outboxStart } from "../../src/events/Outbox.ts"
import { Ledger } from "../../src/ledger/Ledger.ts"
import { type AccountId, mainLedgerAccount } from "../../src/ledger/Model.ts"

const dayMs = 24 * 60 * 60 * 1000
const m1 = "acc_card_1" as AccountId

const card = (number: string) => ({ number, expMonth: 12, expYear: 2040, cvv: "123", holderName: "Ana Souza" })

/** A merchant whose processor account passed onboarding (company data and a bank account). */
const onboarded = Effect.gen(function* () {
  yield* TestClock.setTime(Date.parse("2026-11-27T14:00:00Z"))
  const accounts = yield* Accounts.Accounts
  yield* accounts.insert({ id: m1, name: "Loja", email: "loja@example.com", flags: {}, createdAt: new Date(0) })
  const charges = yield* CardCharges
  const link = yield* charges.onboardingLink(m1)
  const controls = yield* CardProcessorMemory
  yield* controls.submitOnboarding(link.processorAccountId, {
    company: { cnpj: "11.222.333/0001-81", legalName: "Loja Ltda" },
    bankAccount: { bankCode: "001", branch: "1234", accountNumber: "12345-6" }
  })
  return link
})

const events = Effect.flatMap(Outbox, (o) => Effect.map(o.readAfter(outboxStart, outboxPageMax), (p) => p.events))

const paid = (amountCentavos: number) =>
  Effect.gen(function* () {
    const charges = yield* CardCharges
    const record = yield* charges.checkout({ accountId: m1, apiKeyId: "key_1", amountCentavos, description: "Pedido" })
    return yield* charges.payWithCard(record.sessionId, card("4242424242424242"))
  })

describe("CardCharges", () => {
  it.effect("the gate names the first missing capability until onboarding is complete", () =>
    Effect.gen(function* () {
      const accounts = yield* Accounts.Accounts
      yield* accounts.insert({ id: m1, name: "Loja", email: "loja@example.com", flags: {}, createdAt: new Date(0) })
      const charges = yield* CardCharges
      const input = { accountId: m1, apiKeyId: "key_1", amountCentavos: 1000, description: "Pedido" }
      expect(yield* Effect.flip(charges.checkout(input))).toMatchObject({ capability: "processor_account" })
      const link = yield* charges.onboardingLink(m1)
      expect(yield* Effect.flip(charges.checkout(input))).toMatchObject({ capability: "pj_account" })
      const controls = yield* CardProcessorMemory
      yield* controls.submitOnboarding(link.processorAccountId, {
        company: { cnpj: "11.222.333/0001-81", legalName: "Loja Ltda" }
      })
      expect(yield* Effect.flip(charges.checkout(input))).toMatchObject({ capability: "payouts_enabled" })
      yield* controls.submitOnboarding(link.processorAccountId, {
        bankAccount: { bankCode: "001", branch: "1234", accountNumber: "12345-6" }
      })
      expect((yield* charges.checkout(input)).status).toBe("PENDING")
      yield* controls.markPastDue(link.processorAccountId, "bank_account")
      expect(yield* Effect.flip(charges.checkout(input))).toMatchObject({ capability: "requirements_past_due" })
    }).pipe(Effect.provide(CardCharges.Test))
  )

  it.effect("a checkout below 5.00 and bad input are refused, every problem named", () =>
    Effect.gen(function* () {
      yield* onboarded
      const charges = yield* CardCharges
      const base = { accountId: m1, apiKeyId: "key_1", description: "Pedido" }
      expect(yield* Effect.flip(charges.checkout({ ...base, amountCentavos: 499 }))).toMatchObject({
        _tag: "CardAmountBelowMinimum"
      })
      const invalid = yield* Effect.flip(
        charges.checkout({ ...base, amountCentavos: 500, description: " ", successUrl: "ftp://x", cancelUrl: "no" })
      )
      expect(invalid).toMatchObject({ _tag: "InvalidCardCheckout" })
      expect((invalid as { problems: ReadonlyArray<{ field: string }> }).problems.map((p) => p.field)).toEqual([
        "description",
        "successUrl",
        "cancelUrl"
      ])
    }).pipe(Effect.provide(CardCharges.Test))
  )

  it.effect(
    "a test card pays: fee + net = gross, net pending until settlement, payment.paid, only the token kept",
    () =>
      Effect.gen(function* () {
        yield* onboarded
        const record = yield* paid(10_000)
        // 4.99 % of 100.00 = 4.99 (half up), + 0.20 USD at 5.00 = 1.00: fee 5.99.
        expect(record).toMatchObject({
          status: "COMPLETED",
          grossCentavos: 10_000,
          feeCentavos: 599,
          netCentavos: 9_401
        })
        expect(record.card).toMatchObject({ brand: "VISA", last4: "4242", bin: "424242" })
        expect(JSON.stringify(record)).not.toContain("4242424242424242")
        const ledger = yield* Ledger
        expect(yield* ledger.balance(mainLedgerAccount(m1))).toMatchObject({
          pendingCentavos: 9_401,
          availableCentavos: 0
        })
        expect((yield* events).map((e) => e.eventType)).toEqual(["payment.paid"])
        const charges = yield* CardCharges
        expect(yield* charges.settleDue(new Date(record.settlesAt!.getTime() - 1))).toEqual([])
        yield* TestClock.adjust(30 * dayMs)
        const settled = yield* charges.settleDue(record.settlesAt!)
        expect(settled.map((r) => r.id)).toEqual([record.id])
        expect(yield* ledger.balance(mainLedgerAccount(m1))).toMatchObject({
          pendingCentavos: 0,
          availableCentavos: 9_401
        })
      }).pipe(Effect.provide(CardCharges.Test))
  )

  it.effect("coverFee: the amount is the net; declined and challenged cards move as the machine says", () =>
    Effect.gen(function* () {
      yield* onboarded
      const charges = yield* CardCharges
      const base = { accountId: m1, apiKeyId: "key_1", description: "Pedido" }
      const covered = yield* charges.checkout({ ...base, amountCentavos: 10_000, coverFee: true })
      expect(covered.netCentavos).toBe(10_000)
      expect(covered.grossCentavos - covered.feeCentavos).toBe(10_000)
      const declined = yield* charges.payWithCard(covered.sessionId, card("4000000000009995"))
      expect(declined).toMatchObject({ status: "FAILED", failureReason: "insufficient_funds" })
      expect(yield* Effect.flip(charges.payWithCard(covered.sessionId, card("4242424242424242")))).toMatchObject({
        _tag: "CardCheckoutClosed"
      })
      const other = yield* charges.checkout({ ...base, amountCentavos: 700 })
      const challenged = yield* charges.payWithCard(other.sessionId, card("4000000000003220"))
      expect(challenged.status).toBe("AWAITING_CHALLENGE")
      expect((yield* charges.answerChallenge(other.sessionId, true)).status).toBe("COMPLETED")
      const bad = yield* Effect.flip(charges.payWithCard(other.sessionId, card("4242424242424241")))
      expect(bad).toMatchObject({ _tag: "CardCheckoutClosed" })
      const third = yield* charges.checkout({ ...base, amountCentavos: 700 })
      const invalid = yield* Effect.flip(charges.payWithCard(third.sessionId, card("4242424242424241")))
      expect(invalid).toMatchObject({ _tag: "InvalidCard" })
      expect(JSON.stringify(invalid)).not.toContain("424242424242424")
      expect((yield* events).map((e) => e.eventType)).toEqual(["payment.failed", "payment.paid"])
    }).pipe(Effect.provide(CardCharges.Test))
  )

  it.effect("refunds: only captured, partial then the rest, never past the net; each debits the pending net", () =>
    Effect.gen(function* () {
      yield* onboarded
      const charges = yield* CardCharges
      const open = yield* charges.checkout({ accountId: m1, apiKeyId: "key_1", amountCentavos: 900, description: "x" })
      expect(yield* Effect.flip(charges.refund(m1, open.id))).toMatchObject({ reason: "not_completed" })
      const record = yield* paid(10_000)
      expect(yield* Effect.flip(charges.refund(m1, record.id, 9_402))).toMatchObject({ reason: "exceeds_remaining" })
      expect(yield* Effect.flip(charges.refund(m1, record.id, 0))).toMatchObject({ reason: "invalid_amount" })
      const first = yield* charges.refund(m1, record.id, 1_000)
      expect(first.record).toMatchObject({ status: "PARTIALLY_REFUNDED", refundedCentavos: 1_000 })
      const rest = yield* charges.refund(m1, record.id)
      expect(rest).toMatchObject({ amountCentavos: 8_401, record: { status: "REFUNDED", refundedCentavos: 9_401 } })
      expect(yield* Effect.flip(charges.refund(m1, record.id))).toMatchObject({ reason: "fully_refunded" })
      expect(yield* Effect.flip(charges.refund("acc_other" as AccountId, record.id))).toMatchObject({
        _tag: "CardTransactionNotFound"
      })
      const ledger = yield* Ledger
      expect(yield* ledger.balance(mainLedgerAccount(m1))).toMatchObject({ pendingCentavos: 0 })
      expect((yield* events).map((e) => e.eventType)).toEqual(["payment.paid", "payment.refunded", "payment.refunded"])
    }).pipe(Effect.provide(CardCharges.Test))
  )

  it.effect("20 concurrent partial refunds never sum past the net", () =>
    Effect.gen(function* () {
      yield* onboarded
      const charges = yield* CardCharges
      const record = yield* paid(10_000)
      const results = yield* Effect.all(
        Array.from({ length: 20 }, () => Effect.result(charges.refund(m1, record.id, 1_000))),
        { concurrency: "unbounded" }
      )
      const won = results.filter(Result.isSuccess)
      expect(won).toHaveLength(9)
      const after = yield* charges.findById(m1, record.id)
      expect(after.refundedCentavos).toBe(9_000)
      const ledger = yield* Ledger
      expect(yield* ledger.balance(mainLedgerAccount(m1))).toMatchObject({ pendingCentavos: 401 })
    }).pipe(Effect.provide(CardCharges.Test))
  )
})
