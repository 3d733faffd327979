import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { layerOperatorServer, trilhoWith } from "./operatorServer.ts"

const token = "operator-token-of-the-webhook-cli-tests-0123"

const ServerTest = layerOperatorServer(token, { poolSize: 3 })

const trilho = trilhoWith(token)

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
