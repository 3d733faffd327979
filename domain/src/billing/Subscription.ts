import { Schema } from "effect"
import type { EventType } from "../events/Catalog.ts"
import * as StateMachine from "../shared/StateMachine.ts"

/** A subscription's status. */
export const SubscriptionStatus = Schema.Literals(["ACTIVE", "CANCELED", "EXPIRED"])
export type SubscriptionStatus = typeof SubscriptionStatus.Type

/** What happens to a subscription: created ACTIVE; canceled by the merchant; expired at its end (last cycle). */
export const SubscriptionTrigger = Schema.Literals(["create", "cancel", "end_reached"])
export type SubscriptionTrigger = typeof SubscriptionTrigger.Type

/**
 * The subscription machine. Its charges are billings with their own machine and events; the subscription itself
 * emits none.
 */
export const subscription = StateMachine.make<SubscriptionStatus, SubscriptionTrigger, EventType>({
  name: "Subscription",
  states: SubscriptionStatus,
  triggers: SubscriptionTrigger,
  starts: [{ trigger: "create", to: "ACTIVE", events: [] }],
  moves: [
    { from: "ACTIVE", trigger: "cancel", to: "CANCELED", events: [] },
    { from: "ACTIVE", trigger: "end_reached", to: "EXPIRED", events: [] }
  ],
  terminal: ["CANCELED", "EXPIRED"]
})
