import { expect, layer } from "@effect/vitest"
import { WebhookDeliveriesSql } from "@trilho/postgres"
import { Effect, Layer } from "effect"
import { insertKey, insertMerchant } from "../auth/server.ts"
import { call, layerServer } from "../webhooks/server.ts"
import { deliverAll, dispatchCaughtUp, receiver } from "../webhooks/delivery.ts"

const permissions = ["webhooks/*", "events/*", "payment-pix/create", "sandbox/pay"] as const

layer(WebhookDeliveriesSql.layer.pipe(Layer.provideMerge(layerServer("sandbox"))), {
  timeout: 120_000,
  excludeTestServices: true
})("events and deliveries through the API", (it) => {
  it.effect("GET /events lists what happened with each delivery's status; redelivery sends the same ids again", () =>
    Effect.gen(function* () {
      const hooks = yield* receiver
      yield* insertMerchant("acc_ev_main")
      const key = (yield* insertKey("acc_ev_main", [...permissions])).secret
      const endpoint = yield* call("POST", "/v1/webhooks/create", {
        key,
        body: { url: hooks.url, description: "events test", events: ["*"] }
      })
      expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(200)
      const endpointId = endpoint.body.data.item.id as string

      const charge = yield* call("POST", "/v1/payment-pix/create", { key, body: { amount: 12.34, description: "x" } })
      expect(charge.status, JSON.stringify(charge.body)).toBe(200)
      const chargeId = charge.body.data.id as string
      const paid = yield* call("POST", `/v1/sandbox/payment-pix/${chargeId}/pay`, { key, body: {} })
      expect(paid.status, JSON.stringify(paid.body)).toBe(200)

      // Before the worker runs, the events exist without deliveries.
      const before = yield* call("GET", "/v1/events", { key })
      expect(before.status).toBe(200)
      expect(before.body.data.items.map((e: any) => [e.event, e.deliveries])).toEqual([
        ["payment.paid", []],
        ["payment.created", []]
      ])

      yield* deliverAll
      const list = yield* call("GET", "/v1/events", { key })
      expect(list.body.data).toMatchObject({ page: 1, pageSize: 50, total: 2, pages: 1 })
      const [paidEvent, createdEvent] = list.body.data.items
      expect(paidEvent.id).toMatch(/^evt_\d+$/)
      expect(paidEvent.event).toBe("payment.paid")
      expect(paidEvent.data.id).toBe(chargeId)
      expect(paidEvent.data.status).toBe("COMPLETED")
      expect(createdEvent.data.status).toBe("PENDING")
      for (const e of [paidEvent, createdEvent]) {
        expect(e.deliveries).toHaveLength(1)
        expect(e.deliveries[0]).toMatchObject({ endpointId, status: "SUCCEEDED", attempts: 1, lastStatusCode: 200 })
      }
      const deliveredIds = hooks.bodies.map((b) => JSON.parse(b).id)
      for (const id of deliveredIds) expect(id).toMatch(/^dlv_\w+$/)
      expect(deliveredIds.sort()).toEqual([paidEvent, createdEvent].map((e) => e.deliveries[0].deliveryId).sort())

      // Filters: type, dates; bad values are 400s in the envelope.
      const onlyPaid = yield* call("GET", "/v1/events?type=payment.paid", { key })
      expect(onlyPaid.body.data.items.map((e: any) => e.id)).toEqual([paidEvent.id])
      expect((yield* call("GET", "/v1/events?dateFrom=2999-01-01", { key })).body.data.total).toBe(0)
      expect((yield* call("GET", "/v1/events?dateTo=2000-01-01", { key })).body.data.total).toBe(0)
      const bad = yield* call("GET", "/v1/events?dateFrom=yesterday", { key })
      expect(bad.status).toBe(400)
      expect(bad.body.success).toBe(false)
      expect((yield* call("GET", "/v1/events?pageSize=101", { key })).status).toBe(400)
      const paged = yield* call("GET", "/v1/events?pageSize=1&page=2", { key })
      expect(paged.body.data).toMatchObject({ page: 2, pageSize: 1, total: 2, pages: 2 })
      expect(paged.body.data.items.map((e: any) => e.id)).toEqual([createdEvent.id])

      // Redeliver one event: same delivery id, one more attempt.
      const again = yield* call("POST", `/v1/events/${paidEvent.id}/redeliver`, { key })
      expect(again.status, JSON.stringify(again.body)).toBe(200)
      expect(again.body.data.items).toEqual([
        {
          endpointId,
          deliveryId: paidEvent.deliveries[0].deliveryId,
          status: "PENDING",
          attempts: 1,
          lastStatusCode: 200
        }
      ])
      // A PENDING delivery is already on its way.
      const pending = yield* call("POST", `/v1/webhooks/redeliver/${paidEvent.deliveries[0].deliveryId}`, { key })
      expect(pending.status).toBe(409)
      yield* deliverAll
      expect(
        hooks.bodies.map((b) => JSON.parse(b).id).filter((id) => id === paidEvent.deliveries[0].deliveryId)
      ).toHaveLength(2)

      // The endpoint's log: newest first, every attempt.
      const log = yield* call("GET", `/v1/webhooks/deliveries/${endpointId}`, { key })
      expect(log.status).toBe(200)
      expect(log.body.data.total).toBe(2)
      const paidLog = log.body.data.items.find((d: any) => d.event === "payment.paid")
      expect(paidLog).toMatchObject({
        id: paidEvent.deliveries[0].deliveryId,
        eventId: paidEvent.id,
        status: "SUCCEEDED",
        attempts: 2
      })
      expect(paidLog.attemptsLog.map((a: any) => [a.attempt, a.statusCode])).toEqual([
        [1, 200],
        [2, 200]
      ])

      // One delivery by hand, then to one endpoint of an event.
      const byHand = yield* call("POST", `/v1/webhooks/redeliver/${createdEvent.deliveries[0].deliveryId}`, { key })
      expect(byHand.status).toBe(200)
      expect(byHand.body.data.item.status).toBe("PENDING")
      yield* deliverAll
      const toOne = yield* call("POST", `/v1/events/${createdEvent.id}/redeliver`, { key, body: { endpointId } })
      expect(toOne.body.data.items).toHaveLength(1)
      const toNone = yield* call("POST", `/v1/events/${createdEvent.id}/redeliver`, {
        key,
        body: { endpointId: "wh_none" }
      })
      expect(toNone.status).toBe(404)
      expect((yield* call("POST", "/v1/events/evt_999999/redeliver", { key })).status).toBe(404)
      expect((yield* call("POST", "/v1/events/nonsense/redeliver", { key })).status).toBe(404)
      expect((yield* call("POST", "/v1/webhooks/redeliver/dlv_nope", { key })).status).toBe(404)
      expect((yield* call("POST", `/v1/events/${createdEvent.id}/redeliver`, { key, body: { other: 1 } })).status).toBe(
        400
      )
    })
  )

  it.effect("another account sees none of it; a key sees only endpoints bound to it or account-wide; permissions", () =>
    Effect.gen(function* () {
      yield* insertMerchant("acc_ev_a")
      yield* insertMerchant("acc_ev_b")
      const keyA = (yield* insertKey("acc_ev_a", [...permissions])).secret
      const keyA2 = (yield* insertKey("acc_ev_a", [...permissions])).secret
      const keyB = (yield* insertKey("acc_ev_b", [...permissions])).secret
      const noEvents = (yield* insertKey("acc_ev_a", ["webhooks/*"])).secret
      const endpoint = yield* call("POST", "/v1/webhooks/create", {
        key: keyA,
        body: { url: "http://127.0.0.1:9/none", description: "a", events: ["*"] }
      })
      const endpointId = endpoint.body.data.item.id as string
      yield* call("POST", "/v1/payment-pix/create", { key: keyA, body: { amount: 1, description: "a" } })
      yield* dispatchCaughtUp

      const mine = yield* call("GET", "/v1/events", { key: keyA })
      expect(mine.body.data.total).toBe(1)
      const deliveryId = mine.body.data.items[0].deliveries[0].deliveryId as string
      expect((yield* call("GET", "/v1/events", { key: keyB })).body.data.total).toBe(0)
      expect((yield* call("POST", `/v1/events/${mine.body.data.items[0].id}/redeliver`, { key: keyB })).status).toBe(
        404
      )
      expect((yield* call("GET", `/v1/webhooks/deliveries/${endpointId}`, { key: keyB })).status).toBe(404)
      expect((yield* call("POST", `/v1/webhooks/redeliver/${deliveryId}`, { key: keyB })).status).toBe(404)
      // The endpoint is bound to keyA: keyA2 does not see its log.
      expect((yield* call("GET", `/v1/webhooks/deliveries/${endpointId}`, { key: keyA2 })).status).toBe(404)
      expect((yield* call("GET", `/v1/webhooks/deliveries/${endpointId}`, { key: keyA })).status).toBe(200)
      const refused = yield* call("GET", "/v1/events", { key: noEvents })
      expect(refused.status).toBe(403)
      expect(refused.body.error.code).toBe("FORBIDDEN")
      expect((yield* call("GET", "/v1/events")).status).toBe(401)
    })
  )
  it.effect("scope=key lists what the key's sockets are sent, order=asc oldest first; bad values are 400", () =>
    Effect.gen(function* () {
      yield* insertMerchant("acc_ev_scope")
      const mine = (yield* insertKey("acc_ev_scope", [...permissions])).secret
      const other = (yield* insertKey("acc_ev_scope", [...permissions])).secret
      const ids: Array<string> = []
      for (const [key, amount] of [
        [mine, 1],
        [other, 2],
        [mine, 3]
      ] as const) {
        const created = yield* call("POST", "/v1/payment-pix/create", { key, body: { amount, description: "s" } })
        ids.push(created.body.data.id as string)
      }
      const all = yield* call("GET", "/v1/events", { key: mine })
      expect(all.body.data.items.map((e: any) => e.data.id)).toEqual([ids[2], ids[1], ids[0]])
      const scoped = yield* call("GET", "/v1/events?scope=key&order=asc", { key: mine })
      expect(scoped.status).toBe(200)
      expect(scoped.body.data.total).toBe(2)
      expect(scoped.body.data.items.map((e: any) => e.data.id)).toEqual([ids[0], ids[2]])
      const theirs = yield* call("GET", "/v1/events?scope=key", { key: other })
      expect(theirs.body.data.items.map((e: any) => e.data.id)).toEqual([ids[1]])
      for (const query of ["scope=everyone", "order=up"]) {
        const bad = yield* call("GET", `/v1/events?${query}`, { key: mine })
        expect(bad.status).toBe(400)
        expect(bad.body.success).toBe(false)
      }
    })
  )
})
