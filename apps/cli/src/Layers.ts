import {
  AccountsSql,
  ApiKeysSql,
  JobsSql,
  LedgerStoreSql,
  NotifierPg,
  OutboxSql,
  RateLimiterSql,
  layerFromConfig,
  layerMigrations
} from "@trilho/postgres"
import * as WebhookDeliveriesSql from "@trilho/postgres/WebhookDeliveriesSql"
import * as WebhookEndpointsSql from "@trilho/postgres/WebhookEndpointsSql"
import { Layer } from "effect"

/** The database chosen by configuration, migrated, with every storage port the apps use. */
export const layerStorage = Layer.mergeAll(
  AccountsSql.layer,
  ApiKeysSql.layer,
  JobsSql.layer,
  LedgerStoreSql.layer,
  NotifierPg.layerFromConfig,
  OutboxSql.layer,
  RateLimiterSql.layer,
  WebhookDeliveriesSql.layer,
  WebhookEndpointsSql.layer
).pipe(Layer.provideMerge(layerMigrations), Layer.provideMerge(layerFromConfig))
