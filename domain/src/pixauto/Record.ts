import { Schema } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import { toReais } from "../money/Money.ts"
import { TransactionStatus } from "../transactions/Status.ts"
import { daysBetween, monthsBetween } from "./Calendar.ts"
import type { IdRec } from "./IdRec.ts"
import { AuthorizationStatus, InstructionStatus } from "./Machine.ts"

/** Id prefixes: `pxa_` an authorization, `pxi_` a payment instruction, `pxe_` an instruction's ledger entry. */
export const authorizationIdPrefix = "pxa"
export const instructionIdPrefix = "pxi"
export const instructionEntryIdPrefix = "pxe"

/** Characters of `contractId`, of `description`, at most. */
export const contractIdLengthMax = 35
export const pixAutomaticDescriptionLengthMax = 140

/** BACEN's periodicities of a recurrence. */
export const Frequency = Schema.Literals(["WEEKLY", "MONTHLY", "QUARTERLY", "SEMIANNUALLY", "YEARLY"])
export type Frequency = typeof Frequency.Type

/** Calendar months of one period, per monthly-or-longer frequency. */
const monthsPerPeriod: Record<Exclude<Frequency, "WEEKLY">, number> = {
  MONTHLY: 1,
  QUARTERLY: 3,
  SEMIANNUALLY: 6,
  YEARLY: 12
}

/**
 * BACEN's retry policies: `NONE` (a refused debit is final for its period) or `ALLOW_3R_7D` (up to three new
 * attempts within seven days: a refused instruction frees its period for a new one).
 */
export const RetryPolicy = Schema.Literals(["NONE", "ALLOW_3R_7D"])
export type RetryPolicy = typeof RetryPolicy.Type

/** Why an authorization ended (absent while it is pending or active). */
export const AuthorizationEndReason = Schema.Literals([
  "PAYER_REJECTED",
  "MERCHANT_CANCELED",
  "PAYER_REVOKED",
  "CONSENT_EXPIRED"
])
export type AuthorizationEndReason = typeof AuthorizationEndReason.Type

/** Why an instruction failed or was canceled. */
export const InstructionReason = Schema.Literals([
  "INSUFFICIENT_FUNDS",
  "PAYER_BANK_REFUSED",
  "MERCHANT_CANCELED",
  "AUTHORIZATION_ENDED"
])
export type InstructionReason = typeof InstructionReason.Type

/** The payer, copied from the merchant's customer when the authorization is created. */
export interface Payer {
  readonly customerId: string
  readonly name: string
  readonly document: string
}

/**
 * An authorization (a recurrence): `accountId`'s right to debit `payer` every `frequency` period from `startDate`
 * (to `endDate`), a fixed amount or up to a maximum per instalment. `copyPaste` is the BR Code the payer scans
 * (the first instalment `firstInstructionId` and the consent). `version` grows with each write (compare-and-set).
 */
export interface AuthorizationRecord {
  readonly id: string
  readonly accountId: AccountId
  readonly apiKeyId?: string | undefined
  readonly idRec: IdRec
  readonly payer: Payer
  readonly contractId: string
  readonly description?: string | undefined
  readonly frequency: Frequency
  readonly startDate: string
  readonly endDate?: string | undefined
  readonly fixedAmountCentavos?: number | undefined
  readonly maxAmountCentavos?: number | undefined
  readonly retryPolicy: RetryPolicy
  readonly status: AuthorizationStatus
  readonly firstInstructionId: string
  readonly copyPaste: string
  readonly consentExpiresAt: Date
  readonly endReason?: AuthorizationEndReason | undefined
  readonly version: number
  readonly createdAt: Date
  readonly updatedAt: Date
  readonly approvedAt?: Date | undefined
  readonly endedAt?: Date | undefined
}

/**
 * A payment instruction (one instalment) of an authorization: `amountCentavos` debited from the payer on `dueDate`;
 * `feeCentavos` + `netCentavos` = `amountCentavos`, the net credited to the merchant when PAID. `first` marks the
 * instalment paid with the consent.
 */
export interface InstructionRecord {
  readonly id: string
  readonly accountId: AccountId
  readonly apiKeyId?: string | undefined
  readonly authorizationId: string
  readonly idRec: IdRec
  readonly first: boolean
  readonly amountCentavos: number
  readonly feeCentavos: number
  readonly netCentavos: number
  readonly dueDate: string
  /** The authorization's period of `dueDate` (`periodOf`). */
  readonly period: number
  /** Whether it holds its period (`holdsPeriod`): the store keeps one holder per authorization and period. */
  readonly holdsPeriod: boolean
  readonly description?: string | undefined
  readonly status: InstructionStatus
  readonly reason?: InstructionReason | undefined
  readonly endToEndId?: string | undefined
  readonly requestFingerprint: string
  readonly version: number
  readonly createdAt: Date
  readonly updatedAt: Date
  readonly paidAt?: Date | undefined
}

/**
 * The period of `date` in an authorization starting on `startDate`: 0 for the first. Weekly periods are seven days
 * from `startDate`; the others count calendar months from `startDate`'s month (MONTHLY one, QUARTERLY three …).
 */
