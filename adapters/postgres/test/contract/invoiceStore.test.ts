import { layer } from "@effect/vitest"
import { InvoiceStore } from "@trilho/domain"
import { Layer } from "effect"
import * as InvoiceStoreSql from "../../src/InvoiceStoreSql.ts"
import { describePostgres, layerTestDatabase } from "../../src/testing.ts"
import { invoiceStoreContract, invoiceStoreTests } from "../contracts/InvoiceStoreContract.ts"

invoiceStoreContract("invoice store: in-memory reference", InvoiceStore.layerMemory)
invoiceStoreContract(
  "invoice store on PGlite",
  InvoiceStoreSql.layer.pipe(Layer.provide(layerTestDatabase({ backend: "pglite" })))
)

describePostgres("invoice store on PostgreSQL", () => {
  layer(InvoiceStoreSql.layer.pipe(Layer.provideMerge(layerTestDatabase({ backend: "postgres", poolSize: 10 }))), {
    excludeTestServices: true
  })((it) => invoiceStoreTests(it))
})
