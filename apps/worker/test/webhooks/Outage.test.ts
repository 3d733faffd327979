import { expect, layer } from "@effect/vitest"
import { SandboxClock, WebhookDeliveries } from "@trilho/domain"
import { Effect } from "effect"
import { createAndPay, deliverAll, freePort, layerWorld, makeEndpoint, makeMerchant, startReceiver } from "./harness.ts"

const payments = 1000

layer(layerWorld(), { excludeTestServices: true })("webhook receiver outage", (it) => {
  it.effect(
    "receiver down while 1,000 charges are paid, then up: every event delivered, no id applied twice, order per payment kept",
    () =>
      Effect.gen(function* () {
        const port = yield* freePort
        const account = yield* makeMerchant
        const endpoint = yield* makeEndpoint(account, `http://127.0.0.1:${port}/hooks`)
        // Paid four at a time (the test pool's size); each payment is its own transactions.
        const chargeIds = yield* Effect.forEach(
          Array.from({ length: payments }, (_, n) => n),
          (n) => createAndPay(account, "key_outage", n),
          { concurrency: 4 }
        )

        // Down: every first attempt is refused (a newer event of a payment waits behind its older one).
        const refused = yield* deliverAll("w-outage")
        expect(refused).toBe(payments)
        const deliveries = yield* WebhookDeliveries.WebhookDeliveries
        const during = yield* deliveries.findManyByEndpoint(account, endpoint.id, { offset: 0, limit: 1000 })
        expect(during.total).toBe(2 * payments)
        expect(during.items.every((d) => d.status === "PENDING")).toBe(true)

        // Up again on the same address; the first retries fall due a minute later.
        const receiver = yield* startReceiver(() => 200, port)
        yield* (yield* SandboxClock.SandboxClock).advance(60_000)
        const sent = yield* deliverAll("w-outage")
        expect(sent).toBe(2 * payments)

        expect(receiver.applied.size).toBe(2 * payments)
        expect(receiver.duplicates).toEqual([])
        for (const id of chargeIds) {
          const events = receiver.appliedOrder.filter((e) => e.aggregate === id).map((e) => e.event)
          expect(events).toEqual(["payment.created", "payment.paid"])
        }
        let offset = 0
        while (offset < 2 * payments) {
          const page = yield* deliveries.findManyByEndpoint(account, endpoint.id, { offset, limit: 1000 })
          expect(page.items.every((d) => d.status === "SUCCEEDED")).toBe(true)
          offset += page.items.length
        }
      }),
    { timeout: 600_000 }
  )
})
