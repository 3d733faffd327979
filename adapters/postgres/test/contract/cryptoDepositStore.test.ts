import { layer } from "@effect/vitest"
import { CryptoDeposits } from "@trilho/domain"
import { Layer } from "effect"
import * as CryptoDepositStoreSql from "../../src/CryptoDepositStoreSql.ts"
import { describePostgres, layerTestDatabase } from "../../src/testing.ts"
import { cryptoDepositStoreContract, cryptoDepositStoreTests } from "../contracts/CryptoDepositStoreContract.ts"

cryptoDepositStoreContract("crypto deposit store: in-memory reference", CryptoDeposits.layerMemory)
cryptoDepositStoreContract(
  "crypto deposit store on PGlite",
  CryptoDepositStoreSql.layer.pipe(Layer.provide(layerTestDatabase({ backend: "pglite" })))
)

describePostgres("crypto deposit store on PostgreSQL", () => {
  layer(
    CryptoDepositStoreSql.layer.pipe(Layer.provideMerge(layerTestDatabase({ backend: "postgres", poolSize: 10 }))),
    { excludeTestServices: true }
  )((it) => cryptoDepositStoreTests(it))
})
