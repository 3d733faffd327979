/**
 * Child process of the API bench: an HttpApi app with one constant route, `GET /v1/constant`, built like the product
 * API but for the routes: the success envelope (`ok`), the API-wide envelope middleware (request id, input limits,
 * error envelope, the request line), the input boundary every route shares and the logger of `trilho api`. The product's `RateLimit` and `Authentication` are left
 * out, since both go to the database: this measures the framework's own cost per request. Tracing as in
 * `apiServer.ts`. The route exists only in this bench, never in the product API.
 */
import { NodeHttpServer, NodeRuntime } from "@effect/platform-node"
import { Boundary, Envelope as EnvelopeModule, Middleware, RateLimit, RequestLog } from "@trilho/api/http"

const { Envelope, ok } = EnvelopeModule
import { Logging } from "@trilho/node"
import { Effect, Layer, Schema } from "effect"
import { HttpRouter } from "effect/http"
import { HttpApi, HttpApiBuilder, HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Http } from "@trilho/api"
import { childSettings, exitWithParent, listenForProfiling, serveThenTell } from "./child.ts"

const Constant = Schema.Struct({ status: Schema.Literal("ok") })

const BenchApi = HttpApi.make("bench")
  .add(HttpApiGroup.make("bench").add(HttpApiEndpoint.get("constant", "/constant", { success: Envelope(Constant) })))
  .middleware(Boundary.InputBoundary)
  .prefix("/v1")

const BenchLive = HttpApiBuilder.group(BenchApi, "bench", (handlers) =>
  handlers.handle("constant", () => ok({ status: "ok" as const }))
)

/**
 * The API-wide `RateLimit` lets every request through here (it goes to the database), so that the route has the
 * framework, the envelope and the input boundary every route shares alone.
 */
const layerPassThrough = Layer.mergeAll(
  Layer.succeed(RateLimit, (httpEffect) => httpEffect),
  Boundary.layer
)

const main = Effect.gen(function* () {
  const s = yield* childSettings
  const app = HttpRouter.serve(
    HttpApiBuilder.layer(BenchApi).pipe(
      Layer.provide(BenchLive),
      Layer.provide(Middleware.layerEnvelope),
      Layer.provide(layerPassThrough)
    ),
    { disableLogger: true, disableListenLog: true }
  ).pipe(Layer.provide(Layer.succeed(RequestLog.RequestLogEnabled, s.requestLog)))
  const http = NodeHttpServer.layer(Http.makeNodeServer, { port: 0, host: "127.0.0.1" })
  return yield* serveThenTell(app.pipe(Layer.provideMerge(http))).pipe(
    Effect.withTracerEnabled(s.tracing),
    Effect.provide(Logging.layerLogging)
  )
})

exitWithParent()
listenForProfiling()
NodeRuntime.runMain(main)
