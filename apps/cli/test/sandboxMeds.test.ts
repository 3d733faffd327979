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

const token = "operator-token-of-the-med-cli-tests-0123456"

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
    return { key: key.secret as string, accountId: merchant.id as string }
  })

/** A deposit of `amount` reais paid in the sandbox; returns its id. */
const paidDeposit = (key: string, amount: number) =>
  Effect.gen(function* () {
    const charge = yield* post(key, "/v1/payment-pix/create", { amount, description: "Pedido" })
    const paid = yield* post(key, `/v1/sandbox/payment-pix/${charge.body.data.id}/pay`, {})
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    return charge.body.data.id as string
  })

layer(ServerTest, { timeout: 120_000, excludeTestServices: true })(
  "trilho sandbox med open | decide | expire",
  (it) => {
    it.effect("open prints the dispute; decide and expire print its outcome; a refusal is one line", () =>
      Effect.gen(function* () {
        const { accountId, key } = yield* merchantKey("med-cli@example.com")
        const off = yield* trilho(
          "flags",
          "set",
          "--account",
          accountId,
          "--med-automatic-contest",
          "off",
          "--operator-token",
          token
        )
        expect(off.ok, off.output).toBe(true)
        expect(off.output).toContain('"medAutomaticContest":false')

        const deposit = yield* paidDeposit(key, 80)
        const opened = yield* trilho("sandbox", "med", "open", deposit, "--amount", "60.5", "--api-key", key)
        expect(opened.ok, opened.output).toBe(true)
        const dispute = JSON.parse(opened.output)
        expect(dispute).toMatchObject({ transactionId: deposit, type: "fraud", status: "OPEN", amount: 60.5 })
        // With the automatic contest off, a dispute above 50 BRL waits for the merchant's own evidence.
        expect(dispute.automaticContest).toBe(false)
        const accepted = yield* trilho(
          "sandbox",
          "med",
          "decide",
          dispute.protocol,
          "--outcome",
          "accept",
          "--api-key",
          key
        )
        expect(accepted.ok, accepted.output).toBe(true)
        expect(JSON.parse(accepted.output)).toMatchObject({ id: dispute.id, status: "ACCEPTED", returnedAmount: 60.5 })

        const other = JSON.parse(
          (yield* trilho("sandbox", "med", "open", yield* paidDeposit(key, 10), "--type", "coercion", "--api-key", key))
            .output
        )
        const expired = yield* trilho("sandbox", "med", "expire", other.id, "--api-key", key, "--json")
        expect(expired.ok, expired.output).toBe(true)
        expect(JSON.parse(expired.output)).toMatchObject({ id: other.id, type: "coercion", status: "EXPIRED" })

        const again = yield* trilho("sandbox", "med", "decide", other.id, "--outcome", "cancel", "--api-key", key)
        expect(again.ok).toBe(false)
        expect(again.output).toContain("409 INVALID_STATE_TRANSITION")
        const twice = yield* trilho("sandbox", "med", "open", deposit, "--api-key", key)
        expect(twice.output).toContain("409 MED_ALREADY_OPENED")
        const missing = yield* trilho("sandbox", "med", "expire", "med_nope", "--api-key", key)
        expect(missing.ok).toBe(false)
        expect(missing.output).toContain("404 NOT_FOUND")
      })
    )
  }
)
