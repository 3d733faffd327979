import { Products } from "@trilho/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody } from "../auth/BodyRules.ts"
import { Amount } from "../http/Amounts.ts"
import { Envelope, Page } from "../http/Envelope.ts"
import { BadRequest, Conflict, NotFound, ServiceUnavailable } from "../http/Errors.ts"
import { FilterText, PageNumber, PageSize } from "../http/QueryParams.ts"

/** One delivery of a create or update body; the domain checks that each type has its own field and no other's. */
export const DeliveryBody = StrictBody({
  type: Products.DeliveryType,
  redirectUrl: Schema.optionalKey(Schema.String.annotate({ description: "LINK: an https URL shown after payment." })),
  richContent: Schema.optionalKey(
    Schema.String.annotate({ description: "TEXT_INFINITE: rich text (HTML), sanitized when written." })
  ),
  linesText: Schema.optionalKey(
    Schema.String.annotate({
      description: "TEXT_LINES: one line per sale (codes, keys). On update, the lines are added to the stock."
    })
  )
})

const Deliveries = Schema.Array(DeliveryBody).annotate({
  description: "Digital delivery rules: at most one of each type (LINK, TEXT_INFINITE, TEXT_LINES)."
})

/** `POST /products/create` body (spec, Product). */
export const CreateProductBody = StrictBody({
  name: Schema.String,
  sku: Schema.optionalKey(Schema.String.annotate({ description: "Unique among the account's products." })),
  description: Schema.optionalKey(Schema.String),
  price: Schema.optionalKey(Amount.annotate({ description: "Reais; omit to sell at an open value." })),
  status: Schema.optionalKey(Products.ProductStatus),
  deliveries: Schema.optionalKey(Deliveries)
})

/**
 * `PATCH /products/update/{id}` body: the fields to change; `null` clears `sku`, `description` or `price`;
 * `deliveries` replaces the list, and a TEXT_LINES item's `linesText` adds lines to the stock.
 */
export const UpdateProductBody = StrictBody({
  name: Schema.optionalKey(Schema.String),
  sku: Schema.optionalKey(Schema.NullOr(Schema.String)),
  description: Schema.optionalKey(Schema.NullOr(Schema.String)),
  price: Schema.optionalKey(Schema.NullOr(Amount)),
  status: Schema.optionalKey(Products.ProductStatus),
  deliveries: Schema.optionalKey(Deliveries)
})

/** A delivery as the API shows it: TEXT_LINES shows its stock's counts, never the lines. */
export const DeliveryView = Schema.Union([
  Schema.Struct({ type: Schema.Literal("LINK"), redirectUrl: Schema.String }),
  Schema.Struct({ type: Schema.Literal("TEXT_INFINITE"), richContent: Schema.String }),
  Schema.Struct({ type: Schema.Literal("TEXT_LINES"), linesAvailable: Schema.Int, linesSold: Schema.Int })
])

/** The product as the API shows it, the price in reais. */
export const Product = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  sku: Schema.optionalKey(Schema.String),
  description: Schema.optionalKey(Schema.String),
  price: Schema.optionalKey(Schema.Finite.annotate({ description: "Reais; absent: sold at an open value." })),
  status: Products.ProductStatus,
  deliveries: Schema.Array(DeliveryView),
  soldOut: Schema.Boolean.annotate({ description: "True when the product sells TEXT_LINES and none is left." }),
  createdAt: Schema.String,
  updatedAt: Schema.String
})
export type Product = typeof Product.Type

/** `GET /products/list` query. */
export const ProductListQuery = Schema.Struct({
  page: Schema.optionalKey(PageNumber),
  pageSize: Schema.optionalKey(PageSize(Products.productPageSizeMax)),
  search: Schema.optionalKey(
    FilterText(Products.productSearchLengthMax, "Case-insensitive substring of the product's name or sku.")
  ),
  status: Schema.optionalKey(Products.ProductStatus)
})

const IdPath = Schema.Struct({ id: Schema.String })
const errors = [BadRequest, NotFound, Conflict, ServiceUnavailable] as const

/** Products (`/products/*`), each route behind the permission of its name; another account's product is a 404. */
export class ProductsGroup extends HttpApiGroup.make("products")
  .add(
    HttpApiEndpoint.post("create", "/products/create", {
      payload: CreateProductBody,
      success: Envelope(Product),
      error: errors
    }).pipe(permission("products/create"))
  )
  .add(
    HttpApiEndpoint.get("get", "/products/get/:id", {
      params: IdPath,
      success: Envelope(Product),
      error: errors
    }).pipe(permission("products/get"))
  )
  .add(
    HttpApiEndpoint.get("list", "/products/list", {
      query: ProductListQuery,
      success: Envelope(Page(Product)),
      error: errors
    }).pipe(permission("products/list"))
  )
  .add(
    HttpApiEndpoint.patch("update", "/products/update/:id", {
      params: IdPath,
      payload: UpdateProductBody,
      success: Envelope(Product),
      error: errors
    }).pipe(permission("products/update"))
  )
  .add(
    HttpApiEndpoint.delete("delete", "/products/delete/:id", {
      params: IdPath,
      success: Envelope(Product),
      error: errors
    }).pipe(permission("products/delete"))
  )
  .middleware(Authentication) {}
