import { describe, expect, it } from "@effect/vitest"
import { Effect, Result } from "effect"
import fc from "fast-check"
import * as Crypto from "../../src/shared/Crypto.ts"
import * as S from "../../src/realtime/Subscriptions.ts"
import * as W from "../../src/realtime/WatchTokens.ts"

const crypto = Effect.runSync(Crypto.makeDeterministic(7))
const run = <A>(effect: Effect.Effect<A, never, Crypto.Crypto>): A =>
  Effect.runSync(Effect.provideService(effect, Crypto.Crypto, crypto))

const keyArb = fc.uint8Array({ minLength: 32, maxLength: 48 })
const paymentIdArb = fc.stringMatching(/^pix_[0-9A-Za-z]{26}$/)
const accountIdArb = fc.stringMatching(/^acc_[a-z0-9_.-]{1,20}$/)
/** Whole seconds between 2001 and 2286, as the API mints them. */
const expiryArb = fc.integer({ min: 1_000_000_000, max: 9_999_999_999 }).map((s) => s * 1000)
const claimsArb: fc.Arbitrary<W.WatchClaims> = fc.record({
  paymentId: paymentIdArb,
  accountId: accountIdArb,
  expiresAtMs: expiryArb
})
const before = (claims: W.WatchClaims) => fc.integer({ min: 0, max: claims.expiresAtMs - 1 })

describe("payment watch tokens", () => {
  it("a token verifies, before its expiry, as exactly the claims it was minted for", () => {
    fc.assert(
      fc.property(
        keyArb,
        claimsArb.chain((c) => fc.tuple(fc.constant(c), before(c))),
        (key, [claims, nowMs]) => {
          const token = run(W.mint(key, claims))
          expect(token.length).toBeLessThanOrEqual(W.watchTokenLengthMax)
          expect(run(W.verify(key, token, nowMs))).toEqual(Result.succeed(claims))
        }
      ),
      { numRuns: 300 }
    )
  })

  it("a token never verifies for another charge or account: its claims are what it grants", () => {
    fc.assert(
      fc.property(keyArb, claimsArb, claimsArb, (key, mine, other) => {
        fc.pre(mine.paymentId !== other.paymentId || mine.accountId !== other.accountId)
        const token = run(W.mint(key, mine))
        const granted = run(W.verify(key, token, 0))
        expect(Result.isSuccess(granted) && granted.success.paymentId === mine.paymentId).toBe(true)
        expect(Result.isSuccess(granted) && granted.success.accountId === mine.accountId).toBe(true)
        // A watch key built from the grant receives the events of its own charge only.
        const key_ = S.watchKey(mine.accountId, mine.paymentId)
        const event = { accountId: other.accountId, eventType: "payment.paid", aggregateId: other.paymentId }
        expect(S.addressedTo(key_, event)).toBe(false)
      }),
      { numRuns: 300 }
    )
  })

  it("a token is refused from its expiry on, as expired, not as forged", () => {
    fc.assert(
      fc.property(keyArb, claimsArb, fc.integer({ min: 0, max: 2 ** 40 }), (key, claims, lateMs) => {
        const token = run(W.mint(key, claims))
        expect(run(W.verify(key, token, claims.expiresAtMs + lateMs))).toEqual(
          Result.fail({ code: "WATCH_TOKEN_EXPIRED" })
        )
      }),
      { numRuns: 300 }
    )
  })

  it("any changed, added or removed character refuses a token, whatever the time", () => {
    const edit = fc.oneof(
      fc.record({ kind: fc.constant("replace" as const), at: fc.nat(), by: fc.string({ minLength: 1, maxLength: 1 }) }),
      fc.record({ kind: fc.constant("insert" as const), at: fc.nat(), by: fc.string({ minLength: 1, maxLength: 1 }) }),
      fc.record({ kind: fc.constant("delete" as const), at: fc.nat(), by: fc.constant("") })
    )
    fc.assert(
      fc.property(keyArb, claimsArb, edit, (key, claims, change) => {
        const token = run(W.mint(key, claims))
        const at = change.at % token.length
        const tampered =
          change.kind === "replace"
            ? token.slice(0, at) + change.by + token.slice(at + 1)
            : change.kind === "insert"
              ? token.slice(0, at) + change.by + token.slice(at)
              : token.slice(0, at) + token.slice(at + 1)
        fc.pre(tampered !== token)
        expect(run(W.verify(key, tampered, 0))).toEqual(Result.fail({ code: "INVALID_WATCH_TOKEN" }))
      }),
      { numRuns: 1000 }
    )
  })

  it("a token minted under another secret is refused as forged", () => {
    fc.assert(
      fc.property(keyArb, keyArb, claimsArb, (key, otherKey, claims) => {
        fc.pre(Buffer.compare(Buffer.from(key), Buffer.from(otherKey)) !== 0)
        const token = run(W.mint(otherKey, claims))
        expect(run(W.verify(key, token, 0))).toEqual(Result.fail({ code: "INVALID_WATCH_TOKEN" }))
      }),
      { numRuns: 300 }
    )
  })

  it("any text that is not a minted token is refused", () => {
    fc.assert(
      fc.property(keyArb, fc.string({ maxLength: 600 }), (key, text) => {
        expect(run(W.verify(key, text, 0))).toEqual(Result.fail({ code: "INVALID_WATCH_TOKEN" }))
      }),
      { numRuns: 1000 }
    )
  })

  it("a token's expiry is its charge's plus the margin, at most a day from now, in whole seconds", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 42 }), fc.integer({ min: 0, max: 2 ** 42 }), (chargeMs, nowMs) => {
        const expiry = W.expiryFor(chargeMs, nowMs)
        expect(expiry % 1000).toBe(0)
        expect(expiry).toBeLessThanOrEqual(chargeMs + W.watchTokenMarginMs)
        expect(expiry).toBeLessThanOrEqual(nowMs + W.watchTokenLifetimeMaxMs)
        expect(expiry).toBeGreaterThan(
          Math.min(chargeMs + W.watchTokenMarginMs, nowMs + W.watchTokenLifetimeMaxMs) - 1000
        )
      }),
      { numRuns: 500 }
    )
  })

  it("a watch key is addressed its payment's payment.* events only, whichever key created the payment", () => {
    const eventArb = fc.record({
      accountId: fc.constantFrom("acc_a", "acc_b"),
      apiKeyId: fc.option(fc.constantFrom("key_1", "key_2"), { nil: undefined }),
      eventType: fc.constantFrom("payment.created", "payment.paid", "transfer.completed", "refund.completed"),
      aggregateId: fc.constantFrom("pix_1", "pix_2")
    })
    fc.assert(
      fc.property(eventArb, (event) => {
        const key = S.watchKey("acc_a", "pix_1")
        const expected =
          event.accountId === "acc_a" && event.aggregateId === "pix_1" && event.eventType.startsWith("payment.")
        expect(S.addressedTo(key, event)).toBe(expected)
        // An API key never receives an event because of a watch token, nor the other way round.
        expect(S.addressedTo({ accountId: "acc_a", apiKeyId: key.apiKeyId }, event)).toBe(false)
      }),
      { numRuns: 300 }
    )
  })
})
