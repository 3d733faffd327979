import { expect, layer } from "@effect/vitest"
import { WebhookDeliveriesSql } from "@trilho/postgres"
import { Effect, Layer } from "effect"
import { Accounts, Ledger } from "@trilho/domain"
import { insertKey, insertMerchant } from "../auth/server.ts"
import { call, layerServer } from "../webhooks/server.ts"
import { deliverAll, receiver } from "../webhooks/delivery.ts"

const permissions = ["webhooks/*", "events/*", "payment-pix/create", "sandbox/*", "meds/*"] as const

const ok = (r: { readonly status: number; readonly body: any }) => {
  expect(r.status, JSON.stringify(r.body)).toBe(200)
  return r.body.data
}

/** MED dispute events through webhooks: an endpoint subscribes to them by name and gets each with the MED read. */
layer(WebhookDeliveriesSql.layer.pipe(Layer.provideMerge(layerServer("sandbox"))), {
  timeout: 120_000,
  excludeTestServices: true
})("MED events through webhooks", (it) => {
  it.effect("med.created, med.evidence_sent and med.updated are delivered to an endpoint that names them", () =>
    Effect.gen(function* () {
      const hooks = yield* receiver
      yield* insertMerchant("acc_med_hooks")
      yield* (yield* Accounts.Accounts).updateFlags(Ledger.AccountId.make("acc_med_hooks"), {
        medAutomaticContest: false
      })
      const key = (yield* insertKey("acc_med_hooks", [...permissions])).secret
      const refused = yield* call("POST", "/v1/webhooks/create", {
        key,
        body: { url: hooks.url, description: "med", events: ["med.resolved"] }
      })
      expect([refused.status, refused.body.error.code]).toEqual([400, "INVALID_WEBHOOK_EVENTS"])
      const medEvents = ["med.created", "med.evidence_sent", "med.updated"]
      const endpoint = ok(
        yield* call("POST", "/v1/webhooks/create", {
          key,
          body: { url: hooks.url, description: "med", events: medEvents }
        })
      )
      expect(endpoint.item.events).toEqual(medEvents)

      const charge = ok(yield* call("POST", "/v1/payment-pix/create", { key, body: { amount: 20, description: "x" } }))
      ok(yield* call("POST", `/v1/sandbox/payment-pix/${charge.id}/pay`, { key, body: {} }))
      const dispute = ok(
        yield* call("POST", "/v1/sandbox/meds/open", { key, body: { transactionId: charge.id, type: "coercion" } })
      )
      const defended = ok(
        yield* call("POST", `/v1/meds/${dispute.id}/evidence`, {
          key,
          body: { justification: "Serviço prestado e aceito.", analysis: "rejeitado" }
        })
      )
      const rejected = ok(
        yield* call("POST", `/v1/sandbox/meds/${dispute.id}/decide`, { key, body: { outcome: "reject" } })
      )
      yield* deliverAll

      const delivered = hooks.bodies.map((b) => JSON.parse(b))
      expect(delivered.map((b) => b.event)).toEqual(medEvents)
      // Each event's data is the MED read after its change: the same object the API answered.
      expect(delivered.map((b) => b.data)).toEqual([dispute, defended, rejected])
      const listed = ok(yield* call("GET", "/v1/events?type=med.updated", { key }))
      expect(listed.items.map((e: any) => [e.event, e.data.status, e.deliveries[0]?.status])).toEqual([
        ["med.updated", "REJECTED", "SUCCEEDED"]
      ])
    })
  )
})
