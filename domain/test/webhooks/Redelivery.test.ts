import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import type { Delivery } from "../../src/webhooks/WebhookDeliveries.ts"
import { DeliveryNotFound } from "../../src/webhooks/Delivery.ts"
import { planRedelivery } from "../../src/webhooks/Redelivery.ts"
import type { DeliveryStatus } from "../../src/webhooks/Retry.ts"

const delivery = (id: string, endpointId: string, status: DeliveryStatus) =>
  ({ id, endpointId, status, eventId: 7 }) as Delivery

const ids = (deliveries: ReadonlyArray<Delivery>) => deliveries.map((d) => d.id)

describe("redelivering an event", () => {
  const deliveries = [
    delivery("dlv_a", "we_1", "SUCCEEDED"),
    delivery("dlv_b", "we_2", "FAILED"),
    delivery("dlv_c", "we_3", "PENDING")
  ]

  it("names every delivery of the event and sends again the settled ones; a PENDING one is on its way", () => {
    const plan = Result.getOrThrow(planRedelivery("evt_7", deliveries, undefined))
    expect(ids(plan.named)).toEqual(["dlv_a", "dlv_b", "dlv_c"])
    expect(ids(plan.resent)).toEqual(["dlv_a", "dlv_b"])
  })

  it("to one endpoint names only its delivery", () => {
    expect(ids(Result.getOrThrow(planRedelivery("evt_7", deliveries, "we_2")).resent)).toEqual(["dlv_b"])
    const pending = Result.getOrThrow(planRedelivery("evt_7", deliveries, "we_3"))
    expect([ids(pending.named), ids(pending.resent)]).toEqual([["dlv_c"], []])
  })

  it("to an endpoint the event was not delivered to is DeliveryNotFound", () => {
    expect(planRedelivery("evt_7", deliveries, "we_9")).toEqual(
      Result.fail(new DeliveryNotFound({ deliveryId: "evt_7 to we_9" }))
    )
    expect(Result.getOrThrow(planRedelivery("evt_7", [], undefined)).named).toEqual([])
  })
})
