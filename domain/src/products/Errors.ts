import { Schema } from "effect"

/**
 * Errors of the product use cases. None carries HTTP knowledge; the API's table (`apps/api/src/http/ErrorCodes.ts`)
 * gives each its status and code.
 */

/** A create or update request with refused fields: every problem, each with its field path. */
export class InvalidProduct extends Schema.TaggedError<InvalidProduct>()("InvalidProduct", {
  problems: Schema.Array(Schema.Struct({ field: Schema.String, message: Schema.String }))
}) {
  /** Every problem, each with its field's path unless its words already start with the field's name. */
  override get message(): string {
    return this.problems
      .map((p) => {
        const name = p.field.split(".").pop() ?? p.field
        return p.message.startsWith(`${name} `)
          ? `${p.field}: ${p.message.slice(name.length + 1)}`
          : `${p.field}: ${p.message}`
      })
      .join("; ")
  }
}

/** No product of this account has this id (another account's product is not found either). */
export class ProductNotFound extends Schema.TaggedError<ProductNotFound>()("ProductNotFound", {
  id: Schema.String
}) {
  override get message(): string {
    return `no product ${this.id}`
  }
}

/** Another product of the same account already has this `sku`. */
export class ProductSkuTaken extends Schema.TaggedError<ProductSkuTaken>()("ProductSkuTaken", {
  sku: Schema.String
}) {
  override get message(): string {
    return `another product of this account has the sku ${this.sku}`
  }
}

/** The product's TEXT_LINES stock is empty: no line is left for a new sale. */
export class ProductSoldOut extends Schema.TaggedError<ProductSoldOut>()("ProductSoldOut", {
  id: Schema.String
}) {
  override get message(): string {
    return `product ${this.id} is sold out: no unused line is left`
  }
}

/** A compare-and-set found another version: a concurrent write came first. The use cases read again and retry. */
export class ProductChanged extends Schema.TaggedError<ProductChanged>()("ProductChanged", {
  id: Schema.String,
  expectedVersion: Schema.Number
}) {}

/** The storage behind the products failed (connection lost, timeout). Nothing is known to have been written. */
export class ProductStoreError extends Schema.TaggedError<ProductStoreError>()("ProductStoreError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}
