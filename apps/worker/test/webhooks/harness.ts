import { Accounts, Charges, Crypto, Ids, Ledger, SandboxClock, WebhookEndpoints, Webhooks } from "@trilho/domain"
import { AccountsSql, ChargeStoreSql, LedgerStoreSql, OutboxSql, TransactorSql } from "@trilho/postgres"
import { layerTestDatabase, type TestDatabaseOptions } from "@trilho/postgres/testing"
import { WebhookDeliveriesSql } from "@trilho/postgres"
import { WebhookEndpointsSql } from "@trilho/postgres"
import { PixSandbox, SandboxPix } from "@trilho/sandbox"
import { Effect, Layer } from "effect"
import * as http from "node:http"
import type { AddressInfo } from "node:net"
import { dispatchAll, sendDueOnce, type WebhooksConfig } from "../../src/webhooks/Webhooks.ts"
import { dispatchUntilCaughtUp } from "@trilho/postgres/testing"

/** The settings of the tests' senders: sandbox mode (loopback receivers), a short timeout. */
export const testConfig: WebhooksConfig = {
  mode: "sandbox",
  timeoutMs: 2_000,
  concurrency: 32,
  dispatchIntervalMs: 20,
  sendIntervalMs: 20,
  leaseMs: 30_000
}

/**
 * The payments services over SQL (charges, ledger, outbox, transactor, merchants), the simulated PIX network, the
 * sandbox clock, webhook endpoints and deliveries, on one fresh test database.
 */
export const layerWorld = (options: TestDatabaseOptions = {}) =>
  Charges.Charges.Default.pipe(
    Layer.provideMerge(
      Layer.mergeAll(
        ChargeStoreSql.layer,
        TransactorSql.layer,
        OutboxSql.layer,
        AccountsSql.layer,
        Ledger.Ledger.Default.pipe(Layer.provideMerge(LedgerStoreSql.layer)),
        PixSandbox.layer(),
        Charges.Subaccounts.layerMemory,
        SandboxClock.layerMemory,
        WebhookEndpointsSql.layer,
        WebhookDeliveriesSql.layer,
        WebhookDeliveriesSql.layerEventLog,
        Ids.layer.pipe(Layer.provideMerge(Crypto.layerDeterministic(Math.floor(Math.random() * 1e9))))
      )
    ),
    Layer.provideMerge(Charges.Config.layer({ ...Charges.Config.settingsDefault, payUrl: "https://pay.trilho.test" })),
    Layer.provideMerge(layerTestDatabase({ poolSize: 4, ...options }))
  )

let merchants = 0

/** A new merchant with its ledger account. */
export const makeMerchant = Effect.gen(function* () {
  const n = ++merchants
  const id = Ledger.AccountId.make(`acc_wh${Date.now().toString(36)}${n}`)
  yield* (yield* Accounts.Accounts).insert({
    id,
    name: `Loja ${n}`,
    email: `loja${n}.${Date.now()}@example.com`,
    flags: {},
    createdAt: new Date()
  })
  return id
})

/** A new ACTIVE endpoint of `accountId` for every event (`*`), account-wide unless bound to `apiKeyId`. */
export const makeEndpoint = (
  accountId: Ledger.AccountId,
  url: string,
  options: { readonly apiKeyId?: string; readonly events?: ReadonlyArray<string> } = {}
) =>
  Effect.gen(function* () {
    const ids = yield* Ids.Ids
    const secret = yield* Webhooks.generateSecret
    const now = new Date()
    const endpoint: Webhooks.WebhookEndpoint = {
      id: (yield* ids.next(Webhooks.webhookEndpointIdPrefix)) as Webhooks.WebhookEndpointId,
      accountId,
      apiKeyId: options.apiKeyId,
      url,
      description: "test receiver",
      events: options.events ?? ["*"],
      status: "ACTIVE",
      secret,
      previousSecret: undefined,
      previousSecretExpiresAt: undefined,
      failedEventsInARow: 0,
      createdAt: now,
      updatedAt: now
    }
    yield* (yield* WebhookEndpoints.WebhookEndpoints).insert(endpoint)
    return endpoint
  })

