import { Schema } from "effect"
import type { EventType } from "../events/Catalog.ts"
import * as StateMachine from "../shared/StateMachine.ts"

/** A webhook endpoint's status. */
export const WebhookEndpointStatus = Schema.Literals(["ACTIVE", "DISABLED", "PENDING_SECRET"])
export type WebhookEndpointStatus = typeof WebhookEndpointStatus.Type

/**
 * What happens to an endpoint: created (with a secret, shown once); disabled by the merchant or by the dispatcher
 * after repeated failures; enabled again; its secret rotated (a new one shown once) or revoked (no secret until the
 * next rotation).
 */
export const WebhookEndpointTrigger = Schema.Literals([
  "create",
  "disable",
  "failures_exceeded",
  "enable",
  "rotate_secret",
  "revoke_secret"
])
export type WebhookEndpointTrigger = typeof WebhookEndpointTrigger.Type

/**
 * The webhook endpoint machine. Only ACTIVE endpoints receive deliveries. PENDING_SECRET is an endpoint without a
 * usable secret: nothing is signed or sent until `rotate_secret` issues one, and it has no way out but that, so a
 * revoked secret can never be bypassed by disabling and enabling again. Deleting an endpoint removes it and is not
 * a move of this machine. Setting the status an endpoint already has (enable an ACTIVE one, disable a DISABLED one) is
 * accepted and changes nothing, since an update may carry other fields.
 */
export const webhookEndpoint = StateMachine.make<WebhookEndpointStatus, WebhookEndpointTrigger, EventType>({
  name: "WebhookEndpoint",
  states: WebhookEndpointStatus,
  triggers: WebhookEndpointTrigger,
  starts: [{ trigger: "create", to: "ACTIVE", events: [] }],
  moves: [
    { from: "ACTIVE", trigger: "disable", to: "DISABLED", events: [] },
    { from: "ACTIVE", trigger: "enable", to: "ACTIVE", events: [] },
    { from: "ACTIVE", trigger: "failures_exceeded", to: "DISABLED", events: [], guard: "failedEventsInARow" },
    { from: "ACTIVE", trigger: "rotate_secret", to: "ACTIVE", events: [] },
    { from: "ACTIVE", trigger: "revoke_secret", to: "PENDING_SECRET", events: [] },
    { from: "DISABLED", trigger: "enable", to: "ACTIVE", events: [] },
    { from: "DISABLED", trigger: "disable", to: "DISABLED", events: [] },
    { from: "DISABLED", trigger: "rotate_secret", to: "DISABLED", events: [] },
    { from: "DISABLED", trigger: "revoke_secret", to: "PENDING_SECRET", events: [] },
    { from: "PENDING_SECRET", trigger: "rotate_secret", to: "ACTIVE", events: [] }
  ],
  terminal: []
})

/**
 * Events in a row whose every delivery attempt (the first and its 5 retries) failed, after which the dispatcher
 * disables an endpoint (`failures_exceeded`). A 2xx on any delivery resets the count.
 */
export const failedEventsInARowMax = 20

/** Whether an endpoint in `status` receives deliveries. */
export const receivesDeliveries = (status: WebhookEndpointStatus): boolean => status === "ACTIVE"
