import { Layer } from "effect"
import { layer as sqlLayer } from "../../src/WebhookEndpointsSql.ts"
import { describePostgres, layerTestDatabase } from "../../src/testing.ts"
import { webhookEndpointsContract } from "../contracts/WebhookEndpointsContract.ts"

describePostgres("webhook endpoints on PostgreSQL", () => {
  webhookEndpointsContract(
    "webhook endpoints on PostgreSQL",
    sqlLayer.pipe(Layer.provideMerge(layerTestDatabase({ backend: "postgres", poolSize: 2 })))
  )
})
