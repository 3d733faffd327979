import { describe, expect } from "@effect/vitest"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import { luhnCheckDigit, luhnValid } from "../../src/card/CardNumber.ts"

/** A Luhn-valid number: any body of 11 to 18 digits and its check digit. */
const validNumber = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 11, maxLength: 18 })
  .map((digits) => digits.join(""))
  .map((body) => `${body}${luhnCheckDigit(body)}`)

describe("card numbers", () => {
  prop("the Luhn check accepts every number built with its check digit", [validNumber], ([number]) => {
    expect(luhnValid(number)).toBe(true)
  })

  prop(
    "the Luhn check rejects every change of a single digit of a valid number",
    [validNumber, fc.nat(), fc.integer({ min: 1, max: 9 })],
    ([number, at, delta]) => {
      const i = at % number.length
      const changed = (Number(number[i]) + delta) % 10
      const mutated = `${number.slice(0, i)}${changed}${number.slice(i + 1)}`
      expect(mutated).not.toBe(number)
      expect(luhnValid(mutated)).toBe(false)
    }
  )

  prop("exactly one check digit completes any body", [fc.stringMatching(/^\d{0,18}$/)], ([body]) => {
    const passing = [..."0123456789"].filter((d) => luhnValid(`${body}${d}`))
    expect(passing).toStrictEqual([luhnCheckDigit(body)])
  })
})
