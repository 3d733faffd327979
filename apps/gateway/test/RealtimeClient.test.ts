import { beforeAll, describe, expect, it, layer } from "@effect/vitest"
import { ApiKeys, Notifier } from "@trilho/domain"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { Effect, Exit, Fiber, Layer, Stream } from "effect"
import { FetchHttpClient } from "effect/http"
import * as http from "node:http"
import * as net from "node:net"
import { WebSocketServer } from "ws"
import * as RealtimeClient from "../src/RealtimeClient.ts"
import {
  insertKey,
  insertMerchant,
  layerApi,
  libraries,
  post,
  startGateway,
  suiteName,
  useTransport
} from "./support.ts"

const layerAll = layerApi.pipe(Layer.provideMerge(Notifier.layerMemory), Layer.provideMerge(layerTestDatabase()))

const charge = (key: string) =>
  Effect.map(post("/v1/payment-pix/create", key, { amount: 10, description: "Pedido" }), (r) => {
    expect(r.status).toBe(200)
    return r.body.data.id as string
  })

const pay = (key: string, id: string) =>
  Effect.map(post(`/v1/sandbox/payment-pix/${id}/pay`, key, {}), (r) => expect(r.status).toBe(200))

/**
 * A gateway behind a TCP relay that can be cut (every connection dropped, nothing accepted) and mended on the same
 * port, as a network outage or a gateway restart looks to a client.
 */
const restartable = Effect.gen(function* () {
  const { port: gatewayPort } = yield* startGateway()
  const sockets = new Set<net.Socket>()
  let server: net.Server | undefined
  const listen = (port: number) =>
    Effect.callback<number>((resume) => {
      const s = net.createServer((inbound) => {
        const outbound = net.connect(gatewayPort, "127.0.0.1")
        for (const socket of [inbound, outbound]) {
          sockets.add(socket)
          socket.on("close", () => sockets.delete(socket))
          socket.on("error", () => socket.destroy())
        }
        inbound.pipe(outbound).pipe(inbound)
        inbound.on("close", () => outbound.destroy())
        outbound.on("close", () => inbound.destroy())
      })
      server = s
      s.listen(port, "127.0.0.1", () => resume(Effect.succeed((s.address() as net.AddressInfo).port)))
    })
  const port = yield* listen(0)
  const stop = Effect.callback<void>((resume) => {
    for (const socket of sockets) socket.destroy()
    server!.close(() => resume(Effect.void))
  })
  yield* Effect.addFinalizer(() => stop)
  return { url: `ws://127.0.0.1:${port}/v1`, stop, start: Effect.asVoid(listen(port)) }
})

/** Runs the client in the background, keeping every notice. */
const follow = (options: RealtimeClient.RealtimeClientOptions) =>
  Effect.gen(function* () {
    const notices: Array<RealtimeClient.Notice> = []
    const fiber = yield* Stream.runForEach(RealtimeClient.notices(options), (n) =>
      Effect.sync(() => notices.push(n))
    ).pipe(Effect.forkScoped)
    const waitFor = (predicate: (n: RealtimeClient.Notice) => boolean, timeoutMs = 5000) =>
      Effect.gen(function* () {
        const deadline = Date.now() + timeoutMs
        while (!notices.some(predicate)) {
          if (Date.now() > deadline)
            return yield* Effect.fail(new Error(`waited for a notice; had ${JSON.stringify(notices)}`))
          yield* Effect.sleep("10 millis")
        }
        return notices.find(predicate)!
      })
    const events = () => notices.flatMap((n) => (n._tag === "Event" ? [n] : []))
    return { notices, fiber, waitFor, events }
  })

const isEvent = (type: string, id: string) => (n: RealtimeClient.Notice) =>
  n._tag === "Event" && n.event.event === type && (n.event.data as { id: string }).id === id

describe("reconnection delays", () => {
  it("are 1, 2, 4, 8, 16 and then 30 s", () => {
    const delays = [0, 1, 2, 3, 4, 5, 6, 20].map((failures) =>
      RealtimeClient.reconnectDelayMs(RealtimeClient.reconnectDelaysMsDefault, failures)
    )
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000])
  })
})

/** A frame as the gateway sends it: the delivery id of this connection, and the event's id. */
const frame = (n: number, createdAt: Date, deliveryId = `dlv_${n}_fake.1.0`) =>
  JSON.stringify({
    id: deliveryId,
    eventId: `evt_${n}`,
    event: "payment.created",
    createdAt: createdAt.toISOString(),
    data: { id: `pix_${n}` }
  })

