import { Schema } from "effect"
import { AccountId } from "../ledger/Model.ts"
import { Centavos, toReais } from "../money/Money.ts"
import { Payer } from "../pix/Notices.ts"
import { isId } from "../shared/Ids.ts"
import { PixChargeStatus, TransactionStatus } from "../transactions/Status.ts"

/** The id prefix of PIX charges: `pix_<26 characters>` (see the `Ids` port). */
export const chargeIdPrefix = "pix"

/** A PIX charge (`PIX_IN` transaction) id. */
export const ChargeId = Schema.String.check(
  Schema.makeFilter((s: string) => isId(s, chargeIdPrefix), { message: "not a PIX charge id" })
).pipe(Schema.brand("ChargeId"))
export type ChargeId = typeof ChargeId.Type

/** Characters of a charge description, at most (the spec names no limit). */
export const descriptionLengthMax = 140
/** Characters of a charge's `externalReference`, at most (the subaccount limit of the spec, applied to charges too). */
export const externalReferenceLengthMax = 64
/** Characters of a subaccount id in a request, at most. */
export const subaccountIdLengthMax = 64
/** QR expiry bounds and default, in seconds (spec, Limits). */
export const expirationSecondsMin = 60
export const expirationSecondsMax = 604_800
export const expirationSecondsDefault = 86_400

/** The split of a charge's net to a partner merchant, fixed when the charge is created. */
export const ChargeSplit = Schema.Struct({
  /** The partner merchant (its main ledger account is credited). */
  accountId: AccountId,
  /** The partner's share of the net, in basis points (the API's `splitTax` × 100). */
  bps: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 10_000 })),
  /** The partner's share in centavos: `splitOfNet(net, bps).partnerCentavos`. */
  amountCentavos: Centavos
})
export type ChargeSplit = typeof ChargeSplit.Type

/**
 * A stored PIX charge: the full transaction record of a received PIX. Amounts are fixed at creation (a later price
 * change does not touch a charge already issued):
 * `amountCentavos` (gross, the QR value) = `feeCentavos` + `netCentavos`;
 * `feeCentavos` = `platformFeeCentavos` + `profitCentavos` (the `SUBACCOUNT_PROFIT` of a subaccount charge);
 * `netCentavos` = `split.amountCentavos` + what the receiving account keeps.
 */
export const ChargeRecord = Schema.Struct({
  id: ChargeId,
  accountId: AccountId,
  /** The API key that created the charge: its events go to that key's endpoints and connections. */
  apiKeyId: Schema.optional(Schema.String),
  type: Schema.Literal("PIX_IN"),
  status: PixChargeStatus,
  amountCentavos: Centavos,
  feeCentavos: Centavos,
  netCentavos: Centavos,
  platformFeeCentavos: Centavos,
  profitCentavos: Centavos,
  currency: Schema.Literal("BRL"),
  description: Schema.String,
  externalReference: Schema.optional(Schema.String),
  /** The charge's txid at the network: the id without its prefix (26 letters or digits). */
  txid: Schema.String,
  /** The PIX network's id of the charge (the API's `referenceId`). */
  referenceId: Schema.String,
  /** Set when the deposit is confirmed. */
  endToEndId: Schema.optional(Schema.String),
  /** Who paid, as the network reported it; set when the deposit is confirmed. */
  payer: Schema.optional(Payer),
  /** The payer named in the request (registered with the network), when one was. */
  requestedPayer: Schema.optional(Payer),
  /** The dynamic BR Code (copy and paste). */
  copyPaste: Schema.String,
  /** The BR Code's location, without scheme. */
  locationUrl: Schema.String,
  /** The hosted page of the charge's QR code, under `PAY_URL`. */
  qrcodeUrl: Schema.String,
  expirationSeconds: Schema.Int,
  expiresAt: Schema.Date,
  /** When the network says the payer paid. */
  completedAt: Schema.optional(Schema.Date),
  /** The network's reason, on a FAILED charge. */
  failureReason: Schema.optional(Schema.String),
  subaccountId: Schema.optional(Schema.String),
  split: Schema.optional(ChargeSplit),
  coverFee: Schema.Boolean,
  emitFiscalInvoice: Schema.Boolean,
  /** The canonical text of the request's fields: a repeat with the same `externalReference` must match it. */
  requestFingerprint: Schema.String,
  createdAt: Schema.Date,
  updatedAt: Schema.Date
})
export type ChargeRecord = typeof ChargeRecord.Type

