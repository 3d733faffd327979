import { HttpApiBuilder, HttpMiddleware, HttpServer } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { SqlClient } from "@effect/sql"
import { Config, DateTime, Effect, Layer } from "effect"
import { createServer } from "node:http"
import { TrilhoApi } from "./Api.ts"

const SystemLive = HttpApiBuilder.group(TrilhoApi, "system", (handlers) =>
  handlers.handle("health", () =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      yield* sql`select 1`.pipe(Effect.orDie)
      const now = yield* DateTime.now
      return {
        success: true as const,
        message: "ok",
        data: { status: "ok" as const, database: "ok" as const, time: DateTime.formatIso(now) },
        requestId: crypto.randomUUID()
      }
    })
  )
)

/** The API implementation: every group's handlers. */
export const ApiLive = HttpApiBuilder.api(TrilhoApi).pipe(Layer.provide(SystemLive))

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
      Layer.provide(ApiLive),
      Layer.provide(NodeHttpServer.layer(createServer, { port: config.port, host: config.host }))
    )
  )
)
