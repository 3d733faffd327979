import { describe, expect, it } from "@effect/vitest"
import { Effect, Result } from "effect"
import { Base64 } from "effect/encoding"
import fc from "fast-check"
import * as Crypto from "../../src/shared/Crypto.ts"
import * as StateMachine from "../../src/shared/StateMachine.ts"
import * as Retry from "../../src/webhooks/Retry.ts"
import * as Signature from "../../src/webhooks/Signature.ts"

const run = <A, E>(effect: Effect.Effect<A, E, Crypto.Crypto>): A =>
  Effect.runSync(Effect.provide(effect, Crypto.layerDeterministic(7)))

const secretArb = fc.uint8Array({ minLength: 24, maxLength: 48 }).map((b) => `whsec_${Base64.encode(b)}`)
const failureArb: fc.Arbitrary<Retry.AttemptOutcome> = fc.oneof(
  fc
    .integer({ min: 300, max: 599 })
    .filter((s) => s !== 410)
    .map((s) => Retry.outcomeOfStatus(s)),
  fc.constant<Retry.AttemptOutcome>({ _tag: "Failed", statusCode: undefined, error: "timeout" })
)

describe("retry schedule", () => {
  it("a delivery failing every attempt is tried six times, at 1 min, 5 min, 15 min, 1 h and 4 h after each failure", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.array(fc.integer({ min: 0, max: 9_999 }), { minLength: 6, maxLength: 6 }),
        fc.array(failureArb, { minLength: 6, maxLength: 6 }),
        (startMs, durationsMs, outcomes) => {
          let at = startMs
          const gaps: Array<number> = []
          let attempts = 0
          while (true) {
            attempts++
            const failedAt = at + durationsMs[attempts - 1]!
            const decision = Retry.decide(outcomes[attempts - 1]!, attempts, Retry.deliveryAttemptsMax, failedAt)
            if (decision.status === "FAILED") break
            expect(decision.status).toBe("PENDING")
            gaps.push(decision.nextAttemptAtMs! - failedAt)
            at = decision.nextAttemptAtMs!
          }
          expect(attempts).toBe(6)
          expect(gaps).toEqual([60_000, 300_000, 900_000, 3_600_000, 14_400_000])
        }
      )
    )
  })

  it("a 2xx on any attempt ends the delivery SUCCEEDED; a 410 ends it FAILED at once", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 200, max: 299 }), (attempts, status) => {
        expect(Retry.decide(Retry.outcomeOfStatus(status), attempts, 6, 0).status).toBe("SUCCEEDED")
        expect(Retry.decide(Retry.outcomeOfStatus(410), attempts, 6, 0).status).toBe("FAILED")
      })
    )
  })

  it("redirects count as failures", () => {
    for (const status of [301, 302, 303, 307, 308]) expect(Retry.outcomeOfStatus(status)._tag).toBe("Failed")
  })

  it("every decision is a move of the delivery machine", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 100, max: 599 }), (attempts, status) => {
        const decision = Retry.decide(Retry.outcomeOfStatus(status), attempts, 6, 0)
        const move = StateMachine.transition(Retry.delivery, "PENDING", decision.trigger)
        expect(Result.getOrThrow(move).to).toBe(decision.status)
      })
    )
    expect(Result.isFailure(StateMachine.transition(Retry.delivery, "PENDING", "redeliver"))).toBe(true)
    expect(Result.isSuccess(StateMachine.transition(Retry.delivery, "FAILED", "redeliver"))).toBe(true)
  })

  it("attempt numbers outside 1..6 are refused", () => {
    expect(() => Retry.nextAttemptAtMs(0, 0)).toThrow(RangeError)
    expect(() => Retry.nextAttemptAtMs(7, 0)).toThrow(RangeError)
    expect(Retry.nextAttemptAtMs(6, 0)).toBeUndefined()
  })
})

describe("signature format", () => {
  it("x-service-signature is sha256= and 64 lower-case hex digits, and changes with any byte of the body", () => {
    fc.assert(
      fc.property(secretArb, fc.string({ minLength: 1 }), fc.nat(), (secret, body, i) => {
        const header = run(Signature.serviceSignature(secret, body))
        expect(header).toMatch(/^sha256=[0-9a-f]{64}$/)
        const bytes = new TextEncoder().encode(body)
        bytes[i % bytes.length] = bytes[i % bytes.length]! ^ 1
        expect(run(Signature.serviceSignature(secret, bytes))).not.toBe(header)
        expect(run(Signature.verifyServiceSignature(secret, body, header))).toBe(true)
        expect(run(Signature.verifyServiceSignature(secret, bytes, header))).toBe(false)
      })
    )
  })

  it("webhook-signature is v1,<base64 of 32 bytes>, two space-separated during a rotation, the new one first", () => {
    fc.assert(
      fc.property(secretArb, secretArb, fc.string(), fc.integer({ min: 0, max: 2 ** 32 }), (next, old, body, ts) => {
        const single = run(
          Signature.signatureHeaders({ secrets: { current: next }, deliveryId: "dlv_1", timestampSeconds: ts, body })
        )
        expect(single["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/)
        expect(single["webhook-id"]).toBe("dlv_1")
        expect(single["webhook-timestamp"]).toBe(String(ts))
        const both = run(
          Signature.signatureHeaders({
            secrets: { current: next, previous: old },
            deliveryId: "dlv_1",
            timestampSeconds: ts,
            body
          })
        )
        const parts = both["webhook-signature"].split(" ")
        expect(parts).toHaveLength(2)
        expect(parts[0]).toBe(single["webhook-signature"])
        expect(both["x-service-signature"]).toBe(single["x-service-signature"])
      })
    )
  })

  it("a secret that is not whsec_ + base64 cannot sign Standard Webhooks headers", () => {
    expect(Result.isFailure(Signature.standardKey("whsec_"))).toBe(true)
    expect(Result.isFailure(Signature.standardKey("whsec_***"))).toBe(true)
  })
})
