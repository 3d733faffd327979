import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit, Result } from "effect"
import {
  cardCreditEntry,
  cardSettlementEntry,
  feeChargeEntry,
  subaccountMoveEntry,
  type EntryHeader,
  internalTransferEntry,
  pixDepositEntry,
  pixOutEntry,
  pixOutReversalEntry,
  refundEntry,
  refundReversalEntry
} from "../../src/ledger/Entries.ts"
import { laneOf, LedgerBatching, makeBatcher } from "../../src/ledger/Batcher.ts"
import { InsufficientFunds, UnbalancedEntry } from "../../src/ledger/Errors.ts"
import { AccountId, EntryId, type JournalEntry, type Posting, SystemAccount } from "../../src/ledger/Model.ts"
import { applyPosting, lockOrder, pixDepositLockMs, unlockAtFor, validateEntry } from "../../src/ledger/Rules.ts"
import type { ChargeAmounts, TransferAmounts } from "../../src/fees/Fees.ts"
import type { PixInAmounts } from "../../src/fees/Subaccount.ts"
import { type Centavos, centavos } from "../../src/money/Money.ts"
import { layerMemory } from "../../src/ledger/LedgerStore.ts"
import { Accounts } from "./world.ts"

const header: EntryHeader = { id: EntryId.make("e"), accountId: AccountId.make("m1"), createdAt: new Date(0) }
const posting = (account: Posting["ledgerAccountId"], amount: number, extra: Partial<Posting> = {}): Posting => ({
  ledgerAccountId: account,
  amountCentavos: amount as Centavos,
  bucket: "available",
  ...extra
})
const entryOf = (postings: ReadonlyArray<Posting>): JournalEntry => ({
  id: EntryId.make("e"),
  accountId: AccountId.make("m1"),
  kind: "ADJUSTMENT",
  postings,
  createdAt: new Date(0)
})
const refusal = (postings: ReadonlyArray<Posting>) =>
  Result.match(validateEntry(entryOf(postings)), { onFailure: (e) => e.message, onSuccess: () => "accepted" })
const c = centavos
const amounts: PixInAmounts = {
  grossCentavos: c(100),
  feeCentavos: c(10),
  netCentavos: c(90),
  platformFeeCentavos: c(10),
  profitCentavos: c(0),
  partnerCentavos: c(0),
  merchantCentavos: c(90)
}

