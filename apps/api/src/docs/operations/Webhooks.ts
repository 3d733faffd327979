import { chargePaid, delivery, deliveryId, page, webhookEndpoint, webhookId, webhookSecret } from "../Examples.ts"
import type { OperationDocs } from "../OperationDoc.ts"

const urlErrors = ["INVALID_WEBHOOK_URL", "WEBHOOK_ADDRESS_FORBIDDEN", "WEBHOOK_HOST_UNRESOLVABLE"]
const delivered = { endpointId: webhookId, deliveryId, status: "PENDING", attempts: 0, lastStatusCode: null }

/** Webhook endpoints (`webhooks/*`) and the events they deliver (`events`, `webhooks/deliveries`). */
export const webhooksDocs: OperationDocs = {
  "webhooks.create": {
    tag: "Webhooks",
    summary: "Register a webhook endpoint",
    description: [
      "Registers an HTTPS `url` to receive the listed `events` (1 to 80 names, 400 `INVALID_WEBHOOK_EVENTS`). " +
        "The answer carries the signing `secret` (`whsec_…`) once: keep it to check each delivery's " +
        "`x-service-signature: sha256=<hex>` (HMAC-SHA256 of the raw body).",
      "- The URL must be HTTPS, without credentials, at most 2048 characters (400 `INVALID_WEBHOOK_URL`), and its " +
        "host must not be or resolve to a private, loopback or metadata address (400 `WEBHOOK_ADDRESS_FORBIDDEN`).",
      "- An endpoint made with a key receives the events of what that key created; at most 100 endpoints per " +
        "account (400 `WEBHOOK_ENDPOINT_LIMIT`)."
    ].join("\n"),
    access: "apiKey",
    errors: [...urlErrors, "INVALID_WEBHOOK_EVENTS", "WEBHOOK_ENDPOINT_LIMIT"],
    request: {
      url: webhookEndpoint.url,
      description: webhookEndpoint.description,
      events: webhookEndpoint.events
    },
    response: { item: webhookEndpoint, secret: webhookSecret }
  },
  "webhooks.get": {
    tag: "Webhooks",
    summary: "Read a webhook endpoint",
    description: "The endpoint by id (never its secret); 404 for an unknown id or another account's.",
    access: "apiKey",
    errors: ["NOT_FOUND"],
    response: { item: webhookEndpoint }
  },
  "webhooks.list": {
    tag: "Webhooks",
    summary: "List webhook endpoints",
    description: "The account's webhook endpoints, paged (`pageSize` at most 100).",
    access: "apiKey",
    errors: [],
    response: page([webhookEndpoint])
  },
  "webhooks.update": {
    tag: "Webhooks",
    summary: "Change a webhook endpoint",
    description:
      "Changes any of `url`, `description`, `events` and `status` (`ACTIVE` or `DISABLED`: a disabled endpoint " +
      "gets no deliveries). The URL and event rules of `create` apply.",
    access: "apiKey",
    errors: ["NOT_FOUND", ...urlErrors, "INVALID_WEBHOOK_EVENTS", "INVALID_STATE_TRANSITION"],
    request: { events: ["payment.paid", "payment.pix.expired", "refund.completed"] },
    response: { item: { ...webhookEndpoint, events: ["payment.paid", "payment.pix.expired", "refund.completed"] } }
  },
  "webhooks.delete": {
    tag: "Webhooks",
    summary: "Delete a webhook endpoint",
    description: "Removes the endpoint; deliveries not yet made are dropped. Answers the endpoint as it was.",
    access: "apiKey",
    errors: ["NOT_FOUND"],
    response: { item: webhookEndpoint }
  },
  "webhooks.test": {
    tag: "Webhooks",
    summary: "Send a test event to a webhook endpoint",
    description:
      "Writes a `webhook.test` event delivered to this endpoint only, signed like any other: a way to check your " +
      "receiver and its signature check. Follow it under `webhooks/deliveries`.",
    access: "apiKey",
    errors: ["NOT_FOUND", "INVALID_STATE_TRANSITION"],
    response: { item: webhookEndpoint, event: { type: "webhook.test", id: "evt_1043" } }
  },
  "webhooks.rotateSecret": {
    tag: "Webhooks",
    summary: "Rotate a webhook endpoint's secret",
    description:
      "Draws a new signing secret, answered once. During `graceSeconds` (optional) deliveries are signed with both " +
      "the old and the new secret, so receivers can switch without losing events.",
    access: "apiKey",
    errors: ["NOT_FOUND"],
    request: { graceSeconds: 3600 },
    response: { item: webhookEndpoint, secret: "whsec_Q2hhbmdlZFNlY3JldEZvclJvdGF0aW9uMDE=" }
  },
  "events.list": {
    tag: "Events",
    summary: "List past events",
    description:
      "The account's events in order (`order=asc` from the oldest, default newest first), each with the state of " +
      "its webhook deliveries. Filters: `type` (event name), `dateFrom`, `dateTo`, `scope` (`key`: events of what " +
      "this key created; `account`: all). Paged (`pageSize` at most 100). A client back from being offline reads " +
      "what it missed here.",
    access: "apiKey",
    errors: [],
    response: page([
      {
        id: "evt_1042",
        event: "payment.paid",
        createdAt: chargePaid.completedAt,
        data: chargePaid,
        deliveries: [{ endpointId: webhookId, deliveryId, status: "SUCCEEDED", attempts: 1, lastStatusCode: 200 }]
      }
    ])
  },
  "events.redeliverEvent": {
    tag: "Events",
    summary: "Deliver an event again",
    description:
      "Queues a new delivery of the event to every endpoint subscribed to it, or only to `endpointId`. The " +
      "receiver sees the same event id (`x-service-delivery` is new): deduplicate on it.",
    access: "apiKey",
    errors: ["NOT_FOUND", "INVALID_STATE_TRANSITION"],
    request: { endpointId: webhookId },
    response: { items: [delivered] }
  },
  "events.deliveries": {
    tag: "Webhooks",
    summary: "List an endpoint's deliveries",
    description:
      "The deliveries to one endpoint, newest first, with each attempt (status code, duration, error). A delivery " +
      "not answered with a 2xx is retried after 1 min, 5 min, 15 min, 1 h and 4 h, then `FAILED`.",
    access: "apiKey",
    errors: ["NOT_FOUND"],
    response: page([delivery])
  },
  "events.redeliver": {
    tag: "Webhooks",
    summary: "Retry a delivery now",
    description:
      "Sends a delivery again at once (a `FAILED` one too), with the same delivery id; its attempts log grows.",
    access: "apiKey",
    errors: ["NOT_FOUND", "INVALID_STATE_TRANSITION"],
    response: { item: { ...delivery, status: "PENDING", nextAttemptAt: "2026-11-22T16:00:00.000Z" } }
  }
}
