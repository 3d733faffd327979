import { describe, expect, it } from "@effect/vitest"
import { Effect, Result } from "effect"
import { amountDue } from "../../src/billing/boleto/Charges.ts"
import {
  billingCreditEntryOf,
  billingEventOf,
  billingEventPayload,
  billingRefundEntryOf,
  billingSettlementEntryOf,
  clearingOf
} from "../../src/billing/Credit.ts"
import { amountDueAt, amountDueOn, pixCopyPasteOf, scheduleOfMethod } from "../../src/billing/Pricing.ts"
import type { BillingRecord } from "../../src/billing/Record.ts"
import { feeEntryOf, feeOf, pageProblems } from "../../src/bureau/Fees.ts"
import { parse as parseBrCode } from "../../src/pix/BrCode.ts"
import { feeFor } from "../../src/fees/Fees.ts"
import { AccountId, mainLedgerAccount, SystemAccount } from "../../src/ledger/Model.ts"
import { pixDepositLockMs } from "../../src/ledger/Rules.ts"

/** The ledger and pricing rules of billings and of the credit bureau's fees, one by one. */

const shop = AccountId.make("acc_credit_rules")
const main = mainLedgerAccount(shop)
const paidAt = new Date("2026-03-12T15:00:00Z")

const billing = (overrides: Partial<BillingRecord> = {}): BillingRecord => ({
  id: "bil_01JQ8Y7Z5K3M2N4P6R8T0V2X4Z",
  accountId: shop,
  apiKeyId: "key_1",
  method: "BOLETO",
  status: "RECEIVED",
  amountCentavos: 15_050,
  dueDate: "2026-03-10",
  description: "Mensalidade",
  customer: { name: "Maria Souza", taxId: "52998224725", email: "maria@example.com" },
  fineBps: 200,
  interestMonthlyBps: 100,
  emitFiscalInvoice: false,
  sequence: 42,
  payment: {
    paidOn: "2026-03-12",
    paidAt,
    paidCentavos: 15_356,
    fineCentavos: 301,
    interestCentavos: 5,
    feeCentavos: 199,
    netCentavos: 15_157
  },
  version: 2,
  requestFingerprint: "[]",
  createdAt: new Date("2026-03-02T12:00:00Z"),
  updatedAt: paidAt,
  ...overrides
})

const card = { processorAccountId: "pa_1", token: "tok_1", brand: "VISA", last4: "4242" }
const postingsOf = (e: { readonly postings: ReadonlyArray<object> }) => e.postings