/**
 * A scripted gateway and events API on one port: it authenticates anyone, confirms each subscription with a frame of
 * event 2 right behind, lists event 2 to the catch-up, and once that was read sends `later` frames.
 */
const scriptedServer = (later: (createdAt: Date) => ReadonlyArray<string>) =>
  Effect.acquireRelease(
    Effect.callback<{ readonly port: number; readonly server: http.Server }>((resume) => {
      let createdAt = new Date()
      const sockets = new Set<import("ws").WebSocket>()
      const server = http.createServer((_request, response) => {
        const item = JSON.parse(frame(2, createdAt))
        const data = { items: [{ ...item, id: item.eventId, eventId: undefined, deliveries: [] }], pages: 1 }
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ success: true, data }))
        setTimeout(() => {
          for (const socket of sockets) for (const text of later(createdAt)) socket.send(text)
        }, 50)
      })
      const wss = new WebSocketServer({ server, path: "/v1" })
      wss.on("connection", (socket) => {
        sockets.add(socket)
        socket.on("message", (data) => {
          const message = JSON.parse(data.toString())
          if (message.action === "authenticate") socket.send(JSON.stringify({ event: "authenticated", version: 1 }))
          if (message.action === "subscribe") {
            createdAt = new Date()
            socket.send(JSON.stringify({ event: "subscribed", pattern: message.pattern }))
            socket.send(frame(2, createdAt, "dlv_2_fake.1.0"))
          }
        })
      })
      server.listen(0, "127.0.0.1", () =>
        resume(Effect.succeed({ port: (server.address() as net.AddressInfo).port, server }))
      )
    }),
    ({ server }) =>
      Effect.sync(() => server.closeAllConnections()).pipe(Effect.andThen(Effect.sync(() => server.close())))
  )

describe("the realtime client against a scripted gateway", () => {
  it.live(
    "emits each event once by its event id, whichever way it came, and none created before its floor even when the socket brings it late",
    () =>
      Effect.gen(function* () {
        const { port } = yield* scriptedServer((createdAt) => [
          // Committed before the client connected, sent late (the gateway's reader waited behind an older transaction).
          frame(1, new Date(createdAt.getTime() - 60_000)),
          frame(3, createdAt)
        ])
        const client = yield* follow({
          wsUrl: `ws://127.0.0.1:${port}/v1`,
          apiUrl: `http://127.0.0.1:${port}`,
          apiKey: "k",
          subscriptions: [{ pattern: "payment.*" }]
        })
        yield* client.waitFor((n) => n._tag === "Event" && n.event.id === "evt_3")
        yield* Effect.sleep("100 millis")
        expect(client.events().map((e) => [e.event.id, e.event.deliveryId, e.source])).toEqual([
          ["evt_2", undefined, "catch-up"],
          ["evt_3", "dlv_3_fake.1.0", "socket"]
        ])
      }).pipe(Effect.scoped, Effect.provide(FetchHttpClient.layer))
  )
})

