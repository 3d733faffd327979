import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import {
  canonicalJson,
  decide,
  fingerprintText,
  IdempotencyKey,
  type IdempotencyRecord,
  isStored,
  keyLengthMax,
  leaseMs,
  keyTtlMs,
  parseKey
} from "../../src/idempotency/index.ts"

/** Shuffles an object's keys at every depth (a body sent with its fields in another order). */
const reordered = (value: unknown, seed: number): unknown => {
  if (value === null || typeof value !== "object") return value
  if (Array.isArray(value)) return value.map((v) => reordered(v, seed))
  const entries = Object.entries(value as Record<string, unknown>)
  const rotated =
    entries.length === 0
      ? entries
      : [...entries.slice(seed % entries.length), ...entries.slice(0, seed % entries.length)]
  return Object.fromEntries(rotated.reverse().map(([k, v]) => [k, reordered(v, seed + 1)]))
}

const json = fc.jsonValue()
const key = fc.stringMatching(/^[\x21-\x7e]{0,40}$/)
const t0 = Date.UTC(2026, 0, 1)

const record = (overrides: Partial<IdempotencyRecord> = {}): IdempotencyRecord => ({
  accountId: "acc_1",
  apiKeyId: "key_1",
  key: "k" as IdempotencyKey,
  fingerprint: "f1",
  status: "PENDING",
  lockToken: "t1",
  lockedUntil: new Date(t0 + leaseMs),
  createdAt: new Date(t0),
  expiresAt: new Date(t0 + keyTtlMs),
  ...overrides
})

const completed = (overrides: Partial<IdempotencyRecord> = {}) =>
  record({ status: "COMPLETED", response: { statusCode: 200, bodyJson: '{"message":"ok","data":{}}' }, ...overrides })

describe("idempotency rules", () => {
  prop(
    "the canonical text is the same for any order of an object's keys, and parses back to an equal value",
    [json, fc.nat()],
    ([value, seed]) => {
      expect(canonicalJson(reordered(value, seed))).toBe(canonicalJson(value))
      expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)))
    }
  )

  prop("two bodies with different canonical values have different fingerprint texts", [json, json], ([a, b]) => {
    fc.pre(canonicalJson(a) !== canonicalJson(b))
    expect(fingerprintText("POST", "/v1/x", a)).not.toBe(fingerprintText("POST", "/v1/x", b))
  })

  prop("the same body on another path or method has another fingerprint text", [json], ([body]) => {
    const base = fingerprintText("POST", "/v1/payment-pix/create", body)
    expect(fingerprintText("POST", "/v1/transfer-pix/create", body)).not.toBe(base)
    expect(fingerprintText("PUT", "/v1/payment-pix/create", body)).not.toBe(base)
  })

  prop(
    "a key of 1 to 255 visible ASCII characters parses, and to itself",
    [fc.stringMatching(/^[\x21-\x7e]{1,255}$/)],
    ([text]) => {
      expect(parseKey(text)).toEqual(Result.succeed(text))
    }
  )

  prop(
    "a key that is empty, longer than 255, or holds a space, control or non-ASCII character is refused",
    [
      fc.oneof(
        fc.constant(""),
        fc.stringMatching(/^[\x21-\x7e]{256,300}$/),
        fc.tuple(key, fc.constantFrom(" ", "\t", "\u0000", "\u007f", "é", "€", "\n"), key).map(([a, c, b]) => a + c + b)
      )
    ],
    ([text]) => {
      const parsed = parseKey(text)
      expect(Result.isFailure(parsed) && parsed.failure._tag).toBe("InvalidIdempotencyKey")
    }
  )

  it("no header is no key", () => {
    expect(parseKey(undefined)).toEqual(Result.succeed(undefined))
    expect(keyLengthMax).toBe(255)
  })

  prop(
    "within 24 h, another fingerprint is a mismatch whatever the row's state or lease",
    [fc.boolean(), fc.integer({ min: 0, max: keyTtlMs - 1 }), fc.integer({ min: 0, max: 2 * leaseMs })],
    ([done, elapsedMs, leaseLeftMs]) => {
      const row = (done ? completed : record)({ lockedUntil: new Date(t0 + leaseLeftMs) })
      expect(decide(row, "f2", t0 + elapsedMs)).toEqual({ _tag: "Mismatch" })
    }
  )

  prop(
    "within 24 h, the same fingerprint replays a completed answer exactly, lease or not",
    [fc.integer({ min: 0, max: keyTtlMs - 1 }), fc.integer({ min: 200, max: 299 }), fc.string()],
    ([elapsedMs, statusCode, bodyJson]) => {
      const row = completed({ response: { statusCode, bodyJson } })
      expect(decide(row, "f1", t0 + elapsedMs)).toEqual({ _tag: "Replay", response: { statusCode, bodyJson } })
    }
  )

  prop(
    "a pending row under a live lease is in flight, with a retry hint within the lease; past the lease it is taken over",
    [fc.integer({ min: 0, max: 3 * leaseMs })],
    ([elapsedMs]) => {
      const decision = decide(record(), "f1", t0 + elapsedMs)
      if (elapsedMs < leaseMs) {
        expect(decision._tag).toBe("InFlight")
        if (decision._tag === "InFlight") {
          expect(decision.retryAfterSeconds).toBeGreaterThanOrEqual(1)
          expect(decision.retryAfterSeconds).toBeLessThanOrEqual(leaseMs / 1000)
        }
      } else expect(decision).toEqual({ _tag: "TakeOver" })
    }
  )

  prop(
    "a row 24 h old or more is taken over, whatever its state or fingerprint",
    [fc.boolean(), fc.boolean(), fc.integer({ min: keyTtlMs, max: 3 * keyTtlMs })],
    ([done, same, elapsedMs]) => {
      const row = (done ? completed : record)({ lockedUntil: new Date(t0 + keyTtlMs + leaseMs * 10) })
      expect(decide(row, same ? "f1" : "f2", t0 + elapsedMs)).toEqual({ _tag: "TakeOver" })
    }
  )

  prop("only 2xx answers are stored", [fc.integer({ min: 100, max: 599 })], ([status]) => {
    expect(isStored(status)).toBe(status >= 200 && status <= 299)
  })
})
