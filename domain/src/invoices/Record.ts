import { Schema } from "effect"
import type { EventType } from "../events/Catalog.ts"
import { percentOfCentavos } from "../fees/Rounding.ts"
import { AccountId } from "../ledger/Model.ts"
import { Centavos } from "../money/Money.ts"
import * as StateMachine from "../shared/StateMachine.ts"

/** The id prefix of fiscal invoices (NFS-e): `nfs_<26 characters>`. */
export const invoiceIdPrefix = "nfs"
/** Characters of an invoice's service description, at most (longer source descriptions are cut). */
export const invoiceDescriptionLengthMax = 500
/** Characters of a failure or cancellation reason, at most (longer ones are cut). */
export const invoiceReasonLengthMax = 200
/** Invoices one worker pass moves at most, per status. */
export const invoiceAdvanceBatchMax = 100
/** Page size of invoice lists: default and maximum (spec, Limits). */
export const invoicePageSizeDefault = 50
export const invoicePageSizeMax = 100

/**
 * What an invoice documents: a paid PIX charge (`PIX_CHARGE`, the charge's id) or a paid billing (`BILLING`). One
 * invoice per source: opening it again returns the first.
 */
export const InvoiceSourceType = Schema.Literals(["PIX_CHARGE", "BILLING"])
export type InvoiceSourceType = typeof InvoiceSourceType.Type

export const InvoiceSource = Schema.Struct({ type: InvoiceSourceType, id: Schema.String })
export type InvoiceSource = typeof InvoiceSource.Type

/**
 * An invoice's status: `CREATED` (opened with its source's payment, not yet sent to the city), `PROCESSING` (the
 * city's issuer has it), `ISSUED` (numbered, with its documents), `FAILED` (refused; final), `CANCELLED` (its source
 * was refunded; final).
 */
export const InvoiceStatus = Schema.Literals(["CREATED", "PROCESSING", "ISSUED", "FAILED", "CANCELLED"])
export type InvoiceStatus = typeof InvoiceStatus.Type

/** What happens to an invoice: opened, submitted to the issuer, issued, failed, cancelled. */
export const InvoiceTrigger = Schema.Literals(["open", "submit", "issue", "fail", "cancel"])
export type InvoiceTrigger = typeof InvoiceTrigger.Type

/** The invoice events of the catalog; each carries only `invoiceId`. */
export type InvoiceEvent = Extract<
  EventType,
  "invoice.created" | "invoice.processing" | "invoice.issued" | "invoice.failed" | "invoice.cancelled"
>

/**
 * The fiscal invoice machine (docs/decisions.md, "Fiscal invoices"). A refusal at submission (`CREATED` → `FAILED`)
 * and a refund before the city has it (`CREATED` → `CANCELLED`) skip `PROCESSING`. A refund while `PROCESSING` waits
 * for the city's answer: the invoice is cancelled once issued.
 */
export const invoiceMachine = StateMachine.make<InvoiceStatus, InvoiceTrigger, InvoiceEvent>({
  name: "FiscalInvoice",
  states: InvoiceStatus,
  triggers: InvoiceTrigger,
  starts: [{ trigger: "open", to: "CREATED", events: ["invoice.created"] }],
  moves: [
    { from: "CREATED", trigger: "submit", to: "PROCESSING", events: ["invoice.processing"] },
    { from: "CREATED", trigger: "fail", to: "FAILED", events: ["invoice.failed"] },
    { from: "CREATED", trigger: "cancel", to: "CANCELLED", events: ["invoice.cancelled"] },
    { from: "PROCESSING", trigger: "issue", to: "ISSUED", events: ["invoice.issued"] },
    { from: "PROCESSING", trigger: "fail", to: "FAILED", events: ["invoice.failed"] },
    { from: "ISSUED", trigger: "cancel", to: "CANCELLED", events: ["invoice.cancelled"] }
  ],
  terminal: ["FAILED", "CANCELLED"]
})

