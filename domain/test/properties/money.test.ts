import { describe, expect, it } from "@effect/vitest"
import { Exit, Result, Schema } from "effect"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import {
  amountMaxCentavos,
  centavos,
  formatBrl,
  formatReais,
  parseReais,
  ReaisAmount,
  ReaisAmountOrZero,
  toReais
} from "../../src/money/Money.ts"

/** Any amount of centavos, the ends of the range drawn as often as the rest: 0.01 and the largest amount. */
const amount = fc.oneof(fc.integer({ min: 1, max: amountMaxCentavos }), fc.constantFrom(1, amountMaxCentavos))
const reasonOf = (input: unknown, options: { readonly allowZero?: boolean } = {}) =>
  Result.match(parseReais(input, options), { onFailure: (e) => e.reason, onSuccess: () => "accepted" as const })

/** Node's own Brazilian currency format, fed the exact decimal text (no double in between). */
const intlBrl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" })

describe("money", () => {
  prop(
    "any amount, negative, zero or positive, reads for people exactly as the pt-BR currency format writes it",
    [
      fc.oneof(
        amount,
        amount.map((c) => -c),
        fc.constantFrom(0, 1, -1, 999, 1_000_00, -123_456_789, Number.MAX_SAFE_INTEGER)
      )
    ],
    ([c]) => {
      const exact = formatReais(c) as unknown as number
      expect(formatBrl(c)).toBe(intlBrl.format(exact).replace(/\u00a0/g, " "))
    }
  )

  prop("parsing the two-decimal text of any amount of centavos gives back that amount", [amount], ([c]) => {
    expect(parseReais(formatReais(c))).toStrictEqual(Result.succeed(c))
  })

  prop("parsing the JSON number of reais of any amount of centavos gives back that amount", [amount], ([c]) => {
    expect(parseReais(toReais(c))).toStrictEqual(Result.succeed(c))
    expect(parseReais(JSON.parse(JSON.stringify({ amount: toReais(c) })).amount)).toStrictEqual(Result.succeed(c))
  })

  prop(
    "a decimal text with at most two decimals parses to its value and formats back to its two-decimal form",
    [fc.integer({ min: 0, max: amountMaxCentavos / 100 - 1 }), fc.stringMatching(/^[0-9]{0,2}$/)],
    ([wholeReais, fraction]) => {
      const text = fraction === "" ? `${wholeReais}` : `${wholeReais}.${fraction}`
      const expected = wholeReais * 100 + Number(fraction.padEnd(2, "0"))
      expect(parseReais(text, { allowZero: true })).toStrictEqual(Result.succeed(expected))
      expect(formatReais(expected)).toBe(`${wholeReais}.${fraction.padEnd(2, "0")}`)
    }
  )

  prop(
    "an amount with more than two decimals is refused, as text and as a JSON number",
    [
      fc.integer({ min: 0, max: 999_999_999_999 }),
      fc.stringMatching(/^[0-9]{0,2}[1-9]$/),
      fc.integer({ min: 0, max: amountMaxCentavos })
    ],
    ([smallCentavos, extraDigits, anyCentavos]) => {
      // Up to 10^10 reais with up to five decimals: at most 15 significant digits, which a double keeps exactly.
      const smallText = `${formatReais(smallCentavos)}${extraDigits}`
      expect(reasonOf(Number(smallText))).toBe("too_many_decimals")
      expect(reasonOf(smallText)).toBe("too_many_decimals")
      expect(reasonOf(`${formatReais(anyCentavos)}${extraDigits}`)).toBe("too_many_decimals")
      expect(reasonOf(`${formatReais(anyCentavos)}0`)).toBe("too_many_decimals")
    }
  )

  prop(
    "a negative amount formats with its sign, and its digits are those of its magnitude",
    [fc.oneof(amount, fc.constantFrom(1, 99, 100, 101, amountMaxCentavos, Number.MAX_SAFE_INTEGER))],
    ([c]) => {
      expect(formatReais(-c)).toBe(`-${formatReais(c)}`)
      expect(formatReais(-c)).toMatch(/^-\d+\.\d\d$/)
      expect(formatReais(-1)).toBe("-0.01")
      expect(formatReais(-Number.MAX_SAFE_INTEGER)).toBe("-90071992547409.91")
    }
  )

  prop("a negative amount is refused, as text and as a JSON number", [amount], ([c]) => {
    expect(reasonOf(-toReais(c))).toBe("negative")
    expect(reasonOf(`-${formatReais(c)}`)).toBe("negative")
    expect(reasonOf(-toReais(c), { allowZero: true })).toBe("negative")
  })

  prop(
    "NaN and the infinities are refused",
    [fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY), fc.boolean()],
    ([n, allowZero]) => {
      expect(reasonOf(n, { allowZero })).toBe("not_a_number")
    }
  )

  prop(
    "an amount above the maximum is refused as out of range",
    [fc.bigInt({ min: BigInt(amountMaxCentavos) + 1n, max: 10n ** 40n })],
    ([c]) => {
      const text = `${c / 100n}.${(c % 100n).toString().padStart(2, "0")}`
      expect(reasonOf(text)).toBe("out_of_range")
      expect(reasonOf(Number(text))).toBe("out_of_range")
    }
  )

  prop(
    "zero is refused where a positive amount is required and accepted where zero is allowed",
    [fc.constantFrom<unknown>(0, -0, "0", "0.0", "0.00", "-0", "-0.00", " 0 ", "000.00")],
    ([zero]) => {
      expect(reasonOf(zero)).toBe("zero")
      expect(parseReais(zero, { allowZero: true })).toStrictEqual(Result.succeed(0))
    }
  )

  prop(
    "a text that is not a plain decimal number is refused",
    [fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.stringMatching(/^[+.]?[0-9]*[.,][0-9]*$/))],
    ([text]) => {
      fc.pre(!/^-?\d+(\.\d+)?$/.test(text.trim()))
      expect(reasonOf(text)).toBe("not_a_number")
    }
  )

  prop(
    "a value that is neither a number nor a string is refused",
    [
      fc.oneof(
        fc.boolean(),
        fc.constant(null),
        fc.constant(undefined),
        fc.object(),
        fc.array(fc.integer()),
        fc.bigInt()
      )
    ],
    ([value]) => {
      expect(reasonOf(value)).toBe("not_a_number")
    }
  )

  prop(
    "an exponent form is refused: as text always, as a number whenever it hides decimals or exceeds the range",
    [
      fc.integer({ min: 1, max: 999 }),
      fc.integer({ min: -30, max: 30 }),
      fc.double({ min: Number.MIN_VALUE, max: 1e-7, noNaN: true }),
      fc.double({ min: 1e21, max: Number.MAX_VALUE, noNaN: true })
    ],
    ([mantissa, exponent, tiny, huge]) => {
      expect(reasonOf(`${mantissa}e${exponent}`)).toBe("not_a_number")
      expect(reasonOf(`${mantissa}E+${Math.abs(exponent)}`)).toBe("not_a_number")
      expect(reasonOf(`${mantissa / 100}e-1`)).toBe("not_a_number")
      expect(reasonOf(tiny)).toBe("too_many_decimals")
      expect(reasonOf(tiny, { allowZero: true })).toBe("too_many_decimals")
      expect(reasonOf(huge)).toBe("out_of_range")
    }
  )

  it("a negative number is refused as negative even where its text is an exponent form", () => {
    expect([reasonOf(-1e21), reasonOf(-1e-7), reasonOf(-0.001), reasonOf(-5)]).toStrictEqual([
      "negative",
      "negative",
      "negative",
      "negative"
    ])
  })

  it("a whole part of more than 20 digits is refused unread; 20 digits are read", () => {
    expect(reasonOf(`${"0".repeat(19)}1`)).toBe("accepted")
    expect(reasonOf(`-${"0".repeat(21)}`)).toBe("negative")
    expect(reasonOf("0".repeat(21))).toBe("out_of_range")
    expect(parseReais("-1").pipe(Result.match({ onFailure: (e) => e.message, onSuccess: String }))).toBe(
      "amount must not be negative"
    )
  })

  it("centavos are built from safe integers only", () => {
    expect(centavos(-5)).toBe(-5)
    expect(() => centavos(1.5)).toThrow("centavos must be a safe integer, got 1.5")
    expect(() => centavos(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError)
  })

  it("the API's amount schemas decode reais to centavos, refuse with the parser's message, and encode back", () => {
    expect(Schema.decodeSync(ReaisAmount)(10.5)).toBe(1050)
    expect(Schema.encodeSync(ReaisAmount)(Schema.decodeSync(ReaisAmount)(10.5))).toBe(10.5)
    expect(Schema.decodeSync(ReaisAmountOrZero)(0)).toBe(0)
    const refused = Schema.decodeExit(ReaisAmount)(0.001)
    expect(Exit.isFailure(refused) && String(refused.cause).includes("amount must have at most 2 decimal places")).toBe(
      true
    )
    expect(Exit.isFailure(Schema.decodeExit(ReaisAmount)(0))).toBe(true)
  })
})
