import { centavos } from "../money/Money.ts"
import type { ChargeAmounts, TransferAmounts } from "../fees/Fees.ts"
import type { PixInAmounts } from "../fees/Subaccount.ts"
import type { AccountId, EntryId, EntryKind, JournalEntry, LedgerAccountId, Posting, SpendRule } from "./Model.ts"
import { SystemAccount } from "./Model.ts"
import { unlockAtFor } from "./Rules.ts"

/**
 * What every entry builder is given: the entry's id, the merchant (tenant) it belongs to, optional correlation, and
 * the time of the movement. `Ledger.post` stamps `createdAt` again from the `Clock` when it writes the entry.
 */
export interface EntryHeader {
  readonly id: EntryId
  readonly accountId: AccountId
  readonly transactionId?: string | undefined
  readonly idempotencyKey?: string | undefined
  readonly description?: string | undefined
  readonly createdAt: Date
}

type PostingDraft = {
  readonly account: LedgerAccountId
  readonly amount: number
  readonly bucket?: Posting["bucket"]
  readonly unlockAt?: Date | undefined
  readonly spend?: SpendRule | undefined
}

/** Builds an entry, leaving out zero postings (a fee or a share that rounds to nothing). */
export const entry = (kind: EntryKind, header: EntryHeader, drafts: ReadonlyArray<PostingDraft>): JournalEntry => {
  const postings: Array<Posting> = []
  for (const d of drafts) {
    if (d.amount === 0) continue
    postings.push({
      ledgerAccountId: d.account,
      amountCentavos: centavos(d.amount),
      bucket: d.bucket ?? "available",
      ...(d.unlockAt === undefined ? {} : { unlockAt: d.unlockAt }),
      ...(d.spend === undefined ? {} : { spend: d.spend })
    })
  }
  return {
    id: header.id,
    accountId: header.accountId,
    kind,
    ...(header.transactionId === undefined ? {} : { transactionId: header.transactionId }),
    ...(header.idempotencyKey === undefined ? {} : { idempotencyKey: header.idempotencyKey }),
    ...(header.description === undefined ? {} : { description: header.description }),
    postings,
    createdAt: header.createdAt
  }
}

/** Refuses (a defect) an amount that is not a positive number of centavos. */
export const requirePositive = (what: string, amount: number) => {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new RangeError(`${what} must be a positive integer of centavos`)
}

/**
 * A confirmed PIX deposit (`PIX_IN`): the gross leaves `sys:pix_clearing`; the receiving account (main or subaccount)
 * gets its share locked for 24 h from `confirmedAt`; the split partner gets its share under the same lock; the
 * platform's fee goes to `sys:fee_revenue`; a subaccount's `SUBACCOUNT_PROFIT` goes to its main account, unlocked (it
 * is the merchant's fee income, which a refund never returns).
 */
export const pixDepositEntry = (
  header: EntryHeader,
  input: {
    readonly receiver: LedgerAccountId
    readonly amounts: PixInAmounts
    readonly confirmedAt: Date
    readonly partner?: LedgerAccountId | undefined
    readonly mainAccount?: LedgerAccountId | undefined
  }
): JournalEntry => {
  const a = input.amounts
  requirePositive("gross", a.grossCentavos)
  if (a.platformFeeCentavos + a.profitCentavos + a.partnerCentavos + a.merchantCentavos !== a.grossCentavos) {
    throw new RangeError("the deposit's shares do not add up to its gross")
  }
  if (a.partnerCentavos > 0 && input.partner === undefined) throw new RangeError("a split share needs a partner")
  if (a.profitCentavos > 0 && input.mainAccount === undefined) throw new RangeError("a profit needs a main account")
  const unlockAt = unlockAtFor(input.confirmedAt)
  return entry("PIX_IN", header, [
    { account: SystemAccount.pixClearing, amount: -a.grossCentavos },
    { account: input.receiver, amount: a.merchantCentavos, unlockAt },
    ...(input.partner === undefined ? [] : [{ account: input.partner, amount: a.partnerCentavos, unlockAt }]),
    { account: SystemAccount.feeRevenue, amount: a.platformFeeCentavos },
    ...(input.mainAccount === undefined ? [] : [{ account: input.mainAccount, amount: a.profitCentavos }])
  ])
}

