import { WebhookEndpoints } from "@trilho/domain"
import { Layer } from "effect"
import { layer as sqlLayer } from "../../src/WebhookEndpointsSql.ts"
import { layerTestDatabase } from "../../src/testing.ts"
import { webhookEndpointsContract } from "../contracts/WebhookEndpointsContract.ts"

webhookEndpointsContract("webhook endpoints: in-memory reference", WebhookEndpoints.layerMemory)
webhookEndpointsContract(
  "webhook endpoints on PGlite",
  sqlLayer.pipe(Layer.provideMerge(layerTestDatabase({ backend: "pglite" })))
)
