import {
  AccountsSql,
  ApiKeysSql,
  JobsSql,
  LedgerStoreSql,
  OutboxSql,
  RateLimiterSql,
  layerFromConfig,
  layerMigrations
} from "@trilho/postgres"
import { Layer } from "effect"

/** The database chosen by configuration, migrated, with every storage port the apps use. */
export const layerStorage = Layer.mergeAll(
  AccountsSql.layer,
  ApiKeysSql.layer,
  JobsSql.layer,
  LedgerStoreSql.layer,
  OutboxSql.layer,
  RateLimiterSql.layer
).pipe(Layer.provideMerge(layerMigrations), Layer.provideMerge(layerFromConfig))