/**
 * A confirmed crypto deposit (`CRYPTO_IN`): the gross (the units received, at the quote's bid) leaves
 * `sys:crypto_clearing` (the custody that received them); the merchant's net is credited to `available` under the
 * same 24 h lock from `confirmedAt` as a PIX deposit; the fee goes to `sys:fee_revenue`.
 */
export const cryptoInEntry = (
  header: EntryHeader,
  input: {
    readonly receiver: LedgerAccountId
    readonly grossCentavos: number
    readonly feeCentavos: number
    readonly netCentavos: number
    readonly confirmedAt: Date
  }
): JournalEntry => {
  requirePositive("gross", input.grossCentavos)
  if (input.feeCentavos < 0 || input.netCentavos < 0 || input.feeCentavos + input.netCentavos !== input.grossCentavos) {
    throw new RangeError("a crypto deposit's fee and net add up to its gross")
  }
  return entry("CRYPTO_IN", header, [
    { account: SystemAccount.cryptoClearing, amount: -input.grossCentavos },
    { account: input.receiver, amount: input.netCentavos, unlockAt: unlockAtFor(input.confirmedAt) },
    { account: SystemAccount.feeRevenue, amount: input.feeCentavos }
  ])
}

/**
 * A PIX sent (`PIX_OUT`): the debit (amount + fee) leaves the payer's `withdrawable`; the fee goes to
 * `sys:fee_revenue`, the amount sent to `sys:pix_clearing`. If the transfer fails, `pixOutReversalEntry` undoes it.
 */
export const pixOutEntry = (
  header: EntryHeader,
  input: {
    readonly payer: LedgerAccountId
    readonly amounts: TransferAmounts
    /** A subaccount's surcharge part of the fee, credited to its main account (`SUBACCOUNT_PROFIT`). */
    readonly profit?: { readonly account: LedgerAccountId; readonly centavos: number } | undefined
  }
): JournalEntry => {
  const a = input.amounts
  requirePositive("sent amount", a.sentCentavos)
  if (a.feeCentavos < 0 || a.sentCentavos + a.feeCentavos !== a.debitCentavos) {
    throw new RangeError("a transfer's debit is what it sends plus its fee")
  }
  const profit = input.profit?.centavos ?? 0
  if (!Number.isSafeInteger(profit) || profit < 0 || profit > a.feeCentavos) {
    throw new RangeError("a profit is a part of the fee")
  }
  return entry("PIX_OUT", header, [
    { account: input.payer, amount: -a.debitCentavos, spend: "withdrawable" },
    { account: SystemAccount.feeRevenue, amount: a.feeCentavos - profit },
    ...(input.profit === undefined ? [] : [{ account: input.profit.account, amount: profit }]),
    { account: SystemAccount.pixClearing, amount: a.sentCentavos }
  ])
}

/**
 * The reversal of a failed PIX out (`PIX_OUT_REVERSAL`): every posting of the original, negated. The payer gets back
 * exactly what was debited, fee included, at once withdrawable.
 */
export const pixOutReversalEntry = (header: EntryHeader, original: JournalEntry): JournalEntry => {
  if (original.kind !== "PIX_OUT") throw new RangeError(`only a PIX_OUT is reversed this way, not ${original.kind}`)
  return entry(
    "PIX_OUT_REVERSAL",
    header,
    original.postings.map((p) => ({ account: p.ledgerAccountId, amount: -p.amountCentavos, bucket: p.bucket }))
  )
}

/**
 * A refund of a PIX deposit (`REFUND`): `refundCentavos` (at most what the deposit credited this account) goes back
 * to the payer through `sys:pix_clearing`, and the exit fee to `sys:fee_revenue`.
 * The returned part carries the deposit's `unlockAt`, so it releases that deposit's own lock; while the lock holds it
 * may spend `available` (the locked money is the payer's), after it only `withdrawable`, so a refund never eats another
 * deposit's lock. The fee, which does not return to the payer, always spends `withdrawable`.
 */
