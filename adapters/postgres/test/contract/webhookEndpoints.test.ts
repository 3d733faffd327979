import { WebhookEndpoints } from "@trilho/domain"
import { Layer } from "effect"
import { layer as sqlLayer } from "../../src/WebhookEndpointsSql.ts"
import { layerTestDatabase } from "../../src/testing.ts"
import { layer } from "@effect/vitest"
import { webhookEndpointsContract, webhookSecretsAtRestTests } from "../contracts/WebhookEndpointsContract.ts"

webhookEndpointsContract("webhook endpoints: in-memory reference", WebhookEndpoints.layerMemory)
webhookEndpointsContract(
  "webhook endpoints on PGlite",
  sqlLayer.pipe(Layer.provideMerge(layerTestDatabase({ backend: "pglite" })))
)
layer(layerTestDatabase({ backend: "pglite" }), { excludeTestServices: true })(
  "webhook secrets at rest on PGlite",
  (it) => webhookSecretsAtRestTests(it)
)
