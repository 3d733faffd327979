import { FetchHttpClient, HttpClient, HttpServer } from "effect/http"
import type { NetAddress } from "effect/net"
import { NodeHttpServer } from "@effect/platform-node"
import { expect, layer } from "@effect/vitest"
import type { SqlClient } from "effect/sql"
import { type Accounts, ApiKeys, type Crypto, type Ids, Ledger, type RateLimiter } from "@trilho/domain"
import { Context, Effect, Layer } from "effect"
import { createServer } from "node:http"
import { keyCacheMsMax } from "../../src/auth/Settings.ts"
import { serve } from "../serve.ts"
import { insertKey, insertMerchant, layerServer, makeTestApi } from "./server.ts"

const status = (url: string, secret: string) =>
  HttpClient.HttpClient.use((http) => http.get(`${url}/v1/me`, { headers: { "x-api-key": secret } })).pipe(
    Effect.map((response) => response.status),
    Effect.provide(FetchHttpClient.layer)
  )

layer(layerServer(), { timeout: 120_000, excludeTestServices: true })("API key cache", (it) => {
  it.effect("a key revoked elsewhere is refused within a second by every API instance that had it cached", () =>
    Effect.gen(function* () {
      yield* insertMerchant("acc_cache")
      const { secret, key } = yield* insertKey("acc_cache", ["*"])
      const storage = yield* Effect.context<
        SqlClient.SqlClient | Accounts.Accounts | ApiKeys.ApiKeys | RateLimiter.RateLimiter | Crypto.Crypto | Ids.Ids
      >()
      // Two API processes over one database, each keeping resolved keys for the longest time allowed.
      const serverAt = Effect.gen(function* () {
        const context = yield* Layer.build(
          serve(makeTestApi({ settings: { keyCacheMs: keyCacheMsMax } })).pipe(
            Layer.provideMerge(NodeHttpServer.layer(createServer, { port: 0, host: "127.0.0.1" })),
            Layer.provide(Layer.succeedContext(storage))
          )
        )
        const address = Context.get(context, HttpServer.HttpServer).address as NetAddress.InetAddress
        return `http://127.0.0.1:${address.port}`
      })
      const servers = [yield* serverAt, yield* serverAt]
      for (const url of servers) expect(yield* status(url, secret)).toBe(200)

      // Revoked in the database, as another instance's operator call does.
      const warmedAt = Date.now()
      yield* (yield* ApiKeys.ApiKeys).updateRevoked(Ledger.AccountId.make("acc_cache"), key.id)
      const revokedAt = Date.now()
      // Still inside the cache's time, the instances answer from memory: the key is not read on every request.
      const early = yield* status(servers[1]!, secret)
      if (Date.now() - warmedAt < keyCacheMsMax / 2) expect(early).toBe(200)

      // A second after the revocation, every instance refuses it.
      yield* Effect.sleep(Math.max(0, revokedAt + keyCacheMsMax + 20 - Date.now()))
      for (const url of servers) expect(yield* status(url, secret)).toBe(401)
    })
  )
})
