import { Layer } from "effect"
import * as AccountsSql from "./AccountsSql.ts"
import * as ApiKeysSql from "./ApiKeysSql.ts"
import { layerFromConfig } from "./Client.ts"
import * as JobsSql from "./JobsSql.ts"
import * as LedgerStoreSql from "./LedgerStoreSql.ts"
import * as MedStoreSql from "./MedStoreSql.ts"
import { layerMigrations } from "./Migrations.ts"
import * as NotifierPg from "./NotifierPg.ts"
import * as OutboxSql from "./OutboxSql.ts"
import * as RateLimiterSql from "./RateLimiterSql.ts"
import * as ScheduleStoreSql from "./ScheduleStoreSql.ts"
import * as WebhookDeliveriesSql from "./WebhookDeliveriesSql.ts"
import * as WebhookEndpointsSql from "./WebhookEndpointsSql.ts"

/**
 * The database a process opens: the one configuration names (`DATABASE_URL`, else the embedded PGlite under
 * `TRILHO_DATA_DIR`), migrated, with the storage ports every app's main shares (merchants, API keys, jobs, ledger,
 * notifier, outbox, rate limiter, scheduled transfers, webhook endpoints and deliveries) and its `SqlClient`. One value, so the apps composed
 * into one process (`trilho dev`) open the database once.
 */
export const layerStorageFromConfig = Layer.mergeAll(
  AccountsSql.layer,
  ApiKeysSql.layer,
  JobsSql.layer,
  LedgerStoreSql.layer,
  MedStoreSql.layer,
  NotifierPg.layerFromConfig,
  OutboxSql.layer,
  RateLimiterSql.layer,
  ScheduleStoreSql.layer,
  WebhookDeliveriesSql.layer,
  WebhookEndpointsSql.layer
).pipe(Layer.provideMerge(layerMigrations), Layer.provideMerge(layerFromConfig))
