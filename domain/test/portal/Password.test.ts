import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import { Password, Throttle, Totp } from "../../src/portal/index.ts"

const upper = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ")
const lower = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz")
const digit = fc.constantFrom(..."0123456789")
const symbol = fc.constantFrom(..."!@#$%^&*()-_=+[]{};:,.<>/?")
const anyOf = fc.oneof(upper, lower, digit, symbol)

describe("portal password policy", () => {
  prop(
    "a password of 8 to 128 characters with an upper, a lower, a digit and a symbol is accepted",
    [upper, lower, digit, symbol, fc.array(anyOf, { minLength: 4, maxLength: 124 })],
    ([u, l, d, s, rest]) => {
      expect(Result.isSuccess(Password.checkPassword([u, l, d, s, ...rest].join("")))).toBe(true)
    }
  )

  prop(
    "a password missing any one class is refused whatever its length",
    [fc.constantFrom(upper, lower, digit, symbol), fc.integer({ min: 8, max: 64 })],
    ([missing, length]) => {
      const classes = [upper, lower, digit, symbol].filter((c) => c !== missing)
      const sample = fc.sample(fc.array(fc.oneof(...classes), { minLength: length, maxLength: length }), 1)[0]!
      expect(Result.isFailure(Password.checkPassword(sample.join("")))).toBe(true)
    }
  )

  it("shorter than 8 or longer than 128 characters is refused", () => {
    expect(Result.isFailure(Password.checkPassword("Aa1!aaa"))).toBe(true)
    expect(Result.isFailure(Password.checkPassword("Aa1!" + "a".repeat(125)))).toBe(true)
    expect(Result.isSuccess(Password.checkPassword("Aa1!" + "a".repeat(124)))).toBe(true)
  })

  it("e-mails are compared lower-cased and trimmed", () => {
    expect(Password.normalizeEmail("  Op@Example.COM ")).toBe("op@example.com")
    expect(Password.isEmail("op@example.com")).toBe(true)
    expect(Password.isEmail("op@example")).toBe(false)
  })
})

describe("TOTP steps and sign-in throttling", () => {
  prop(
    "the candidate steps are the current one and its neighbours, and a step is usable only above the last used",
    [fc.integer({ min: 60_000, max: 4_000_000_000_000 }), fc.integer({ min: -1, max: 200_000_000 })],
    ([nowMs, last]) => {
      const current = Totp.stepAt(nowMs)
      expect(Totp.candidateSteps(nowMs)).toEqual([current, current - 1, current + 1])
      expect(Totp.stepUsable(last + 1, last)).toBe(true)
      expect(Totp.stepUsable(last, last)).toBe(false)
    }
  )

  it("five failures per e-mail or twenty per address throttle the next sign-in", () => {
    expect(Throttle.throttled(4, 19)).toBe(false)
    expect(Throttle.throttled(5, 0)).toBe(true)
    expect(Throttle.throttled(0, 20)).toBe(true)
  })
})
