import { layer } from "@effect/vitest"
import { PixAutomatic } from "@trilho/domain"
import { Effect, Layer, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { layerPostgres } from "../../src/Client.ts"
import * as PixAutomaticStoreSql from "../../src/PixAutomaticStoreSql.ts"
import { databaseUrl, describePostgres, layerTestDatabase } from "../../src/testing.ts"
import {
  pixAutomaticStoreContract,
  pixAutomaticStoreTests,
  settleRace
} from "../contracts/PixAutomaticStoreContract.ts"

pixAutomaticStoreContract("PIX Automático store: in-memory reference", PixAutomatic.layerMemory)
pixAutomaticStoreContract(
  "PIX Automático store on PGlite",
  PixAutomaticStoreSql.layer.pipe(Layer.provide(layerTestDatabase({ backend: "pglite" })))
)

describePostgres("PIX Automático store on PostgreSQL", () => {
  layer(PixAutomaticStoreSql.layer.pipe(Layer.provideMerge(layerTestDatabase({ backend: "postgres", poolSize: 10 }))), {
    excludeTestServices: true
  })((it) => {
    pixAutomaticStoreTests(it)

    it.effect("two processes (two pools) moving the same instructions: each moves exactly once", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const rows = yield* sql<{ readonly database: string }>`SELECT current_database() AS database`
        const url = new URL(databaseUrl()!)
        url.pathname = `/${rows[0]!.database}`
        const otherProcess = PixAutomaticStoreSql.layer.pipe(
          Layer.provide(layerPostgres({ url: Redacted.make(url.toString()), poolSize: 10 }))
        )
        const here = yield* PixAutomatic.PixAutomaticStore
        yield* Effect.flatMap(PixAutomatic.PixAutomaticStore, (elsewhere) =>
          Effect.forEach([1, 2, 3], () => settleRace(here, elsewhere))
        ).pipe(Effect.provide(otherProcess))
      })
    )
  })
})
