import { layer } from "@effect/vitest"
import { EventLog, Outbox, Transactor, WebhookDeliveries } from "@trilho/domain"
import { Layer } from "effect"
import { OutboxSql, TransactorSql } from "../../src/index.ts"
import { layerTestDatabase, describePostgres } from "../../src/testing.ts"
import * as WebhookDeliveriesSql from "../../src/WebhookDeliveriesSql.ts"
import { webhookDeliveriesTests } from "../contracts/WebhookDeliveriesContract.ts"

const memory = Layer.mergeAll(
  WebhookDeliveries.layerMemory,
  Transactor.layerMemory,
  EventLog.layerFromOutbox.pipe(Layer.provideMerge(Outbox.layerMemory))
)

const sql = (backend: "pglite" | "postgres") =>
  Layer.mergeAll(
    WebhookDeliveriesSql.layer,
    WebhookDeliveriesSql.layerEventLog,
    OutboxSql.layer,
    TransactorSql.layer
  ).pipe(Layer.provideMerge(layerTestDatabase({ backend, poolSize: 2 })))

layer(memory, { excludeTestServices: true })("webhook deliveries: in-memory reference", (it) =>
  webhookDeliveriesTests(it)
)
layer(sql("pglite"), { excludeTestServices: true })("webhook deliveries on PGlite", (it) => webhookDeliveriesTests(it))
describePostgres("webhook deliveries on PostgreSQL", () => {
  layer(sql("postgres"), { excludeTestServices: true })((it) => webhookDeliveriesTests(it))
})