/** Who took the service, when the source names them (a PIX payer: name and CPF/CNPJ digits). */
export const InvoiceTaker = Schema.Struct({ name: Schema.String, taxId: Schema.String })
export type InvoiceTaker = typeof InvoiceTaker.Type

/** The documents of an issued invoice, as the city's issuer returned them. */
export const IssuedDocument = Schema.Struct({
  number: Schema.String,
  verificationCode: Schema.String,
  pdfUrl: Schema.String,
  xmlUrl: Schema.String,
  issuedAt: Schema.Date
})
export type IssuedDocument = typeof IssuedDocument.Type

/**
 * A fiscal invoice (NFS-e) of one paid source. `serviceCentavos` is the gross paid; `issRateBps` and `serviceCode`
 * and `cityCode` are copied from the account's fiscal configuration when it is opened (a later change does not touch
 * it); `issCentavos` = `issOf(serviceCentavos, issRateBps)`.
 */
export const InvoiceRecord = Schema.Struct({
  id: Schema.String,
  accountId: AccountId,
  /** The API key whose charge opened the invoice: its events go to that key's endpoints. */
  apiKeyId: Schema.optional(Schema.String),
  source: InvoiceSource,
  status: InvoiceStatus,
  serviceCentavos: Centavos,
  issRateBps: Schema.Int,
  issCentavos: Centavos,
  serviceCode: Schema.String,
  cityCode: Schema.String,
  description: Schema.String,
  taker: Schema.optional(InvoiceTaker),
  /** The issuer's protocol of the submission. */
  protocol: Schema.optional(Schema.String),
  document: Schema.optional(IssuedDocument),
  failureReason: Schema.optional(Schema.String),
  cancelReason: Schema.optional(Schema.String),
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
  submittedAt: Schema.optional(Schema.Date),
  failedAt: Schema.optional(Schema.Date),
  cancelledAt: Schema.optional(Schema.Date)
})
export type InvoiceRecord = typeof InvoiceRecord.Type

/** What a status move may write besides the status and `updatedAt`. */
export interface InvoiceChanges {
  readonly status: InvoiceStatus
  readonly updatedAt: Date
  readonly protocol?: string | undefined
  readonly document?: IssuedDocument | undefined
  readonly failureReason?: string | undefined
  readonly cancelReason?: string | undefined
  readonly submittedAt?: Date | undefined
  readonly failedAt?: Date | undefined
  readonly cancelledAt?: Date | undefined
}

/** List filters: a status, the source's type and id. */
export interface InvoiceListFilters {
  readonly status?: InvoiceStatus | undefined
  readonly sourceType?: InvoiceSourceType | undefined
  readonly sourceId?: string | undefined
}

/** Whether a record passes the list filters (the SQL store applies the same ones). */
export const matchesFilters = (record: InvoiceRecord, filters: InvoiceListFilters): boolean =>
  (filters.status === undefined || record.status === filters.status) &&
  (filters.sourceType === undefined || record.source.type === filters.sourceType) &&
  (filters.sourceId === undefined || record.source.id === filters.sourceId)

/** Lists' order: newest first, then by id descending. */
export const newestFirst = (a: InvoiceRecord, b: InvoiceRecord): number =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)

/** ISS rates a configuration may name, in basis points: 2 % to 5 % (the floor and cap of LC 116/2003, art. 8). */
export const issRateBpsMin = 200
export const issRateBpsMax = 500

/**
 * The ISS of a service: `issRateBps` basis points of `serviceCentavos`, rounded half up to the centavo (the platform's
 * one rounding rule, `percentOfCentavos`). Never negative, never above the service.
 */
export const issOf = (serviceCentavos: number, issRateBps: number): Centavos =>
  percentOfCentavos(serviceCentavos, issRateBps)

/** An event's `data`: only `invoiceId` (spec, events catalog). */
export const eventPayloadOf = (record: Pick<InvoiceRecord, "id">) => ({ invoiceId: record.id })

/** A reason cut to `invoiceReasonLengthMax` characters ("failed" when empty). */
export const reasonText = (reason: string): string => reason.trim().slice(0, invoiceReasonLengthMax) || "failed"
