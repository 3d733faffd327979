import { describe, expect } from "@effect/vitest"
import { Result } from "effect"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import type { ChargeListFilters } from "../../src/charges/Record.ts"
import type { AccountId, EntryId, LedgerAccountId } from "../../src/ledger/Model.ts"
import type { Centavos } from "../../src/money/Money.ts"
import { CardTransactionStatus } from "../../src/card/Machine.ts"
import { type CardTransactionRecord, toView } from "../../src/card/Record.ts"
import { assetOf } from "../../src/crypto/Assets.ts"
import {
  type CryptoDepositRecord,
  depositStatusesShownAs,
  toLeanCryptoDeposit
} from "../../src/crypto/deposits/Record.ts"
import { CryptoDepositStatus, depositTransactionStatus } from "../../src/crypto/Machines.ts"
import { cryptoPricingDefault, quoteDeposit } from "../../src/crypto/Quotes.ts"
import { RechargeStatus } from "../../src/recharge/Record.ts"
import { RefundStatus, type RefundRecord } from "../../src/refunds/Record.ts"
import {
  cardStatusesOf,
  cardTransactionStatus,
  keyOf,
  matches,
  rechargeStatusesOf,
  rechargeTransactionStatus,
  recordOrder,
  refundStatusesOf,
  refundTransactionStatus,
  toLeanRecord,
  type TransactionRecord
} from "../../src/transactions/records/index.ts"
import { TransactionStatus } from "../../src/transactions/Status.ts"

const account = "acc_records" as AccountId
const T0 = Date.UTC(2026, 0, 1)
const c = (n: number) => n as Centavos

const quote = Result.getOrThrow(
  quoteDeposit({
    asset: Result.getOrThrow(assetOf("BTC", "bitcoin")),
    rate: { centavos: 35_000_000n, units: 100_000_000n },
    pricing: cryptoPricingDefault,
    amountCentavos: c(10_000),
    now: new Date(T0)
  })
)

/** A deposit of R$ 100.00 in BTC in `status`, with one transfer once anything was seen. */
const cryptoDeposit = (status: CryptoDepositRecord["status"]): CryptoDepositRecord => ({
  id: `cdp_${status}`,
  accountId: account,
  type: "CRYPTO_IN",
  status,
  quote,
  address: "tb1qdeposit",
  transfers:
    status === "AWAITING" || status === "EXPIRED"
      ? []
      : [
          {
            txHash: "ab".repeat(32),
            amountUnits: quote.payUnits,
            confirmations: 1,
            seenAt: new Date(T0),
            dropped: false
          }
        ],
  version: 1,
  requestFingerprint: "[]",
  createdAt: new Date(T0),
  updatedAt: new Date(T0)
})

const refund = (n: number, status: RefundRecord["status"], requestedAtMs: number, description?: string) =>
  ({
    id: `rfd_${String(n).padStart(26, "0")}`,
    accountId: account,
    refundId: `client-${n}`,
    chargeId: `pix_${String(n).padStart(26, "0")}`,
    endToEndId: `E${String(n).padStart(31, "0")}`,
    status,
    nature: "ORIGINAL",
    ...(description === undefined ? {} : { description }),
    depositNetCentavos: c(990),
    transferFeeCentavos: c(10),
    debitNetCentavos: c(1_000),
    ledgerAccountId: `main:${account}` as LedgerAccountId,
    depositUnlockAt: new Date(requestedAtMs),
    requestFingerprint: "f",
    requestedAt: new Date(requestedAtMs),
    updatedAt: new Date(requestedAtMs)
  }) satisfies RefundRecord

const credit = (n: number, type: "SPLIT_IN" | "SUBACCOUNT_PROFIT", createdAtMs: number) => ({
  id: `${type === "SPLIT_IN" ? "spl" : "prf"}_${String(n).padStart(26, "0")}`,
  type,
  amountCentavos: c(100 + n),
  description: type === "SPLIT_IN" ? "Split share of a PIX charge" : "Subaccount profit of a PIX charge",
  referenceId: `pix_${String(n).padStart(26, "0")}`,
  entryId: `ent_${n}` as EntryId,
  ledgerAccountId: `main:${account}` as LedgerAccountId,
  createdAt: new Date(createdAtMs)
})

