import { HttpApiBuilder, HttpApiScalar, HttpMiddleware, HttpServer } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { SqlClient } from "@effect/sql"
import { Config, DateTime, Effect, Layer } from "effect"
import { createServer } from "node:http"
import { TrilhoApi } from "./Api.ts"
import { ok } from "./http/Envelope.ts"
import { layerEnvelope } from "./http/Middleware.ts"

const SystemLive = HttpApiBuilder.group(TrilhoApi, "system", (handlers) =>
  handlers.handle("health", () =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      yield* sql`select 1`.pipe(Effect.orDie)
      const now = yield* DateTime.now
      return yield* ok({ status: "ok" as const, database: "ok" as const, time: DateTime.formatIso(now) })
    })
  )
)

/** The API implementation: every group's handlers, the envelope middleware, the OpenAPI document and docs page. */
export const ApiLive = HttpApiBuilder.api(TrilhoApi).pipe(Layer.provide(SystemLive), Layer.provide(layerEnvelope))

/** The routes beside the API: `/v1/openapi.json` and the docs page at `/v1/docs`. */
export const DocsLive = Layer.mergeAll(
  HttpApiBuilder.middlewareOpenApi({ path: "/v1/openapi.json" }),
  HttpApiScalar.layer({ path: "/v1/docs" })
)

/** API settings, from the environment. */
export const ApiConfig = Config.all({
  host: Config.string("API_HOST").pipe(Config.withDefault("127.0.0.1")),
  port: Config.integer("API_PORT").pipe(Config.withDefault(4000))
})

/** The HTTP server serving the API on the configured host and port. */
export const layer = Layer.unwrapEffect(
  Effect.map(ApiConfig, (config) =>
    HttpApiBuilder.serve(HttpMiddleware.logger).pipe(
      HttpServer.withLogAddress,
      Layer.provide(DocsLive),
      Layer.provide(ApiLive),
      Layer.provide(NodeHttpServer.layer(createServer, { port: config.port, host: config.host }))
    )
  )
)
