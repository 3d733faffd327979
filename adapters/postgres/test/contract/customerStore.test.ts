import { CustomerStore } from "@trilho/domain"
import { Layer } from "effect"
import * as CustomerStoreSql from "../../src/CustomerStoreSql.ts"
import { describePostgres, layerTestDatabase } from "../../src/testing.ts"
import { customerStoreContract } from "../contracts/CustomerStoreContract.ts"

customerStoreContract("customer store: in-memory reference", CustomerStore.layerMemory)
customerStoreContract(
  "customer store on PGlite",
  CustomerStoreSql.layer.pipe(Layer.provide(layerTestDatabase({ backend: "pglite" })))
)
describePostgres("customer store on PostgreSQL", () => {
  customerStoreContract(
    "customer store on PostgreSQL",
    CustomerStoreSql.layer.pipe(Layer.provide(layerTestDatabase({ backend: "postgres", poolSize: 10 })))
  )
})
