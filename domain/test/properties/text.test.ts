import { describe, expect } from "@effect/vitest"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import { describeProblem, isStorable, problemOf } from "../../src/shared/Text.ts"
import { hostileString, utf16Unit } from "./text-arbitraries.ts"

/** The reference: a string stores unchanged when it is well-formed UTF-16 (ES2024) and holds no NUL. */
const reference = (text: string) =>
  (text as unknown as { isWellFormed(): boolean }).isWellFormed() && !text.includes("\u0000")

describe("which strings the platform takes in (Text)", () => {
  prop(
    "a string is storable exactly when it is well-formed UTF-16 without NUL, whatever its code units",
    [hostileString],
    ([text]) => {
      expect(isStorable(text)).toBe(reference(text))
    }
  )

  prop(
    "every control character but NUL stores: C0, DEL and C1 alone or amid other text",
    [fc.integer({ min: 1, max: 0x9f }).filter((c) => c < 0x20 || c >= 0x7f), fc.string(), fc.string()],
    ([code, before, after]) => {
      expect(problemOf(before + String.fromCharCode(code) + after)).toBe(problemOf(before + after))
    }
  )

  prop(
    "NUL anywhere is refused as NUL when it comes first, whatever surrounds it",
    [fc.string({ unit: "binary" }), fc.string({ unit: "binary" })],
    ([before, after]) => {
      expect(problemOf(before + "\u0000" + after)).toBe("NUL")
    }
  )

  prop(
    "a lone surrogate anywhere is refused; the same surrogate paired is a character and stores",
    [
      fc.string({ unit: "binary" }).filter(isStorable),
      fc.integer({ min: 0xd800, max: 0xdfff }),
      fc.string({ unit: "binary" }).filter(isStorable)
    ],
    ([before, unit, after]) => {
      // Separators keep the lone unit from pairing with a neighbour drawn by chance.
      const lone = `${before}.${String.fromCharCode(unit)}.${after}`
      expect(problemOf(lone)).toBe("LONE_SURROGATE")
      const high = unit <= 0xdbff ? unit : 0xd83d
      const low = unit >= 0xdc00 ? unit : 0xde00
      expect(problemOf(`${before}.${String.fromCharCode(high, low)}.${after}`)).toBeUndefined()
    }
  )

  prop(
    "the first problem found is the first in the string, read left to right",
    [fc.array(utf16Unit, { maxLength: 200 })],
    ([units]) => {
      const text = String.fromCharCode(...units)
      const problem = problemOf(text)
      // The first unit that spoils every prefix through it (a high surrogate spoils the prefix ending on it alone).
      const firstBad = [...Array(text.length).keys()].find(
        (i) => !reference(text.slice(0, i + 1)) && !reference(text.slice(0, i + 2))
      )
      if (firstBad === undefined) expect(problem).toBeUndefined()
      else expect(problem).toBe(text.charCodeAt(firstBad) === 0 ? "NUL" : "LONE_SURROGATE")
    }
  )

  prop(
    "the longest strings a request may hold (256 KiB of text) are judged like short ones",
    [fc.constantFrom("a", "é", "😀", "\u0001", "\u00a0"), fc.constantFrom("", "\u0000", "\ud800", "\udc00")],
    ([unit, spoiler]) => {
      const text = unit.repeat(Math.floor((256 * 1024) / unit.length / 4)) + spoiler
      expect(isStorable(text)).toBe(spoiler === "")
    },
    { fastCheck: { numRuns: 20 } }
  )

  prop("each problem reads as words naming the character", [fc.constantFrom("NUL", "LONE_SURROGATE")], ([p]) => {
    expect(describeProblem(p as "NUL" | "LONE_SURROGATE")).toMatch(p === "NUL" ? /NUL \(U\+0000\)/ : /surrogate/)
  })
})
