import { NodeHttpServer, NodeServices } from "@effect/platform-node"
import { expect, layer } from "@effect/vitest"
import { AuthSettings, Http } from "@trilho/api"
import { OperatorAuth } from "@trilho/api/operator"
import { AccountsSql, ApiKeysSql, RateLimiterSql } from "@trilho/postgres"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { Console, Effect, Layer, Redacted, Result } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { createServer } from "node:http"
import { run } from "../src/Cli.ts"

const token = "operator-token-of-the-refund-cli-tests-0123"

const ServerTest = HttpRouter.serve(
  Http.makeApiLive(Layer.merge(AuthSettings.layer(), OperatorAuth.layerToken(Redacted.make(token)))),
  { disableLogger: true, disableListenLog: true }
).pipe(
  Layer.provideMerge(NodeHttpServer.layer(createServer, { port: 0, host: "127.0.0.1" })),
  Layer.provide(Layer.mergeAll(AccountsSql.layer, ApiKeysSql.layer, RateLimiterSql.layer)),
  Layer.provide(layerTestDatabase({ poolSize: 3 }))
)

const apiUrl = Effect.map(
  HttpServer.HttpServer,
  (server) => `http://127.0.0.1:${(server.address as { readonly port: number }).port}`
)

/** Runs `trilho <args> --api-url <server>` in this process; returns what it printed, and how it ended. */
const trilho = (...args: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const lines: Array<string> = []
    const base = yield* Console.Console
    const capture = (...parts: ReadonlyArray<unknown>) => void lines.push(parts.join(" "))
    const console: Console.Console = { ...base, log: capture, error: capture }
    const exit = yield* run(["node", "trilho", ...args, "--api-url", yield* apiUrl]).pipe(
      Effect.provideService(Console.Console, console),
      Effect.provide(NodeServices.layer),
      Effect.result
    )
    return { output: lines.join("\n"), ok: Result.isSuccess(exit) }
  })

const post = (key: string, path: string, body: unknown) =>
  Effect.flatMap(apiUrl, (url) =>
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
const merchantKey = (email: string) =>
  Effect.gen(function* () {
    const merchant = JSON.parse(
      (yield* trilho("merchants", "create", "--email", email, "--name", "Loja", "--json", "--operator-token", token))
        .output
    )
    const key = JSON.parse(
      (yield* trilho(
        "keys",
        "create",
        "--account",
        merchant.id,
        "--permissions",
        "*",
        "--json",
        "--operator-token",
        token
      )).output
    )
    return key.secret as string
  })

/** A deposit of 30.00 paid in the sandbox and a refund of it requested with `refundId`. */
const requestedRefund = (key: string, refundId: string) =>
  Effect.gen(function* () {
    const charge = yield* post(key, "/v1/payment-pix/create", { amount: 30, description: "Pedido" })
    const paid = yield* post(key, `/v1/sandbox/payment-pix/${charge.body.data.id}/pay`, {})
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    const refund = yield* post(key, "/v1/refunds/create", { transactionId: charge.body.data.id, refundId })
    expect(refund.status, JSON.stringify(refund.body)).toBe(200)
    return charge.body.data.id as string
  })

layer(ServerTest, { timeout: 120_000, excludeTestServices: true })(
  "trilho sandbox refund-complete | refund-fail",
  (it) => {
    it.effect("complete prints the REVERSED deposit; fail prints the FAILED refund; a refusal is one line", () =>
      Effect.gen(function* () {
        const key = yield* merchantKey("rf-cli@example.com")
        const first = yield* requestedRefund(key, "cli-1")
        const completed = yield* trilho("sandbox", "refund-complete", "cli-1", "--api-key", key)
        expect(completed.ok, completed.output).toBe(true)
        expect(JSON.parse(completed.output)).toMatchObject({
          id: first,
          status: "REVERSED",
          refund: { status: "COMPLETED", refundId: "cli-1", depositNet: 30 }
        })
        const second = yield* requestedRefund(key, "cli-2")
        const failed = yield* trilho("sandbox", "refund-fail", second, "--reason", "AC03", "--api-key", key, "--json")
        expect(failed.ok, failed.output).toBe(true)
        expect(JSON.parse(failed.output)).toMatchObject({
          id: second,
          status: "COMPLETED",
          refund: { status: "FAILED", failureReason: "AC03" }
        })
        const again = yield* trilho("sandbox", "refund-complete", "cli-1", "--api-key", key)
        expect(again.ok).toBe(false)
        expect(again.output).toContain("409 INVALID_STATE_TRANSITION")
        const missing = yield* trilho("sandbox", "refund-fail", "nope", "--api-key", key)
        expect(missing.ok).toBe(false)
        expect(missing.output).toContain("404 NOT_FOUND")
      })
    )
  }
)
