import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import fc from "fast-check"
import { activeEventTypes, type EventType } from "../../src/events/Catalog.ts"
import * as S from "../../src/realtime/Subscriptions.ts"

const groups = ["payment.*", "transfer.*", "refund.*", "invoice.*", "med.*", "*"] as const
const deliverable = activeEventTypes.filter((e) => e !== "webhook.test")

const patternArb = fc.oneof(fc.constantFrom<string>(...groups), fc.constantFrom<string>(...deliverable))
const paymentIdArb = fc.stringMatching(/^pix_[a-z0-9]{1,8}$/)
const targetArb: fc.Arbitrary<S.Target> = fc.oneof(
  patternArb.map((pattern) => ({ _tag: "Pattern" as const, pattern })),
  paymentIdArb.map((paymentId) => ({ _tag: "Payment" as const, paymentId }))
)
const nowArb = fc.integer({ min: 0, max: 2 ** 40 })
const keyArb = fc.record({
  accountId: fc.constantFrom("acc_a", "acc_b"),
  apiKeyId: fc.constantFrom("key_1", "key_2", "key_3")
})
const eventArb = fc.record({
  accountId: fc.constantFrom("acc_a", "acc_b"),
  apiKeyId: fc.option(fc.constantFrom("key_1", "key_2", "key_3"), { nil: undefined }),
  eventType: fc.constantFrom<string>(...activeEventTypes),
  aggregateId: paymentIdArb
})

const subscribeAll = (targets: ReadonlyArray<S.Target>, nowMs: number) =>
  targets.reduce(
    (subs, target) => Result.getOrElse(S.subscribe(subs, target, nowMs), () => subs),
    S.empty as S.Subscriptions
  )

const same = (a: S.Subscriptions, b: S.Subscriptions) => {
  expect([...a.patterns.keys()].sort()).toEqual([...b.patterns.keys()].sort())
  expect([...a.payments.entries()].sort()).toEqual([...b.payments.entries()].sort())
}

