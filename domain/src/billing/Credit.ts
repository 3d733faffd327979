import type { EventType } from "../events/Catalog.ts"
import type { OutboxEventInput } from "../events/Outbox.ts"
import { entry, requirePositive } from "../ledger/Entries.ts"
import { EntryId, type JournalEntry, mainLedgerAccount, SystemAccount } from "../ledger/Model.ts"
import { unlockAtFor } from "../ledger/Rules.ts"
import {
  billingEntryIdPrefix,
  billingRefundEntryIdPrefix,
  billingSettlementEntryIdPrefix,
  type BillingRecord,
  isCardMethod,
  type LeanBilling,
  toLeanBilling
} from "./Record.ts"

const idBody = (id: string) => id.slice(id.indexOf("_") + 1)

/**
 * The clearing account a billing's money arrives through: the PIX clearing for PIX, the card clearing for the card
 * methods, the boleto clearing for BOLETO.
 */
export const clearingOf = (record: Pick<BillingRecord, "method">) =>
  record.method === "PIX"
    ? SystemAccount.pixClearing
    : isCardMethod(record.method)
      ? SystemAccount.cardClearing
      : SystemAccount.boletoClearing

/**
 * The lean record an event carries: no QR or slip page (events carry no QR fields, spec); `amountDue` is the amount
 * paid once paid, else the billing's amount.
 */
export const billingEventPayload = (record: BillingRecord): LeanBilling =>
  toLeanBilling(record, { amountDueCentavos: record.amountCentavos })

/** The outbox row of a billing's event: its lean record, addressed to the key that created it. */
export const billingEventOf = (eventType: EventType, record: BillingRecord, at: Date): OutboxEventInput => ({
  accountId: record.accountId,
  eventType,
  aggregateId: record.id,
  apiKeyId: record.apiKeyId,
  payload: billingEventPayload(record),
  createdAt: at
})

/** The ledger idempotency keys of a billing's credit and of its refund: one of each per billing, whatever retries. */
export const billingCreditKey = (record: Pick<BillingRecord, "id">): string => `billing_in:${record.id}`
export const billingRefundKey = (record: Pick<BillingRecord, "id">): string => `billing_refund:${record.id}`
/** The ledger idempotency key of a card billing's settlement: one per billing. */
export const billingSettlementKey = (record: Pick<BillingRecord, "id">): string => `billing_settle:${record.id}`

/**
 * The credit of a RECEIVED billing (`BILLING_IN`): what the payer paid leaves the method's clearing account, the net
 * goes to the merchant's main account, the fee to `sys:fee_revenue`. A PIX billing's net is under the 24 h lock of
 * every PIX deposit; a boleto's is free at once (the bank's compensation already happened); a card billing's
 * (confirmed, not yet settled) waits in the merchant's `pending` bucket until its settlement
 * (`billingSettlementEntryOf`).
 */
export const billingCreditEntryOf = (record: BillingRecord): JournalEntry => {
  const p = record.payment
  if (p === undefined) throw new RangeError("only a paid billing is credited")
  requirePositive("net", p.netCentavos)
  if (p.feeCentavos < 0 || p.feeCentavos + p.netCentavos !== p.paidCentavos) {
    throw new RangeError("a billing's fee and net add up to what was paid")
  }
  return entry(
    "BILLING_IN",
    {
      id: EntryId.make(`${billingEntryIdPrefix}_${idBody(record.id)}`),
      accountId: record.accountId,
      transactionId: record.id,
      idempotencyKey: billingCreditKey(record),
      description: record.description,
      createdAt: p.paidAt
    },
    [
      { account: clearingOf(record), amount: -p.paidCentavos },
      isCardMethod(record.method)
        ? { account: mainLedgerAccount(record.accountId), amount: p.netCentavos, bucket: "pending" }
        : {
            account: mainLedgerAccount(record.accountId),
            amount: p.netCentavos,
            unlockAt: record.method === "PIX" ? unlockAtFor(p.paidAt) : undefined
          },
      { account: SystemAccount.feeRevenue, amount: p.feeCentavos }
    ]
  )
}

/**
 * The full refund of a RECEIVED billing (`REFUND`): its net leaves the merchant's main account back through the
 * method's clearing account to the payer; the fee is kept. While a PIX billing's credit is still inside its 24 h lock
 * the refund spends that locked money (it is the payer's, and the posting carries the credit's own `unlockAt`);
 * otherwise it spends `withdrawable`. A card billing not yet settled takes its net back from `pending`, where it waits.
 */
export const billingRefundEntryOf = (record: BillingRecord, at: Date): JournalEntry => {
  const p = record.payment
  if (p === undefined) throw new RangeError("only a paid billing is refunded")
  const pending = isCardMethod(record.method) && record.card?.settledAt === undefined
  const unlockAt = record.method === "PIX" ? unlockAtFor(p.paidAt) : undefined
  const locked = unlockAt !== undefined && at.getTime() < unlockAt.getTime()
  return entry(
    "REFUND",
    {
      id: EntryId.make(`${billingRefundEntryIdPrefix}_${idBody(record.id)}`),
      accountId: record.accountId,
      transactionId: record.id,
      idempotencyKey: billingRefundKey(record),
      description: record.refundDescription ?? record.description,
      createdAt: at
    },
    [
      pending
        ? { account: mainLedgerAccount(record.accountId), amount: -p.netCentavos, bucket: "pending" }
        : locked
          ? { account: mainLedgerAccount(record.accountId), amount: -p.netCentavos, unlockAt, spend: "available" }
          : { account: mainLedgerAccount(record.accountId), amount: -p.netCentavos, spend: "withdrawable" },
      { account: clearingOf(record), amount: p.netCentavos }
    ]
  )
}

/**
 * The settlement of a confirmed card billing (`CARD_SETTLEMENT`): its net moves from the merchant's `pending` to
 * `available`, once (`billingSettlementKey`).
 */
export const billingSettlementEntryOf = (record: BillingRecord, at: Date): JournalEntry => {
  const p = record.payment
  if (p === undefined) throw new RangeError("only a paid billing is settled")
  requirePositive("net", p.netCentavos)
  return entry(
    "CARD_SETTLEMENT",
    {
      id: EntryId.make(`${billingSettlementEntryIdPrefix}_${idBody(record.id)}`),
      accountId: record.accountId,
      transactionId: record.id,
      idempotencyKey: billingSettlementKey(record),
      description: record.description,
      createdAt: at
    },
    [
      { account: mainLedgerAccount(record.accountId), amount: -p.netCentavos, bucket: "pending" },
      { account: mainLedgerAccount(record.accountId), amount: p.netCentavos }
    ]
  )
}
