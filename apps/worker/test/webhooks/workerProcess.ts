/**
 * A webhook worker process for the crash test: dispatcher and sender over the PostgreSQL database of `DATABASE_URL`,
 * with the worker id `WORKER_ID`. Run with tsx; killed by the test.
 */
import { NodeRuntime } from "@effect/platform-node"
import { Ids } from "@trilho/domain"
import { NodeCrypto } from "@trilho/node"
import { layerPostgres, NotifierPg, OutboxSql, TransactorSql } from "@trilho/postgres"
import { WebhookDeliveriesSql } from "@trilho/postgres"
import { WebhookEndpointsSql } from "@trilho/postgres"
import { Layer, Redacted } from "effect"
import * as Webhooks from "../../src/webhooks/Webhooks.ts"

const worker = Webhooks.layer(process.env.WORKER_ID ?? `worker-${process.pid}`).pipe(
  Layer.provide(Webhooks.WebhookSignals.layer),
  Layer.provide(
    Layer.mergeAll(
      OutboxSql.layer,
      TransactorSql.layer,
      WebhookDeliveriesSql.layer,
      WebhookEndpointsSql.layer,
      NotifierPg.layer,
      Ids.layer.pipe(Layer.provideMerge(NodeCrypto.layer))
    )
  ),
  Layer.provide(
    layerPostgres({ url: Redacted.make(process.env.DATABASE_URL!), poolSize: 3, applicationName: "trilho-test-worker" })
  )
)

NodeRuntime.runMain(Layer.launch(worker))