export const refundEntry = (
  header: EntryHeader,
  input: {
    readonly payer: LedgerAccountId
    readonly refundCentavos: number
    readonly feeCentavos: number
    readonly depositUnlockAt: Date
  }
): JournalEntry => {
  requirePositive("refund", input.refundCentavos)
  if (!Number.isSafeInteger(input.feeCentavos) || input.feeCentavos < 0) throw new RangeError("a fee is never negative")
  const locked = header.createdAt.getTime() < input.depositUnlockAt.getTime()
  return entry("REFUND", header, [
    {
      account: input.payer,
      amount: -input.refundCentavos,
      unlockAt: input.depositUnlockAt,
      spend: locked ? "available" : "withdrawable"
    },
    { account: input.payer, amount: -input.feeCentavos, spend: "withdrawable" },
    { account: SystemAccount.feeRevenue, amount: input.feeCentavos },
    { account: SystemAccount.pixClearing, amount: input.refundCentavos }
  ])
}

const move = (kind: EntryKind, header: EntryHeader, from: LedgerAccountId, to: LedgerAccountId, amount: number) => {
  requirePositive("amount", amount)
  if (from === to) throw new RangeError("a transfer needs two different accounts")
  return entry(kind, header, [
    { account: from, amount: -amount, spend: "withdrawable" },
    { account: to, amount }
  ])
}

/** An internal transfer between two merchants (`INTERNAL_TRANSFER`), no fee: spends the sender's `withdrawable`. */
export const internalTransferEntry = (
  header: EntryHeader,
  input: { readonly from: LedgerAccountId; readonly to: LedgerAccountId; readonly amountCentavos: number }
): JournalEntry => move("INTERNAL_TRANSFER", header, input.from, input.to, input.amountCentavos)

/**
 * A move between a main account and one of its subaccounts, or between two subaccounts (`SUBACCOUNT_MOVE`): spends
 * the source's `withdrawable` (`spendablePadrao` for a subaccount).
 */
export const subaccountMoveEntry = (
  header: EntryHeader,
  input: { readonly from: LedgerAccountId; readonly to: LedgerAccountId; readonly amountCentavos: number }
): JournalEntry => move("SUBACCOUNT_MOVE", header, input.from, input.to, input.amountCentavos)

/**
 * A captured card payment (`CARD_CREDIT_IN`): the gross leaves `sys:card_clearing`, the net waits in the receiver's
 * `pending` until settlement, the fee goes to `sys:fee_revenue` at capture.
 */
export const cardCreditEntry = (
  header: EntryHeader,
  input: { readonly receiver: LedgerAccountId; readonly amounts: ChargeAmounts }
): JournalEntry => {
  const a = input.amounts
  requirePositive("net", a.netCentavos)
  if (a.feeCentavos < 0 || a.feeCentavos + a.netCentavos !== a.grossCentavos)
    throw new RangeError("fee + net must be gross")
  return entry("CARD_CREDIT_IN", header, [
    { account: SystemAccount.cardClearing, amount: -a.grossCentavos },
    { account: input.receiver, amount: a.netCentavos, bucket: "pending" },
    { account: SystemAccount.feeRevenue, amount: a.feeCentavos }
  ])
}

/** The settlement of a card payment (`CARD_SETTLEMENT`): its net moves from the receiver's `pending` to `available`. */
export const cardSettlementEntry = (
  header: EntryHeader,
  input: { readonly receiver: LedgerAccountId; readonly netCentavos: number }
): JournalEntry => {
  requirePositive("net", input.netCentavos)
  return entry("CARD_SETTLEMENT", header, [
    { account: input.receiver, amount: -input.netCentavos, bucket: "pending" },
    { account: input.receiver, amount: input.netCentavos }
  ])
}

/**
 * A refund of a captured card payment (`REFUND`): `refundCentavos` of its net goes back to the buyer through
 * `sys:card_clearing`. Before settlement it leaves the receiver's `pending` bucket (where the net still waits); once
 * settled, its `withdrawable` money. No fee: the card fee is kept.
 */
export const cardRefundEntry = (
  header: EntryHeader,
  input: { readonly receiver: LedgerAccountId; readonly refundCentavos: number; readonly settled: boolean }
): JournalEntry => {
  requirePositive("refund", input.refundCentavos)
  return entry("REFUND", header, [
    input.settled
      ? { account: input.receiver, amount: -input.refundCentavos, spend: "withdrawable" }
      : { account: input.receiver, amount: -input.refundCentavos, bucket: "pending" },
    { account: SystemAccount.cardClearing, amount: input.refundCentavos }
  ])
}