// On each WebSocket library of the gateway that loads here.
for (const library of libraries) {
  describe.skipIf(library.skipped !== undefined)(suiteName(library, "gateway"), () => {
    beforeAll(() => useTransport(library.name))
    layer(layerAll, { timeout: 60_000, excludeTestServices: true })("the reconnecting realtime client", (it) => {
      it.effect("reconnects with backoff, subscribes again and reads what it missed, each event once", () =>
        Effect.gen(function* () {
          yield* insertMerchant("acc_rc")
          const { secret } = yield* insertKey("acc_rc")
          const other = yield* insertKey("acc_rc")
          const gateway = yield* restartable
          const client = yield* follow({
            wsUrl: gateway.url,
            apiUrl: "",
            apiKey: secret,
            subscriptions: [{ pattern: "payment.*" }],
            reconnectDelaysMs: [100, 200, 400]
          })
          yield* client.waitFor((n) => n._tag === "Connected")
          const first = yield* charge(secret)
          yield* client.waitFor(isEvent("payment.created", first))

          // The gateway goes away; events happen meanwhile; the client tries again at 100, 200, 400, 400 ms.
          yield* gateway.stop
          const second = yield* charge(secret)
          yield* pay(secret, first)
          yield* charge(other.secret)
          yield* Effect.sleep("1200 millis")
          const delays = client.notices.flatMap((n) => (n._tag === "Disconnected" ? [n.retryInMs] : []))
          expect(delays.slice(0, 4)).toEqual([100, 200, 400, 400])

          yield* gateway.start
          yield* client.waitFor((n) => n._tag === "Connected" && n.attempt > 1)
          yield* client.waitFor(isEvent("payment.paid", first))
          yield* client.waitFor(isEvent("payment.created", second))
          const third = yield* charge(secret)
          yield* client.waitFor(isEvent("payment.created", third))

          const events = client.events()
          expect(events.map((e) => [e.event.event, (e.event.data as { id: string }).id, e.source])).toEqual([
            ["payment.created", first, "socket"],
            ["payment.created", second, "catch-up"],
            ["payment.paid", first, "catch-up"],
            ["payment.created", third, "socket"]
          ])
          expect(new Set(events.map((e) => e.event.id)).size).toBe(events.length)

          // A drop after a good connection starts the delays over.
          const before = client.notices.filter((n) => n._tag === "Disconnected").length
          yield* gateway.stop
          yield* client.waitFor(() => client.notices.filter((n) => n._tag === "Disconnected").length > before)
          yield* Effect.sleep("50 millis")
          const after = client.notices.flatMap((n) => (n._tag === "Disconnected" ? [n.retryInMs] : []))
          expect(after[before]).toBe(100)
          yield* Fiber.interrupt(client.fiber)
        })
      )

      it.effect("a payment subscription comes back after a drop until the payment's final event", () =>
        Effect.gen(function* () {
          yield* insertMerchant("acc_rc_pay")
          const { secret } = yield* insertKey("acc_rc_pay")
          // The charge comes before the client's first connection, so its `payment.created` is before the client's
          // floor and never comes out. The gateway may still send it: its follower starts at the oldest transaction in
          // flight on the database server (another test file's, on a shared PostgreSQL) and reads the event once that
          // one ends, after the subscription (the scripted gateway above sends such an event on purpose).
          const id = yield* charge(secret)
          const gateway = yield* restartable
          const client = yield* follow({
            wsUrl: gateway.url,
            apiUrl: "",
            apiKey: secret,
            subscriptions: [{ paymentId: id }, { paymentId: "ch_unknown_rc" }],
            reconnectDelaysMs: [50]
          })
          yield* client.waitFor((n) => n._tag === "Connected")
          expect(client.notices).toContainEqual({
            _tag: "Refused",
            subscription: { paymentId: "ch_unknown_rc" },
            code: "NOT_FOUND"
          })
          yield* gateway.stop
          yield* pay(secret, id)
          yield* gateway.start
          yield* client.waitFor(isEvent("payment.paid", id))
          expect(client.events().map((e) => e.source)).toEqual(["catch-up"])
        })
      )

      it.effect("fails when the key is revoked instead of trying again", () =>
        Effect.gen(function* () {
          yield* insertMerchant("acc_rc_rev")
          const revoked = yield* insertKey("acc_rc_rev")
          const { url } = yield* startGateway()
          const client = yield* follow({
            wsUrl: url,
            apiUrl: "",
            apiKey: revoked.secret,
            subscriptions: [{ pattern: "*" }],
            reconnectDelaysMs: [50]
          })
          yield* client.waitFor((n) => n._tag === "Connected")
          yield* Effect.flatMap(ApiKeys.ApiKeys, (keys) => keys.updateRevoked(revoked.key.accountId, revoked.key.id))
          yield* Effect.flatMap(Notifier.Notifier, (n) =>
            n.publish({ _tag: "ApiKeyRevoked", apiKeyId: revoked.key.id })
          )
          const exit = yield* Fiber.await(client.fiber).pipe(Effect.timeout("5 seconds"))
          expect(Exit.isFailure(exit)).toBe(true)
          // The socket's close (KEY_REVOKED) or the catch-up's 401, whichever sees the revocation first.
          expect(JSON.stringify(exit)).toMatch(/KEY_REVOKED|the API key has been revoked/)
          expect(client.notices.filter((n) => n._tag === "Disconnected")).toEqual([])
        })
      )

      it.effect("refuses an invalid pattern before connecting", () =>
        Effect.gen(function* () {
          const result = yield* Stream.runDrain(
            RealtimeClient.notices({
              wsUrl: "ws://127.0.0.1:9/v1",
              apiUrl: "",
              apiKey: "k",
              subscriptions: [{ pattern: "PAY!" }]
            })
          ).pipe(Effect.flip)
          expect(result.message).toContain("invalid pattern")
        })
      )
    })
  })
}
