import { Schema } from "effect"
import { AccountId } from "../ledger/Model.ts"
import { Centavos } from "../money/Money.ts"

/** The id prefix of products: `prd_<26 characters>`. */
export const productIdPrefix = "prd"

/** Characters of a product's name, at most. */
export const nameLengthMax = 200
/** Characters of a `sku`, at most. */
export const skuLengthMax = 64
/** Characters of a description, at most. */
export const descriptionLengthMax = 2_000
/** Characters of a `redirectUrl`, at most. */
export const redirectUrlLengthMax = 2_048
/** Characters of a `richContent`, at most, before and after sanitizing. */
export const richContentLengthMax = 20_000
/** Characters of one line of a TEXT_LINES stock, at most. */
export const lineLengthMax = 500
/** Lines one create or update may add, at most. */
export const linesPerWriteMax = 10_000
/** Characters of a sale id (the key a claim is idempotent on), at most. */
export const saleIdLengthMax = 64
/** Page size of product lists: default and maximum (spec, Limits). */
export const productPageSizeDefault = 50
export const productPageSizeMax = 100
/** Characters of a list `search`, at most. */
export const productSearchLengthMax = 100

/** A product's commercial status (spec, Product). */
export const ProductStatus = Schema.Literals(["ACTIVE", "INACTIVE"])
export type ProductStatus = typeof ProductStatus.Type

/** The kinds of digital delivery (spec, Product). */
export const DeliveryType = Schema.Literals(["LINK", "TEXT_INFINITE", "TEXT_LINES"])
export type DeliveryType = typeof DeliveryType.Type

/** After payment the buyer is sent to `redirectUrl` (https). */
export const LinkDelivery = Schema.Struct({ type: Schema.Literal("LINK"), redirectUrl: Schema.String })

/** Every buyer reads the same `richContent`: HTML, sanitized when written. */
export const TextInfiniteDelivery = Schema.Struct({
  type: Schema.Literal("TEXT_INFINITE"),
  richContent: Schema.String
})

/** Each buyer gets the next unused line of the product's stock; the lines are stored apart, one row each. */
export const TextLinesDelivery = Schema.Struct({ type: Schema.Literal("TEXT_LINES") })

/** One delivery rule of a product; a product has at most one of each type. */
export const Delivery = Schema.Union([LinkDelivery, TextInfiniteDelivery, TextLinesDelivery])
export type Delivery = typeof Delivery.Type

/**
 * A product. `priceCentavos` absent: sold at an open value (the buyer or the payment link sets it). `version` grows
 * with every write (compare-and-set). The TEXT_LINES stock is not in the record: it is rows of its own (`LineStock`).
 */
export const ProductRecord = Schema.Struct({
  id: Schema.String,
  accountId: AccountId,
  name: Schema.String,
  sku: Schema.optional(Schema.String),
  description: Schema.optional(Schema.String),
  priceCentavos: Schema.optional(Centavos),
  status: ProductStatus,
  deliveries: Schema.Array(Delivery),
  version: Schema.Int,
  createdAt: Schema.Date,
  updatedAt: Schema.Date
})
export type ProductRecord = typeof ProductRecord.Type

/** The counts of a product's TEXT_LINES stock: lines not yet sold, lines sold. */
export interface LineStock {
  readonly available: number
  readonly sold: number
}

/** A product with the counts of its lines, as every read of the store returns it. */
export interface StockedProduct {
  readonly product: ProductRecord
  readonly lines: LineStock
}

/** A line taken for a sale: its position in the stock (oldest first), its text and the sale it went to. */
export interface ClaimedLine {
  readonly productId: string
  readonly lineId: number
  readonly text: string
  readonly saleId: string
}

/** Filters of a product list: `search` a case-insensitive substring of the name or the sku, `status` exact. */
export interface ProductListFilters {
  readonly search?: string | undefined
  readonly status?: ProductStatus | undefined
}

/** Whether the product sells lines (has a TEXT_LINES delivery). */
export const sellsLines = (product: Pick<ProductRecord, "deliveries">): boolean =>
  product.deliveries.some((d) => d.type === "TEXT_LINES")

/** Whether the product is sold out: it sells lines and none is left. A product without TEXT_LINES never is. */
export const isSoldOut = (stocked: StockedProduct): boolean =>
  sellsLines(stocked.product) && stocked.lines.available === 0

/** Whether a product passes the list filters: the reference semantics every `ProductStore` must match. */
export const matchesFilters = (product: ProductRecord, filters: ProductListFilters): boolean => {
  if (filters.status !== undefined && product.status !== filters.status) return false
  if (filters.search === undefined || filters.search === "") return true
  const needle = filters.search.toLowerCase()
  return [product.name, product.sku].some((v) => v !== undefined && v.toLowerCase().includes(needle))
}

/** Newest first, then by id descending: the order of an account's list. */
export const newestFirst = (a: ProductRecord, b: ProductRecord): number =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)
