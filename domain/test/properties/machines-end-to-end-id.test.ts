import { describe, expect, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { TestClock } from "effect/testing"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import { layerDeterministic } from "../../src/shared/Crypto.ts"
import {
  type Ispb,
  isValidEndToEndId,
  makeEndToEndId,
  nextEndToEndId,
  parseEndToEndId,
  sequenceOfUlid
} from "../../src/transactions/EndToEndId.ts"
import { encodeUlid } from "../../src/shared/Ids.ts"

const ispb = fc.stringMatching(/^\d{8}$/)
// 2000-01-01T00:00Z to 9999-12-31T23:59Z.
const instant = fc.integer({ min: 946_684_800_000, max: 253_402_300_740_000 })
const random = fc.uint8Array({ minLength: 11, maxLength: 11 })
// Mostly in range, sometimes any two digits, so that both real and impossible minutes come up often.
const twoDigits = (min: number, max: number) =>
  fc.oneof(
    { arbitrary: fc.integer({ min, max }), weight: 4 },
    { arbitrary: fc.integer({ min: 0, max: 99 }), weight: 1 }
  )
const minuteOf = (ms: number) => Math.floor(ms / 60_000) * 60_000

describe("PIX end-to-end ids", () => {
  prop(
    "an end-to-end id made from any ISPB, instant and random bytes is valid, 32 characters long, and parses back to its ISPB and minute",
    [ispb, instant, random],
    ([i, atMs, bytes]) => {
      const id = makeEndToEndId({ ispb: i, atMs, random: bytes })
      expect(id).toHaveLength(32)
      expect(id.startsWith(`E${i}`)).toBe(true)
      expect(isValidEndToEndId(id)).toBe(true)
      const parts = Option.getOrThrow(parseEndToEndId(id))
      expect(parts.ispb).toBe(i)
      expect(parts.at.getTime()).toBe(minuteOf(atMs))
      expect(parts.sequence).toMatch(/^[A-Za-z0-9]{11}$/)
    }
  )

  prop(
    "end-to-end ids of one institution sort in the order of their minutes",
    [ispb, instant, instant, random, random],
    ([i, t1, t2, r1, r2]) => {
      fc.pre(minuteOf(t1) !== minuteOf(t2))
      const a = makeEndToEndId({ ispb: i, atMs: t1, random: r1 })
      const b = makeEndToEndId({ ispb: i, atMs: t2, random: r2 })
      expect(a < b).toBe(t1 < t2)
    }
  )

  prop(
    "a valid end-to-end id stops being valid when a character is added, removed, or replaced by a non-alphanumeric one",
    [ispb, instant, random, fc.nat(31), fc.constantFrom("-", " ", "_", "é", "/", ".")],
    ([i, atMs, bytes, position, bad]) => {
      const id = makeEndToEndId({ ispb: i, atMs, random: bytes })
      expect(isValidEndToEndId(id + "A")).toBe(false)
      expect(isValidEndToEndId(id.slice(0, position) + id.slice(position + 1))).toBe(false)
      expect(isValidEndToEndId(id.slice(0, position) + bad + id.slice(position + 1))).toBe(false)
    }
  )

  prop(
    "an end-to-end id naming a minute that does not exist is refused",
    [
      ispb,
      fc.record({
        year: fc.integer({ min: 2000, max: 2099 }),
        month: twoDigits(1, 12),
        day: twoDigits(1, 31),
        hour: twoDigits(0, 23),
        minute: twoDigits(0, 59)
      }),
      fc.stringMatching(/^[A-Za-z0-9]{11}$/)
    ],
    ([i, { year, month, day, hour, minute }, sequence]) => {
      const daysInMonth = month >= 1 && month <= 12 ? new Date(Date.UTC(year, month, 0)).getUTCDate() : 0
      const real = month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth && hour <= 23 && minute <= 59
      const p = (n: number) => String(n).padStart(2, "0")
      const id = `E${i}${year}${p(month)}${p(day)}${p(hour)}${p(minute)}${sequence}`
      expect(isValidEndToEndId(id)).toBe(real)
    }
  )

  it.effect("a fresh end-to-end id uses the Clock's minute and the crypto port's bytes", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(Date.UTC(2026, 2, 15, 13, 45, 30))
      const id = yield* nextEndToEndId("12345678" as Ispb)
      expect(id).toMatch(/^E1234567820260315134\d[A-Za-z0-9]{11}$/)
      expect(id.slice(9, 21)).toBe("202603151345")
    }).pipe(Effect.provide(layerDeterministic()))
  )

  // A PIX transfer's end-to-end id is made from its id. Ids of one millisecond count up from one random number, so
  // two transfers of one millisecond differ only in the low bits of their ids: 1,000 concurrent transfers once made
  // the same end-to-end id twice, when the id's low character was dropped.
  prop(
    "transfers whose ids were made in one millisecond, counting up from any random number, get distinct end-to-end ids",
    [ispb, instant, fc.bigInt({ min: 0n, max: (1n << 80n) - 1_001n }), fc.integer({ min: 2, max: 1_000 })],
    ([i, atMs, start, count]) => {
      const ids = Array.from({ length: count }, (_, k) =>
        makeEndToEndId({ ispb: i, atMs, random: sequenceOfUlid(encodeUlid(atMs, start + BigInt(k))) })
      )
      expect(new Set(ids).size).toBe(count)
      for (const id of ids) expect(isValidEndToEndId(id)).toBe(true)
    }
  )
})
