import { Schema } from "effect"
import { SubaccountSurcharge } from "../fees/Model.ts"
import { AccountId } from "../ledger/Model.ts"
import { Limits } from "../limits/Model.ts"
import { Centavos } from "../money/Money.ts"
import { LockMode, SubaccountLifecycle } from "./Machine.ts"

/** The id prefix of a subaccount: `sub_<26 characters>`; its ledger account is `sub:<id>`. */
export const subaccountIdPrefix = "sub"
/** The id prefix of a balance move between the main account and a subaccount, or between two subaccounts. */
export const subaccountMoveIdPrefix = "sbm"

/** Characters of a subaccount's `externalReference`, at most (spec, Limits). */
export const subaccountExternalReferenceLengthMax = 64
/** Characters of a name (full name, company name, display name), at most. */
export const subaccountNameLengthMax = 200
/** Characters of a PJ's site, at most. */
export const subaccountSiteLengthMax = 300
/** Characters of a move's description, at most. */
export const subaccountMoveDescriptionLengthMax = 140
/** Bytes of a PJ's proof document, at most (5 MB, the spec's limit on files elsewhere). */
export const subaccountDocumentBytesMax = 5 * 1024 * 1024
/** Content types a proof document may have. */
export const subaccountDocumentContentTypes = ["application/pdf", "image/jpeg", "image/png", "image/webp"] as const

/** Physical person (`PF`) or legal entity (`PJ`). */
export const PersonType = Schema.Literals(["PF", "PJ"])
export type PersonType = typeof PersonType.Type

/** What is kept of a PJ's proof document besides its bytes: name, type, size, SHA-256 (hex). */
export const SubaccountDocument = Schema.Struct({
  fileName: Schema.String,
  contentType: Schema.String,
  sizeBytes: Schema.Int,
  sha256: Schema.String
})
export type SubaccountDocument = typeof SubaccountDocument.Type

/**
 * A subaccount of merchant `accountId`: a logical wallet with its own ledger account (`sub:<id>`). `name` is the
 * display name (the company name of a PJ, else the full name at create; update renames it). `status` DELETED is the
 * soft delete (read as not found). `lockMode` null is normal mode. `limits` bound its PIX debits; `surcharge` is added
 * on top of the main account's PIX fees. `requestFingerprint` is the create body's canonical text, so that a repeated
 * create with the same `externalReference` is told apart from a different one.
 */
export const SubaccountRecord = Schema.Struct({
  id: Schema.String,
  accountId: AccountId,
  externalReference: Schema.String,
  name: Schema.String,
  personType: PersonType,
  fullName: Schema.String,
  /** Eleven digits. */
  cpf: Schema.String,
  /** `YYYY-MM-DD`. */
  birthDate: Schema.String,
  /** Eight digits (CEP). */
  postalCode: Schema.String,
  /** Fourteen digits; PJ only. */
  cnpj: Schema.optional(Schema.String),
  companyName: Schema.optional(Schema.String),
  site: Schema.optional(Schema.String),
  document: Schema.optional(SubaccountDocument),
  status: SubaccountLifecycle,
  lockMode: Schema.NullOr(LockMode),
  limits: Limits,
  surcharge: SubaccountSurcharge,
  requestFingerprint: Schema.String,
  createdAt: Schema.Date,
  updatedAt: Schema.Date
})
export type SubaccountRecord = typeof SubaccountRecord.Type

/** The kinds of balance move: main → sub, sub → main, sub → sub. */
export const SubaccountMoveKind = Schema.Literals(["ADD_BALANCE", "REMOVE_BALANCE", "TRANSFER"])
export type SubaccountMoveKind = typeof SubaccountMoveKind.Type

/**
 * One balance move of merchant `accountId`: `ADD_BALANCE` (main account → `toSubaccountId`), `REMOVE_BALANCE`
 * (`fromSubaccountId` → main account) or `TRANSFER` (`fromSubaccountId` → `toSubaccountId`). Its journal entry is
 * `entryId` (kind `SUBACCOUNT_MOVE`). Idempotent by `externalReference` (unique per account).
 */
export const SubaccountMoveRecord = Schema.Struct({
  id: Schema.String,
  accountId: AccountId,
  kind: SubaccountMoveKind,
  fromSubaccountId: Schema.optional(Schema.String),
  toSubaccountId: Schema.optional(Schema.String),
  amountCentavos: Centavos,
  description: Schema.optional(Schema.String),
  externalReference: Schema.optional(Schema.String),
  requestFingerprint: Schema.String,
  entryId: Schema.String,
  createdAt: Schema.Date
})
export type SubaccountMoveRecord = typeof SubaccountMoveRecord.Type

/** List filters of `GET /subaccount/list`: an exact status (DELETED is never listed). */
export interface SubaccountListFilters {
  readonly status?: "ACTIVE" | "DISABLED" | undefined
}

/** Whether a subaccount is live: not DELETED. Only live ones are listed, found by reference or hold a reference. */
export const isLive = (record: Pick<SubaccountRecord, "status">): boolean => record.status !== "DELETED"

/**
 * Whether `record` takes the `externalReference` of `candidate` in its account: both of one account and `record`
 * live (`isLive`). An `externalReference` is unique among an account's live subaccounts; a deleted one frees it.
 */
export const holdsReference = (
  record: Pick<SubaccountRecord, "accountId" | "status" | "externalReference">,
  candidate: Pick<SubaccountRecord, "accountId" | "externalReference">
): boolean =>
  isLive(record) && record.accountId === candidate.accountId && record.externalReference === candidate.externalReference

/** The list order: newest first, ties by id descending. */
export const newestSubaccountFirst = (a: SubaccountRecord, b: SubaccountRecord): number =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)

/** No surcharge: the subaccount pays exactly its main account's fees. */
export const surchargeZero: SubaccountRecord["surcharge"] = {
  pixIn: { percentBps: 0, fixedCentavos: 0 },
  pixOut: { percentBps: 0, fixedCentavos: 0 }
}
