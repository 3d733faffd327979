import { Schema } from "effect"
import { AccountId } from "../ledger/Model.ts"
import { Centavos } from "../money/Money.ts"
import { brCodeAmountMaxCentavos } from "../pix/BrCodeModel.ts"

/** The id prefix of payment links: `plk_<26 characters>`. */
export const paymentLinkIdPrefix = "plk"

/** Characters of a link's name, at most. */
export const nameLengthMax = 200
/** Characters of a link's description, at most. */
export const descriptionLengthMax = 2_000
/** Products a link may sell, at most. */
export const productIdsMax = 20
/** Characters of one product id a request names, at most (longer is no product id). */
export const productIdLengthMax = 64
/** Page size of link lists: default and maximum (spec, Limits). */
export const paymentLinkPageSizeDefault = 50
export const paymentLinkPageSizeMax = 100
/** Characters of a list `search`, at most. */
export const paymentLinkSearchLengthMax = 100

/**
 * A link's fixed amount, at least and at most: the bounds of a PIX charge (a positive amount whose QR can carry it,
 * `brCodeAmountMaxCentavos`), since every link can be paid by PIX.
 */
export const fixedAmountMinCentavos = 1
export const fixedAmountMaxCentavos = brCodeAmountMaxCentavos

/** The ways a buyer may pay a link at checkout (spec, "Payment link and checkout session"). */
export const CheckoutMethod = Schema.Literals(["PIX", "CRYPTO", "CARD"])
export type CheckoutMethod = typeof CheckoutMethod.Type

/** Every checkout method, in the order the API lists them. */
export const checkoutMethods: ReadonlyArray<CheckoutMethod> = CheckoutMethod.literals

/**
 * What the checkout does with the payer as a customer of the store:
 * - `NONE`: keeps no customer;
 * - `CREATE`: creates a customer when no live customer of the account has the payer's document, and leaves an
 *   existing one unchanged;
 * - `CREATE_OR_UPDATE` (the default): creates one, or updates the existing one's name, e-mail and phone.
 */
export const CustomerMode = Schema.Literals(["NONE", "CREATE", "CREATE_OR_UPDATE"])
export type CustomerMode = typeof CustomerMode.Type

/** The `customerMode` of a link whose request names none. */
export const customerModeDefault: CustomerMode = "CREATE_OR_UPDATE"

/** Whether a link can be paid (`ACTIVE`) or not (`INACTIVE`: its page and checkout refuse it). */
export const PaymentLinkStatus = Schema.Literals(["ACTIVE", "INACTIVE"])
export type PaymentLinkStatus = typeof PaymentLinkStatus.Type

/**
 * A payment link: a hosted page (`<PAY_URL>/l/<id>`) where buyers pay the merchant by one of `allowedMethods`.
 * `fixedAmountCentavos` absent: the buyer chooses the value. `productIds` were live ACTIVE products of the account
 * when written. `version` grows with every write (compare-and-set). A deleted link keeps its row with `deletedAt`:
 * the merchant's routes no longer find it, checkout sessions still point at it.
 */
export const PaymentLinkRecord = Schema.Struct({
  id: Schema.String,
  accountId: AccountId,
  name: Schema.String,
  description: Schema.optional(Schema.String),
  allowedMethods: Schema.Array(CheckoutMethod),
  fixedAmountCentavos: Schema.optional(Centavos),
  productIds: Schema.Array(Schema.String),
  customerMode: CustomerMode,
  status: PaymentLinkStatus,
  version: Schema.Int,
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
  deletedAt: Schema.optional(Schema.Date)
})
export type PaymentLinkRecord = typeof PaymentLinkRecord.Type

/** Filters of a link list: `search` a case-insensitive substring of the name, `status` exact. */
export interface PaymentLinkListFilters {
  readonly search?: string | undefined
  readonly status?: PaymentLinkStatus | undefined
}

/** Whether the link is live: not deleted. Every read but a checkout session's sees live links only. */
export const isLive = (record: Pick<PaymentLinkRecord, "deletedAt">): boolean => record.deletedAt === undefined

/** Whether a live link passes the list filters: the reference semantics every `PaymentLinkStore` must match. */
export const matchesFilters = (record: PaymentLinkRecord, filters: PaymentLinkListFilters): boolean => {
  if (!isLive(record)) return false
  if (filters.status !== undefined && record.status !== filters.status) return false
  if (filters.search === undefined || filters.search === "") return true
  return record.name.toLowerCase().includes(filters.search.toLowerCase())
}

/** Newest first, then by id descending: the order of an account's list. */
export const newestFirst = (a: PaymentLinkRecord, b: PaymentLinkRecord): number =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)
