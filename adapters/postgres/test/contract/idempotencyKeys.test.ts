import { IdempotencyKeys } from "@trilho/domain"
import { Layer } from "effect"
import { layer as sqlLayer } from "../../src/IdempotencyKeysSql.ts"
import { describePostgres, layerTestDatabase } from "../../src/testing.ts"
import { idempotencyKeysContract } from "../contracts/IdempotencyKeysContract.ts"

idempotencyKeysContract("idempotency keys: in-memory reference", IdempotencyKeys.layerMemory)
idempotencyKeysContract(
  "idempotency keys on PGlite",
  sqlLayer.pipe(Layer.provideMerge(layerTestDatabase({ backend: "pglite" })))
)
describePostgres("idempotency keys on PostgreSQL", () => {
  idempotencyKeysContract(
    "idempotency keys on PostgreSQL",
    sqlLayer.pipe(Layer.provideMerge(layerTestDatabase({ backend: "postgres", poolSize: 4 })))
  )
})
