import { NodeHttpServer } from "@effect/platform-node"
import { AccountsSql, ApiKeysSql, RateLimiterSql } from "@trilho/postgres"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { ConfigProvider, Effect, Layer } from "effect"
import { HttpServer } from "effect/http"
import { createServer } from "node:http"
import * as AuthSettings from "../src/auth/Settings.ts"
import { DocsLive, layerServices, makeApiLive } from "../src/Http.ts"
import { layerPayments, layerPortal } from "../src/Layers.ts"
import * as OperatorAuth from "../src/operator/Auth.ts"
import { serve } from "./serve.ts"

/** `PAY_URL` set to the server's own address, ahead of the environment: hosted pages link and redirect to it. */
const layerPayUrlOfServer = ConfigProvider.layerAdd(
  HttpServer.addressFormattedWith((address) => Effect.succeed(ConfigProvider.fromUnknown({ PAY_URL: address }))),
  { asPrimary: true }
)

/**
 * The API on a real port of 127.0.0.1, as `npm start` serves it (the docs, the wallet and pay pages included), on a
 * fresh database, with `PAY_URL` at that port (a charge's `qrcodeUrl` and the link page's redirect open on it): what
 * the browser tests open.
 */
export const layerPageServer = serve(
  Layer.merge(
    DocsLive,
    makeApiLive(Layer.merge(AuthSettings.layer({ ipRequestsPerWindow: 100_000 }), OperatorAuth.layerToken(undefined)))
  )
).pipe(
  Layer.provideMerge(layerPayments),
  Layer.provideMerge(layerPortal),
  Layer.provideMerge(layerServices),
  Layer.provideMerge(Layer.mergeAll(AccountsSql.layer, ApiKeysSql.layer, RateLimiterSql.layer)),
  Layer.provideMerge(layerTestDatabase()),
  Layer.provideMerge(layerPayUrlOfServer),
  Layer.provideMerge(NodeHttpServer.layer(createServer, { port: 0, host: "127.0.0.1" }))
)
