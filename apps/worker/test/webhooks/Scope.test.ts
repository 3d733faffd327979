import { expect, layer } from "@effect/vitest"
import { Outbox } from "@trilho/domain"
import { Effect } from "effect"
import { createAndPay, deliverAll, layerWorld, makeEndpoint, makeMerchant, startReceiver } from "./harness.ts"

layer(layerWorld(), { excludeTestServices: true })("who receives an event", (it) => {
  it.effect(
    "payment.paid caused by the sandbox carries the key that created the charge: its endpoints and the account-wide ones get it, another key's and another account's do not",
    () =>
      Effect.gen(function* () {
        const [own, other, wide, foreign] = [
          yield* startReceiver(),
          yield* startReceiver(),
          yield* startReceiver(),
          yield* startReceiver()
        ]
        const account = yield* makeMerchant
        const elsewhere = yield* makeMerchant
        yield* makeEndpoint(account, own.url, { apiKeyId: "key_creator" })
        yield* makeEndpoint(account, other.url, { apiKeyId: "key_other" })
        yield* makeEndpoint(account, wide.url)
        yield* makeEndpoint(elsewhere, foreign.url)
        const chargeId = yield* createAndPay(account, "key_creator", 1)

        // Rows of a transaction stay unread while an older one is in flight anywhere on the server (other test files
        // share it): read again until both are visible.
        const outbox = yield* Outbox.Outbox
        let events: ReadonlyArray<Outbox.OutboxEvent> = []
        for (let tries = 0; tries < 200 && events.length < 2; tries++) {
          if (tries > 0) yield* Effect.sleep("25 millis")
          events = (yield* outbox.readAfter(Outbox.outboxStart, Outbox.outboxPageMax, { accountId: account })).events
        }
        expect(events.map((e) => [e.eventType, e.apiKeyId])).toEqual([
          ["payment.created", "key_creator"],
          ["payment.paid", "key_creator"]
        ])

        yield* deliverAll("w-scope")
        const seen = (r: typeof own) => r.received.map((x) => [JSON.parse(x.body).event, JSON.parse(x.body).data.id])
        expect(seen(own)).toEqual([
          ["payment.created", chargeId],
          ["payment.paid", chargeId]
        ])
        expect(seen(wide)).toEqual(seen(own))
        expect(other.received).toEqual([])
        expect(foreign.received).toEqual([])
      })
  )
})