describe("ledger guards", () => {
  it("an entry is refused naming the shape rule it breaks", () => {
    const m1 = Accounts.m1
    const fee = SystemAccount.feeRevenue
    expect(refusal([posting(m1, 1)])).toBe("an entry has 2 to 16 postings")
    expect(refusal(Array.from({ length: 17 }, (_, i) => posting(m1, i === 16 ? -16 : 1)))).toBe(
      "an entry has 2 to 16 postings"
    )
    expect(refusal(Array.from({ length: 16 }, (_, i) => posting(m1, i === 15 ? -15 : 1)))).toBe("accepted")
    expect(refusal([posting(m1, 0), posting(fee, 0)])).toBe("every posting moves a nonzero integer amount of centavos")
    expect(refusal([posting(m1, 1.5), posting(fee, -1.5)])).toBe(
      "every posting moves a nonzero integer amount of centavos"
    )
    const lock = { unlockAt: new Date(1) }
    expect(refusal([posting(fee, 1, lock), posting(m1, -1)])).toBe("only merchant available buckets carry a 24 h lock")
    expect(refusal([posting(m1, 1, { ...lock, bucket: "pending" }), posting(fee, -1)])).toBe(
      "only merchant available buckets carry a 24 h lock"
    )
    expect(refusal([posting(m1, 1, lock), posting(fee, -1)])).toBe("accepted")
    expect(refusal([posting(m1, 1, { spend: "available" }), posting(fee, -1)])).toBe("a credit has no spend rule")
    expect(refusal([posting(m1, -1, { spend: "available" }), posting(fee, 1)])).toBe("accepted")
    expect(refusal([posting(m1, Number.MAX_SAFE_INTEGER), posting(m1, 1), posting(fee, -2)])).toBe(
      "the postings' running sum leaves the safe integer range"
    )
    expect(refusal([posting(m1, 2), posting(fee, -1)])).toBe("postings sum to 1, not zero")
    expect(validateEntry(entryOf([posting(m1, 2)]))).toStrictEqual(
      Result.fail(new UnbalancedEntry({ entryId: "e", message: "an entry has 2 to 16 postings" }))
    )
  })

  it("an entry builder given amounts that do not add up throws a defect instead of writing them", () => {
    const deposit = { receiver: Accounts.m1, confirmedAt: new Date(0) }
    expect(() => pixDepositEntry(header, { ...deposit, amounts: { ...amounts, grossCentavos: c(0) } })).toThrow(
      "gross must be a positive integer of centavos"
    )
    expect(() => pixDepositEntry(header, { ...deposit, amounts: { ...amounts, merchantCentavos: c(91) } })).toThrow(
      "the deposit's shares do not add up to its gross"
    )
    expect(() =>
      pixDepositEntry(header, { ...deposit, amounts: { ...amounts, merchantCentavos: c(80), partnerCentavos: c(10) } })
    ).toThrow("a split share needs a partner")
    expect(() =>
      pixDepositEntry(header, { ...deposit, amounts: { ...amounts, platformFeeCentavos: c(5), profitCentavos: c(5) } })
    ).toThrow("a profit needs a main account")
    const transfer: TransferAmounts = { debitCentavos: c(110), feeCentavos: c(10), sentCentavos: c(100) }
    const payer = Accounts.m1
    expect(() => pixOutEntry(header, { payer, amounts: { ...transfer, sentCentavos: c(0) } })).toThrow(
      "sent amount must be a positive integer of centavos"
    )
    expect(() => pixOutEntry(header, { payer, amounts: { ...transfer, feeCentavos: c(11) } })).toThrow(
      "a transfer's debit is what it sends plus its fee"
    )
    expect(() =>
      pixOutEntry(header, {
        payer,
        amounts: { debitCentavos: c(90), feeCentavos: c(-10), sentCentavos: c(100) }
      })
    ).toThrow("a transfer's debit is what it sends plus its fee")
    for (const centavos of [-1, 11, 0.5]) {
      expect(() =>
        pixOutEntry(header, { payer, amounts: transfer, profit: { account: Accounts.m2, centavos } })
      ).toThrow("a profit is a part of the fee")
    }
    expect(
      pixOutEntry(header, { payer, amounts: transfer, profit: { account: Accounts.m2, centavos: 10 } }).postings
    ).toHaveLength(3)
    const deposit2 = pixDepositEntry(header, { ...deposit, amounts })
    expect(() => pixOutReversalEntry(header, deposit2)).toThrow("only a PIX_OUT is reversed this way, not PIX_IN")
    expect(() => refundReversalEntry(header, deposit2)).toThrow("only a REFUND is reversed this way, not PIX_IN")
    const refund = { payer, refundCentavos: 100, feeCentavos: 1, depositUnlockAt: new Date(1) }
    expect(() => refundEntry(header, { ...refund, feeCentavos: -1 })).toThrow("a fee is never negative")
    expect(() => refundEntry(header, { ...refund, feeCentavos: 0.5 })).toThrow("a fee is never negative")
    expect(refundEntry(header, refund).postings[0]!.spend).toBe("available")
    expect(refundEntry(header, { ...refund, depositUnlockAt: new Date(0) }).postings[0]!.spend).toBe("withdrawable")
    expect(() => internalTransferEntry(header, { from: payer, to: payer, amountCentavos: 1 })).toThrow(
      "a transfer needs two different accounts"
    )
    expect(() => internalTransferEntry(header, { from: payer, to: Accounts.m2, amountCentavos: 1.5 })).toThrow(
      "amount must be a positive integer of centavos"
    )
    const card: ChargeAmounts = { grossCentavos: c(100), feeCentavos: c(10), netCentavos: c(90) }
    expect(() =>
      cardCreditEntry(header, {
        receiver: payer,
        amounts: { ...card, feeCentavos: c(-10), grossCentavos: c(80) }
      })
    ).toThrow("fee + net must be gross")
    expect(() => cardCreditEntry(header, { receiver: payer, amounts: { ...card, feeCentavos: c(11) } })).toThrow(
      "fee + net must be gross"
    )
  })

  it("accounts are locked once each, merchants only, in sorted order; a deposit unlocks 24 h after it is credited", () => {
    const entry = entryOf([
      posting(Accounts.s1, 1),
      posting(Accounts.m2, 1),
      posting(SystemAccount.pixClearing, -3),
      posting(Accounts.m2, 1)
    ])
    expect(lockOrder([entry, entryOf([posting(Accounts.m1, 1), posting(SystemAccount.feeRevenue, -1)])])).toStrictEqual(
      [Accounts.m1, Accounts.m2, Accounts.s1]
    )
    expect(pixDepositLockMs).toBe(86_400_000)
    expect(unlockAtFor(new Date(5))).toStrictEqual(new Date(86_400_005))
  })

  it("the refusals read as sentences an operator understands", () => {
    expect(
      new InsufficientFunds({ ledgerAccountId: "main:m1", requestedCentavos: 1050, spendableCentavos: 7 }).message
    ).toBe("insufficient funds: 10.50 needed, 0.07 available to spend")
  })

  it("a merchant's lane is FNV-1a of its account id, and batching options outside their bounds are refused", () => {
    expect(laneOf("", 1 << 30)).toBe(0x811c9dc5 % (1 << 30))
    expect(laneOf("a", 0x7fffffff)).toBe(0xe40c292c % 0x7fffffff)
    expect(laneOf("foobar", 0x7fffffff)).toBe(0xbf9cf968 % 0x7fffffff)
    const defaults = { ...LedgerBatching.defaultValue(), enabled: true }
    const started = (options: Partial<typeof defaults>) =>
      Exit.isSuccess(
        Effect.runSyncExit(makeBatcher({ ...defaults, ...options }).pipe(Effect.scoped, Effect.provide(layerMemory)))
      )
    for (const [key, low, high] of [
      ["windowMs", 0, 60_000],
      ["entriesPerBatchMax", 1, 500],
      ["lanes", 1, 64],
      ["entriesQueuedPerLaneMax", 1, 1_000_000]
    ] as const) {
      expect([started({ [key]: low }), started({ [key]: high })]).toStrictEqual([true, true])
      expect([started({ [key]: low - 1 }), started({ [key]: high + 1 }), started({ [key]: low + 0.5 })]).toStrictEqual([
        false,
        false,
        false
      ])
    }
  })

  it("each builder names its kind and spend rule, carries the header's correlation, and leaves out zero postings", () => {
    const full = { ...header, transactionId: "tx", idempotencyKey: "k", description: "d" }
    const shape = (e: JournalEntry) =>
      `${e.kind} ${e.postings.map((p) => `${p.amountCentavos}:${p.spend ?? "-"}`).join(" ")}`
    const payer = Accounts.m1
    const transfer: TransferAmounts = { debitCentavos: c(110), feeCentavos: c(10), sentCentavos: c(100) }
    const out = pixOutEntry(full, { payer, amounts: transfer })
    const refund = refundEntry(header, { payer, refundCentavos: 5, feeCentavos: 1, depositUnlockAt: new Date(1) })
    const card: ChargeAmounts = { grossCentavos: c(100), feeCentavos: c(10), netCentavos: c(90) }
    expect([
      shape(
        pixDepositEntry(header, {
          receiver: payer,
          amounts: { ...amounts, feeCentavos: c(0), platformFeeCentavos: c(0), grossCentavos: c(90) },
          confirmedAt: new Date(0)
        })
      ),
      shape(out),
      shape(pixOutReversalEntry(header, out)),
      shape(refund),
      shape(refundReversalEntry(header, refund)),
      shape(internalTransferEntry(header, { from: payer, to: Accounts.m2, amountCentavos: 3 })),
      shape(subaccountMoveEntry(header, { from: Accounts.s1, to: payer, amountCentavos: 3 })),
      shape(cardSettlementEntry(header, { receiver: payer, netCentavos: 4 })),
      shape(feeChargeEntry(header, { payer, feeCentavos: 6 })),
      shape(cardCreditEntry(header, { receiver: payer, amounts: card }))
    ]).toStrictEqual([
      "PIX_IN -90:- 90:-",
      "PIX_OUT -110:withdrawable 10:- 100:-",
      "PIX_OUT_REVERSAL 110:- -10:- -100:-",
      "REFUND -5:available -1:withdrawable 1:- 5:-",
      "REFUND_REVERSAL 5:- 1:- -1:- -5:-",
      "INTERNAL_TRANSFER -3:withdrawable 3:-",
      "SUBACCOUNT_MOVE -3:withdrawable 3:-",
      "CARD_SETTLEMENT -4:- 4:-",
      "FEE -6:withdrawable 6:-",
      "CARD_CREDIT_IN -100:- 90:- 10:-"
    ])
    // A posting carries only the fields it uses: no key set to undefined.
    expect(out.postings.map((p) => Object.keys(p).join())).toStrictEqual([
      "ledgerAccountId,amountCentavos,bucket,spend",
      "ledgerAccountId,amountCentavos,bucket",
      "ledgerAccountId,amountCentavos,bucket"
    ])
    expect(Object.keys(refund.postings[0]!).join()).toBe("ledgerAccountId,amountCentavos,bucket,unlockAt,spend")
    const refundArgs = { payer, refundCentavos: 0, feeCentavos: 0, depositUnlockAt: new Date(1) }
    expect(() => refundEntry(header, refundArgs)).toThrow("refund must be a positive integer of centavos")
    expect(() => cardCreditEntry(header, { receiver: payer, amounts: { ...card, netCentavos: c(0) } })).toThrow(
      "net must be a positive integer of centavos"
    )
    expect(() => cardSettlementEntry(header, { receiver: payer, netCentavos: 0 })).toThrow(
      "net must be a positive integer of centavos"
    )
    expect(() => feeChargeEntry(header, { payer, feeCentavos: 0 })).toThrow(
      "fee must be a positive integer of centavos"
    )
    expect([out.transactionId, out.idempotencyKey, out.description]).toStrictEqual(["tx", "k", "d"])
    expect(Object.keys(pixOutEntry(header, { payer, amounts: transfer })).sort()).toStrictEqual([
      "accountId",
      "createdAt",
      "id",
      "kind",
      "postings"
    ])
  })

  it("a debit that releases a lock does not move the next unlock", () => {
    const at = (ms: number) => new Date(ms)
    let s = {
      ledgerAccountId: Accounts.m1,
      availableCentavos: 0,
      pendingCentavos: 0,
      medBlockedCentavos: 0,
      lockedSumCentavos: 0,
      nextUnlockAt: null as Date | null
    }
    s = Result.getOrThrow(applyPosting(s, posting(Accounts.m1, 10, { unlockAt: at(200) }), at(0)))
    s = Result.getOrThrow(applyPosting(s, posting(Accounts.m1, -4, { unlockAt: at(100), spend: "available" }), at(0)))
    expect([s.availableCentavos, s.lockedSumCentavos, s.nextUnlockAt]).toStrictEqual([6, 6, at(200)])
  })
})
