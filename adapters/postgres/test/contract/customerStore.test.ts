import { expect, layer } from "@effect/vitest"
import { Customers, CustomerStore, Ids, type Ledger } from "@trilho/domain"
import { Effect, Layer, Result } from "effect"
import * as CustomerStoreSql from "../../src/CustomerStoreSql.ts"
import { describePostgres, layerTestDatabase } from "../../src/testing.ts"
import { customerStoreContract } from "../contracts/CustomerStoreContract.ts"
import { uid } from "../contracts/fixtures.ts"

customerStoreContract("customer store: in-memory reference", CustomerStore.layerMemory)
customerStoreContract(
  "customer store on PGlite",
  CustomerStoreSql.layer.pipe(Layer.provide(layerTestDatabase({ backend: "pglite" })))
)

describePostgres("customer store on PostgreSQL", () => {
  const store = CustomerStoreSql.layer.pipe(Layer.provide(layerTestDatabase({ backend: "postgres", poolSize: 10 })))
  customerStoreContract("customer store on PostgreSQL", store)

  layer(Layer.provideMerge(Customers.Customers.Default, Layer.merge(store, Ids.layerCounter)), {
    excludeTestServices: true
  })("customers on PostgreSQL", (it) => {
    it.effect(
      "20 concurrent upserts of one document, on 10 connections, make one customer; a loser of the compare-and-set may be told to retry",
      () =>
        Effect.gen(function* () {
          const customers = yield* Customers.Customers
          const owner = uid("acc") as Ledger.AccountId
          const results = yield* Effect.all(
            Array.from({ length: 20 }, (_, i) =>
              Effect.result(
                customers.upsertByDocument(owner, {
                  name: `Maria ${i}`,
                  email: "maria@example.com",
                  document: "529.982.247-25"
                })
              )
            ),
            { concurrency: "unbounded" }
          )
          const done = results.filter(Result.isSuccess).map((r) => r.success)
          const refused = results.filter(Result.isFailure).map((r) => r.failure._tag)
          // Past `updateAttemptsMax` lost rounds an update answers CONCURRENT_UPDATE (409, retry); never a second customer.
          expect(new Set(refused)).toStrictEqual(new Set(refused.length === 0 ? [] : ["CustomerChanged"]))
          expect(done.filter((r) => r.created)).toHaveLength(1)
          expect(new Set(done.map((r) => r.customer.id)).size).toBe(1)
          const stored = yield* customers.findManyByAccount(owner, {})
          expect(stored.total).toBe(1)
          expect(stored.items[0]!.name).toMatch(/^Maria \d+$/)
        })
    )
  })
})