const card = (n: number, status: CardTransactionRecord["status"], createdAtMs: number): CardTransactionRecord => {
  const captured = status === "COMPLETED" || status === "PARTIALLY_REFUNDED" || status === "REFUNDED"
  return {
    id: `card_${String(n).padStart(26, "0")}`,
    accountId: account,
    apiKeyId: "key_1",
    status,
    amountCentavos: 10_000,
    grossCentavos: 10_599,
    feeCentavos: 599,
    netCentavos: 10_000,
    coverFee: true,
    description: `Checkout ${n}`,
    processorAccountId: "pac_1",
    sessionId: `cs_${n}`,
    checkoutUrl: `https://pay.trilho.test/processor/checkout/cs_${n}`,
    expiresAt: new Date(createdAtMs + 3_600_000),
    ...(status === "PENDING"
      ? {}
      : { card: { token: "tok_1", brand: "VISA", bin: "424242", last4: "4242", expMonth: 12, expYear: 2040 } }),
    ...(captured
      ? { paymentId: `pay_${n}`, capturedAt: new Date(createdAtMs), settlesAt: new Date(createdAtMs + 1) }
      : {}),
    ...(status === "FAILED" ? { failureReason: "card_declined" } : {}),
    refundedCentavos: status === "REFUNDED" ? 10_000 : status === "PARTIALLY_REFUNDED" ? 100 : 0,
    version: 1,
    createdAt: new Date(createdAtMs),
    updatedAt: new Date(createdAtMs)
  }
}

const recordArb: fc.Arbitrary<TransactionRecord> = fc.oneof(
  fc
    .record({ n: fc.nat(40), status: fc.constantFrom(...CardTransactionStatus.literals), at: fc.nat(5) })
    .map(({ n, status, at }) => ({ _tag: "Card" as const, card: card(n, status, T0 + at * 1_000) })),
  fc
    .record({
      n: fc.nat(40),
      status: fc.constantFrom(...RefundStatus.literals),
      at: fc.nat(5),
      description: fc.option(fc.constantFrom("Devolução", "Estorno 50%"), { nil: undefined })
    })
    .map(({ n, status, at, description }) => ({
      _tag: "Refund" as const,
      refund: refund(n, status, T0 + at * 1_000, description)
    })),
  fc
    .record({ n: fc.nat(40), type: fc.constantFrom("SPLIT_IN" as const, "SUBACCOUNT_PROFIT" as const), at: fc.nat(5) })
    .map(({ n, type, at }) => ({ _tag: "Credit" as const, credit: credit(n, type, T0 + at * 1_000) }))
)

const filtersArb: fc.Arbitrary<ChargeListFilters> = fc.record(
  {
    status: fc.constantFrom(...TransactionStatus.literals),
    dateFrom: fc.nat(5).map((s) => new Date(T0 + s * 1_000)),
    dateTo: fc.nat(5).map((s) => new Date(T0 + s * 1_000)),
    search: fc.constantFrom("client-1", "SPLIT", "estorno", "pix_", "%", "4242", "checkout 1", "pay_"),
    externalReference: fc.constant("ord-1"),
    subaccountId: fc.constant("sub_1")
  },
  { requiredKeys: [] }
)

