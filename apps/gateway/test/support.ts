import { HttpApiBuilder, HttpClient, HttpClientRequest } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import * as AuthSettings from "@trilho/api/auth/Settings"
import { layerPayments } from "@trilho/api/charges/Layers"
import { layerInternalTransfers } from "@trilho/api/transfers/InternalHttp"
import { DocsLive, layerServices, makeApiLive } from "@trilho/api/Http"
import * as OperatorAuth from "@trilho/api/operator/Auth"
import { issueKey } from "@trilho/api/operator/Keys"
import { Accounts, type Auth } from "@trilho/domain"
import { AccountId } from "@trilho/domain/ledger/Model"
import { NodeCrypto } from "@trilho/node"
import { AccountsSql, ApiKeysSql, ChargeStoreSql, OutboxSql, RateLimiterSql } from "@trilho/postgres"
import { ConfigProvider, Deferred, Effect, Layer } from "effect"
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as http from "node:http"
import * as https from "node:https"
import * as os from "node:os"
import * as path from "node:path"
import WebSocket from "ws"
import { start } from "../src/Gateway.ts"
import type { TransportName } from "../src/Transport.ts"
import { uwsUnavailableReason } from "../src/Transports.ts"

/** The gateway's settings in tests: an ephemeral port and time limits in milliseconds. */
export const testSettings: Record<string, string> = {
  GATEWAY_PORT: "0",
  GATEWAY_HOST: "127.0.0.1",
  GATEWAY_AUTH_TIMEOUT_MS: "400",
  GATEWAY_HEARTBEAT_INTERVAL_MS: "60000",
  GATEWAY_HEARTBEAT_REPLY_MS: "60000",
  GATEWAY_POLL_INTERVAL_MS: "20",
  GATEWAY_CONNECTIONS_PER_MINUTE: "1000",
  GATEWAY_AUTH_FAILURES_PER_MINUTE: "1000",
  GATEWAY_MESSAGES_PER_SECOND: "10000"
}

/** Writes a throwaway self-signed certificate for 127.0.0.1 into a new directory. */
export const makeCertificate = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "trilho-gateway-tls-"))
  const certFile = path.join(dir, "cert.pem")
  const keyFile = path.join(dir, "key.pem")
  execFileSync(
    "openssl",
    [
      ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"],
      ["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", keyFile, "-out", certFile]
    ].flat(),
    { stdio: "ignore" }
  )
  return { dir, certFile, keyFile }
}

/** How the suites reach the gateway: plain `ws://`, or `wss://` with a throwaway certificate made on first use. */
export type Transport = "plain" | "tls"
export const transports: ReadonlyArray<Transport> = ["plain", "tls"]
let transport: Transport = "plain"
let certificate: ReturnType<typeof makeCertificate> | undefined

/** Makes the following `startGateway` and `connect` calls use `next`. */
export const useTransport = (next: Transport) => {
  transport = next
  if (next === "tls" && certificate === undefined) {
    const made = makeCertificate()
    certificate = made
    process.once("exit", () => fs.rmSync(made.dir, { recursive: true, force: true }))
  }
}

/**
 * The WebSocket libraries the suites run on, each with why it does not load here (if it does not). A library that does
 * not load is skipped, unless the run forces it with `GATEWAY_TRANSPORT`: then its suites fail.
 */
export const libraries: ReadonlyArray<{ readonly name: TransportName; readonly unavailable: string | undefined }> = [
  { name: "uws", unavailable: uwsUnavailableReason() },
  { name: "ws", unavailable: undefined }
]
let library: TransportName = "ws"

/** Makes the following `startGateway` calls serve with `next`. */
export const useLibrary = (next: TransportName) => {
  library = next
}

const transportSettings = (): Record<string, string> => ({
  GATEWAY_TRANSPORT: library,
  ...(transport === "tls" && certificate !== undefined
    ? { GATEWAY_TLS_CERT_FILE: certificate.certFile, GATEWAY_TLS_KEY_FILE: certificate.keyFile }
    : {})
})

/** Starts a gateway with `testSettings` (and the transport's) overridden by `overrides`. */
export const startGateway = (overrides: Record<string, string> = {}) =>
  start.pipe(
    Effect.withConfigProvider(
      ConfigProvider.fromMap(new Map(Object.entries({ ...testSettings, ...transportSettings(), ...overrides })))
    ),
    Effect.provide(Layer.merge(NodeCrypto.layer, ChargeStoreSql.layer))
  )

/** The API as `npm start` serves it, on the test database, with the payments services left in the context. */
export const layerApi = HttpApiBuilder.serve().pipe(
  Layer.provide(DocsLive),
  Layer.provide(
    makeApiLive(Layer.merge(AuthSettings.layer({ ipRequestsPerWindow: 100_000 }), OperatorAuth.layerToken(undefined)))
  ),
  Layer.provideMerge(NodeHttpServer.layerTest),
  Layer.provideMerge(layerInternalTransfers),
  Layer.provideMerge(layerPayments),
  Layer.provideMerge(layerServices),
  Layer.provideMerge(Layer.mergeAll(AccountsSql.layer, ApiKeysSql.layer, RateLimiterSql.layer, OutboxSql.layer))
)

