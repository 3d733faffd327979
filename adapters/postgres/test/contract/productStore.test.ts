import { layer } from "@effect/vitest"
import { ProductStore } from "@trilho/domain"
import { Effect, Layer } from "effect"
import * as ProductStoreSql from "../../src/ProductStoreSql.ts"
import { describePostgres, layerTestDatabase } from "../../src/testing.ts"
import { claimRace, productStoreContract, productStoreTests } from "../contracts/ProductStoreContract.ts"

productStoreContract("product store: in-memory reference", ProductStore.layerMemory)
productStoreContract(
  "product store on PGlite",
  ProductStoreSql.layer.pipe(Layer.provide(layerTestDatabase({ backend: "pglite" })))
)

describePostgres("product store on PostgreSQL", () => {
  layer(ProductStoreSql.layer.pipe(Layer.provideMerge(layerTestDatabase({ backend: "postgres", poolSize: 10 }))), {
    excludeTestServices: true
  })((it) => {
    productStoreTests(it)

    it.effect("100 claims at once over a pool of 10: no line is sold twice, exactly min(100, stock) succeed", () =>
      Effect.gen(function* () {
        const store = yield* ProductStore.ProductStore
        for (const stock of [0, 1, 37, 100, 150]) yield* claimRace(store, 100, stock)
      })
    )
  })
})
