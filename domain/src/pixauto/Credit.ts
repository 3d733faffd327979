import type { EventType } from "../events/Catalog.ts"
import type { OutboxEventInput } from "../events/Outbox.ts"
import { entry, requirePositive } from "../ledger/Entries.ts"
import { EntryId, type JournalEntry, mainLedgerAccount, SystemAccount } from "../ledger/Model.ts"
import { unlockAtFor } from "../ledger/Rules.ts"
import { instructionEntryIdPrefix, type InstructionRecord, toLeanInstruction } from "./Record.ts"

const idBody = (id: string) => id.slice(id.indexOf("_") + 1)

/** The outbox row of an instruction's event: its lean record, addressed to the key that created it. */
export const instructionEventOf = (eventType: EventType, record: InstructionRecord, at: Date): OutboxEventInput => ({
  accountId: record.accountId,
  eventType,
  aggregateId: record.id,
  apiKeyId: record.apiKeyId,
  payload: toLeanInstruction(record),
  createdAt: at
})

/** The ledger idempotency key of an instalment's credit: one credit per instruction, whatever retries happen. */
export const instructionCreditKey = (record: Pick<InstructionRecord, "id">): string => `pix_automatic:${record.id}`

/**
 * The credit of a PAID instalment (`PIX_IN`: the payer's bank pays through PIX like any received PIX): the amount
 * leaves `sys:pix_clearing`, the net goes to the merchant's main account under the 24 h lock from `paidAt`, the fee to
 * `sys:fee_revenue`.
 */
export const instalmentEntryOf = (record: InstructionRecord): JournalEntry => {
  requirePositive("amount", record.amountCentavos)
  if (
    record.feeCentavos < 0 ||
    record.netCentavos < 1 ||
    record.feeCentavos + record.netCentavos !== record.amountCentavos
  ) {
    throw new RangeError("an instalment's fee and net add up to its amount")
  }
  const at = record.paidAt ?? record.updatedAt
  return entry(
    "PIX_IN",
    {
      id: EntryId.make(`${instructionEntryIdPrefix}_${idBody(record.id)}`),
      accountId: record.accountId,
      transactionId: record.id,
      idempotencyKey: instructionCreditKey(record),
      description: record.description,
      createdAt: at
    },
    [
      { account: SystemAccount.pixClearing, amount: -record.amountCentavos },
      { account: mainLedgerAccount(record.accountId), amount: record.netCentavos, unlockAt: unlockAtFor(at) },
      { account: SystemAccount.feeRevenue, amount: record.feeCentavos }
    ]
  )
}
