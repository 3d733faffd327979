import { Schema } from "effect"
import * as StateMachine from "../shared/StateMachine.ts"

/**
 * Delays before each retry, counted from the failed attempt's end: 1 min, 5 min, 15 min, 1 h, 4 h. The spec's
 * "5 attempts" reads as five retries after the first delivery: six attempts in all.
 */
export const retryDelaysMs: ReadonlyArray<number> = [60_000, 300_000, 900_000, 3_600_000, 14_400_000]

/** Attempts of one delivery before it is FAILED: the first and its five retries. */
export const deliveryAttemptsMax = retryDelaysMs.length + 1

/** How long a receiver has to answer an attempt, headers and body: 10 s. */
export const attemptTimeoutMs = 10_000

/**
 * When the next attempt is due after the `attempts`-th attempt (1-based) failed at `failedAtMs`, or `undefined`
 * when that was the last one and the delivery is FAILED. `attempts` outside 1..`deliveryAttemptsMax` is a defect.
 */
export const nextAttemptAtMs = (attempts: number, failedAtMs: number): number | undefined => {
  if (!Number.isSafeInteger(attempts) || attempts < 1 || attempts > deliveryAttemptsMax) {
    throw new RangeError(`a delivery has 1 to ${deliveryAttemptsMax} attempts, not ${attempts}`)
  }
  const delay = retryDelaysMs[attempts - 1]
  return delay === undefined ? undefined : failedAtMs + delay
}

/** A delivery's status: waiting for an attempt, delivered (a 2xx), or given up (after every attempt, or a 410). */
export const DeliveryStatus = Schema.Literals(["PENDING", "SUCCEEDED", "FAILED"])
export type DeliveryStatus = typeof DeliveryStatus.Type

/**
 * What moves a delivery: created by the dispatcher; an attempt answered with a 2xx; an attempt failed with retries
 * left; the last attempt failed, or the receiver answered 410; sent again by hand (the same delivery id).
 */
export const DeliveryTrigger = Schema.Literals(["dispatch", "delivered", "retry_scheduled", "given_up", "redeliver"])
export type DeliveryTrigger = typeof DeliveryTrigger.Type

/**
 * The delivery machine. A redelivery by hand puts a FAILED or SUCCEEDED delivery back to PENDING with its attempts
 * continuing from where they were and one more allowed (so it is sent once now, and retried no further unless it fails
 * again and is redelivered again). A PENDING delivery is already going to be sent: redelivering it is refused.
 */
export const delivery = StateMachine.make<DeliveryStatus, DeliveryTrigger>({
  name: "WebhookDelivery",
  states: DeliveryStatus,
  triggers: DeliveryTrigger,
  starts: [{ trigger: "dispatch", to: "PENDING", events: [] }],
  moves: [
    { from: "PENDING", trigger: "delivered", to: "SUCCEEDED", events: [] },
    { from: "PENDING", trigger: "retry_scheduled", to: "PENDING", events: [], guard: "attemptsLeft" },
    { from: "PENDING", trigger: "given_up", to: "FAILED", events: [] },
    { from: "FAILED", trigger: "redeliver", to: "PENDING", events: [] },
    { from: "SUCCEEDED", trigger: "redeliver", to: "PENDING", events: [] }
  ],
  terminal: []
})

/** How one attempt ended. */
export type AttemptOutcome =
  | { readonly _tag: "Delivered"; readonly statusCode: number }
  | { readonly _tag: "Gone"; readonly statusCode: 410 }
  | { readonly _tag: "Failed"; readonly statusCode: number | undefined; readonly error: string }

/**
 * Classifies a receiver's answer: a 2xx is delivered; 410 Gone means the receiver asks to stop (the delivery is
 * FAILED at once and the endpoint disabled); anything else, 3xx included (redirects are not followed), is a failure.
 */
export const outcomeOfStatus = (statusCode: number): AttemptOutcome =>
  statusCode >= 200 && statusCode < 300
    ? { _tag: "Delivered", statusCode }
    : statusCode === 410
      ? { _tag: "Gone", statusCode: 410 }
      : { _tag: "Failed", statusCode, error: `HTTP ${statusCode}` }

