import { NodeHttpServer } from "@effect/platform-node"
import { expect, layer } from "@effect/vitest"
import { AccountsSql, ApiKeysSql, RateLimiterSql } from "@trilho/postgres"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { Effect, Layer, Logger, type LogLevel, References } from "effect"
import { HttpClient, HttpClientRequest, HttpRouter, HttpServer, HttpServerResponse } from "effect/http"
import * as http from "node:http"
import { ApiLive, DocsLive } from "../../src/Http.ts"
import { RequestLogEnabled } from "../../src/http/RequestLog.ts"

interface Entry {
  readonly message: unknown
  readonly level: LogLevel.LogLevel
  readonly annotations: Record<string, unknown>
}

/** Every log entry of the server, with its annotations. */
const entries: Array<Entry> = []
const capture = Logger.make((options) => {
  entries.push({
    message: options.message,
    level: options.logLevel,
    annotations: { ...options.fiber.getRef(References.CurrentLogAnnotations) }
  })
})

const messageOf = (entry: Entry) => (Array.isArray(entry.message) ? entry.message.join(" ") : String(entry.message))

/** A route that answers after two seconds, for a client that hangs up before. */
const SlowRoute = HttpRouter.add(
  "GET",
  "/v1/test/slow",
  Effect.as(Effect.sleep("2 seconds"), HttpServerResponse.text("late"))
)

/** The API as production serves it: the envelope's request line on, the router's own off. */
const ServerTest = HttpRouter.serve(Layer.mergeAll(DocsLive, ApiLive, SlowRoute), {
  disableLogger: true,
  disableListenLog: true
}).pipe(
  Layer.provide(Layer.succeed(RequestLogEnabled, true)),
  Layer.provide(Logger.layer([capture])),
  Layer.provideMerge(NodeHttpServer.layerTest),
  Layer.provide(Layer.mergeAll(AccountsSql.layer, ApiKeysSql.layer, RateLimiterSql.layer)),
  Layer.provide(layerTestDatabase())
)

layer(ServerTest, { timeout: 120_000, excludeTestServices: true })("request log", (it) => {
  it.effect("a request writes one structured line with its request id, method, route, status and duration", () =>
    Effect.gen(function* () {
      const client = yield* HttpClient.HttpClient
      const response = yield* client.execute(
        HttpClientRequest.get("/v1/health?probe=1").pipe(HttpClientRequest.setHeader("x-request-id", "req-log-00001"))
      )
      expect(response.status).toBe(200)
      const lines = entries.filter((e) => e.annotations.requestId === "req-log-00001")
      expect(lines).toHaveLength(1)
      const line = lines[0]!
      expect(messageOf(line)).toBe("request")
      expect(line.level).toBe("Info")
      expect(line.annotations).toMatchObject({ method: "GET", route: "/v1/health", status: 200 })
      expect(typeof line.annotations.durationMs).toBe("number")
      expect(line.annotations.durationMs as number).toBeGreaterThanOrEqual(0)

      // A refused request writes its line too, with the status it was answered with.
      const missing = yield* client.execute(
        HttpClientRequest.get("/v1/no-such-route").pipe(HttpClientRequest.setHeader("x-request-id", "req-log-00002"))
      )
      expect(missing.status).toBe(404)
      expect(
        entries.filter((e) => e.annotations.requestId === "req-log-00002").map((e) => e.annotations.status)
      ).toEqual([404])
    })
  )

  it.effect("a client that disconnects before the answer logs no error", () =>
    Effect.gen(function* () {
      const server = yield* HttpServer.HttpServer
      const address = server.address as { readonly port: number }
      const before = entries.length
      yield* Effect.callback<void>((resume) => {
        const request = http.get({ host: "127.0.0.1", port: address.port, path: "/v1/test/slow" })
        request.on("error", () => resume(Effect.void))
        setTimeout(() => request.destroy(), 200)
      })
      // Past the route's own two seconds: whatever the server logs about the abandoned request has been logged.
      yield* Effect.sleep("2500 millis")
      const logged = entries.slice(before)
      expect(logged.filter((e) => e.level === "Error" || e.level === "Fatal")).toEqual([])
    })
  )
})
