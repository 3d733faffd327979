import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import { generateSecret, grants, hashSecret, looksLikeKey, toBase62 } from "../../src/auth/ApiKey.ts"
import { allows, isValidEntry } from "../../src/auth/IpAllowlist.ts"
import { retryAfterSeconds, windowStartMs } from "../../src/auth/RateLimit.ts"
import { layerDeterministic } from "../../src/shared/Crypto.ts"

describe("API key permissions", () => {
  it("a route needs its own permission, a group wildcard of an ancestor, or *", () => {
    expect(grants(["payment-pix/create"], "payment-pix/create")).toBe(true)
    expect(grants(["payment-pix/get"], "payment-pix/create")).toBe(false)
    expect(grants(["refunds/*"], "refunds/create")).toBe(true)
    expect(grants(["subaccount/*"], "subaccount/portal/setup")).toBe(true)
    expect(grants(["subaccount/portal/*"], "subaccount/portal/setup")).toBe(true)
    expect(grants(["subaccount/portal/*"], "subaccount/create")).toBe(false)
    expect(grants(["*"], "anything/at-all")).toBe(true)
    expect(grants(["payment-pix"], "payment-pix/create")).toBe(false)
    expect(grants([], "account/balance")).toBe(false)
  })
})

describe("API key secrets", () => {
  it.effect("a generated key has the live prefix, looks like a key, and hashes to 64 hex characters", () =>
    Effect.gen(function* () {
      const secret = yield* generateSecret
      expect(secret.startsWith("trl_live_")).toBe(true)
      expect(looksLikeKey(secret)).toBe(true)
      expect(yield* hashSecret(secret)).toMatch(/^[0-9a-f]{64}$/)
      expect(looksLikeKey("trl_live_short")).toBe(false)
      expect(looksLikeKey(`other_${secret}`)).toBe(false)
    }).pipe(Effect.provide(layerDeterministic(7)))
  )

  prop(
    "base62 of 32 bytes always has the same length",
    [fc.uint8Array({ minLength: 32, maxLength: 32 })],
    ([bytes]) => {
      expect(toBase62(bytes)).toMatch(/^[0-9A-Za-z]{43}$/)
    }
  )
})

describe("IP allowlists", () => {
  it("an empty list allows all; entries are addresses or CIDR ranges, v4 or v6", () => {
    expect(allows([], "203.0.113.9")).toBe(true)
    expect(allows(["203.0.113.9"], "203.0.113.9")).toBe(true)
    expect(allows(["203.0.113.9"], "203.0.113.10")).toBe(false)
    expect(allows(["10.0.0.0/8"], "10.200.3.4")).toBe(true)
    expect(allows(["10.0.0.0/8"], "11.0.0.1")).toBe(false)
    expect(allows(["127.0.0.1"], "::ffff:127.0.0.1")).toBe(true)
    expect(allows(["2001:db8::/32"], "2001:db8:1::5")).toBe(true)
    expect(allows(["2001:db8::/32"], "2001:db9::5")).toBe(false)
    expect(allows(["::1"], "::1")).toBe(true)
    expect(allows(["203.0.113.9"], "not-an-ip")).toBe(false)
    expect(isValidEntry("10.0.0.0/33")).toBe(false)
    expect(isValidEntry("300.1.1.1")).toBe(false)
    expect(isValidEntry("fe80::/10")).toBe(true)
  })
})

describe("rate-limit windows", () => {
  prop(
    "every instant falls in the minute window that starts at or before it, and Retry-After reaches its end",
    [fc.integer({ min: 0, max: 4_000_000_000_000 })],
    ([now]) => {
      const start = windowStartMs(now)
      expect(start <= now && now < start + 60_000 && start % 60_000 === 0).toBe(true)
      const retry = retryAfterSeconds(now)
      expect(retry >= 1 && retry <= 60 && now + retry * 1000 >= start + 60_000).toBe(true)
    }
  )
})
