import { HttpApiBuilder, HttpServer } from "@effect/platform"
import { NodeContext, NodeHttpServer } from "@effect/platform-node"
import { expect, layer } from "@effect/vitest"
import { Http } from "@trilho/api"
import * as AuthSettings from "@trilho/api/auth/Settings"
import { OperatorAuth } from "@trilho/api/operator/index"
import { AccountsSql, ApiKeysSql, RateLimiterSql } from "@trilho/postgres"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { Console, Effect, Either, Layer, Redacted } from "effect"
import { createServer } from "node:http"
import { run } from "../src/Cli.ts"

const token = "operator-token-of-the-webhook-cli-tests-0123"

const ServerTest = HttpApiBuilder.serve().pipe(
  Layer.provide(Http.makeApiLive(Layer.merge(AuthSettings.layer(), OperatorAuth.layerToken(Redacted.make(token))))),
  Layer.provideMerge(NodeHttpServer.layer(createServer, { port: 0, host: "127.0.0.1" })),
  Layer.provide(Layer.mergeAll(AccountsSql.layer, ApiKeysSql.layer, RateLimiterSql.layer)),
  Layer.provide(layerTestDatabase({ poolSize: 3 }))
)

/** Runs `trilho <args>` in this process against the test server; returns what it printed, and how it ended. */
const trilho = (...args: ReadonlyArray<string>) =>
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

layer(ServerTest, { timeout: 120_000 })("trilho webhooks", (it) => {
  it.effect("create an account-wide endpoint (secret printed once), list it; refusals are one readable line", () =>
    Effect.gen(function* () {
      const merchant = JSON.parse(
        (yield* trilho("merchants", "create", "--email", "wh@example.com", "--name", "Loja WH", "--json")).output
      )
      const created = yield* trilho(
        "webhooks",
        "create",
        "--account",
        merchant.id,
        "--url",
        "http://localhost:3000/hooks",
        "--events",
        "payment.paid, refund.completed",
        "--description",
        "pedidos"
      )
      expect(created.ok, created.output).toBe(true)
      expect(created.output).toMatch(/whsec_[A-Za-z0-9+/]{43}=/)
      expect(created.output).toContain("(account-wide)")
      expect(created.output).toContain("payment.paid, refund.completed")
      const asJson = yield* trilho(
        "webhooks",
        "create",
        "--account",
        merchant.id,
        "--url",
        "http://127.0.0.1:4242/x",
        "--events",
        "*",
        "--json"
      )
      const second = JSON.parse(asJson.output)
      expect(second.secret).toMatch(/^whsec_/)
      expect(second.endpoint).toMatchObject({ accountWide: true, events: ["*"], status: "ACTIVE" })

      const listed = yield* trilho("webhooks", "list", "--account", merchant.id)
      expect(listed.ok).toBe(true)
      expect(listed.output).toContain(second.endpoint.id)
      expect(listed.output).toContain("2 endpoints")
      expect(listed.output).not.toContain("whsec_")
      const page = JSON.parse((yield* trilho("webhooks", "list", "--account", merchant.id, "--json")).output)
      expect(page).toMatchObject({ total: 2, page: 1 })

      const forbidden = yield* trilho(
        "webhooks",
        "create",
        "--account",
        merchant.id,
        "--url",
        "https://10.0.0.1/x",
        "--events",
        "*"
      )
      expect(forbidden.ok).toBe(false)
      expect(forbidden.output).toContain("10.0.0.1")
      const badEvents = yield* trilho(
        "webhooks",
        "create",
        "--account",
        merchant.id,
        "--url",
        "http://localhost:3000/",
        "--events",
        "payment.teleported"
      )
      expect(badEvents.ok).toBe(false)
      expect(badEvents.output).toContain("payment.teleported")
      const nobody = yield* trilho("webhooks", "list", "--account", "acc_nobody")
      expect(nobody.ok).toBe(false)
      expect(nobody.output).toContain("no merchant acc_nobody")
    })
  )
})