describe("a billing's ledger entries", () => {
  it("each method's money arrives through its own clearing account", () => {
    expect(clearingOf({ method: "PIX" })).toBe(SystemAccount.pixClearing)
    expect(clearingOf({ method: "BOLETO" })).toBe(SystemAccount.boletoClearing)
    for (const method of ["CARD_CREDIT", "CARD_DEBIT", "CARD_VOUCHER"] as const) {
      expect(clearingOf({ method })).toBe(SystemAccount.cardClearing)
    }
  })

  it("a boleto's credit: what was paid leaves the clearing, the net is free at once, the fee is the platform's", () => {
    const e = billingCreditEntryOf(billing())
    expect(e).toMatchObject({
      id: "bie_01JQ8Y7Z5K3M2N4P6R8T0V2X4Z",
      accountId: shop,
      kind: "BILLING_IN",
      transactionId: "bil_01JQ8Y7Z5K3M2N4P6R8T0V2X4Z",
      idempotencyKey: "billing_in:bil_01JQ8Y7Z5K3M2N4P6R8T0V2X4Z",
      description: "Mensalidade",
      createdAt: paidAt
    })
    expect(postingsOf(e)).toEqual([
      { ledgerAccountId: SystemAccount.boletoClearing, amountCentavos: -15_356, bucket: "available" },
      { ledgerAccountId: main, amountCentavos: 15_157, bucket: "available" },
      { ledgerAccountId: SystemAccount.feeRevenue, amountCentavos: 199, bucket: "available" }
    ])
  })

  it("a PIX billing's net is under the 24 h lock of every PIX deposit; a card billing's waits in pending", () => {
    const pix = billingCreditEntryOf(billing({ method: "PIX" }))
    expect(postingsOf(pix)[0]).toMatchObject({ ledgerAccountId: SystemAccount.pixClearing, amountCentavos: -15_356 })
    expect(postingsOf(pix)[1]).toEqual({
      ledgerAccountId: main,
      amountCentavos: 15_157,
      bucket: "available",
      unlockAt: new Date(paidAt.getTime() + pixDepositLockMs)
    })
    const byCard = billingCreditEntryOf(billing({ method: "CARD_CREDIT", card }))
    expect(postingsOf(byCard)[0]).toMatchObject({ ledgerAccountId: SystemAccount.cardClearing })
    expect(postingsOf(byCard)[1]).toEqual({ ledgerAccountId: main, amountCentavos: 15_157, bucket: "pending" })
  })

  it("only a paid billing whose fee and net add up to the payment, with a positive net, is credited", () => {
    const payment = billing().payment!
    expect(() => billingCreditEntryOf(billing({ payment: undefined }))).toThrow("only a paid billing is credited")
    expect(() => billingCreditEntryOf(billing({ payment: { ...payment, feeCentavos: 200 } }))).toThrow(
      "a billing's fee and net add up to what was paid"
    )
    expect(() =>
      billingCreditEntryOf(billing({ payment: { ...payment, feeCentavos: -1, netCentavos: 15_357 } }))
    ).toThrow(RangeError)
    expect(() =>
      billingCreditEntryOf(billing({ payment: { ...payment, feeCentavos: 15_356, netCentavos: 0 } }))
    ).toThrow("net must be a positive integer of centavos")
    // A free boleto (no fee) is credited whole.
    const free = billingCreditEntryOf(billing({ payment: { ...payment, feeCentavos: 0, netCentavos: 15_356 } }))
    expect(postingsOf(free)).toHaveLength(2)
  })

  it("a refund returns the net (the fee is kept) from withdrawable, or from the lock or pending it still sits in", () => {
    const refundedAt = new Date(paidAt.getTime() + 2 * pixDepositLockMs)
    const boleto = billingRefundEntryOf(billing({ refundDescription: "Desistência" }), refundedAt)
    expect(boleto).toMatchObject({
      id: "bir_01JQ8Y7Z5K3M2N4P6R8T0V2X4Z",
      kind: "REFUND",
      transactionId: "bil_01JQ8Y7Z5K3M2N4P6R8T0V2X4Z",
      idempotencyKey: "billing_refund:bil_01JQ8Y7Z5K3M2N4P6R8T0V2X4Z",
      description: "Desistência",
      createdAt: refundedAt
    })
    expect(postingsOf(boleto)).toEqual([
      { ledgerAccountId: main, amountCentavos: -15_157, bucket: "available", spend: "withdrawable" },
      { ledgerAccountId: SystemAccount.boletoClearing, amountCentavos: 15_157, bucket: "available" }
    ])
    expect(billingRefundEntryOf(billing(), refundedAt).description).toBe("Mensalidade")

    const unlockAt = new Date(paidAt.getTime() + pixDepositLockMs)
    const pixInsideLock = billingRefundEntryOf(billing({ method: "PIX" }), new Date(unlockAt.getTime() - 1))
    expect(postingsOf(pixInsideLock)[0]).toEqual({
      ledgerAccountId: main,
      amountCentavos: -15_157,
      bucket: "available",
      unlockAt,
      spend: "available"
    })
    expect(postingsOf(pixInsideLock)[1]).toMatchObject({ ledgerAccountId: SystemAccount.pixClearing })
    const pixAtUnlock = billingRefundEntryOf(billing({ method: "PIX" }), unlockAt)
    expect(postingsOf(pixAtUnlock)[0]).toMatchObject({ spend: "withdrawable" })
    expect(postingsOf(pixAtUnlock)[0]).not.toHaveProperty("unlockAt")

    const unsettled = billingRefundEntryOf(billing({ method: "CARD_DEBIT", card }), refundedAt)
    expect(postingsOf(unsettled)[0]).toEqual({ ledgerAccountId: main, amountCentavos: -15_157, bucket: "pending" })
    const settled = billingRefundEntryOf(
      billing({ method: "CARD_DEBIT", card: { ...card, settledAt: paidAt } }),
      paidAt
    )
    expect(postingsOf(settled)[0]).toMatchObject({ bucket: "available", spend: "withdrawable" })
    expect(postingsOf(settled)[1]).toMatchObject({
      ledgerAccountId: SystemAccount.cardClearing,
      amountCentavos: 15_157
    })
    expect(() => billingRefundEntryOf(billing({ payment: undefined }), paidAt)).toThrow(
      "only a paid billing is refunded"
    )
    // A card billing whose card side was never written back is refunded from pending, where its net waits.
    const bare = billingRefundEntryOf(billing({ method: "CARD_VOUCHER", card: undefined }), refundedAt)
    expect(postingsOf(bare)[0]).toEqual({ ledgerAccountId: main, amountCentavos: -15_157, bucket: "pending" })
  })

  it("a card billing's settlement moves its net from pending to available, once by its key", () => {
    const at = new Date("2026-04-11T15:00:00Z")
    const e = billingSettlementEntryOf(billing({ method: "CARD_CREDIT", card }), at)
    expect(e).toMatchObject({
      id: "bis_01JQ8Y7Z5K3M2N4P6R8T0V2X4Z",
      kind: "CARD_SETTLEMENT",
      idempotencyKey: "billing_settle:bil_01JQ8Y7Z5K3M2N4P6R8T0V2X4Z",
      transactionId: "bil_01JQ8Y7Z5K3M2N4P6R8T0V2X4Z",
      createdAt: at
    })
    expect(postingsOf(e)).toEqual([
      { ledgerAccountId: main, amountCentavos: -15_157, bucket: "pending" },
      { ledgerAccountId: main, amountCentavos: 15_157, bucket: "available" }
    ])
    expect(() => billingSettlementEntryOf(billing({ payment: undefined }), at)).toThrow(
      "only a paid billing is settled"
    )
    const payment = billing().payment!
    expect(() => billingSettlementEntryOf(billing({ payment: { ...payment, netCentavos: 0 } }), at)).toThrow(
      "net must be a positive integer of centavos"
    )
  })

  it("an event carries the lean record, its amount due the billing's amount, addressed to the creating key", () => {
    const record = billing({ status: "PENDING", payment: undefined })
    const at = new Date("2026-03-02T12:00:01Z")
    const event = billingEventOf("payment.created", record, at)
    expect(event).toMatchObject({
      accountId: shop,
      eventType: "payment.created",
      aggregateId: record.id,
      apiKeyId: "key_1",
      createdAt: at
    })
    expect(event.payload).toEqual(billingEventPayload(record))
    expect(billingEventPayload(record)).toMatchObject({ id: record.id, amount: 150.5, amountDue: 150.5 })
  })
})

