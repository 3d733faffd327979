import { HttpClient, HttpClientRequest } from "effect/http"
import { HttpApiClient } from "effect/http-api"
import { expect, layer } from "@effect/vitest"
import { ApiKeys } from "@trilho/domain"
import { Effect, Result } from "effect"
import { TrilhoApi } from "../../src/Api.ts"
import { Unauthorized } from "../../src/http/Errors.ts"
import { insertKey, insertMerchant, layerServer } from "./server.ts"

const get = (path: string, headers: Record<string, string> = {}) =>
  Effect.gen(function* () {
    const http = yield* HttpClient.HttpClient
    const response = yield* http.execute(HttpClientRequest.get(path).pipe(HttpClientRequest.setHeaders(headers)))
    return { status: response.status, headers: response.headers, body: (yield* response.json) as any }
  })

const wellFormedUnknown = `trl_live_${"x".repeat(43)}`

layer(layerServer({ settings: { ipRequestsPerWindow: 10_000 } }), { timeout: 120_000 })("authentication", (it) => {
  it.effect("a route behind Authentication answers 401 in the envelope without a key", () =>
    Effect.gen(function* () {
      const response = yield* get("/v1/me")
      expect(response.status).toBe(401)
      expect(response.body).toMatchObject({ success: false, error: { code: "UNAUTHORIZED", statusCode: 401 } })
      expect(response.body.message).toMatch(/X-API-Key/)
      expect(response.body.requestId).toBe(response.headers["x-request-id"])
    })
  )

  it.effect("a malformed, an unknown and a revoked key are each a 401", () =>
    Effect.gen(function* () {
      yield* insertMerchant("acc_revoked")
      const { key, secret } = yield* insertKey("acc_revoked", ["*"])
      yield* ApiKeys.ApiKeys.use((keys) => keys.updateRevoked(key.accountId, key.id))
      for (const [headers, message] of [
        [{ "x-api-key": "not-a-key" }, /malformed/],
        [{ authorization: "Basic dXNlcjpwYXNz" }, /malformed/],
        [{ "x-api-key": wellFormedUnknown }, /not valid/],
        [{ authorization: `Bearer ${wellFormedUnknown}` }, /not valid/],
        [{ "x-api-key": secret }, /revoked/]
      ] as const) {
        const response = yield* get("/v1/me", headers)
        expect(response.status, JSON.stringify(headers)).toBe(401)
        expect(response.body.error.code).toBe("UNAUTHORIZED")
        expect(response.body.message).toMatch(message)
      }
    })
  )

  it.effect("a valid key in X-API-Key or in the legacy Authorization: Bearer reaches the route", () =>
    Effect.gen(function* () {
      yield* insertMerchant("acc_me", "me@example.com")
      const { secret } = yield* insertKey("acc_me", ["account/me"])
      for (const headers of [{ "x-api-key": secret }, { authorization: `Bearer ${secret}` }]) {
        const response = yield* get("/v1/me", headers)
        expect(response.status).toBe(200)
        expect(response.body).toMatchObject({
          success: true,
          data: { id: "acc_me", name: "Loja acc_me", email: "me@example.com" }
        })
      }
    })
  )

  it.effect("the derived client sends the key and decodes the 401 envelope as Unauthorized", () =>
    Effect.gen(function* () {
      yield* insertMerchant("acc_client")
      const { secret } = yield* insertKey("acc_client", ["account/*"])
      const client = yield* HttpApiClient.make(TrilhoApi, {
        transformClient: HttpClient.mapRequest(HttpClientRequest.setHeader("x-api-key", secret))
      })
      expect((yield* client.me.me()).data.id).toBe("acc_client")
      const anonymous = yield* HttpApiClient.make(TrilhoApi)
      const refused = yield* Effect.result(anonymous.me.me())
      expect(Result.isFailure(refused) && refused.failure instanceof Unauthorized).toBe(true)
    })
  )

  it.effect("a key without the route's permission is a 403 FORBIDDEN; wildcards grant", () =>
    Effect.gen(function* () {
      yield* insertMerchant("acc_perms")
      const cases = [
        [["payment-pix/create"], 403],
        [["account/balance"], 403],
        [["account/me"], 200],
        [["account/*"], 200],
        [["*"], 200]
      ] as const
      for (const [permissions, status] of cases) {
        const { secret } = yield* insertKey("acc_perms", permissions)
        const response = yield* get("/v1/me", { "x-api-key": secret })
        expect(response.status, permissions.join(",")).toBe(status)
        if (status === 403) {
          expect(response.body.error).toEqual({ code: "FORBIDDEN", statusCode: 403 })
          expect(response.body.message).toMatch(/account\/me/)
        }
      }
    })
  )

  it.effect("a key's IP allowlist refuses another address, and a spoofed X-Forwarded-For changes nothing", () =>
    Effect.gen(function* () {
      yield* insertMerchant("acc_ip")
      const elsewhere = yield* insertKey("acc_ip", ["*"], { ipAllowlist: ["10.0.0.1", "192.168.0.0/16"] })
      const refused = yield* get("/v1/me", { "x-api-key": elsewhere.secret })
      expect(refused.status).toBe(403)
      expect(refused.body.error).toEqual({ code: "IP_NOT_ALLOWED", statusCode: 403 })
      const spoofed = yield* get("/v1/me", { "x-api-key": elsewhere.secret, "x-forwarded-for": "10.0.0.1" })
      expect(spoofed.status).toBe(403)
      const here = yield* insertKey("acc_ip", ["*"], { ipAllowlist: ["127.0.0.0/8", "::1"] })
      expect((yield* get("/v1/me", { "x-api-key": here.secret })).status).toBe(200)
    })
  )

  it.effect("the health route stays public", () =>
    Effect.gen(function* () {
      expect((yield* get("/v1/health")).status).toBe(200)
    })
  )

  it.effect("the OpenAPI document shows both schemes and the permission of each protected operation", () =>
    Effect.gen(function* () {
      const doc = (yield* get("/v1/openapi.json")).body
      expect(doc.components.securitySchemes).toMatchObject({
        apiKey: { type: "apiKey", name: "X-API-Key", in: "header" },
        bearer: { type: "http", scheme: "bearer" }
      })
      expect(doc.paths["/v1/me"].get["x-permission"]).toBe("account/me")
      expect(doc.paths["/v1/me"].get.security).toEqual([{ apiKey: [] }, { bearer: [] }])
      expect(Object.keys(doc.paths["/v1/me"].get.responses)).toEqual(expect.arrayContaining(["401", "403", "429"]))
    })
  )
})
