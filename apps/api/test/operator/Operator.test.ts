import { FetchHttpClient, Headers, HttpClient, HttpClientRequest, HttpServer } from "effect/http"
import type { RpcMiddleware } from "effect/rpc"
import type { NetAddress } from "effect/net"
import { describe, expect, it, layer } from "@effect/vitest"
import { ApiKeys, Crypto, Notifier } from "@trilho/domain"
import { Context, Effect, Layer, PubSub, Redacted, Result } from "effect"
import { layerAuth, layerToken } from "../../src/operator/Auth.ts"
import * as OperatorClient from "../../src/operator/Client.ts"
import { OperatorAuth, OperatorUnauthorized } from "../../src/operator/Rpcs.ts"
import { layerServer } from "../auth/server.ts"

const token = "operator-token-for-the-tests-0123456789"

/** The operator client of the test server, with `withToken` as its token. */
const operator = (withToken: string = token) =>
  Effect.gen(function* () {
    const server = yield* HttpServer.HttpServer
    const address = server.address as NetAddress.InetAddress
    const context = yield* Layer.build(
      OperatorClient.layer({ apiUrl: `http://127.0.0.1:${address.port}`, token: withToken }).pipe(
        Layer.provide(FetchHttpClient.layer)
      )
    )
    return Context.get(context, OperatorClient.OperatorClient)
  })

const me = (secret: string) =>
  Effect.gen(function* () {
    const http = yield* HttpClient.HttpClient
    const response = yield* http.execute(
      HttpClientRequest.get("/v1/me").pipe(HttpClientRequest.setHeader("x-api-key", secret))
    )
    return { status: response.status, headers: response.headers, body: (yield* response.json) as any }
  })

layer(layerServer({ operatorToken: token, settings: { ipRequestsPerWindow: 10_000 } }), { timeout: 120_000 })(
  "operator RPC",
  (it) => {
    it.effect("refuses a missing or wrong token", () =>
      Effect.gen(function* () {
        for (const wrong of ["", "operator-token-for-the-tests-0123456780", token.slice(0, -1)]) {
          const client = yield* operator(wrong)
          const result = yield* Effect.result(client.merchants.list({}))
          expect(Result.isFailure(result) && result.failure._tag).toBe("OperatorUnauthorized")
        }
      })
    )

    it.effect("creates, lists and flags merchants", () =>
      Effect.gen(function* () {
        const client = yield* operator()
        const created = yield* client.merchants.create({ email: "loja@example.com", name: "Loja Um" })
        expect(created).toMatchObject({ email: "loja@example.com", name: "Loja Um", flags: {} })
        expect(created.id).toMatch(/^acc_[0-9A-Z]{26}$/)
        const taken = yield* Effect.result(client.merchants.create({ email: "LOJA@example.com", name: "Outra" }))
        expect(Result.isFailure(taken) && taken.failure._tag).toBe("MerchantEmailTaken")
        const second = yield* client.merchants.create({ email: "loja2@example.com", name: "Loja Dois" })
        const all = yield* client.merchants.list({})
        expect(all.map((m) => m.id)).toEqual(expect.arrayContaining([created.id, second.id]))
        const page = yield* client.merchants.list({ limit: 1 })
        const next = yield* client.merchants.list({ afterId: page[0]!.id, limit: 500 })
        expect([...page, ...next].map((m) => m.id)).toEqual(all.map((m) => m.id))
        const flagged = yield* client.merchants.setFlags({ accountId: created.id, flags: { subaccounts: true } })
        expect(flagged.flags).toEqual({ subaccounts: true })
        const again = yield* client.merchants.setFlags({ accountId: created.id, flags: { limit: 5 } })
        expect(again.flags).toEqual({ subaccounts: true, limit: 5 })
        const missing = yield* Effect.result(client.merchants.setFlags({ accountId: "acc_nobody", flags: {} }))
        expect(Result.isFailure(missing) && missing.failure._tag).toBe("MerchantNotFound")
      })
    )

    it.effect("creates a key whose secret is shown once and works; lists it without secret or hash", () =>
      Effect.gen(function* () {
        const client = yield* operator()
        const merchant = yield* client.merchants.create({ email: "keys@example.com", name: "Chaves" })
        const created = yield* client.keys.create({
          accountId: merchant.id,
          name: "backend",
          permissions: ["account/*", "payment-pix/create"]
        })
        expect(created.secret).toMatch(/^trl_live_[0-9A-Za-z]{43,}$/)
        expect(created.key).toMatchObject({
          accountId: merchant.id,
          name: "backend",
          rail: "PADRAO",
          permissions: ["account/*", "payment-pix/create"],
          ipAllowlist: [],
          requestsPerMinute: 100,
          revoked: false,
          hint: created.secret.slice(-4)
        })
        expect(Object.keys(created.key)).not.toContain("hashHex")
        const response = yield* me(created.secret)
        expect(response.status).toBe(200)
        expect(response.body.data.id).toBe(merchant.id)
        const listed = yield* client.keys.list({ accountId: merchant.id })
        expect(listed.map((k) => k.id)).toEqual([created.key.id])
        const stored = yield* ApiKeys.ApiKeys.use((keys) => keys.findManyByAccount(merchant.id as any))
        const text = JSON.stringify(listed)
        expect(text).not.toContain(created.secret)
        expect(text).not.toContain(stored[0]!.hashHex)
      })
    )

    it.effect("refuses invalid permissions and allowlist entries, and keys of unknown merchants", () =>
      Effect.gen(function* () {
        const client = yield* operator()
        const merchant = yield* client.merchants.create({ email: "bad@example.com", name: "Bad" })
        for (const input of [
          { permissions: [] },
          { permissions: ["Payment PIX"] },
          { permissions: ["*"], ipAllowlist: ["10.0.0.0/40"] },
          { permissions: ["*"], requestsPerMinute: 0 }
        ]) {
          const result = yield* Effect.exit(client.keys.create({ accountId: merchant.id, name: "x", ...input } as any))
          expect(result._tag, JSON.stringify(input)).toBe("Failure")
        }
        expect(yield* client.keys.list({ accountId: merchant.id })).toEqual([])
        const unknown = yield* Effect.result(
          client.keys.create({ accountId: "acc_nobody", name: "x", permissions: ["*"] })
        )
        expect(Result.isFailure(unknown) && unknown.failure._tag).toBe("MerchantNotFound")
      })
    )

    it.effect("revokes keys, sets their limits, and keeps each merchant to its own keys", () =>
      Effect.gen(function* () {
        const client = yield* operator()
        const a = yield* client.merchants.create({ email: "a@example.com", name: "A" })
        const b = yield* client.merchants.create({ email: "b@example.com", name: "B" })
        const key = yield* client.keys.create({ accountId: a.id, name: "k", permissions: ["*"], requestsPerMinute: 7 })
        expect((yield* me(key.secret)).headers["x-ratelimit-limit"]).toBe("7")
        const limited = yield* client.keys.setLimit({ accountId: a.id, keyId: key.key.id, requestsPerMinute: 250 })
        expect(limited.requestsPerMinute).toBe(250)
        expect((yield* me(key.secret)).headers["x-ratelimit-limit"]).toBe("250")
        const foreign = yield* Effect.result(client.keys.revoke({ accountId: b.id, keyId: key.key.id }))
        expect(Result.isFailure(foreign) && foreign.failure._tag).toBe("ApiKeyNotFound")
        expect((yield* me(key.secret)).status).toBe(200)
        const revoked = yield* client.keys.revoke({ accountId: a.id, keyId: key.key.id })
        expect(revoked.revoked).toBe(true)
        expect((yield* me(key.secret)).status).toBe(401)
        const nonsense = yield* Effect.result(client.keys.revoke({ accountId: a.id, keyId: "not a key id" }))
        expect(Result.isFailure(nonsense) && nonsense.failure._tag).toBe("ApiKeyNotFound")
      })
    )

    it.effect("an IP allowlist given at creation is enforced", () =>
      Effect.gen(function* () {
        const client = yield* operator()
        const merchant = yield* client.merchants.create({ email: "ip@example.com", name: "IP" })
        const key = yield* client.keys.create({
          accountId: merchant.id,
          name: "k",
          permissions: ["*"],
          ipAllowlist: ["1.2.3.4"]
        })
        expect((yield* me(key.secret)).body.error.code).toBe("IP_NOT_ALLOWED")
      })
    )
  }
)

