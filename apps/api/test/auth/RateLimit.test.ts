import { FetchHttpClient, HttpClient, HttpClientRequest, HttpServer } from "effect/http"
import type { NetAddress } from "effect/net"
import { NodeHttpServer } from "@effect/platform-node"
import { expect, layer } from "@effect/vitest"
import type { SqlClient } from "effect/sql"
import {
  type Accounts,
  type ApiKeys,
  Auth,
  type Crypto,
  type Ids,
  RateLimiter as RateLimiterPort
} from "@trilho/domain"
import { Clock, Context, Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { createServer } from "node:http"
import { serve } from "../serve.ts"
import { insertKey, insertMerchant, layerServer, makeTestApi } from "./server.ts"

const windowMs = 60_000

/** Moves the test clock to the start of a window no request has used yet. */
const freshWindow = Effect.gen(function* () {
  const now = yield* Clock.currentTimeMillis
  yield* TestClock.setTime(now - (now % windowMs) + windowMs)
})

const send = (path: string, headers: Record<string, string> = {}) =>
  Effect.gen(function* () {
    const http = yield* HttpClient.HttpClient
    const response = yield* http.execute(HttpClientRequest.get(path).pipe(HttpClientRequest.setHeaders(headers)))
    return { status: response.status, headers: response.headers, body: (yield* response.json) as any }
  })

const repeat = <A, E, R>(n: number, effect: Effect.Effect<A, E, R>) => Effect.replicateEffect(effect, n)

type Storage =
  SqlClient.SqlClient | Accounts.Accounts | ApiKeys.ApiKeys | RateLimiterPort.RateLimiter | Crypto.Crypto | Ids.Ids

/** Another API server on the test's storage (`storage`), on a port of its own; its base URL. */
const serverOn = (storage: Context.Context<Storage>) =>
  Effect.gen(function* () {
    const context = yield* Layer.build(
      serve(makeTestApi()).pipe(
        Layer.provideMerge(NodeHttpServer.layer(createServer, { port: 0, host: "127.0.0.1" })),
        Layer.provide(Layer.succeedContext(storage))
      )
    )
    const address = Context.get(context, HttpServer.HttpServer).address as NetAddress.InetAddress
    return `http://127.0.0.1:${address.port}`
  })

/** The statuses of `n` requests of `/v1/me` with `secret`, one at a time, taking `servers` in turn. */
const meInTurn = (servers: ReadonlyArray<string>, secret: string, n: number) =>
  Effect.forEach(
    Array.from({ length: n }, (_, i) => i),
    (i) =>
      HttpClient.HttpClient.use((http) =>
        http.get(`${servers[i % servers.length]}/v1/me`, { headers: { "x-api-key": secret } })
      ).pipe(
        Effect.map((response) => response.status),
        Effect.provide(FetchHttpClient.layer)
      )
  )

layer(layerServer(), { timeout: 120_000 })("rate limit", (it) => {
  it.effect(
    "the 101st request of a key in a window is a 429 in the envelope, with Retry-After; the next window is open",
    () =>
      Effect.gen(function* () {
        yield* freshWindow
        yield* insertMerchant("acc_rl")
        const { secret } = yield* insertKey("acc_rl", ["*"])
        const headers = { "x-api-key": secret }
        const allowed = yield* repeat(100, send("/v1/me", headers))
        expect(allowed.map((r) => r.status)).toEqual(Array(100).fill(200))
        expect(allowed[0]!.headers["x-ratelimit-limit"]).toBe("100")
        expect(allowed[0]!.headers["x-ratelimit-remaining"]).toBe("99")
        expect(allowed[99]!.headers["x-ratelimit-remaining"]).toBe("0")
        const refused = yield* send("/v1/me", headers)
        expect(refused.status).toBe(429)
        expect(refused.body).toMatchObject({ success: false, error: { code: "RATE_LIMITED", statusCode: 429 } })
        expect(refused.body.requestId).toBe(refused.headers["x-request-id"])
        expect(refused.headers["retry-after"]).toBe("60")
        expect(refused.headers["x-ratelimit-limit"]).toBe("100")
        expect(refused.headers["x-ratelimit-remaining"]).toBe("0")
        yield* TestClock.adjust("45500 millis")
        expect((yield* send("/v1/me", headers)).headers["retry-after"]).toBe("15")
        yield* TestClock.adjust("15 seconds")
        expect((yield* send("/v1/me", headers)).status).toBe(200)
      })
  )

  it.effect("a key's own requests per minute replace the default", () =>
    Effect.gen(function* () {
      yield* freshWindow
      yield* insertMerchant("acc_own")
      const low = yield* insertKey("acc_own", ["*"], { requestsPerMinute: 5 })
      const high = yield* insertKey("acc_own", ["*"], { requestsPerMinute: 150 })
      const lows = yield* repeat(6, send("/v1/me", { "x-api-key": low.secret }))
      expect(lows.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 429])
      const highs = yield* repeat(150, send("/v1/me", { "x-api-key": high.secret }))
      expect(highs.every((r) => r.status === 200)).toBe(true)
      expect(highs[0]!.headers["x-ratelimit-limit"]).toBe("150")
    })
  )

  it.effect("without a key the limit is per client address, public routes included", () =>
    Effect.gen(function* () {
      yield* freshWindow
      const allowed = yield* repeat(100, send("/v1/health"))
      expect(allowed.every((r) => r.status === 200)).toBe(true)
      const refused = yield* send("/v1/health")
      expect(refused.status).toBe(429)
      expect(refused.body.error.code).toBe("RATE_LIMITED")
      // Unknown routes count too.
      expect((yield* send("/v1/no-such-route")).status).toBe(429)
    })
  )

  it.effect(
    "guessing keys is throttled per address before the lookup: past the limit even a right guess gets a 429",
    () =>
      Effect.gen(function* () {
        yield* freshWindow
        yield* insertMerchant("acc_guess")
        const { secret } = yield* insertKey("acc_guess", ["*"])
        const guesses = yield* Effect.forEach(
          Array.from({ length: 100 }, (_, i) => i),
          (i) => send("/v1/me", { "x-api-key": `trl_live_${String(i).padStart(43, "0")}` })
        )
        expect(guesses.every((r) => r.status === 401)).toBe(true)
        expect((yield* send("/v1/me", { "x-api-key": `trl_live_${"9".repeat(43)}` })).status).toBe(429)
        expect((yield* send("/v1/me", { "x-api-key": secret })).status).toBe(429)
        yield* freshWindow
        expect((yield* send("/v1/me", { "x-api-key": secret })).status).toBe(200)
      })
  )

  it.effect("the operator RPC is outside the merchant rate limit", () =>
    Effect.gen(function* () {
      yield* freshWindow
      yield* repeat(101, send("/v1/health"))
      const http = yield* HttpClient.HttpClient
      const response = yield* http.execute(HttpClientRequest.post("/operator/rpc").pipe(HttpClientRequest.bodyText("")))
      expect(response.status).toBe(200)
    })
  )

  it.effect("two API servers over one database share the count", () =>
    Effect.gen(function* () {
      yield* freshWindow
      yield* insertMerchant("acc_two")
      const { secret } = yield* insertKey("acc_two", ["*"], { requestsPerMinute: 10 })
      const storage = yield* Effect.context<Storage>()
      const servers = [yield* serverOn(storage), yield* serverOn(storage)]
      expect(servers[0]).not.toBe(servers[1])
      const statuses = yield* meInTurn(servers, secret, 12)
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 429, 429])
    })
  )

  it.effect(
    "a busy key counts a block at a time: 600 requests of a 500-per-minute key over two servers take about 60 statements, admit at most 500, and refuse early by less than a block per server",
    () =>
      Effect.gen(function* () {
        yield* freshWindow
        yield* insertMerchant("acc_busy")
        const { secret } = yield* insertKey("acc_busy", ["*"], { requestsPerMinute: 500 })
        const storage = yield* Effect.context<Storage>()
        const limiter = Context.get(storage, RateLimiterPort.RateLimiter)
        let statements = 0
        const counting = RateLimiterPort.RateLimiter.of({
          hit: (subject, windowStart, counts) => {
            statements += 1
            return limiter.hit(subject, windowStart, counts)
          },
          prune: limiter.prune
        })
        const withCounting = Context.add(storage, RateLimiterPort.RateLimiter, counting)
        const servers = [yield* serverOn(withCounting), yield* serverOn(withCounting)]
        const statuses = yield* meInTurn(servers, secret, 600)
        const admitted = statuses.filter((status) => status === 200).length
        expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([])
        const block = Auth.RateLimit.reservationSize(500)
        expect(block).toBe(10)
        expect(admitted).toBeLessThanOrEqual(500)
        expect(admitted).toBeGreaterThan(500 - 2 * block)
        expect(statuses.slice(0, 480).every((status) => status === 200)).toBe(true)
        expect(statements).toBeLessThanOrEqual(Math.ceil(600 / block) + 2)
      })
  )
})
