import type { JournalEntry, LedgerAccountId } from "./Model.ts"
import { SystemAccount } from "./Model.ts"
import { entry, type EntryHeader, requirePositive } from "./Entries.ts"

/**
 * Entries of money that leaves an account for another network: crypto withdrawals and prepaid mobile recharges, each
 * with the entry that gives it back when the network fails it.
 */

/**
 * A crypto withdrawal (`CRYPTO_OUT`): the debit leaves the payer's `withdrawable`; the platform's fee goes to
 * `sys:fee_revenue`, the cost of the units sent and of the network fee to `sys:crypto_clearing` (the custody that
 * pays the chain). A failed withdrawal is refunded by `cryptoOutRefundEntry`.
 */
export const cryptoOutEntry = (
  header: EntryHeader,
  input: {
    readonly payer: LedgerAccountId
    readonly debitCentavos: number
    readonly feeCentavos: number
    readonly chainCentavos: number
  }
): JournalEntry => {
  requirePositive("withdrawal debit", input.debitCentavos)
  if (input.feeCentavos < 0 || input.chainCentavos + input.feeCentavos !== input.debitCentavos) {
    throw new RangeError("a withdrawal's debit is its chain cost plus its fee")
  }
  return entry("CRYPTO_OUT", header, [
    { account: input.payer, amount: -input.debitCentavos, spend: "withdrawable" },
    { account: SystemAccount.feeRevenue, amount: input.feeCentavos },
    { account: SystemAccount.cryptoClearing, amount: input.chainCentavos }
  ])
}

/**
 * A prepaid mobile recharge (`MOBILE_RECHARGE`): its amount leaves the merchant's `withdrawable` for
 * `sys:recharge_clearing`, the operator's side, when the recharge is created. No fee (docs/decisions.md, "Mobile
 * recharge"). If it fails or is cancelled, `mobileRechargeReversalEntry` returns it.
 */
export const mobileRechargeEntry = (
  header: EntryHeader,
  input: { readonly payer: LedgerAccountId; readonly amountCentavos: number }
): JournalEntry => {
  requirePositive("recharge amount", input.amountCentavos)
  return entry("MOBILE_RECHARGE", header, [
    { account: input.payer, amount: -input.amountCentavos, spend: "withdrawable" },
    { account: SystemAccount.rechargeClearing, amount: input.amountCentavos }
  ])
}

/**
 * The refund of a failed crypto withdrawal (`CRYPTO_OUT`, negated): every posting of the original, so the payer gets
 * back exactly what was debited, the network fee and the fee included, at once withdrawable.
 */
export const cryptoOutRefundEntry = (header: EntryHeader, original: JournalEntry): JournalEntry => {
  if (original.kind !== "CRYPTO_OUT")
    throw new RangeError(`only a CRYPTO_OUT is refunded this way, not ${original.kind}`)
  return entry(
    "CRYPTO_OUT",
    header,
    original.postings.map((p) => ({ account: p.ledgerAccountId, amount: -p.amountCentavos, bucket: p.bucket }))
  )
}

/**
 * The return of a failed or cancelled recharge (`MOBILE_RECHARGE_REVERSAL`): every posting of the original, negated,
 * so the merchant gets back exactly what was debited, at once withdrawable.
 */
export const mobileRechargeReversalEntry = (header: EntryHeader, original: JournalEntry): JournalEntry => {
  if (original.kind !== "MOBILE_RECHARGE") {
    throw new RangeError(`only a MOBILE_RECHARGE is reversed this way, not ${original.kind}`)
  }
  return entry(
    "MOBILE_RECHARGE_REVERSAL",
    header,
    original.postings.map((p) => ({ account: p.ledgerAccountId, amount: -p.amountCentavos, bucket: p.bucket }))
  )
}
