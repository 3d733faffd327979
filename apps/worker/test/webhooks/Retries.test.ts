import { expect, layer } from "@effect/vitest"
import { SandboxClock, WebhookDeliveries, WebhookDelivery, WebhookEndpoints, WebhookRetry } from "@trilho/domain"
import { Clock, Effect } from "effect"
import { onPlatformTime, sendDueOnce } from "../../src/webhooks/Webhooks.ts"
import {
  createAndPay,
  deliverAll,
  layerWorld,
  makeEndpoint,
  makeMerchant,
  startReceiver,
  testConfig
} from "./harness.ts"

layer(layerWorld(), { excludeTestServices: true })("webhook retries on the sandbox clock", (it) => {
  it.effect(
    "a receiver answering 500 four times then 200: five attempts at the schedule's times, one delivery id, one side effect, five in the log",
    () =>
      Effect.gen(function* () {
        const receiver = yield* startReceiver((index) => (index < 4 ? 500 : 200))
        const account = yield* makeMerchant
        const endpoint = yield* makeEndpoint(account, receiver.url, { events: ["payment.paid"] })
        const sandbox = yield* SandboxClock.SandboxClock
        yield* createAndPay(account, undefined, 1)

        expect(yield* deliverAll("w-retry")).toBe(1)
        for (const delayMs of WebhookRetry.retryDelaysMs.slice(0, 4)) {
          // One second early nothing is due; at the schedule's time the retry goes out.
          yield* sandbox.advance(delayMs - 1000)
          expect(yield* sendDueOnce("w-retry", testConfig)).toBe(0)
          yield* sandbox.advance(1000)
          expect(yield* sendDueOnce("w-retry", testConfig)).toBe(1)
        }
        expect(receiver.received.map((r) => r.status)).toEqual([500, 500, 500, 500, 200])

        const ids = receiver.received.map((r) => JSON.parse(r.body).id as string)
        expect(new Set(ids).size).toBe(1)
        expect(receiver.received.map((r) => r.headers["x-service-delivery"])).toEqual(ids)
        expect(receiver.received.map((r) => r.headers["webhook-id"])).toEqual(ids)
        // The body is the same bytes on every attempt.
        expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1)
        expect(receiver.applied.size).toBe(1)
        expect(receiver.duplicates).toEqual([])

        const deliveries = yield* WebhookDeliveries.WebhookDeliveries
        const page = yield* deliveries.findManyByEndpoint(account, endpoint.id, { offset: 0, limit: 10 })
        expect(page.total).toBe(1)
        const log = page.items[0]!
        expect(log.id).toBe(ids[0])
        expect(log.status).toBe("SUCCEEDED")
        expect(log.attemptsLog.map((a) => [a.attempt, a.statusCode])).toEqual([
          [1, 500],
          [2, 500],
          [3, 500],
          [4, 500],
          [5, 200]
        ])
        const gaps = log.attemptsLog.slice(1).map((a, i) => a.at.getTime() - log.attemptsLog[i]!.at.getTime())
        gaps.forEach((gap, i) => {
          expect(gap).toBeGreaterThanOrEqual(WebhookRetry.retryDelaysMs[i]!)
          expect(gap).toBeLessThan(WebhookRetry.retryDelaysMs[i]! + 5_000)
        })

        // Sent again by hand: the same id reaches the receiver, which answers 200 and applies nothing new.
        const now = new Date(yield* onPlatformTime(Clock.currentTimeMillis))
        const again = yield* WebhookDelivery.redeliver(account, log.id, now)
        expect(again.status).toBe("PENDING")
        expect(yield* sendDueOnce("w-retry", testConfig)).toBe(1)
        expect(receiver.received).toHaveLength(6)
        expect(JSON.parse(receiver.received[5]!.body).id).toBe(log.id)
        expect(receiver.duplicates).toEqual([log.id])
        expect(receiver.applied.size).toBe(1)
        expect((yield* deliveries.findById(account, log.id))?.attemptsLog).toHaveLength(6)
      })
  )

  it.effect(
    "a receiver that never answers 2xx: six attempts, then FAILED, and the endpoint counts one failed event",
    () =>
      Effect.gen(function* () {
        const receiver = yield* startReceiver(() => 503)
        const account = yield* makeMerchant
        const endpoint = yield* makeEndpoint(account, receiver.url, { events: ["payment.created"] })
        const sandbox = yield* SandboxClock.SandboxClock
        yield* createAndPay(account, undefined, 2)
        expect(yield* deliverAll("w-fail")).toBe(1)
        for (const delayMs of WebhookRetry.retryDelaysMs) {
          yield* sandbox.advance(delayMs)
          expect(yield* sendDueOnce("w-fail", testConfig)).toBe(1)
        }
        yield* sandbox.advance(WebhookRetry.retryDelaysMs.at(-1)!)
        expect(yield* sendDueOnce("w-fail", testConfig)).toBe(0)
        expect(receiver.received).toHaveLength(6)
        const deliveries = yield* WebhookDeliveries.WebhookDeliveries
        const [log] = (yield* deliveries.findManyByEndpoint(account, endpoint.id, { offset: 0, limit: 10 })).items
        expect(log?.status).toBe("FAILED")
        expect(log?.attemptsLog).toHaveLength(6)
        const stored = yield* (yield* WebhookEndpoints.WebhookEndpoints).findById(account, endpoint.id)
        expect(stored._tag === "Some" && stored.value.failedEventsInARow).toBe(1)
      })
  )

  it.effect("a 410 fails the delivery at once and disables the endpoint; a redirect is not followed", () =>
    Effect.gen(function* () {
      const gone = yield* startReceiver(() => 410)
      const moved = yield* startReceiver(() => 302)
      const account = yield* makeMerchant
      const goneEndpoint = yield* makeEndpoint(account, gone.url, { events: ["payment.created"] })
      yield* makeEndpoint(account, moved.url, { events: ["payment.created"] })
      yield* createAndPay(account, undefined, 3)
      expect(yield* deliverAll("w-410")).toBe(2)
      const stored = yield* (yield* WebhookEndpoints.WebhookEndpoints).findById(account, goneEndpoint.id)
      expect(stored._tag === "Some" && stored.value.status).toBe("DISABLED")
      const deliveries = yield* WebhookDeliveries.WebhookDeliveries
      const [goneLog] = (yield* deliveries.findManyByEndpoint(account, goneEndpoint.id, { offset: 0, limit: 10 })).items
      expect(goneLog?.status).toBe("FAILED")
      expect(goneLog?.lastStatusCode).toBe(410)
      expect(moved.received).toHaveLength(1)
    })
  )
})