describe("a billing's price and amount due", () => {
  it.effect("a PIX billing is priced as a PIX charge, a boleto at 1.99 BRL unless the merchant's flags say", () =>
    Effect.gen(function* () {
      expect(feeFor(yield* scheduleOfMethod({}, "BOLETO"), 15_050)).toBe(199)
      expect(feeFor(yield* scheduleOfMethod({ boletoFixedCentavos: 350 }, "BOLETO"), 15_050)).toBe(350)
      expect(feeFor(yield* scheduleOfMethod({ boletoPercentBps: 100, boletoFixedCentavos: 0 }, "BOLETO"), 15_050)).toBe(
        151
      )
      expect(feeFor(yield* scheduleOfMethod({}, "PIX"), 15_050)).toBe(
        feeFor(yield* scheduleOfMethod({ boletoFixedCentavos: 999 }, "PIX"), 15_050)
      )
      expect(feeFor(yield* scheduleOfMethod({ pixInPercentBps: 100, pixInFixedCentavos: 10 }, "PIX"), 15_050)).toBe(161)
    })
  )

  it("the amount due adds the billing's own fine and interest after its due date; once paid, what was paid", () => {
    const open = billing({ status: "OVERDUE", payment: undefined })
    expect(amountDueOn(open, "2026-03-10").amountCentavos).toBe(15_050)
    // 2 % of 150.50 (3.01) and one day of 1 % a month (0.05).
    expect(amountDueOn(open, "2026-03-11")).toEqual({
      amountCentavos: 15_356,
      fineCentavos: 301,
      interestCentavos: 5,
      daysLate: 1
    })
    expect(amountDueOn({ ...open, fineBps: 0, interestMonthlyBps: 30 }, "2026-04-09").interestCentavos).toBe(
      Math.floor((15_050 * 30 * 30) / 300_000)
    )
    // 12:00 in São Paulo on the 11th; 01:00 UTC on the 11th is still the 10th there.
    expect(amountDueAt(open, new Date("2026-03-11T15:00:00Z"))).toBe(15_356)
    expect(amountDueAt(open, new Date("2026-03-11T01:00:00Z"))).toBe(15_050)
    expect(amountDueAt(billing(), new Date("2027-01-01T00:00:00Z"))).toBe(15_356)
  })

  it("a PIX billing's BR Code carries the amount asked and its txid; a boleto has none", () => {
    expect(pixCopyPasteOf(billing(), 100)).toBeUndefined()
    const pix = billing({
      method: "PIX",
      pix: {
        txid: "TRB00000000000000042",
        key: "pix@trilho.test",
        merchantName: "Loja São João",
        merchantCity: "São Paulo"
      }
    })
    expect(() => pixCopyPasteOf(pix, 0)).toThrow(/^billing bil_01JQ8Y7Z5K3M2N4P6R8T0V2X4Z: ./)
    const code = pixCopyPasteOf(pix, 15_356)!
    const parsed = parseBrCode(code)
    expect(Result.isSuccess(parsed) && parsed.success).toMatchObject({
      _tag: "Static",
      key: "pix@trilho.test",
      txid: "TRB00000000000000042",
      amountCentavos: 15_356,
      merchantName: "Loja Sao Joao",
      merchantCity: "Sao Paulo"
    })
  })

  it("late charges refuse dates that are not calendar dates and rates that are not whole basis points", () => {
    const late = { fineBps: 200, interestMonthlyBps: 100 }
    const base = { amountCentavos: 1_000, dueDate: "2026-03-10", paidOn: "2026-03-11", late }
    expect(() => amountDue({ ...base, dueDate: "10/03/2026" })).toThrow("dates are YYYY-MM-DD")
    expect(() => amountDue({ ...base, paidOn: "2026-13-01" })).toThrow("dates are YYYY-MM-DD")
    expect(() => amountDue({ ...base, late: { ...late, fineBps: 1.5 } })).toThrow("late charges are whole basis points")
    expect(() => amountDue({ ...base, late: { ...late, interestMonthlyBps: 0.5 } })).toThrow(
      "late charges are whole basis points"
    )
    expect(amountDue(base).amountCentavos).toBe(1_020)
  })
})

