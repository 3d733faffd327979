import { describe, expect } from "@effect/vitest"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import { issOf, issRateBpsMax, issRateBpsMin } from "../../src/invoices/Record.ts"
import { amountMaxCentavos } from "../../src/money/Money.ts"

const service = fc.integer({ min: 1, max: amountMaxCentavos })
const rate = fc.integer({ min: issRateBpsMin, max: issRateBpsMax })

describe("ISS of a fiscal invoice", () => {
  prop(
    "the ISS is the service times the rate rounded half up to the centavo, between 2 % and 5 % of the service",
    [service, rate],
    ([amount, bps]) => {
      const iss = issOf(amount, bps)
      const scaledError = BigInt(iss) * 10_000n - BigInt(amount) * BigInt(bps)
      expect(scaledError > -5_000n && scaledError <= 5_000n).toBe(true)
      expect(iss).toBeGreaterThanOrEqual(0)
      expect(iss).toBeLessThanOrEqual(amount)
      expect(BigInt(iss) * 10_000n + 5_000n).toBeGreaterThanOrEqual(BigInt(amount) * BigInt(issRateBpsMin))
      expect(BigInt(iss) * 10_000n - 5_000n).toBeLessThanOrEqual(BigInt(amount) * BigInt(issRateBpsMax))
    }
  )

  prop("the ISS never decreases as the service or the rate grows", [service, service, rate, rate], ([a, b, r, s]) => {
    const [lo, hi] = a <= b ? [a, b] : [b, a]
    const [rlo, rhi] = r <= s ? [r, s] : [s, r]
    expect(issOf(lo, rlo)).toBeLessThanOrEqual(issOf(hi, rlo))
    expect(issOf(lo, rlo)).toBeLessThanOrEqual(issOf(lo, rhi))
  })
})