describe("realtime subscriptions", () => {
  it("payment.*, transfer.*, refund.*, invoice.*, med.* and * match exactly the spec's lists", () => {
    const events = (pattern: string) => [...Result.getOrThrow(S.resolvePattern(pattern))].sort()
    expect(events("payment.*")).toEqual(
      [
        "payment.created",
        "payment.paid",
        "payment.failed",
        "payment.pix.expired",
        "payment.refunded",
        "payment_link.paid"
      ].sort()
    )
    expect(events("transfer.*")).toEqual(
      [
        "transfer.created",
        "transfer.completed",
        "transfer.failed",
        "transfer.internal.completed",
        "transfer.internal.received"
      ].sort()
    )
    expect(events("refund.*")).toEqual(["refund.completed", "refund.failed", "refund.requested"])
    expect(events("med.*")).toEqual(["med.created", "med.evidence_sent", "med.updated"])
    expect(events("invoice.*")).toEqual(
      ["invoice.cancelled", "invoice.created", "invoice.failed", "invoice.issued", "invoice.processing"].sort()
    )
    expect(events("*")).toEqual([...deliverable].sort())
    expect(S.resolvePattern("med.resolved")).toEqual(Result.fail({ code: "UNKNOWN_PATTERN" }))
  })

  it("a pattern is accepted only with lower-case letters, digits, _, . and *, at most 64 characters", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (pattern) => {
        const result = S.resolvePattern(pattern)
        if (!/^[a-z0-9_.*]{1,64}$/.test(pattern)) expect(result).toEqual(Result.fail({ code: "INVALID_PATTERN" }))
        else if (Result.isSuccess(result)) expect(result.success.size).toBeGreaterThan(0)
        else expect(result.failure.code).toBe("UNKNOWN_PATTERN")
      }),
      { numRuns: 1000 }
    )
  })

  it("subscribing to what a connection holds changes nothing", () => {
    fc.assert(
      fc.property(fc.array(targetArb, { maxLength: 30 }), targetArb, nowArb, nowArb, (targets, target, t1, t2) => {
        const once = subscribeAll([...targets, target], t1)
        const twice = S.subscribe(once, target, t2)
        if (Result.isSuccess(twice)) same(twice.success, once)
        else expect(twice.failure.code).toBe("SUBSCRIPTION_LIMIT")
      }),
      { numRuns: 1000 }
    )
  })

  it("a connection never holds more than 100 subscriptions, and the 101st new one is refused", () => {
    fc.assert(
      fc.property(fc.array(targetArb, { minLength: 90, maxLength: 160 }), nowArb, (targets, nowMs) => {
        let subs: S.Subscriptions = S.empty
        for (const target of targets) {
          const before = S.size(subs)
          const result = S.subscribe(subs, target, nowMs)
          if (Result.isFailure(result)) {
            expect(result.failure.code).toBe("SUBSCRIPTION_LIMIT")
            expect(before).toBe(S.subscriptionsPerConnectionMax)
          } else subs = result.success
          expect(S.size(subs)).toBeLessThanOrEqual(S.subscriptionsPerConnectionMax)
        }
      }),
      { numRuns: 200 }
    )
  })

  it("unsubscribing from a new subscription gives back the subscriptions held before", () => {
    fc.assert(
      fc.property(fc.array(targetArb, { maxLength: 30 }), targetArb, nowArb, (targets, target, nowMs) => {
        const before = subscribeAll(targets, nowMs)
        fc.pre(
          target._tag === "Pattern" ? !before.patterns.has(target.pattern) : !before.payments.has(target.paymentId)
        )
        const after = S.subscribe(before, target, nowMs)
        fc.pre(Result.isSuccess(after))
        same(S.unsubscribe(Result.getOrThrow(after), target), before)
      }),
      { numRuns: 1000 }
    )
  })

  it("an event reaches only connections of the key that created it, or of the destination account for transfer.internal.received", () => {
    fc.assert(
      fc.property(keyArb, eventArb, nowArb, (key, event, nowMs) => {
        const all = subscribeAll([{ _tag: "Pattern", pattern: "*" }], nowMs)
        const expected =
          event.eventType !== "webhook.test" &&
          event.accountId === key.accountId &&
          (event.eventType === "transfer.internal.received" || event.apiKeyId === key.apiKeyId)
        expect(S.receives(key, all, event, nowMs)).toBe(expected)
      }),
      { numRuns: 1000 }
    )
  })

  it("a connection receives an addressed event exactly when one of its patterns matches its type or its payment is subscribed", () => {
    fc.assert(
      fc.property(fc.array(targetArb, { maxLength: 20 }), eventArb, nowArb, (targets, event, nowMs) => {
        const key = { accountId: event.accountId, apiKeyId: event.apiKeyId ?? "key_1" }
        const subs = subscribeAll(targets, nowMs)
        const byPattern = [...subs.patterns.values()].some((events) => events.has(event.eventType as EventType))
        const byPayment = subs.payments.has(event.aggregateId)
        const addressed = S.addressedTo(key, event)
        expect(S.receives(key, subs, event, nowMs)).toBe(addressed && (byPattern || byPayment))
      }),
      { numRuns: 1000 }
    )
  })

  it("a payment subscription receives nothing once its 30 minutes are over", () => {
    fc.assert(
      fc.property(paymentIdArb, nowArb, fc.integer({ min: 0, max: 2 * S.paymentSubscriptionTtlMs }), (id, t0, dt) => {
        const subs = Result.getOrThrow(S.subscribe(S.empty, { _tag: "Payment", paymentId: id }, t0))
        const key = { accountId: "acc_a", apiKeyId: "key_1" }
        const event = { accountId: "acc_a", apiKeyId: "key_1", eventType: "payment.created", aggregateId: id }
        const live = dt < S.paymentSubscriptionTtlMs
        expect(S.receives(key, subs, event, t0 + dt)).toBe(live)
        expect(S.expire(subs, t0 + dt).payments.has(id)).toBe(live)
      }),
      { numRuns: 1000 }
    )
  })

  it("a payment subscription ends after the first paid, failed or expired event of its payment, and only then", () => {
    fc.assert(
      fc.property(paymentIdArb, fc.constantFrom<string>(...activeEventTypes), nowArb, (id, eventType, nowMs) => {
        const subs = Result.getOrThrow(S.subscribe(S.empty, { _tag: "Payment", paymentId: id }, nowMs))
        const after = S.afterDelivery(subs, { accountId: "acc_a", apiKeyId: "key_1", eventType, aggregateId: id })
        const ends = ["payment.paid", "payment.failed", "payment.pix.expired"].includes(eventType)
        expect(after.payments.has(id)).toBe(!ends)
      }),
      { numRuns: 1000 }
    )
  })
})
