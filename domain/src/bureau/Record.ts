import { Schema } from "effect"
import { AccountId } from "../ledger/Model.ts"
import { Centavos } from "../money/Money.ts"
import * as StateMachine from "../shared/StateMachine.ts"

/** Id prefixes: `dun_` a dunning, `bcr_` a credit report. A fee's ledger entry carries its request's id. */
export const dunningIdPrefix = "dun"
export const reportIdPrefix = "bcr"

/** The one dunning type of the spec: a listing at the credit bureau. */
export const DunningType = Schema.Literal("CREDIT_BUREAU")
export type DunningType = typeof DunningType.Type

/** Dunnings and reports a list page holds by default and at most (spec, Limits: default 50, maximum 100). */
export const bureauPageSizeDefault = 50
export const bureauPageSizeMax = 100
/** Dunnings one worker pass moves at most, per status. */
export const dunningAdvanceBatchMax = 100
/**
 * How often (sandbox time) the worker looks again at a REGISTERED dunning's billing, to pay the listing off once the
 * billing is paid: each look stamps `updatedAt`, so the oldest looks come first and no listing starves the others.
 */
export const registeredRecheckMs = 15 * 60_000
/** Characters of a reason (cancel, refusal), at most (longer ones are cut). */
export const dunningReasonLengthMax = 200

/**
 * A dunning's status (docs/decisions.md, "Credit bureau"): `PENDING` (created and paid for, not yet at the bureau),
 * `SENT` (the bureau has it, the debtor is being notified), `REGISTERED` (the debtor is listed), `PAID_OFF` (the debt
 * was paid and the bureau removed the listing), `CANCELED` (withdrawn, refused by the bureau, or the billing was paid
 * or cancelled before the listing).
 */
export const DunningStatus = Schema.Literals(["PENDING", "SENT", "REGISTERED", "PAID_OFF", "CANCELED"])
export type DunningStatus = typeof DunningStatus.Type

/** What happens to a dunning: created, sent to the bureau, registered by it, paid off, cancelled. */
export const DunningTrigger = Schema.Literals(["create", "send", "register", "settle", "cancel"])
export type DunningTrigger = typeof DunningTrigger.Type

/**
 * The dunning machine, after Asaas's "negativação" lifecycle. The fee is charged on `create` and kept whatever
 * follows (it pays for the request). No event: the catalog has none for the bureau.
 */
export const dunningMachine = StateMachine.make<DunningStatus, DunningTrigger, never>({
  name: "BureauDunning",
  states: DunningStatus,
  triggers: DunningTrigger,
  starts: [{ trigger: "create", to: "PENDING", events: [] }],
  moves: [
    { from: "PENDING", trigger: "send", to: "SENT", events: [] },
    // The bureau refused it, or the billing was paid or cancelled before it was sent.
    { from: "PENDING", trigger: "cancel", to: "CANCELED", events: [] },
    { from: "SENT", trigger: "register", to: "REGISTERED", events: [] },
    // The billing was paid before the listing: the bureau drops the notice.
    { from: "SENT", trigger: "cancel", to: "CANCELED", events: [] },
    { from: "REGISTERED", trigger: "settle", to: "PAID_OFF", events: [] },
    { from: "REGISTERED", trigger: "cancel", to: "CANCELED", events: [] }
  ],
  terminal: ["PAID_OFF", "CANCELED"]
})

/** Whether a dunning still holds its billing: one such dunning per billing at a time. */
export const isActive = (status: DunningStatus): boolean =>
  status === "PENDING" || status === "SENT" || status === "REGISTERED"

/** The debtor the dunning names: the billing's payer (`taxId` a normalized CPF or CNPJ). */
export const Debtor = Schema.Struct({
  name: Schema.String,
  taxId: Schema.String,
  email: Schema.optional(Schema.String),
  phone: Schema.optional(Schema.String)
})
export type Debtor = typeof Debtor.Type

/** The debtor's address: `postalCode` 8 digits (CEP), `state` a UF code. */
export const DebtorAddress = Schema.Struct({
  postalCode: Schema.String,
  street: Schema.String,
  number: Schema.String,
  complement: Schema.optional(Schema.String),
  district: Schema.String,
  city: Schema.String,
  state: Schema.String
})
export type DebtorAddress = typeof DebtorAddress.Type

/** What is kept of a proof document besides its bytes (stored beside the dunning): name, type, size, SHA-256 (hex). */
export const DunningDocument = Schema.Struct({
  name: Schema.String,
  contentType: Schema.String,
  sizeBytes: Schema.Int,
  sha256: Schema.String
})
export type DunningDocument = typeof DunningDocument.Type

