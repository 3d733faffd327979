import { describe, expect, it } from "@effect/vitest"
import { Either, FastCheck as fc } from "effect"
import { formatReais, parseReais } from "../../src/money/Money.ts"

describe("money", () => {
  it.prop(
    "parsing the two-decimal text of any amount of centavos gives back that amount",
    [fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER })],
    ([c]) => {
      expect(parseReais(formatReais(c))).toStrictEqual(Either.right(c))
    }
  )
})