/** A fee charged from a balance (`FEE`), for example a credit-bureau dunning or report: spends `withdrawable`. */
export const feeChargeEntry = (
  header: EntryHeader,
  input: { readonly payer: LedgerAccountId; readonly feeCentavos: number }
): JournalEntry => {
  requirePositive("fee", input.feeCentavos)
  return entry("FEE", header, [
    { account: input.payer, amount: -input.feeCentavos, spend: "withdrawable" },
    { account: SystemAccount.feeRevenue, amount: input.feeCentavos }
  ])
}

/**
 * The return of a failed refund's debit (`REFUND_REVERSAL`): every posting of the `REFUND` entry, negated, with its
 * lock instant. The account gets back exactly what was debited, fee included; the returned part is under the deposit's
 * own lock again while that lock holds (as if the refund never happened).
 */
export const refundReversalEntry = (header: EntryHeader, original: JournalEntry): JournalEntry => {
  if (original.kind !== "REFUND") throw new RangeError(`only a REFUND is reversed this way, not ${original.kind}`)
  return entry(
    "REFUND_REVERSAL",
    header,
    original.postings.map((p) => ({
      account: p.ledgerAccountId,
      amount: -p.amountCentavos,
      bucket: p.bucket,
      unlockAt: p.unlockAt
    }))
  )
}

/**
 * A MED block (`MED_BLOCK`): `blockCentavos` of the holder's money not yet blocked (the `available` spend rule: a
 * block may hold money still inside a 24 h lock) moves to its `blocked` bucket. It still counts in the balance's
 * `available`, no longer in `withdrawable`. The part `lockedCentavos` (at most the block) is the disputed deposit's own
 * credit still inside its lock: it carries the deposit's `unlockAt`, so that money is not counted both as locked and
 * as blocked; `medReleaseEntry` puts it back under the same lock.
 */
export const medBlockEntry = (
  header: EntryHeader,
  input: {
    readonly holder: LedgerAccountId
    readonly blockCentavos: number
    readonly lockedCentavos: number
    readonly depositUnlockAt: Date
  }
): JournalEntry => {
  requirePositive("block", input.blockCentavos)
  checkLockedPart(input.lockedCentavos, input.blockCentavos)
  return entry("MED_BLOCK", header, [
    {
      account: input.holder,
      amount: -input.lockedCentavos,
      unlockAt: input.depositUnlockAt,
      spend: "available"
    },
    { account: input.holder, amount: -(input.blockCentavos - input.lockedCentavos), spend: "available" },
    { account: input.holder, amount: input.blockCentavos, bucket: "blocked" }
  ])
}

const checkLockedPart = (lockedCentavos: number, totalCentavos: number) => {
  if (!Number.isSafeInteger(lockedCentavos) || lockedCentavos < 0 || lockedCentavos > totalCentavos) {
    throw new RangeError("the locked part is between zero and the amount")
  }
}

/**
 * The release of a MED block (`MED_RELEASE`, a dispute rejected, canceled or expired): `releaseCentavos` leaves the
 * holder's `blocked` bucket back to `available`; the part `lockedCentavos` that the blocks took out of the deposit's
 * lock returns under the deposit's `unlockAt` (locked again while that lock holds).
 */
export const medReleaseEntry = (
  header: EntryHeader,
  input: {
    readonly holder: LedgerAccountId
    readonly releaseCentavos: number
    readonly lockedCentavos: number
    readonly depositUnlockAt: Date
  }
): JournalEntry => {
  requirePositive("release", input.releaseCentavos)
  checkLockedPart(input.lockedCentavos, input.releaseCentavos)
  return entry("MED_RELEASE", header, [
    { account: input.holder, amount: -input.releaseCentavos, bucket: "blocked" },
    { account: input.holder, amount: input.lockedCentavos, unlockAt: input.depositUnlockAt },
    { account: input.holder, amount: input.releaseCentavos - input.lockedCentavos }
  ])
}

/**
 * The return of blocked money to the payer (`MED_RETURN`, a dispute accepted): `returnCentavos` leaves the holder's
 * `blocked` bucket for `sys:pix_clearing`. The only way money leaves a MED block other than its release.
 */
export const medReturnEntry = (
  header: EntryHeader,
  input: { readonly holder: LedgerAccountId; readonly returnCentavos: number }
): JournalEntry => {
  requirePositive("return", input.returnCentavos)
  return entry("MED_RETURN", header, [
    { account: input.holder, amount: -input.returnCentavos, bucket: "blocked" },
    { account: SystemAccount.pixClearing, amount: input.returnCentavos }
  ])
}
