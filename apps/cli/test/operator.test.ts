import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { FetchHttpClient, HttpClient, HttpServer } from "effect/http"
import { layerOperatorServer, trilhoWith } from "./operatorServer.ts"

const token = "operator-token-of-the-cli-tests-0123456789"

const ServerTest = layerOperatorServer(token)

const trilho = trilhoWith(token)

const me = (secret: string) =>
  Effect.gen(function* () {
    const address = (yield* HttpServer.HttpServer).address as { readonly port: number }
    const http = yield* HttpClient.HttpClient
    const response = yield* http.get(`http://127.0.0.1:${address.port}/v1/me`, { headers: { "x-api-key": secret } })
    return { status: response.status, body: (yield* response.json) as any }
  }).pipe(Effect.provide(FetchHttpClient.layer))

layer(ServerTest, { timeout: 120_000 })("trilho operator commands", (it) => {
  it.effect("create a merchant and a key, use the key, list and revoke it", () =>
    Effect.gen(function* () {
      const created = yield* trilho("merchants", "create", "--email", "cli@example.com", "--name", "Loja CLI", "--json")
      expect(created.ok).toBe(true)
      const merchant = JSON.parse(created.output)
      expect(merchant).toMatchObject({ email: "cli@example.com", name: "Loja CLI" })

      const listed = yield* trilho("merchants", "list")
      expect(listed.output).toContain(`${merchant.id}  cli@example.com  Loja CLI`)

      const flagged = yield* trilho("flags", "set", "--account", merchant.id, "--flag", "subaccounts=true", "--json")
      expect(JSON.parse(flagged.output).flags).toEqual({ subaccounts: true })
      const switched = yield* trilho("flags", "set", "--account", merchant.id, "--subaccount-pix", "on", "--json")
      expect(JSON.parse(switched.output).flags).toEqual({ subaccounts: true, subaccountPix: true })
      const off = yield* trilho("flags", "set", "--account", merchant.id, "--subaccounts", "off", "--json")
      expect(JSON.parse(off.output).flags).toEqual({ subaccounts: false, subaccountPix: true })
      const nothing = yield* trilho("flags", "set", "--account", merchant.id)
      expect(nothing.ok).toBe(false)
      yield* trilho("flags", "set", "--account", merchant.id, "--subaccounts", "on")

      const key = yield* trilho(
        "keys",
        "create",
        "--account",
        merchant.id,
        "--permissions",
        "account/me,payment-pix/*",
        "--rate-limit",
        "300",
        "--json"
      )
      expect(key.ok).toBe(true)
      const { secret, key: record } = JSON.parse(key.output)
      expect(record).toMatchObject({ permissions: ["account/me", "payment-pix/*"], requestsPerMinute: 300 })
      const reached = yield* me(secret)
      expect(reached.status).toBe(200)
      expect(reached.body.data).toEqual({ id: merchant.id, name: "Loja CLI", email: "cli@example.com" })

      const keys = yield* trilho("keys", "list", "--account", merchant.id)
      expect(keys.output).toContain(record.id)
      expect(keys.output).not.toContain(secret)

      expect((yield* trilho("keys", "revoke", "--account", merchant.id, "--key", record.id)).ok).toBe(true)
      expect((yield* me(secret)).status).toBe(401)
    })
  )

  it.effect("human output shows the secret once, with the key's rules", () =>
    Effect.gen(function* () {
      const merchant = JSON.parse(
        (yield* trilho("merchants", "create", "--email", "human@example.com", "--name", "H", "--json")).output
      )
      const key = yield* trilho(
        "keys",
        "create",
        "--account",
        merchant.id,
        "--permissions",
        "*",
        "--ip",
        "10.0.0.0/8",
        "--ip",
        "1.2.3.4"
      )
      expect(key.output).toMatch(/shown once/)
      expect(key.output).toMatch(/trl_live_[0-9A-Za-z]{40,}/)
      expect(key.output).toContain("IPs 10.0.0.0/8, 1.2.3.4 · 100 requests/min")
    })
  )

  it.effect("refusals are one readable line and a failed run", () =>
    Effect.gen(function* () {
      const taken = yield* trilho("merchants", "create", "--email", "dup@example.com", "--name", "D")
      expect(taken.ok).toBe(true)
      const again = yield* trilho("merchants", "create", "--email", "dup@example.com", "--name", "D")
      expect(again).toEqual({
        ok: false,
        output: "trilho: a merchant with the e-mail dup@example.com exists; choose another e-mail"
      })
      const badPermission = yield* trilho("keys", "create", "--account", "acc_x", "--permissions", "Pay Stuff")
      expect(badPermission.ok).toBe(false)
      expect(badPermission.output).toMatch(/not a permission: Pay Stuff/)
      const badEmail = yield* trilho("merchants", "create", "--email", "nope", "--name", "N")
      expect(badEmail.output).toBe("trilho: email: expected an e-mail address")
      const badIp = yield* trilho("keys", "create", "--account", "acc_x", "--permissions", "*", "--ip", "300.1.1.1")
      expect(badIp.output).toMatch(/ipAllowlist\.0: expected an IP address or CIDR range/)
      const unknown = yield* trilho("keys", "list", "--account", "acc_nobody")
      expect(unknown.output).toBe("trilho: no merchant acc_nobody; 'trilho merchants list' shows the ids")
    })
  )
})
