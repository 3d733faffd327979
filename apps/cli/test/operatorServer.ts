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

/** The test server's address. */
export const serverUrl = Effect.map(
  HttpServer.HttpServer,
  (server) => `http://127.0.0.1:${(server.address as { readonly port: number }).port}`
)

/** Runs `trilho <args>` in this process against the test server; what it printed, and how it ended. */
export const trilhoAt = (...args: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const lines: Array<string> = []
    const base = yield* Console.Console
    const capture = (...parts: ReadonlyArray<unknown>) => void lines.push(parts.join(" "))
    const console: Console.Console = { ...base, log: capture, error: capture }
    const exit = yield* run(["node", "trilho", ...args, "--api-url", yield* serverUrl]).pipe(
      Effect.provideService(Console.Console, console),
      Effect.provide(NodeServices.layer),
      Effect.result
    )
    return { output: lines.join("\n"), ok: Result.isSuccess(exit) }
  })

/** Runs an operator command `trilho <args> --operator-token <token>` against the test server. */
export const trilhoWith =
  (token: string) =>
  (...args: ReadonlyArray<string>) =>
    trilhoAt(...args, "--operator-token", token)

/** A JSON POST to the test server with an API key: the status and the parsed envelope. */
export const postAs = (key: string, path: string, body: unknown) =>
  Effect.flatMap(serverUrl, (url) =>
    Effect.promise(async () => {
      const response = await fetch(`${url}${path}`, {
        method: "POST",
        headers: { "x-api-key": key, "content-type": "application/json" },
        body: JSON.stringify(body)
      })
      return { status: response.status, body: (await response.json()) as any }
    })
  )

/** A merchant and a key with every permission, made through the operator commands. */
export const merchantWith = (token: string) => (email: string) =>
  Effect.gen(function* () {
    const trilho = trilhoWith(token)
    const merchant = JSON.parse(
      (yield* trilho("merchants", "create", "--email", email, "--name", "Loja", "--json")).output
    )
    const key = JSON.parse(
      (yield* trilho("keys", "create", "--account", merchant.id, "--permissions", "*", "--json")).output
    )
    return { key: key.secret as string, accountId: merchant.id as string }
  })

/** A PIX charge of `amount` reais paid in the sandbox; its id. */
export const paidDeposit = (key: string, amount: number) =>
  Effect.gen(function* () {
    const charge = yield* postAs(key, "/v1/payment-pix/create", { amount, description: "Pedido" })
    const paid = yield* postAs(key, `/v1/sandbox/payment-pix/${charge.body.data.id}/pay`, {})
    if (paid.status !== 200) return yield* Effect.die(new Error(`pay failed: ${JSON.stringify(paid.body)}`))
    return charge.body.data.id as string
  })
