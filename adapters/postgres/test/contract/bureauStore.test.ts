import { layer } from "@effect/vitest"
import { BureauStore } from "@trilho/domain"
import { Layer } from "effect"
import * as BureauStoreSql from "../../src/BureauStoreSql.ts"
import { describePostgres, layerTestDatabase } from "../../src/testing.ts"
import { bureauStoreContract, bureauStoreTests } from "../contracts/BureauStoreContract.ts"

bureauStoreContract("bureau store: in-memory reference", BureauStore.layerMemory)
bureauStoreContract(
  "bureau store on PGlite",
  BureauStoreSql.layer.pipe(Layer.provide(layerTestDatabase({ backend: "pglite" })))
)

describePostgres("bureau store on PostgreSQL", () => {
  layer(BureauStoreSql.layer.pipe(Layer.provideMerge(layerTestDatabase({ backend: "postgres", poolSize: 10 }))), {
    excludeTestServices: true
  })((it) => bureauStoreTests(it))
})
