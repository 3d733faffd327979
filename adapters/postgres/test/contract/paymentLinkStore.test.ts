import { layer } from "@effect/vitest"
import { PaymentLinkStore } from "@trilho/domain"
import { Layer } from "effect"
import * as PaymentLinkStoreSql from "../../src/PaymentLinkStoreSql.ts"
import { describePostgres, layerTestDatabase } from "../../src/testing.ts"
import { paymentLinkStoreContract, paymentLinkStoreTests } from "../contracts/PaymentLinkStoreContract.ts"

paymentLinkStoreContract("payment link store: in-memory reference", PaymentLinkStore.layerMemory)
paymentLinkStoreContract(
  "payment link store on PGlite",
  PaymentLinkStoreSql.layer.pipe(Layer.provide(layerTestDatabase({ backend: "pglite" })))
)

describePostgres("payment link store on PostgreSQL", () => {
  layer(PaymentLinkStoreSql.layer.pipe(Layer.provide(layerTestDatabase({ backend: "postgres", poolSize: 10 }))), {
    excludeTestServices: true
  })((it) => paymentLinkStoreTests(it))
})