/**
 * A credit-bureau dunning of `billingId` (an OVERDUE billing of the account whose payer is in its customer base):
 * `amountCentavos` the billing's amount (the debt listed), `feeCentavos` what the request cost.
 */
export const DunningRecord = Schema.Struct({
  id: Schema.String,
  accountId: AccountId,
  apiKeyId: Schema.optional(Schema.String),
  billingId: Schema.String,
  type: DunningType,
  status: DunningStatus,
  description: Schema.optional(Schema.String),
  debtor: Debtor,
  address: DebtorAddress,
  documents: Schema.Array(DunningDocument),
  amountCentavos: Centavos,
  feeCentavos: Centavos,
  bureauReference: Schema.optional(Schema.String),
  cancelReason: Schema.optional(Schema.String),
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
  sentAt: Schema.optional(Schema.Date),
  registeredAt: Schema.optional(Schema.Date),
  paidOffAt: Schema.optional(Schema.Date),
  canceledAt: Schema.optional(Schema.Date)
})
export type DunningRecord = typeof DunningRecord.Type

/** What a status move may write besides the status and `updatedAt`. */
export interface DunningChanges {
  readonly status: DunningStatus
  readonly updatedAt: Date
  readonly bureauReference?: string | undefined
  readonly cancelReason?: string | undefined
  readonly sentAt?: Date | undefined
  readonly registeredAt?: Date | undefined
  readonly paidOffAt?: Date | undefined
  readonly canceledAt?: Date | undefined
}

/** The record with `changes` applied: fields the changes leave out keep their values. */
export const applyDunningChanges = (record: DunningRecord, changes: DunningChanges): DunningRecord => {
  const next: { -readonly [K in keyof DunningRecord]: DunningRecord[K] } = { ...record }
  next.status = changes.status
  next.updatedAt = changes.updatedAt
  if (changes.bureauReference !== undefined) next.bureauReference = changes.bureauReference
  if (changes.cancelReason !== undefined) next.cancelReason = changes.cancelReason
  if (changes.sentAt !== undefined) next.sentAt = changes.sentAt
  if (changes.registeredAt !== undefined) next.registeredAt = changes.registeredAt
  if (changes.paidOffAt !== undefined) next.paidOffAt = changes.paidOffAt
  if (changes.canceledAt !== undefined) next.canceledAt = changes.canceledAt
  return next
}

/** List filters of dunnings: a status, a billing. */
export interface DunningListFilters {
  readonly status?: DunningStatus | undefined
  readonly billingId?: string | undefined
}

/** Whether a dunning passes the list filters (the SQL store applies the same ones). */
export const matchesDunningFilters = (record: DunningRecord, filters: DunningListFilters): boolean =>
  (filters.status === undefined || record.status === filters.status) &&
  (filters.billingId === undefined || record.billingId === filters.billingId)

/** The risk band of a credit report's score. */
export const RiskLevel = Schema.Literals(["LOW", "MEDIUM", "HIGH"])
export type RiskLevel = typeof RiskLevel.Type

/** A report's status: the bureau answers at once, so a stored report is `COMPLETED`. */
export const ReportStatus = Schema.Literal("COMPLETED")
export type ReportStatus = typeof ReportStatus.Type

/**
 * A credit report on `cpfCnpj` (normalized), the document of the account's customer `customerId`: the bureau's
 * `score` (0 to 1000), its risk band and the number of listings (`restrictions`) it holds on the document.
 */
export const ReportRecord = Schema.Struct({
  id: Schema.String,
  accountId: AccountId,
  apiKeyId: Schema.optional(Schema.String),
  customerId: Schema.String,
  cpfCnpj: Schema.String,
  status: ReportStatus,
  score: Schema.Int,
  riskLevel: RiskLevel,
  restrictions: Schema.Int,
  feeCentavos: Centavos,
  createdAt: Schema.Date
})
export type ReportRecord = typeof ReportRecord.Type

/** List filters of reports: a customer, a document. */
export interface ReportListFilters {
  readonly customerId?: string | undefined
  readonly cpfCnpj?: string | undefined
}

/** Whether a report passes the list filters (the SQL store applies the same ones). */
export const matchesReportFilters = (record: ReportRecord, filters: ReportListFilters): boolean =>
  (filters.customerId === undefined || record.customerId === filters.customerId) &&
  (filters.cpfCnpj === undefined || record.cpfCnpj === filters.cpfCnpj)

/** Lists' order: newest first, then by id descending (ids grow with time, so ties are stable). */
export const newestFirst = (
  a: { readonly createdAt: Date; readonly id: string },
  b: { readonly createdAt: Date; readonly id: string }
): number => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)
