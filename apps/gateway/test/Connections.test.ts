import { describe, expect, it } from "@effect/vitest"
import { Realtime } from "@trilho/domain"
import type { Outbox } from "@trilho/domain"
import { Result } from "effect"
import { type Connection, makeRegistry } from "../src/Connections.ts"
import type * as Transport from "../src/Transport.ts"

/** A transport that keeps what is sent to each socket; nothing goes over a network. */
const recording = () => {
  const sent = new Map<Transport.SocketData, Array<any>>()
  const transport: Transport.Transport = {
    name: "ws",
    listen: () => {
      throw new Error("not used")
    },
    send: (socket, text) => {
      sent.set(socket, [...(sent.get(socket) ?? []), JSON.parse(text)])
      return true
    },
    end: (socket) => void (socket.closed = true)
  }
  return { transport, sent }
}

const key = { accountId: "acc_reg", apiKeyId: "key_reg" }

const event = (id: number, eventType: string, aggregateId: string): Outbox.OutboxEvent => ({
  id,
  position: `1:${id}` as Outbox.OutboxCursor,
  accountId: key.accountId as Outbox.OutboxEvent["accountId"],
  eventType,
  aggregateId,
  apiKeyId: key.apiKeyId,
  payload: { id: aggregateId },
  createdAt: new Date(0)
})

/** `n` connections of one key holding `subscriptions` (one object: one group). */
const connected = (n: number, subscriptions: Realtime.Subscriptions.Subscriptions, tag = "aa11") => {
  const { sent, transport } = recording()
  const registry = makeRegistry(transport, tag, 0)
  const connections: Array<Connection> = []
  for (let i = 0; i < n; i++) {
    const connection = registry.make("127.0.0.1", 0, undefined)
    registry.open(connection, 0)
    registry.authenticate(connection, key)
    registry.setSubscriptions(connection, subscriptions)
    connections.push(connection)
  }
  return { registry, connections, sent }
}

const subscribed = (target: Realtime.Subscriptions.Target) =>
  Result.getOrThrow(Realtime.Subscriptions.subscribe(Realtime.Subscriptions.empty, target, 0, 60_000))

describe("delivery ids of the gateway", () => {
  it("one group, one event: a frame per connection, each with its own delivery id and the event's id", () => {
    const { connections, registry, sent } = connected(3, subscribed({ _tag: "Pattern", pattern: "payment.*" }))
    registry.deliver(event(7, "payment.created", "pix_1"), 1)
    const frames = connections.map((c) => sent.get(c)!)
    for (const received of frames) {
      expect(received).toHaveLength(1)
      expect(received[0]).toMatchObject({ eventId: "evt_7", event: "payment.created", data: { id: "pix_1" } })
      expect(received[0].id).toMatch(/^dlv_7_aa11\.\d+\.\d+$/)
    }
    expect(new Set(frames.map((f) => f[0].id)).size).toBe(3)
  })

  it("an event that ends the group's payment subscription still gives each connection a delivery id of its own", () => {
    const { connections, registry, sent } = connected(4, subscribed({ _tag: "Payment", paymentId: "pix_2" }))
    registry.deliver(event(8, "payment.paid", "pix_2"), 1)
    const ids = connections.map((c) => sent.get(c)![0].id)
    expect(new Set(ids).size).toBe(4)
    // Their subscription ended: a later event of the payment reaches none of them.
    registry.deliver(event(9, "payment.refunded", "pix_2"), 2)
    for (const c of connections) expect(sent.get(c)).toHaveLength(1)
  })

  it("gateways with different tags never make the same delivery id", () => {
    const subscriptions = subscribed({ _tag: "Pattern", pattern: "*" })
    const a = connected(1, subscriptions, "aa11")
    const b = connected(1, subscriptions, "bb22")
    a.registry.deliver(event(10, "payment.created", "pix_3"), 1)
    b.registry.deliver(event(10, "payment.created", "pix_3"), 1)
    const [fromA, fromB] = [a.sent.get(a.connections[0]!)![0], b.sent.get(b.connections[0]!)![0]]
    expect(fromA.eventId).toBe(fromB.eventId)
    expect(fromA.id).not.toBe(fromB.id)
  })
})
