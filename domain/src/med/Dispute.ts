import { DateTime, Schema } from "effect"
import { AccountId } from "../ledger/Model.ts"
import { Centavos, toReais } from "../money/Money.ts"
import { isId } from "../shared/Ids.ts"
import { MedStatus } from "./Machine.ts"

/** The id prefix of MED disputes: `med_<26 characters>`. */
export const medIdPrefix = "med"

/** A MED dispute id. */
export const MedId = Schema.String.check(
  Schema.makeFilter((s: string) => isId(s, medIdPrefix), { message: "not a MED dispute id" })
).pipe(Schema.brand("MedId"))
export type MedId = typeof MedId.Type

/** Characters of a protocol (the DICT infraction report id, a UUID), at most. */
export const protocolLengthMax = 64
/** Characters of a dispute's description (the payer's report), at most. */
export const descriptionLengthMax = 2000

/**
 * Why the payer's PSP reported the PIX (DICT infraction reasons): `fraud` (a scam: goods or services never delivered),
 * `account_takeover` (the payer's account was taken over), `coercion` (the payer was forced), `fraudulent_access`
 * (someone used the payer's credentials or device), `other`.
 */
export const MedType = Schema.Literals(["fraud", "account_takeover", "coercion", "fraudulent_access", "other"])
export type MedType = typeof MedType.Type

/** The merchant's own analysis of the report: `aceito` (agrees to return) or `rejeitado` (contests). */
export const MedAnalysis = Schema.Literals(["aceito", "rejeitado"])
export type MedAnalysis = typeof MedAnalysis.Type

/** The file types evidence may carry, as detected from their first bytes. */
export const EvidenceFileType = Schema.Literals(["application/pdf", "image/jpeg", "image/png", "image/webp"])
export type EvidenceFileType = typeof EvidenceFileType.Type

/** What is kept of an evidence file: its metadata and digest (the bytes go to the network, not to the record). */
export const EvidenceFile = Schema.Struct({
  name: Schema.String,
  type: EvidenceFileType,
  sizeBytes: Schema.Int,
  sha256: Schema.String
})
export type EvidenceFile = typeof EvidenceFile.Type

/** The defence sent for a dispute: the merchant's, or the one the automatic contest generated (`automatic`). */
export const MedEvidence = Schema.Struct({
  justification: Schema.String,
  proofs: Schema.Array(Schema.String),
  analysis: Schema.optional(MedAnalysis),
  files: Schema.Array(EvidenceFile),
  automatic: Schema.Boolean,
  submittedAt: Schema.Date
})
export type MedEvidence = typeof MedEvidence.Type

/**
 * A MED dispute on a received PIX. `amountCentavos` is what the payer claims (at most the deposit's amount);
 * `blockedCentavos` what the ledger holds for it now in the receiving account's `blocked` bucket (less than the
 * amount when the account was short: the rest is owed, see docs/decisions.md); `returnedCentavos` what went back to
 * the payer on ACCEPTED. The holder is the subaccount when the PIX was a subaccount's, else the main account.
 */
export const MedDispute = Schema.Struct({
  id: MedId,
  protocol: Schema.String,
  accountId: AccountId,
  /** The disputed deposit: its PIX_IN charge. */
  transactionId: Schema.String,
  subaccountId: Schema.optional(Schema.String),
  /** The API key that created the disputed charge: the dispute's events go to that key's endpoints too. */
  apiKeyId: Schema.optional(Schema.String),
  type: MedType,
  status: MedStatus,
  amountCentavos: Centavos,
  description: Schema.optional(Schema.String),
  /** Evidence is accepted until then. */
  deadlineAt: Schema.Date,
  /** Whether the automatic contest sent a generated defence for this dispute. */
  automaticContest: Schema.Boolean,
  evidence: Schema.optional(MedEvidence),
  blockedCentavos: Centavos,
  returnedCentavos: Centavos,
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
  resolvedAt: Schema.optional(Schema.Date)
})
export type MedDispute = typeof MedDispute.Type

/** How long the merchant has to send evidence after a dispute opens (the DICT analysis window is 7 days). */
export const evidenceWindowMs = 7 * 24 * 60 * 60 * 1000

