import { ChargeStore, LedgerStore, Statement } from "@trilho/domain"
import { Layer } from "effect"
import { ChargeStoreSql, LedgerStoreSql } from "../../src/index.ts"
import { layer as statementSql } from "../../src/StatementSql.ts"
import { describePostgres, layerTestDatabase, type TestDatabaseOptions } from "../../src/testing.ts"
import { statementContract } from "../contracts/StatementContract.ts"

const sql = (options: TestDatabaseOptions) =>
  Layer.mergeAll(statementSql, LedgerStoreSql.layer, ChargeStoreSql.layer).pipe(
    Layer.provideMerge(layerTestDatabase(options))
  )

statementContract(
  "statement: in-memory reference",
  Statement.layerMemory.pipe(Layer.provide(LedgerStore.layerMemory), Layer.provideMerge(ChargeStore.layerMemory))
)
statementContract("statement on PGlite", sql({ backend: "pglite" }))
describePostgres("statement on PostgreSQL", () => {
  statementContract("statement on PostgreSQL", sql({ backend: "postgres", poolSize: 2 }))
})
