import { HttpApiBuilder, HttpServer } from "@effect/platform"
import { NodeContext, NodeHttpServer } from "@effect/platform-node"
import { Http } from "@trilho/api"
import * as AuthSettings from "@trilho/api/auth/Settings"
import { OperatorAuth } from "@trilho/api/operator/index"
import { AccountsSql, ApiKeysSql, RateLimiterSql } from "@trilho/postgres"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { Console, Effect, Either, Layer, Redacted } from "effect"
import { createServer } from "node:http"
import { run } from "../src/Cli.ts"

/** The API with its operator RPC behind `token`, on an ephemeral port over a test database of its own. */
export const layerOperatorServer = (token: string, options: { readonly poolSize?: number } = {}) =>
  HttpApiBuilder.serve().pipe(
    Layer.provide(Http.makeApiLive(Layer.merge(AuthSettings.layer(), OperatorAuth.layerToken(Redacted.make(token))))),
    Layer.provideMerge(NodeHttpServer.layer(createServer, { port: 0, host: "127.0.0.1" })),
    Layer.provide(Layer.mergeAll(AccountsSql.layer, ApiKeysSql.layer, RateLimiterSql.layer)),
    Layer.provide(layerTestDatabase(options.poolSize === undefined ? {} : { poolSize: options.poolSize }))
  )

/** Runs `trilho <args>` in this process against the test server with `token`; what it printed, and how it ended. */
export const trilhoWith =
  (token: string) =>
  (...args: ReadonlyArray<string>) =>
    Effect.gen(function* () {
      const address = (yield* HttpServer.HttpServer).address as HttpServer.TcpAddress
      const lines: Array<string> = []
      const base = yield* Effect.console
      const capture = (...parts: ReadonlyArray<unknown>) => Effect.sync(() => void lines.push(parts.join(" ")))
      const console: Console.Console = { ...base, log: capture, error: capture }
      const exit = yield* run([
        "node",
        "trilho",
        ...args,
        "--api-url",
        `http://127.0.0.1:${address.port}`,
        "--operator-token",
        token
      ]).pipe(Effect.withConsole(console), Effect.provide(NodeContext.layer), Effect.either)
      return { output: lines.join("\n"), ok: Either.isRight(exit) }
    })
