import { BillingCards } from "@trilho/domain"
import { Layer } from "effect"
import * as CardTokenStoreSql from "../../src/CardTokenStoreSql.ts"
import { describePostgres, layerTestDatabase } from "../../src/testing.ts"
import { cardTokenStoreContract } from "../contracts/CardTokenStoreContract.ts"

cardTokenStoreContract("card token store: in-memory reference", BillingCards.layerTokenStoreMemory)
cardTokenStoreContract(
  "card token store on PGlite",
  CardTokenStoreSql.layer.pipe(Layer.provide(layerTestDatabase({ backend: "pglite" })))
)

describePostgres("card token store on PostgreSQL", () => {
  cardTokenStoreContract(
    "card token store on PostgreSQL",
    CardTokenStoreSql.layer.pipe(Layer.provide(layerTestDatabase({ backend: "postgres" })))
  )
})
