import { Money, Products, SandboxClock } from "@trilho/domain"
import { Effect, Result } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { currentAccountId } from "../auth/Authentication.ts"
import { ok, pageData } from "../http/Envelope.ts"
import { envelopeErrors } from "../http/Failures.ts"
import { fromLayer } from "../http/Handlers.ts"
import type { AppServices } from "../Layers.ts"
import type { CreateProductBody, Product, UpdateProductBody } from "./ProductsApi.ts"

/** Centavos of an amount the body schema already checked (NaN, which the domain refuses, if it were not). */
const cents = (reais: number): number => {
  const parsed = Money.parseReais(reais)
  return Result.isSuccess(parsed) ? parsed.success : Number.NaN
}

/** A product as the API shows it. */
export const toProduct = (stocked: Products.StockedProduct): Product => {
  const view = Products.toView(stocked)
  return {
    id: view.id,
    name: view.name,
    ...(view.sku === undefined ? {} : { sku: view.sku }),
    ...(view.description === undefined ? {} : { description: view.description }),
    ...(view.priceCentavos === undefined ? {} : { price: Money.toReais(view.priceCentavos) }),
    status: view.status,
    deliveries: view.deliveries,
    soldOut: view.soldOut,
    createdAt: view.createdAt.toISOString(),
    updatedAt: view.updatedAt.toISOString()
  }
}

/** The body as the domain reads it: the price in centavos (`null` kept: it clears the price). */
const fieldsOf = (body: typeof CreateProductBody.Type | typeof UpdateProductBody.Type) => {
  const { price, ...rest } = body
  return { ...rest, ...(price === undefined ? {} : { priceCentavos: price === null ? null : cents(price) }) }
}

/** Handlers of `/v1/products/*`; time is the sandbox clock's. */
export const ProductsLive = HttpApiBuilder.group(TrilhoApi, "products", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "create",
        provide(({ payload }) =>
          Effect.gen(function* () {
            const products = yield* Products.Products
            const created = yield* envelopeErrors(products.create(yield* currentAccountId, fieldsOf(payload)))
            return yield* ok(toProduct(created), "product created")
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
      .handle(
        "get",
        provide(({ params }) =>
          Effect.gen(function* () {
            const products = yield* Products.Products
            return yield* ok(toProduct(yield* envelopeErrors(products.findById(yield* currentAccountId, params.id))))
          })
        )
      )
      .handle(
        "list",
        provide(({ query }) =>
          Effect.gen(function* () {
            const products = yield* Products.Products
            const page = yield* envelopeErrors(products.list(yield* currentAccountId, query))
            return yield* ok(pageData(page, page.items.map(toProduct)))
          })
        )
      )
      .handle(
        "update",
        provide(({ params, payload }) =>
          Effect.gen(function* () {
            const products = yield* Products.Products
            const updated = yield* envelopeErrors(
              products.update(yield* currentAccountId, params.id, fieldsOf(payload))
            )
            return yield* ok(toProduct(updated), "product updated")
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
      .handle(
        "delete",
        provide(({ params }) =>
          Effect.gen(function* () {
            const products = yield* Products.Products
            const deleted = yield* envelopeErrors(products.delete(yield* currentAccountId, params.id))
            return yield* ok(toProduct(deleted), "product deleted")
          })
        )
      )
  )
)
