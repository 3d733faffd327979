import { HttpClient, HttpClientRequest } from "effect/http"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { insertKey, insertMerchant, layerServer } from "./server.ts"

const get = (headers: Record<string, string>) =>
  Effect.gen(function* () {
    const http = yield* HttpClient.HttpClient
    const response = yield* http.execute(HttpClientRequest.get("/v1/me").pipe(HttpClientRequest.setHeaders(headers)))
    return { status: response.status, body: (yield* response.json) as any }
  })

// The test client connects from loopback, which plays the reverse proxy here.
layer(layerServer({ settings: { trustedProxies: ["127.0.0.1/32", "::1"] } }), { timeout: 120_000 })(
  "behind a trusted proxy",
  (it) => {
    it.effect("the allowlist sees the client's address from X-Forwarded-For", () =>
      Effect.gen(function* () {
        yield* insertMerchant("acc_proxy")
        const { secret } = yield* insertKey("acc_proxy", ["*"], { ipAllowlist: ["198.51.100.0/24"] })
        expect((yield* get({ "x-api-key": secret, "x-forwarded-for": "198.51.100.4" })).status).toBe(200)
        // A forged left part does not help: the proxy appended the real peer on the right.
        const forged = yield* get({ "x-api-key": secret, "x-forwarded-for": "198.51.100.4, 203.0.113.9" })
        expect(forged.status).toBe(403)
        expect(forged.body.error.code).toBe("IP_NOT_ALLOWED")
        expect(forged.body.message).toMatch(/203\.0\.113\.9/)
        // No header: the request came from the proxy itself.
        expect((yield* get({ "x-api-key": secret })).status).toBe(403)
      })
    )

    it.effect("unauthenticated requests are counted per forwarded client, not per proxy", () =>
      Effect.gen(function* () {
        const statuses = (forwardedFor: string) =>
          Effect.replicateEffect(
            Effect.map(get({ "x-forwarded-for": forwardedFor }), (r) => r.status),
            101
          )
        expect((yield* statuses("192.0.2.1")).at(-1)).toBe(429)
        expect((yield* statuses("192.0.2.2")).slice(0, 100).every((s) => s === 401)).toBe(true)
      })
    )
  }
)
