import { layer } from "@effect/vitest"
import { RechargeStore } from "@trilho/domain"
import { Layer } from "effect"
import * as RechargeStoreSql from "../../src/RechargeStoreSql.ts"
import { describePostgres, layerTestDatabase } from "../../src/testing.ts"
import { rechargeStoreContract, rechargeStoreTests } from "../contracts/RechargeStoreContract.ts"

rechargeStoreContract("recharge store: in-memory reference", RechargeStore.layerMemory)
rechargeStoreContract(
  "recharge store on PGlite",
  RechargeStoreSql.layer.pipe(Layer.provide(layerTestDatabase({ backend: "pglite" })))
)

describePostgres("recharge store on PostgreSQL", () => {
  layer(RechargeStoreSql.layer.pipe(Layer.provideMerge(layerTestDatabase({ backend: "postgres", poolSize: 10 }))), {
    excludeTestServices: true
  })((it) => rechargeStoreTests(it))
})
