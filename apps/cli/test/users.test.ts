import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { FetchHttpClient, HttpBody, HttpClient, HttpServer } from "effect/http"
import { layerOperatorServer, trilhoWith } from "./operatorServer.ts"

const token = "operator-token-of-the-cli-tests-0123456789"

const ServerTest = layerOperatorServer(token)

const trilho = trilhoWith(token)

layer(ServerTest, { timeout: 120_000 })("trilho users and sandbox mails", (it) => {
  it.effect("users create makes a dashboard user who signs in with e-mail and password", () =>
    Effect.gen(function* () {
      const created = yield* trilho("merchants", "create", "--email", "users@example.com", "--name", "Loja", "--json")
      const merchant = JSON.parse(created.output)
      const user = yield* trilho(
        "users",
        "create",
        "--account",
        merchant.id,
        "--email",
        "Owner@Example.com",
        "--password",
        "Str0ng!pass",
        "--json"
      )
      expect(user.ok, user.output).toBe(true)
      expect(JSON.parse(user.output)).toMatchObject({ accountId: merchant.id, email: "owner@example.com" })
      const again = yield* trilho(
        "users",
        "create",
        "--account",
        merchant.id,
        "--email",
        "owner@example.com",
        "--password",
        "Str0ng!pass"
      )
      expect(again.ok).toBe(false)
      expect(again.output).toContain("owner@example.com")
      const weak = yield* trilho(
        "users",
        "create",
        "--account",
        merchant.id,
        "--email",
        "weak@example.com",
        "--password",
        "weak"
      )
      expect(weak.ok).toBe(false)
      expect(weak.output).toContain("password")
      const unknown = yield* trilho(
        "users",
        "create",
        "--account",
        "acc_nope",
        "--email",
        "x@example.com",
        "--password",
        "Str0ng!pass"
      )
      expect(unknown.ok).toBe(false)

      const address = (yield* HttpServer.HttpServer).address as { readonly port: number }
      const http = yield* HttpClient.HttpClient
      const response = yield* http.post(`http://127.0.0.1:${address.port}/v1/auth/login`, {
        body: yield* HttpBody.json({ email: "owner@example.com", password: "Str0ng!pass" })
      })
      expect(response.status).toBe(200)
      const body = (yield* response.json) as any
      expect(body.data).toMatchObject({ principalType: "merchant_user", accountId: merchant.id })
    }).pipe(Effect.provide(FetchHttpClient.layer))
  )

  it.effect("sandbox mails lists the sandbox mailer's mails as JSON", () =>
    Effect.gen(function* () {
      const listed = yield* trilho("sandbox", "mails", "--json")
      expect(listed.ok, listed.output).toBe(true)
      expect(JSON.parse(listed.output)).toEqual([])
    })
  )
})
