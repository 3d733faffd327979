import { Context, Effect, Layer, Option } from "effect"
import { nowDate } from "../charges/Common.ts"
import type { AccountId } from "../ledger/Model.ts"
import { Ids, layerCounter } from "../shared/Ids.ts"
import { span } from "../shared/Tracing.ts"
import {
  InvalidProduct,
  type ProductChanged,
  ProductNotFound,
  type ProductSkuTaken,
  type ProductStoreError
} from "./Errors.ts"
import { HtmlSanitizer, layerEscapeAll } from "./HtmlSanitizer.ts"
import * as Store from "./ProductStore.ts"
import { ProductStore } from "./ProductStore.ts"
import {
  productIdPrefix,
  productPageSizeDefault,
  productPageSizeMax,
  type ProductRecord,
  productSearchLengthMax,
  type ProductStatus,
  saleIdLengthMax,
  sellsLines,
  type StockedProduct
} from "./Record.ts"
import {
  checkCreate,
  checkDeliveries,
  checkPrice,
  checkStatus,
  checkText,
  type Problem,
  type ProductChangesInput,
  type ProductFieldsInput
} from "./Request.ts"
import { descriptionLengthMax, nameLengthMax, skuLengthMax } from "./Record.ts"

/** Read-modify-write attempts of one update, at most, when concurrent writers keep winning the compare-and-set. */
export const writeAttemptsMax = 5

/** A list request: page from 1, page size up to `productPageSizeMax`, filters. */
export interface ListProductsInput {
  readonly page?: number | undefined
  readonly pageSize?: number | undefined
  readonly search?: string | undefined
  readonly status?: ProductStatus | undefined
}

type Mutable = { -readonly [K in keyof ProductRecord]: ProductRecord[K] }

/**
 * The record with the requested changes applied and the lines they add, or every problem. An absent field stays;
 * `null` clears `sku`, `description` and `price`; `deliveries` replaces the list, and a TEXT_LINES item's
 * `linesText` adds lines after the stock's (docs/decisions.md, "Products").
 */
export const applyChanges = (
  record: ProductRecord,
  input: ProductChangesInput,
  sanitize: (html: string) => string,
  now: Date
): { readonly next: ProductRecord; readonly lines: ReadonlyArray<string> } | InvalidProduct => {
  const problems: Array<Problem> = []
  const next: Mutable = { ...record, updatedAt: now }
  if (input.name !== undefined) {
    const name = checkText(problems, "name", input.name, nameLengthMax, { required: true })
    if (name !== undefined) next.name = name
  }
  if (input.sku === null) delete next.sku
  else if (input.sku !== undefined) {
    const sku = checkText(problems, "sku", input.sku, skuLengthMax)
    if (sku === undefined) delete next.sku
    else next.sku = sku
  }
  if (input.description === null) delete next.description
  else if (input.description !== undefined) {
    const description = checkText(problems, "description", input.description, descriptionLengthMax, {
      multiline: true
    })
    if (description === undefined) delete next.description
    else next.description = description
  }
  if (input.priceCentavos === null) delete next.priceCentavos
  else if (input.priceCentavos !== undefined) {
    const price = checkPrice(problems, input.priceCentavos)
    if (price !== undefined) next.priceCentavos = price
  }
  const status = checkStatus(problems, input.status)
  if (status !== undefined) next.status = status
  const deliveries = checkDeliveries(problems, input.deliveries, sanitize)
  if (deliveries !== undefined) next.deliveries = deliveries.deliveries
  if (input.deliveries === null) problems.push({ field: "deliveries", message: "deliveries must be a list" })
  if (problems.length > 0) return new InvalidProduct({ problems })
  return { next, lines: deliveries?.lines ?? [] }
}

const hasChanges = (input: ProductChangesInput) => Object.values(input).some((v) => v !== undefined)

/**
 * Products (`/products/*`): create, read, list, update and delete for the merchant; `claimLine` for the checkout,
 * which takes the next unused TEXT_LINES line for a sale (docs/decisions.md, "Products").
 */
