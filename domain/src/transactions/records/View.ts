import { Schema } from "effect"
import { toLean } from "../../charges/Record.ts"
import { toReais } from "../../money/Money.ts"
import { LeanRefund, RefundNature, type RefundRecord, toRefundBlock } from "../../refunds/Record.ts"
import { LeanInternalTransfer, toLeanInternal } from "../../transfers/InternalRecord.ts"
import { LeanPixTransfer, toLeanPix } from "../../transfers/PixRecord.ts"
import { TransactionStatus } from "../Status.ts"
import { type Credit, CreditType, refundTransactionStatus, type TransactionRecord } from "./Record.ts"

/**
 * The lean form of a refund as a record of its own (docs/decisions.md, "Transaction records"), amounts in reais:
 * `amount` is what the refund debited (`debitNet`), `feeAmount` its exit fee (`transferFee`), `netAmount` what goes
 * back to the payer (`depositNet`). `transactionId` and `endToEndId` name the refunded deposit, `refundId` is the
 * client's id of the refund, `referenceId` the network's (once handed over). `createdAt` is when it was requested;
 * `status` is among the six (`REQUESTED` is `PENDING`). `description` appears when the request gave one.
 */
export const LeanRefundRecord = Schema.Struct({
  id: Schema.String,
  type: Schema.Literal("REFUND"),
  status: TransactionStatus.pick(["PENDING", "COMPLETED", "FAILED"]),
  amount: Schema.Finite,
  feeAmount: Schema.Finite,
  netAmount: Schema.Finite,
  currency: Schema.Literal("BRL"),
  description: Schema.optionalKey(Schema.String),
  transactionId: Schema.String,
  endToEndId: Schema.String,
  refundId: Schema.String,
  referenceId: Schema.optionalKey(Schema.String),
  nature: RefundNature,
  failureReason: Schema.optionalKey(Schema.String),
  subaccountId: Schema.optionalKey(Schema.String),
  completedAt: Schema.optionalKey(Schema.String),
  createdAt: Schema.String
})
export type LeanRefundRecord = typeof LeanRefundRecord.Type

/**
 * The lean form of a credit (`SPLIT_IN`, `SUBACCOUNT_PROFIT`): `amount` and `netAmount` the credit, `feeAmount` 0,
 * `referenceId` the source charge's id, `completedAt` its `createdAt` (settled when posted).
 */
export const LeanCredit = Schema.Struct({
  id: Schema.String,
  type: CreditType,
  status: Schema.Literal("COMPLETED"),
  amount: Schema.Finite,
  feeAmount: Schema.Finite,
  netAmount: Schema.Finite,
  currency: Schema.Literal("BRL"),
  description: Schema.String,
  referenceId: Schema.String,
  createdAt: Schema.String,
  completedAt: Schema.String
})
export type LeanCredit = typeof LeanCredit.Type

/** An item of `GET /account/transactions`: the lean form of its type. */
export const LeanTransactionRecord = Schema.Union([
  LeanRefund,
  LeanPixTransfer,
  LeanRefundRecord,
  LeanInternalTransfer,
  LeanCredit
])
export type LeanTransactionRecord = typeof LeanTransactionRecord.Type

/** The lean form of a refund record. */
export const toLeanRefundRecord = (refund: RefundRecord): LeanRefundRecord => ({
  id: refund.id,
  type: "REFUND",
  status: refundTransactionStatus[refund.status] as LeanRefundRecord["status"],
  amount: toReais(refund.debitNetCentavos),
  feeAmount: toReais(refund.transferFeeCentavos),
  netAmount: toReais(refund.depositNetCentavos),
  currency: "BRL",
  ...(refund.description === undefined ? {} : { description: refund.description }),
  transactionId: refund.chargeId,
  endToEndId: refund.endToEndId,
  refundId: refund.refundId,
  ...(refund.referenceId === undefined ? {} : { referenceId: refund.referenceId }),
  nature: refund.nature,
  ...(refund.failureReason === undefined ? {} : { failureReason: refund.failureReason }),
  ...(refund.subaccountId === undefined ? {} : { subaccountId: refund.subaccountId }),
  ...(refund.completedAt === undefined ? {} : { completedAt: refund.completedAt.toISOString() }),
  createdAt: refund.requestedAt.toISOString()
})

/** The lean form of a credit. */
export const toLeanCredit = (credit: Credit): LeanCredit => ({
  id: credit.id,
  type: credit.type,
  status: "COMPLETED",
  amount: toReais(credit.amountCentavos),
  feeAmount: 0,
  netAmount: toReais(credit.amountCentavos),
  currency: "BRL",
  description: credit.description,
  referenceId: credit.referenceId,
  createdAt: credit.createdAt.toISOString(),
  completedAt: credit.createdAt.toISOString()
})

/**
 * The lean form of a record: a charge as a list item (`Charges.toLean(record, "get")`, with the block of its latest
 * refund when `latestRefunds` holds one for it), the other types in their own lean forms.
 */
export const toLeanRecord = (
  record: TransactionRecord,
  latestRefunds: ReadonlyMap<string, RefundRecord> = new Map()
): LeanTransactionRecord => {
  switch (record._tag) {
    case "Charge": {
      const refund = latestRefunds.get(record.charge.id)
      return { ...toLean(record.charge, "get"), ...(refund === undefined ? {} : { refund: toRefundBlock(refund) }) }
    }
    case "PixTransfer":
      return toLeanPix(record.transfer)
    case "Refund":
      return toLeanRefundRecord(record.refund)
    case "Internal":
      return toLeanInternal(record.transfer)
    case "Credit":
      return toLeanCredit(record.credit)
  }
}
