import { layer } from "@effect/vitest"
import { Billing } from "@trilho/domain"
import { Layer } from "effect"
import * as SubscriptionStoreSql from "../../src/SubscriptionStoreSql.ts"
import { describePostgres, layerTestDatabase } from "../../src/testing.ts"
import { subscriptionStoreContract, subscriptionStoreTests } from "../contracts/SubscriptionStoreContract.ts"

subscriptionStoreContract("subscription store: in-memory reference", Billing.layerSubscriptionMemory)
subscriptionStoreContract(
  "subscription store on PGlite",
  SubscriptionStoreSql.layer.pipe(Layer.provide(layerTestDatabase({ backend: "pglite" })))
)

describePostgres("subscription store on PostgreSQL", () => {
  layer(SubscriptionStoreSql.layer.pipe(Layer.provideMerge(layerTestDatabase({ backend: "postgres", poolSize: 10 }))), {
    excludeTestServices: true
  })((it) => subscriptionStoreTests(it))
})
