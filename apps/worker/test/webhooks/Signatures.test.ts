import { verify } from "@octokit/webhooks-methods"
import { expect, layer } from "@effect/vitest"
import { Outbox, WebhookDeliveries, WebhookEndpoints } from "@trilho/domain"
import { Effect } from "effect"
import { Webhook } from "standardwebhooks"
import { createAndPay, deliverAll, layerWorld, makeEndpoint, makeMerchant, startReceiver } from "./harness.ts"

/** The same bytes with one byte changed. */
const flipOneByte = (body: string, at: number): string => {
  const bytes = Buffer.from(body, "utf8")
  bytes[at % bytes.length] = bytes[at % bytes.length]! ^ 0x01
  return bytes.toString("utf8")
}

layer(layerWorld(), { excludeTestServices: true })("webhook signatures, verified by code written elsewhere", (it) => {
  it.effect(
    "x-service-signature passes @octokit/webhooks-methods and the Standard Webhooks headers pass standardwebhooks; one changed byte fails both",
    () =>
      Effect.gen(function* () {
        const receiver = yield* startReceiver()
        const account = yield* makeMerchant
        const endpoint = yield* makeEndpoint(account, receiver.url)
        yield* createAndPay(account, "key_sig", 1)
        expect(yield* deliverAll("w-sig")).toBe(2)
        expect(receiver.received.map((r) => r.status)).toEqual([200, 200])

        for (const { body, headers } of receiver.received) {
          const signature = headers["x-service-signature"] as string
          expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/)
          expect(headers["content-type"]).toBe("application/json")
          expect(headers["x-service-delivery"]).toBe(JSON.parse(body).id)
          expect(headers["webhook-id"]).toBe(JSON.parse(body).id)
          expect(headers["x-service-event"]).toBe(JSON.parse(body).event)

          expect(yield* Effect.promise(() => verify(endpoint.secret!, body, signature))).toBe(true)
          const standard = new Webhook(endpoint.secret!)
          const standardHeaders = {
            "webhook-id": headers["webhook-id"] as string,
            "webhook-timestamp": headers["webhook-timestamp"] as string,
            "webhook-signature": headers["webhook-signature"] as string
          }
          expect(standard.verify(body, standardHeaders)).toEqual(JSON.parse(body))

          for (const at of [0, 17, body.length - 2]) {
            const tampered = flipOneByte(body, at)
            expect(tampered).not.toBe(body)
            expect(yield* Effect.promise(() => verify(endpoint.secret!, tampered, signature))).toBe(false)
            expect(() => standard.verify(tampered, standardHeaders)).toThrow()
          }
          // Another secret verifies nothing.
          expect(yield* Effect.promise(() => verify(`${endpoint.secret!}x`, body, signature))).toBe(false)
        }
      })
  )

  it.effect("during a rotation grace, receivers holding either secret verify the same delivery", () =>
    Effect.gen(function* () {
      const receiver = yield* startReceiver()
      const account = yield* makeMerchant
      const old = yield* makeEndpoint(account, receiver.url)
      const fresh = yield* makeEndpoint(account, "http://127.0.0.1:9/unused")
      // Rotate: the old endpoint gets the fresh secret, keeps its own as the previous one for an hour.
      const port = yield* WebhookEndpoints.WebhookEndpoints
      yield* port.updateSecret(account, old.id, {
        secret: fresh.secret,
        previousSecret: old.secret,
        previousSecretExpiresAt: new Date(Date.now() + 3_600_000),
        status: "ACTIVE",
        updatedAt: new Date()
      })
      yield* port.delete(account, fresh.id)
      const outbox = yield* Outbox.Outbox
      yield* outbox.append([
        {
          accountId: account,
          eventType: "webhook.test",
          aggregateId: old.id,
          payload: { test: true },
          createdAt: new Date()
        }
      ])
      expect(yield* deliverAll("w-rot")).toBe(1)
      const [{ body, headers }] = receiver.received as [(typeof receiver.received)[number]]
      const parts = (headers["webhook-signature"] as string).split(" ")
      expect(parts).toHaveLength(2)
      const standardHeaders = {
        "webhook-id": headers["webhook-id"] as string,
        "webhook-timestamp": headers["webhook-timestamp"] as string,
        "webhook-signature": headers["webhook-signature"] as string
      }
      expect(new Webhook(fresh.secret!).verify(body, standardHeaders)).toEqual(JSON.parse(body))
      expect(new Webhook(old.secret!).verify(body, standardHeaders)).toEqual(JSON.parse(body))
      // x-service-signature carries the new secret's only.
      expect(yield* Effect.promise(() => verify(fresh.secret!, body, headers["x-service-signature"] as string))).toBe(
        true
      )
      expect(yield* Effect.promise(() => verify(old.secret!, body, headers["x-service-signature"] as string))).toBe(
        false
      )
      const deliveries = yield* WebhookDeliveries.WebhookDeliveries
      expect((yield* deliveries.findById(account, JSON.parse(body).id))?.status).toBe("SUCCEEDED")
    })
  )
})