/** What the payer's claim still lacks in blocked money: blocked as money arrives (docs/decisions.md). */
export const owedCentavos = (dispute: Pick<MedDispute, "amountCentavos" | "blockedCentavos">): number =>
  dispute.amountCentavos - dispute.blockedCentavos

const iso = (at: Date): string => DateTime.formatIso(DateTime.fromDateUnsafe(at))

/** The MED read (`GET /meds/get/{id}`) and the `data` of `med.*` events: amounts in reais, instants in ISO 8601. */
export const MedView = Schema.Struct({
  id: Schema.String,
  protocol: Schema.String,
  transactionId: Schema.String,
  subaccountId: Schema.optionalKey(Schema.String),
  type: MedType,
  status: MedStatus,
  amount: Schema.Finite,
  blockedAmount: Schema.Finite,
  returnedAmount: Schema.Finite,
  description: Schema.optionalKey(Schema.String),
  deadlineAt: Schema.String,
  automaticContest: Schema.Boolean,
  evidence: Schema.optionalKey(
    Schema.Struct({
      justification: Schema.String,
      proofs: Schema.Array(Schema.String),
      analysis: Schema.optionalKey(MedAnalysis),
      files: Schema.Array(
        Schema.Struct({ name: Schema.String, type: EvidenceFileType, size: Schema.Int, sha256: Schema.String })
      ),
      automatic: Schema.Boolean,
      submittedAt: Schema.String
    })
  ),
  createdAt: Schema.String,
  updatedAt: Schema.String,
  resolvedAt: Schema.optionalKey(Schema.String)
})
export type MedView = typeof MedView.Type

const evidenceView = (e: MedEvidence): NonNullable<MedView["evidence"]> => ({
  justification: e.justification,
  proofs: e.proofs,
  ...(e.analysis === undefined ? {} : { analysis: e.analysis }),
  files: e.files.map((f) => ({ name: f.name, type: f.type, size: f.sizeBytes, sha256: f.sha256 })),
  automatic: e.automatic,
  submittedAt: iso(e.submittedAt)
})

/** The MED read of a dispute; `accountId` and `apiKeyId` never appear. */
export const toMedView = (d: MedDispute): MedView => ({
  id: d.id,
  protocol: d.protocol,
  transactionId: d.transactionId,
  ...(d.subaccountId === undefined ? {} : { subaccountId: d.subaccountId }),
  type: d.type,
  status: d.status,
  amount: toReais(d.amountCentavos),
  blockedAmount: toReais(d.blockedCentavos),
  returnedAmount: toReais(d.returnedCentavos),
  ...(d.description === undefined ? {} : { description: d.description }),
  deadlineAt: iso(d.deadlineAt),
  automaticContest: d.automaticContest,
  ...(d.evidence === undefined ? {} : { evidence: evidenceView(d.evidence) }),
  createdAt: iso(d.createdAt),
  updatedAt: iso(d.updatedAt),
  ...(d.resolvedAt === undefined ? {} : { resolvedAt: iso(d.resolvedAt) })
})

/** Filters of the account's dispute list. */
export interface MedListFilters {
  readonly status?: MedStatus | undefined
  readonly protocol?: string | undefined
  /** Created at or after. */
  readonly createdFrom?: Date | undefined
  /** Created at or before. */
  readonly createdTo?: Date | undefined
}

/** Whether a dispute passes the list filters (the rule every store applies). */
export const matchesMedFilters = (d: MedDispute, f: MedListFilters): boolean =>
  (f.status === undefined || d.status === f.status) &&
  (f.protocol === undefined || d.protocol === f.protocol) &&
  (f.createdFrom === undefined || d.createdAt.getTime() >= f.createdFrom.getTime()) &&
  (f.createdTo === undefined || d.createdAt.getTime() <= f.createdTo.getTime())

/** The list order: newest first, then id descending. */
export const newestMedFirst = (a: MedDispute, b: MedDispute): number =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)

/** A place in the oldest-first order of disputes: where a page of `MedStore.findOwing` ended. */
export type MedCursor = Pick<MedDispute, "createdAt" | "id">

/** The catch-up order: oldest first (created), then id ascending (byte order, as the SQL store's `COLLATE "C"`). */
export const oldestMedFirst = (a: MedCursor, b: MedCursor): number =>
  a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
