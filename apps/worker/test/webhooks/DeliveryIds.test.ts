import { expect, layer } from "@effect/vitest"
import { WebhookDeliveries } from "@trilho/domain"
import { Effect } from "effect"
import { createAndPay, deliverAll, layerWorld, makeEndpoint, makeMerchant, startReceiver } from "./harness.ts"

layer(layerWorld(), { excludeTestServices: true })("webhook delivery ids", (it) => {
  it.effect(
    "a body's id is its delivery id (dlv_…), the same as x-service-delivery; two endpoints get two ids for one event",
    () =>
      Effect.gen(function* () {
        const [first, second] = [yield* startReceiver(), yield* startReceiver()]
        const account = yield* makeMerchant
        const endpoints = [yield* makeEndpoint(account, first.url), yield* makeEndpoint(account, second.url)]
        const chargeId = yield* createAndPay(account, "key_ids", 1)
        expect(yield* deliverAll("w-ids")).toBe(4)

        const bodies = (receiver: typeof first) =>
          receiver.received.map(({ body, headers }) => {
            const parsed = JSON.parse(body)
            expect(parsed.id).toMatch(/^dlv_\w+$/)
            expect(headers["x-service-delivery"]).toBe(parsed.id)
            expect(parsed.data.id).toBe(chargeId)
            expect(parsed.id).not.toBe(parsed.data.id)
            return parsed as { readonly id: string; readonly event: string }
          })
        const toFirst = bodies(first)
        const toSecond = bodies(second)
        expect(toFirst.map((b) => b.event)).toEqual(["payment.created", "payment.paid"])
        expect(toSecond.map((b) => b.event)).toEqual(["payment.created", "payment.paid"])
        // One delivery per (event, endpoint): four different ids.
        expect(new Set([...toFirst, ...toSecond].map((b) => b.id)).size).toBe(4)

        // The stored deliveries (the events API's `deliveries[].deliveryId`) carry the ids that were sent.
        const store = yield* WebhookDeliveries.WebhookDeliveries
        for (const [endpoint, sent] of [
          [endpoints[0]!, toFirst],
          [endpoints[1]!, toSecond]
        ] as const) {
          const stored = yield* store.findManyByEndpoint(account, endpoint.id, { offset: 0, limit: 10 })
          expect(stored.items.map((d) => d.id).sort()).toEqual(sent.map((b) => b.id).sort())
        }
      })
  )
})
