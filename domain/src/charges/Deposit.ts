import type { PixInAmounts } from "../fees/Subaccount.ts"
import { pixDepositEntry } from "../ledger/Entries.ts"
import type { EntryId, JournalEntry } from "../ledger/Model.ts"
import { mainLedgerAccount, subLedgerAccount } from "../ledger/Model.ts"
import { centavos } from "../money/Money.ts"
import type { ChargeRecord } from "./Record.ts"

/** The amounts of a charge's deposit, as fixed on the record when the charge was created. */
export const depositAmountsOf = (record: ChargeRecord): PixInAmounts => {
  const partner = record.split?.amountCentavos ?? centavos(0)
  return {
    grossCentavos: record.amountCentavos,
    feeCentavos: record.feeCentavos,
    netCentavos: record.netCentavos,
    platformFeeCentavos: record.platformFeeCentavos,
    profitCentavos: record.profitCentavos,
    partnerCentavos: partner,
    merchantCentavos: centavos(record.netCentavos - partner)
  }
}

/** The ledger idempotency key of a charge's deposit: one deposit per charge, whatever retries happen. */
export const depositIdempotencyKey = (record: Pick<ChargeRecord, "id">): string => `pix_in:${record.id}`

/**
 * The journal entry of a paid charge (`Entries.pixDepositEntry`): the gross leaves `sys:pix_clearing`; the receiving
 * account (the subaccount when the charge names one, else the merchant's main account) and the split partner's main
 * account are credited under the 24 h lock from `confirmedAt`; the platform fee goes to `sys:fee_revenue`; a
 * subaccount's `SUBACCOUNT_PROFIT` to the merchant's main account.
 */
export const depositEntryOf = (record: ChargeRecord, entryId: EntryId, confirmedAt: Date): JournalEntry =>
  pixDepositEntry(
    {
      id: entryId,
      accountId: record.accountId,
      transactionId: record.id,
      idempotencyKey: depositIdempotencyKey(record),
      description: record.description,
      createdAt: confirmedAt
    },
    {
      receiver:
        record.subaccountId === undefined ? mainLedgerAccount(record.accountId) : subLedgerAccount(record.subaccountId),
      amounts: depositAmountsOf(record),
      confirmedAt,
      partner: record.split === undefined ? undefined : mainLedgerAccount(record.split.accountId),
      mainAccount: record.subaccountId === undefined ? undefined : mainLedgerAccount(record.accountId)
    }
  )
