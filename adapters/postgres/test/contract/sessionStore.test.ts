import { layer } from "@effect/vitest"
import { SessionStore } from "@trilho/domain"
import { Layer } from "effect"
import * as SessionStoreSql from "../../src/SessionStoreSql.ts"
import { describePostgres, layerTestDatabase } from "../../src/testing.ts"
import { sessionStoreContract, sessionStoreTests } from "../contracts/SessionStoreContract.ts"

sessionStoreContract("session store: in-memory reference", SessionStore.layerMemory)
sessionStoreContract(
  "session store on PGlite",
  SessionStoreSql.layer.pipe(Layer.provide(layerTestDatabase({ backend: "pglite" })))
)

describePostgres("session store on PostgreSQL", () => {
  layer(SessionStoreSql.layer.pipe(Layer.provideMerge(layerTestDatabase({ backend: "postgres", poolSize: 4 }))), {
    excludeTestServices: true
  })((it) => sessionStoreTests(it))
})