describe("the credit bureau's fees", () => {
  it("a dunning costs 12.90 BRL and a report 19.90 BRL, taken from withdrawable to the platform's fee revenue", () => {
    expect(feeOf("dunning")).toBe(1_290)
    expect(feeOf("report")).toBe(1_990)
    const createdAt = new Date("2026-03-12T15:00:00Z")
    const e = feeEntryOf({ id: "dun_01", accountId: shop, feeCentavos: 1_290, createdAt, description: "Negativação" })
    expect(e).toMatchObject({
      id: "dun_01",
      kind: "FEE",
      transactionId: "dun_01",
      description: "Negativação",
      createdAt
    })
    expect(postingsOf(e)).toEqual([
      { ledgerAccountId: main, amountCentavos: -1_290, bucket: "available", spend: "withdrawable" },
      { ledgerAccountId: SystemAccount.feeRevenue, amountCentavos: 1_290, bucket: "available" }
    ])
    expect(() => feeEntryOf({ id: "dun_02", accountId: shop, feeCentavos: 0, createdAt, description: "x" })).toThrow(
      RangeError
    )
  })

  it("a page is from 1 and a page size from 1 to the list's most, each problem named", () => {
    expect(pageProblems(1, 1, 100)).toEqual([])
    expect(pageProblems(3, 100, 100)).toEqual([])
    expect(pageProblems(0, 101, 100).map((p) => p.field)).toEqual(["page", "pageSize"])
    expect(pageProblems(1.5, 0, 100).map((p) => p.field)).toEqual(["page", "pageSize"])
    expect(pageProblems(2, 2.5, 100)).toEqual([{ field: "pageSize", message: "pageSize must be from 1 to 100" }])
    expect(pageProblems(-1, 50, 100)).toEqual([{ field: "page", message: "page must be 1 or more" }])
  })
})