/**
 * What to record after an attempt: the delivery's next status and, while PENDING, when the next attempt is due (a
 * PENDING decision always carries it).
 */
export type AttemptDecision =
  | { readonly status: "PENDING"; readonly trigger: "retry_scheduled"; readonly nextAttemptAtMs: number }
  | {
      readonly status: "SUCCEEDED" | "FAILED"
      readonly trigger: "delivered" | "given_up"
      readonly nextAttemptAtMs: undefined
    }

/** The delay after the `attempts`-th failed attempt: the schedule's, and its last delay past the schedule. */
const retryDelayAfterMs = (attempts: number): number =>
  retryDelaysMs[Math.min(Math.max(1, attempts), retryDelaysMs.length) - 1]!

/**
 * The decision after the `attempts`-th attempt (counting this one) of a delivery whose limit is `attemptsLimit`
 * (`deliveryAttemptsMax`, more after redeliveries by hand) ended with `outcome` at `atMs`. Retries after a manual
 * redelivery follow the schedule's last delay.
 */
export const decide = (
  outcome: AttemptOutcome,
  attempts: number,
  attemptsLimit: number,
  atMs: number
): AttemptDecision => {
  if (outcome._tag === "Delivered") return { status: "SUCCEEDED", trigger: "delivered", nextAttemptAtMs: undefined }
  if (outcome._tag === "Gone" || attempts >= attemptsLimit) {
    return { status: "FAILED", trigger: "given_up", nextAttemptAtMs: undefined }
  }
  return { status: "PENDING", trigger: "retry_scheduled", nextAttemptAtMs: atMs + retryDelayAfterMs(attempts) }
}

/**
 * The attempts a delivery is allowed once redelivered by hand: the attempts it made plus one (sent once now, and
 * retried no further unless redelivered again).
 */
export const redeliveryAttemptsLimit = (delivery: { readonly attempts: number }): number => delivery.attempts + 1

/** What the claim rules read of a stored delivery. */
export interface ClaimView {
  readonly status: DeliveryStatus
  readonly endpointId: string
  readonly aggregateId: string
  readonly eventId: number
  /** The next attempt's due time; while leased, the end of the lease. */
  readonly nextAttemptAt: Date | undefined
}

/**
 * Whether `delivery` is due for a claim at `nowMs`: PENDING with its next attempt due. A leased delivery's due time
 * is the end of its lease, so one whose sender died is due again once the lease ended.
 */
export const isDue = (delivery: ClaimView, nowMs: number): boolean =>
  delivery.status === "PENDING" && delivery.nextAttemptAt !== undefined && delivery.nextAttemptAt.getTime() <= nowMs

/**
 * The ordering rule: `delivery` waits while `other` is an older PENDING delivery (by event) of the same endpoint and
 * aggregate, so each (endpoint, aggregate) is sent in event order.
 */
export const waitsFor = (delivery: ClaimView, other: ClaimView): boolean =>
  other.status === "PENDING" &&
  other.endpointId === delivery.endpointId &&
  other.aggregateId === delivery.aggregateId &&
  other.eventId < delivery.eventId

/** The deliveries among `all` a claim at `nowMs` may take: due (`isDue`), and waiting for none (`waitsFor`). */
export const claimable = <D extends ClaimView>(all: ReadonlyArray<D>, nowMs: number): Array<D> => {
  const pending = all.filter((d) => d.status === "PENDING")
  return pending.filter((d) => isDue(d, nowMs) && !pending.some((o) => waitsFor(d, o)))
}

/**
 * The lease check of an attempt's record: it lands only while the delivery is PENDING under the recorder's lease
 * token, with no attempt recorded since the claim (its number is the stored attempts + 1).
 */
export const holdsLease = (
  stored: { readonly status: DeliveryStatus; readonly attempts: number; readonly leaseToken: string | undefined },
  record: { readonly leaseToken: string; readonly attempt: number }
): boolean =>
  stored.status === "PENDING" && stored.leaseToken === record.leaseToken && stored.attempts === record.attempt - 1
