import { expect, layer } from "@effect/vitest"
import { type Ledger, ScheduleStore } from "@trilho/domain"
import { Effect, Layer, Redacted, Result } from "effect"
import { SqlClient } from "effect/sql"
import { layerPostgres } from "../../src/Client.ts"
import * as ScheduleStoreSql from "../../src/ScheduleStoreSql.ts"
import { databaseUrl, describePostgres, layerTestDatabase } from "../../src/testing.ts"
import { claimRace, schedule, scheduleStoreContract, scheduleStoreTests } from "../contracts/ScheduleStoreContract.ts"
import { uid } from "../contracts/fixtures.ts"

scheduleStoreContract("schedule store: in-memory reference", ScheduleStore.layerMemory)
scheduleStoreContract(
  "schedule store on PGlite",
  ScheduleStoreSql.layer.pipe(Layer.provide(layerTestDatabase({ backend: "pglite" })))
)

describePostgres("schedule store on PostgreSQL", () => {
  layer(ScheduleStoreSql.layer.pipe(Layer.provideMerge(layerTestDatabase({ backend: "postgres", poolSize: 10 }))), {
    excludeTestServices: true
  })((it) => {
    scheduleStoreTests(it)

    it.effect("12 concurrent creates against an active maximum of 3: exactly 3 are stored", () =>
      Effect.gen(function* () {
        const store = yield* ScheduleStore.ScheduleStore
        const owner = uid("acc") as Ledger.AccountId
        const results = yield* Effect.all(
          Array.from({ length: 12 }, () => Effect.result(store.insert(schedule(owner), 3))),
          { concurrency: "unbounded" }
        )
        expect(results.filter(Result.isSuccess)).toHaveLength(3)
        expect((yield* store.findManyByAccount(owner, 100)).length).toBe(3)
      })
    )

    it.effect("two processes (two pools) claiming 20 schedules due at the same second claim each exactly once", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const rows = yield* sql<{ readonly database: string }>`SELECT current_database() AS database`
        const url = new URL(databaseUrl()!)
        url.pathname = `/${rows[0]!.database}`
        // A second, separate pool on the same database: another worker process, as far as the server can tell.
        const otherProcess = ScheduleStoreSql.layer.pipe(
          Layer.provide(layerPostgres({ url: Redacted.make(url.toString()), poolSize: 10 }))
        )
        const here = yield* ScheduleStore.ScheduleStore
        yield* Effect.flatMap(ScheduleStore.ScheduleStore, (elsewhere) =>
          Effect.forEach([1, 2, 3, 4, 5], () => claimRace(here, elsewhere))
        ).pipe(Effect.provide(otherProcess))
      })
    )
  })
})