describe("transaction records", () => {
  prop(
    "a refund's list status is one of the six, and the status filter selects exactly the refunds mapped to it",
    [fc.constantFrom(...RefundStatus.literals), fc.constantFrom(...TransactionStatus.literals)],
    ([status, wanted]) => {
      expect(TransactionStatus.literals).toContain(refundTransactionStatus[status])
      expect(refundStatusesOf(wanted).includes(status)).toBe(refundTransactionStatus[status] === wanted)
      expect(matches({ _tag: "Refund", refund: refund(1, status, T0) }, { status: wanted })).toBe(
        refundTransactionStatus[status] === wanted
      )
    }
  )

  prop(
    "a card's and a recharge's list status is one of the six; the status filter selects exactly those mapped to it",
    [
      fc.constantFrom(...CardTransactionStatus.literals),
      fc.constantFrom(...RechargeStatus.literals),
      fc.constantFrom(...TransactionStatus.literals)
    ],
    ([cardStatus, rechargeStatus, wanted]) => {
      expect(cardStatusesOf(wanted).includes(cardStatus)).toBe(cardTransactionStatus[cardStatus] === wanted)
      expect(rechargeStatusesOf(wanted).includes(rechargeStatus)).toBe(
        rechargeTransactionStatus[rechargeStatus] === wanted
      )
      const record = { _tag: "Card" as const, card: card(1, cardStatus, T0) }
      expect(matches(record, { status: wanted })).toBe(cardTransactionStatus[cardStatus] === wanted)
      expect(toLeanRecord(record).status).toBe(cardTransactionStatus[cardStatus])
    }
  )

  prop(
    "a crypto deposit's list status is its lean form's among the six, the status filter selects exactly the deposit " +
      "statuses mapped to it, and its list item is its own lean form",
    [fc.constantFrom(...CryptoDepositStatus.literals), fc.constantFrom(...TransactionStatus.literals)],
    ([status, wanted]) => {
      const record = { _tag: "CryptoIn" as const, deposit: cryptoDeposit(status) }
      expect(depositStatusesShownAs(wanted).includes(status)).toBe(depositTransactionStatus[status] === wanted)
      expect(matches(record, { status: wanted })).toBe(depositTransactionStatus[status] === wanted)
      expect(toLeanRecord(record)).toEqual(toLeanCryptoDeposit(record.deposit))
      expect(keyOf(record).status).toBe(toLeanCryptoDeposit(record.deposit).status)
    }
  )

  prop(
    "a card transaction's lean form agrees with its own get route's view on every field both show",
    [fc.constantFrom(...CardTransactionStatus.literals)],
    ([status]) => {
      const record = card(7, status, T0)
      const view = toView(record, new Date(T0))
      const lean = toLeanRecord({ _tag: "Card", card: record }) as Record<string, unknown>
      expect(lean.id).toBe(view.transactionId)
      expect(lean.feeAmount).toBe(view.fee)
      expect(lean.cardStatus).toBe(view.status)
      for (const [field, value] of Object.entries(view)) {
        if (field in lean && field !== "status") expect(lean[field], field).toEqual(value)
        if (!(field in lean) && value !== null)
          expect(
            [
              "transactionId",
              "fee",
              "status",
              "checkoutUrl",
              "successUrl",
              "cancelUrl",
              "settlement",
              "expiresAt",
              "capturedAt",
              "updatedAt"
            ],
            field
          ).toContain(field)
      }
      expect(lean.completedAt ?? null).toBe(view.capturedAt)
    }
  )

  prop(
    "the list order is total and newest first: sorting twice, or from any permutation, gives one order",
    [
      fc
        .array(recordArb, { maxLength: 20 })
        .chain((records) => fc.tuple(fc.constant(records), fc.shuffledSubarray(records, { minLength: records.length })))
    ],
    ([[records, shuffled]]) => {
      const once = [...records].sort(recordOrder).map((r) => keyOf(r).id + keyOf(r).createdAt.getTime())
      const again = [...shuffled].sort(recordOrder).map((r) => keyOf(r).id + keyOf(r).createdAt.getTime())
      expect(again).toEqual(once)
      const sorted = [...records].sort(recordOrder).map(keyOf)
      for (let i = 1; i < sorted.length; i++) {
        expect(sorted[i - 1]!.createdAt.getTime()).toBeGreaterThanOrEqual(sorted[i]!.createdAt.getTime())
      }
    }
  )

  prop(
    "a record passes the filters only within the dates, with the status, reference, subaccount and search asked",
    [recordArb, filtersArb],
    ([record, filters]) => {
      const key = keyOf(record)
      const lean = toLeanRecord(record)
      const passes = matches(record, filters)
      if (passes) {
        if (filters.status !== undefined) expect(lean.status).toBe(filters.status)
        if (filters.dateFrom !== undefined) expect(key.createdAt >= filters.dateFrom).toBe(true)
        if (filters.dateTo !== undefined) expect(key.createdAt <= filters.dateTo).toBe(true)
        // Refunds, credits and card transactions carry no external reference and belong to no subaccount here.
        expect(filters.externalReference).toBeUndefined()
        expect(filters.subaccountId).toBeUndefined()
      }
      if (filters.search !== undefined && passes) {
        const needle = filters.search.toLowerCase()
        expect(key.searchable.some((f) => f?.toLowerCase().includes(needle))).toBe(true)
      }
      expect(lean.createdAt).toBe(key.createdAt.toISOString())
      expect(lean.id).toBe(key.id)
    }
  )
})
