import type { EventType } from "../../events/Catalog.ts"
import type { OutboxEventInput } from "../../events/Outbox.ts"
import { cryptoInEntry } from "../../ledger/Entries.ts"
import { EntryId, mainLedgerAccount } from "../../ledger/Model.ts"
import { cryptoDepositEntryIdPrefix, type CryptoDepositRecord, toLeanCryptoDeposit } from "./Record.ts"

const idBody = (id: string) => id.slice(id.indexOf("_") + 1)

/** The outbox row of a deposit's event: its lean record, addressed to the key that created it. */
export const depositEventOf = (eventType: EventType, record: CryptoDepositRecord, at: Date): OutboxEventInput => ({
  accountId: record.accountId,
  eventType,
  aggregateId: record.id,
  apiKeyId: record.apiKeyId,
  payload: toLeanCryptoDeposit(record),
  createdAt: at
})

/** The ledger idempotency key of a deposit's credit: one credit per deposit, whatever retries happen. */
export const depositCreditKey = (record: Pick<CryptoDepositRecord, "id">): string => `crypto_in:${record.id}`

/**
 * The credit of a COMPLETED deposit (`CRYPTO_IN`): its recorded gross from `sys:crypto_clearing`, the net to the
 * merchant's main account under the 24 h lock from `completedAt`, the fee to `sys:fee_revenue`. `undefined` when the
 * credit is zero (an underpayment worth less than a centavo at the bid): nothing is posted.
 */
export const creditEntryOf = (record: CryptoDepositRecord) => {
  const credit = record.credit
  if (credit === undefined || credit.grossCentavos === 0) return undefined
  const at = record.completedAt ?? record.updatedAt
  return cryptoInEntry(
    {
      id: EntryId.make(`${cryptoDepositEntryIdPrefix}_${idBody(record.id)}`),
      accountId: record.accountId,
      transactionId: record.id,
      idempotencyKey: depositCreditKey(record),
      description: record.description,
      createdAt: at
    },
    {
      receiver: mainLedgerAccount(record.accountId),
      grossCentavos: credit.grossCentavos,
      feeCentavos: credit.feeCentavos,
      netCentavos: credit.netCentavos,
      confirmedAt: at
    }
  )
}