describe("operator authentication", () => {
  const check = (configured: string | undefined, authorization: string | undefined) =>
    Effect.gen(function* () {
      const middleware = yield* OperatorAuth
      const headers = Headers.fromInput(authorization === undefined ? {} : { authorization })
      // The middleware around a call that succeeds: it answers the call's value, or refuses it.
      const call = Effect.succeed({} as RpcMiddleware.SuccessValue)
      return yield* Effect.result(
        middleware(call, { client: {} as any, requestId: 0n as any, rpc: {} as any, payload: {}, headers })
      )
    }).pipe(
      Effect.provide(
        layerAuth.pipe(
          Layer.provide(layerToken(configured === undefined ? undefined : Redacted.make(configured))),
          Layer.provide(Crypto.layerDeterministic())
        )
      )
    )

  it.effect("without OPERATOR_TOKEN every call is refused", () =>
    Effect.gen(function* () {
      const result = yield* check(undefined, `Bearer ${token}`)
      expect(
        Result.isFailure(result) && result.failure instanceof OperatorUnauthorized && result.failure.message
      ).toMatch(/disabled/)
    })
  )

  it.effect("takes only the exact token as a Bearer credential", () =>
    Effect.gen(function* () {
      expect(Result.isSuccess(yield* check(token, `Bearer ${token}`))).toBe(true)
      expect(Result.isSuccess(yield* check(token, `bearer  ${token} `))).toBe(true)
      expect(Result.isFailure(yield* check(token, token))).toBe(true)
      expect(Result.isFailure(yield* check(token, `Basic ${token}`))).toBe(true)
      expect(Result.isFailure(yield* check(token, undefined))).toBe(true)
    })
  )
})

layer(layerServer({ operatorToken: token }).pipe(Layer.provideMerge(Notifier.layerMemory)), { timeout: 120_000 })(
  "operator RPC with a notifier",
  (it) => {
    it.effect("revoking a key publishes its revocation, so the gateways close its connections", () =>
      Effect.gen(function* () {
        const notices = yield* Notifier.Notifier.use((notifier) => notifier.subscribe)
        const client = yield* operator()
        const a = yield* client.merchants.create({ email: "n@example.com", name: "N" })
        const key = yield* client.keys.create({ accountId: a.id, name: "k", permissions: ["*"] })
        yield* client.keys.revoke({ accountId: a.id, keyId: key.key.id })
        expect(yield* PubSub.take(notices)).toEqual({ _tag: "ApiKeyRevoked", apiKeyId: key.key.id })
      })
    )
  }
)