export class Products extends Context.Service<Products>()("@trilho/domain/Products", {
  make: Effect.gen(function* () {
    const store = yield* ProductStore
    const ids = yield* Ids
    const sanitizer = yield* HtmlSanitizer

    const require = (accountId: AccountId, id: string) =>
      Effect.flatMap(store.findById(accountId, id), (found) =>
        Option.isSome(found) ? Effect.succeed(found.value) : Effect.fail(new ProductNotFound({ id }))
      )

    /** Checks every field (`InvalidProduct` names every problem), sanitizes `richContent`, stores it with its lines. */
    const create = Effect.fnUntraced(function* (accountId: AccountId, input: ProductFieldsInput) {
      const checked = checkCreate(input, sanitizer.sanitize)
      if (checked instanceof InvalidProduct) return yield* checked
      const now = yield* nowDate
      const record: ProductRecord = {
        id: yield* ids.next(productIdPrefix),
        accountId,
        name: checked.name,
        ...(checked.sku === undefined ? {} : { sku: checked.sku }),
        ...(checked.description === undefined ? {} : { description: checked.description }),
        ...(checked.priceCentavos === undefined ? {} : { priceCentavos: checked.priceCentavos }),
        status: checked.status,
        deliveries: checked.deliveries,
        version: 0,
        createdAt: now,
        updatedAt: now
      }
      return yield* store.insert(record, checked.lines)
    }, span("Products.create"))

    /** The account's product; another account's is `ProductNotFound`. */
    const findById = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
      return yield* require(accountId, id)
    }, span("Products.findById"))

    /** One page of the account's products, newest first, with the page's numbers. */
    const list = Effect.fnUntraced(function* (accountId: AccountId, input: ListProductsInput) {
      const problems: Array<Problem> = []
      const page = input.page ?? 1
      const pageSize = input.pageSize ?? productPageSizeDefault
      if (!Number.isInteger(page) || page < 1) problems.push({ field: "page", message: "page must be 1 or more" })
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > productPageSizeMax)
        problems.push({ field: "pageSize", message: `pageSize must be from 1 to ${productPageSizeMax}` })
      const search = input.search?.trim()
      if (search !== undefined && search.length > productSearchLengthMax)
        problems.push({ field: "search", message: `search has at most ${productSearchLengthMax} characters` })
      if (problems.length > 0) return yield* new InvalidProduct({ problems })
      const found = yield* store.findPage(
        accountId,
        { search: search === "" ? undefined : search, status: input.status },
        { page, pageSize }
      )
      return { ...found, page, pageSize, pages: Math.ceil(found.total / pageSize) }
    }, span("Products.list"))

    /** Applies the changes by compare-and-set, reading again when a concurrent write came first. */
    const update = Effect.fnUntraced(function* (accountId: AccountId, id: string, input: ProductChangesInput) {
      const attempt = (
        left: number
      ): Effect.Effect<
        StockedProduct,
        InvalidProduct | ProductChanged | ProductNotFound | ProductSkuTaken | ProductStoreError
      > =>
        Effect.gen(function* () {
          const stocked = yield* require(accountId, id)
          if (!hasChanges(input)) return stocked
          const now = yield* nowDate
          const changed = applyChanges(stocked.product, input, sanitizer.sanitize, now)
          if (changed instanceof InvalidProduct) return yield* changed
          return yield* store
            .update(changed.next, stocked.product.version, changed.lines)
            .pipe(
              Effect.catchTag("ProductChanged", (e: ProductChanged) => (left > 1 ? attempt(left - 1) : Effect.fail(e)))
            )
        })
      return yield* attempt(writeAttemptsMax)
    }, span("Products.update"))

    /** Deletes the product and its lines; returns it as it was. */
    const remove = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
      const stocked = yield* require(accountId, id)
      yield* store.delete(accountId, id)
      return stocked
    }, span("Products.delete"))

    /**
     * Takes the next unused line of a TEXT_LINES product for `saleId` (the same line again for the same sale);
     * `ProductSoldOut` when none is left.
     */
    const claimLine = Effect.fnUntraced(function* (accountId: AccountId, productId: string, saleId: string) {
      const problems: Array<Problem> = []
      const sale = checkText(problems, "saleId", saleId, saleIdLengthMax, { required: true })
      if (problems.length > 0 || sale === undefined) return yield* new InvalidProduct({ problems })
      const stocked = yield* require(accountId, productId)
      if (!sellsLines(stocked.product)) {
        return yield* new InvalidProduct({
          problems: [{ field: "productId", message: "the product has no TEXT_LINES delivery" }]
        })
      }
      return yield* store.claimLine(accountId, productId, sale, yield* nowDate)
    }, span("Products.claimLine"))

    return { create, findById, list, update, delete: remove, claimLine } as const
  })
}) {
  /** The service over the ports it reads. */
  static readonly Default = Layer.effect(this, this.make)

  /** The service over a memory store, counter ids and the strictest sanitizer; provides the ports too. */
  static readonly Test = Layer.suspend(() =>
    Layer.provideMerge(Products.Default, Layer.mergeAll(Store.layerMemory, layerCounter, layerEscapeAll))
  )
}
