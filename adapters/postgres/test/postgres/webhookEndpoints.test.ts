import { Layer } from "effect"
import { layer as sqlLayer } from "../../src/WebhookEndpointsSql.ts"
import { describePostgres, layerTestDatabase } from "../../src/testing.ts"
import { layer } from "@effect/vitest"
import { webhookEndpointsContract, webhookSecretsAtRestTests } from "../contracts/WebhookEndpointsContract.ts"

describePostgres("webhook endpoints on PostgreSQL", () => {
  webhookEndpointsContract(
    "webhook endpoints on PostgreSQL",
    sqlLayer.pipe(Layer.provideMerge(layerTestDatabase({ backend: "postgres", poolSize: 2 })))
  )
  layer(layerTestDatabase({ backend: "postgres", poolSize: 2 }), { excludeTestServices: true })(
    "webhook secrets at rest on PostgreSQL",
    (it) => webhookSecretsAtRestTests(it)
  )
})
