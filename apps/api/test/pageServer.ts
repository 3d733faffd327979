import { NodeHttpServer } from "@effect/platform-node"
import { AccountsSql, ApiKeysSql, RateLimiterSql } from "@trilho/postgres"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { Layer } from "effect"
import { createServer } from "node:http"
import * as AuthSettings from "../src/auth/Settings.ts"
import { DocsLive, layerServices, makeApiLive } from "../src/Http.ts"
import { layerPayments, layerPortal } from "../src/Layers.ts"
import * as OperatorAuth from "../src/operator/Auth.ts"
import { serve } from "./serve.ts"

/**
 * The API on a real port of 127.0.0.1, as `npm start` serves it (the docs, the wallet and pay pages included), on a
 * fresh database: what the browser tests open.
 */
export const layerPageServer = serve(
  Layer.merge(
    DocsLive,
    makeApiLive(Layer.merge(AuthSettings.layer({ ipRequestsPerWindow: 100_000 }), OperatorAuth.layerToken(undefined)))
  )
).pipe(
  Layer.provideMerge(NodeHttpServer.layer(createServer, { port: 0, host: "127.0.0.1" })),
  Layer.provideMerge(layerPayments),
  Layer.provideMerge(layerPortal),
  Layer.provideMerge(layerServices),
  Layer.provideMerge(Layer.mergeAll(AccountsSql.layer, ApiKeysSql.layer, RateLimiterSql.layer)),
  Layer.provideMerge(layerTestDatabase())
)
