import { FetchHttpClient, HttpServer } from "effect/http"
import type { NetAddress } from "effect/net"
import { expect, layer } from "@effect/vitest"
import { Context, Effect, Layer, Result } from "effect"
import * as OperatorClient from "../../src/operator/Client.ts"
import { insertKey, insertMerchant } from "../auth/server.ts"
import { call, layerServer } from "./server.ts"

const token = "operator-token-for-the-webhook-tests-0123"

const operator = Effect.gen(function* () {
  const server = yield* HttpServer.HttpServer
  const address = server.address as NetAddress.InetAddress
  const context = yield* Layer.build(
    OperatorClient.layer({ apiUrl: `http://127.0.0.1:${address.port}`, token }).pipe(
      Layer.provide(FetchHttpClient.layer)
    )
  )
  return Context.get(context, OperatorClient.OperatorClient)
})

layer(layerServer("sandbox", token), { timeout: 120_000, excludeTestServices: true })("operator webhooks", (it) => {
  it.effect("the operator creates account-wide endpoints that every key of the account sees, and lists them all", () =>
    Effect.gen(function* () {
      const client = yield* operator
      yield* insertMerchant("acc_wh_op")
      const keyA = (yield* insertKey("acc_wh_op", ["webhooks/*"])).secret
      const keyB = (yield* insertKey("acc_wh_op", ["webhooks/*"])).secret
      const created = yield* client.webhooks.create({
        accountId: "acc_wh_op",
        url: "http://localhost:3000/hooks",
        events: ["*"]
      })
      expect(created.secret).toMatch(/^whsec_/)
      expect(created.endpoint).toMatchObject({ accountWide: true, status: "ACTIVE", description: "", events: ["*"] })
      const ownA = (yield* call("POST", "/v1/webhooks/create", {
        key: keyA,
        body: { url: "https://hooks.example.com/a", description: "a", events: ["payment.paid"] }
      })).body.data.item
      for (const key of [keyA, keyB]) {
        const got = yield* call("GET", `/v1/webhooks/get/${created.endpoint.id}`, { key })
        expect(got.status).toBe(200)
        expect(got.body.data.item.accountWide).toBe(true)
      }
      expect((yield* call("GET", `/v1/webhooks/get/${ownA.id}`, { key: keyB })).status).toBe(404)
      const all = yield* client.webhooks.list({ accountId: "acc_wh_op" })
      expect(all.total).toBe(2)
      expect(all.items.map((e) => e.id).sort()).toEqual([created.endpoint.id, ownA.id].sort())
      expect(JSON.stringify(all)).not.toContain("whsec_")
    })
  )

  it.effect("the operator's refusals: unknown merchant, bad URL, bad events", () =>
    Effect.gen(function* () {
      const client = yield* operator
      yield* insertMerchant("acc_wh_op2")
      const tagOf = (input: { accountId: string; url: string; events: ReadonlyArray<string> }) =>
        Effect.map(Effect.result(client.webhooks.create(input)), (r) => (Result.isFailure(r) ? r.failure._tag : "ok"))
      expect(yield* tagOf({ accountId: "acc_nobody", url: "https://hooks.example.com/", events: ["*"] })).toBe(
        "MerchantNotFound"
      )
      expect(yield* tagOf({ accountId: "acc_wh_op2", url: "https://10.0.0.1/", events: ["*"] })).toBe(
        "ForbiddenWebhookAddress"
      )
      expect(yield* tagOf({ accountId: "acc_wh_op2", url: "http://hooks.example.com/", events: ["*"] })).toBe(
        "InvalidWebhookUrl"
      )
      expect(yield* tagOf({ accountId: "acc_wh_op2", url: "https://hooks.example.com/", events: [] })).toBe(
        "InvalidWebhookEvents"
      )
      const list = yield* Effect.result(client.webhooks.list({ accountId: "acc_nobody" }))
      expect(Result.isFailure(list) && list.failure._tag).toBe("MerchantNotFound")
    })
  )
})
