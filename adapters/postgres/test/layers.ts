import { Accounts, ApiKeys, ChargeStore, Jobs, LedgerStore, Outbox, RateLimiter, Transactor } from "@trilho/domain"
import { Layer } from "effect"
import {
  AccountsSql,
  ApiKeysSql,
  ChargeStoreSql,
  JobsSql,
  LedgerStoreSql,
  OutboxSql,
  RateLimiterSql,
  TransactorSql
} from "../src/index.ts"
import { layerTestDatabase, type TestDatabaseOptions } from "../src/testing.ts"

/** The domain's in-memory stores. */
export const memoryStorage = Layer.mergeAll(
  Outbox.layerMemory,
  Jobs.layerMemory,
  ApiKeys.layerMemory,
  RateLimiter.layerMemory,
  // The memory charge store enlists in the memory transactor, so memory transactions roll it back.
  ChargeStore.layerMemory.pipe(Layer.provideMerge(Transactor.layerMemory)),
  Accounts.layerMemory.pipe(Layer.provideMerge(LedgerStore.layerMemory))
)

/** The SQL stores over one migrated test database, which stays in the context for SQL-level checks. */
export const sqlStorage = (options: TestDatabaseOptions) =>
  Layer.mergeAll(
    LedgerStoreSql.layer,
    OutboxSql.layer,
    JobsSql.layer,
    AccountsSql.layer,
    ApiKeysSql.layer,
    RateLimiterSql.layer,
    ChargeStoreSql.layer,
    TransactorSql.layer
  ).pipe(Layer.provideMerge(layerTestDatabase(options)))