/** A POST to the test API with a key; the JSON body. */
export const post = (path: string, key: string, body: unknown) =>
  Effect.gen(function* () {
    const http = yield* HttpClient.HttpClient
    const request = yield* HttpClientRequest.bodyJson(
      HttpClientRequest.setHeader(HttpClientRequest.post(path), "x-api-key", key),
      body
    )
    const response = yield* http.execute(request)
    return { status: response.status, body: (yield* response.json) as any }
  })

/** Creates a merchant. */
export const insertMerchant = (id: string) =>
  Effect.flatMap(Accounts.Accounts, (accounts) =>
    accounts.insert({
      id: AccountId.make(id),
      name: `Loja ${id}`,
      email: `${id}@example.com`,
      flags: {},
      createdAt: new Date()
    })
  )

/** Credits money past its 24 h lock, as the API tests do. */
export { seedWithdrawable } from "../../api/test/seed.ts"

/** Creates a key of `accountId`; its secret and record. */
export const insertKey = (
  accountId: string,
  options: { readonly ipAllowlist?: ReadonlyArray<string>; readonly permissions?: ReadonlyArray<Auth.Permission> } = {}
) =>
  issueKey({
    accountId: AccountId.make(accountId),
    name: "test",
    permissions: options.permissions ?? ["*"],
    ...options
  })

export interface Client {
  readonly socket: WebSocket
  readonly received: Array<any>
  readonly send: (message: unknown) => void
  /** The next message satisfying `predicate` not taken yet, waiting up to `timeoutMs`. */
  readonly next: (predicate?: (message: any) => boolean, timeoutMs?: number) => Effect.Effect<any, Error>
  /** Whatever arrives within `ms`, taken. */
  readonly drain: (ms: number) => Effect.Effect<ReadonlyArray<any>>
  readonly closed: Effect.Effect<{ readonly code: number; readonly reason: string }>
}

/** Opens a `ws` client; closed when the scope ends. */
export const connect = (url: string, options: WebSocket.ClientOptions = {}) =>
  Effect.acquireRelease(
    Effect.gen(function* () {
      const trusted =
        url.startsWith("wss:") && certificate !== undefined ? { ca: fs.readFileSync(certificate.certFile) } : {}
      const socket = new WebSocket(url, { ...trusted, ...options })
      const received: Array<any> = []
      const closed = yield* Deferred.make<{ readonly code: number; readonly reason: string }>()
      const opened = yield* Deferred.make<void, Error>()
      socket.on("message", (data) => received.push(JSON.parse(data.toString())))
      socket.on("open", () => Deferred.unsafeDone(opened, Effect.void))
      socket.on("error", (error) => Deferred.unsafeDone(opened, Effect.fail(error)))
      socket.on("close", (code, reason) => {
        Deferred.unsafeDone(opened, Effect.fail(new Error(`closed ${code}`)))
        Deferred.unsafeDone(closed, Effect.succeed({ code, reason: reason.toString() }))
      })
      yield* Deferred.await(opened)
      const next = (predicate: (message: any) => boolean = () => true, timeoutMs = 5000) =>
        Effect.gen(function* () {
          const deadline = Date.now() + timeoutMs
          for (;;) {
            const index = received.findIndex(predicate)
            if (index >= 0) return received.splice(index, 1)[0]
            if (Date.now() > deadline) {
              return yield* Effect.fail(new Error(`no matching message; received ${JSON.stringify(received)}`))
            }
            yield* Effect.sleep("5 millis")
          }
        })
      const client: Client = {
        socket,
        received,
        send: (message) => socket.send(typeof message === "string" ? message : JSON.stringify(message)),
        next,
        drain: (ms) => Effect.as(Effect.sleep(ms), received.splice(0)),
        closed: Deferred.await(closed)
      }
      return client
    }),
    (client) => Effect.sync(() => client.socket.terminate())
  )

/** Connects and authenticates by message. */
export const connectAs = (url: string, secret: string) =>
  Effect.gen(function* () {
    const client = yield* connect(url)
    client.send({ action: "authenticate", apiKey: secret })
    yield* client.next((m) => m.event === "authenticated")
    return client
  })

/** `GET /health` of a gateway on `port`, over the transport in use. */
export const health = (port: number) =>
  Effect.async<unknown, Error>((resume) => {
    const tls = transport === "tls" && certificate !== undefined
    const request = (tls ? https : http).get(
      `${tls ? "https" : "http"}://127.0.0.1:${port}/health`,
      tls ? { ca: fs.readFileSync(certificate!.certFile) } : {},
      (response) => {
        let body = ""
        response.on("data", (chunk) => (body += chunk))
        response.on("end", () => resume(Effect.try(() => JSON.parse(body) as unknown).pipe(Effect.orDie)))
      }
    )
    request.on("error", (error) => resume(Effect.fail(error)))
  })

/** The URL scheme of the transport in use. */
export const scheme = () => (transport === "tls" ? "wss" : "ws")