/**
 * The lean transaction record of a received PIX (spec, "Transaction record (lean form)"), as JSON: amounts in reais,
 * timestamps as ISO 8601 text. `accountId`, `provider`, `metadata`, `direction` and `updatedAt` never appear.
 * `qrCodeBase64` is declared for the create response, where the API adds the rendered image.
 * Like every answer schema: optional fields are `optionalKey` (an absent field is left out, never `undefined` or null)
 * and amounts `Finite`, so the OpenAPI document shows plain `T` and `type: number` (Effect 4 documents `optional` as
 * `T | null` and `Number` as also allowing "NaN"/"Infinity").
 */
export const LeanCharge = Schema.Struct({
  id: Schema.String,
  type: Schema.Literal("PIX_IN"),
  status: PixChargeStatus,
  amount: Schema.Finite,
  feeAmount: Schema.Finite,
  netAmount: Schema.Finite,
  currency: Schema.Literal("BRL"),
  description: Schema.String,
  externalReference: Schema.optionalKey(Schema.String),
  referenceId: Schema.String,
  endToEndId: Schema.optionalKey(Schema.String),
  payer: Schema.optionalKey(Payer),
  copyPaste: Schema.optionalKey(Schema.String),
  qrcodeUrl: Schema.optionalKey(Schema.String),
  qrCodeBase64: Schema.optionalKey(Schema.String),
  expiresAt: Schema.optionalKey(Schema.String),
  completedAt: Schema.optionalKey(Schema.String),
  createdAt: Schema.String,
  subaccountId: Schema.optionalKey(Schema.String)
})
export type LeanCharge = typeof LeanCharge.Type

/**
 * Where a lean record goes:
 * - `create`: the create response (QR fields `copyPaste` and `qrcodeUrl`; the API adds `qrCodeBase64`);
 * - `get`: a single read or a list item (`copyPaste` and `qrcodeUrl` while PENDING, never `qrCodeBase64`: the
 *   2026-08-15 change);
 * - `event`: the `data` of an event (no QR field at all).
 */
export type LeanView = "create" | "get" | "event"

/** The QR fields of the lean form; an event payload never carries any of them. */
export const qrFields = ["copyPaste", "qrcodeUrl", "qrCodeBase64"] as const

/** Statuses whose lean form shows `expiresAt`: pending, and expired (CANCELED). */
const showsExpiry = (status: PixChargeStatus) => status === "PENDING" || status === "CANCELED"

/**
 * The lean form of a charge for `view`. `payer` is omitted until the payer is identified, `endToEndId` until the
 * deposit is confirmed, `expiresAt` once the charge is neither pending nor expired.
 */
export const toLean = (record: ChargeRecord, view: LeanView): LeanCharge => {
  const qr = view === "create" || (view === "get" && record.status === "PENDING")
  return {
    id: record.id,
    type: record.type,
    status: record.status,
    amount: toReais(record.amountCentavos),
    feeAmount: toReais(record.feeCentavos),
    netAmount: toReais(record.netCentavos),
    currency: record.currency,
    description: record.description,
    ...(record.externalReference === undefined ? {} : { externalReference: record.externalReference }),
    referenceId: record.referenceId,
    ...(record.endToEndId === undefined ? {} : { endToEndId: record.endToEndId }),
    ...(record.payer === undefined ? {} : { payer: { name: record.payer.name, document: record.payer.document } }),
    ...(qr ? { copyPaste: record.copyPaste, qrcodeUrl: record.qrcodeUrl } : {}),
    ...(showsExpiry(record.status) ? { expiresAt: record.expiresAt.toISOString() } : {}),
    ...(record.completedAt === undefined ? {} : { completedAt: record.completedAt.toISOString() }),
    createdAt: record.createdAt.toISOString(),
    ...(record.subaccountId === undefined ? {} : { subaccountId: record.subaccountId })
  }
}

