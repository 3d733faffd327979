import { HttpClient, HttpClientRequest } from "effect/http"
import { describe, expect, it, layer } from "@effect/vitest"
import { Crypto, Realtime } from "@trilho/domain"
import { NodeCrypto } from "@trilho/node"
import { ConfigProvider, Effect, Exit, Layer, Result } from "effect"
import { insertKey, insertMerchant } from "../auth/server.ts"
import * as PayRealtime from "../../src/charges/PayRealtime.ts"
import { call, layerServer } from "./server.ts"

const merchant = (id: string) =>
  Effect.gen(function* () {
    yield* insertMerchant(id)
    return (yield* insertKey(id, ["*"])).secret
  })

const get = (path: string) =>
  Effect.gen(function* () {
    const http = yield* HttpClient.HttpClient
    const response = yield* http.execute(
      HttpClientRequest.setHeaders(HttpClientRequest.get(path), { accept: "text/html" })
    )
    return { status: response.status, headers: response.headers, text: yield* response.text }
  })

const secret = new TextEncoder().encode("pay-page-watch-secret-for-the-tests-0123")
const wsUrl = "ws://127.0.0.1:4555/v1"
const attribute = (text: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(text)?.[1]

layer(layerServer().pipe(Layer.provideMerge(PayRealtime.layer({ wsUrl, watchSecret: secret }))), {
  timeout: 120_000,
  excludeTestServices: true
})("the pay page following its charge on the gateway", (it) => {
  it.effect(
    "a pending page carries the gateway's URL and a watch token for its charge; its CSP allows the gateway",
    () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_paylive")
        const charge = (yield* call("POST", "/v1/payment-pix/create", {
          key,
          body: { amount: 12, description: "Ao vivo", expirationSeconds: 900 }
        })).body.data
        const page = yield* get(`/pix/${charge.id}`)
        expect(page.status).toBe(200)
        expect(attribute(page.text, "data-ws-url")).toBe(wsUrl)
        const token = attribute(page.text, "data-watch-token")!
        expect(token).toMatch(/^w1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/)
        const granted = yield* Realtime.WatchTokens.verify(secret, token, Date.now()).pipe(
          Effect.provide(NodeCrypto.layer)
        )
        const expiresAtMs = Date.parse(charge.expiresAt) + Realtime.WatchTokens.watchTokenMarginMs
        expect(granted).toEqual(
          Result.succeed({
            paymentId: charge.id,
            accountId: "acc_paylive",
            expiresAtMs: Math.floor(expiresAtMs / 1000) * 1000
          })
        )
        const csp = page.headers["content-security-policy"] ?? ""
        expect(csp).toContain("connect-src 'self' ws://127.0.0.1:4555;")
        expect(csp).toContain("default-src 'none'")

        // Paid, the page has nothing left to follow: no token, no gateway in its policy.
        const paid = yield* call("POST", `/v1/sandbox/payment-pix/${charge.id}/pay`, { key, body: {} })
        expect(paid.status).toBe(200)
        const receipt = yield* get(`/pix/${charge.id}`)
        expect(receipt.text).toContain('data-state="paid"')
        expect(receipt.text).not.toContain("data-watch-token")
        expect(receipt.headers["content-security-policy"]).toContain("connect-src 'self';")
      })
  )

  it.effect("a token is capped at a day from now for a charge that lives a week", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_paylong")
      const charge = (yield* call("POST", "/v1/payment-pix/create", {
        key,
        body: { amount: 12, description: "Semana", expirationSeconds: 604800 }
      })).body.data
      const before = Date.now()
      const token = attribute((yield* get(`/pix/${charge.id}`)).text, "data-watch-token")!
      const granted = yield* Realtime.WatchTokens.verify(secret, token, before).pipe(Effect.provide(NodeCrypto.layer))
      const expiresAtMs = Result.getOrThrow(granted).expiresAtMs
      expect(expiresAtMs).toBeLessThanOrEqual(Date.now() + Realtime.WatchTokens.watchTokenLifetimeMaxMs)
      expect(expiresAtMs).toBeGreaterThan(before + Realtime.WatchTokens.watchTokenLifetimeMaxMs - 2000)
    })
  )
})

describe("the pay pages' realtime settings", () => {
  const read = (settings: Record<string, string>) =>
    PayRealtime.fromConfig.pipe(
      Effect.provideService(ConfigProvider.ConfigProvider, ConfigProvider.fromUnknown(settings)),
      Effect.provideService(Crypto.Crypto, Effect.runSync(Crypto.makeDeterministic(3))),
      Effect.exit,
      Effect.runSync
    )

  it("without WS_URL pages only poll, and no secret is read", () => {
    expect(read({ REALTIME_WATCH_SECRET: "short" })).toEqual(Exit.succeed({ wsUrl: undefined, watchSecret: undefined }))
  })

  it("with WS_URL, the watch secret is REALTIME_WATCH_SECRET, or a random one of 32 bytes", () => {
    const configured = "a".repeat(40)
    const withSecret = read({ WS_URL: "wss://ws.example.com/v1", REALTIME_WATCH_SECRET: configured })
    expect(withSecret).toEqual(
      Exit.succeed({ wsUrl: "wss://ws.example.com/v1", watchSecret: new TextEncoder().encode(configured) })
    )
    const random = read({ WS_URL: "ws://127.0.0.1:4001/v1" })
    expect(Exit.isSuccess(random) && random.value.watchSecret?.length).toBe(32)
  })

  it("a WS_URL that is no ws(s) address, or a secret under 32 bytes, stops the start", () => {
    expect(Exit.isFailure(read({ WS_URL: "https://ws.example.com/v1" }))).toBe(true)
    expect(Exit.isFailure(read({ WS_URL: "wss://ws.example.com/v1", REALTIME_WATCH_SECRET: "short" }))).toBe(true)
  })

  it("the CSP source of a gateway URL is its origin", () => {
    expect(PayRealtime.connectSourceOf("wss://ws.example.com/v1")).toBe("wss://ws.example.com")
    expect(PayRealtime.connectSourceOf("ws://127.0.0.1:4001/v1")).toBe("ws://127.0.0.1:4001")
  })
})
