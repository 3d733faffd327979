import { depositAmountsOf } from "../charges/Deposit.ts"
import type { ChargeRecord } from "../charges/Record.ts"
import { feeFor } from "../fees/Fees.ts"
import type { FeeSchedule } from "../fees/Model.ts"
import { withSurcharge } from "../fees/Subaccount.ts"
import { type LedgerAccountId, mainLedgerAccount, subLedgerAccount } from "../ledger/Model.ts"
import { centavos, type Centavos } from "../money/Money.ts"

/** The three amounts of a refund (docs/decisions.md, "Refunds: amounts"). */
export interface RefundAmounts {
  /** What the deposit left in the receiving account (its net less a split partner's share): returned to the payer. */
  readonly depositNetCentavos: Centavos
  /** The exit fee: the refund schedule (plus a subaccount's PIX-out surcharge) on `depositNetCentavos`. */
  readonly transferFeeCentavos: Centavos
  /** What the refund debits: `depositNetCentavos + transferFeeCentavos`. */
  readonly debitNetCentavos: Centavos
}

/** The amounts of a full refund of `charge` under the merchant's refund `schedule` and a subaccount's `surcharge`. */
export const refundAmountsOf = (
  charge: ChargeRecord,
  schedule: FeeSchedule,
  surcharge?: FeeSchedule | undefined
): RefundAmounts => {
  const depositNet = depositAmountsOf(charge).merchantCentavos
  const fee = feeFor(surcharge === undefined ? schedule : withSurcharge(schedule, surcharge), depositNet)
  return { depositNetCentavos: depositNet, transferFeeCentavos: fee, debitNetCentavos: centavos(depositNet + fee) }
}

/** The ledger account a deposit credited, which its refund debits: the subaccount's, or the main account's. */
export const receiverOf = (charge: ChargeRecord): LedgerAccountId =>
  charge.subaccountId === undefined ? mainLedgerAccount(charge.accountId) : subLedgerAccount(charge.subaccountId)
