import { NodeHttpServer } from "@effect/platform-node"
import { Layer } from "effect"
import { FetchHttpClient, HttpRouter, HttpServer } from "effect/http"
import { makeNodeServer } from "../src/Http.ts"
import { RequestLogEnabled } from "../src/http/RequestLog.ts"

/**
 * Serves the route layers of `app` (the API, the docs) on the `HttpServer` of the context, as v3's
 * `HttpApiBuilder.serve()` did in the tests: no line per request (`RequestLog.test.ts` turns it on), no line for the
 * address.
 */
export const serve = <A, E, R>(app: Layer.Layer<A, E, R>) =>
  HttpRouter.serve(app, { disableLogger: true, disableListenLog: true }).pipe(
    Layer.provide(Layer.succeed(RequestLogEnabled, false))
  )

/**
 * `NodeHttpServer.layerTest` on the API's own Node server (`makeNodeServer`: Node's refusals in the envelope), on a
 * free port of 127.0.0.1, with an `HttpClient` pointed at it.
 */
export const layerNodeServerTest = HttpServer.layerTestClient.pipe(
  Layer.provide(
    Layer.fresh(FetchHttpClient.layer).pipe(
      Layer.provide(Layer.succeed(FetchHttpClient.RequestInit)({ keepalive: false }))
    )
  ),
  Layer.provideMerge(NodeHttpServer.layer(makeNodeServer, { port: 0, host: "127.0.0.1" }))
)
