import { expect, layer } from "@effect/vitest"
import { Charges, ChargeStore, Outbox, Transactor, WebhookDeliveries } from "@trilho/domain"
import { Effect, Exit } from "effect"
import { deliverAll, dispatchCaughtUp, layerWorld, makeEndpoint, makeMerchant, startReceiver } from "./harness.ts"

layer(layerWorld(), { excludeTestServices: true })("events and transactions", (it) => {
  it.effect("a transaction rolled back after its state change produces no event, and nothing is delivered for it", () =>
    Effect.gen(function* () {
      const receiver = yield* startReceiver()
      const account = yield* makeMerchant
      const endpoint = yield* makeEndpoint(account, receiver.url)
      const charges = yield* Charges.Charges
      const store = yield* ChargeStore.ChargeStore
      const outbox = yield* Outbox.Outbox
      const transactor = yield* Transactor.Transactor
      const created = yield* charges.create({ accountId: account, amountCentavos: 500, description: "rollback" })

      // The state change and its event in one transaction, which then fails.
      const exit = yield* Effect.exit(
        transactor.transactionally(
          Effect.gen(function* () {
            const updated = yield* store.updateStatus(account, created.record.id, "PENDING", "COMPLETED", {
              updatedAt: new Date(),
              completedAt: new Date(),
              endToEndId: "E99999999202601011200abcdefghijk"
            })
            expect(updated.status).toBe("COMPLETED")
            yield* outbox.append([Charges.eventOf("payment.paid", updated, new Date())])
            return yield* Effect.fail("the ledger refused the entry" as const)
          })
        )
      )
      expect(Exit.isFailure(exit)).toBe(true)
      expect((yield* charges.findById(account, created.record.id)).status).toBe("PENDING")

      // The outbox shows a commit once no older transaction is in flight on the server (other test files share it):
      // once the dispatcher has reached the newest row, every committed row is readable.
      yield* dispatchCaughtUp
      const events = yield* outbox.readAfter(Outbox.outboxStart, Outbox.outboxPageMax, { accountId: account })
      expect(events.events.map((e) => e.eventType)).toEqual(["payment.created"])

      expect(yield* deliverAll("w-rollback")).toBe(1)
      expect(receiver.received.map((r) => JSON.parse(r.body).event)).toEqual(["payment.created"])
      const deliveries = yield* WebhookDeliveries.WebhookDeliveries
      expect((yield* deliveries.findManyByEndpoint(account, endpoint.id, { offset: 0, limit: 10 })).total).toBe(1)
    })
  )
})
