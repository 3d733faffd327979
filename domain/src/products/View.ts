import type { ProductStatus, StockedProduct } from "./Record.ts"
import { isSoldOut } from "./Record.ts"

/** A delivery as responses show it: TEXT_LINES shows the counts of its stock, never the unsold lines. */
export type DeliveryView =
  | { readonly type: "LINK"; readonly redirectUrl: string }
  | { readonly type: "TEXT_INFINITE"; readonly richContent: string }
  | { readonly type: "TEXT_LINES"; readonly linesAvailable: number; readonly linesSold: number }

/** The domain's part of the API's product: the record, the stock counts, `soldOut`. */
export interface ProductView {
  readonly id: string
  readonly name: string
  readonly sku: string | undefined
  readonly description: string | undefined
  readonly priceCentavos: number | undefined
  readonly status: ProductStatus
  readonly deliveries: ReadonlyArray<DeliveryView>
  readonly soldOut: boolean
  readonly createdAt: Date
  readonly updatedAt: Date
}

/** The response view of a product: TEXT_LINES as counts, and `soldOut` when it sells lines and none is left. */
export const toView = (stocked: StockedProduct): ProductView => {
  const { product, lines } = stocked
  return {
    id: product.id,
    name: product.name,
    sku: product.sku,
    description: product.description,
    priceCentavos: product.priceCentavos,
    status: product.status,
    deliveries: product.deliveries.map((d): DeliveryView =>
      d.type === "TEXT_LINES" ? { type: d.type, linesAvailable: lines.available, linesSold: lines.sold } : d
    ),
    soldOut: isSoldOut(stocked),
    createdAt: product.createdAt,
    updatedAt: product.updatedAt
  }
}
