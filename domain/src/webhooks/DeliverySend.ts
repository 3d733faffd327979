import { Effect, Option } from "effect"
import type { Crypto } from "../shared/Crypto.ts"
import { type ClaimedDelivery, WebhookDeliveries, type WebhookDeliveryStoreError } from "./WebhookDeliveries.ts"
import { WebhookEndpoints } from "./WebhookEndpoints.ts"
import type { WebhookEndpointId, WebhookEndpointStoreError } from "./Endpoint.ts"
import { type AttemptDecision, type AttemptOutcome, decide } from "./Retry.ts"
import { signatureHeaders } from "./Signature.ts"
import { span } from "../shared/Tracing.ts"

/** The `User-Agent` of every delivery. */
export const userAgent = "Trilho-Webhooks/1.0"

/** A request ready to send: where, the exact body and every header. */
export interface PreparedRequest {
  readonly url: string
  readonly body: string
  readonly headers: Readonly<Record<string, string>>
}

/** What to do with a claimed delivery: send it, or record it FAILED without a request (`reason`). */
export type Preparation =
  { readonly _tag: "Send"; readonly request: PreparedRequest } | { readonly _tag: "Skip"; readonly reason: string }

/**
 * The headers of a delivery attempt: `Content-Type`, `x-service-event`, `x-service-delivery` (the delivery id),
 * `x-service-signature` and the Standard Webhooks `webhook-id`, `webhook-timestamp`, `webhook-signature`.
 */
export const deliveryHeaders = (input: {
  readonly deliveryId: string
  readonly eventType: string
  readonly body: string
  readonly secret: string
  readonly previousSecret?: string | undefined
  readonly nowMs: number
}) =>
  Effect.map(
    signatureHeaders({
      secrets: { current: input.secret, previous: input.previousSecret },
      deliveryId: input.deliveryId,
      timestampSeconds: Math.floor(input.nowMs / 1000),
      body: input.body
    }),
    (signatures): Readonly<Record<string, string>> => ({
      "content-type": "application/json",
      "user-agent": userAgent,
      "x-service-event": input.eventType,
      "x-service-delivery": input.deliveryId,
      ...signatures
    })
  )

/**
 * Prepares an attempt with the endpoint as it is now (its URL and secrets may have changed since the event): signed
 * with the current secret, and with the previous one too while its rotation grace lasts. An endpoint deleted, without
 * a secret, or no longer ACTIVE (a `webhook.test` excepted) is not sent to.
 */
export const prepareAttempt = (
  delivery: ClaimedDelivery,
  nowMs: number
): Effect.Effect<Preparation, WebhookEndpointStoreError, WebhookEndpoints | Crypto> =>
  Effect.gen(function* () {
    const endpoints = yield* WebhookEndpoints
    const found = yield* endpoints.findById(delivery.accountId, delivery.endpointId as WebhookEndpointId)
    if (Option.isNone(found)) return { _tag: "Skip", reason: "endpoint deleted" } as const
    const endpoint = found.value
    if (endpoint.secret === undefined) return { _tag: "Skip", reason: "endpoint has no secret" } as const
    if (endpoint.status !== "ACTIVE" && delivery.eventType !== "webhook.test") {
      return { _tag: "Skip", reason: `endpoint ${endpoint.status}` } as const
    }
    const previousSecret =
      endpoint.previousSecret !== undefined &&
      endpoint.previousSecretExpiresAt !== undefined &&
      endpoint.previousSecretExpiresAt.getTime() > nowMs
        ? endpoint.previousSecret
        : undefined
    const headers = yield* deliveryHeaders({
      deliveryId: delivery.id,
      eventType: delivery.eventType,
      body: delivery.body,
      secret: endpoint.secret,
      previousSecret,
      nowMs
    }).pipe(Effect.catchTag("InvalidWebhookSecret", () => Effect.succeed(undefined)))
    if (headers === undefined) return { _tag: "Skip", reason: "endpoint secret is malformed" } as const
    return { _tag: "Send", request: { url: endpoint.url, body: delivery.body, headers } } as const
  })

/**
 * Records how an attempt ended (under the delivery's lease) and, when the delivery is settled (SUCCEEDED, or FAILED
 * after its last attempt or a 410), tells the endpoint: a success resets its run of failed events, a failure adds
 * one, and a 410 disables it at once. `webhook.test` deliveries do not count toward an endpoint's failures. A `Skip`
 * is recorded as a final failed attempt without a status code. Returns the decision and whether it was recorded
 * (false when the lease was lost to another sender, whose record counts instead).
 */
export const finishAttempt = (
  delivery: ClaimedDelivery,
  outcome: AttemptOutcome | { readonly _tag: "Skipped"; readonly reason: string },
  atMs: number,
  durationMs: number
): Effect.Effect<
  AttemptDecision & { readonly recorded: boolean },
  WebhookDeliveryStoreError | WebhookEndpointStoreError,
  WebhookDeliveries | WebhookEndpoints
> =>
  Effect.gen(function* () {
    const deliveries = yield* WebhookDeliveries
    const endpoints = yield* WebhookEndpoints
    const attempt = delivery.attempts + 1
    const decision: AttemptDecision =
      outcome._tag === "Skipped"
        ? { status: "FAILED", trigger: "given_up", nextAttemptAtMs: undefined }
        : decide(outcome, attempt, delivery.attemptsLimit, atMs)
    const recorded = yield* deliveries.recordAttempt({
      ...(decision.status === "PENDING"
        ? { status: decision.status, nextAttemptAt: new Date(decision.nextAttemptAtMs) }
        : { status: decision.status, nextAttemptAt: undefined }),
      accountId: delivery.accountId,
      deliveryId: delivery.id,
      leaseToken: delivery.leaseToken,
      attempt,
      at: new Date(atMs),
      durationMs,
      statusCode: outcome._tag === "Skipped" ? undefined : outcome.statusCode,
      error: outcome._tag === "Skipped" ? outcome.reason : outcome._tag === "Failed" ? outcome.error : undefined
    })
    const settled = decision.status !== "PENDING"
    if (recorded && settled && outcome._tag !== "Skipped" && delivery.eventType !== "webhook.test") {
      yield* endpoints.recordEventOutcome(
        delivery.accountId,
        delivery.endpointId as WebhookEndpointId,
        decision.status === "SUCCEEDED",
        { disableNow: outcome._tag === "Gone" }
      )
    }
    return { ...decision, recorded }
  }).pipe(span("WebhookSender.finishAttempt"))
