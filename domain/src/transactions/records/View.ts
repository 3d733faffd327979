import { LeanInstruction, toLeanInstruction } from "../../pixauto/Record.ts"
import { Schema } from "effect"
import { BillingStatus } from "../../billing/Machine.ts"
import { type BillingRecord, LeanBilling, toLeanBilling } from "../../billing/Record.ts"
import type { CardTransactionRecord } from "../../card/Record.ts"
import { toView as toCardView } from "../../card/Record.ts"
import { toLean } from "../../charges/Record.ts"
import { LeanCryptoDeposit, toLeanCryptoDeposit } from "../../crypto/deposits/Record.ts"
import { LeanCryptoWithdrawal, toLeanCryptoWithdrawal } from "../../crypto/withdrawals/Record.ts"
import { toReais } from "../../money/Money.ts"
import { canBeCancelled, type RechargeRecord } from "../../recharge/Record.ts"
import { LeanRefund, RefundNature, type RefundRecord, toRefundBlock } from "../../refunds/Record.ts"
import { LeanInternalTransfer, toLeanInternal } from "../../transfers/InternalRecord.ts"
import { LeanPixTransfer, toLeanPix } from "../../transfers/PixRecord.ts"
import { TransactionStatus } from "../Status.ts"
import {
  billingTransactionStatus,
  cardTransactionStatus,
  type Credit,
  CreditType,
  type RecordOf,
  type RecordTag,
  rechargeTransactionStatus,
  refundTransactionStatus,
  type TransactionRecord
} from "./Record.ts"

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

/**
 * The lean form of a card transaction (docs/decisions.md, "Transaction records"): the fields of `GET /card/get/{id}`
 * under the same names and values where the lean form has them (`amount` as requested, `grossAmount`, `netAmount`,
 * `refundedAmount`, `coverFee`, `description`, `card`, `failureReason`, `settlesAt`, `createdAt`), `id` its
 * `transactionId`, `feeAmount` its `fee`, `status` among the six (`cardTransactionStatus`) with the card machine's
 * own in `cardStatus`, `referenceId` the processor's payment id and `completedAt` the capture.
 */
export const LeanCardRecord = Schema.Struct({
  id: Schema.String,
  type: Schema.Literal("CARD_CREDIT_IN"),
  status: TransactionStatus,
  cardStatus: Schema.String,
  amount: Schema.Finite,
  grossAmount: Schema.Finite,
  feeAmount: Schema.Finite,
  netAmount: Schema.Finite,
  refundedAmount: Schema.Finite,
  currency: Schema.Literal("BRL"),
  description: Schema.String,
  coverFee: Schema.Boolean,
  card: Schema.optionalKey(Schema.Struct({ brand: Schema.String, last4: Schema.String })),
  referenceId: Schema.optionalKey(Schema.String),
  failureReason: Schema.optionalKey(Schema.String),
  settlesAt: Schema.optionalKey(Schema.String),
  completedAt: Schema.optionalKey(Schema.String),
  createdAt: Schema.String
})
export type LeanCardRecord = typeof LeanCardRecord.Type

/**
 * The lean form of a mobile recharge (`MOBILE_RECHARGE`, a type the spec leaves open): the fields of
 * `GET /mobile-recharge/get/{id}` under the same names and values (`phone`, `operator`, `amount`, `canBeCancelled`,
 * `operatorReference`, `failureReason`, the instants), `status` among the six (its five by name), `feeAmount` 0 (its
 * `fee`) and `netAmount` the amount; `updatedAt` left out, as every lean record does.
 */
export const LeanRechargeRecord = Schema.Struct({
  id: Schema.String,
  type: Schema.Literal("MOBILE_RECHARGE"),
  status: TransactionStatus.pick(["PENDING", "PROCESSING", "COMPLETED", "FAILED", "CANCELED"]),
  amount: Schema.Finite,
  feeAmount: Schema.Finite,
  netAmount: Schema.Finite,
  currency: Schema.Literal("BRL"),
  phone: Schema.String,
  operator: Schema.String,
  canBeCancelled: Schema.Boolean,
  operatorReference: Schema.optionalKey(Schema.String),
  failureReason: Schema.optionalKey(Schema.String),
  completedAt: Schema.optionalKey(Schema.String),
  canceledAt: Schema.optionalKey(Schema.String),
  failedAt: Schema.optionalKey(Schema.String),
  createdAt: Schema.String
})
export type LeanRechargeRecord = typeof LeanRechargeRecord.Type

/**
 * The lean form of a one-off billing (`BILLING_IN`, a type the spec leaves open, named after its ledger entry): the
 * fields of `GET /billings/get/{id}` under the same names and values, but `status` among the six
 * (`billingTransactionStatus`) with the billing's own in `billingStatus`; `feeAmount` and `netAmount` the payment's
 * (0 while unpaid) and `completedAt` when it was paid.
 */
export const LeanBillingRecord = Schema.Struct({
  ...LeanBilling.fields,
  type: Schema.Literal("BILLING_IN"),
  status: TransactionStatus,
  billingStatus: BillingStatus,
  feeAmount: Schema.Finite,
  netAmount: Schema.Finite,
  completedAt: Schema.optionalKey(Schema.String)
})
export type LeanBillingRecord = typeof LeanBillingRecord.Type

