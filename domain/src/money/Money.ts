import { Effect, Result, Schema, SchemaIssue, SchemaTransformation } from "effect"

/**
 * An amount of Brazilian reais in integer centavos (1 real = 100 centavos).
 * Signed: postings carry debits as negative amounts. Always a safe integer.
 */
export const Centavos = Schema.Int.check(
  Schema.isBetween({ minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER })
).pipe(Schema.brand("Centavos"))
export type Centavos = typeof Centavos.Type

/** A strictly positive amount of centavos (an amount a request asks to move). */
export const PositiveCentavos = Centavos.check(Schema.isGreaterThan(0)).pipe(Schema.brand("PositiveCentavos"))
export type PositiveCentavos = typeof PositiveCentavos.Type

/**
 * The largest amount, in centavos, that an API amount may carry: 10^15 centavos (ten trillion reais).
 * Below 2^46 reais every two-decimal value is the shortest text of its own double, so an amount read from JSON and
 * written back (`toReais`) is exact; a thousand such amounts still sum inside the safe integer range.
 */
export const amountMaxCentavos = 1_000_000_000_000_000

/** Why an API amount in reais was refused. */
export class InvalidAmount extends Schema.TaggedError<InvalidAmount>()("InvalidAmount", {
  reason: Schema.Literals(["not_a_number", "too_many_decimals", "negative", "zero", "out_of_range"]),
  message: Schema.String
}) {}

/** Builds a `Centavos` from an integer, trusting the caller (internal arithmetic). Throws on a non-safe integer. */
export const centavos = (value: number): Centavos => {
  if (!Number.isSafeInteger(value)) throw new RangeError(`centavos must be a safe integer, got ${value}`)
  return value as Centavos
}

const decimalPattern = /^(-?)(\d+)(?:\.(\d+))?$/
/** Integer digits of reais beyond which a value is certainly above `amountMaxCentavos`. */
const wholeDigitsMax = 20

type Plain =
  | { readonly _tag: "text"; readonly text: string }
  | { readonly _tag: "refused"; readonly reason: InvalidAmount["reason"] }

/**
 * The decimal text of a finite, non-negative number: its shortest round-trip text. JavaScript writes numbers in
 * exponent form only when they are at least 1e21 (beyond any amount) or below 1e-6 and nonzero (more than two
 * decimals), so an exponent decides the refusal on its own.
 */
const plainTextOfNumber = (n: number): Plain => {
  const text = String(n)
  if (!/e/i.test(text)) return { _tag: "text", text }
  return n >= 1 ? { _tag: "refused", reason: "out_of_range" } : { _tag: "refused", reason: "too_many_decimals" }
}

const messages: Record<InvalidAmount["reason"], string> = {
  not_a_number: "amount must be a decimal number of reais",
  too_many_decimals: "amount must have at most 2 decimal places",
  negative: "amount must not be negative",
  zero: "amount must be greater than zero",
  out_of_range: "amount is out of range"
}

/**
 * Parses an amount in reais as the API receives it (a JSON number, or its plain decimal text) into centavos.
 * Accepts at most two decimals; refuses non-numbers, NaN, infinities, exponent forms in text, numbers whose shortest
 * text has more than two decimals (so `0.1 + 0.2`, i.e. 0.30000000000000004, and `1e-7` are refused), negatives,
 * values above `amountMaxCentavos`, and zero unless `allowZero` is set.
 */
export const parseReais = (
  input: unknown,
  options: { readonly allowZero?: boolean } = {}
): Result.Result<Centavos, InvalidAmount> => {
  const fail = (reason: InvalidAmount["reason"]) =>
    Result.fail(new InvalidAmount({ reason, message: messages[reason] }))
  let text: string
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return fail("not_a_number")
    if (input < 0) return fail("negative")
    const plain = plainTextOfNumber(input)
    if (plain._tag === "refused") return fail(plain.reason)
    text = plain.text
  } else if (typeof input === "string") {
    text = input.trim()
  } else {
    return fail("not_a_number")
  }
  const match = decimalPattern.exec(text)
  if (match === null) return fail("not_a_number")
  const negative = match[1] === "-"
  const whole = match[2]!
  const fraction = match[3] ?? ""
  if (fraction.length > 2) return fail("too_many_decimals")
  if (whole.length > wholeDigitsMax) return fail(negative ? "negative" : "out_of_range")
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0"))
  if (negative && value !== 0n) return fail("negative")
  if (value > BigInt(amountMaxCentavos)) return fail("out_of_range")
  if (value === 0n && options.allowZero !== true) return fail("zero")
  return Result.succeed(Number(value) as Centavos)
}

/**
 * Formats centavos as a JSON number of reais. Exact for every amount up to `amountMaxCentavos` in magnitude: the
 * division yields the double nearest to the two-decimal value, and that value is the double's shortest text.
 */
export const toReais = (amount: Centavos | number): number => amount / 100

/** Formats centavos as a fixed two-decimal string, e.g. 1050 -> "10.50". Exact for every safe integer. */
export const formatReais = (amount: Centavos | number): string => {
  const negative = amount < 0
  const abs = BigInt(Math.abs(amount))
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, "0")}`
  return negative ? `-${text}` : text
}

/** Formats centavos as Brazilian reais for people to read, e.g. 100000 -> "R$ 1.000,00". Exact for every safe integer. */
export const formatBrl = (amount: Centavos | number): string => {
  const [whole, cents] = formatReais(Math.abs(amount)).split(".") as [string, string]
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".")
  return `${amount < 0 ? "-" : ""}R$ ${grouped},${cents}`
}

/**
 * Decodes a JSON number of reais through `parseReais` into centavos (which the target schema then checks and brands);
 * a refusal's message is the schema issue's message.
 */
const reaisDecoding = (options: { readonly allowZero?: boolean }) =>
  SchemaTransformation.transformEffect<number, number>({
    decode: (n) =>
      Result.match(parseReais(n, options), {
        onFailure: (e) => Effect.fail(new SchemaIssue.InvalidValue({ message: e.message }, n)),
        onSuccess: (c) => Effect.succeed<number>(c)
      }),
    encode: (c) => Effect.succeed(toReais(c))
  })

/** Schema for an API amount field: a JSON number of reais decoded to positive centavos. */
export const ReaisAmount = Schema.Number.pipe(Schema.decodeTo(PositiveCentavos, reaisDecoding({})))

/** Schema for an API amount field that may be zero: a JSON number of reais decoded to non-negative centavos. */
export const ReaisAmountOrZero = Schema.Number.pipe(
  Schema.decodeTo(Centavos.check(Schema.isGreaterThanOrEqualTo(0)), reaisDecoding({ allowZero: true }))
)
