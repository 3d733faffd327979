import { NodeHttpServer, NodeServices } from "@effect/platform-node"
import { AuthSettings, Http } from "@trilho/api"
import { OperatorAuth } from "@trilho/api/operator"
import { AccountsSql, ApiKeysSql, RateLimiterSql } from "@trilho/postgres"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { Console, Effect, Layer, Redacted, Result } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { createServer } from "node:http"
import { run } from "../src/Cli.ts"

/** The API with its operator RPC behind `token`, on an ephemeral port over a test database of its own. */
export const layerOperatorServer = (token: string, options: { readonly poolSize?: number } = {}) =>
  HttpRouter.serve(Http.makeApiLive(Layer.merge(AuthSettings.layer(), OperatorAuth.layerToken(Redacted.make(token)))), {
    disableLogger: true,
    disableListenLog: true
  }).pipe(
    Layer.provideMerge(NodeHttpServer.layer(createServer, { port: 0, host: "127.0.0.1" })),
    Layer.provide(Layer.mergeAll(AccountsSql.layer, ApiKeysSql.layer, RateLimiterSql.layer)),
    Layer.provide(layerTestDatabase(options.poolSize === undefined ? {} : { poolSize: options.poolSize }))
  )

/** Runs `trilho <args>` in this process against the test server with `token`; what it printed, and how it ended. */
export const trilhoWith =
  (token: string) =>
  (...args: ReadonlyArray<string>) =>
    Effect.gen(function* () {
      const address = (yield* HttpServer.HttpServer).address as { readonly port: number }
      const lines: Array<string> = []
      const base = yield* Console.Console
      const capture = (...parts: ReadonlyArray<unknown>) => void lines.push(parts.join(" "))
      const console: Console.Console = { ...base, log: capture, error: capture }
      const exit = yield* run([
        "node",
        "trilho",
        ...args,
        "--api-url",
        `http://127.0.0.1:${address.port}`,
        "--operator-token",
        token
      ]).pipe(Effect.provideService(Console.Console, console), Effect.provide(NodeServices.layer), Effect.result)
      return { output: lines.join("\n"), ok: Result.isSuccess(exit) }
    })