/** Creates a charge with `apiKeyId` and pays it through the sandbox network, on sandbox time. */
export const createAndPay = (accountId: Ledger.AccountId, apiKeyId: string | undefined, n: number) =>
  SandboxClock.withSandboxTime(
    Effect.gen(function* () {
      const charges = yield* Charges.Charges
      const sandbox = yield* SandboxPix
      const created = yield* charges.create({
        accountId,
        apiKeyId,
        amountCentavos: 1000 + n,
        description: `pedido ${n}`
      })
      const notice = yield* sandbox.payCharge(
        created.record.referenceId,
        { name: "Pagador Sandbox", document: "12345678909" },
        new Date(yield* Effect.clockWith((c) => c.currentTimeMillis))
      )
      yield* charges.confirmPaid(notice)
      return created.record.id
    })
  )

/** One request as the receiver saw it: the raw body and the headers. */
export interface Received {
  readonly body: string
  readonly headers: http.IncomingHttpHeaders
  readonly status: number
}

/**
 * A local receiver that answers each request with `answer(request index, body)` and records what it saw. With
 * `dedupe`, it applies each delivery id once (`applied`) and answers a repeat 200 without applying it again
 * (`duplicates`), as the spec asks of receivers.
 */
export const startReceiver = (answer: (index: number, body: string) => number = () => 200, port = 0) =>
  Effect.acquireRelease(
    Effect.callback<{
      readonly url: string
      readonly received: Array<Received>
      readonly applied: Map<string, unknown>
      readonly appliedOrder: Array<{ readonly id: string; readonly event: string; readonly aggregate: string }>
      readonly duplicates: Array<string>
      readonly server: http.Server
    }>((resume) => {
      const received: Array<Received> = []
      const applied = new Map<string, unknown>()
      const appliedOrder: Array<{ id: string; event: string; aggregate: string }> = []
      const duplicates: Array<string> = []
      const server = http.createServer((req, res) => {
        const chunks: Array<Buffer> = []
        req.on("data", (c: Buffer) => chunks.push(c))
        req.on("end", () => {
          const body = Buffer.concat(chunks).toString("utf8")
          const status = answer(received.length, body)
          received.push({ body, headers: req.headers, status })
          if (status >= 200 && status < 300) {
            const parsed = JSON.parse(body) as { id: string; event: string; data: { id?: string } }
            if (applied.has(parsed.id)) duplicates.push(parsed.id)
            else {
              applied.set(parsed.id, parsed)
              appliedOrder.push({ id: parsed.id, event: parsed.event, aggregate: parsed.data?.id ?? "" })
            }
          }
          res.writeHead(status, { "content-type": "text/plain" })
          res.end("ok")
        })
      })
      server.keepAliveTimeout = 60_000
      server.listen(port, "127.0.0.1", () => {
        const port = (server.address() as AddressInfo).port
        resume(
          Effect.succeed({ url: `http://127.0.0.1:${port}/hooks`, received, applied, appliedOrder, duplicates, server })
        )
      })
    }),
    (r) =>
      Effect.callback<void>((resume) => {
        r.server.closeAllConnections()
        r.server.close(() => resume(Effect.void))
      })
  )

/** Dispatcher rounds until the cursor reaches the newest outbox row. */
export const dispatchCaughtUp = dispatchUntilCaughtUp(dispatchAll)

/** Dispatches and sends until nothing is due now (order per aggregate makes later events wait a round); the count sent. */
export const deliverAll = (workerId: string, config: WebhooksConfig = testConfig) =>
  Effect.gen(function* () {
    yield* dispatchCaughtUp
    let total = 0
    while (true) {
      const sent = yield* sendDueOnce(workerId, config)
      if (sent === 0) return total
      total += sent
    }
  })

/** A local port with nothing listening on it (a receiver that is down). */
export const freePort = Effect.callback<number>((resume) => {
  const probe = http.createServer()
  probe.listen(0, "127.0.0.1", () => {
    const port = (probe.address() as AddressInfo).port
    probe.close(() => resume(Effect.succeed(port)))
  })
})
