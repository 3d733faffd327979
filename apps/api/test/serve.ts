import { Layer } from "effect"
import { HttpRouter } from "effect/http"
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