/** An item of `GET /account/transactions`: the lean form of its type. */
export const LeanTransactionRecord = Schema.Union([
  LeanRefund,
  LeanPixTransfer,
  LeanRefundRecord,
  LeanInternalTransfer,
  LeanCredit,
  LeanCardRecord,
  LeanCryptoDeposit,
  LeanCryptoWithdrawal,
  LeanRechargeRecord,
  LeanBillingRecord,
  LeanInstruction
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

/** The lean form of a card transaction, read off its API view (`Card.toView`) so the two agree. */
export const toLeanCardRecord = (record: CardTransactionRecord): LeanCardRecord => {
  // The view's `settlement` depends on the time it is read at; the lean form leaves it out.
  const view = toCardView(record, record.updatedAt)
  return {
    id: view.transactionId,
    type: "CARD_CREDIT_IN",
    status: cardTransactionStatus[record.status],
    cardStatus: view.status,
    amount: view.amount,
    grossAmount: view.grossAmount,
    feeAmount: view.fee,
    netAmount: view.netAmount,
    refundedAmount: view.refundedAmount,
    currency: "BRL",
    description: view.description,
    coverFee: view.coverFee,
    ...(view.card === null ? {} : { card: view.card }),
    ...(record.paymentId === undefined ? {} : { referenceId: record.paymentId }),
    ...(view.failureReason === null ? {} : { failureReason: view.failureReason }),
    ...(view.settlesAt === null ? {} : { settlesAt: view.settlesAt }),
    ...(view.capturedAt === null ? {} : { completedAt: view.capturedAt }),
    createdAt: view.createdAt
  }
}

/** The lean form of a mobile recharge. */
export const toLeanRechargeRecord = (record: RechargeRecord): LeanRechargeRecord => ({
  id: record.id,
  type: "MOBILE_RECHARGE",
  status: rechargeTransactionStatus[record.status] as LeanRechargeRecord["status"],
  amount: toReais(record.amountCentavos),
  feeAmount: 0,
  netAmount: toReais(record.amountCentavos),
  currency: "BRL",
  phone: record.phone,
  operator: record.operator,
  canBeCancelled: canBeCancelled(record.status),
  ...(record.operatorReference === undefined ? {} : { operatorReference: record.operatorReference }),
  ...(record.failureReason === undefined ? {} : { failureReason: record.failureReason }),
  ...(record.completedAt === undefined ? {} : { completedAt: record.completedAt.toISOString() }),
  ...(record.canceledAt === undefined ? {} : { canceledAt: record.canceledAt.toISOString() }),
  ...(record.failedAt === undefined ? {} : { failedAt: record.failedAt.toISOString() }),
  createdAt: record.createdAt.toISOString()
})

/**
 * The lean form of a billing as a record, given what `billings/get` shows at the time of reading (`lean`); without
 * it, the billing's lean form with its amount as the amount due (`amountDue` grows after the due date, and the API
 * reads it at its clock, as its `get` does).
 */
export const toLeanBillingRecord = (record: BillingRecord, lean?: LeanBilling): LeanBillingRecord => {
  const shown = lean ?? toLeanBilling(record, { amountDueCentavos: record.amountCentavos })
  return {
    ...shown,
    type: "BILLING_IN",
    status: billingTransactionStatus[record.status],
    billingStatus: record.status,
    feeAmount: toReais(record.payment?.feeCentavos ?? 0),
    netAmount: toReais(record.payment?.netCentavos ?? 0),
    ...(record.payment === undefined ? {} : { completedAt: record.payment.paidAt.toISOString() })
  }
}

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

/** The lean form of each kind of record but charges (see `toLeanRecord`). */
const leanForms: { readonly [T in Exclude<RecordTag, "Charge">]: (record: RecordOf<T>) => LeanTransactionRecord } = {
  PixTransfer: (r) => toLeanPix(r.transfer),
  Refund: (r) => toLeanRefundRecord(r.refund),
  Internal: (r) => toLeanInternal(r.transfer),
  Credit: (r) => toLeanCredit(r.credit),
  Card: (r) => toLeanCardRecord(r.card),
  CryptoIn: (r) => toLeanCryptoDeposit(r.deposit),
  CryptoOut: (r) => toLeanCryptoWithdrawal(r.withdrawal),
  Recharge: (r) => toLeanRechargeRecord(r.recharge),
  Billing: (r) => toLeanBillingRecord(r.billing),
  PixAutomatic: (r) => toLeanInstruction(r.instruction)
}

/**
 * The lean form of a record: a charge as a list item (`Charges.toLean(record, "get")`, with the block of its latest
 * refund when `latestRefunds` holds one for it), the other types in their own lean forms, each the one its own `get`
 * route shows (or agreeing with it field by field, for card transactions and recharges); a crypto deposit's lacks the
 * hosted page (`crypto.payUrl`), which the API adds from its settings as its `get` does.
 */
export const toLeanRecord = (
  record: TransactionRecord,
  latestRefunds: ReadonlyMap<string, RefundRecord> = new Map()
): LeanTransactionRecord => {
  if (record._tag !== "Charge") return leanForms[record._tag](record as never)
  const refund = latestRefunds.get(record.charge.id)
  return { ...toLean(record.charge, "get"), ...(refund === undefined ? {} : { refund: toRefundBlock(refund) }) }
}