export const periodOf = (frequency: Frequency, startDate: string, date: string): number =>
  frequency === "WEEKLY"
    ? Math.floor(daysBetween(startDate, date) / 7)
    : Math.floor(monthsBetween(startDate, date) / monthsPerPeriod[frequency])

/** Whether an instruction holds its period: scheduled or paid, or failed when the policy allows no retry. */
export const holdsPeriod = (status: InstructionStatus, retryPolicy: RetryPolicy): boolean =>
  status === "SCHEDULED" || status === "PAID" || (status === "FAILED" && retryPolicy === "NONE")

/** An instalment's status among the six of the transaction list: SCHEDULED is PENDING, PAID is COMPLETED. */
export const instructionTransactionStatus: Readonly<Record<InstructionStatus, TransactionStatus>> = {
  SCHEDULED: "PENDING",
  PAID: "COMPLETED",
  FAILED: "FAILED",
  CANCELED: "CANCELED"
}

/** An authorization as the API shows it. */
export const LeanAuthorization = Schema.Struct({
  id: Schema.String,
  idRec: Schema.String,
  status: AuthorizationStatus,
  customerId: Schema.String,
  payer: Schema.Struct({ name: Schema.String, document: Schema.String }),
  contractId: Schema.String,
  description: Schema.optionalKey(Schema.String),
  frequency: Frequency,
  startDate: Schema.String,
  endDate: Schema.optionalKey(Schema.String),
  fixedAmount: Schema.optionalKey(Schema.Finite),
  maxAmount: Schema.optionalKey(Schema.Finite),
  retryPolicy: RetryPolicy,
  firstPaymentId: Schema.String,
  copyPaste: Schema.String,
  consentExpiresAt: Schema.String,
  endReason: Schema.optionalKey(AuthorizationEndReason),
  approvedAt: Schema.optionalKey(Schema.String),
  endedAt: Schema.optionalKey(Schema.String),
  createdAt: Schema.String
})
export type LeanAuthorization = typeof LeanAuthorization.Type

/** The lean form of an authorization. */
export const toLeanAuthorization = (r: AuthorizationRecord): LeanAuthorization => ({
  id: r.id,
  idRec: r.idRec,
  status: r.status,
  customerId: r.payer.customerId,
  payer: { name: r.payer.name, document: r.payer.document },
  contractId: r.contractId,
  ...(r.description === undefined ? {} : { description: r.description }),
  frequency: r.frequency,
  startDate: r.startDate,
  ...(r.endDate === undefined ? {} : { endDate: r.endDate }),
  ...(r.fixedAmountCentavos === undefined ? {} : { fixedAmount: toReais(r.fixedAmountCentavos) }),
  ...(r.maxAmountCentavos === undefined ? {} : { maxAmount: toReais(r.maxAmountCentavos) }),
  retryPolicy: r.retryPolicy,
  firstPaymentId: r.firstInstructionId,
  copyPaste: r.copyPaste,
  consentExpiresAt: r.consentExpiresAt.toISOString(),
  ...(r.endReason === undefined ? {} : { endReason: r.endReason }),
  ...(r.approvedAt === undefined ? {} : { approvedAt: r.approvedAt.toISOString() }),
  ...(r.endedAt === undefined ? {} : { endedAt: r.endedAt.toISOString() }),
  createdAt: r.createdAt.toISOString()
})

/**
 * An instruction as the API and its events show it: a received PIX (`PIX_IN`, the "PIX received" family) with the
 * transaction status of its instruction status, and the recurrence's side in `pixAutomatic`.
 */
export const LeanInstruction = Schema.Struct({
  id: Schema.String,
  type: Schema.Literal("PIX_IN"),
  status: TransactionStatus,
  amount: Schema.Finite,
  feeAmount: Schema.Finite,
  netAmount: Schema.Finite,
  currency: Schema.Literal("BRL"),
  description: Schema.optionalKey(Schema.String),
  endToEndId: Schema.optionalKey(Schema.String),
  completedAt: Schema.optionalKey(Schema.String),
  createdAt: Schema.String,
  pixAutomatic: Schema.Struct({
    status: InstructionStatus,
    authorizationId: Schema.String,
    idRec: Schema.String,
    firstPayment: Schema.Boolean,
    dueDate: Schema.String,
    reason: Schema.optionalKey(InstructionReason)
  })
})
export type LeanInstruction = typeof LeanInstruction.Type

/** The lean form of an instruction. */
export const toLeanInstruction = (r: InstructionRecord): LeanInstruction => ({
  id: r.id,
  type: "PIX_IN",
  status: instructionTransactionStatus[r.status],
  amount: toReais(r.amountCentavos),
  feeAmount: toReais(r.feeCentavos),
  netAmount: toReais(r.netCentavos),
  currency: "BRL",
  ...(r.description === undefined ? {} : { description: r.description }),
  ...(r.endToEndId === undefined ? {} : { endToEndId: r.endToEndId }),
  ...(r.paidAt === undefined ? {} : { completedAt: r.paidAt.toISOString() }),
  createdAt: r.createdAt.toISOString(),
  pixAutomatic: {
    status: r.status,
    authorizationId: r.authorizationId,
    idRec: r.idRec,
    firstPayment: r.first,
    dueDate: r.dueDate,
    ...(r.reason === undefined ? {} : { reason: r.reason })
  }
})
