import { NodeHttpServer } from "@effect/platform-node"
import { AuthSettings, Http, Layers, OperatorAuth, OperatorKeys } from "@trilho/api"
import { Accounts, type Auth, Ledger } from "@trilho/domain"
import { NodeCrypto } from "@trilho/node"
import { AccountsSql, ApiKeysSql, ChargeStoreSql, OutboxSql, RateLimiterSql } from "@trilho/postgres"
import { ConfigProvider, Deferred, Effect, Layer } from "effect"
import { HttpClient, HttpClientRequest, HttpRouter } from "effect/http"
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as http from "node:http"
import * as https from "node:https"
import * as os from "node:os"
import * as path from "node:path"
import WebSocket from "ws"
import { start } from "../src/Gateway.ts"
import { load, type TransportName, transportNames } from "../src/Transport.ts"

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

/**
 * A WebSocket library the gateway runs on (`GATEWAY_TRANSPORT`), and why its suites are skipped on this machine:
 * uWebSockets.js does not load everywhere (its binaries need glibc 2.38). With `GATEWAY_TRANSPORT=uws` in the
 * environment of the tests, its suites run wherever, and fail where it does not load.
 */
export interface Library {
  readonly name: TransportName
  /** Why the suites of this library do not run here; undefined when they do. */
  readonly skipped: string | undefined
}

export const libraries: ReadonlyArray<Library> = await Promise.all(
  transportNames.map(async (name): Promise<Library> => {
    const loaded = await Effect.runPromise(Effect.result(load(name)))
    const forced = process.env.GATEWAY_TRANSPORT === name
    return { name, skipped: loaded._tag === "Failure" && !forced ? loaded.failure.message : undefined }
  })
)

/** The name of a library's suite: the reason it is skipped shows in the report. */
export const suiteName = (library: Library, what: string) =>
  library.skipped === undefined
    ? `${what} over ${library.name}`
    : `${what} over ${library.name} (skipped: ${library.skipped})`

/** How the suites reach the gateway: plain `ws://`, or `wss://` with a throwaway certificate made on first use. */
export type Scheme = "plain" | "tls"
export const schemes: ReadonlyArray<Scheme> = ["plain", "tls"]
let library: TransportName = "ws"
let scheme: Scheme = "plain"
let certificate: ReturnType<typeof makeCertificate> | undefined

/** Makes the following `startGateway` and `connect` calls use the WebSocket library `nextLibrary` and `nextScheme`. */
export const useTransport = (nextLibrary: TransportName, nextScheme: Scheme = "plain") => {
  library = nextLibrary
  scheme = nextScheme
  if (nextScheme === "tls" && certificate === undefined) {
    const made = makeCertificate()
    certificate = made
    process.once("exit", () => fs.rmSync(made.dir, { recursive: true, force: true }))
  }
}

const transportSettings = (): Record<string, string> => ({
  GATEWAY_TRANSPORT: library,
  ...(scheme === "tls" && certificate !== undefined
    ? { GATEWAY_TLS_CERT_FILE: certificate.certFile, GATEWAY_TLS_KEY_FILE: certificate.keyFile }
    : {})
})

/** Starts a gateway with `testSettings` (and the transport's) overridden by `overrides`. */
export const startGateway = (overrides: Record<string, string> = {}) =>
  start.pipe(
    Effect.provideService(
      ConfigProvider.ConfigProvider,
      ConfigProvider.fromUnknown({ ...testSettings, ...transportSettings(), ...overrides })
    ),
    Effect.provide(Layer.merge(NodeCrypto.layer, ChargeStoreSql.layer))
  )

/** The API as `npm start` serves it, on the test database, with the payments services left in the context. */
export const layerApi = HttpRouter.serve(
  Layer.merge(
    Http.DocsLive,
    Http.makeApiLive(
      Layer.merge(AuthSettings.layer({ ipRequestsPerWindow: 100_000 }), OperatorAuth.layerToken(undefined))
    )
  ),
  { disableLogger: true, disableListenLog: true }
).pipe(
  Layer.provideMerge(NodeHttpServer.layerTest),
  Layer.provideMerge(Layers.layerInternalTransfers),
  Layer.provideMerge(Layers.layerPayments),
  Layer.provideMerge(Http.layerServices),
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
      id: Ledger.AccountId.make(id),
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
  OperatorKeys.issueKey({
    accountId: Ledger.AccountId.make(accountId),
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
      socket.on("open", () => Deferred.doneUnsafe(opened, Effect.void))
      socket.on("error", (error) => Deferred.doneUnsafe(opened, Effect.fail(error)))
      socket.on("close", (code, reason) => {
        Deferred.doneUnsafe(opened, Effect.fail(new Error(`closed ${code}`)))
        Deferred.doneUnsafe(closed, Effect.succeed({ code, reason: reason.toString() }))
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

/** `GET /health` of a gateway on `port`, over the scheme in use. */
export const health = (port: number) =>
  Effect.callback<unknown, Error>((resume) => {
    const tls = scheme === "tls" && certificate !== undefined
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

/** The URL scheme in use. */
export const urlScheme = () => (scheme === "tls" ? "wss" : "ws")
