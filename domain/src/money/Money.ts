import { Either, ParseResult, Schema } from "effect"

/**
 * An amount of Brazilian reais in integer centavos (1 real = 100 centavos).
 * Signed: postings carry debits as negative amounts. Always a safe integer.
 */
export const Centavos = Schema.Int.pipe(
  Schema.between(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER),
  Schema.brand("Centavos")
)
export type Centavos = typeof Centavos.Type

/** A strictly positive amount of centavos (an amount a request asks to move). */
export const PositiveCentavos = Centavos.pipe(Schema.positive(), Schema.brand("PositiveCentavos"))
export type PositiveCentavos = typeof PositiveCentavos.Type

/** The largest amount, in centavos, that the platform represents exactly. */
export const amountMaxCentavos = Number.MAX_SAFE_INTEGER

/** Why an API amount in reais was refused. */
export class InvalidAmount extends Schema.TaggedError<InvalidAmount>()("InvalidAmount", {
  reason: Schema.Literal("not_a_number", "too_many_decimals", "negative", "zero", "out_of_range"),
  message: Schema.String
}) {}

/** Builds a `Centavos` from an integer, trusting the caller (internal arithmetic). */
export const centavos = (value: number): Centavos => {
  if (!Number.isSafeInteger(value)) throw new RangeError(`centavos must be a safe integer, got ${value}`)
  return value as Centavos
}

const decimalPattern = /^(\d+)(?:\.(\d{1,}))?$/

/**
 * Parses an amount in reais as the API receives it (a JSON number, or its decimal text) into centavos.
 * Accepts at most two decimals; refuses NaN, infinities, exponents that hide more decimals, negatives,
 * values beyond the safe integer range of centavos, and zero unless `allowZero` is set.
 * Uses the shortest round-trip decimal text of the number, so `0.1 + 0.2` (0.30000000000000004) is refused.
 */
export const parseReais = (
  input: unknown,
  options: { readonly allowZero?: boolean } = {}
): Either.Either<Centavos, InvalidAmount> => {
  const fail = (reason: InvalidAmount["reason"], message: string) =>
    Either.left(new InvalidAmount({ reason, message }))
  if (typeof input !== "number" && typeof input !== "string") return fail("not_a_number", "amount must be a number")
  if (typeof input === "number" && !Number.isFinite(input)) return fail("not_a_number", "amount must be a finite number")
  let text = typeof input === "number" ? numberToPlainText(input) : input.trim()
  if (text === undefined) return fail("out_of_range", "amount is out of range")
  let negative = false
  if (text.startsWith("-")) {
    negative = true
    text = text.slice(1)
  }
  const match = decimalPattern.exec(text)
  if (match === null) return fail("not_a_number", "amount must be a decimal number of reais")
  const whole = match[1]!
  const fraction = match[2] ?? ""
  if (fraction.length > 2) return fail("too_many_decimals", "amount must have at most 2 decimal places")
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0"))
  if (negative && value !== 0n) return fail("negative", "amount must not be negative")
  if (value > BigInt(amountMaxCentavos)) return fail("out_of_range", "amount is out of range")
  if (value === 0n && options.allowZero !== true) return fail("zero", "amount must be greater than zero")
  return Either.right(Number(value) as Centavos)
}

/** Shortest round-trip text of a finite number, expanded out of exponent notation; undefined if huge. */
const numberToPlainText = (n: number): string | undefined => {
  const text = String(n)
  if (!/e/i.test(text)) return text
  if (Math.abs(n) >= 1e21) return undefined
  // Small numbers such as 1e-7: expand; they always carry more than two decimals unless zero.
  return n.toFixed(20).replace(/0+$/, "").replace(/\.$/, "")
}

/** Formats centavos as a JSON number of reais (exact for every safe integer of centavos below 2^53 / 100 precision). */
export const toReais = (amount: Centavos | number): number => {
  // Division by 100 of an integer yields the nearest double to the decimal value, whose shortest text is exact.
  return amount / 100
}

/** Formats centavos as a fixed two-decimal string, e.g. 1050 -> "10.50". Exact for every safe integer. */
export const formatReais = (amount: Centavos | number): string => {
  const negative = amount < 0
  const abs = BigInt(Math.abs(amount))
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, "0")}`
  return negative ? `-${text}` : text
}

/** Schema for an API amount field: a JSON number of reais decoded to positive centavos. */
export const ReaisAmount = Schema.transformOrFail(Schema.Number, PositiveCentavos, {
  strict: true,
  decode: (n, _, ast) =>
    Either.match(parseReais(n), {
      onLeft: (e) => ParseResult.fail(new ParseResult.Type(ast, n, e.message)),
      onRight: (c) => ParseResult.succeed(c as PositiveCentavos)
    }),
  encode: (c) => ParseResult.succeed(toReais(c))
})
