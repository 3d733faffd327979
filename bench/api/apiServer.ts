/**
 * Child process of the API bench: the real API (`Http.makeApiLive`: every group, the middlewares, the envelope, the
 * request line and its logger, the docs routes, as `trilho api` serves it) on the bench database, over a pool of
 * `BENCH_POOL_SIZE` connections. Tracing is off in the whole process unless `BENCH_TRACING=true`. The rate limit
 * without a key is raised: every request of the bench comes from 127.0.0.1.
 */
import { NodeHttpServer, NodeRuntime } from "@effect/platform-node"
import { AuthSettings, Http } from "@trilho/api"
import { OperatorAuth } from "@trilho/api/operator"
import { Logging } from "@trilho/node"
import { AccountsSql, ApiKeysSql, layerPostgres, RateLimiterSql } from "@trilho/postgres"
import { Effect, Layer, Redacted } from "effect"
import { childSettings, exitWithParent, listenForProfiling, serveThenTell } from "./child.ts"

const main = Effect.gen(function* () {
  const s = yield* childSettings
  const storage = Layer.mergeAll(AccountsSql.layer, ApiKeysSql.layer, RateLimiterSql.layer).pipe(
    Layer.provideMerge(
      layerPostgres({ url: Redacted.make(s.databaseUrl), poolSize: s.poolSize, applicationName: "trilho-bench-api" })
    )
  )
  const settings = Layer.merge(
    AuthSettings.layer({ ipRequestsPerWindow: 1_000_000 }),
    OperatorAuth.layerToken(undefined)
  )
  const config = yield* Http.ApiConfig
  const app = Http.appWith(Http.makeApiLive(settings), { ...config, requestLog: s.requestLog }).pipe(
    Layer.provide(storage)
  )
  const http = NodeHttpServer.layer(Http.makeNodeServer, { port: 0, host: "127.0.0.1" })
  return yield* serveThenTell(app.pipe(Layer.provideMerge(http))).pipe(
    Effect.withTracerEnabled(s.tracing),
    Effect.provide(Logging.layerLogging)
  )
})

exitWithParent()
listenForProfiling()
NodeRuntime.runMain(main)