/** The payload of `GET /payment-pix/status/{id}`: what a client polling for the payment needs, nothing else. */
export const ChargeStatusView = Schema.Struct({
  id: Schema.String,
  status: PixChargeStatus,
  amount: Schema.Finite,
  expiresAt: Schema.String,
  completedAt: Schema.NullOr(Schema.String),
  endToEndId: Schema.optionalKey(Schema.String)
})
export type ChargeStatusView = typeof ChargeStatusView.Type

/** The polling payload of a charge. */
export const toStatusView = (record: ChargeRecord): ChargeStatusView => ({
  id: record.id,
  status: record.status,
  amount: toReais(record.amountCentavos),
  expiresAt: record.expiresAt.toISOString(),
  completedAt: record.completedAt === undefined ? null : record.completedAt.toISOString(),
  ...(record.endToEndId === undefined ? {} : { endToEndId: record.endToEndId })
})

/** Page size of charge lists: default and maximum (spec, Limits). */
export const chargePageSizeDefault = 50
export const chargePageSizeMax = 100
/** Characters of a list `search`, at most. */
export const searchLengthMax = 100

/**
 * Filters of a charge list (spec, `GET /payment-pix/list`): `dateFrom`/`dateTo` bound `createdAt` (both inclusive),
 * `status` is exact (`PROCESSING` matches no charge), `externalReference` exact, `search` a case-insensitive
 * substring of the id, description, external reference, `referenceId` or `endToEndId`.
 */
export interface ChargeListFilters {
  readonly dateFrom?: Date | undefined
  readonly dateTo?: Date | undefined
  readonly status?: TransactionStatus | undefined
  readonly externalReference?: string | undefined
  readonly search?: string | undefined
  readonly subaccountId?: string | undefined
}

/** A page of a list: `page` from 1, `pageSize` 1 to `chargePageSizeMax`. */
export interface PageRequest {
  readonly page: number
  readonly pageSize: number
}

/** One page of charges, newest first (`createdAt` descending, then `id` descending), and the count of all matches. */
export interface ChargePage {
  readonly items: ReadonlyArray<ChargeRecord>
  readonly total: number
}

/** Whether a charge passes the list filters: the reference semantics every `ChargeStore` must match. */
export const matchesFilters = (record: ChargeRecord, filters: ChargeListFilters): boolean =>
  (filters.subaccountId === undefined || record.subaccountId === filters.subaccountId) &&
  matchesCommonFilters(record, filters, [
    record.id,
    record.description,
    record.externalReference,
    record.referenceId,
    record.endToEndId
  ])

/**
 * The filters every transaction list shares, on one record: `dateFrom`/`dateTo` bound `createdAt` (inclusive),
 * `status` and `externalReference` exact, `search` a case-insensitive substring of one of `searchable`.
 */
export const matchesCommonFilters = (
  record: { readonly createdAt: Date; readonly status: string; readonly externalReference?: string | undefined },
  filters: Omit<ChargeListFilters, "subaccountId">,
  searchable: ReadonlyArray<string | undefined>
): boolean => {
  if (filters.dateFrom !== undefined && record.createdAt.getTime() < filters.dateFrom.getTime()) return false
  if (filters.dateTo !== undefined && record.createdAt.getTime() > filters.dateTo.getTime()) return false
  if (filters.status !== undefined && record.status !== filters.status) return false
  if (filters.externalReference !== undefined && record.externalReference !== filters.externalReference) return false
  if (filters.search !== undefined && filters.search !== "") {
    const needle = filters.search.toLowerCase()
    if (!searchable.some((field) => field !== undefined && field.toLowerCase().includes(needle))) return false
  }
  return true
}

/** The list order: newest first, ties by id, descending. */
export const newestFirst = <A extends { readonly id: string; readonly createdAt: Date }>(a: A, b: A): number =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)

/** Whether a charge may still expire: only a PENDING one (paid, failed or expired ones never do). */
export const canExpire = (record: ChargeRecord): boolean => record.status === "PENDING"

/** Whether the expiry pass at `now` expires `record`: it `canExpire` and its `expiresAt` is at or before `now`. */
export const isExpiring = (record: ChargeRecord, now: Date): boolean =>
  canExpire(record) && record.expiresAt.getTime() <= now.getTime()
