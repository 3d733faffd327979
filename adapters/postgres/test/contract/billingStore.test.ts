import { layer } from "@effect/vitest"
import { Billing } from "@trilho/domain"
import { Layer } from "effect"
import * as BillingStoreSql from "../../src/BillingStoreSql.ts"
import { describePostgres, layerTestDatabase } from "../../src/testing.ts"
import { billingStoreContract, billingStoreTests } from "../contracts/BillingStoreContract.ts"

billingStoreContract("billing store: in-memory reference", Billing.layerMemory)
billingStoreContract(
  "billing store on PGlite",
  BillingStoreSql.layer.pipe(Layer.provide(layerTestDatabase({ backend: "pglite" })))
)

describePostgres("billing store on PostgreSQL", () => {
  layer(BillingStoreSql.layer.pipe(Layer.provideMerge(layerTestDatabase({ backend: "postgres", poolSize: 10 }))), {
    excludeTestServices: true
  })((it) => billingStoreTests(it))
})
