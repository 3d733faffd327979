import { AccountsSql, JobsSql, LedgerStoreSql, OutboxSql, layerFromConfig, layerMigrations } from "@trilho/postgres"
import { Layer } from "effect"

/** The database chosen by configuration, migrated, with every storage port the apps use. */
export const layerStorage = Layer.mergeAll(
  AccountsSql.layer,
  JobsSql.layer,
  LedgerStoreSql.layer,
  OutboxSql.layer
).pipe(Layer.provideMerge(layerMigrations), Layer.provideMerge(layerFromConfig))
